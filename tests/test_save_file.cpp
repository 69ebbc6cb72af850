// Saved games: the file format (round trips, undo history after reload, every bad file of
// the catalogue), the store of named games (save, list, open, delete, bad files set aside).

#include "app/files/game_opener.h"
#include "app/session/game_session.h"
#include "app/storage/data_file.h"
#include "app/storage/game_store.h"
#include "app/storage/save_file.h"
#include "app/storage/shape_fields.h"
#include "core/game/checkpoint.h"
#include "core/notation/killer_notation.h"
#include "core/notation/shape_notation.h"
#include "tests/bad_input_catalogue.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using nonet::GameRecord;
using nonet::Level;
using nonet::Variant;
using nonet::app::GameOpener;
using nonet::app::GameSession;
using nonet::app::GameStore;
using nonet::app::SavedGame;
using nonet::app::SaveError;
using nonet::app::SaveFile;
namespace testing = nonet::testing;

Q_DECLARE_METATYPE(SaveError::Code)
Q_DECLARE_METATYPE(nonet::Variant)

namespace {

Level noRate(const nonet::ShapeGrid&, std::stop_token) { return Level::Medium; }

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

SavedGame sampleGame(const QString& name)
{
    return {testing::sampleRecord(), name, QDateTime(QDate(2026, 11, 29), QTime(20, 15, 3), Qt::UTC)};
}

} // namespace

class TestSaveFile : public QObject {
    Q_OBJECT
private slots:
    void roundTrip();
    void humanReadable();
    void undoWorksAfterReload();
    void solvedAndEmptyGamesRoundTrip();
    void gameSavedByFormatOneOpens();
    void notesAndColoursRoundTrip();
    void gameSavedByFormatTwoOpens();
    void takenNotesSurviveReload();
    void olderHistoryReplaysAsPlayed();
    void everyShapeRoundTrips_data();
    void everyShapeRoundTrips();
    void oldVariantFileOpens_data();
    void oldVariantFileOpens();
    void cellsAndValuesOfEveryShape();
    void originRoundTrips();
    void hundredThousandNoteMovesKeepTheirHistory();
    void enormousHistoryIsFoldedAndUndoes();
    void writerNeverWritesBeyondTheReadLimit();
    void helpRoundTrips();
    void badFile_data();
    void badFile();
    void catalogueIsLargeEnough();
    void storeSavesListsOpensDeletes();
    void storeReplacesSameName();
    void storeSetsAsideCorruptFiles();
    void storeOpenOfCorruptFileKeepsGame();
    void defaultName();
};

void TestSaveFile::roundTrip()
{
    const SavedGame game = sampleGame(QStringLiteral("Evening game"));
    const auto read = SaveFile::read(SaveFile::write(game));
    QVERIFY(std::holds_alternative<SavedGame>(read));
    const SavedGame& back = std::get<SavedGame>(read);
    QCOMPARE(back.name, game.name);
    QCOMPARE(back.saved, game.saved);
    QCOMPARE(back.record.puzzle, game.record.puzzle);
    QCOMPARE(back.record.moves, game.record.moves);
    QCOMPARE(back.record.undoIndex, game.record.undoIndex);
    QCOMPARE(back.record.elapsedMs, game.record.elapsedMs);
    // Writing again gives the same bytes: nothing is lost or reordered.
    QCOMPARE(SaveFile::write(back), SaveFile::write(game));
}

// tests/data/saved_game_format1.nonet was written by Nonet 0.1.0 (format version 1) while
// a player used All Notes, two hints and a digit that was then undone: every later build
// must open it to the same position, with its undo history.
void TestSaveFile::gameSavedByFormatOneOpens()
{
    const auto read = SaveFile::readFile(QStringLiteral(NONET_SOURCE_DIR "/tests/data/saved_game_format1.nonet"));
    QVERIFY(std::holds_alternative<SavedGame>(read));
    const SavedGame& game = std::get<SavedGame>(read);
    QCOMPARE(game.name, QStringLiteral("Autosave"));
    QCOMPARE(game.saved, QDateTime(QDate(2026, 12, 1), QTime(5, 39, 33), Qt::UTC));
    const GameRecord& record = game.record;
    QCOMPARE(record.puzzle.level, Level::Easy);
    QCOMPARE(record.elapsedMs, std::int64_t{18024});
    QCOMPARE(record.moves.size(), std::size_t{4});
    QCOMPARE(record.undoIndex, 3);
    QCOMPARE(record.moves[0].kind(), nonet::MoveKind::SetNotes);
    QCOMPARE(record.moves[1].kind(), nonet::MoveKind::Compound);
    QCOMPARE(record.moves[3], nonet::Move::setValue(2, 5, nonet::PeerNotes::Remove));

    GameSession session;
    QVERIFY(session.restore(record));
    const nonet::GameState& state = session.state();
    QCOMPARE(state.value(1), 2); // the two hints' placements
    QCOMPARE(state.value(2), 4);
    QCOMPARE(state.filledCount(), record.puzzle.givens.filledCount() + 2);
    QCOMPARE(state.notes(9), nonet::DigitSet::single(7) | nonet::DigitSet::single(8) | nonet::DigitSet::single(9));
    QVERIFY(session.undoStack()->canRedo()); // the undone digit comes back
    session.undoStack()->redo();
    QCOMPARE(session.state().value(2), 5);
    // Written by this build, it reads back as the same game.
    const auto again = SaveFile::read(SaveFile::write(game));
    QVERIFY(std::holds_alternative<SavedGame>(again));
    QCOMPARE(std::get<SavedGame>(again).record, record);
}

