#include "ui/cell_widget.h"

#include "core/geometry.h"
#include "core/shape/note_places.h"
#include "ui/cage_overlay.h"
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
}

void CellWidget::setPlace(int cell, int row, int column, ValueLayout layout)
{
    cell_ = cell;
    row_ = row;
    column_ = column;
    layout_ = layout;
    update();
}

void CellWidget::setHouseWords(const QString& words) { houseWords_ = words; }

void CellWidget::setShaded(bool shaded)
{
    if (shaded == shaded_)
        return;
    shaded_ = shaded;
    update();
}

void CellWidget::setView(const CellView& view, Telling telling)
{
    if (view == view_)
        return;
    const QString before = telling == Telling::Tell ? spokenName() : QString();
    view_ = view;
    // A name change only (no value-change event): what a move did is announced once by the
    // game (app/speech), and a screen reader that also read the focused cell's new value
    // would say it twice. Screen readers keep a copy of each name they have read; the event
    // carries the new one. A change of the whole board tells nothing per cell (Quietly):
    // the board tells it once (BoardWidget::setCells).
    if (telling == Telling::Tell && spokenName() != before)
        tellNameChanged();
    update();
}

void CellWidget::tellNameChanged()
{
    QAccessibleEvent event(this, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&event);
}

QString CellWidget::spokenName() const
{
    // Short, because it is read at every arrow key; how to play is the board's description,
    // read once on entering it.
    QString name = describe(row_, column_, view_);
    if (!houseWords_.isEmpty())
        name += QStringLiteral(", ") + houseWords_;
    return name;
}

QString CellWidget::spokenMarks() const
{
    // The candidate highlights are marks on the board: a screen reader hears them too (and
    // only them: the instruction is the board's description).
    QStringList marks;
    if (highlights_ & Highlight::Bivalue)
        marks << tr("Two candidates.");
    if ((highlights_ & Highlight::Candidate) && emphasizedDigit_ != 0)
        marks << tr("%1 can go here.").arg(ValueLayout::text(emphasizedDigit_));
    return marks.join(QLatin1Char(' '));
}

void CellWidget::tellMarksChanged(const QString& before)
{
    // Only the cursor's cell tells: it is the one a screen reader is on (and reads the
    // marks of any other cell afresh when it gets there: the selection tells it). Every
    // cell telling would flood it whenever the highlighted digit changes.
    if ((highlights_ & Highlight::Selected) && spokenMarks() != before) {
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

void CellWidget::setHighlights(Highlights highlights)
{
    if (highlights == highlights_)
        return;
    const QString marks = spokenMarks();
    const Highlights selection = Highlight::Selected | Highlight::InSelection;
    const bool wasSelected = (highlights_ & selection) != 0;
    highlights_ = highlights;
    tellMarksChanged(marks);
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
    const QString marks = spokenMarks();
    emphasizedDigit_ = digit;
    tellMarksChanged(marks);
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
    return tr("Row %1 column %2, %3").arg(row + 1).arg(column + 1).arg(describeContent(view));
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

void CellWidget::setRegionTint(int tint)
{
    if (tint == regionTint_)
        return;
    regionTint_ = tint;
    update();
}

QRectF CellWidget::notesArea(const QRectF& cell) const { return caged_ ? CageOverlay::notesAreaOf(cell) : cell; }

QColor CellWidget::backgroundColor() const
{
    // An extra house's cells a shade darker than the rest, under every highlight.
    const QColor plain = palette().color(QPalette::Base);
    QColor base = shaded_ ? mix(plain, palette().color(QPalette::Text), 0.1) : plain;
    // Four hues far apart, mixed lightly into the base so that digits and every highlight
    // stay as readable as on a plain cell, in a light or a dark palette: a cage's colour,
    // or more lightly an irregular region's.
    static const std::array<QColor, kCageColourCount> kTints{QColor(0x3b, 0x82, 0xf6), QColor(0xf5, 0x9e, 0x0b),
                                                           QColor(0x10, 0xb9, 0x81), QColor(0xd9, 0x46, 0xef)};
    if (cageColour_ > 0)
        base = mix(base, kTints[static_cast<std::size_t>(cageColour_ - 1) % kTints.size()], 0.16);
    else if (regionTint_ > 0)
        base = mix(base, kTints[static_cast<std::size_t>(regionTint_ - 1) % kTints.size()], 0.12);
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

void CellWidget::paintValue(QPainter& painter, const QRectF& cell, const QColor& background) const
{
    const QPalette& pal = palette();
    // In a cage the value keeps to the notes' area, clear of the sum in the corner (Large
    // Digits would cover it otherwise).
    const QRectF r = notesArea(cell);
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

namespace {

note_places::Grid gridOf(const ValueLayout& layout) { return {layout.side(), layout.rows(), layout.columns()}; }

} // namespace

QRectF CellWidget::noteSlot(const QRectF& cell, int digit, const ValueLayout& layout)
{
    return note_places::slot(cell, digit, gridOf(layout));
}

std::vector<std::pair<int, QRectF>> CellWidget::cornerNoteSlots(const QRectF& cell, DigitSet corner, bool aroundCentre,
                                                                const ValueLayout& layout)
{
    return note_places::cornerSlots(cell, corner, aroundCentre, gridOf(layout));
}

std::vector<std::pair<int, QRectF>> CellWidget::centreNoteSlots(const QRectF& cell, DigitSet centre, DigitSet corner)
{
    return note_places::centreSlots(cell, centre, corner);
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
            // Bold enough to find on a small board (the trainer's diagrams) too, and never
            // smaller than a ring in a cell of three notes a row: a 16x16's note slots are a
            // few pixels, and a ring of their size is a dot.
            const double cellSide = std::min(r.width(), r.height());
            const double ringSide = std::max(slot.width(), cellSide / 3.0) - 2;
            QRectF ring(0, 0, ringSide, ringSide);
            ring.moveCenter(QPointF(std::clamp(slot.center().x(), r.left() + ringSide / 2 + 1, r.right() - ringSide / 2 - 1),
                                    std::clamp(slot.center().y(), r.top() + ringSide / 2 + 1, r.bottom() - ringSide / 2 - 1)));
            painter.setPen(QPen(pal.color(QPalette::Highlight), std::max(1.5, (ringSide + 2) / 7.0)));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(ring);
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
