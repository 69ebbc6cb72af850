// Paper and pictures (app/paper): what is drawn lands where it belongs. A printed page is
// rendered the way a printer would get it (QPdfWriter into a buffer, then poppler's
// pdftoppm to an image): thick box lines and thin cell lines at their places along the
// whole grid, givens' digits inside their cells, empty cells blank, entries in their ink,
// notes in their third of the cell; pictures (PNG, SVG) the same; booklet pages lay out
// their puzzles without overlap; a file that cannot be written says so and leaves nothing.

#include "app/paper/board_painter.h"
#include "app/paper/booklet.h"
#include "app/paper/paper_files.h"
#include "app/paper/puzzle_sheet.h"
#include "core/notation/parser.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>

using namespace nonet;
using namespace nonet::app;

namespace {

// Hand-written: a puzzle with one solution, and its solution.
constexpr const char* kPuzzle = "8.7.5..324.....6.53.2.67.....5.8..467..419..323..7.8.....24.3.96.3.....454..3.2.7";
constexpr const char* kSolution = "867154932491823675352967418915382746786419523234576891178245369623798154549631287";
constexpr int kEntryCell = 1;  // r1c2, empty in the puzzle: the player wrote 6 there
constexpr int kNotesCell = 3;  // r1c4, empty: notes 1 and 4

Grid gridOf(const char* text)
{
    const auto parsed = parsePuzzle(text);
    return parsed.ok() ? parsed.puzzle().givens : Grid{};
}

Grid solutionGrid()
{
    Grid grid;
    for (int cell = 0; cell < kCellCount; ++cell) grid.setAt(cell, kSolution[cell] - '0');
    return grid;
}

PaperBoard playedBoard()
{
    PaperBoard board = PaperBoard::blank(gridOf(kPuzzle));
    board.entries.setAt(kEntryCell, 6);
    board.notes[kNotesCell].insert(1);
    board.notes[kNotesCell].insert(4);
    return board;
}

int gray(QRgb pixel) { return qGray(pixel); }

// How a board of `side` pixels at `origin` lies in an image.
struct Placement {
    QPointF origin;
    double side = 0;

