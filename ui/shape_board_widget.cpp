#include "ui/shape_board_widget.h"

#include "ui/accessibility/shape_board_accessible.h"
#include "ui/colors.h"
#include "ui/key_digit.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <QStringList>

#include <algorithm>

namespace nonet::ui {

ShapeBoardWidget::ShapeBoardWidget(QWidget* parent) : QWidget(parent)
{
    installShapeBoardAccessibility(); // before the board's interface is first asked for
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Board"));
    setAccessibleDescription(tr("Arrow keys move; type a value to enter it, Shift and a value for a note, Delete to erase"));
}

QString ShapeBoardWidget::valueText(int value)
{
    if (value >= 1 && value <= 9) return QString(QChar(u'0' + value));
    if (value >= 10 && value <= 16) return QString(QChar(u'A' + (value - 10)));
    return {};
}

void ShapeBoardWidget::setContent(ShapeBoardContent content)
{
    const bool newShape = !content_.shape || !content.shape || !(*content_.shape == *content.shape);
    // What a screen reader has read of each cell, to tell it of the cells that change.
    std::vector<QString> before;
    if (QAccessible::isActive() && !newShape)
        for (int cell = 0; cell < cellCount(); ++cell) before.push_back(describeContent(cell));
    content_ = std::move(content);
    if (newShape || selected_ >= cellCount()) selected_ = -1;
    update();
    if (newShape) {
        QAccessibleTableModelChangeEvent reset(this, QAccessibleTableModelChangeEvent::ModelReset);
        QAccessible::updateAccessibility(&reset);
        return;
    }
    for (int cell = 0; cell < static_cast<int>(before.size()); ++cell) {
        if (describeContent(cell) == before[static_cast<std::size_t>(cell)]) continue;
        QAccessibleEvent named(this, QAccessible::NameChanged);
        named.setChild(cell);
        QAccessible::updateAccessibility(&named);
        QAccessibleValueChangeEvent valued(this, content_.values[static_cast<std::size_t>(cell)]);
        valued.setChild(cell);
        QAccessible::updateAccessibility(&valued);
    }
}

void ShapeBoardWidget::selectCell(int cell)
{
    if (cell < -1 || cell >= side() * side() || cell == selected_) return;
    const int previous = selected_;
    selected_ = cell;
    update();
    // Screen readers keep their own copy of the selected state: tell them each change.
    notifySelected(previous);
    notifySelected(cell);
    announceFocus();
    emit selectionChanged(cell);
}

QSize ShapeBoardWidget::sizeHint() const { return {480, 480}; }
QSize ShapeBoardWidget::minimumSizeHint() const { return {side() > 9 ? 320 : 200, side() > 9 ? 320 : 200}; }

QRectF ShapeBoardWidget::gridRect() const
{
    const qreal extent = std::max<qreal>(0, std::min(width(), height()) - 8);
    return {(width() - extent) / 2, (height() - extent) / 2, extent, extent};
}

QRectF ShapeBoardWidget::cellRect(int cell) const
{
    if (side() == 0) return {};
    const QRectF grid = gridRect();
    const qreal size = grid.width() / side();
    return {grid.left() + (cell % side()) * size, grid.top() + (cell / side()) * size, size, size};
}

int ShapeBoardWidget::cellAt(QPointF point) const
{
    if (side() == 0) return -1;
    const QRectF grid = gridRect();
    if (!grid.contains(point)) return -1;
    const qreal size = grid.width() / side();
    const int column = std::clamp(static_cast<int>((point.x() - grid.left()) / size), 0, side() - 1);
    const int row = std::clamp(static_cast<int>((point.y() - grid.top()) / size), 0, side() - 1);
    return row * side() + column;
}

int ShapeBoardWidget::valueOfKey(int key) const
{
    int value = 0;
    if (key >= Qt::Key_1 && key <= Qt::Key_9) value = key - Qt::Key_0;
    else if (key >= Qt::Key_A && key <= Qt::Key_G) value = 10 + (key - Qt::Key_A);
    return value <= side() ? value : 0;
}

QString ShapeBoardWidget::describeContent(int cell) const
{
    if (cell < 0 || cell >= cellCount()) return {};
    const auto at = static_cast<std::size_t>(cell);
    const int value = content_.values[at];
    if (value != 0) {
        QString content = content_.givens[at] ? tr("%1, given").arg(valueText(value)) : valueText(value);
        if (content_.conflicts.contains(cell)) content = tr("%1, conflict").arg(content);
        if (content_.wrong.contains(cell)) content = tr("%1, wrong").arg(content);
        return content;
    }
    if (content_.notes[at].empty()) return tr("empty");
    QStringList notes;
    for (const int v : content_.notes[at]) notes << valueText(v);
    return tr("empty") + QStringLiteral(", ") + tr("notes %1").arg(notes.join(QLatin1Char(' ')));
}

QString ShapeBoardWidget::describeCell(int cell) const
{
    if (cell < 0 || cell >= cellCount()) return {};
    return tr("Row %1 column %2, %3").arg(cell / side() + 1).arg(cell % side() + 1).arg(describeContent(cell));
}

void ShapeBoardWidget::notifySelected(int cell)
{
    if (cell < 0) return;
    QAccessible::State changed;
    changed.selected = true;
    QAccessibleStateChangeEvent event(this, changed);
    event.setChild(cell);
    QAccessible::updateAccessibility(&event);
}

void ShapeBoardWidget::announceFocus()
{
    // The board holds the keyboard focus for its cells: the selected cell is the focused
    // one, so that a screen reader reads it as the selection moves.
    if (!hasFocus() || selected_ < 0) return;
    QAccessibleEvent event(this, QAccessible::Focus);
    event.setChild(selected_);
    QAccessible::updateAccessibility(&event);
}

void ShapeBoardWidget::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    announceFocus();
}

void ShapeBoardWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Window));
    if (!content_.shape) return;
    const Shape& shape = *content_.shape;
    const int n = side();
    const QRectF grid = gridRect();
    const qreal size = grid.width() / n;
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const QColor highlight = pal.color(QPalette::Highlight);
    painter.fillRect(grid, base);

    // Extra houses (diagonals, windows) shaded; the selected cell's houses lightly.
    WideCellSet extra;
    for (int house = 3 * n; house < shape.houseCount(); ++house) extra |= shape.houseSet(house);
    const QColor shade = mix(base, text, 0.13);
    const WideCellSet peers = selected_ >= 0 ? shape.peerSet(selected_) : WideCellSet{};
    for (int cell = 0; cell < n * n; ++cell) {
        QColor fill = extra.contains(cell) ? shade : base;
        if (peers.contains(cell)) fill = mix(fill, highlight, 0.12);
        if (content_.framed.contains(cell)) fill = mix(fill, highlight, 0.25);
        if (cell == selected_) fill = mix(base, highlight, 0.40);
        if (fill != base) painter.fillRect(cellRect(cell), fill);
    }

    // Thin lines between cells, thick where the region changes and round the grid.
    const QColor thin = mix(base, text, 0.35);
    painter.setPen(QPen(thin, 1));
    for (int i = 1; i < n; ++i) {
        painter.drawLine(QPointF(grid.left() + i * size, grid.top()), QPointF(grid.left() + i * size, grid.bottom()));
        painter.drawLine(QPointF(grid.left(), grid.top() + i * size), QPointF(grid.right(), grid.top() + i * size));
    }
    QPen thick(text, std::max<qreal>(2.0, size / 14));
    thick.setCapStyle(Qt::SquareCap);
    painter.setPen(thick);
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const int cell = r * n + c;
            const QRectF box = cellRect(cell);
            if (c + 1 < n && shape.regionOf(cell) != shape.regionOf(cell + 1)) painter.drawLine(box.topRight(), box.bottomRight());
            if (r + 1 < n && shape.regionOf(cell) != shape.regionOf(cell + n)) painter.drawLine(box.bottomLeft(), box.bottomRight());
        }
    }
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(grid);

    // Values and notes.
    QFont valueFont = font();
    valueFont.setPixelSize(std::max(8, static_cast<int>(size * 0.58)));
    QFont givenFont = valueFont;
    givenFont.setBold(true);
    QFont noteFont = font();
    const int noteRows = shape.hasRegularBoxes() ? shape.boxRows() : 3;
    const int noteColumns = shape.hasRegularBoxes() ? shape.boxColumns() : 3;
    noteFont.setPixelSize(std::max(6, static_cast<int>(size / std::max(noteRows, noteColumns) * 0.72)));
    for (int cell = 0; cell < n * n; ++cell) {
        const std::size_t at = static_cast<std::size_t>(cell);
        const QRectF box = cellRect(cell);
        const QColor cellBack = cell == selected_ ? mix(base, highlight, 0.40) : base;
        if (const int value = content_.values[at]; value != 0) {
            const bool bad = content_.conflicts.contains(cell) || content_.wrong.contains(cell);
            painter.setFont(content_.givens[at] ? givenFont : valueFont);
            painter.setPen(bad ? errorColorOn(pal, cellBack) : text);
            painter.drawText(box, Qt::AlignCenter, valueText(value));
            if (bad) { // a shape too, not colour alone: a bar under the value
                const qreal y = box.bottom() - size * 0.14;
                painter.drawLine(QPointF(box.left() + size * 0.3, y), QPointF(box.right() - size * 0.3, y));
            }
            if (content_.wrong.contains(cell)) { // and a cross in the corner
                const QRectF corner(box.right() - size * 0.26, box.top() + size * 0.08, size * 0.16, size * 0.16);
                painter.drawLine(corner.topLeft(), corner.bottomRight());
                painter.drawLine(corner.topRight(), corner.bottomLeft());
            }
        } else if (!content_.notes[at].empty()) {
            painter.setFont(noteFont);
            painter.setPen(mix(text, base, 0.15));
            const qreal w = box.width() / noteColumns;
            const qreal h = box.height() / noteRows;
            for (const int v : content_.notes[at]) {
                const int slot = v - 1;
                const QRectF place(box.left() + (slot % noteColumns) * w, box.top() + (slot / noteColumns) * h, w, h);
                painter.drawText(place, Qt::AlignCenter, valueText(v));
            }
        }
        if (content_.struck.contains(cell)) {
            painter.setPen(QPen(highlight, 2));
            painter.drawRect(box.adjusted(3, 3, -3, -3));
        }
    }
    if (hasFocus() && selected_ >= 0) {
        painter.setPen(QPen(text, 1, Qt::DashLine));
        painter.drawRect(cellRect(selected_).adjusted(2, 2, -2, -2));
    }
}

