#pragma once
// The board as assistive technology sees it: a table of 81 cells whose focused child is
// the selected cell while the board has keyboard focus, so that moving the selection with
// the arrow keys is announced cell by cell.
//
// installBoardAccessibility() registers the interfaces of BoardWidget and CellWidget with
// QAccessible (once per process; BoardWidget's constructor calls it).

#include <QAccessibleWidget>

namespace nonet::ui {

class BoardWidget;

class BoardAccessible : public QAccessibleWidget {
public:
    explicit BoardAccessible(BoardWidget* board);

    QAccessibleInterface* focusChild() const override;

private:
    const BoardWidget* board() const;
};

void installBoardAccessibility();

} // namespace nonet::ui
