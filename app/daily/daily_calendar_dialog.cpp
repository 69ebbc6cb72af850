#include "app/daily/daily_calendar_dialog.h"

#include "app/daily/daily_calendar.h"
#include "app/daily/daily_recorder.h"
#include "app/session/level_names.h"
#include "core/daily/daily_schedule.h"
#include "ui/timer_label.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <chrono>

namespace nonet::app {

DailyCalendarDialog::DailyCalendarDialog(DailyRecorder* recorder, QWidget* parent) : QDialog(parent), recorder_(recorder)
{
    setWindowTitle(tr("Daily Puzzles"));
    setObjectName(QStringLiteral("dailyCalendarDialog"));
    setAccessibleName(tr("Daily puzzles"));

    streaks_ = new QLabel(this);
    streaks_->setObjectName(QStringLiteral("dailyStreaks"));
    streaks_->setAccessibleName(tr("Streaks"));
    calendar_ = new DailyCalendar(this);
    auto* legend = new QLabel(tr("\u25cf solved without hints    \u25cb solved with hints    \u2013 started"), this);
    legend->setObjectName(QStringLiteral("dailyLegend"));
    legend->setAccessibleName(tr("Legend"));
    day_ = new QLabel(this);
    day_->setObjectName(QStringLiteral("dailyDay"));
    day_->setAccessibleName(tr("Chosen day"));
    day_->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    play_ = buttons->addButton(tr("&Play This Day"), QDialogButtonBox::AcceptRole);
    play_->setObjectName(QStringLiteral("playDay"));
    play_->setAccessibleName(tr("Play the chosen day's puzzle"));
    play_->setToolTip(tr("Start the chosen day's puzzle as a new game"));
    copy_ = buttons->addButton(tr("&Copy Result"), QDialogButtonBox::ActionRole);
    copy_->setObjectName(QStringLiteral("copyResult"));
    copy_->setAccessibleName(tr("Copy the chosen day's result line"));
    copy_->setToolTip(tr("Copy the result line with its check code, to share"));
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    buttons->button(QDialogButtonBox::Close)->setToolTip(tr("Close the calendar"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(play_, &QPushButton::clicked, this, [this] {
        emit playRequested(selectedDay());
        accept();
    });
    connect(copy_, &QPushButton::clicked, this, [this] {
        if (const auto line = recorder_->resultLine(selectedDay())) {
            QGuiApplication::clipboard()->setText(*line);
            day_->setText(day_->text() + QLatin1Char('\n') + tr("Copied: %1").arg(*line));
        }
    });
    connect(calendar_, &DailyCalendar::selectionChanged, this, &DailyCalendarDialog::refreshDay);
    connect(calendar_, &DailyCalendar::activated, play_, &QPushButton::click);
    connect(recorder_, &DailyRecorder::resultsChanged, this, &DailyCalendarDialog::refresh);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(streaks_);
    layout->addWidget(calendar_);
    layout->addWidget(legend);
    layout->addWidget(day_);
    layout->addWidget(buttons);
    refresh();
    calendar_->setSelectedDate(qDate(recorder_->today()));
    calendar_->days()->setFocus();
}

CivilDate DailyCalendarDialog::selectedDay() const { return civilDate(calendar_->selectedDate()); }

void DailyCalendarDialog::refresh()
{
    const CivilDate today = recorder_->today();
    calendar_->setResults(recorder_->results(), qDate(today));
    const Streaks streaks = recorder_->results().streaks(today);
    streaks_->setText(tr("Days in a row: %1 now, %2 at the longest").arg(streaks.current).arg(streaks.longest));
    refreshDay();
}

void DailyCalendarDialog::refreshDay()
{
    const CivilDate day = selectedDay();
    const QString date = QLocale().toString(calendar_->selectedDate(), QLocale::LongFormat);
    const QString level = levelTitle(dailyLevel(day));
    const DailyRecord* record = recorder_->results().find(day);
    QString text;
    if (record != nullptr && record->solved) {
        const QString time = ui::TimerLabel::format(std::chrono::seconds(record->seconds));
        text = record->usedHints ? tr("%1: %2, solved in %3 with hints").arg(date, level, time)
                                 : tr("%1: %2, solved in %3 without hints").arg(date, level, time);
    } else if (record != nullptr) {
        text = tr("%1: %2, started, not solved yet").arg(date, level);
    } else {
        text = tr("%1: %2, not played").arg(date, level);
    }
    day_->setText(text);
    copy_->setEnabled(record != nullptr && record->solved);
    play_->setEnabled(hasDailyPuzzle(day) && day <= recorder_->today());
}

} // namespace nonet::app
