// Import, export and share links for a game of every shape: which variant a text is read
// as, every bad input of the catalogue gets its message and leaves the game alone, every
// shape's notations and links start its game, and every export format and link of every
// shape reads back to the same game.

#include "app/files/drop_opener.h"
#include "app/files/game_opener.h"
#include "app/files/import_job.h"
#include "app/files/incoming.h"
#include "app/files/puzzle_export.h"
#include "app/files/puzzle_import.h"
#include "app/session/game_session.h"
#include "core/grader/variant_levels.h"
#include "core/notation/formatter.h"
#include "core/notation/shape_notation.h"
#include "core/notation/variant_prefix.h"
#include "core/notation/variant_link.h"
#include "core/notation/variant_text.h"
#include "tests/bad_input_catalogue.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QWidget>

#include <set>

#include <sys/stat.h>

using nonet::GameRecord;
using nonet::Grid;
using nonet::Level;
using nonet::Notation;
using nonet::ShapeGrid;
using nonet::Variant;
using nonet::app::ExportFormat;
using nonet::app::GameOpener;
using nonet::app::GameSession;
using nonet::app::ImportedGame;
using nonet::app::ImportJob;
using nonet::app::ImportProblem;
using nonet::app::PuzzleExport;
using nonet::app::PuzzleImport;
namespace testing = nonet::testing;

Q_DECLARE_METATYPE(ImportProblem::Code)
Q_DECLARE_METATYPE(ExportFormat)
Q_DECLARE_METATYPE(nonet::Variant)

namespace {

// Rating is the grader's business; here a fixed answer shows that the rating reaches the game.
Level fixedRate(const ShapeGrid&, std::stop_token) { return Level::Tough; }

// A session in the middle of the sample game (entries, notes, a redo step).
void startSample(GameSession& session) { QVERIFY(session.restore(testing::sampleRecord())); }

QByteArray keyOf(Variant variant) { return {nonet::variantKey(variant).data(), static_cast<qsizetype>(nonet::variantKey(variant).size())}; }

QString sampleText(Variant variant) { return QString::fromLatin1(testing::sampleText(variant)); }

// The variant a text of the shape is read as needs choosing only for the 9x9 look-alikes.
Variant choiceFor(Variant variant) { return variant != Variant::Classic && nonet::readsClassicForms(variant) ? variant : Variant::Classic; }

// A game of the shape's sample with the first two empty cells filled (the second wrong when
// asked: a position with it clashes, a link carries it), and notes of two digits in the
// next empty cell.
void startShapeSample(GameSession& session, Variant variant, bool wrongEntry = false)
{
    const nonet::GamePuzzle puzzle = testing::sampleVariantPuzzle(variant);
    QVERIFY(session.newGame(puzzle));
    std::vector<int> empty;
    for (int cell = 0; cell < puzzle.givens.cellCount() && empty.size() < 3; ++cell)
        if (puzzle.givens.at(cell) == 0) empty.push_back(cell);
    QVERIFY(session.setValue(empty[0], puzzle.solution.at(empty[0])));
    const int right = puzzle.solution.at(empty[1]);
    QVERIFY(session.setValue(empty[1], wrongEntry ? right % puzzle.givens.side() + 1 : right));
    QVERIFY(session.toggleNote(empty[2], 1));
    QVERIFY(session.toggleNote(empty[2], 2));
}

QString sampleLinkWith(const QString& tail)
{
    return QStringLiteral("nonet://play?p=") + QString::fromLatin1(testing::kSamplePuzzle).replace(QLatin1Char('.'), QLatin1Char('0'))
           + tail;
}

} // namespace

class TestImport : public QObject {
    Q_OBJECT
private slots:
    void catalogueIsLargeEnough();
    void recognition_data();
    void recognition();
    void badInput_data();
    void badInput();
    void goodNotations_data();
    void goodNotations();
    void everyShapeStarts_data();
    void everyShapeStarts();
    void exportFormats();
    void exportRoundTrip_data();
    void exportRoundTrip();
    void shareLinkRoundTrip();
    void shareLinkOfEveryShape_data();
    void shareLinkOfEveryShape();
    void shareLinkWithoutProgress();
    void openingKeepsTheGameInProgress();
    void incomingFiles();
    void dropsOpenGames();
    void badArgument_data();
    void badArgument();
    void newerImportSupersedesOlder();
    void lengthsUseTheLocalesSeparator();
};