// Centre notes, cell colours and note colours (format version 2) are kept with the game:
// in the position, in the undo history, and readable in the file.
void TestSaveFile::notesAndColoursRoundTrip()
{
    GameSession session;
    QVERIFY(session.restore(testing::sampleRecord()));
    nonet::WideCellSet selection;
    for (int cell : {5, 6, 11}) selection.insert(cell); // r1c6, r1c7, r2c3: empty
    QVERIFY(session.toggleNotes(selection, 8, nonet::NoteKind::Centre)); // one move, three cells
    QVERIFY(session.colourCells(selection | nonet::WideCellSet::single(0), 3)); // a given too
    QVERIFY(session.colourCandidates(nonet::WideCellSet::single(3), 4, 2));    // r1c4's corner note 4
    QVERIFY(session.colourCandidates(nonet::WideCellSet::single(6), 8, 5));    // r1c7's centre note 8
    const nonet::GameState expected = session.state();

    const SavedGame game{session.record(), QStringLiteral("Marked"), {}};
    const QByteArray bytes = SaveFile::write(game);
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    QCOMPARE(root.value(QStringLiteral("centreNotes")).toObject().value(QStringLiteral("r1c6")).toString(), QStringLiteral("8"));
    QCOMPARE(root.value(QStringLiteral("colours")).toObject().value(QStringLiteral("r1c1")).toInt(), 3);
    QCOMPARE(root.value(QStringLiteral("noteColours")).toObject().value(QStringLiteral("r1c4")).toObject().value(QStringLiteral("4")).toInt(), 2);

    const auto read = SaveFile::read(bytes);
    QVERIFY(std::holds_alternative<SavedGame>(read));
    GameSession again;
    QVERIFY(again.restore(std::get<SavedGame>(read).record));
    QCOMPARE(again.state(), expected);
    // Each of those was one undo step, and undo takes them back in order.
    again.undoStack()->undo();
    QVERIFY(again.state().candidateColours(6).empty());
    again.undoStack()->undo();
    again.undoStack()->undo();
    QCOMPARE(again.state().colour(0), 0);
    again.undoStack()->undo();
    QVERIFY(again.state().centreNotes(5).empty() && again.state().centreNotes(11).empty());
}

// tests/data/saved_game_format2.nonet (also a seed of fuzz_save_file) is written by hand
// in format version 2: every new move kind and mark, and a redoable move that clears the
// centre notes again.
void TestSaveFile::gameSavedByFormatTwoOpens()
{
    const auto read = SaveFile::readFile(QStringLiteral(NONET_SOURCE_DIR "/tests/data/saved_game_format2.nonet"));
    if (const auto* error = std::get_if<SaveError>(&read)) QFAIL(qPrintable(error->detail));
    GameSession session;
    QVERIFY(session.restore(std::get<SavedGame>(read).record));
    const nonet::GameState& state = session.state();
    QCOMPARE(state.centreNotes(5), nonet::DigitSet::single(8));
    QCOMPARE(state.centreNotes(6), nonet::DigitSet::single(3) | nonet::DigitSet::single(5));
    QCOMPARE(state.notes(6), nonet::DigitSet::single(9));
    QCOMPARE(state.colour(0), 3);
    QCOMPARE(state.colour(6), 4);
    QCOMPARE(state.candidateColours(5).of(8), 2);
    QCOMPARE(state.candidateColours(6).of(9), 6);
    session.undoStack()->redo(); // the centre notes of r1c6 go, and their colour with them
    QVERIFY(session.state().centreNotes(5).empty());
    QVERIFY(session.state().candidateColours(5).empty());
}

// A wrong digit placed with Remove Notes Automatically remembers the notes it took, in
// the position and in a checkpoint; after a reload, erasing it still gives them back.
void TestSaveFile::takenNotesSurviveReload()
{
    GameSession session;
    session.setAutoRemoveNotes(true);
    QVERIFY(session.restore(testing::sampleRecord()));
    QVERIFY(session.toggleNote(6, 4));  // r1c7: note 4 beside r1c4's notes 1 4
    QVERIFY(session.setValue(5, 9));    // r1c6: a wrong 9 (it is 4), nothing to take
    QVERIFY(session.setValue(5, 4));    // replaced by 4: takes the 4s of r1c4 and r1c7
    QVERIFY(session.addCheckpoint());
    QCOMPARE(session.state().takenNotes(5).corner, nonet::WideCellSet::single(3) | nonet::WideCellSet::single(6));

    // One record, written and compared: the session's stopwatch runs on meanwhile.
    const GameRecord saved = session.record();
    const QByteArray bytes = SaveFile::write({saved, QStringLiteral("Taken"), {}});
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    const QJsonArray moves = root.value(QStringLiteral("history")).toObject().value(QStringLiteral("moves")).toArray();
    QCOMPARE(moves.last().toObject().value(QStringLiteral("returnNotes")), QJsonValue(true));
    const QJsonObject position = root.value(QStringLiteral("checkpoints")).toArray().at(0).toObject().value(QStringLiteral("position")).toObject();
    bool listed = false;
    for (const QJsonValue& cell : position.value(QStringLiteral("cells")).toArray()) {
        if (cell.toObject().value(QStringLiteral("cell")).toString() != QLatin1String("r1c6")) continue;
        listed = cell.toObject().value(QStringLiteral("taken")).toObject() == QJsonObject{{QStringLiteral("corner"), QJsonArray{QStringLiteral("r1c4"), QStringLiteral("r1c7")}}};
    }
    QVERIFY(listed);

    const auto read = SaveFile::read(bytes);
    if (const auto* error = std::get_if<SaveError>(&read)) QFAIL(qPrintable(error->detail));
    const GameRecord& record = std::get<SavedGame>(read).record;
    QCOMPARE(record, saved);
    GameSession again;
    QVERIFY(again.restore(record));
    QCOMPARE(again.state(), session.state());
    QVERIFY(again.erase(5));
    QCOMPARE(again.state().notes(3), nonet::DigitSet::single(1) | nonet::DigitSet::single(4));
    QCOMPARE(again.state().notes(6), nonet::DigitSet::single(4));
    // tests/data/saved_game_format4.nonet (also a seed of fuzz_save_file): a wrong 9, then
    // a 4 that took two notes, erased; undoing the erase takes them again, redoing gives back.
    const auto kept = SaveFile::readFile(QStringLiteral(NONET_SOURCE_DIR "/tests/data/saved_game_format4.nonet"));
    if (const auto* error = std::get_if<SaveError>(&kept)) QFAIL(qPrintable(error->detail));
    GameSession fromFile;
    QVERIFY(fromFile.restore(std::get<SavedGame>(kept).record));
    QCOMPARE(fromFile.state().notes(3), nonet::DigitSet::single(4));
    fromFile.undoStack()->undo();
    QCOMPARE(fromFile.state().value(5), 4);
    QVERIFY(fromFile.state().notes(3).empty() && fromFile.state().notes(6).empty());
    fromFile.undoStack()->redo();
    QCOMPARE(fromFile.state().notes(6), nonet::DigitSet::single(4));
    // The checkpoint's position remembers it too.
    const auto atCheckpoint = nonet::checkpointPosition(record.puzzle, record.checkpoints.front());
    QVERIFY(atCheckpoint);
    QCOMPARE(atCheckpoint->takenNotes(5), session.state().takenNotes(5));
}

