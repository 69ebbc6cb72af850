#include "app/daily/result_check_dialog.h"

#include "app/daily/daily_recorder.h"
#include "app/session/level_names.h"
#include "ui/timer_label.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <chrono>

namespace nonet::app {

namespace {

QString unreadable(ResultLineError::Code code)
{
    switch (code) {
    case ResultLineError::Code::NoResult:
        return ResultCheckDialog::tr("This is not a whole Nonet daily result: paste the line from “Nonet daily” to its check code.");
    case ResultLineError::Code::BadDate:
        return ResultCheckDialog::tr("The date does not read: it must be a day from 2026-01-01 on, written as YYYY-MM-DD.");
    case ResultLineError::Code::BadLevel: return ResultCheckDialog::tr("The level is not one of Nonet's levels.");
    case ResultLineError::Code::BadTime: return ResultCheckDialog::tr("The time does not read: it is written like 7:42 or 1:02:03.");
    case ResultLineError::Code::BadHints: return ResultCheckDialog::tr("The line must say “no hints” or “with hints”.");
    case ResultLineError::Code::BadCode:
        return ResultCheckDialog::tr("The check code does not read: it is eight letters and digits, like 3F7K-Q2MD.");
    case ResultLineError::Code::Extra: return ResultCheckDialog::tr("The line has more fields than a result.");
    }
    return {};
}

} // namespace

ResultCheckDialog::ResultCheckDialog(QWidget* parent)
    : QDialog(parent), job_([this](const ResultCheck& result) { onChecked(result); })
{
    setWindowTitle(tr("Check a Result"));
    setObjectName(QStringLiteral("resultCheckDialog"));
    setAccessibleName(tr("Check a daily result"));

    auto* intro = new QLabel(tr("Paste a daily result line a player shared. Nonet makes that day's puzzle and "
                                "checks the code at the end of the line."),
                             this);
    intro->setWordWrap(true);
    edit_ = new QPlainTextEdit(this);
    edit_->setObjectName(QStringLiteral("resultLine"));
    edit_->setAccessibleName(tr("Result line"));
    edit_->setAccessibleDescription(tr("The line to check, starting with “Nonet daily”."));
    edit_->setTabChangesFocus(true);
    edit_->setMaximumHeight(edit_->fontMetrics().lineSpacing() * 4);
    const QString clipboard = QGuiApplication::clipboard()->text();
    if (clipboard.contains(QLatin1String("Nonet daily"), Qt::CaseInsensitive)) edit_->setPlainText(clipboard.trimmed());
    verdict_ = new QLabel(this);
    verdict_->setObjectName(QStringLiteral("resultVerdict"));
    verdict_->setAccessibleName(tr("Verdict"));
    verdict_->setWordWrap(true);
    verdict_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    verdict_->setAccessibleDescription(tr("What the check found"));
    auto* proves = new QLabel(tr("A genuine code shows that the line is unchanged since Nonet wrote it. It cannot show "
                                 "that a person solved the puzzle in that time: there is no secret and no server."),
                              this);
    proves->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    check_ = buttons->addButton(tr("C&heck"), QDialogButtonBox::ActionRole);
    check_->setObjectName(QStringLiteral("checkResult"));
    check_->setAccessibleName(tr("Check the result line"));
    check_->setToolTip(tr("Make that day's puzzle and compare the check code"));
    check_->setDefault(true);
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    buttons->button(QDialogButtonBox::Close)->setToolTip(tr("Close the check"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(check_, &QPushButton::clicked, this, &ResultCheckDialog::startCheck);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(edit_);
    layout->addWidget(verdict_);
    layout->addWidget(proves);
    layout->addWidget(buttons);
    // Room for a whole result line on one row; the wrapped sentences take their height from it.
    setMinimumWidth(std::max(480, edit_->fontMetrics().horizontalAdvance(QString(60, QLatin1Char('M'))) * 2 / 3));
    edit_->setFocus();
}

ResultCheckDialog::~ResultCheckDialog() = default; // job_ stops and waits

void ResultCheckDialog::startCheck()
{
    if (job_.isBusy()) return;
    check_->setEnabled(false);
    verdict_->setText(tr("Checking…"));
    job_.start([text = edit_->toPlainText().toStdString()](std::stop_token stop) { return checkResultLine(text, std::move(stop)); });
}

void ResultCheckDialog::onChecked(const ResultCheck& result)
{
    check_->setEnabled(true);
    if (result.verdict == ResultCheck::Verdict::Stopped) return;
    const QString text = describe(result);
    verdict_->setText(text);
    emit checked(text);
}

QString ResultCheckDialog::describe(const ResultCheck& check)
{
    if (check.verdict == ResultCheck::Verdict::Unreadable || !check.parsed.result) return unreadable(check.parsed.error.code);
    const DailyResult& result = *check.parsed.result;
    const QString date = QLocale().toString(qDate(result.date), QLocale::LongFormat);
    const QString level = levelTitle(result.level);
    const QString time = ui::TimerLabel::format(std::chrono::seconds(result.seconds));
    switch (check.verdict) {
    case ResultCheck::Verdict::Genuine:
        return result.usedHints ? tr("Genuine: %1, %2, solved in %3 with hints.").arg(date, level, time)
                                : tr("Genuine: %1, %2, solved in %3 without hints.").arg(date, level, time);
    case ResultCheck::Verdict::WrongLevel:
        return tr("Not genuine: the puzzle of %1 is not %2.").arg(date, level);
    case ResultCheck::Verdict::Altered:
        return tr("Not genuine: the check code does not match this date, time and hints. The line was changed or made up.");
    case ResultCheck::Verdict::Unreadable:
    case ResultCheck::Verdict::Stopped: break;
    }
    return {};
}

} // namespace nonet::app
