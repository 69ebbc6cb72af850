#pragma once
// The statistics of one variant (Classic first; the player picks), one row per level:
//
//   Variant: [Classic v]
//   +-----------+---------+--------+---------------+-----------+---------+---------+--------+
//   | Level     | Started | Solved | Without hints | Best time | Average | Current | Best   |
//   |           |         |        |               |           |  time   | streak  | streak |
//   +-----------+---------+--------+---------------+-----------+---------+---------+--------+
//   [Reset...]                                                                     [Close]
//
// The classic game has a row for every level; a variant one for each level it offers, plus
// any other it has games at (a 16×16 from a link can grade Extreme). Reset asks first (the
// answer can be given by a test through confirmReset()) and clears every variant.

#include "app/storage/game_statistics.h"

#include <QDialog>

#include <functional>
#include <vector>

class QComboBox;
class QPushButton;
class QTableWidget;

namespace nonet::app {

class StatisticsDialog : public QDialog {
    Q_OBJECT
public:
    explicit StatisticsDialog(const GameStatistics& statistics, QWidget* parent = nullptr);

    void setStatistics(const GameStatistics& statistics);
    // Shows the variant's table (the choice follows).
    void showVariant(Variant variant);
    Variant variant() const;
    QComboBox* variantChoice() const { return variantChoice_; }
    QTableWidget* table() const { return table_; }
    // The level shown in a row of the table.
    Level levelAt(int row) const { return rowLevels_.at(row); }
    QPushButton* resetButton() const { return reset_; }
    // Asks "Reset all statistics?"; replaceable for tests.
    std::function<bool(QWidget*)> confirmReset;

signals:
    // Confirmed: the owner clears the statistics (and calls setStatistics).
    void resetRequested();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void fitTable();
    void fillTable();

    GameStatistics statistics_;
    std::vector<Level> rowLevels_;
    QComboBox* variantChoice_ = nullptr;
    QTableWidget* table_ = nullptr;
    QPushButton* reset_ = nullptr;
};

} // namespace nonet::app