void TestImport::catalogueIsLargeEnough()
{
    QVERIFY(testing::badImportTexts().size() >= 50);
    // Rows for every shape.
    std::set<Variant> shapes;
    for (const auto& row : testing::badImportTexts()) shapes.insert(PuzzleImport::variantOf(row.text, row.chosen));
    QCOMPARE(shapes.size(), static_cast<std::size_t>(nonet::kVariantCount));
}

// Which variant a text is read as: the dialog's choice for 81 cells, the form for the rest.
void TestImport::recognition_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Variant>("chosen");
    QTest::addColumn<Variant>("readAs");
    QTest::newRow("16 cells") << sampleText(Variant::Mini4) << Variant::Classic << Variant::Mini4;
    QTest::newRow("36 cells, spaces around") << QStringLiteral("  ") + sampleText(Variant::Mini6) + QStringLiteral("\n") << Variant::Classic
                                             << Variant::Mini6;
    QTest::newRow("256 cells") << sampleText(Variant::Giant16) << Variant::Classic << Variant::Giant16;
    QTest::newRow("layout and cells") << sampleText(Variant::Jigsaw) << Variant::Classic << Variant::Jigsaw;
    QTest::newRow("cage labels, sums and cells") << sampleText(Variant::Killer) << Variant::Classic << Variant::Killer;
    for (const auto& solo : testing::soloSamples())
        QTest::newRow(("Solo " + std::string(variantKey(solo.variant))).c_str()) << QString::fromLatin1(solo.id) << Variant::X << solo.variant;
    QTest::newRow("81 cells stay classic") << sampleText(Variant::X) << Variant::Classic << Variant::Classic;
    QTest::newRow("81 cells as X") << sampleText(Variant::X) << Variant::X << Variant::X;
    QTest::newRow("81 cells as Windoku") << sampleText(Variant::Windoku) << Variant::Windoku << Variant::Windoku;
    QTest::newRow("nine rows stay classic") << QStringLiteral("123456789\n") + QString(72, QLatin1Char('.')) << Variant::Classic
                                            << Variant::Classic;
    QTest::newRow("a classic link") << sampleLinkWith({}) << Variant::Classic << Variant::Classic;
    QTest::newRow("a 6x6 link, X chosen") << QStringLiteral("nonet://play?v=6x6&p=") + sampleText(Variant::Mini6) << Variant::X
                                          << Variant::Mini6;
    QTest::newRow("a Jigsaw link, v= last") << QStringLiteral("nonet://play?l=1&p=2&v=jigsaw") << Variant::Classic << Variant::Jigsaw;
    QTest::newRow("16 cells, 6x6 chosen") << sampleText(Variant::Mini4) << Variant::Mini6 << Variant::Mini6;
}

void TestImport::recognition()
{
    QFETCH(QString, text);
    QFETCH(Variant, chosen);
    QFETCH(Variant, readAs);
    QCOMPARE(PuzzleImport::variantOf(text, chosen), readAs);
}

void TestImport::badInput_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Variant>("chosen");
    QTest::addColumn<ImportProblem::Code>("code");
    QTest::addColumn<QString>("fragment");
    for (const auto& row : testing::badImportTexts())
        QTest::newRow(row.name) << row.text << row.chosen << row.code << row.messageFragment;
}