// A history saved before erasing gave notes back (format version 3 and older) replays as it
// was played: its erase gives nothing back, and the notes the file lists still match.
void TestSaveFile::olderHistoryReplaysAsPlayed()
{
    GameRecord record = testing::sampleRecord();
    record.moves = {nonet::Move::toggleNote(3, 4), nonet::Move::setValue(5, 4, nonet::PeerNotes::Remove), nonet::Move::erase(5)};
    record.undoIndex = 3;
    QJsonObject root = QJsonDocument::fromJson(SaveFile::write({record, QStringLiteral("Old"), {}})).object();
    root.insert(QStringLiteral("version"), 3);
    QVERIFY(!root.value(QStringLiteral("notes")).toObject().contains(QStringLiteral("r1c4")));
    const auto read = SaveFile::read(QJsonDocument(root).toJson());
    if (const auto* error = std::get_if<SaveError>(&read)) QFAIL(qPrintable(error->detail));
    GameSession session;
    QVERIFY(session.restore(std::get<SavedGame>(read).record));
    QVERIFY(session.state().notes(3).empty());
    // Every kept file of an older format still opens.
    for (const char* name : {"saved_game_format1.nonet", "saved_game_format2.nonet", "saved_game_format3.nonet"}) {
        const auto kept = SaveFile::readFile(QStringLiteral(NONET_SOURCE_DIR "/tests/data/") + QLatin1String(name));
        if (const auto* error = std::get_if<SaveError>(&kept)) QFAIL(qPrintable(QLatin1String(name) + QLatin1String(": ") + error->detail));
    }
}

// Every shape is kept in the one format with everything a game holds: values up to its
// side (A-G on a 16x16), both kinds of notes, colours, the undo history with a move to
// redo, checkpoints, mistakes; written again, the bytes are the same.
void TestSaveFile::everyShapeRoundTrips_data()
{
    QTest::addColumn<Variant>("variant");
    for (Variant variant : nonet::kAllVariants) QTest::newRow(nonet::variantKey(variant).data()) << variant;
}

void TestSaveFile::everyShapeRoundTrips()
{
    QFETCH(Variant, variant);
    const nonet::GamePuzzle puzzle = testing::sampleVariantPuzzle(variant);
    const int side = puzzle.shape().side();
    std::vector<int> empty;
    for (int cell = 0; cell < puzzle.shape().cellCount(); ++cell)
        if (puzzle.givens.at(cell) == 0) empty.push_back(cell);
    // The empty cell whose value is the side (16 on a 16x16: 'G' in the text).
    const int highest = *std::find_if(empty.begin(), empty.end(), [&](int cell) { return puzzle.solution.at(cell) == side; });
    // An empty cell that does not see it: placing the value leaves its notes alone.
    const int noted = *std::find_if(empty.rbegin(), empty.rend(), [&](int cell) {
        return cell != highest && !puzzle.shape().arePeers(cell, highest);
    });

    GameSession session;
    QVERIFY(session.newGame(puzzle));
    QVERIFY(session.toggleNote(noted, side));
    QVERIFY(session.toggleNote(noted, side - 1, nonet::NoteKind::Centre));
    QVERIFY(session.colourCandidates(nonet::WideCellSet::single(noted), side, 3));
    QVERIFY(session.colourCells(nonet::WideCellSet::single(0), 2));
    QVERIFY(session.setValue(highest, side));
    QVERIFY(session.addCheckpoint());
    QVERIFY(session.setValue(empty.front() == highest ? empty[1] : empty.front(), side)); // undone below
    session.undoStack()->undo();
    const SavedGame game{session.record(), QStringLiteral("Every shape"), QDateTime(QDate(2026, 12, 2), QTime(9, 0), Qt::UTC)};

    const QByteArray bytes = SaveFile::write(game);
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    QCOMPARE(root.value(QStringLiteral("variant")).toString().toStdString(), std::string(nonet::variantKey(variant)));
    QCOMPARE(root.contains(QStringLiteral("layout")), variant == Variant::Jigsaw || variant == Variant::Killer);
    if (variant == Variant::Jigsaw)
        QCOMPARE(root.value(QStringLiteral("layout")).toString().toStdString(), nonet::formatJigsawLayout(puzzle.shape()));
    if (variant == Variant::Killer)
        QCOMPARE(root.value(QStringLiteral("layout")).toString().toStdString(), nonet::formatKillerCages(puzzle.shape()));
    QCOMPARE(root.value(QStringLiteral("puzzle")).toString().toStdString(), nonet::formatShapeCells(puzzle.givens));
    const QString symbol(QLatin1Char(nonet::valueSymbol(side)));
    const QString entries = root.value(QStringLiteral("entries")).toString();
    QCOMPARE(entries.size(), puzzle.shape().cellCount());
    QCOMPARE(entries.at(highest), symbol.at(0));
    const QString cell = nonet::app::cellKey(noted, puzzle.shape());
    QCOMPARE(root.value(QStringLiteral("notes")).toObject().value(cell).toString(), symbol);
    QCOMPARE(root.value(QStringLiteral("centreNotes")).toObject().value(cell).toString(),
             QString(QLatin1Char(nonet::valueSymbol(side - 1))));
    QCOMPARE(root.value(QStringLiteral("noteColours")).toObject().value(cell).toObject().value(symbol).toInt(), 3);

    const auto read = SaveFile::read(bytes);
    if (const auto* error = std::get_if<SaveError>(&read)) QFAIL(qPrintable(error->detail));
    const SavedGame& back = std::get<SavedGame>(read);
    QCOMPARE(back.record, game.record);
    QCOMPARE(back.record.puzzle.variant(), variant);
    QCOMPARE(SaveFile::write(back), bytes);
    GameSession reloaded;
    QVERIFY(reloaded.restore(back.record));
    QCOMPARE(reloaded.state(), session.state());
    QVERIFY(reloaded.undoStack()->canRedo());
}