    double half() const { return BoardPainter::thickLine(sideInDevice) / 2 * scale; }
    double cell() const { return (side - 2 * half()) / kSide; }
    // The position of grid line i (0..9) along one axis.
    double line(int i) const { return half() + i * cell(); }
    QRectF cellRect(int index) const
    {
        return {origin.x() + line(columnOf(index)), origin.y() + line(rowOf(index)), cell(), cell()};
    }
    double sideInDevice = 0; // the side in the painter's device units (for the line widths)
    double scale = 1;        // image pixels per device unit
};

// Dark pixels along grid line i, sampled in the middle of every cell it passes.
void verifyLines(const QImage& image, const Placement& at, int darkest)
{
    for (int i = 0; i <= kSide; ++i) {
        const int lineAt = static_cast<int>(std::lround(at.line(i) - 0.5));
        for (int j = 0; j < kSide; ++j) {
            const int across = static_cast<int>(at.line(j) + at.cell() / 2);
            const QPoint vertical(static_cast<int>(at.origin.x()) + lineAt, static_cast<int>(at.origin.y()) + across);
            const QPoint horizontal(static_cast<int>(at.origin.x()) + across, static_cast<int>(at.origin.y()) + lineAt);
            // The darkest of the pixels around the line's place: a renderer may snap a thin
            // line to whole pixels (pdftoppm does) or spread it over two (anti-aliasing).
            const auto darkestNear = [&image](QPoint p, bool alongX) {
                int best = 255;
                for (int d = -2; d <= 2; ++d)
                    if (const QPoint q = alongX ? p + QPoint(d, 0) : p + QPoint(0, d); image.valid(q)) best = std::min(best, gray(image.pixel(q)));
                return best;
            };
            QVERIFY2(darkestNear(vertical, true) <= darkest,
                     qPrintable(QStringLiteral("vertical line %1 is missing beside row %2").arg(i).arg(j)));
            QVERIFY2(darkestNear(horizontal, false) <= darkest,
                     qPrintable(QStringLiteral("horizontal line %1 is missing beside column %2").arg(i).arg(j)));
        }
    }
}

// Pixels inside the middle of a cell (away from its lines) that `test` accepts.
int countInside(const QImage& image, const QRectF& cell, const std::function<bool(QRgb)>& test, double inset = 0.2)
{
    const QRectF inner = cell.adjusted(cell.width() * inset, cell.height() * inset, -cell.width() * inset, -cell.height() * inset);
    int count = 0;
    for (int y = static_cast<int>(std::ceil(inner.top())); y < static_cast<int>(inner.bottom()); ++y)
        for (int x = static_cast<int>(std::ceil(inner.left())); x < static_cast<int>(inner.right()); ++x)
            if (test(image.pixel(x, y))) ++count;
    return count;
}

bool isDark(QRgb p) { return gray(p) < 110; }
bool isInk(QRgb p) { return gray(p) < 200; }
bool isEntryInk(QRgb p) { return qBlue(p) > qRed(p) + 40 && gray(p) < 200; }

// The digits: every given's cell has dark ink in its middle, every empty cell none, the
// entry is in the entry ink, the notes in their thirds.
void verifyDigits(const QImage& image, const Placement& at, const PaperBoard& board)
{
    for (int cell = 0; cell < kCellCount; ++cell) {
        const QRectF rect = at.cellRect(cell);
        if (board.givens.at(cell) != 0) {
            QVERIFY2(countInside(image, rect, isDark) > rect.width() * rect.width() / 100,
                     qPrintable(QStringLiteral("no digit in given cell %1").arg(cell)));
            QCOMPARE(countInside(image, rect, isEntryInk), 0);
        } else if (board.entries.at(cell) != 0) {
            QVERIFY2(countInside(image, rect, isEntryInk) > rect.width() * rect.width() / 100,
                     qPrintable(QStringLiteral("no entry in cell %1").arg(cell)));
        } else if (board.notes[static_cast<std::size_t>(cell)].empty()) {
            QVERIFY2(countInside(image, rect, isInk) == 0, qPrintable(QStringLiteral("ink in empty cell %1").arg(cell)));
        }
    }
    // Notes 1 and 4: the top-left and middle-left thirds have ink, the right ones none.
    const QRectF notes = at.cellRect(kNotesCell);
    const double third = notes.width() / 3;
    const auto spot = [&](int digit) {
        return QRectF(notes.left() + ((digit - 1) % 3) * third, notes.top() + ((digit - 1) / 3) * third, third, third);
    };
    if (!board.notes[kNotesCell].empty()) {
        QVERIFY(countInside(image, spot(1), isInk, 0.1) > 0);
        QVERIFY(countInside(image, spot(4), isInk, 0.1) > 0);
        QCOMPARE(countInside(image, spot(3), isInk, 0.1), 0);
        QCOMPARE(countInside(image, spot(9), isInk, 0.1), 0);
    }
}

// A PDF page as pixels, at `dpi`, through pdftoppm (poppler-utils).
QImage rasterize(const QByteArray& pdf, int dpi, int page = 1)
{
    const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    if (pdftoppm.isEmpty()) qFatal("pdftoppm is missing: install poppler-utils (packaging/debian-packages.txt)");
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("page.pdf")));
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size()) return {};
    file.close();
    QProcess process;
    process.start(pdftoppm, {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-f"), QString::number(page),
                             QStringLiteral("-l"), QString::number(page), QStringLiteral("-png"), QStringLiteral("-singlefile"),
                             file.fileName(), dir.filePath(QStringLiteral("page"))});
    if (!process.waitForFinished(30000) || process.exitCode() != 0) return {};
    return QImage(dir.filePath(QStringLiteral("page.png"))).convertToFormat(QImage::Format_RGB32);
}

constexpr double kMarginMm = 15;

// A PDF writer on A4 with 15 mm margins into `buffer`.
void setUpA4(QPdfWriter& writer)
{
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm), QPageLayout::Millimeter);
}

// Where a rectangle of the writer's device units lands on the page rendered at `dpi`.
Placement onPage(const QRectF& grid, double writerDpi, int dpi)
{
    const double scale = dpi / writerDpi;
    const double margin = kMarginMm / 25.4 * dpi;
    Placement at;
    at.origin = QPointF(margin + grid.left() * scale, margin + grid.top() * scale);
    at.side = grid.width() * scale;
    at.sideInDevice = grid.width();
    at.scale = scale;
    return at;
}

} // namespace

class TestPaper : public QObject {
    Q_OBJECT
private slots:
    void printedPageHasGridAndDigits_data()
    {
        QTest::addColumn<bool>("withProgress");
        QTest::newRow("the puzzle") << false;
        QTest::newRow("with entries and notes") << true;
    }

