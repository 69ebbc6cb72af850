#include "ui/cell_widget.h"

#include "ui/cage_overlay.h"

#include "core/geometry.h"
#include "ui/colors.h"
#include "ui/mark_colours.h"

#include <QAccessible>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>

#include <algorithm>
#include <array>
#include <cmath>

namespace nonet::ui {
namespace {

// A colour with alpha (Qt 6 PlaceholderText is translucent) as it looks on background.
QColor onBackground(const QColor& c, const QColor& background)
{
    return c.alpha() == 255 ? c : mix(background, QColor(c.red(), c.green(), c.blue()), c.alphaF());
}

} // namespace

CellWidget::CellWidget(int cell, QWidget* parent)
    : QWidget(parent), cell_(cell), row_(cell / 9), column_(cell % 9)
{
    setFocusPolicy(Qt::NoFocus);
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    updateAccessibleText();
}

void CellWidget::setPlace(int cell, int row, int column, ValueLayout layout)
{
    cell_ = cell;
    row_ = row;
    column_ = column;
    layout_ = layout;
    updateAccessibleText();
    update();
}

void CellWidget::setShaded(bool shaded)
{
    if (shaded == shaded_)
        return;
    shaded_ = shaded;
    update();
}

void CellWidget::setView(const CellView& view)
{
    if (view == view_)
        return;
    view_ = view;
    // Only the name changes here (Qt tells assistive technology). No value-change event:
    // what a move did is announced once by the game (app/speech), and a screen reader that
    // also read the focused cell's new value would say it twice.
    updateAccessibleText();
    update();
}

void CellWidget::updateAccessibleText()
{
    // Short, because it is read at every arrow key; how to play is the board's description,
    // read once on entering it.
    setAccessibleName(describe(row_, column_, view_));
    // The candidate highlights are marks on the board: a screen reader hears them too (and
    // only them: the instruction is the board's description).
    QStringList marks;
    if (highlights_ & Highlight::Bivalue)
        marks << tr("Two candidates.");
    if ((highlights_ & Highlight::Candidate) && emphasizedDigit_ != 0)
        marks << tr("%1 can go here.").arg(ValueLayout::text(emphasizedDigit_));
    setAccessibleDescription(marks.join(QLatin1Char(' ')));
}

void CellWidget::setHighlights(Highlights highlights)
{
    if (highlights == highlights_)
        return;
    const Highlights marks = Highlight::Candidate | Highlight::Bivalue;
    const bool described = (highlights & marks) != (highlights_ & marks);
    const Highlights selection = Highlight::Selected | Highlight::InSelection;
    const bool wasSelected = (highlights_ & selection) != 0;
    highlights_ = highlights;
    if (described)
        updateAccessibleText();
    if (wasSelected != ((highlights_ & selection) != 0)) {
        // Screen readers keep their own copy of the selected state: tell them each change.
        QAccessible::State changed;
        changed.selected = true;
        QAccessibleStateChangeEvent event(this, changed);
        QAccessible::updateAccessibility(&event);
    }
    update();
}

void CellWidget::setEmphasizedDigit(int digit)
{
    if (digit == emphasizedDigit_)
        return;
    emphasizedDigit_ = digit;
    if (highlights_ & Highlight::Candidate)
        updateAccessibleText();
    if (view_.value == 0)
        update();
}

void CellWidget::setHintMarks(DigitSet pattern, DigitSet removed)
{
    if (pattern == hintPattern_ && removed == hintRemoved_)
        return;
    hintPattern_ = pattern;
    hintRemoved_ = removed;
    update();
}

void CellWidget::setBoardFocused(bool focused)
{
    if (focused == boardFocused_)
        return;
    boardFocused_ = focused;
    if (highlights_ & Highlight::Selected)
        update();
}

void CellWidget::setLargeDigits(bool large)
{
    if (large == largeDigits_)
        return;
    largeDigits_ = large;
    update();
}

int CellWidget::valuePixelSize() const
{
    const double side = std::min(width(), height());
    return std::max(8, static_cast<int>(std::lround(side * (largeDigits_ ? 0.8 : 0.6))));
}

QSize CellWidget::sizeHint() const { return {48, 48}; }
QSize CellWidget::minimumSizeHint() const { return {22, 22}; }

QString CellWidget::describe(int row, int column, const CellView& view)
{
    QString text = tr("Row %1 column %2, %3").arg(row + 1).arg(column + 1).arg(describeContent(view));
    if (view.cage > 0)
        text += tr(", cage %1, %n cell(s), sum %2", nullptr, view.cageCells).arg(view.cage).arg(view.cageSum);
    return text;
}

QString CellWidget::describeContent(const CellView& view)
{
    QString content;
    if (view.value != 0) {
        content = view.given ? tr("%1, given").arg(ValueLayout::text(view.value)) : ValueLayout::text(view.value);
        if (view.conflict)
            content = tr("%1, conflict").arg(content);
        if (view.wrong)
            content = tr("%1, wrong").arg(content);
    } else {
        const auto list = [](DigitSet digits) {
            QStringList out;
            for (int d : digits)
                out << ValueLayout::text(d);
            return out.join(QLatin1Char(' '));
        };
        QStringList parts{tr("empty")};
        if (!view.notes.empty())
            parts << tr("notes %1").arg(list(view.notes));
        if (!view.centreNotes.empty())
            parts << tr("centre notes %1").arg(list(view.centreNotes));
        for (int d : view.candidateColours.digits())
            parts << tr("note %1 in colour %2").arg(ValueLayout::text(d)).arg(view.candidateColours.of(d));
        content = parts.join(QLatin1String(", "));
    }
    if (view.colour != 0)
        content = tr("%1, colour %2").arg(content).arg(view.colour);
    return content;
}

void CellWidget::setCage(bool caged, int colour)
{
    if (caged == caged_ && colour == cageColour_)
        return;
    caged_ = caged;
    cageColour_ = colour;
    update();
}

QRectF CellWidget::notesArea(const QRectF& cell) const { return caged_ ? CageOverlay::notesAreaOf(cell) : cell; }

QColor CellWidget::backgroundColor() const
{
    // An extra house's cells a shade darker than the rest, under every highlight.
    const QColor plain = palette().color(QPalette::Base);
    QColor base = shaded_ ? mix(plain, palette().color(QPalette::Text), 0.1) : plain;
    if (cageColour_ > 0) {
        // Four hues far apart, mixed lightly into the base so that digits and every
        // highlight stay as readable as on a plain cell, in a light or a dark palette.
        static const std::array<QColor, kCageColourCount> kTints{QColor(0x3b, 0x82, 0xf6), QColor(0xf5, 0x9e, 0x0b),
                                                               QColor(0x10, 0xb9, 0x81), QColor(0xd9, 0x46, 0xef)};
        base = mix(base, kTints[static_cast<std::size_t>(cageColour_ - 1) % kTints.size()], 0.16);
    }
    const QColor accent = palette().color(QPalette::Highlight);
    if (highlights_ & (Highlight::Selected | Highlight::InSelection))
        return mix(base, accent, 0.45);
    if (highlights_ & Highlight::SameDigit)
        return mix(base, accent, 0.28);
    if (highlights_ & Highlight::Candidate)
        return mix(base, accent, 0.22);
    if (highlights_ & Highlight::Hint)
        return mix(base, accent, 0.2);
    if (highlights_ & Highlight::Peer)
        return mix(base, accent, 0.12);
    return base;
}

void CellWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QRectF r = rect();
    QColor background = backgroundColor();
    painter.fillRect(r, background);
    if (view_.colour != 0) {
        // The player's colour takes the whole cell; the selection and hint show by their
        // frames (paintRings). Digits are chosen against the harder of its two shades.
        paintMark(painter, r, palette(), view_.colour, std::min(r.width(), r.height()));
        background = markInkBackground(palette(), view_.colour);
    }
    if (view_.value != 0)
        paintValue(painter, r, background);
    else if (!view_.notes.empty() || !view_.centreNotes.empty() || !hintPattern_.empty() || !hintRemoved_.empty())
        paintNotes(painter, notesArea(r), background);
    paintCandidateMarks(painter, r);
    paintRings(painter, r);
}

