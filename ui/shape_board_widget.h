#pragma once
// The board of a variant (core/shape/shape.h), painted whole by one widget:
//
//   +-------+-------+     thin lines between cells, thick ones where the box or Jigsaw
//   | 1 . . | 3 . . |     region changes (and round the grid); X-Sudoku's diagonals and
//   |   +---+---+   |     Windoku's windows shaded; values 1-9 then A-G; notes in a
//   | . | 2 . | . . |     mini-grid of the box's proportions (2x2 for 4x4, 2x3 for 6x6,
//   |   +---+---+   |     3x3 for 9x9, 4x4 for 16x16)
//   +-------+-------+
//
// It shows what it is given (setContent) and reports what the player asks for by signals;
// it never changes a game itself. Keyboard: arrows move the selection, 1-9 and A-G (as far
// as the side reaches) enter a value, Shift+value a note, Delete/Backspace/0 erase.
// Painting uses the palette's roles only, so it follows light and dark palettes.
//
// Assistive technology sees a table of the shape's cells (ui/accessibility/
// shape_board_accessible.h): each change of a cell, of the selection and of the focus is
// reported for the cell it concerns.

#include "core/digit_set.h"
#include "core/shape/shape.h"
#include "core/shape/wide_cell_set.h"

#include <QWidget>

#include <array>
#include <vector>

namespace nonet::ui {

struct ShapeBoardContent {
    ShapePtr shape;
    std::vector<int> values;    // per cell, 0 = empty
    std::vector<bool> givens;   // per cell
    std::vector<DigitSet> notes;
    WideCellSet conflicts;
    WideCellSet wrong;
    WideCellSet framed;         // a hint's pattern
    WideCellSet struck;         // a hint's conclusion cells
};

class ShapeBoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit ShapeBoardWidget(QWidget* parent = nullptr);

    void setContent(ShapeBoardContent content);
    const ShapeBoardContent& content() const { return content_; }
    // -1 for none.
    int selectedCell() const { return selected_; }
    void selectCell(int cell);
    // The rectangle of a cell in widget coordinates (for tests and the keypad's placement).
    QRectF cellRect(int cell) const;
    // What a value is written as: '1'..'9', then 'A'..'G'.
    static QString valueText(int value);

    int side() const { return content_.shape ? content_.shape->side() : 0; }
    int cellCount() const { return side() * side(); }
    // The cell under a point in widget coordinates, -1 for none.
    int cellAt(QPointF point) const;
    // For screen readers: "Row 2 column 3, 5, given" and its content alone ("5, given",
    // "empty, notes 1 4 9"; conflict and wrong marks as the board draws them).
    QString describeCell(int cell) const;
    QString describeContent(int cell) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    void valueRequested(int cell, int value);
    void noteRequested(int cell, int value);
    void eraseRequested(int cell);
    void selectionChanged(int cell);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;

private:
    QRectF gridRect() const;
    // The value a key stands for on this board, 0 for none.
    int valueOfKey(int key) const;
    // Tells assistive technology that the selected cell holds the focus (when the board does).
    void announceFocus();
    void notifySelected(int cell);

    ShapeBoardContent content_;
    int selected_ = -1;
};

} // namespace nonet::ui
