// Printing a game (app/print): the page Print sends holds the puzzle's code and, when
// chosen, the entries; pictures are written as asked. Booklets have tests/test_booklet.cpp.
//
// What every shape shares, a row per variant: the board on paper, pixel-sampled (diagonals
// and windows shaded grey, thick lines exactly where boxes or Jigsaw regions meet, givens and
// entries in their inks); the code lines under it; Export as PDF and a PDF printer write a
// page whose text holds the heading (variant and level) and the notation; the paper actions
// need a game and follow the session's game of any shape.

#include "app/paper/board_painter.h"
#include "app/print/game_paper.h"
#include "app/print/print_actions.h"
#include "app/session/game_session.h"
#include "app/session/game_title.h"
#include "app/session/variant_names.h"
#include "app/paper/puzzle_sheet.h"
#include "core/shape/cage_outline.h"
#include "tests/bad_input_catalogue.h"
#include "tests/program_run.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPrinter>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QDir>
#include <QScreen>
#include <QPrintPreviewWidget>
#include <QPrintPreviewDialog>

#include <algorithm>

using namespace nonet;
using namespace nonet::app;
using nonet::testing::classicCodesIn;
using nonet::testing::PdfLayout;
using nonet::testing::pdfText;

namespace {

QString sampleCode() { return QString::fromLatin1(testing::kSamplePuzzle); }

// The sample of the variant as an Easy game, with `entries` of its solution's values played
// in the first empty cells.
GameState gameOf(Variant variant, int entries = 0)
{
    const GamePuzzle puzzle = testing::sampleVariantPuzzle(variant);
    GameState state(puzzle);
    for (int cell = 0; cell < state.cellCount() && entries > 0; ++cell) {
        if (state.value(cell) != 0) continue;
        state.apply(Move::setValue(cell, puzzle.solution.at(cell)));
        --entries;
    }
    return state;
}

QString key(Variant variant) { return QString::fromLatin1(variantKey(variant).data(), static_cast<qsizetype>(variantKey(variant).size())); }

// How dark a pixel is (0 white .. 255 black).
int darkness(const QImage& image, QPointF at) { return 255 - qGray(image.pixel(at.toPoint())); }

} // namespace