void TestImport::badInput()
{
    QFETCH(QString, text);
    QFETCH(Variant, chosen);
    QFETCH(ImportProblem::Code, code);
    QFETCH(QString, fragment);

    // The checks themselves.
    const auto result = PuzzleImport::run(text, chosen);
    QVERIFY(std::holds_alternative<ImportProblem>(result));
    const ImportProblem& problem = std::get<ImportProblem>(result);
    QCOMPARE(problem.code, code);
    QVERIFY2(problem.message.contains(fragment), qPrintable(problem.message));

    // The real path into a game: the message arrives, the game in progress does not change.
    GameSession session;
    startSample(session);
    const GameRecord before = session.record();
    const int undoIndex = session.undoStack()->index();
    GameOpener opener(&session, &fixedRate);
    QSignalSpy problems(&opener, &GameOpener::problem);
    QSignalSpy imported(&opener, &GameOpener::imported);
    QSignalSpy resets(&session, &GameSession::reset);
    opener.importText(text, chosen);
    QVERIFY(problems.wait(5000));
    QCOMPARE(problems.at(0).at(0).toString(), problem.message);
    QCOMPARE(imported.count(), 0);
    QCOMPARE(resets.count(), 0);
    QCOMPARE(session.record().puzzle, before.puzzle);
    QCOMPARE(session.record().moves, before.moves);
    QCOMPARE(session.undoStack()->index(), undoIndex);
    // Undo still works as before.
    QVERIFY(session.undoStack()->canRedo());
}

void TestImport::goodNotations_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("notation");
    const QString p = QString::fromLatin1(testing::kSamplePuzzle);
    const Grid givens = testing::samplePuzzle().givens.toClassic();
    QTest::newRow("line with dots") << p << int(Notation::Line);
    QTest::newRow("line with zeros") << QString(p).replace(QLatin1Char('.'), QLatin1Char('0')) << int(Notation::Line);
    QTest::newRow("line with dashes and spaces around") << QStringLiteral("  ") + QString(p).replace(QLatin1Char('.'), QLatin1Char('-')) + QStringLiteral("\n")
                                                        << int(Notation::Line);
    QTest::newRow("rows of 9") << QString::fromStdString(nonet::formatRows(givens)) << int(Notation::Rows);
    QTest::newRow("boxed grid") << QString::fromStdString(nonet::formatBoxed(givens)) << int(Notation::Boxed);
    QTest::newRow("nonet link") << sampleLinkWith({}) << int(Notation::NonetLink);
    QTest::newRow("web link bd=") << QStringLiteral("https://example.org/play?bd=") + p << int(Notation::WebLink);
    QTest::newRow("web link #fragment") << QStringLiteral("https://example.org/sudoku/#") + QString(p).replace(QLatin1Char('.'), QLatin1Char('0'))
                                        << int(Notation::WebLink);
}

void TestImport::goodNotations()
{
    QFETCH(QString, text);
    QFETCH(int, notation);
    GameSession session;
    GameOpener opener(&session, &fixedRate);
    QSignalSpy imported(&opener, &GameOpener::imported);
    QSignalSpy problems(&opener, &GameOpener::problem);
    opener.importText(text);
    QVERIFY(imported.wait(5000));
    QCOMPARE(problems.count(), 0);
    QCOMPARE(imported.at(0).at(0).value<Level>(), Level::Tough);
    QCOMPARE(int(imported.at(0).at(1).value<Notation>()), notation);
    QCOMPARE(session.state().puzzle(), (nonet::GamePuzzle{testing::samplePuzzle().givens, testing::samplePuzzle().solution, Level::Tough}));
    QVERIFY(session.isPlayable());
    QCOMPARE(session.undoStack()->count(), 0);
}

// Each shape's sample as its line and as its link (and X-Sudoku as nine rows), through the
// one import into a game of that shape, rated, the dialog's choice needed only for 81 cells.
void TestImport::everyShapeStarts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Variant>("chosen");
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<int>("notation");
    for (const Variant v : nonet::kAllVariants) {
        QTest::newRow(keyOf(v) + " line") << sampleText(v) << choiceFor(v) << v << int(Notation::Line);
        const nonet::GamePuzzle puzzle = testing::sampleVariantPuzzle(v);
        const QString link = v == Variant::Classic ? sampleLinkWith({}) : QString::fromStdString(nonet::formatVariantLink(puzzle.givens));
        QTest::newRow(keyOf(v) + " link") << link << Variant::Classic << v << int(Notation::NonetLink);
    }
    QString rows;
    for (int row = 0; row < 9; ++row) rows += sampleText(Variant::X).mid(row * 9, 9) + QLatin1Char('\n');
    QTest::newRow("x rows") << rows << Variant::X << Variant::X << int(Notation::Rows);
}

