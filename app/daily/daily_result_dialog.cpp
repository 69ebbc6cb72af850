#include "app/daily/daily_result_dialog.h"

#include "app/daily/daily_recorder.h"
#include "app/session/level_names.h"
#include "ui/timer_label.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <chrono>

namespace nonet::app {

DailyResultDialog::DailyResultDialog(DailyRecorder* recorder, CivilDate date, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Daily Puzzle Solved"));
    setObjectName(QStringLiteral("dailyResultDialog"));
    setAccessibleName(tr("Daily puzzle solved"));

    const auto result = recorder->resultOf(date);
    const QString day = QLocale().toString(qDate(date), QLocale::LongFormat);
    QString text;
    if (result) {
        const QString level = levelTitle(result->level);
        const QString time = ui::TimerLabel::format(std::chrono::seconds(result->seconds));
        text = result->usedHints ? tr("You solved the daily puzzle of %1 (%2) in %3 with hints.").arg(day, level, time)
                                 : tr("You solved the daily puzzle of %1 (%2) in %3 without hints.").arg(day, level, time);
    }
    const Streaks streaks = recorder->results().streaks(recorder->today());
    auto* summary = new QLabel(text + QLatin1Char('\n') + tr("Days in a row: %1").arg(streaks.current), this);
    summary->setObjectName(QStringLiteral("dailyResultSummary"));
    summary->setAccessibleName(tr("Result"));
    summary->setWordWrap(true);
    auto* share = new QLabel(tr("Share this line; anyone with Nonet can check it with Help ▸ Check a Result…"), this);
    share->setWordWrap(true);
    line_ = new QLineEdit(recorder->resultLine(date).value_or(QString()), this);
    line_->setObjectName(QStringLiteral("dailyResultLine"));
    line_->setAccessibleName(tr("Result line to share"));
    line_->setReadOnly(true);
    line_->setAccessibleDescription(tr("The line to paste in a message; select it or use Copy Result"));
    line_->setMinimumWidth(line_->fontMetrics().horizontalAdvance(line_->text()) + 24);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    copy_ = buttons->addButton(tr("&Copy Result"), QDialogButtonBox::ActionRole);
    copy_->setObjectName(QStringLiteral("copyDailyResult"));
    copy_->setAccessibleName(tr("Copy the result line"));
    copy_->setToolTip(tr("Copy the result line with its check code, to share"));
    copy_->setDefault(true);
    auto* calendar = buttons->addButton(tr("C&alendar…"), QDialogButtonBox::ActionRole);
    calendar->setObjectName(QStringLiteral("openDailyCalendar"));
    calendar->setAccessibleName(tr("Open the daily calendar"));
    calendar->setToolTip(tr("The days you solved and your streaks"));
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    buttons->button(QDialogButtonBox::Close)->setToolTip(tr("Close this message"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(copy_, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(line_->text());
        copy_->setText(tr("Copied"));
    });
    connect(calendar, &QPushButton::clicked, this, [this] {
        emit calendarRequested();
        accept();
    });

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(share);
    layout->addWidget(line_);
    layout->addWidget(buttons);
    copy_->setFocus();
}

} // namespace nonet::app
