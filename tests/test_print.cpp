// Printing from the game (app/print): the page Print sends holds the puzzle's code and,
// when chosen, the entries; pictures are written as asked; a booklet is gathered from the
// pool first and the generator for the rest (every puzzle at its level, one solution), its
// PDF holds every code, Cancel leaves nothing; the booklet dialog gives what it shows.

#include "app/pool/puzzle_source.h"
#include "app/print/booklet_dialog.h"
#include "app/print/booklet_job.h"
#include "app/print/booklet_printing.h"
#include "app/print/print_actions.h"
#include "app/session/game_session.h"
#include "core/grader/grader.h"
#include "core/notation/grid_line.h"
#include "core/solver/solve.h"
#include "tests/bad_input_catalogue.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QProcess>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <deque>

using namespace nonet;
using namespace nonet::app;

namespace {

// Hands out what it was given, per level; never generates.
class ListSource : public PuzzleSource {
public:
    std::map<Level, std::deque<GamePuzzle>> ready;
    int taken = 0;

    std::optional<GamePuzzle> takeReady(Level level) override
    {
        auto& list = ready[level];
        if (list.empty()) return std::nullopt;
        GamePuzzle puzzle = list.front();
        list.pop_front();
        ++taken;
        return puzzle;
    }
    void request(Level) override {}
    void cancel() override {}
    bool isBusy() const override { return false; }
};

QStringList codesIn(const QString& pdf)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty()) qFatal("pdftotext is missing: install poppler-utils (packaging/debian-packages.txt)");
    QProcess process;
    process.start(tool, {pdf, QStringLiteral("-")});
    process.waitForFinished(30000);
    static const QRegularExpression code(QStringLiteral("^[.1-9]{81}$"), QRegularExpression::MultilineOption);
    QStringList codes;
    for (auto it = code.globalMatch(QString::fromLatin1(process.readAllStandardOutput())); it.hasNext();) codes << it.next().captured(0);
    return codes;
}

QString sampleCode() { return QString::fromLatin1(testing::kSamplePuzzle); }

} // namespace

