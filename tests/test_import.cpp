// Import, export and share links: every bad input of the catalogue gets its message and
// leaves the game alone; every export format and link reads back to the same game.

#include "app/files/drop_opener.h"
#include "app/files/game_opener.h"
#include "app/files/import_job.h"
#include "app/files/incoming.h"
#include "app/files/puzzle_export.h"
#include "app/files/puzzle_import.h"
#include "app/session/game_session.h"
#include "core/notation/formatter.h"
#include "tests/bad_input_catalogue.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QLocale>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QWidget>

using nonet::GameRecord;
using nonet::Grid;
using nonet::Level;
using nonet::Notation;
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

namespace {

// Rating is the grader's business; here a fixed answer shows that the rating reaches the game.
Level fixedRate(const Grid&, std::stop_token) { return Level::Tough; }

// A session in the middle of the sample game (entries, notes, a redo step).
void startSample(GameSession& session) { QVERIFY(session.restore(testing::sampleRecord())); }

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
    void badInput_data();
    void badInput();
    void goodNotations_data();
    void goodNotations();
    void exportRoundTrip_data();
    void exportRoundTrip();
    void shareLinkRoundTrip();
    void shareLinkWithoutProgress();
    void openingKeepsTheGameInProgress();
    void incomingFiles();
    void dropsOpenGames();
    void badArgument_data();
    void badArgument();
    void newerImportSupersedesOlder();
    void lengthsUseTheLocalesSeparator();
};

void TestImport::catalogueIsLargeEnough() { QVERIFY(testing::badImportTexts().size() >= 30); }

void TestImport::badInput_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<ImportProblem::Code>("code");
    QTest::addColumn<QString>("fragment");
    for (const auto& row : testing::badImportTexts()) QTest::newRow(row.name) << row.text << row.code << row.messageFragment;
}

void TestImport::badInput()
{
    QFETCH(QString, text);
    QFETCH(ImportProblem::Code, code);
    QFETCH(QString, fragment);

    // The checks themselves.
    const auto result = PuzzleImport::run(text);
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
    opener.importText(text);
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
    const Grid givens = testing::samplePuzzle().givens;
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

void TestImport::exportRoundTrip_data()
{
    QTest::addColumn<ExportFormat>("format");
    for (ExportFormat format : nonet::app::kAllExportFormats)
        QTest::newRow(qPrintable(PuzzleExport::formatTitle(format))) << format;
}

void TestImport::exportRoundTrip()
{
    QFETCH(ExportFormat, format);
    GameSession session;
    startSample(session);
    // Notes of two digits and more: a single mark would read back as a value (formatter.h).
    QVERIFY(session.toggleNote(3, 9));
    const nonet::GameState& state = session.state();

    const QString text = PuzzleExport::text(state, format);
    const auto parsed = PuzzleImport::parse(text);
    QVERIFY2(std::holds_alternative<nonet::ParsedPuzzle>(parsed), qPrintable(text));
    const nonet::ParsedPuzzle& puzzle = std::get<nonet::ParsedPuzzle>(parsed);
    if (format == ExportFormat::Progress) {
        // The position as a puzzle: every filled cell, and the notes of the others.
        QCOMPARE(puzzle.givens, state.values());
        QVERIFY(puzzle.pencilMarks.has_value());
        for (int cell = 0; cell < nonet::kCellCount; ++cell)
            QCOMPARE((*puzzle.pencilMarks)[static_cast<std::size_t>(cell)].mask(), state.notes(cell).mask());
    } else {
        QCOMPARE(puzzle.givens, state.givens());
        QVERIFY(!puzzle.entries.has_value());
    }
    if (format == ExportFormat::LineDots) QCOMPARE(text, QString::fromLatin1(testing::kSamplePuzzle));
    if (format == ExportFormat::LineZeros) QCOMPARE(text, QString::fromLatin1(testing::kSamplePuzzle).replace(QLatin1Char('.'), QLatin1Char('0')));
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
    for (const auto& row : testing::badArguments())
        QTest::newRow(row.name) << row.argument << QString::fromLatin1(row.fileName ? row.fileName : "") << row.fileBytes
                                << row.messageFragment;
}

void TestImport::badArgument()
{
    QFETCH(QString, argument);
    QFETCH(QString, fileName);
    QFETCH(QByteArray, fileBytes);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    if (!fileName.isEmpty()) {
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
    if (!fileName.isEmpty()) {
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
