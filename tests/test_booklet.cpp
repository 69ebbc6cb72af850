// Booklets (app/print): the puzzles come from the pool first and the generator for the rest
// (every puzzle at its slot's level, one solution), the PDF holds every code, Cancel writes
// nothing; the dialog gives what it shows, remembers the last booklet and offers every kind
// of puzzle with the levels it has; a booklet of Killers draws their cages and codes.

#include "app/paper/booklet.h"
#include "app/paper/paper_files.h"
#include "app/paper/puzzle_sheet.h"
#include "app/pool/puzzle_source.h"
#include "app/print/booklet_dialog.h"
#include "app/print/booklet_job.h"
#include "app/print/booklet_printing.h"
#include "core/grader/grader.h"
#include "core/notation/grid_line.h"
#include "core/solver/solve.h"
#include "tests/bad_input_catalogue.h"
#include "tests/program_run.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <deque>
#include <map>

using namespace nonet;
using namespace nonet::app;
using nonet::testing::classicCodesIn;
using nonet::testing::PdfLayout;
using nonet::testing::pdfText;

namespace {

// Hands out what it was given, per level; never generates.
class ListSource : public PuzzleSource {
public:
    std::map<Level, std::deque<GamePuzzle>> ready;
    int taken = 0;

    std::optional<GamePuzzle> takeReady(Variant variant, Level level) override
    {
        if (variant != Variant::Classic) return std::nullopt;
        auto& list = ready[level];
        if (list.empty()) return std::nullopt;
        GamePuzzle puzzle = list.front();
        list.pop_front();
        ++taken;
        return puzzle;
    }
    void request(Variant, Level) override {}
    void cancel() override {}
    bool isBusy() const override { return false; }
};

} // namespace

