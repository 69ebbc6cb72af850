#include "app/shell/auto_pause.h"

#include "app/session/game_session.h"

#include <QEvent>
#include <QGuiApplication>
#include <QWidget>

namespace nonet::app {

AutoPause::AutoPause(QWidget* window, GameSession* session, int graceMs) : QObject(window), window_(window), session_(session)
{
    grace_.setSingleShot(true);
    grace_.setInterval(graceMs);
    connect(&grace_, &QTimer::timeout, this, &AutoPause::pause);
    window_->installEventFilter(this);
    if (auto* application = qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        connect(application, &QGuiApplication::applicationStateChanged, this, &AutoPause::onApplicationStateChanged);
}

void AutoPause::setEnabled(bool on)
{
    enabled_ = on;
    if (!on) grace_.stop();
}

bool AutoPause::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == window_ && event->type() == QEvent::WindowStateChange && window_->isMinimized()) pause();
    return QObject::eventFilter(watched, event);
}

void AutoPause::onApplicationStateChanged(Qt::ApplicationState state)
{
    if (state == Qt::ApplicationActive)
        grace_.stop(); // back in time: no pause, and never a resume
    else if (enabled_ && window_->isVisible()) // a window never shown (tests, a closing one) has nothing to hide
        grace_.start();
}

void AutoPause::pause()
{
    grace_.stop();
    if (enabled_ && window_->isVisible() && session_->isPlayable()) session_->setPaused(true);
}

} // namespace nonet::app