void TestImport::everyShapeStarts()
{
    QFETCH(QString, text);
    QFETCH(Variant, chosen);
    QFETCH(Variant, variant);
    QFETCH(int, notation);
    QCOMPARE(PuzzleImport::variantOf(text, chosen), variant);
    GameSession session;
    GameOpener opener(&session, &fixedRate);
    QSignalSpy imported(&opener, &GameOpener::imported);
    QSignalSpy problems(&opener, &GameOpener::problem);
    opener.importText(text, chosen);
    QVERIFY(imported.wait(5000));
    QCOMPARE(problems.count(), 0);
    QCOMPARE(int(imported.at(0).at(1).value<Notation>()), notation);
    const nonet::GamePuzzle expected = testing::sampleVariantPuzzle(variant);
    QCOMPARE(session.state().variant(), variant);
    QVERIFY(session.state().givens() == expected.givens);
    QVERIFY(session.state().solution() == expected.solution);
    QCOMPARE(session.level(), Level::Tough);
    QCOMPARE(session.undoStack()->count(), 0);
    // The grader's level is one the variant has.
    QVERIFY(nonet::offersLevel(variant, nonet::app::ImportJob::gradeLevel(expected.givens, {})));
}

// Each shape is exported in the formats its notation writes and Import reads back as it.
void TestImport::exportFormats()
{
    using F = ExportFormat;
    const auto formats = [](Variant v) { return PuzzleExport::formatsFor(*nonet::Shape::of(v)); };
    QCOMPARE(formats(Variant::Classic), (std::vector<F>{F::LineDots, F::LineZeros, F::Boxed, F::Position, F::Progress}));
    QCOMPARE(formats(Variant::X), (std::vector<F>{F::LineDots, F::LineZeros, F::Boxed, F::Position, F::Progress}));
    QCOMPARE(formats(Variant::Windoku), (std::vector<F>{F::LineDots, F::LineZeros, F::Boxed, F::Position, F::Progress}));
    for (const Variant v : {Variant::Mini4, Variant::Mini6, Variant::Giant16, Variant::Jigsaw, Variant::Killer})
        QCOMPARE(formats(v), (std::vector<F>{F::LineDots, F::LineZeros, F::Position, F::Progress}));
}

void TestImport::exportRoundTrip_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<ExportFormat>("format");
    for (const Variant v : nonet::kAllVariants)
        for (ExportFormat format : PuzzleExport::formatsFor(*nonet::Shape::of(v)))
            QTest::newRow(keyOf(v) + ", " + PuzzleExport::formatTitle(format).toUtf8()) << v << format;
}