// tests/data/variant_game_<variant>.nonetv were written by the variant window's own format
// ("nonet-variant-game" version 1) before every shape was one game: three values (one of
// them wrong), one cell of notes (A-G on the 16x16), a mistake, the 6x6 one lost. Each opens
// as a game whose one played move sets that position, and is then kept in the new format.
void TestSaveFile::oldVariantFileOpens_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<Level>("level");
    QTest::addColumn<QString>("notes");
    for (Variant variant : nonet::kAllVariants) {
        // The old variant window's format predates Killer.
        if (variant == Variant::Classic || variant == Variant::Killer) continue;
        const int side = nonet::variantSide(variant);
        QTest::newRow(nonet::variantKey(variant).data())
            << variant << (variant == Variant::Mini4 ? Level::Easy : Level::Medium)
            << (side == 16 ? QStringLiteral("3ACG") : QStringLiteral("1") + QLatin1Char(nonet::valueSymbol(side)));
    }
}

void TestSaveFile::oldVariantFileOpens()
{
    QFETCH(Variant, variant);
    QFETCH(Level, level);
    QFETCH(QString, notes);
    const QString path = QStringLiteral(NONET_SOURCE_DIR "/tests/data/variant_game_%1.nonetv")
                             .arg(QString::fromLatin1(nonet::variantKey(variant).data()));
    const auto read = SaveFile::readFile(path);
    if (const auto* error = std::get_if<SaveError>(&read)) QFAIL(qPrintable(error->detail));
    const GameRecord& record = std::get<SavedGame>(read).record;
    const nonet::GamePuzzle& puzzle = record.puzzle;
    const int side = nonet::variantSide(variant);
    QCOMPARE(puzzle.variant(), variant);
    QCOMPARE(puzzle.level, level);
    QVERIFY(nonet::isConsistentPuzzle(puzzle));
    QCOMPARE(record.elapsedMs, std::int64_t{65000 + side});
    QCOMPARE(record.mistakes, 1);
    QCOMPARE(record.lost, variant == Variant::Mini6);
    QCOMPARE(record.moves.size(), std::size_t{1});
    QCOMPARE(record.moves.front().kind(), nonet::MoveKind::SetCells);
    QCOMPARE(record.undoIndex, 1);

    GameSession session;
    QVERIFY(session.restore(record));
    const nonet::GameState& state = session.state();
    std::vector<int> empty;
    for (int cell = 0; cell < state.cellCount(); ++cell)
        if (!state.isGiven(cell)) empty.push_back(cell);
    QCOMPARE(state.filledCount(), puzzle.givens.filledCount() + 3);
    QCOMPARE(state.value(empty[0]), puzzle.solution.at(empty[0]));
    QCOMPARE(state.value(empty[1]), puzzle.solution.at(empty[1]));
    QVERIFY(state.value(empty[2]) != 0 && state.value(empty[2]) != puzzle.solution.at(empty[2]));
    QCOMPARE(nonet::app::valuesText(state.notes(empty.back())), notes);
    // One undo step back to the empty puzzle: all the old file can say of how it came about.
    session.undoStack()->undo();
    QCOMPARE(session.state().values(), puzzle.givens);

    // Kept again, in the one format: the same game.
    const auto again = SaveFile::read(SaveFile::write(std::get<SavedGame>(read)));
    QVERIFY(std::holds_alternative<SavedGame>(again));
    QCOMPARE(std::get<SavedGame>(again).record, record);
}

// The cells and values of the files are exactly those of the game's shape.
void TestSaveFile::cellsAndValuesOfEveryShape()
{
    using nonet::app::cellFromKey;
    using nonet::app::valuesFromText;
    const auto mini4 = nonet::Shape::of(Variant::Mini4);
    const auto classic = nonet::Shape::of(Variant::Classic);
    const auto giant = nonet::Shape::of(Variant::Giant16);
    QCOMPARE(cellFromKey(QStringLiteral("r4c4"), *mini4), std::optional<int>(15));
    QCOMPARE(cellFromKey(QStringLiteral("r5c1"), *mini4), std::nullopt);
    QCOMPARE(cellFromKey(QStringLiteral("r9c9"), *classic), std::optional<int>(80));
    QCOMPARE(cellFromKey(QStringLiteral("r10c1"), *classic), std::nullopt);
    QCOMPARE(cellFromKey(QStringLiteral("r16c16"), *giant), std::optional<int>(255));
    QCOMPARE(cellFromKey(QStringLiteral("r12c3"), *giant), std::optional<int>(11 * 16 + 2));
    for (const char* bad : {"r0c1", "r01c1", "r1c17", "r1c", "rc1", "R1C1", "r1c1 ", "r+1c1", "r1c1c1", "r100c1"})
        QVERIFY2(!cellFromKey(QString::fromLatin1(bad), *giant), bad);
    QCOMPARE(valuesFromText(QStringLiteral("9AG"), 16), std::optional<nonet::DigitSet>(nonet::DigitSet::single(9) | nonet::DigitSet::single(10) | nonet::DigitSet::single(16)));
    QCOMPARE(valuesFromText(QStringLiteral("ag"), 16), valuesFromText(QStringLiteral("AG"), 16));
    QCOMPARE(valuesFromText(QStringLiteral("A"), 9), std::nullopt);
    QCOMPARE(valuesFromText(QStringLiteral("5"), 4), std::nullopt);
    QCOMPARE(valuesFromText(QStringLiteral("11"), 9), std::nullopt);
    QCOMPARE(valuesFromText(QStringLiteral("0"), 9), std::nullopt);
    QCOMPARE(nonet::app::valuesText(nonet::DigitSet::single(1) | nonet::DigitSet::single(16)), QStringLiteral("1G"));
}

