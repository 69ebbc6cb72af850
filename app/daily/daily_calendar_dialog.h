#pragma once
// Game > Daily Calendar...: the current and past months with the days solved (with or
// without hints), today's streak and the longest, and the chosen day's result. A past day
// can be played; a solved day's result line can be copied to share.
//
//   Current streak: 3 days   Longest: 9 days
//   +----------------------------+
//   |   December 2026  < >       |
//   |  Mo Tu We Th Fr Sa Su      |
//   |   .  1● 2● 3○ 4  ...       |
//   +----------------------------+
//   ● solved without hints  ○ solved with hints  – started
//   Tuesday, 1 December 2026: Easy, solved in 7:42 without hints
//   [Play This Day] [Copy Result]                      [Close]

#include "core/daily/civil_date.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace nonet::app {

class DailyCalendar;
class DailyRecorder;

class DailyCalendarDialog : public QDialog {
    Q_OBJECT
public:
    DailyCalendarDialog(DailyRecorder* recorder, QWidget* parent = nullptr);

    DailyCalendar* calendar() const { return calendar_; }
    QLabel* streakLabel() const { return streaks_; }
    QLabel* dayLabel() const { return day_; }
    QPushButton* playButton() const { return play_; }
    QPushButton* copyButton() const { return copy_; }
    CivilDate selectedDay() const;

signals:
    void playRequested(nonet::CivilDate date);

private:
    void refresh();
    void refreshDay();

    DailyRecorder* recorder_;
    DailyCalendar* calendar_ = nullptr;
    QLabel* streaks_ = nullptr;
    QLabel* day_ = nullptr;
    QPushButton* play_ = nullptr;
    QPushButton* copy_ = nullptr;
};

} // namespace nonet::app