void TestImport::exportRoundTrip()
{
    QFETCH(Variant, variant);
    QFETCH(ExportFormat, format);
    GameSession session;
    // Notes of two digits and more: a single mark would read back as a value (formatter.h).
    startShapeSample(session, variant);
    const nonet::GameState& state = session.state();

    const QString text = PuzzleExport::text(state, format);
    // No choice of variant: every exported text says what it is.
    const auto parsed = PuzzleImport::parse(text);
    const ImportProblem* refused = std::get_if<ImportProblem>(&parsed);
    QVERIFY2(refused == nullptr, qPrintable(text + QLatin1Char('\n') + (refused != nullptr ? refused->message : QString())));
    const nonet::app::ParsedImport& puzzle = std::get<nonet::app::ParsedImport>(parsed);
    QCOMPARE(puzzle.givens.variant(), variant);
    if (format == ExportFormat::Progress && variant != Variant::Classic) {
        // A variant's progress is its link: the givens, and the entries and notes as the
        // game's first move.
        QVERIFY(puzzle.givens == state.givens());
        QVERIFY(puzzle.progress.has_value());
        GameSession back;
        QVERIFY(back.newGame(nonet::GamePuzzle{puzzle.givens, state.solution(), state.level()}));
        QVERIFY(back.play(*puzzle.progress));
        QVERIFY(back.state().values() == state.values());
        for (int cell = 0; cell < state.cellCount(); ++cell) QCOMPARE(back.state().notes(cell), state.notes(cell));
    } else if (format == ExportFormat::Position || format == ExportFormat::Progress) {
        // The position as a puzzle: every filled cell (and, with notes, the notes of the others).
        QVERIFY(puzzle.givens == state.values());
        std::vector<nonet::DigitSet> notes(static_cast<std::size_t>(state.cellCount()));
        if (puzzle.progress)
            for (const nonet::CellContent& content : puzzle.progress->contents()) notes[static_cast<std::size_t>(content.cell)] = content.notes;
        for (int cell = 0; cell < state.cellCount(); ++cell)
            QCOMPARE(notes[static_cast<std::size_t>(cell)].mask(),
                     format == ExportFormat::Progress ? state.notes(cell).mask() : nonet::DigitSet().mask());
    } else {
        QVERIFY(puzzle.givens == state.givens());
        QVERIFY(!puzzle.progress.has_value());
    }
    // The puzzle's own line, as its notation writes it.
    // (X-Sudoku and Windoku named in front: their cells alone would read as classic.)
    if (format == ExportFormat::LineDots) QCOMPARE(text, QString::fromStdString(nonet::variantPrefix(variant)) + sampleText(variant));
    if (format == ExportFormat::LineZeros) QCOMPARE(text, QString::fromStdString(nonet::formatShapePuzzle(state.givens(), '0')));
}

void TestImport::shareLinkRoundTrip()
{
    GameSession session;
    startSample(session);
    // Centre notes ride along too: in an empty cell beside corner notes, and alone.
    QVERIFY(session.toggleNote(3, 7, nonet::NoteKind::Centre));
    QVERIFY(session.toggleNote(5, 2, nonet::NoteKind::Centre));
    const QString link = PuzzleExport::shareLink(session.state(), true);
    QCOMPARE(link.section(QStringLiteral("&s="), 1).size(), 325);
    QVERIFY(link.startsWith(QStringLiteral("nonet://play?p=")));
    QVERIFY(link.contains(QStringLiteral("&s=")));

    // Imported into another session, the position is the same: givens, entries and notes.
    GameSession other;
    GameOpener opener(&other, &fixedRate);
    QSignalSpy imported(&opener, &GameOpener::imported);
    opener.importText(link);
    QVERIFY(imported.wait(5000));
    QCOMPARE(other.state().values(), session.state().values());
    for (int cell = 0; cell < nonet::kCellCount; ++cell) {
        QCOMPARE(other.state().notes(cell), session.state().notes(cell));
        QCOMPARE(other.state().centreNotes(cell), session.state().centreNotes(cell));
    }
    QCOMPARE(other.state().centreNotes(5), nonet::DigitSet::single(2));
    QCOMPARE(other.state().givens(), session.state().givens());
    // The shared progress is one undo step; undoing it leaves the bare puzzle.
    QCOMPARE(other.undoStack()->count(), 1);
    other.undoStack()->undo();
    QCOMPARE(other.state().values(), session.state().givens());
}

// Every shape's link with the player's progress starts the same position elsewhere: the
// entries (right or wrong), the notes and the centre notes.
void TestImport::shareLinkOfEveryShape_data()
{
    QTest::addColumn<Variant>("variant");
    for (const Variant v : nonet::kAllVariants) QTest::newRow(keyOf(v)) << v;
}