// A daily puzzle's date and a practice position's technique are kept with the game.
void TestSaveFile::originRoundTrips()
{
    SavedGame daily = sampleGame(QStringLiteral("Daily"));
    daily.origin.daily = QDate(2026, 12, 2);
    SavedGame practice = sampleGame(QStringLiteral("Practice"));
    practice.origin.practice = nonet::Technique::XWing;
    for (const SavedGame& game : {daily, practice, sampleGame(QStringLiteral("Neither"))}) {
        const QByteArray bytes = SaveFile::write(game);
        const auto read = SaveFile::read(bytes);
        QVERIFY(std::holds_alternative<SavedGame>(read));
        QCOMPARE(std::get<SavedGame>(read).origin, game.origin);
        QCOMPARE(QJsonDocument::fromJson(bytes).object().contains(QStringLiteral("origin")), game.origin != nonet::app::GameOrigin{});
    }
    const QJsonObject root = QJsonDocument::fromJson(SaveFile::write(practice)).object();
    QCOMPARE(root.value(QStringLiteral("origin")).toObject().value(QStringLiteral("practice")).toString(), QStringLiteral("x-wing"));
    QCOMPARE(QJsonDocument::fromJson(SaveFile::write(daily)).object().value(QStringLiteral("origin")).toObject().value(QStringLiteral("daily")).toString(),
             QStringLiteral("2026-12-02"));
}

namespace {

// A 16×16 game (the largest shape) with `count` note moves: every note of every empty
// cell toggled in turn, corner and centre, on and off, as a player who keeps changing
// their mind would; nothing is ever placed, so every move stays a note move.
GameRecord noteMarathon(int count)
{
    GameRecord record;
    record.puzzle = testing::sampleVariantPuzzle(Variant::Giant16);
    std::vector<int> empty;
    for (int cell = 0; cell < record.puzzle.shape().cellCount(); ++cell)
        if (record.puzzle.givens.at(cell) == 0) empty.push_back(cell);
    const int cells = static_cast<int>(empty.size());
    for (int i = 0; i < count; ++i) {
        const int cell = empty[static_cast<std::size_t>(i % cells)];
        const int digit = 1 + (i / cells) % 16;
        const auto kind = (i / (cells * 16)) % 2 == 0 ? nonet::NoteKind::Corner : nonet::NoteKind::Centre;
        record.moves.push_back(nonet::Move::toggleNote(cell, digit, kind));
    }
    record.undoIndex = count;
    record.elapsedMs = 28LL * 3600 * 1000; // a move a second
    return record;
}

} // namespace

// The size rule (app/storage/data_file.h) measured on the worst game a test plays: a 16×16
// with 100,000 note moves is written whole, under the game budget, ten times below the read
// limit, and comes back with every move to undo.
void TestSaveFile::hundredThousandNoteMovesKeepTheirHistory()
{
    constexpr int kMoves = 100000;
    const SavedGame game{noteMarathon(kMoves), QStringLiteral("Marathon"), QDateTime(QDate(2026, 12, 3), QTime(9, 0), Qt::UTC)};
    QTemporaryDir dir;
    const GameStore store(dir.path());
    QVERIFY(!store.save(game));
    const qint64 size = QFileInfo(store.pathFor(game.name)).size();
    qInfo("the largest game file of the tests (16x16, %d note moves): %lld bytes; game budget %lld, read limit %lld (%.1f times)",
          kMoves, size, nonet::app::kGameFileBudget, nonet::app::kMaxDataFileBytes,
          static_cast<double>(nonet::app::kMaxDataFileBytes) / static_cast<double>(size));
    QVERIFY2(size * 10 <= nonet::app::kMaxDataFileBytes, "the read limit must stay ten times above the largest test game");
    QVERIFY(size <= nonet::app::kGameFileBudget);

    auto opened = store.open(store.pathFor(game.name));
    if (const auto* error = std::get_if<QString>(&opened)) QFAIL(qPrintable(*error));
    const GameRecord& back = std::get<SavedGame>(opened).record;
    QCOMPARE(back.moves.size(), std::size_t{kMoves});
    QVERIFY(back == game.record); // every move, the clock, all of it
    GameSession session;
    QVERIFY(session.restore(back));
    QCOMPARE(session.undoStack()->count(), kMoves);
    QCOMPARE(session.elapsed(), game.record.elapsedMs);
}

