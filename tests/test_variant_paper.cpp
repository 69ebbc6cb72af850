// The variant window's Export and Print: every export form of every variant reads back
// through Import to the same puzzle (or position); the dialog copies, switches and writes
// files (and says why when it cannot); the printed board is drawn right, pixel-sampled on
// an image (diagonals and windows shaded grey, Jigsaw borders thick exactly where regions
// meet, givens and entries in their inks); Export as PDF and a PDF printer write a page
// whose text holds the variant, the level and the notation.

#include "app/files/variant_import.h"
#include "app/paper/board_painter.h"
#include "app/paper/shape_board_painter.h"
#include "app/paper/shape_sheet.h"
#include "app/variants/variant_export.h"
#include "app/variants/variant_export_dialog.h"
#include "app/variants/variant_printing.h"
#include "app/variants/variant_window.h"
#include "core/notation/shape_notation.h"
#include "core/solver/shape_solve.h"
#include "tests/bad_input_catalogue.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPrinter>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace nonet;
using namespace nonet::app;
namespace testing = nonet::testing;

Q_DECLARE_METATYPE(nonet::Variant)
Q_DECLARE_METATYPE(nonet::app::VariantExportFormat)

namespace {

const char* sampleOf(Variant variant)
{
    switch (variant) {
    case Variant::Mini4: return testing::kSample4x4;
    case Variant::Mini6: return testing::kSample6x6;
    case Variant::Giant16: return testing::kSample16x16;
    case Variant::X: return testing::kSampleX;
    case Variant::Windoku: return testing::kSampleWindoku;
    case Variant::Jigsaw: return testing::kSampleJigsaw;
    case Variant::Classic: break;
    }
    return testing::kSamplePuzzle;
}

// The sample of the variant as a game, with `entries` of its solution's values played
// in the first empty cells.
ShapeGame gameOf(Variant variant, int entries = 0)
{
    const ShapeParseResult parsed = parseShapePuzzle(variant, sampleOf(variant));
    if (!parsed.ok()) qFatal("sample does not parse");
    const ShapeSolveResult solved = solveShape(parsed.grid(), 2);
    if (solved.count != 1) qFatal("sample is not unique");
    ShapeGame game(ShapeGamePuzzle{parsed.grid(), *solved.solution, Level::Easy});
    for (int cell = 0; cell < game.cellCount() && entries > 0; ++cell) {
        if (game.value(cell) != 0) continue;
        game.apply(game.placeMove(cell, solved.solution->at(cell)));
        --entries;
    }
    return game;
}

QString key(Variant variant) { return QString::fromLatin1(variantKey(variant).data(), static_cast<qsizetype>(variantKey(variant).size())); }

// How dark a pixel is (0 white .. 255 black).
int darkness(const QImage& image, QPointF at) { return 255 - qGray(image.pixel(at.toPoint())); }

QString textOf(const QString& pdf)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty()) qFatal("pdftotext is missing: install poppler-utils (packaging/debian-packages.txt)");
    QProcess process;
    process.start(tool, {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    process.waitForFinished(30000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

} // namespace

class TestVariantPaper : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_variant_paper"));
        QSettings().clear();
    }

    // Every form of every variant goes back in through Import.
    void exportReadsBack_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<VariantExportFormat>("format");
        for (const Variant v : kAllVariants) {
            if (v == Variant::Classic) continue;
            for (const VariantExportFormat f : kAllVariantExportFormats)
                QTest::newRow(qPrintable(key(v) + QLatin1Char(' ') + VariantExport::formatTitle(f))) << v << f;
        }
    }
    void exportReadsBack()
    {
        QFETCH(Variant, variant);
        QFETCH(VariantExportFormat, format);
        const ShapeGame game = gameOf(variant, 3);
        const QString text = VariantExport::text(game, format);
        const bool lookalike = variant == Variant::X || variant == Variant::Windoku;
        const Variant readAs = VariantImport::variantOf(text, lookalike ? variant : Variant::Classic);
        QCOMPARE(readAs, variant);
        const auto parsed = VariantImport::parse(text, readAs);
        QVERIFY(std::holds_alternative<VariantText>(parsed));
        const VariantText& read = std::get<VariantText>(parsed);
        switch (format) {
        case VariantExportFormat::PuzzleDots:
        case VariantExportFormat::PuzzleZeros:
            QVERIFY(read.givens == game.puzzle().givens);
            QVERIFY(!read.entries);
            break;
        case VariantExportFormat::Position:
            QVERIFY(read.givens == game.values()); // the position as a puzzle: givens and entries
            QCOMPARE(read.givens.filledCount(), game.puzzle().givens.filledCount() + 3);
            break;
        case VariantExportFormat::LinkWithEntries:
            QVERIFY(read.givens == game.puzzle().givens);
            QVERIFY(read.entries);
            for (int cell = 0; cell < game.cellCount(); ++cell)
                QCOMPARE(read.entries->at(cell), game.isGiven(cell) ? 0 : game.value(cell));
            break;
        }
        if (format == VariantExportFormat::PuzzleZeros) QVERIFY(!text.contains(QLatin1Char('.')));
    }

    // The window's Export: copied at once, another form copied when chosen, a file written.
    void exportDialog()
    {
        QTemporaryDir data;
        VariantWindow window(data.path());
        window.setGame(gameOf(Variant::Jigsaw, 2));
        window.show();
        QAction* action = window.findChild<QAction*>(QStringLiteral("variantExport"));
        QVERIFY(action != nullptr && action->isEnabled());
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
        QApplication::clipboard()->clear();
        action->trigger();
        auto* dialog = window.findChild<VariantExportDialog*>();
        QVERIFY(dialog != nullptr);
        QCOMPARE(QApplication::clipboard()->text(), QString::fromLatin1(testing::kSampleJigsaw));
        QCOMPARE(dialog->preview()->toPlainText(), QString::fromLatin1(testing::kSampleJigsaw));
        dialog->formatBox()->setCurrentIndex(dialog->formatBox()->findData(int(VariantExportFormat::LinkWithEntries)));
        QVERIFY(QApplication::clipboard()->text().startsWith(QStringLiteral("nonet://play?v=jigsaw&l=")));
        QVERIFY(QApplication::clipboard()->text().contains(QStringLiteral("&e=")));

        const QString path = data.filePath(QStringLiteral("jigsaw.txt"));
        QVERIFY(dialog->writeTo(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()), QApplication::clipboard()->text() + QLatin1Char('\n'));
        QVERIFY(dialog->status()->text().contains(QStringLiteral("jigsaw.txt")));

        // A folder that is not there: said in the dialog, nothing written.
        const QString nowhere = data.filePath(QStringLiteral("missing/folder/jigsaw.txt"));
        QVERIFY(!dialog->writeTo(nowhere));
        QVERIFY(dialog->status()->text().contains(QStringLiteral("could not be written")));
        QVERIFY(!QFile::exists(nowhere));
        dialog->close();
    }

    void noGameNoPaper()
    {
        QTemporaryDir data;
        VariantWindow window(data.path());
        for (const char* name : {"variantExport", "variantPrint", "variantPrintPreview", "variantExportPdf"}) {
            QAction* action = window.findChild<QAction*>(QLatin1String(name));
            QVERIFY2(action != nullptr, name);
            QVERIFY2(!action->isEnabled(), name);
        }
        window.setGame(gameOf(Variant::Mini4));
        QVERIFY(window.findChild<QAction*>(QStringLiteral("variantPrint"))->isEnabled());
        QCOMPARE(window.findChild<QAction*>(QStringLiteral("variantPrint"))->shortcut(), QKeySequence(QKeySequence::Print));
    }

    // The board on paper, sampled: shading, lines, inks.
    void boardPixels_data()
    {
        QTest::addColumn<Variant>("variant");
        for (const Variant v : kAllVariants)
            if (v != Variant::Classic) QTest::newRow(qPrintable(key(v))) << v;
    }
    void boardPixels()
    {
        QFETCH(Variant, variant);
        const ShapeGame game = gameOf(variant, 1);
        const Shape& shape = game.shape();
        const int n = shape.side();
        const int pixels = 1920;
        QImage image(pixels, pixels, QImage::Format_RGB32);
        image.fill(Qt::red);
        const ShapeSheetContent sheet = VariantPrinting::sheetOf(game, true);
        {
            QPainter painter(&image);
            ShapeBoardPainter::paint(painter, QRectF(0, 0, pixels, pixels), sheet.board);
        }
        const QRectF grid = ShapeBoardPainter::gridIn(QRectF(0, 0, pixels, pixels), n);
        const double cell = grid.width() / n;
        const double thick = ShapeBoardPainter::thickLine(pixels, n);
        const double thin = ShapeBoardPainter::thinLine(pixels, n);
        WideCellSet extra;
        for (int house = 3 * n; house < shape.houseCount(); ++house) extra |= shape.houseSet(house);
        const QColor shade = ShapeBoardPainter::shade();
        for (int index = 0; index < shape.cellCount(); ++index) {
            const QRectF box(grid.left() + shape.columnOf(index) * cell, grid.top() + shape.rowOf(index) * cell, cell, cell);
            // Near the cell's top-left corner, clear of lines and of the centred value.
            const QPointF corner = box.topLeft() + QPointF(thick + 2, thick + 2);
            const QColor expected = extra.contains(index) ? shade : QColor(Qt::white);
            QCOMPARE(QColor(image.pixel(corner.toPoint())), expected);
            // The border to the right: thick where the region changes, thin elsewhere.
            if (shape.columnOf(index) + 1 < n) {
                const bool border = shape.regionOf(index) != shape.regionOf(index + 1);
                const QPointF edge(std::floor(box.right()), std::floor(box.center().y() - cell * 0.3)); // a pixel the line covers
                QVERIFY(darkness(image, edge) > 200);
                // A whole pixel between the edge of a thin line and the edge of a thick one.
                const QPointF beside(std::floor(box.right() + (thin + thick) / 4 - 0.5), edge.y());
                const bool darkBeside = darkness(image, beside) > 200;
                QVERIFY2(darkBeside == border, qPrintable(QStringLiteral("cell %1, border %2, darkness %3 at %4 (edge %5, thick %6, thin %7)").arg(index).arg(border).arg(darkness(image, beside)).arg(beside.x()).arg(box.right()).arg(thick).arg(thin)));
            }
            // Something drawn in every cell with a value, nothing in an empty one.
            int ink = 0;
            const QColor entryInk = paper_ink::kEntry;
            bool entryColour = false;
            for (double y = box.top() + cell * 0.3; y < box.bottom() - cell * 0.3; y += 1)
                for (double x = box.left() + cell * 0.3; x < box.right() - cell * 0.3; x += 1) {
                    const QColor c(image.pixel(QPointF(x, y).toPoint()));
                    if (qGray(c.rgb()) < 100) ++ink;
                    if (qAbs(c.red() - entryInk.red()) < 40 && qAbs(c.blue() - entryInk.blue()) < 40 && c.blue() > c.red() + 60) entryColour = true;
                }
            if (game.value(index) != 0) QVERIFY2(ink > 0, qPrintable(QStringLiteral("cell %1").arg(index)));
            else QVERIFY2(ink == 0, qPrintable(QStringLiteral("cell %1").arg(index)));
            QCOMPARE(entryColour, game.value(index) != 0 && !game.isGiven(index));
        }
        // Without entries the played cell is empty on paper.
        const ShapeSheetContent blank = VariantPrinting::sheetOf(game, false);
        QCOMPARE(blank.board.entries.filledCount(), 0);
        QVERIFY(sheet.board.entries.filledCount() == 1);
    }

    void codeLines()
    {
        const ShapeGame jigsaw = gameOf(Variant::Jigsaw);
        const QStringList lines = ShapeSheet::codeLinesOf(jigsaw.puzzle().givens);
        QCOMPARE(lines.join(QLatin1Char(' ')), QString::fromLatin1(testing::kSampleJigsaw));
        const QStringList giant = ShapeSheet::codeLinesOf(gameOf(Variant::Giant16).puzzle().givens);
        QCOMPARE(giant.size(), 4);
        QCOMPARE(giant.join(QString()), QString::fromLatin1(testing::kSample16x16));
        QCOMPARE(ShapeSheet::codeLinesOf(gameOf(Variant::Mini6).puzzle().givens), QStringList{QString::fromLatin1(testing::kSample6x6)});
    }

    // Export as PDF: the heading names the variant and the level, the code is there to type back.
    void pdfPage()
    {
        QTemporaryDir data;
        VariantWindow window(data.path());
        window.setGame(gameOf(Variant::X));
        const QString path = data.filePath(QStringLiteral("x.pdf"));
        QSignalSpy finished(window.printing(), &VariantPrinting::finished);
        window.printing()->writePdf(path);
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        const QString text = textOf(path);
        QVERIFY2(text.contains(QStringLiteral("X-Sudoku")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Easy")), qPrintable(text));
        QVERIFY2(text.contains(QString::fromLatin1(testing::kSampleX)), qPrintable(text));

        // A folder that is not there: a problem, no file.
        QSignalSpy problems(window.printing(), &VariantPrinting::problem);
        window.printing()->writePdf(data.filePath(QStringLiteral("missing/x.pdf")));
        QVERIFY(problems.wait(20000));
        QVERIFY(problems.at(0).at(0).toString().contains(QStringLiteral("could not be written")));
    }

    // Print sends the page to the printer (here a PDF printer), entries when asked.
    void printToPdfPrinter()
    {
        QTemporaryDir data;
        VariantWindow window(data.path());
        window.setGame(gameOf(Variant::Mini6, 2));
        auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
        printer->setOutputFormat(QPrinter::PdfFormat);
        const QString path = data.filePath(QStringLiteral("six.pdf"));
        printer->setOutputFileName(path);
        QSignalSpy finished(window.printing(), &VariantPrinting::finished);
        window.printing()->setIncludeEntries(true);
        window.printing()->printOn(printer);
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        const QString text = textOf(path);
        QVERIFY2(text.contains(QStringLiteral("6×6")), qPrintable(text));
        QVERIFY2(text.contains(QString::fromLatin1(testing::kSample6x6)), qPrintable(text));
        window.printing()->setIncludeEntries(false);
    }
};

QTEST_MAIN(TestVariantPaper)
#include "test_variant_paper.moc"