class TestPrint : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_print"));
    }

    void printedPageHoldsTheCode_data()
    {
        QTest::addColumn<bool>("withProgress");
        QTest::newRow("puzzle only") << false;
        QTest::newRow("entries and notes") << true;
    }

    // Print's page, sent to a PDF printer: the heading, the code, and the entries only
    // when asked (pdftotext reads the digits of the grid too).
    void printedPageHoldsTheCode()
    {
        QFETCH(bool, withProgress);
        QWidget window;
        GameSession session;
        QVERIFY(session.restore(testing::sampleRecord()));
        PrintActions actions(&window, &session, nullptr);
        actions.setIncludeProgress(withProgress);
        QTemporaryDir dir;
        auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
        printer->setOutputFormat(QPrinter::PdfFormat);
        printer->setOutputFileName(dir.filePath(QStringLiteral("page.pdf")));
        QSignalSpy finished(&actions, &PrintActions::finished);
        actions.printOn(printer);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.first().first().toBool(), true);
        QCOMPARE(codesIn(dir.filePath(QStringLiteral("page.pdf"))), QStringList{sampleCode()});
        QProcess text;
        text.start(QStandardPaths::findExecutable(QStringLiteral("pdftotext")), {dir.filePath(QStringLiteral("page.pdf")), QStringLiteral("-")});
        text.waitForFinished();
        const QString words = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY(words.contains(QStringLiteral("Nonet \u00b7 ")));
        // The sample's first row is 8.7.5..32; the record's entries fill row 1's blanks.
        const int digits = static_cast<int>(std::count_if(words.begin(), words.end(), [](QChar c) { return c.isDigit(); }));
        const int givenDigits = 81 - static_cast<int>(sampleCode().count(QLatin1Char('.')));
        const GameState position = playedPosition(testing::sampleRecord());
        int entries = 0;
        int notes = 0;
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (position.isGiven(cell)) continue;
            entries += position.value(cell) != 0 ? 1 : 0;
            notes += position.notes(cell).count() + position.centreNotes(cell).count();
        }
        QVERIFY(entries > 0 && notes > 0);
        // The digits of the grid and the code's digits (each given twice), plus the progress.
        QCOMPARE(digits, 2 * givenDigits + (withProgress ? entries + notes : 0));
    }

    void picturesAreWritten()
    {
        QWidget window;
        GameSession session;
        QVERIFY(session.restore(testing::sampleRecord()));
        PrintActions actions(&window, &session, nullptr);
        QTemporaryDir dir;
        QSignalSpy finished(&actions, &PrintActions::finished);
        const QString png = PrintActions::pictureFileName(dir.filePath(QStringLiteral("board")), PictureFormat::Png);
        QCOMPARE(png, dir.filePath(QStringLiteral("board.png")));
        actions.savePicture(png, {true, 640, PictureFormat::Png});
        QVERIFY(finished.wait(10000));
        QCOMPARE(QImage(png).size(), QSize(640, 640));
        const QString svg = PrintActions::pictureFileName(dir.filePath(QStringLiteral("board.SVG")), PictureFormat::Png);
        QCOMPARE(svg, dir.filePath(QStringLiteral("board.SVG"))); // the name says SVG: an SVG it is
        actions.savePicture(svg, {false, 300, PictureFormat::Png});
        QVERIFY(finished.wait(10000));
        QFile written(svg);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.readAll().contains("<svg"));
        // A folder that is not there: a sentence, no file.
        QSignalSpy problem(&actions, &PrintActions::problem);
        actions.savePicture(dir.filePath(QStringLiteral("missing/board.png")), {true, 300, PictureFormat::Png});
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.last().first().toBool(), false);
        QCOMPARE(problem.size(), 1);
        QVERIFY(problem.first().first().toString().contains(QStringLiteral("“board.png” could not be written")));
    }

    void slotsSpreadTheLevels()
    {
        using L = std::vector<Level>;
        QCOMPARE(BookletJob::slotLevels(5, {Level::Medium, Level::Easy}),
                 (L{Level::Easy, Level::Easy, Level::Easy, Level::Medium, Level::Medium}));
        QCOMPARE(BookletJob::slotLevels(3, {Level::Extreme}), (L(3, Level::Extreme)));
        QCOMPARE(BookletJob::slotLevels(2, {Level::Tough, Level::Tough, Level::VeryEasy}), (L{Level::VeryEasy, Level::Tough}));
        QVERIFY(BookletJob::slotLevels(4, {}).empty());
    }

    // The pool's ready puzzles first, the generator for the rest: every puzzle at its
    // slot's level with one solution.
    void jobTakesThePoolThenGenerates()
    {
        ListSource source;
        GamePuzzle ready = testing::samplePuzzle();
        ready.level = Level::Easy; // as if the pool had graded it so
        source.ready[Level::Easy].push_back(ready);
        BookletJob job(&source);
        QSignalSpy finished(&job, &BookletJob::finished);
        QSignalSpy progress(&job, &BookletJob::progress);
        job.start(4, {Level::Easy, Level::Medium}, Symmetry::Rotate180, 7);
        QCOMPARE(source.taken, 1);
        QVERIFY(finished.wait(30000));
        const auto puzzles = finished.first().first().value<std::vector<GamePuzzle>>();
        QCOMPARE(puzzles.size(), std::size_t{4});
        QCOMPARE(puzzles[0], ready);
        const std::vector<Level> levels{Level::Easy, Level::Easy, Level::Medium, Level::Medium};
        for (std::size_t i = 1; i < puzzles.size(); ++i) {
            QCOMPARE(puzzles[i].level, levels[i]);
            QVERIFY(isConsistentPuzzle(puzzles[i]));
            QCOMPARE(countSolutions(puzzles[i].givens, 2), 1);
            QCOMPARE(grade(puzzles[i].givens).level, levels[i]);
        }
        QVERIFY(progress.size() >= 2);
        QCOMPARE(progress.last().at(0).toInt(), 4);
        QCOMPARE(progress.last().at(1).toInt(), 4);
    }

    void cancelledJobAnswersNothing()
    {
        BookletJob job(nullptr);
        QSignalSpy finished(&job, &BookletJob::finished);
        job.start(30, {Level::Extreme}, Symmetry::Rotate180, 3);
        job.cancel();
        QVERIFY(!finished.wait(300));
        QVERIFY(!job.isBusy());
    }

    void bookletPdfHoldsEveryCode()
    {
        QWidget window;
        ListSource source;
        BookletPrinting printing(&window, &source);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.pdf"));
        BookletChoice choice;
        choice.options = {QStringLiteral("Club night"), 6, true};
        choice.count = 8;
        choice.levels = {Level::VeryEasy, Level::Easy};
        choice.pageSize = QPageSize(QPageSize::A4);
        QSignalSpy done(&printing, &BookletPrinting::done);
        QSignalSpy message(&printing, &BookletPrinting::message);
        printing.saveAsPdf(choice, path);
        QVERIFY(printing.isBusy());
        QVERIFY(done.wait(30000));
        QCOMPARE(done.first().first().toBool(), true);
        QVERIFY(message.first().first().toString().contains(QStringLiteral("8 puzzle(s), 3 page(s)")));
        const QStringList codes = codesIn(path);
        QCOMPARE(codes.size(), 8);
        QCOMPARE(QSet<QString>(codes.begin(), codes.end()).size(), 8);
        for (const QString& code : codes) {
            const auto givens = parseGridLine(code.toStdString());
            QVERIFY(givens);
            QCOMPARE(countSolutions(*givens, 2), 1);
            const Level level = grade(*givens).level;
            QVERIFY(level == Level::VeryEasy || level == Level::Easy);
        }
    }

    void cancelledBookletWritesNothing()
    {
        QWidget window;
        BookletPrinting printing(&window, nullptr);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.pdf"));
        BookletChoice choice;
        choice.count = 60;
        choice.levels = {Level::Extreme};
        choice.pageSize = QPageSize(QPageSize::A4);
        QSignalSpy done(&printing, &BookletPrinting::done);
        printing.saveAsPdf(choice, path);
        QVERIFY(printing.progressDialog());
        auto* cancel = printing.progressDialog()->findChild<QPushButton*>();
        QVERIFY(cancel);
        cancel->click(); // the progress dialog's Cancel
        QCOMPARE(done.size(), 1);
        QCOMPARE(done.first().first().toBool(), false);
        QVERIFY(!printing.isBusy());
        QTest::qWait(200);
        QVERIFY(!QFile::exists(path));
    }

    void dialogGivesWhatItShows()
    {
        BookletDialog dialog(Level::Tough);
        QVERIFY(dialog.levelBox(Level::Tough)->isChecked());
        dialog.titleEdit()->setText(QStringLiteral("  Puzzles for class 4b "));
        dialog.countBox()->setValue(30);
        dialog.levelBox(Level::Easy)->setChecked(true);
        dialog.perPageBox()->setCurrentIndex(dialog.perPageBox()->findData(6));
        dialog.answersBox()->setChecked(false);
        dialog.paperBox()->setCurrentIndex(dialog.paperBox()->findData(static_cast<int>(QPageSize::Letter)));
        const BookletChoice choice = dialog.choice();
        QCOMPARE(choice.options.title, QStringLiteral("Puzzles for class 4b"));
        QCOMPARE(choice.count, 30);
        QCOMPARE(choice.levels, (std::vector<Level>{Level::Easy, Level::Tough}));
        QCOMPARE(choice.options.perPage, 6);
        QCOMPARE(choice.options.answers, false);
        QCOMPARE(choice.pageSize.id(), QPageSize::Letter);
        // No level: nothing to print.
        dialog.levelBox(Level::Easy)->setChecked(false);
        dialog.levelBox(Level::Tough)->setChecked(false);
        QVERIFY(!dialog.printButton()->isEnabled());
        QVERIFY(!dialog.pdfButton()->isEnabled());
        QCOMPARE(dialog.countBox()->maximum(), 100);
        QCOMPARE(dialog.countBox()->minimum(), 1);
    }
};

QTEST_MAIN(TestPrint)
#include "test_print.moc"
