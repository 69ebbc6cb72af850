#pragma once
// A month of days for the daily puzzles: the days solved are marked by shape, so that the
// marks read in any palette and without colour vision, and every day is a table cell whose
// accessible name says its date, its puzzle's level and its result; a screen reader reads
// it day by day (ui::readAsCellGrid), not week by week.
//
//   [<]        December 2026        [>]
//    Mo  Tu  We  Th  Fr  Sa  Su
//        1●  2●  3○  4–  5   6        ● solved without hints, ○ with hints, – started
//
// Days before the first daily puzzle and after today cannot be chosen; the arrow keys move
// from day to day and week to week (across months: the table's own cursor would stop at the
// cells outside the month, which cannot be chosen), Page Up/Down by a month, Home/End to the
// first and last day of the month that can be chosen; Enter or a double click activates the
// chosen day.

#include "app/storage/daily_results.h"

#include <QDate>
#include <QWidget>

class QLabel;
class QTableWidget;
class QToolButton;

namespace nonet::app {

class DailyCalendar : public QWidget {
    Q_OBJECT
public:
    explicit DailyCalendar(QWidget* parent = nullptr);

    void setResults(const DailyResults& results, const QDate& today);
    QDate selectedDate() const { return selected_; }
    void setSelectedDate(const QDate& date); // clamped to the days that can be chosen
    QDate minimumDate() const;
    QDate maximumDate() const { return today_; }
    QTableWidget* days() const { return table_; }

    // The mark of a day's result: "●", "○", "–" or nothing.
    static QString markOf(const DailyRecord* record);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void selectionChanged();
    void activated(const QDate& date);

private:
    void showMonth(int year, int month);
    void onCellChosen(int row, int column);
    QDate dateAt(int row, int column) const;
    // The day a navigation key leads to from the selected day, or an invalid date when the
    // key is not one of them.
    QDate dayForKey(int key) const;

    QToolButton* previous_ = nullptr;
    QToolButton* next_ = nullptr;
    QLabel* month_ = nullptr;
    QTableWidget* table_ = nullptr;
    DailyResults results_;
    QDate today_ = QDate::currentDate();
    QDate selected_ = QDate::currentDate();
    QDate first_; // the Monday of the first row shown
    QDate shown_; // the first day of the month shown
    bool stale_ = true; // the days shown need filling anew (new results, a new today)
    bool filling_ = false;
};

} // namespace nonet::app