void TestImport::shareLinkOfEveryShape()
{
    QFETCH(Variant, variant);
    GameSession session;
    startShapeSample(session, variant, true);
    // A centre note beside the corner notes, and the highest value as a note.
    int cell = session.state().cellCount() - 1;
    while (session.state().value(cell) != 0) --cell;
    QVERIFY(session.toggleNote(cell, session.state().side(), nonet::NoteKind::Centre));
    QVERIFY(session.toggleNote(cell, session.state().side()));
    const QString link = PuzzleExport::shareLink(session.state(), true);
    QVERIFY(link.startsWith(QStringLiteral("nonet://play?")));
    QCOMPARE(PuzzleImport::variantOf(link), variant);

    GameSession other;
    GameOpener opener(&other, &fixedRate);
    QSignalSpy imported(&opener, &GameOpener::imported);
    opener.importText(link);
    QVERIFY(imported.wait(5000));
    QVERIFY(other.state().givens() == session.state().givens());
    QVERIFY(other.state().values() == session.state().values());
    for (int cell = 0; cell < session.state().cellCount(); ++cell) {
        QCOMPARE(other.state().notes(cell), session.state().notes(cell));
        QCOMPARE(other.state().centreNotes(cell), session.state().centreNotes(cell));
    }
    // The shared progress is one undo step.
    QCOMPARE(other.undoStack()->count(), 1);
    other.undoStack()->undo();
    QVERIFY(other.state().values() == session.state().givens());

    // Without the progress: the puzzle alone.
    const QString plain = PuzzleExport::shareLink(session.state(), false);
    const auto back = PuzzleImport::parse(plain);
    QVERIFY(std::holds_alternative<nonet::app::ParsedImport>(back));
    QVERIFY(std::get<nonet::app::ParsedImport>(back).givens == session.state().givens());
    QVERIFY(!std::get<nonet::app::ParsedImport>(back).progress.has_value());
}

void TestImport::shareLinkWithoutProgress()
{
    GameSession session;
    startSample(session);
    QCOMPARE(PuzzleExport::shareLink(session.state(), false), sampleLinkWith({}));
    GameSession fresh;
    QVERIFY(fresh.newGame(testing::samplePuzzle()));
    QCOMPARE(PuzzleExport::shareLink(fresh.state(), true), sampleLinkWith({})); // nothing to carry
}

void TestImport::openingKeepsTheGameInProgress()
{
    GameSession session;
    startSample(session);
    const GameRecord before = session.record();
    GameOpener opener(&session, &fixedRate);
    std::vector<GameRecord> kept;
    session.setKeeper([&](const GameRecord& record) {
        kept.push_back(record);
        return true;
    });
    QSignalSpy problems(&opener, &GameOpener::problem);
    QSignalSpy imported(&opener, &GameOpener::imported);

    // A bad argument: nothing is kept because nothing is replaced.
    opener.openArgument(QStringLiteral("nonet://play?p=123"));
    QVERIFY(problems.wait(5000));
    QVERIFY(kept.empty());

    // A link from outside and a text from the Import dialog alike: kept first, then replaced.
    opener.openArgument(sampleLinkWith({}));
    QVERIFY(imported.wait(5000));
    QCOMPARE(kept.size(), std::size_t{1});
    QCOMPARE(kept.back().moves, before.moves);
    QCOMPARE(session.undoStack()->count(), 0);
    // The fresh game has no moves: replacing it keeps nothing.
    opener.importText(sampleLinkWith({}));
    QVERIFY(imported.wait(5000));
    QCOMPARE(kept.size(), std::size_t{1});

    // A keeper that cannot keep the game stops the replacement; the opener adds nothing to
    // what the keeper told the player.
    QVERIFY(session.restore(before));
    session.setKeeper([](const GameRecord&) { return false; });
    const int problemsBefore = static_cast<int>(problems.size());
    QSignalSpy busy(&opener, &GameOpener::busyChanged);
    opener.importText(sampleLinkWith({}));
    QTRY_COMPARE(busy.size(), 2); // started, finished (and the replacement was tried)
    QCOMPARE(session.record().moves, before.moves);
    QCOMPARE(static_cast<int>(problems.size()), problemsBefore);
    QCOMPARE(imported.size(), 2);
}

