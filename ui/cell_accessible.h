#pragma once
// What assistive technology learns about one cell of the board:
//
//   role         Cell
//   name         "Row 3, column 5, box 2: 7, given"   (CellWidget::describe)
//   value        "7, given" / "empty, notes 1 4 9"    (CellWidget::describeContent)
//   description  how to change it, or that it is a given
//   state        read-only for givens; selected and focused with the board's selection
//
// A cell takes no keyboard focus itself (the board does), so the state reports the
// board's focus on the selected cell: a screen reader then follows the selection.

#include <QAccessibleWidget>

namespace nonet::ui {

class CellWidget;

class CellAccessible : public QAccessibleWidget {
public:
    explicit CellAccessible(CellWidget* cell);

    QString text(QAccessible::Text t) const override;
    QAccessible::State state() const override;

private:
    const CellWidget* cell() const;
};

} // namespace nonet::ui
