#include "app/paper/booklet.h"

#include "app/paper/board_painter.h"
#include "app/paper/paper_units.h"
#include "app/paper/puzzle_sheet.h"

#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>
#include <utility>

namespace nonet::app {
namespace {

constexpr double kTitlePt = 13.0;
constexpr double kFooterPt = 9.0;
constexpr double kLabelPt = 10.0;
constexpr double kAnswerLabelPt = 8.0;
constexpr double kCodePt = 7.0;
constexpr int kAnswerColumns = 4; // kAnswersPerPage = 4 x 5
constexpr double kPuzzleGutterMm = 8.0;
constexpr double kAnswerGutterMm = 5.0;

double lineHeight(const QPainter& painter, const QFont& font) { return QFontMetricsF(font, painter.device()).height(); }

int pagesFor(int items, int perPage) { return (items + perPage - 1) / perPage; }

// Cell `index` of a columns x rows division of `area`, with `gutter` between cells.
QRectF slotOf(const QRectF& area, int columns, int rows, int index, double gutter)
{
    const double width = (area.width() - gutter * (columns - 1)) / columns;
    const double height = (area.height() - gutter * (rows - 1)) / rows;
    const int column = index % columns;
    const int row = index / columns;
    return {area.left() + column * (width + gutter), area.top() + row * (height + gutter), width, height};
}

} // namespace

Booklet::Booklet(BookletOptions options, std::vector<BookletPuzzle> puzzles)
    : options_(std::move(options)), puzzles_(std::move(puzzles))
{
    if (!isPerPageAllowed(options_.perPage)) options_.perPage = 4;
}

Booklet::Slots Booklet::slotsFor(int perPage)
{
    switch (perPage) {
    case 1: return {1, 1};
    case 2: return {1, 2};
    case 6: return {2, 3};
    default: return {2, 2};
    }
}

std::vector<Level> Booklet::slotLevels(int count, std::vector<Level> levels)
{
    std::sort(levels.begin(), levels.end());
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
    std::vector<Level> result;
    if (levels.empty() || count <= 0) return result;
    const int each = count / static_cast<int>(levels.size());
    const int extra = count % static_cast<int>(levels.size());
    for (std::size_t i = 0; i < levels.size(); ++i)
        result.insert(result.end(), static_cast<std::size_t>(each + (static_cast<int>(i) < extra ? 1 : 0)), levels[i]);
    return result;
}

int Booklet::puzzlePages() const { return std::max(1, pagesFor(static_cast<int>(puzzles_.size()), options_.perPage)); }

int Booklet::answerPages() const
{
    return options_.answers ? pagesFor(static_cast<int>(puzzles_.size()), kAnswersPerPage) : 0;
}

bool Booklet::paint(QPainter& painter, QPagedPaintDevice& device, std::stop_token stop) const
{
    const QRectF page(0, 0, device.width(), device.height());
    for (int index = 0; index < pageCount(); ++index) {
        if (stop.stop_requested()) return false;
        if (index > 0 && !device.newPage()) return false;
        paintPage(painter, page, index);
    }
    return true;
}

QRectF Booklet::bodyOf(const QPainter& painter, const QRectF& page) const
{
    const QPaintDevice& device = *painter.device();
    const double head = lineHeight(painter, paperFont(kTitlePt, QFont::Bold)) + millimetres(device, 5);
    const double foot = lineHeight(painter, paperFont(kFooterPt)) + millimetres(device, 4);
    return page.adjusted(0, head, 0, -foot);
}

void Booklet::paintFrame(QPainter& painter, const QRectF& page, int index, const QString& heading) const
{
    painter.setPen(paper_ink::kGiven);
    painter.setFont(paperFont(kTitlePt, QFont::Bold));
    painter.drawText(page, Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine, heading);
    painter.setFont(paperFont(kFooterPt));
    painter.drawText(page, Qt::AlignHCenter | Qt::AlignBottom | Qt::TextSingleLine,
                     tr("Page %1 of %2").arg(index + 1).arg(pageCount()));
}

QRectF Booklet::gridInSlot(const QPainter& painter, const QRectF& slot, int cells, int codeLines)
{
    const QPaintDevice& device = *painter.device();
    const double label = lineHeight(painter, paperFont(kLabelPt, QFont::Bold)) + millimetres(device, 1.5);
    const double code = lineHeight(painter, paperFont(kCodePt, QFont::Normal, true)) * codeLines + millimetres(device, 2);
    const double side = std::min({slot.width(), slot.height() - label - code, millimetres(device, PuzzleSheet::cellMm(cells) * cells)});
    return {slot.center().x() - side / 2, slot.top() + label, side, side};
}

QRectF Booklet::gridRect(const QPainter& painter, const QRectF& page, int number) const
{
    const Slots division = slotsFor(options_.perPage);
    const ShapeGrid& givens = puzzles_.at(static_cast<std::size_t>(number)).givens;
    return gridInSlot(painter,
                      slotOf(bodyOf(painter, page), division.columns, division.rows, number % options_.perPage,
                             millimetres(*painter.device(), kPuzzleGutterMm)),
                      givens.side(), static_cast<int>(PuzzleSheet::codeLinesOf(givens).size()));
}

void Booklet::paintPuzzle(QPainter& painter, const QRectF& slot, int number) const
{
    const BookletPuzzle& puzzle = puzzles_[static_cast<std::size_t>(number)];
    const QStringList code = PuzzleSheet::codeLinesOf(puzzle.givens);
    const QRectF grid = gridInSlot(painter, slot, puzzle.givens.side(), static_cast<int>(code.size()));
    painter.setPen(paper_ink::kGiven);
    painter.setFont(paperFont(kLabelPt, QFont::Bold));
    painter.drawText(QRectF(grid.left(), slot.top(), grid.width(), grid.top() - slot.top()),
                     Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine,
                     puzzle.level.isEmpty() ? QString::number(number + 1)
                                            : QStringLiteral("%1 \u00b7 %2").arg(number + 1).arg(puzzle.level));
    BoardPainter::paint(painter, grid, PaperBoard::blank(puzzle.givens));
    painter.setPen(paper_ink::kGiven);
    // The font that keeps 81 characters on one line of the slot's width, for every line.
    painter.setFont(codeFont(*painter.device(), slot.width(), kCodePt));
    const double line = QFontMetricsF(painter.font(), painter.device()).lineSpacing();
    double y = grid.bottom() + millimetres(*painter.device(), 1.5);
    for (const QString& text : code) {
        painter.drawText(QRectF(slot.left(), y, slot.width(), line), Qt::AlignHCenter | Qt::AlignTop | Qt::TextSingleLine, text);
        y += line;
    }
}

void Booklet::paintAnswer(QPainter& painter, const QRectF& slot, int number) const
{
    const BookletPuzzle& puzzle = puzzles_[static_cast<std::size_t>(number)];
    const QFont labelFont = paperFont(kAnswerLabelPt, QFont::Bold);
    const double label = lineHeight(painter, labelFont) + millimetres(*painter.device(), 1);
    const QRectF grid = BoardPainter::squareIn(slot.adjusted(0, label, 0, 0));
    painter.setPen(paper_ink::kGiven);
    painter.setFont(labelFont);
    painter.drawText(QRectF(grid.left(), slot.top(), grid.width(), label), Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine,
                     QString::number(number + 1));
    // Givens bold, the digits the reader had to find in the regular weight, all in black.
    PaperBoard solved = PaperBoard::blank(puzzle.givens);
    for (int cell = 0; cell < puzzle.givens.cellCount(); ++cell)
        if (puzzle.givens.at(cell) == 0) solved.entries.setAt(cell, puzzle.solution.at(cell));
    BoardPainter::paint(painter, grid, solved, BoardStyle{paper_ink::kGiven});
}

void Booklet::paintPage(QPainter& painter, const QRectF& page, int index) const
{
    painter.save();
    const bool answers = index >= puzzlePages();
    const QString title = options_.title.isEmpty() ? tr("Nonet puzzles") : options_.title;
    paintFrame(painter, page, index, answers ? tr("%1 \u2014 Answers").arg(title) : title);
    const QRectF body = bodyOf(painter, page);
    const double gutter = millimetres(*painter.device(), answers ? kAnswerGutterMm : kPuzzleGutterMm);
    const int count = static_cast<int>(puzzles_.size());
    if (!answers) {
        const Slots division = slotsFor(options_.perPage);
        for (int i = 0; i < options_.perPage; ++i) {
            const int number = index * options_.perPage + i;
            if (number >= count) break;
            paintPuzzle(painter, slotOf(body, division.columns, division.rows, i, gutter), number);
        }
    } else {
        const int first = (index - puzzlePages()) * kAnswersPerPage;
        for (int i = 0; i < kAnswersPerPage && first + i < count; ++i)
            paintAnswer(painter, slotOf(body, kAnswerColumns, kAnswersPerPage / kAnswerColumns, i, gutter), first + i);
    }
    painter.restore();
}

} // namespace nonet::app
