#pragma once
// The statistics, one row per level:
//
//   +-----------+---------+--------+---------------+-----------+---------+---------+--------+
//   | Level     | Started | Solved | Without hints | Best time | Average | Current | Best   |
//   |           |         |        |               |           |  time   | streak  | streak |
//   +-----------+---------+--------+---------------+-----------+---------+---------+--------+
//   [Reset...]                                                                     [Close]
//
// Reset asks first (the answer can be given by a test through confirmReset()).

#include "app/stats/game_statistics.h"

#include <QDialog>

#include <functional>

class QPushButton;
class QTableWidget;

namespace nonet::app {

class StatisticsDialog : public QDialog {
    Q_OBJECT
public:
    explicit StatisticsDialog(const GameStatistics& statistics, QWidget* parent = nullptr);

    void setStatistics(const GameStatistics& statistics);
    QTableWidget* table() const { return table_; }
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

    QTableWidget* table_ = nullptr;
    QPushButton* reset_ = nullptr;
};

} // namespace nonet::app
