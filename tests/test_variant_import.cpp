// Import of the variants' puzzles: which variant a text is read as (the dialog's choice for
// 81 cells, the form for the rest), every variant's sample read, checked, graded and played
// in the variant window through the real dialog, and every row of badVariantImports() shown
// in the dialog with the text kept and both games untouched.

#include "app/files/game_files.h"
#include "app/files/import_dialog.h"
#include "app/files/import_job.h"
#include "app/files/variant_import.h"
#include "app/pool/new_game_provider.h"
#include "app/pool/bundled_puzzles.h"
#include "app/session/game_session.h"
#include "app/shell/main_window.h"
#include "app/variants/variant_window.h"
#include "core/grader/variant_levels.h"
#include "core/notation/shape_notation.h"
#include "core/notation/variant_link.h"
#include "core/notation/variant_text.h"
#include "tests/bad_input_catalogue.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace nonet;
using nonet::app::GameFiles;
using nonet::app::ImportProblem;
using nonet::app::MainWindow;
using nonet::app::VariantImport;
namespace testing = nonet::testing;

Q_DECLARE_METATYPE(nonet::Variant)
Q_DECLARE_METATYPE(nonet::app::ImportProblem::Code)

namespace {

struct Fixture {
    QTemporaryDir data;
    std::unique_ptr<MainWindow> window;
    GameFiles* files = nullptr;

    Fixture()
    {
        window = std::make_unique<MainWindow>(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1));
        files = new GameFiles(window.get(), window->session(), {data.path(), &app::ImportJob::gradeLevel});
        window->attachFiles(*files);
        window->show();
    }
    // Opens Import with the text and the variant chosen, and presses Import.
    app::ImportDialog* import(const QString& text, Variant chosen)
    {
        files->showImport();
        app::ImportDialog* dialog = files->importDialog();
        dialog->setText(text);
        dialog->setVariant(chosen);
        QTest::mouseClick(dialog->importButton(), Qt::LeftButton);
        return dialog;
    }
};

QString sample(Variant variant)
{
    switch (variant) {
    case Variant::Mini4: return QString::fromLatin1(testing::kSample4x4);
    case Variant::Mini6: return QString::fromLatin1(testing::kSample6x6);
    case Variant::Giant16: return QString::fromLatin1(testing::kSample16x16);
    case Variant::X: return QString::fromLatin1(testing::kSampleX);
    case Variant::Windoku: return QString::fromLatin1(testing::kSampleWindoku);
    case Variant::Jigsaw: return QString::fromLatin1(testing::kSampleJigsaw);
    case Variant::Classic: break;
    }
    return QString::fromLatin1(testing::kSamplePuzzle);
}

} // namespace

