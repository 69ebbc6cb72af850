#include "ui/timer_label.h"

#include "ui/accessibility/button_accessible.h"

#include <QKeyEvent>
#include <QStyle>
#include <QStyleOptionToolButton>

#include <algorithm>

namespace nonet::ui {

TimerLabel::TimerLabel(QWidget* parent) : QToolButton(parent)
{
    ButtonAccessible::install();
    setAutoRaise(true);
    setFocusPolicy(Qt::StrongFocus);
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    setAccessibleName(tr("Stopwatch"));
    connect(this, &QToolButton::clicked, this, &TimerLabel::pauseToggleRequested);
    refresh();
}

QString TimerLabel::format(std::chrono::milliseconds elapsed)
{
    const long long total = std::max<long long>(0, elapsed.count() / 1000);
    const long long hours = total / 3600;
    const long long minutes = (total / 60) % 60;
    const long long seconds = total % 60;
    const QChar zero(u'0');
    if (hours > 0)
        return QStringLiteral("%1:%2:%3").arg(hours).arg(minutes, 2, 10, zero).arg(seconds, 2, 10, zero);
    return QStringLiteral("%1:%2").arg(minutes).arg(seconds, 2, 10, zero);
}

void TimerLabel::setElapsed(std::chrono::milliseconds elapsed)
{
    // Repaint only when the shown second changes (the session may tick more often).
    const bool sameSecond = elapsed.count() / 1000 == elapsed_.count() / 1000;
    elapsed_ = elapsed;
    if (!sameSecond)
        refresh();
}

void TimerLabel::setPaused(bool paused)
{
    if (paused == paused_)
        return;
    paused_ = paused;
    refresh();
}

QString TimerLabel::spoken() const
{
    const long long total = std::max<long long>(0, elapsed_.count() / 1000);
    const int hours = static_cast<int>(total / 3600);
    const int minutes = static_cast<int>((total / 60) % 60);
    const int seconds = static_cast<int>(total % 60);
    // Whole words for screen readers; one string per plural form keeps English right
    // without a translation file.
    QString text = seconds == 1 ? tr("1 second") : tr("%1 seconds").arg(seconds);
    if (hours > 0 || minutes > 0)
        text = (minutes == 1 ? tr("1 minute") : tr("%1 minutes").arg(minutes)) + QLatin1Char(' ') + text;
    if (hours > 0)
        text = (hours == 1 ? tr("1 hour") : tr("%1 hours").arg(hours)) + QLatin1Char(' ') + text;
    return text;
}

void TimerLabel::refresh()
{
    const QString time = format(elapsed_);
    setText(time);
    setIcon(paused_ ? style()->standardIcon(QStyle::SP_MediaPause, nullptr, this) : QIcon());
    setToolTip(paused_ ? tr("Paused. Click to resume.") : tr("Elapsed time. Click to pause; the board is hidden while paused."));
    updateGeometry();
}

QString TimerLabel::spokenDescription() const
{
    return paused_ ? tr("%1 elapsed, paused. Press to resume.").arg(spoken()) : tr("%1 elapsed. Press to pause.").arg(spoken());
}

QSize TimerLabel::sizeHint() const
{
    // The widest look of the current format: digits replaced by '0' (tabular in common
    // fonts, and the widest in the rest) plus the pause icon, so toggling never resizes.
    QStyleOptionToolButton option;
    initStyleOption(&option);
    QString widest = format(elapsed_);
    for (QChar& c : widest)
        if (c.isDigit())
            c = QLatin1Char('0');
    const QFontMetrics metrics = fontMetrics();
    const QSize icon = iconSize();
    const QSize contents(icon.width() + 4 + metrics.horizontalAdvance(widest) + metrics.averageCharWidth(),
                         std::max(icon.height(), metrics.height()));
    option.toolButtonStyle = Qt::ToolButtonTextBesideIcon;
    option.icon = style()->standardIcon(QStyle::SP_MediaPause, nullptr, this);
    option.text = widest;
    return style()->sizeFromContents(QStyle::CT_ToolButton, &option, contents, this);
}

void TimerLabel::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        click();
        return;
    }
    QToolButton::keyPressEvent(event);
}

void TimerLabel::changeEvent(QEvent* event)
{
    QToolButton::changeEvent(event);
    if (event->type() == QEvent::StyleChange)
        refresh();
}

} // namespace nonet::ui
