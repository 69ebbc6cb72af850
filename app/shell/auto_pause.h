#pragma once
// Pauses the game when the player is away from it, so that the stopwatch counts playing
// time only - and covers the board as a manual pause does, so a paused game cannot be
// studied with the clock stopped (what made a plain auto-pause abusable).
//
//   window minimised                    --> pause at once
//   Nonet loses the focus (another      --> pause after graceMs, unless it has the focus
//   application is active)                  back by then (a glance at a chat window)
//   Nonet is active again, window shown --> nothing: only the player resumes (click the
//                                           cover, Space, P)
//
// A preference (Edit ▸ Preferences, "game/autoPause"), on by default.

#include <QObject>
#include <QTimer>

class QWidget;

namespace nonet::app {

class GameSession;

class AutoPause : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultGraceMs = 3000;

    AutoPause(QWidget* window, GameSession* session, int graceMs = kDefaultGraceMs);

    bool isEnabled() const { return enabled_; }
    void setEnabled(bool on);
    // How long Nonet may be without the focus before it pauses (tests shorten it).
    void setGraceMs(int ms) { grace_.setInterval(ms); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onApplicationStateChanged(Qt::ApplicationState state);
    void pause();

    QWidget* window_;
    GameSession* session_;
    QTimer grace_;
    bool enabled_ = true;
};

} // namespace nonet::app