// A history no game plays but a player could make (all notes filled and cleared on a 16×16,
// thousands of times): folded when written, so the file stays within the budget; the
// position, clock and redo branch are whole, the newest moves undo one by one and the
// folded ones in one step, back to the givens.
void TestSaveFile::enormousHistoryIsFoldedAndUndoes()
{
    GameRecord record;
    record.puzzle = testing::sampleVariantPuzzle(Variant::Giant16);
    const nonet::GameState start(record.puzzle);
    int cell = 0;
    while (record.puzzle.givens.at(cell) != 0) ++cell;
    // A digit first (so whatever is folded ends where the givens alone do not), then the rounds.
    int placed = cell + 1;
    while (record.puzzle.givens.at(placed) != 0) ++placed;
    record.moves.push_back(nonet::Move::setValue(placed, record.puzzle.solution.at(placed)));
    nonet::GameState after = start;
    QVERIFY(after.apply(record.moves.front()));
    const nonet::Move all = after.allNotesMove();
    QVERIFY(after.apply(all));
    const nonet::Move clear = after.clearNotesMove();
    constexpr int kRounds = 3000;
    for (int i = 0; i < kRounds; ++i) {
        record.moves.push_back(all);
        record.moves.push_back(clear);
    }
    record.moves.push_back(nonet::Move::toggleNote(cell, 3));
    record.moves.push_back(nonet::Move::toggleNote(cell, 5)); // undone: the redo branch
    record.undoIndex = static_cast<int>(record.moves.size()) - 1;
    record.elapsedMs = 5 * 3600 * 1000;
    record.mistakes = 2;
    const nonet::GameState position = nonet::playedPosition(record);
    QCOMPARE(position.notes(cell), nonet::DigitSet::single(3));

    const QByteArray bytes = SaveFile::write({record, QStringLiteral("Folded"), {}});
    qInfo("%zu moves (%d rounds of all notes and clear notes on a 16x16) written as %lld bytes", record.moves.size(), kRounds,
          static_cast<qint64>(bytes.size()));
    QVERIFY(bytes.size() <= nonet::app::kGameFileBudget);
    const auto read = SaveFile::read(bytes);
    if (const auto* error = std::get_if<SaveError>(&read)) QFAIL(qPrintable(error->detail));
    const GameRecord& back = std::get<SavedGame>(read).record;
    QVERIFY(back.moves.size() < record.moves.size());
    QCOMPARE(back.elapsedMs, record.elapsedMs);
    QCOMPARE(back.mistakes, record.mistakes);
    // The newest moves and the redo branch exactly, after one move that stands for the rest.
    QCOMPARE(back.moves.front().kind(), nonet::MoveKind::SetCells);
    QVERIFY(std::equal(back.moves.begin() + 1, back.moves.end(), record.moves.end() - static_cast<std::ptrdiff_t>(back.moves.size() - 1)));
    QCOMPARE(static_cast<int>(back.moves.size()) - back.undoIndex, 1);

    GameSession reloaded;
    QVERIFY(reloaded.restore(back));
    QCOMPARE(reloaded.state(), position);
    reloaded.undoStack()->redo();
    QCOMPARE(reloaded.state().notes(cell), nonet::DigitSet::single(3) | nonet::DigitSet::single(5));
    reloaded.undoStack()->undo();
    QCOMPARE(reloaded.state(), position);
    for (int i = 0; i < back.undoIndex; ++i) reloaded.undoStack()->undo();
    QVERIFY(!reloaded.undoStack()->canUndo());
    QCOMPARE(reloaded.state(), start);
    // Written again, it is the same file: what was folded stays folded, and nothing more is.
    QCOMPARE(SaveFile::write(std::get<SavedGame>(read)), bytes);
}

// Whatever SaveFile::write makes, DataFile::write takes and the readers read; a file beyond
// the read limit is refused with its size, before it is read.
void TestSaveFile::writerNeverWritesBeyondTheReadLimit()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.nonet"));
    const QByteArray tooMuch(nonet::app::kMaxDataFileBytes + 1, ' ');
    const auto refused = nonet::app::DataFile::write(path, tooMuch);
    QVERIFY(refused);
    QVERIFY2(refused->contains(QStringLiteral("more than Nonet reads back")), qPrintable(*refused));
    QVERIFY(!QFile::exists(path));
    writeFile(path, tooMuch);
    const auto read = SaveFile::readFile(path);
    QVERIFY(std::holds_alternative<SaveError>(read));
    QCOMPARE(std::get<SaveError>(read).code, SaveError::Code::TooLarge);
    const QString message = SaveFile::describe(std::get<SaveError>(read), QStringLiteral("huge.nonet"));
    QVERIFY2(message.contains(QStringLiteral("83.9 MB")), qPrintable(message));
}

// Check and the solution's marks are kept with the game beside its hints, so that a game
// that comes back from a file is still a helped one; a game without them has no "help".
void TestSaveFile::helpRoundTrips()
{
    SavedGame helped = sampleGame(QStringLiteral("Helped"));
    helped.record.hints.note(nonet::HintStage::Where, nonet::Technique::XWing);
    helped.record.hints.checks = 2;
    helped.record.hints.solutionMarks = true;
    SavedGame checked = sampleGame(QStringLiteral("Checked"));
    checked.record.hints.checks = 1;
    // A file from outside may count a later stage of a hint without its first: kept as read.
    SavedGame partial = sampleGame(QStringLiteral("Partial"));
    partial.record.hints.stages[1] = 2;
    for (const SavedGame& game : {helped, checked, partial, sampleGame(QStringLiteral("Alone"))}) {
        const QByteArray bytes = SaveFile::write(game);
        const auto read = SaveFile::read(bytes);
        QVERIFY(std::holds_alternative<SavedGame>(read));
        QCOMPARE(std::get<SavedGame>(read).record.hints, game.record.hints);
        const QJsonObject root = QJsonDocument::fromJson(bytes).object();
        QCOMPARE(root.contains(QStringLiteral("help")), game.record.hints.checked());
        QCOMPARE(root.contains(QStringLiteral("hints")), !game.record.hints.countsNothing());
    }
    const QJsonObject help = QJsonDocument::fromJson(SaveFile::write(helped)).object().value(QStringLiteral("help")).toObject();
    QCOMPARE(help.value(QStringLiteral("checks")).toInt(), 2);
    QCOMPARE(help.value(QStringLiteral("solutionMarks")).toBool(), true);
}

