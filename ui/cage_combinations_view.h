#pragma once
// The combination helper beside a Killer board: the digit combinations that the selected
// cell's cage could hold (every set of different values of the cage's size adding up to its
// sum), those the board has ruled out struck through and greyed. The list is given whole
// (which combinations exist and which are ruled out is worked out on the session's side);
// it reads out as a list, each entry with its state ("1 5 9", "2 4 9, ruled out").
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

private:
    QLabel* heading_ = nullptr;
    QListWidget* list_ = nullptr;
};

} // namespace nonet::ui
