#pragma once
// What assistive technology learns about one cell of the board:
//
//   role         Cell, a child of the board's table (BoardAccessible)
//   name         "Row 3 column 5, 7, given"           (CellWidget::spokenName, worked out
//                "Row 1 column 1, empty, region 4"     when read; a Jigsaw's region, a
//                                                      window, a diagonal named)
//   description  "Two candidates. 5 can go here."     (CellWidget::spokenMarks)
//   value        "7, given" / "empty, notes 1 4 9"    (CellWidget::describeContent)
//   Value        the digit, 0 for empty (read-only: moves go through the game)
//   TableCell    row and column 0..8, one cell wide and high
//   state        read-only for givens; selected with the board's selection (announced
//                when it changes); focused when it is the cursor and the board has focus
//
// A cell takes no keyboard focus itself (the board does), so the state reports the
// board's focus on the selected cell: a screen reader then follows the selection.

#include <QAccessibleWidget>

namespace nonet::ui {

class CellWidget;

class CellAccessible : public QAccessibleWidget, public QAccessibleTableCellInterface, public QAccessibleValueInterface {
public:
    explicit CellAccessible(CellWidget* cell);

    void* interface_cast(QAccessible::InterfaceType type) override;
    QAccessibleInterface* parent() const override;
    QString text(QAccessible::Text t) const override;
    QAccessible::State state() const override;

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
    QVariant maximumValue() const override { return 9; }
    QVariant minimumValue() const override { return 0; }
    QVariant minimumStepSize() const override { return 1; }

private:
    const CellWidget* cell() const;
};

} // namespace nonet::ui