void TestSaveFile::humanReadable()
{
    const QJsonObject root = QJsonDocument::fromJson(SaveFile::write(sampleGame(QStringLiteral("x")))).object();
    QCOMPARE(root.value(QStringLiteral("format")).toString(), QStringLiteral("nonet-game"));
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), nonet::app::kSaveFormatVersion);
    QCOMPARE(root.value(QStringLiteral("variant")).toString(), QStringLiteral("classic"));
    QVERIFY(!root.contains(QStringLiteral("layout")));
    QCOMPARE(root.value(QStringLiteral("puzzle")).toString(), QString::fromLatin1(testing::kSamplePuzzle));
    QCOMPARE(root.value(QStringLiteral("solution")).toString(), QString::fromLatin1(testing::kSampleSolution));
    // r1c2 = 6 was played; r2c2's 9 was erased; r1c6 = 4 was undone.
    const QString entries = root.value(QStringLiteral("entries")).toString();
    QCOMPARE(entries.size(), 81);
    QCOMPARE(entries, QStringLiteral(".6") + QString(79, QLatin1Char('.')));
    QCOMPARE(root.value(QStringLiteral("notes")).toObject().value(QStringLiteral("r1c4")).toString(), QStringLiteral("14"));
    QCOMPARE(root.value(QStringLiteral("level")).toString(), QStringLiteral("easy"));
    QCOMPARE(root.value(QStringLiteral("elapsedMs")).toInteger(), 123456);
    QCOMPARE(root.value(QStringLiteral("saved")).toString(), QStringLiteral("2026-11-29T20:15:03Z"));
}

void TestSaveFile::undoWorksAfterReload()
{
    GameSession session;
    QVERIFY(session.newGame(testing::samplePuzzle()));
    QVERIFY(session.setValue(1, 6));
    QVERIFY(session.toggleNote(3, 1));
    QVERIFY(session.toggleNote(3, 4));
    QVERIFY(session.setValue(10, 9));
    session.undoStack()->undo(); // r2c2 = 9 can be redone
    const nonet::GameState position = session.state();

    const auto read = SaveFile::read(SaveFile::write({session.record(), QStringLiteral("u"), {}}));
    QVERIFY(std::holds_alternative<SavedGame>(read));
    GameSession reloaded;
    QVERIFY(reloaded.restore(std::get<SavedGame>(read).record));
    QCOMPARE(reloaded.state(), position);
    QCOMPARE(reloaded.undoStack()->count(), 4);
    QVERIFY(reloaded.undoStack()->canRedo());
    reloaded.undoStack()->redo();
    QCOMPARE(reloaded.state().value(10), 9);
    for (int i = 0; i < 4; ++i) reloaded.undoStack()->undo();
    QCOMPARE(reloaded.state().values(), testing::samplePuzzle().givens);
    QVERIFY(reloaded.state().notes(3).empty());
    QVERIFY(!reloaded.undoStack()->canUndo());
    // And forward again to where it was saved.
    for (int i = 0; i < 3; ++i) reloaded.undoStack()->redo();
    QCOMPARE(reloaded.state(), position);
}

void TestSaveFile::solvedAndEmptyGamesRoundTrip()
{
    GameRecord fresh;
    fresh.puzzle = testing::samplePuzzle();
    auto read = SaveFile::read(SaveFile::write({fresh, {}, {}}));
    QVERIFY(std::holds_alternative<SavedGame>(read));
    QCOMPARE(std::get<SavedGame>(read).record.moves.size(), std::size_t{0});

    GameSession session;
    QVERIFY(session.newGame(testing::samplePuzzle()));
    for (int cell = 0; cell < nonet::kCellCount; ++cell)
        if (!session.state().isGiven(cell)) session.setValue(cell, testing::samplePuzzle().solution.at(cell));
    QVERIFY(session.isFinished());
    read = SaveFile::read(SaveFile::write({session.record(), {}, {}}));
    QVERIFY(std::holds_alternative<SavedGame>(read));
    GameSession back;
    QVERIFY(back.restore(std::get<SavedGame>(read).record));
    QVERIFY(back.isFinished());
}

void TestSaveFile::catalogueIsLargeEnough() { QVERIFY(testing::badSaveFiles().size() >= 20); }

void TestSaveFile::badFile_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<SaveError::Code>("code");
    QTest::addColumn<QString>("fragment");
    for (const auto& row : testing::badSaveFiles()) QTest::newRow(row.name) << row.bytes << row.code << row.messageFragment;
}

void TestSaveFile::badFile()
{
    QFETCH(QByteArray, bytes);
    QFETCH(SaveError::Code, code);
    QFETCH(QString, fragment);
    const auto read = SaveFile::read(bytes);
    QVERIFY(std::holds_alternative<SaveError>(read));
    const SaveError& error = std::get<SaveError>(read);
    QCOMPARE(error.code, code);
    const QString message = SaveFile::describe(error, QStringLiteral("game.nonet"));
    QVERIFY2(message.contains(fragment), qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("“game.nonet”")));

    // In the store: reported, set aside with its bytes intact, the game in progress kept.
    QTemporaryDir dir;
    const GameStore store(dir.path());
    const QString path = dir.filePath(QStringLiteral("bad.nonet"));
    writeFile(path, bytes);
    GameSession session;
    QVERIFY(session.restore(testing::sampleRecord()));
    const GameRecord before = session.record();
    GameOpener opener(&session, &noRate);
    QSignalSpy problems(&opener, &GameOpener::problem);
    auto opened = store.open(path);
    QVERIFY(std::holds_alternative<QString>(opened));
    QVERIFY2(std::get<QString>(opened).contains(fragment), qPrintable(std::get<QString>(opened)));
    QVERIFY(!QFile::exists(path));
    const QStringList aside = QDir(dir.path()).entryList(QDir::Files);
    QCOMPARE(aside.size(), 1);
    QVERIFY(std::get<QString>(opened).contains(aside.front()));
    QCOMPARE(readAll(dir.filePath(aside.front())), bytes);
    QCOMPARE(session.record().moves, before.moves);
    QCOMPARE(session.record().puzzle, before.puzzle);
    QCOMPARE(session.undoStack()->index(), before.undoIndex);
}