void TestImport::incomingFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto write = [&dir](const QString& name, const QByteArray& bytes) {
        QFile file(dir.filePath(name));
        file.open(QIODevice::WriteOnly);
        file.write(bytes);
        return file.fileName();
    };
    using nonet::app::Incoming;
    using nonet::app::IncomingProblem;
    using nonet::app::IncomingText;
    using nonet::app::SavedGame;

    const QString puzzleFile = write(QStringLiteral("puzzle.txt"), QByteArray(testing::kSamplePuzzle) + "\n");
    const auto asText = Incoming::resolve(puzzleFile);
    QVERIFY(std::holds_alternative<IncomingText>(asText));
    QCOMPARE(std::get<IncomingText>(asText).text.trimmed(), QString::fromLatin1(testing::kSamplePuzzle));
    QVERIFY(std::holds_alternative<IncomingText>(Incoming::resolve(QUrl::fromLocalFile(puzzleFile).toString())));

    const QString saveFile = write(QStringLiteral("game.nonet"),
                                   nonet::app::SaveFile::write({testing::sampleRecord(), QStringLiteral("Mine"), {}}));
    const auto asGame = Incoming::resolve(saveFile);
    QVERIFY(std::holds_alternative<SavedGame>(asGame));
    QCOMPARE(std::get<SavedGame>(asGame).name, QStringLiteral("Mine"));

    // A bad .nonet file named on the command line is the player's: reported, left alone.
    const QString broken = write(QStringLiteral("broken.nonet"), QByteArray("{\"format\": \"nonet-game\", \"ver"));
    const auto asProblem = Incoming::resolve(broken);
    QVERIFY(std::holds_alternative<IncomingProblem>(asProblem));
    QVERIFY(std::get<IncomingProblem>(asProblem).message.contains(QStringLiteral("broken.nonet")));
    QVERIFY(QFile::exists(broken));

    const QString huge = write(QStringLiteral("huge.txt"), QByteArray(PuzzleImport::kMaxTextLength + 10, '1'));
    QVERIFY(std::holds_alternative<IncomingProblem>(Incoming::resolve(huge)));

    // Anything that is not an existing file is text to import.
    QVERIFY(std::holds_alternative<IncomingText>(Incoming::resolve(sampleLinkWith({}))));
    QVERIFY(std::holds_alternative<IncomingText>(Incoming::resolve(dir.filePath(QStringLiteral("missing.nonet")))));
}