class TestVariantImport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_variant_import"));
    }
    void init() { QSettings().clear(); }

    void recognition_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<Variant>("chosen");
        QTest::addColumn<Variant>("readAs");
        QTest::newRow("16 cells") << sample(Variant::Mini4) << Variant::Classic << Variant::Mini4;
        QTest::newRow("36 cells, spaces around") << QStringLiteral("  ") + sample(Variant::Mini6) + QStringLiteral("\n") << Variant::Classic
                                                 << Variant::Mini6;
        QTest::newRow("256 cells") << sample(Variant::Giant16) << Variant::Classic << Variant::Giant16;
        QTest::newRow("layout and cells") << sample(Variant::Jigsaw) << Variant::Classic << Variant::Jigsaw;
        QTest::newRow("81 cells stay classic") << sample(Variant::X) << Variant::Classic << Variant::Classic;
        QTest::newRow("81 cells as X") << sample(Variant::X) << Variant::X << Variant::X;
        QTest::newRow("81 cells as Windoku") << sample(Variant::Windoku) << Variant::Windoku << Variant::Windoku;
        QTest::newRow("nine rows stay classic") << QStringLiteral("123456789\n") + QString(72, QLatin1Char('.')) << Variant::Classic
                                                << Variant::Classic;
        QTest::newRow("a classic link") << QStringLiteral("nonet://play?p=") + sample(Variant::Classic) << Variant::Classic
                                        << Variant::Classic;
        QTest::newRow("a 6x6 link, X chosen") << QStringLiteral("nonet://play?v=6x6&p=") + sample(Variant::Mini6) << Variant::X
                                              << Variant::Mini6;
        QTest::newRow("a Jigsaw link, v= last") << QStringLiteral("nonet://play?l=1&p=2&v=jigsaw") << Variant::Classic << Variant::Jigsaw;
        QTest::newRow("16 cells, 6x6 chosen") << sample(Variant::Mini4) << Variant::Mini6 << Variant::Mini6;
    }
    void recognition()
    {
        QFETCH(QString, text);
        QFETCH(Variant, chosen);
        QFETCH(Variant, readAs);
        QCOMPARE(VariantImport::variantOf(text, chosen), readAs);
    }

    // Each variant's sample, its whole line and its link, read back to the same givens
    // with one solution and a level the variant offers.
    void goodTexts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<Variant>("chosen");
        QTest::addColumn<Variant>("variant");
        for (const Variant v : kAllVariants) {
            if (v == Variant::Classic) continue;
            const bool needsChoice = v == Variant::X || v == Variant::Windoku;
            const QByteArray name(variantKey(v).data(), static_cast<qsizetype>(variantKey(v).size()));
            QTest::newRow(name + " line") << sample(v) << (needsChoice ? v : Variant::Classic) << v;
            const ShapeParseResult parsed = parseShapePuzzle(v, sample(v).toStdString());
            QVERIFY(parsed.ok());
            QTest::newRow(name + " link") << QString::fromStdString(formatVariantLink(parsed.grid())) << Variant::Classic << v;
        }
        // The classic grid forms for X-Sudoku: nine rows.
        QString rows;
        for (int row = 0; row < 9; ++row) rows += sample(Variant::X).mid(row * 9, 9) + QLatin1Char('\n');
        QTest::newRow("x rows") << rows << Variant::X << Variant::X;
    }
    void goodTexts()
    {
        QFETCH(QString, text);
        QFETCH(Variant, chosen);
        QFETCH(Variant, variant);
        QCOMPARE(VariantImport::variantOf(text, chosen), variant);
        const auto result = VariantImport::run(text, variant);
        QVERIFY2(std::holds_alternative<ShapeGame>(result),
                 std::holds_alternative<ImportProblem>(result) ? qPrintable(std::get<ImportProblem>(result).message) : "");
        const ShapeGame& game = std::get<ShapeGame>(result);
        QCOMPARE(game.variant(), variant);
        const ShapeParseResult expected = parseShapePuzzle(variant, sample(variant).toStdString());
        QVERIFY(game.puzzle().givens == expected.grid());
        QVERIFY(game.puzzle().solution.isSolved());
        QVERIFY(offersLevel(variant, game.level()) || variant == Variant::Mini4);
        QCOMPARE(game.filledCount(), expected.grid().filledCount());
    }

    // A link's progress comes along as entries.
    void linkProgress()
    {
        const ShapeParseResult parsed = parseShapePuzzle(Variant::Mini4, testing::kSample4x4);
        QVERIFY(parsed.ok());
        ShapeGrid entries(parsed.grid().shapePtr());
        entries.setAt(1, 4); // r1c2: right or wrong, it is the player's
        const QString link = QString::fromStdString(formatVariantLink(parsed.grid(), &entries));
        const auto result = VariantImport::run(link, VariantImport::variantOf(link, Variant::Classic));
        QVERIFY(std::holds_alternative<ShapeGame>(result));
        const ShapeGame& game = std::get<ShapeGame>(result);
        QCOMPARE(game.value(1), 4);
        QVERIFY(!game.isGiven(1));
    }

    // The real path: the dialog, the job off the GUI thread, the variant window.
    void importOpensTheVariantWindow_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<Variant>("chosen");
        QTest::addColumn<Variant>("variant");
        QTest::newRow("6x6 recognised") << sample(Variant::Mini6) << Variant::Classic << Variant::Mini6;
        QTest::newRow("Jigsaw recognised") << sample(Variant::Jigsaw) << Variant::Classic << Variant::Jigsaw;
        QTest::newRow("Windoku chosen") << sample(Variant::Windoku) << Variant::Windoku << Variant::Windoku;
    }
    void importOpensTheVariantWindow()
    {
        QFETCH(QString, text);
        QFETCH(Variant, chosen);
        QFETCH(Variant, variant);
        Fixture f;
        const GameRecord before = f.window->session()->record();
        QSignalSpy imported(f.files, &GameFiles::variantImported);
        app::ImportDialog* dialog = f.import(text, chosen);
        QVERIFY(imported.wait(20000));
        QTRY_VERIFY(!dialog || !dialog->isVisible());
        const app::VariantWindow* variants = f.window->findChild<app::VariantWindow*>();
        QVERIFY(variants != nullptr);
        QVERIFY(variants->isVisible());
        QVERIFY(variants->game() != nullptr);
        QCOMPARE(variants->game()->variant(), variant);
        QCOMPARE(variants->game()->filledCount(), parseShapePuzzle(variant, sample(variant).toStdString()).grid().filledCount());
        // The classic game is not touched by a variant's import.
        QCOMPARE(f.window->session()->record().puzzle, before.puzzle);
    }

    // 81 cells with Classic chosen stay a classic import: the main window's game changes,
    // no variant window opens.
    void classicStaysClassic()
    {
        Fixture f;
        QSignalSpy variantImported(f.files, &GameFiles::variantImported);
        QSignalSpy imported(f.files->opener(), &app::GameOpener::imported);
        f.import(sample(Variant::Classic), Variant::Classic);
        QVERIFY(imported.wait(20000));
        QCOMPARE(variantImported.count(), 0);
        QVERIFY(f.window->findChild<app::VariantWindow*>() == nullptr);
    }

    void catalogueIsLargeEnough() { QVERIFY(testing::badVariantImports().size() >= 20); }

    void badInput_data()
    {
        QTest::addColumn<Variant>("chosen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<ImportProblem::Code>("code");
        QTest::addColumn<QString>("fragment");
        for (const auto& row : testing::badVariantImports())
            QTest::newRow(row.name) << row.chosen << row.text << row.code << row.messageFragment;
    }
    void badInput()
    {
        QFETCH(Variant, chosen);
        QFETCH(QString, text);
        QFETCH(ImportProblem::Code, code);
        QFETCH(QString, fragment);

        // The checks themselves.
        const Variant variant = VariantImport::variantOf(text, chosen);
        QVERIFY(variant != Variant::Classic);
        const auto result = VariantImport::run(text, variant);
        QVERIFY(std::holds_alternative<ImportProblem>(result));
        const ImportProblem& problem = std::get<ImportProblem>(result);
        QCOMPARE(problem.code, code);
        QVERIFY2(problem.message.contains(fragment), qPrintable(problem.message));

        // Through the dialog: the sentence in it, the text kept, the dialog open, no game changed.
        Fixture f;
        const GameRecord before = f.window->session()->record();
        QSignalSpy imported(f.files, &GameFiles::variantImported);
        app::ImportDialog* dialog = f.import(text, chosen);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->problemLabel()->isVisible(), 20000);
        QCOMPARE(dialog->problemLabel()->text(), problem.message);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->text(), text);
        QCOMPARE(dialog->variant(), chosen);
        QVERIFY(dialog->importButton()->isEnabled());
        QCOMPARE(imported.count(), 0);
        QVERIFY(f.window->findChild<app::VariantWindow*>() == nullptr);
        QCOMPARE(f.window->session()->record().puzzle, before.puzzle);
        QCOMPARE(f.window->session()->record().moves, before.moves);
    }
};

QTEST_MAIN(TestVariantImport)
#include "test_variant_import.moc"