    void printedPageHasGridAndDigits()
    {
        QFETCH(bool, withProgress);
        const PaperBoard board = withProgress ? playedBoard() : PaperBoard::blank(gridOf(kPuzzle));
        QByteArray pdf;
        QBuffer buffer(&pdf);
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QRectF grid;
        double writerDpi = 0;
        {
            QPdfWriter writer(&buffer);
            setUpA4(writer);
            writerDpi = writer.resolution();
            QPainter painter(&writer);
            const QRectF page(0, 0, writer.width(), writer.height());
            const SheetContent content{board, QStringLiteral("Nonet \u00b7 Medium"), {QString::fromLatin1(kPuzzle)}};
            grid = PuzzleSheet::gridRect(painter, page, content);
            PuzzleSheet::paint(painter, page, content);
        }
        // 14 mm cells on A4: the grid is 126 mm wide.
        QCOMPARE(std::lround(grid.width() / writerDpi * 25.4), 126L);
        constexpr int kDpi = 100;
        const QImage image = rasterize(pdf, kDpi);
        QVERIFY(!image.isNull());
        const Placement at = onPage(grid, writerDpi, kDpi);
        verifyLines(image, at, 150);
        verifyDigits(image, at, board);
        // The heading above the grid and the code under it are there.
        const QRectF above(at.origin.x(), at.origin.y() - 40, at.side, 30);
        const QRectF below(at.origin.x(), at.origin.y() + at.side + 4, at.side, 20);
        QVERIFY(countInside(image, above, isDark, 0) > 50);
        QVERIFY(countInside(image, below, isInk, 0) > 50);
    }