Q_DECLARE_METATYPE(nonet::Variant)

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
        QSignalSpy told(&actions, &PrintActions::message);
        actions.printOn(printer);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.first().first().toBool(), true);
        // A PDF file is said to be one, where it is: no printer was involved.
        QCOMPARE(told.size(), 1);
        QCOMPARE(told.first().first().toString(),
                 QStringLiteral("The puzzle was saved to “%1”.").arg(QDir::toNativeSeparators(dir.filePath(QStringLiteral("page.pdf")))));
        const QString words = pdfText(dir.filePath(QStringLiteral("page.pdf")));
        QCOMPARE(classicCodesIn(words), QStringList{sampleCode()});
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

    // Print Preview opens large enough to read the page, the whole page in view.
    void previewOpensReadable()
    {
        QWidget window;
        window.resize(900, 700);
        window.show();
        GameSession session;
        QVERIFY(session.restore(testing::sampleRecord()));
        PrintActions actions(&window, &session, nullptr);
        QPrintPreviewDialog* dialog = actions.showPreview();
        QVERIFY(dialog != nullptr);
        const QRect available = window.screen()->availableGeometry();
        QVERIFY2(dialog->height() >= available.height() * 8 / 10, qPrintable(QString::number(dialog->height())));
        QVERIFY(dialog->width() >= dialog->height() / 2);
        auto* preview = dialog->findChild<QPrintPreviewWidget*>();
        QVERIFY(preview != nullptr);
        QCOMPARE(preview->zoomMode(), QPrintPreviewWidget::FitInView);
        // The whole toolbar fits where the screen allows, Entries and Notes at its end included.
        auto* bar = dialog->findChild<QToolBar*>();
        QVERIFY(bar != nullptr);
        const int wanted = std::min(bar->sizeHint().width(), available.width());
        QVERIFY2(dialog->width() >= wanted, qPrintable(QStringLiteral("%1 < %2").arg(dialog->width()).arg(wanted)));
        dialog->close();
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

    void everyVariant_data()
    {
        QTest::addColumn<Variant>("variant");
        for (const Variant v : kAllVariants) QTest::newRow(qPrintable(key(v))) << v;
    }

    // The board on paper, sampled: shading, lines, inks.
    void boardOnPaper_data() { everyVariant_data(); }
    void boardOnPaper()
    {
        QFETCH(Variant, variant);
        const GameState game = gameOf(variant, 1);
        const Shape& shape = game.shape();
        const int n = shape.side();
        const int pixels = 1920;
        QImage image(pixels, pixels, QImage::Format_RGB32);
        image.fill(Qt::red);
        const SheetContent sheet = sheetOf(game, true);
        {
            QPainter painter(&image);
            BoardPainter::paint(painter, QRectF(0, 0, pixels, pixels), sheet.board);
        }
        const QRectF grid = BoardPainter::gridIn(QRectF(0, 0, pixels, pixels), n);
        const double cell = grid.width() / n;
        const double thick = BoardPainter::thickLine(pixels, n);
        const double thin = BoardPainter::thinLine(pixels, n);
        WideCellSet extra;
        for (int house = 3 * n; house < shape.houseCount(); ++house) extra |= shape.houseSet(house);
        for (int index = 0; index < shape.cellCount(); ++index) {
            const QRectF box(grid.left() + shape.columnOf(index) * cell, grid.top() + shape.rowOf(index) * cell, cell, cell);
            // Near the cell's top-right corner, clear of lines, of the centred value and of
            // a Killer's sum (top left) and cage outline (further in).
            const QPointF corner = box.topRight() + QPointF(-thick / 2 - 3, thick / 2 + 3);
            const QColor expected = extra.contains(index) ? paper_ink::kShade : QColor(Qt::white);
            QCOMPARE(QColor(image.pixel(corner.toPoint())), expected);
            // The border to the right: thick where the box or region changes, thin elsewhere.
            if (shape.columnOf(index) + 1 < n) {
                const bool border = shape.regionOf(index) != shape.regionOf(index + 1);
                const QPointF edge(std::floor(box.right()), std::floor(box.center().y() - cell * 0.3)); // a pixel the line covers
                QVERIFY(darkness(image, edge) > 200);
                // A whole pixel between the edge of a thin line and the edge of a thick one.
                const QPointF beside(std::floor(box.right() + (thin + thick) / 4 - 0.5), edge.y());
                const bool darkBeside = darkness(image, beside) > 200;
                QVERIFY2(darkBeside == border, qPrintable(QStringLiteral("cell %1, border %2, darkness %3").arg(index).arg(border).arg(darkness(image, beside))));
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
        QCOMPARE(sheetOf(game, false).board.entries.filledCount(), 0);
        QCOMPARE(sheet.board.entries.filledCount(), 1);
    }

    // Notes on paper where the player put them, every shape: centre notes in a band across
    // the middle of the cell (never in the corner notes' places of their values), and beside
    // them corner notes on the ring around it, clear of that band (core/shape/note_places.h).
    void notesOnPaper_data() { everyVariant_data(); }
    void notesOnPaper()
    {
        QFETCH(Variant, variant);
        const GameState game = gameOf(variant);
        const Shape& shape = game.shape();
        const int n = shape.side();
        const int pixels = 1920;
        const QRectF grid = BoardPainter::gridIn(QRectF(0, 0, pixels, pixels), n);
        const double cell = grid.width() / n;
        // An empty cell that holds no Killer sum, and its inside (clear of lines and outline).
        int index = 0;
        while (game.value(index) != 0 || (shape.hasCages() && shape.cage(shape.cageOf(index)).cells.front() == index)) ++index;
        const QRectF box(grid.left() + shape.columnOf(index) * cell, grid.top() + shape.rowOf(index) * cell, cell, cell);
        const double margin = shape.hasCages() ? nonet::cage_outline::insetFor(cell) + 4 : BoardPainter::thickLine(pixels, n) + 2;
        const QRectF inside = box.adjusted(margin, margin, -margin, -margin);
        // The rows of the cell's inside with ink, as fractions of the cell from its top.
        const auto inkRows = [&](const PaperBoard& board) {
            QImage image(pixels, pixels, QImage::Format_RGB32);
            image.fill(Qt::white);
            {
                QPainter painter(&image);
                BoardPainter::paint(painter, QRectF(0, 0, pixels, pixels), board);
            }
            std::vector<double> rows;
            for (int y = static_cast<int>(inside.top()); y < static_cast<int>(inside.bottom()); ++y)
                for (int x = static_cast<int>(inside.left()); x < static_cast<int>(inside.right()); ++x)
                    if (darkness(image, QPointF(x, y)) > 120) {
                        rows.push_back((y - box.top()) / cell);
                        break;
                    }
            return rows;
        };
        PaperBoard board = PaperBoard::blank(game.givens());
        const auto at = static_cast<std::size_t>(index);
        board.centreNotes[at] = DigitSet::single(1) | DigitSet::single(2);
        const std::vector<double> centre = inkRows(board);
        QVERIFY(!centre.empty());
        // The first value's corner place is in the top row of the mini-grid: centre notes
        // are not drawn there.
        for (const double row : centre) QVERIFY2(row > 0.3 && row < 0.7, qPrintable(QStringLiteral("centre note ink at %1 of the cell").arg(row)));
        // With two corner notes too: those take the cell's top corners, clear of the band,
        // which stays where it was.
        board.notes[at] = DigitSet::single(1) | DigitSet::single(n);
        const std::vector<double> both = inkRows(board);
        const double low = *std::min_element(centre.begin(), centre.end());
        const double high = *std::max_element(centre.begin(), centre.end());
        int corner = 0;
        for (const double row : both) {
            if (std::find(centre.begin(), centre.end(), row) != centre.end()) continue;
            QVERIFY2(row < low || row > high, qPrintable(QStringLiteral("corner note ink at %1 of the cell, in the band").arg(row)));
            ++corner;
        }
        QVERIFY(corner > 0);
    }

    // A Killer on paper: each cage's sum in its first cell's corner, the outline dashed along
    // the cage's edge inside its cells and nothing across the inside of a cage.
    void killerCagesOnPaper()
    {
        const GameState game = gameOf(Variant::Killer);
        const Shape& shape = game.shape();
        QVERIFY(shape.cageCount() > 0);
        const int pixels = 1800;
        QImage image(pixels, pixels, QImage::Format_RGB32);
        {
            QPainter painter(&image);
            BoardPainter::paint(painter, QRectF(0, 0, pixels, pixels), PaperBoard::blank(game.givens()));
        }
        const QRectF grid = BoardPainter::gridIn(QRectF(0, 0, pixels, pixels), 9);
        const double cell = grid.width() / 9;
        const double inset = nonet::cage_outline::insetFor(cell);
        const auto boxOf = [&](int index) { return QRectF(grid.left() + index % 9 * cell, grid.top() + index / 9 * cell, cell, cell); };
        // Dark pixels along a row of pixels from x0 to x1 at y.
        const auto darkAlong = [&](double y, double x0, double x1) {
            int dark = 0;
            int all = 0;
            for (double x = x0; x < x1; x += 1, ++all) dark += darkness(image, QPointF(x, y)) > 128 ? 1 : 0;
            return std::pair{dark, all};
        };
        int edges = 0;
        int insides = 0;
        for (int index = 0; index < shape.cageCount(); ++index) {
            const nonet::Cage& cage = shape.cage(index);
            const QRectF first = boxOf(cage.cells.front());
            const double offset = nonet::cage_outline::sumOffsetFor(cell);
            const QRectF sum(first.left() + offset, first.top() + offset, nonet::cage_outline::sumWidthFor(cell),
                             nonet::cage_outline::sumHeightFor(cell));
            int ink = 0;
            for (double y = sum.top(); y < sum.bottom(); y += 1)
                for (double x = sum.left(); x < sum.right(); x += 1) ink += darkness(image, QPointF(x, y)) > 128 ? 1 : 0;
            QVERIFY2(ink > 20, qPrintable(QStringLiteral("the sum of cage %1").arg(index + 1)));
            for (const int c : cage.cells) {
                if (c == cage.cells.front()) continue; // its top line starts after the sum
                const QRectF box = boxOf(c);
                // The middle half of the line at the outline's height, clear of corners.
                const auto [dark, all] = darkAlong(std::floor(box.top() + inset), box.left() + cell * 0.3, box.right() - cell * 0.3);
                if (c >= 9 && shape.cageOf(c - 9) == index) {
                    QVERIFY2(dark == 0, qPrintable(QStringLiteral("inside the cage at r%1c%2").arg(c / 9 + 1).arg(c % 9 + 1)));
                    ++insides;
                } else {
                    // Dashed: partly dark, partly not.
                    QVERIFY2(dark > all / 5 && dark < all * 9 / 10,
                             qPrintable(QStringLiteral("the edge at r%1c%2: %3 of %4").arg(c / 9 + 1).arg(c % 9 + 1).arg(dark).arg(all)));
                    ++edges;
                }
            }
        }
        QVERIFY(edges > 10);
        QVERIFY(insides > 10);
        // The classic board draws nothing there.
        QImage classic(pixels, pixels, QImage::Format_RGB32);
        {
            QPainter painter(&classic);
            BoardPainter::paint(painter, QRectF(0, 0, pixels, pixels), PaperBoard::blank(ShapeGrid::fromClassic(nonet::Grid{})));
        }
        for (double x = grid.left() + cell * 0.3; x < grid.left() + cell * 0.7; x += 1)
            QCOMPARE(255 - qGray(classic.pixel(QPointF(x, std::floor(grid.top() + inset)).toPoint())), 0);
    }

    // The code under the board: the notation in lines of at most 81 characters.
    void codeLines()
    {
        QCOMPARE(PuzzleSheet::codeLinesOf(gameOf(Variant::Classic).givens()), QStringList{sampleCode()});
        const QStringList lines = PuzzleSheet::codeLinesOf(gameOf(Variant::Jigsaw).givens());
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines.join(QLatin1Char(' ')), QString::fromLatin1(testing::kSampleJigsaw));
        const QStringList giant = PuzzleSheet::codeLinesOf(gameOf(Variant::Giant16).givens());
        QCOMPARE(giant.size(), 4);
        QCOMPARE(giant.join(QString()), QString::fromLatin1(testing::kSample16x16));
        QCOMPARE(PuzzleSheet::codeLinesOf(gameOf(Variant::Mini6).givens()), QStringList{QString::fromLatin1(testing::kSample6x6)});
        // A Killer: its labels, its sums (broken after a comma past 81 characters), its cells.
        const QStringList killer = PuzzleSheet::codeLinesOf(gameOf(Variant::Killer).givens());
        const QStringList parts = QString::fromLatin1(testing::kSampleKiller).split(QLatin1Char(' '));
        QVERIFY(killer.size() >= 3);
        QCOMPARE(killer.front(), parts[0]);
        QCOMPARE(killer.back(), parts[2]);
        QCOMPARE(killer.mid(1, killer.size() - 2).join(QString()), parts[1]);
        for (const QString& line : killer) QVERIFY(line.size() <= 81);
    }

    // Export as PDF: the heading names the variant (not for classic) and the level, the code
    // is there to type back; a folder that is not there is a problem and no file.
    void pdfPage_data() { everyVariant_data(); }
    void pdfPage()
    {
        QFETCH(Variant, variant);
        QWidget window;
        const GameState game = gameOf(variant);
        PrintActions actions(&window, [game] { return std::optional(game); }, nullptr);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("page.pdf"));
        QSignalSpy finished(&actions, &PrintActions::finished);
        QSignalSpy told(&actions, &PrintActions::message);
        actions.writePdf(path);
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QCOMPARE(told.at(0).at(0).toString(), QStringLiteral("Saved the page to “%1”.").arg(QDir::toNativeSeparators(path)));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        const QString text = pdfText(path, PdfLayout::Columns);
        QVERIFY2(text.contains(sheetHeading(game)), qPrintable(text));
        QCOMPARE(sheetHeading(game).contains(QStringLiteral("Easy")), true);
        QCOMPARE(sheetHeading(game), QStringLiteral("Nonet \u00b7 ") + GameTitle::of(game.puzzle()));
        QVERIFY(sheetHeading(game).contains(VariantNames::title(variant)));
        for (const QString& line : PuzzleSheet::codeLinesOf(game.givens())) QVERIFY2(text.contains(line), qPrintable(text));

        QSignalSpy problems(&actions, &PrintActions::problem);
        actions.writePdf(dir.filePath(QStringLiteral("missing/page.pdf")));
        QVERIFY(problems.wait(20000));
        QVERIFY(problems.at(0).at(0).toString().contains(QStringLiteral("could not be written")));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("missing/page.pdf"))));
    }

    // Print sends the page to the printer (here a PDF printer), the entries when asked.
    void printsEveryShape_data() { everyVariant_data(); }
    void printsEveryShape()
    {
        QFETCH(Variant, variant);
        QWidget window;
        const GameState game = gameOf(variant, 2);
        PrintActions actions(&window, [game] { return std::optional(game); }, nullptr);
        QTemporaryDir dir;
        auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
        printer->setOutputFormat(QPrinter::PdfFormat);
        const QString path = dir.filePath(QStringLiteral("page.pdf"));
        printer->setOutputFileName(path);
        QSignalSpy finished(&actions, &PrintActions::finished);
        actions.setIncludeProgress(true);
        actions.printOn(printer);
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        const QString text = pdfText(path, PdfLayout::Columns);
        QVERIFY2(text.contains(sheetHeading(game)), qPrintable(text));
        for (const QString& line : PuzzleSheet::codeLinesOf(game.givens())) QVERIFY2(text.contains(line), qPrintable(text));
        actions.setIncludeProgress(false);
    }

    // The paper actions need a game (a booklet does not).
    void noGameNoPaper()
    {
        QWidget window;
        std::optional<GameState> game;
        PrintActions actions(&window, [&game] { return game; }, nullptr);
        for (QAction* action : {actions.printAction, actions.previewAction, actions.pdfAction, actions.pictureAction})
            QVERIFY2(!action->isEnabled(), qPrintable(action->objectName()));
        QVERIFY(actions.bookletAction->isEnabled());
        QVERIFY(actions.showPrint() == nullptr);
        QVERIFY(actions.showPreview() == nullptr);
        QVERIFY(actions.showPicture() == nullptr);
        game = gameOf(Variant::Classic);
        actions.updateEnabled();
        for (QAction* action : {actions.printAction, actions.previewAction, actions.pdfAction, actions.pictureAction})
            QVERIFY2(action->isEnabled(), qPrintable(action->objectName()));
        QCOMPARE(actions.printAction->shortcut(), QKeySequence(QKeySequence::Print));
    }

    // The window's actions follow its session's game, whatever its shape: enabled as a game
    // of the shape starts, and what they print is that game.
    void sessionGameOfEveryShape_data() { everyVariant_data(); }
    void sessionGameOfEveryShape()
    {
        QFETCH(Variant, variant);
        QWidget window;
        GameSession session;
        PrintActions actions(&window, &session, nullptr);
        QVERIFY(!actions.printAction->isEnabled());
        const GameState game = gameOf(variant, 1);
        GameRecord record;
        record.puzzle = game.puzzle();
        QVERIFY(session.restore(record));
        for (QAction* action : {actions.printAction, actions.previewAction, actions.pdfAction, actions.pictureAction})
            QVERIFY2(action->isEnabled(), qPrintable(action->objectName()));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("page.pdf"));
        QSignalSpy finished(&actions, &PrintActions::finished);
        actions.writePdf(path);
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        const QString text = pdfText(path, PdfLayout::Columns);
        QVERIFY2(text.contains(sheetHeading(session.state())), qPrintable(text));
        for (const QString& line : PuzzleSheet::codeLinesOf(game.givens())) QVERIFY2(text.contains(line), qPrintable(text));

        // The preview paints the session's game; the picture dialog opens for it.
        QPrintPreviewDialog* preview = actions.showPreview();
        QVERIFY(preview != nullptr);
        preview->reject();
        PictureDialog* picture = actions.showPicture();
        QVERIFY(picture != nullptr);
        picture->reject();
    }
};

QTEST_MAIN(TestPrint)
#include "test_print.moc"