class TestBooklet : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_booklet"));
    }
    // Each test starts without a remembered booklet.
    void init() { QSettings().remove(QStringLiteral("booklet")); }

    void slotsSpreadTheLevels()
    {
        using L = std::vector<Level>;
        QCOMPARE(Booklet::slotLevels(5, {Level::Medium, Level::Easy}),
                 (L{Level::Easy, Level::Easy, Level::Easy, Level::Medium, Level::Medium}));
        QCOMPARE(Booklet::slotLevels(3, {Level::Extreme}), (L(3, Level::Extreme)));
        QCOMPARE(Booklet::slotLevels(2, {Level::Tough, Level::Tough, Level::VeryEasy}), (L{Level::VeryEasy, Level::Tough}));
        QVERIFY(Booklet::slotLevels(4, {}).empty());
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
        job.start(Variant::Classic, 4, {Level::Easy, Level::Medium}, Symmetry::Rotate180, 7);
        QCOMPARE(source.taken, 1);
        QVERIFY(finished.wait(30000));
        const auto puzzles = finished.first().first().value<std::vector<GamePuzzle>>();
        QCOMPARE(puzzles.size(), std::size_t{4});
        QCOMPARE(puzzles[0], ready);
        const std::vector<Level> levels{Level::Easy, Level::Easy, Level::Medium, Level::Medium};
        for (std::size_t i = 1; i < puzzles.size(); ++i) {
            QCOMPARE(puzzles[i].level, levels[i]);
            QVERIFY(isConsistentPuzzle(puzzles[i]));
            QCOMPARE(countSolutions(puzzles[i].givens.toClassic(), 2), 1);
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
        job.start(Variant::Classic, 30, {Level::Extreme}, Symmetry::Rotate180, 3);
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
        const QStringList codes = classicCodesIn(pdfText(path));
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
        BookletDialog dialog(Variant::Classic, Level::Tough);
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

    // The next booklet starts from the last one made: its count, levels and the rest, not
    // the game's level and twelve puzzles.
    void dialogRemembersTheLastBooklet()
    {
        {
            BookletDialog dialog(Variant::Classic, Level::Tough);
            dialog.titleEdit()->setText(QStringLiteral("Class 4b"));
            dialog.countBox()->setValue(30);
            dialog.levelBox(Level::Easy)->setChecked(true);
            dialog.levelBox(Level::Extreme)->setChecked(true);
            dialog.levelBox(Level::Tough)->setChecked(false);
            dialog.perPageBox()->setCurrentIndex(dialog.perPageBox()->findData(2));
            dialog.answersBox()->setChecked(false);
            QSignalSpy pdf(&dialog, &BookletDialog::pdfRequested);
            dialog.pdfButton()->click();
            QCOMPARE(pdf.size(), 1);
        }
        BookletDialog again(Variant::Classic, Level::Medium); // another game's level: the booklet's choice wins
        const BookletChoice choice = again.choice();
        QCOMPARE(choice.options.title, QStringLiteral("Class 4b"));
        QCOMPARE(choice.count, 30);
        QCOMPARE(choice.levels, (std::vector<Level>{Level::Easy, Level::Extreme}));
        QCOMPARE(choice.options.perPage, 2);
        QCOMPARE(choice.options.answers, false);
        // Cancelled, nothing is kept.
        again.countBox()->setValue(5);
        again.reject();
        QCOMPARE(BookletDialog(Variant::Classic, Level::Medium).choice().count, 30);
    }

    // A booklet of Killers: the job makes Killers, the pages draw them with their code.
    void killerBooklet()
    {
        BookletJob job(nullptr);
        QSignalSpy finished(&job, &BookletJob::finished);
        job.start(Variant::Killer, 2, {Level::Easy}, Symmetry::Rotate180, 11);
        QVERIFY(finished.wait(60000));
        const auto puzzles = finished.first().first().value<std::vector<GamePuzzle>>();
        QCOMPARE(puzzles.size(), std::size_t{2});
        std::vector<BookletPuzzle> pages;
        for (const GamePuzzle& puzzle : puzzles) {
            QCOMPARE(puzzle.variant(), Variant::Killer);
            QVERIFY(puzzle.shape().cageCount() > 0);
            QCOMPARE(puzzle.level, Level::Easy);
            pages.push_back({puzzle.givens, puzzle.solution, QStringLiteral("Easy")});
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("killers.pdf"));
        const Booklet booklet({QStringLiteral("Killers"), 2, true}, pages);
        QVERIFY(!PaperFiles::writeBookletPdf(path, booklet, QPageSize(QPageSize::A4)));
        const QString text = pdfText(path, PdfLayout::Columns);
        for (const GamePuzzle& puzzle : puzzles) {
            const QStringList lines = PuzzleSheet::codeLinesOf(puzzle.givens);
            QVERIFY(lines.size() >= 3); // labels, sums (maybe two lines), cells
            for (const QString& line : lines) QVERIFY2(text.contains(line), qPrintable(line + QStringLiteral("\n") + text));
        }
    }

    // The dialog offers every kind, starting at the game's; a kind's levels only.
    void dialogOffersEveryKind()
    {
        BookletDialog dialog(Variant::Killer, Level::Tough);
        QCOMPARE(dialog.variantBox()->count(), static_cast<int>(kAllVariants.size()));
        QCOMPARE(dialog.choice().variant, Variant::Killer);
        QCOMPARE(dialog.choice().levels, std::vector<Level>{Level::Tough});
        dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData(static_cast<int>(Variant::Mini4)));
        QCOMPARE(dialog.choice().variant, Variant::Mini4);
        // 4x4 comes at Very easy and Easy: Tough cannot be chosen, so nothing can be printed.
        QVERIFY(!dialog.levelBox(Level::Tough)->isEnabled());
        QVERIFY(dialog.choice().levels.empty());
        QVERIFY(!dialog.pdfButton()->isEnabled());
        dialog.levelBox(Level::Easy)->setChecked(true);
        QCOMPARE(dialog.choice().levels, std::vector<Level>{Level::Easy});
        QVERIFY(dialog.pdfButton()->isEnabled());
        QSignalSpy pdf(&dialog, &BookletDialog::pdfRequested);
        dialog.pdfButton()->click();
        QCOMPARE(pdf.size(), 1);
        QCOMPARE(BookletDialog(Variant::Classic, Level::Medium).choice().variant, Variant::Mini4); // remembered
    }
};

QTEST_MAIN(TestBooklet)
#include "test_booklet.moc"