void ShapeBoardWidget::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    const int cell = cellAt(event->position());
    if (cell >= 0) selectCell(cell);
}

void ShapeBoardWidget::keyPressEvent(QKeyEvent* event)
{
    const int n = side();
    if (n == 0) return QWidget::keyPressEvent(event);
    const int cell = selected_ < 0 ? 0 : selected_;
    const int row = cell / n;
    const int column = cell % n;
    switch (event->key()) {
    case Qt::Key_Left: selectCell(row * n + (column + n - 1) % n); return;
    case Qt::Key_Right: selectCell(row * n + (column + 1) % n); return;
    case Qt::Key_Up: selectCell(((row + n - 1) % n) * n + column); return;
    case Qt::Key_Down: selectCell(((row + 1) % n) * n + column); return;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        if (selected_ >= 0) emit eraseRequested(selected_);
        return;
    default: break;
    }
    if (event->key() == Qt::Key_0 && event->modifiers() == Qt::NoModifier) {
        if (selected_ >= 0) emit eraseRequested(selected_);
        return;
    }
    // Digits by their physical key (Shift+1 is '!' on many layouts), letters A-G by key.
    int value = 0;
    if (const std::optional<int> digit = digitForKey(*event, currentKeyPlatform()); digit && *digit > 0 && *digit <= n)
        value = *digit;
    else if (!(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier)))
        value = valueOfKey(event->key());
    if (value == 0 || selected_ < 0) return QWidget::keyPressEvent(event);
    if (isNoteModifier(event->modifiers())) emit noteRequested(selected_, value);
    else emit valueRequested(selected_, value);
}

} // namespace nonet::ui