void TestSaveFile::storeSavesListsOpensDeletes()
{
    QTemporaryDir dir;
    const GameStore store(dir.filePath(QStringLiteral("games")));
    QVERIFY(store.list().games.empty());
    SavedGame older = sampleGame(QStringLiteral("First / odd: name?"));
    SavedGame newer = sampleGame(QStringLiteral("Second"));
    newer.saved = older.saved.addSecs(60);
    newer.record.undoIndex = 6; // r1c6 = 4 played as well
    newer.record.puzzle.level = Level::Extreme;
    QVERIFY(!store.save(older));
    QVERIFY(!store.save(newer));
    QVERIFY(store.contains(QStringLiteral("Second")));

    const GameStore::Listing listing = store.list();
    QVERIFY(listing.problems.isEmpty());
    QCOMPARE(listing.games.size(), std::size_t{2});
    const GameStore::Entry& first = listing.games[0];
    QCOMPARE(first.name, QStringLiteral("Second")); // newest first
    QCOMPARE(first.level, Level::Extreme);
    QCOMPARE(first.elapsedMs, 123456);
    QCOMPARE(first.saved, newer.saved);
    const int open = 81 - testing::samplePuzzle().givens.filledCount();
    QCOMPARE(first.progressPercent, 2 * 100 / open);
    QCOMPARE(listing.games[1].name, older.name);
    QCOMPARE(listing.games[1].progressPercent, 1 * 100 / open);

    auto opened = store.open(listing.games[1].path);
    QVERIFY(std::holds_alternative<SavedGame>(opened));
    QCOMPARE(std::get<SavedGame>(opened).record.moves, older.record.moves);

    QVERIFY(!store.remove(listing.games[0].path));
    QCOMPARE(store.list().games.size(), std::size_t{1});
    // Only our own files can be deleted through the store.
    const QString outside = dir.filePath(QStringLiteral("keep.nonet"));
    writeFile(outside, "{}");
    QVERIFY(store.remove(outside).has_value());
    QVERIFY(QFile::exists(outside));
}

void TestSaveFile::storeReplacesSameName()
{
    QTemporaryDir dir;
    const GameStore store(dir.path());
    SavedGame game = sampleGame(QStringLiteral("Same"));
    QVERIFY(!store.save(game));
    game.record.elapsedMs = 999;
    QVERIFY(!store.save(game));
    const auto listing = store.list();
    QCOMPARE(listing.games.size(), std::size_t{1});
    QCOMPARE(listing.games[0].elapsedMs, 999);
    // Different names never share a file, even when their readable parts agree.
    QVERIFY(store.pathFor(QStringLiteral("a/b")) != store.pathFor(QStringLiteral("a?b")));
}

void TestSaveFile::storeSetsAsideCorruptFiles()
{
    QTemporaryDir dir;
    const GameStore store(dir.path());
    QVERIFY(!store.save(sampleGame(QStringLiteral("Good"))));
    const QByteArray good = readAll(store.pathFor(QStringLiteral("Good")));
    const QString truncated = dir.filePath(QStringLiteral("truncated.nonet"));
    writeFile(truncated, good.left(good.size() - 40));
    QJsonObject newer = QJsonDocument::fromJson(good).object();
    newer.insert(QStringLiteral("version"), 7);
    const QString future = dir.filePath(QStringLiteral("future.nonet"));
    writeFile(future, QJsonDocument(newer).toJson());

    const GameStore::Listing listing = store.list();
    QCOMPARE(listing.games.size(), std::size_t{1});
    QCOMPARE(listing.games[0].name, QStringLiteral("Good"));
    QCOMPARE(listing.problems.size(), 2);
    const QString all = listing.problems.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("“truncated.nonet” is damaged or cut short")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("“future.nonet” was saved by a newer version of Nonet (format version 7)")), qPrintable(all));

    // Both kept, under new names, with their bytes; the list no longer sees them.
    QVERIFY(!QFile::exists(truncated));
    QVERIFY(!QFile::exists(future));
    const QStringList damaged = QDir(dir.path()).entryList({QStringLiteral("truncated.nonet.damaged-*")}, QDir::Files);
    const QStringList newerAside = QDir(dir.path()).entryList({QStringLiteral("future.nonet.newer-*")}, QDir::Files);
    QCOMPARE(damaged.size(), 1);
    QCOMPARE(newerAside.size(), 1);
    QCOMPARE(readAll(dir.filePath(damaged.front())), good.left(good.size() - 40));
    QVERIFY(all.contains(damaged.front()));
    const auto again = store.list();
    QVERIFY(again.problems.isEmpty());
    QCOMPARE(again.games.size(), std::size_t{1});

    // A second bad file of the same name never overwrites the first one set aside.
    writeFile(truncated, "junk");
    QCOMPARE(store.list().problems.size(), 1);
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("truncated.nonet.damaged-*")}, QDir::Files).size(), 2);
    QCOMPARE(readAll(dir.filePath(damaged.front())), good.left(good.size() - 40));
}

void TestSaveFile::storeOpenOfCorruptFileKeepsGame()
{
    QTemporaryDir dir;
    const GameStore store(dir.path());
    QVERIFY(!store.save(sampleGame(QStringLiteral("Good"))));
    const QString path = store.pathFor(QStringLiteral("Good"));
    QByteArray bytes = readAll(path);
    bytes.replace("\"done\": 5", "\"done\": 55");
    writeFile(path, bytes);

    GameSession session;
    QVERIFY(session.newGame(testing::samplePuzzle()));
    QVERIFY(session.setValue(1, 6));
    const auto before = session.record();
    auto opened = store.open(path);
    QVERIFY(std::holds_alternative<QString>(opened));
    QVERIFY(std::get<QString>(opened).contains(QStringLiteral("\"done\"")));
    QCOMPARE(session.record().moves, before.moves);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
}

void TestSaveFile::defaultName()
{
    const QDateTime when(QDate(2026, 3, 7), QTime(9, 5));
    QCOMPARE(GameStore::defaultName(QStringLiteral("Medium"), when), QStringLiteral("Medium — 2026-03-07 09:05"));
}

QTEST_MAIN(TestSaveFile)
#include "test_save_file.moc"
