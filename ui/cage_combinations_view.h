#pragma once
// The combination helper beside a Killer board: the digit combinations that the selected
// cell's cage could hold (every set of different values of the cage's size adding up to its
// sum), those the board has ruled out struck through and greyed. The list is given whole
// (which combinations exist and which are ruled out is worked out on the session's side);
// it reads out as a list, each entry with its state ("1 5 9", "2 4 9, ruled out").
//
// By keyboard: the list wraps its entries into rows to save room, but Up and Down move
// entry by entry as Left and Right do (a screen reader says one combination at a time, in
// order, never jumps over those beside it), and a digit typed while the list has the focus
// goes to the board (setBoard), as if typed there: reading the combinations does not cost
// the player a trip back to place a value.
//
//   Cage 12 · 3 cells · 15
//   1 5 9   1 6 8   2 4 9   ~~2 5 8~~   ...

#include <QWidget>

#include <vector>

class QLabel;
class QListWidget;

namespace nonet::ui {

struct CombinationView {
    std::vector<int> values; // ascending
    bool ruledOut = false;
    bool operator==(const CombinationView&) const = default;
};

class CageCombinationsView : public QWidget {
    Q_OBJECT
public:
    explicit CageCombinationsView(QWidget* parent = nullptr);

    // `number`: the cage as the player counts it (1..); no cage (number 0) shows nothing.
    void setCage(int number, int cellCount, int sum, std::vector<CombinationView> combinations);
    void clear();

    QListWidget* list() const { return list_; }
    QString heading() const;
    // Where digit keys typed in the list go.
    void setBoard(QWidget* board) { board_ = board; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QLabel* heading_ = nullptr;
    QListWidget* list_ = nullptr;
    QWidget* board_ = nullptr;
};

} // namespace nonet::ui
