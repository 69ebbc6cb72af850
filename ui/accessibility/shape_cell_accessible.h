#pragma once
// One cell of the variant board for assistive technology, standing in for a widget the
// painted board does not have (ShapeBoardAccessible makes them):
//
//   role         Cell, a child of the board's table
//   name         "Row 3 column 5, 7, given"   (ShapeBoardWidget::describeCell; 16x16: "C")
//   value        "7, given" / "empty, notes 1 4 9"
//   Value        the value, 0 for empty (read-only: moves go through the game)
//   TableCell    row and column from 0, one cell wide and high
//   state        read-only for givens; selected when it is the board's selection; focused
//                when it is and the board has the keyboard focus
//
// It holds the board by a guarded pointer and its cell number: a cell of a board that is
// gone, or beyond the shape now shown, is invalid.

#include <QAccessible>
#include <QAccessibleInterface>
#include <QPointer>

namespace nonet::ui {

class ShapeBoardWidget;

class ShapeCellAccessible : public QAccessibleInterface, public QAccessibleTableCellInterface, public QAccessibleValueInterface {
public:
    ShapeCellAccessible(ShapeBoardWidget* board, int cell);

    int cell() const { return cell_; }
    const ShapeBoardWidget* board() const { return board_; }

    bool isValid() const override;
    QObject* object() const override { return nullptr; }
    QWindow* window() const override;
    QAccessibleInterface* parent() const override;
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override;
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override;
    void* interface_cast(QAccessible::InterfaceType type) override;

    // QAccessibleTableCellInterface
    bool isSelected() const override;
    QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    int columnIndex() const override;
    int rowIndex() const override;
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return parent(); }

    // QAccessibleValueInterface
    QVariant currentValue() const override;
    void setCurrentValue(const QVariant&) override {}
    QVariant maximumValue() const override;
    QVariant minimumValue() const override { return 0; }
    QVariant minimumStepSize() const override { return 1; }

private:
    QPointer<ShapeBoardWidget> board_;
    int cell_;
};

} // namespace nonet::ui