void CellWidget::paintCandidateMarks(QPainter& painter, const QRectF& r) const
{
    // Marks besides the tint, so that neither highlight depends on colour: a dot where the
    // highlighted digit's note would sit (when no note is drawn there), and brackets in the
    // four corners of a cell with two candidates (at the very edge, clear of the notes).
    if (view_.value != 0)
        return;
    const QPalette& pal = palette();
    const double side = std::min(r.width(), r.height());
    // In the ink of the text, not the selection's hue: a highlighted candidate is never
    // taken for the selection, nor for a colour.
    const QColor ink = candidateInk(pal, backgroundColor());
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    if ((highlights_ & Highlight::Candidate) && emphasizedDigit_ != 0 && !view_.notes.contains(emphasizedDigit_)
        && !view_.centreNotes.contains(emphasizedDigit_) && hintPattern_.empty() && hintRemoved_.empty()) {
        const QRectF slot = noteSlot(notesArea(r), emphasizedDigit_, layout_);
        const double radius = std::max(2.0, slot.width() * 0.18);
        painter.drawEllipse(slot.center(), radius, radius);
    }
    if (highlights_ & Highlight::Bivalue) {
        // Short enough to stay in the corners' gap, outside the notes' boxes (noteBox).
        const double width = std::max(1.5, side / 20.0);
        const double length = side * 0.13;
        const QRectF edge = r.adjusted(width / 2 + 1, width / 2 + 1, -width / 2 - 1, -width / 2 - 1);
        painter.setPen(QPen(ink, width, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
        painter.setBrush(Qt::NoBrush);
        for (const QPointF& corner : {edge.topLeft(), edge.topRight(), edge.bottomLeft(), edge.bottomRight()}) {
            const double dx = corner.x() < edge.center().x() ? length : -length;
            const double dy = corner.y() < edge.center().y() ? length : -length;
            const std::array<QPointF, 3> bracket{corner + QPointF(dx, 0), corner, corner + QPointF(0, dy)};
            painter.drawPolyline(bracket.data(), 3);
        }
    }
}

void CellWidget::paintValue(QPainter& painter, const QRectF& r, const QColor& background) const
{
    const QPalette& pal = palette();
    const double side = std::min(r.width(), r.height());
    QFont font = this->font();
    font.setPixelSize(std::max(8, static_cast<int>(std::lround(side * (largeDigits_ ? 0.8 : 0.6)))));
    font.setWeight(view_.given ? QFont::Bold : QFont::Normal);

    // Every digit reaches 4.5:1 (WCAG AA) on the background it is drawn on, highlights
    // included (tests/test_dark_palette.cpp checks the rendered pixels).
    QColor color;
    if (view_.conflict || view_.wrong)
        color = errorColorOn(pal, background);
    else if (view_.given)
        color = readableOn(background, {pal.color(QPalette::Text), pal.color(QPalette::HighlightedText)}, 4.5);
    else {
        // The link hue, moved toward Text only as far as the background needs.
        const QColor link = pal.color(QPalette::Link);
        const QColor text = pal.color(QPalette::Text);
        color = readableOn(background, {link, mix(link, text, 0.25), mix(link, text, 0.5), mix(link, text, 0.75), text}, 4.5);
    }

    painter.setFont(font);
    painter.setPen(color);
    const QString text = ValueLayout::text(view_.value);
    painter.drawText(r, Qt::AlignCenter, text);

    if (view_.conflict) {
        // A bar under the digit and a triangle in the top-right corner: visible without
        // colour vision, and in a screenshot printed in grey.
        const QFontMetricsF metrics(font);
        const QRectF glyph = metrics.tightBoundingRect(text);
        const double barWidth = std::max(glyph.width() * 1.4, side * 0.32);
        const double thickness = std::max(1.5, side * 0.06);
        const double barTop = r.center().y() + glyph.height() / 2.0 + thickness;
        painter.fillRect(QRectF(r.center().x() - barWidth / 2.0, barTop, barWidth, thickness), color);
        const double t = side * 0.26;
        QPainterPath corner;
        corner.moveTo(r.right() - t, r.top());
        corner.lineTo(r.right(), r.top());
        corner.lineTo(r.right(), r.top() + t);
        corner.closeSubpath();
        painter.fillPath(corner, color);
    }
    if (view_.wrong) {
        // A cross in the bottom-left corner: a wrong entry without relying on colour.
        const double t = side * 0.2;
        const double m = side * 0.08;
        painter.setPen(QPen(color, std::max(1.5, side * 0.05)));
        painter.drawLine(QPointF(r.left() + m, r.bottom() - m - t), QPointF(r.left() + m + t, r.bottom() - m));
        painter.drawLine(QPointF(r.left() + m, r.bottom() - m), QPointF(r.left() + m + t, r.bottom() - m - t));
    }
}

QRectF CellWidget::noteBox(const QRectF& cell, const QRectF& slot)
{
    // The slot, less a pixel; along the cell's own border less the bivalue brackets' width
    // (a twentieth of the cell) besides, so that the frame never runs into a bracket.
    const double edge = std::max(1.0, std::min(cell.width(), cell.height()) / 20.0) + 2.0;
    const auto inset = [edge](double slotSide, double cellSide) { return std::abs(slotSide - cellSide) < 0.5 ? edge : 1.0; };
    return slot.adjusted(inset(slot.left(), cell.left()), inset(slot.top(), cell.top()), -inset(slot.right(), cell.right()),
                         -inset(slot.bottom(), cell.bottom()));
}

QColor CellWidget::candidateInk(const QPalette& palette, const QColor& background)
{
    return readableOn(background, {mix(background, palette.color(QPalette::Text), 0.7), palette.color(QPalette::Text)}, 3.0);
}

QRectF CellWidget::noteSlot(const QRectF& cell, int digit, const ValueLayout& layout)
{
    // The square of the cell, split into the layout's rows and columns.
    const double side = std::min(cell.width(), cell.height());
    const double width = side / layout.columns();
    const double height = side / layout.rows();
    const double left = cell.center().x() - side / 2.0;
    const double top = cell.center().y() - side / 2.0;
    return {left + layout.columnOf(digit) * width, top + layout.rowOf(digit) * height, width, height};
}

std::vector<std::pair<int, QRectF>> CellWidget::cornerNoteSlots(const QRectF& cell, DigitSet corner, bool aroundCentre,
                                                                const ValueLayout& layout)
{
    std::vector<std::pair<int, QRectF>> places;
    if (!aroundCentre) {
        for (int d : corner)
            places.emplace_back(d, noteSlot(cell, d, layout));
        return places;
    }
    // Around centre notes the corner notes move to the edges, as solvers write them by
    // hand: the corners first, then the top and bottom edges, then the left and right ones
    // (1 3 7 9 2 8 4 6 on a 3x3); the middle band stays free for the centre notes.
    const auto order = [&layout](int place) {
        const int r = layout.rowOf(place);
        const int c = layout.columnOf(place);
        const bool top = r == 0 || r == layout.rows() - 1;
        const bool side = c == 0 || c == layout.columns() - 1;
        return top && side ? 0 : top ? 1 : side ? 2 : 3;
    };
    std::vector<int> placesInOrder;
    for (int place = 1; place <= layout.side(); ++place) placesInOrder.push_back(place);
    std::stable_sort(placesInOrder.begin(), placesInOrder.end(), [&order](int a, int b) { return order(a) < order(b); });
    std::size_t k = 0;
    for (int d : corner)
        if (k < placesInOrder.size())
            places.emplace_back(d, noteSlot(cell, placesInOrder[k++], layout));
    return places;
}

std::vector<std::pair<int, QRectF>> CellWidget::centreNoteSlots(const QRectF& cell, DigitSet centre, DigitSet corner)
{
    std::vector<std::pair<int, QRectF>> places;
    const int n = centre.count();
    if (n == 0)
        return places;
    const double side = std::min(cell.width(), cell.height());
    const double third = side / 3.0;
    // The middle band, less the side places when corner notes sit there too (7 or more).
    const double margin = corner.count() > 6 ? third : side * 0.06;
    // One row up to five values, two up to ten, three beyond (16x16; in a taller band,
    // still clear of the corner notes' glyphs): each value gets a box as wide as it is high
    // at most, so few values stay large and many still fit.
    const int rows = n > 10 ? 3 : n > 5 ? 2 : 1;
    const double bandHeight = rows == 3 ? side * 0.6 : rows == 2 ? side * 0.44 : third;
    const QRectF band(cell.center().x() - side / 2 + margin, cell.center().y() - bandHeight / 2, side - 2 * margin, bandHeight);
    const int perRow = (n + rows - 1) / rows;
    const double height = band.height() / rows;
    const double width = std::min(height * 0.85, band.width() / perRow);
    int i = 0;
    for (int d : centre) {
        const int row = i / perRow;
        const int inRow = row + 1 < rows ? perRow : n - row * perRow;
        const double left = band.center().x() - inRow * width / 2 + (i % perRow) * width;
        places.emplace_back(d, QRectF(left, band.top() + row * height, width, height));
        ++i;
    }
    return places;
}

void CellWidget::paintNotes(QPainter& painter, const QRectF& r, const QColor& background) const
{
    const QPalette& pal = palette();
    // One place of the note grid (a third of the cell on a 3x3, a quarter on a 4x4).
    const double third = std::min(r.width(), r.height()) / std::max(layout_.rows(), layout_.columns());
    // Small glyphs lose contrast to antialiasing: the notes aim above 4.5:1, and the smaller
    // ones beside centre notes (and the centre notes) higher still.
    const QColor noteColor = readableOn(background,
                                        {onBackground(pal.color(QPalette::PlaceholderText), background),
                                         mix(background, pal.color(QPalette::Text), 0.75), pal.color(QPalette::Text)},
                                        5.0);
    const QColor smallNoteColor = readableOn(background, {mix(background, pal.color(QPalette::Text), 0.85), pal.color(QPalette::Text)}, 7.0);
    // A hint shows its candidates in the fixed 3x3 places (its rings and strokes, and the
    // chain overlay, aim there); otherwise centre notes take the middle band.
    const bool hinted = !hintPattern_.empty() || !hintRemoved_.empty();
    const DigitSet centre = hinted ? DigitSet{} : view_.centreNotes;
    const DigitSet corner = hinted ? view_.notes | hintPattern_ | hintRemoved_ : view_.notes;

    // One note in its slot: its colour mark or emphasis behind it, then the digit.
    const auto paintNote = [&](int d, const QRectF& slot, double pixelSize, bool hintMarked) {
        QFont font = this->font();
        font.setPixelSize(std::max(6, static_cast<int>(std::lround(pixelSize))));
        QColor color = pixelSize < third * 0.7 ? smallNoteColor : noteColor;
        QColor slotBackground = background;
        const int colour = view_.candidateColours.of(d);
        const QRectF box = slot.adjusted(1, 1, -1, -1);
        if (colour != 0) {
            // The colour fills the note's box, framed in a darker shade of its own: visible
            // on any cell, the selection's tint and the other colours included.
            paintMark(painter, box, pal, colour, std::min(slot.width(), slot.height()) * 1.6);
            painter.setPen(QPen(mix(markFill(pal, colour), pal.color(QPalette::Text), 0.55), std::max(1.0, third / 14.0)));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(box);
            slotBackground = markInkBackground(pal, colour);
            font.setWeight(QFont::Bold);
            color = readableOn(slotBackground, {pal.color(QPalette::Text), pal.color(QPalette::HighlightedText)}, 4.5);
        }
        if (d == emphasizedDigit_) {
            // Bold in a round frame of the text's ink: not the selection's fill, not a colour's.
            font.setWeight(QFont::Bold);
            painter.setPen(QPen(candidateInk(pal, slotBackground), std::max(1.5, third / 10.0)));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(noteBox(r, slot), third * 0.2, third * 0.2);
            color = readableOn(slotBackground, {pal.color(QPalette::Text), pal.color(QPalette::HighlightedText)}, 4.5);
        }
        if (hintMarked) {
            font.setWeight(QFont::Bold);
            color = readableOn(slotBackground, {pal.color(QPalette::Text), pal.color(QPalette::HighlightedText)}, 4.5);
        }
        painter.setFont(font);
        painter.setPen(color);
        painter.drawText(slot, Qt::AlignCenter, ValueLayout::text(d));
    };

    const double cornerSize = third * (centre.empty() ? (largeDigits_ ? 0.95 : 0.78) : (largeDigits_ ? 0.72 : 0.62));
    for (const auto& [d, slot] : cornerNoteSlots(r, corner, !centre.empty(), layout_)) {
        paintNote(d, slot, cornerSize, hintPattern_.contains(d) || hintRemoved_.contains(d));
        if (hintPattern_.contains(d)) {
            // Bold enough to find on a small board (the trainer's diagrams) too.
            painter.setPen(QPen(pal.color(QPalette::Highlight), std::max(1.5, third / 7.0)));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(slot.adjusted(1, 1, -1, -1));
        }
        if (hintRemoved_.contains(d)) {
            painter.setPen(QPen(readableOn(background, {errorColor(pal), pal.color(QPalette::Text)}, 3.0), std::max(1.5, third / 7.0)));
            painter.drawLine(slot.bottomLeft() + QPointF(2, -2), slot.topRight() + QPointF(-2, 2));
        }
    }
    for (const auto& [d, slot] : centreNoteSlots(r, centre, corner))
        paintNote(d, slot, std::min(slot.height() * 0.8, slot.width() * 1.25), false);
}

void CellWidget::paintRings(QPainter& painter, const QRectF& r) const
{
    const QColor accent = palette().color(QPalette::Highlight);
    const double side = std::min(r.width(), r.height());
    painter.setBrush(Qt::NoBrush);
    if (highlights_ & Highlight::Selected) {
        // Bold while the board has focus (where keys go), thin otherwise.
        const double width = boardFocused_ ? std::max(2.0, side / 14.0) : std::max(1.0, side / 32.0);
        painter.setPen(QPen(accent, width));
        painter.drawRect(r.adjusted(width / 2, width / 2, -width / 2, -width / 2));
    } else if (highlights_ & Highlight::InSelection) {
        // A thin frame: a selected cell reads as one without its tint (a coloured cell).
        const double width = std::max(1.5, side / 24.0);
        painter.setPen(QPen(accent, width));
        painter.drawRect(r.adjusted(width / 2, width / 2, -width / 2, -width / 2));
    } else if (highlights_ & Highlight::Hint) {
        const double width = std::max(1.5, side / 20.0);
        QPen pen(accent, width);
        pen.setStyle(Qt::DotLine);
        painter.setPen(pen);
        painter.drawRect(r.adjusted(width, width, -width, -width));
    } else if (highlights_ & Highlight::Hovered) {
        const double width = std::max(1.0, side / 28.0);
        QPen pen(mix(palette().color(QPalette::Base), accent, 0.7), width);
        pen.setStyle(Qt::DashLine);
        painter.setPen(pen);
        painter.drawRect(r.adjusted(width / 2, width / 2, -width / 2, -width / 2));
    }
}

} // namespace nonet::ui