// What is dropped on the window: text (a web link too) is imported, a local file opened,
// anything else is refused at the drag already.
void TestImport::dropsOpenGames()
{
    QWidget target;
    GameSession session;
    GameOpener opener(&session, &fixedRate);
    new nonet::app::DropOpener(&target, &opener);
    QVERIFY(target.acceptDrops());
    QSignalSpy imported(&opener, &GameOpener::imported);
    QSignalSpy loaded(&opener, &GameOpener::loaded);
    const auto drag = [&target](QMimeData* data) {
        QDragEnterEvent event(QPoint(1, 1), Qt::CopyAction, data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&target, &event);
        return event.isAccepted();
    };
    const auto drop = [&target](QMimeData* data) {
        QDropEvent event(QPointF(1, 1), Qt::CopyAction, data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&target, &event);
        return event.isAccepted();
    };

    QMimeData text;
    text.setText(QString::fromLatin1(testing::kSamplePuzzle));
    QVERIFY(drag(&text));
    QVERIFY(drop(&text));
    QVERIFY(imported.wait(5000));
    QCOMPARE(session.state().givens(), testing::samplePuzzle().givens);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(QStringLiteral("game.nonet")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(nonet::app::SaveFile::write({testing::sampleRecord(), QStringLiteral("Dropped"), {}}));
    file.close();
    QMimeData files;
    files.setUrls({QUrl::fromLocalFile(file.fileName())});
    QVERIFY(drag(&files));
    QVERIFY(drop(&files));
    QCOMPARE(loaded.count(), 1);
    QCOMPARE(loaded.at(0).at(0).toString(), QStringLiteral("Dropped"));
    QCOMPARE(session.record().moves, testing::sampleRecord().moves);
    QCOMPARE(session.record().undoIndex, testing::sampleRecord().undoIndex);

    QMimeData picture;
    picture.setData(QStringLiteral("image/png"), QByteArray("\x89PNG"));
    QVERIFY(!drag(&picture));
}

// Each row of the catalogue's command-line list through Incoming::resolve and, for text, the
// import checks: the sentence the player sees, and a named file left as it was.
void TestImport::badArgument_data()
{
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("fileBytes");
    QTest::addColumn<QString>("fragment");
    QTest::addColumn<bool>("pipe");
    for (const auto& row : testing::badArguments())
        QTest::newRow(row.name) << row.argument << QString::fromLatin1(row.fileName ? row.fileName : "") << row.fileBytes
                                << row.messageFragment << (row.make == testing::BadArgument::Make::Pipe);
}

void TestImport::badArgument()
{
    QFETCH(QString, argument);
    QFETCH(QString, fileName);
    QFETCH(QByteArray, fileBytes);
    QFETCH(QString, fragment);
    QFETCH(bool, pipe);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    if (pipe) {
        QCOMPARE(mkfifo(QFile::encodeName(dir.filePath(fileName)).constData(), 0600), 0);
    } else if (!fileName.isEmpty()) {
        QFile file(dir.filePath(fileName));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(fileBytes), fileBytes.size());
    }
    argument.replace(QStringLiteral("{dir}"), dir.path());

    const nonet::app::IncomingItem item = nonet::app::Incoming::resolve(argument);
    QVERIFY2(!std::holds_alternative<nonet::app::SavedGame>(item), "accepted as a saved game");
    QString message;
    if (const auto* problem = std::get_if<nonet::app::IncomingProblem>(&item)) {
        message = problem->message;
    } else {
        const auto result = PuzzleImport::run(std::get<nonet::app::IncomingText>(item).text);
        QVERIFY2(std::holds_alternative<ImportProblem>(result), "accepted as a puzzle");
        message = std::get<ImportProblem>(result).message;
    }
    QVERIFY2(message.contains(fragment), qPrintable(message));
    if (pipe) {
        QVERIFY(QFileInfo(dir.filePath(fileName)).exists()); // named, never opened: a pipe would wait for a writer
    } else if (!fileName.isEmpty()) {
        QFile file(dir.filePath(fileName));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), fileBytes); // the player's file: reported, never changed
    }
}

void TestImport::newerImportSupersedesOlder()
{
    GameSession session;
    GameOpener opener(&session, &fixedRate);
    QSignalSpy imported(&opener, &GameOpener::imported);
    QSignalSpy problems(&opener, &GameOpener::problem);
    opener.importText(QString::fromLatin1(testing::kSamplePuzzle));
    opener.importText(QStringLiteral("not a puzzle"));
    QVERIFY(problems.wait(5000));
    opener.job()->waitForFinished();
    QCoreApplication::processEvents();
    QTest::qWait(50);
    QCOMPARE(imported.count(), 0); // the first answer was dropped
    QVERIFY(!session.hasGame());
}

QTEST_MAIN(TestImport)
// "(72,001 characters)" in English, "(72.001 Zeichen)" in German: counts read as numbers.
void TestImport::lengthsUseTheLocalesSeparator()
{
    const QString text(PuzzleImport::kMaxTextLength + 1, QLatin1Char('5'));
    const QLocale before;
    for (const QLocale& locale : {QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::German, QLocale::Germany)}) {
        QLocale::setDefault(locale);
        const auto result = PuzzleImport::run(text);
        QVERIFY(std::holds_alternative<ImportProblem>(result));
        const QString count = locale.toString(text.size());
        QVERIFY(count.size() > QString::number(text.size()).size()); // the separator is there
        QVERIFY2(std::get<ImportProblem>(result).message.contains(QLatin1Char('(') + count + QLatin1Char(' ')),
                 qPrintable(std::get<ImportProblem>(result).message));
    }
    QLocale::setDefault(before);
}

#include "test_import.moc"