    void picturesHaveGridAndDigits_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<bool>("asShown");
        QTest::addColumn<int>("side");
        QTest::newRow("PNG as shown, 900 px") << static_cast<int>(PictureFormat::Png) << true << 900;
        QTest::newRow("PNG blank, 450 px") << static_cast<int>(PictureFormat::Png) << false << 450;
        QTest::newRow("SVG as shown, 600 px") << static_cast<int>(PictureFormat::Svg) << true << 600;
    }

    void picturesHaveGridAndDigits()
    {
        QFETCH(int, format);
        QFETCH(bool, asShown);
        QFETCH(int, side);
        const PaperBoard board = asShown ? playedBoard() : PaperBoard::blank(gridOf(kPuzzle));
        const QByteArray bytes = PaperFiles::picture(board, side, static_cast<PictureFormat>(format));
        QImage image;
        if (static_cast<PictureFormat>(format) == PictureFormat::Svg) {
            QVERIFY(bytes.startsWith("<?xml"));
            QSvgRenderer svg(bytes);
            QVERIFY(svg.isValid());
            // Its size in millimetres at 96 dpi, the CSS pixel browsers and editors use.
        QVERIFY(bytes.contains(QStringLiteral("width=\"%1mm\"").arg(side * 25.4 / 96).toLatin1()));
        QCOMPARE(svg.viewBoxF(), QRectF(0, 0, side, side));
            image = QImage(side, side, QImage::Format_RGB32);
            image.fill(Qt::red); // every pixel must be painted over
            QPainter painter(&image);
            svg.render(&painter, QRectF(0, 0, side, side));
        } else {
            QVERIFY(bytes.startsWith("\x89PNG"));
            image = QImage::fromData(bytes).convertToFormat(QImage::Format_RGB32);
        }
        QCOMPARE(image.size(), QSize(side, side));
        QCOMPARE(image.pixel(0, side - 1) & 0xffffff, 0u);      // the frame reaches the corners
        QCOMPARE(image.pixel(side / 2, side - 1) & 0xffffff, 0u);
        Placement at;
        at.side = side;
        at.sideInDevice = side;
        verifyLines(image, at, 150);
        verifyDigits(image, at, board);
    }

    void bookletPagesHoldTheirPuzzles_data()
    {
        QTest::addColumn<int>("perPage");
        QTest::addColumn<int>("columns");
        QTest::newRow("1") << 1 << 1;
        QTest::newRow("2") << 2 << 1;
        QTest::newRow("4") << 4 << 2;
        QTest::newRow("6") << 6 << 2;
    }

    void bookletPagesHoldTheirPuzzles()
    {
        QFETCH(int, perPage);
        QFETCH(int, columns);
        const BookletPuzzle puzzle{gridOf(kPuzzle), solutionGrid(), QStringLiteral("Easy")};
        const Booklet booklet({QStringLiteral("Club"), perPage, true}, std::vector<BookletPuzzle>(21, puzzle));
        QCOMPARE(booklet.puzzlePages(), (21 + perPage - 1) / perPage);
        QCOMPARE(booklet.answerPages(), 2); // 20 answers a page
        QBuffer scratch;
        QVERIFY(scratch.open(QIODevice::WriteOnly));
        QPdfWriter writer(&scratch);
        setUpA4(writer);
        QPainter painter(&writer);
        const QRectF page(0, 0, writer.width(), writer.height());
        QList<QRectF> grids;
        for (int i = 0; i < perPage; ++i) grids << booklet.gridRect(painter, page, i);
        painter.end();
        const double mm = writer.resolution() / 25.4;
        for (int i = 0; i < perPage; ++i) {
            QVERIFY(page.contains(grids[i]));
            QVERIFY2(grids[i].width() >= 60 * mm, "a grid smaller than 60 mm");
            QCOMPARE(grids[i].size(), grids[0].size());
            for (int j = 0; j < i; ++j) QVERIFY(!grids[i].intersects(grids[j]));
        }
        // Numbered left to right, top to bottom.
        if (columns == 2) QVERIFY(grids[1].left() > grids[0].right() && qFuzzyCompare(grids[1].top(), grids[0].top()));
        if (perPage > columns) QVERIFY(grids[columns].top() > grids[0].bottom());
    }

    // Page 1 of a real booklet PDF: the first puzzle's grid lines and givens.
    void bookletPdfPageRenders()
    {
        const BookletPuzzle puzzle{gridOf(kPuzzle), solutionGrid(), QStringLiteral("Easy")};
        const Booklet booklet({QStringLiteral("Club"), 4, true}, std::vector<BookletPuzzle>(5, puzzle));
        const auto pdf = PaperFiles::bookletPdf(booklet, QPageSize(QPageSize::A4));
        QVERIFY(pdf && pdf->startsWith("%PDF"));
        QRectF grid;
        double writerDpi = 0;
        {
            QBuffer scratch;
            QVERIFY(scratch.open(QIODevice::WriteOnly));
            QPdfWriter writer(&scratch);
            setUpA4(writer);
            writerDpi = writer.resolution();
            QPainter painter(&writer);
            grid = booklet.gridRect(painter, QRectF(0, 0, writer.width(), writer.height()), 0);
        }
        constexpr int kDpi = 150;
        const QImage image = rasterize(*pdf, kDpi);
        QVERIFY(!image.isNull());
        const Placement at = onPage(grid, writerDpi, kDpi);
        verifyLines(image, at, 150);
        verifyDigits(image, at, PaperBoard::blank(gridOf(kPuzzle)));
        // Two pages of puzzles, then the answers.
        QVERIFY(!rasterize(*pdf, 30, 3).isNull());
        QVERIFY(rasterize(*pdf, 30, 4).isNull());
    }

    void cancelledBookletWritesNothing()
    {
        const BookletPuzzle puzzle{gridOf(kPuzzle), solutionGrid(), QStringLiteral("Easy")};
        const Booklet booklet({QString(), 1, false}, std::vector<BookletPuzzle>(3, puzzle));
        std::stop_source stop;
        stop.request_stop();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("b.pdf"));
        const auto problem = PaperFiles::writeBookletPdf(path, booklet, QPageSize(QPageSize::A4), stop.get_token());
        QVERIFY(problem);
        QCOMPARE(problem->code, PaperProblem::Code::Cancelled);
        QVERIFY(!QFile::exists(path));
    }

    void unwritablePictureSaysWhy()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("missing/board.png"));
        const auto problem = PaperFiles::writePicture(path, PaperBoard::blank(gridOf(kPuzzle)), 300, PictureFormat::Png);
        QVERIFY(problem);
        QCOMPARE(problem->code, PaperProblem::Code::Unwritable);
        QVERIFY2(problem->message.startsWith(QStringLiteral("“board.png” could not be written (")), qPrintable(problem->message));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(PaperFiles::pictureFormatOf(QStringLiteral("a/b.SVG")), PictureFormat::Svg);
        QCOMPARE(PaperFiles::pictureFormatOf(QStringLiteral("a/b.png")), PictureFormat::Png);
    }
};

QTEST_MAIN(TestPaper)
#include "test_paper.moc"
