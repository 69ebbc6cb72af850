#pragma once
// The Hint action's state: each press on the same position goes one stage further.
//
//   press 1  where to look        (the house or cells framed on the board)
//   press 2  technique + one-line explanation
//   press 3  the exact pattern: cells framed, candidates ringed, removals struck, in words
//   press 4  apply it (GameSession::play, one undo step)
//
// With a wrong entry on the board the hint does not teach: press 1 says a mistake exists,
// press 2 frames the wrong cells. Any change of the game starts over at press 1.
// The step is searched off the GUI thread (QtConcurrent): the easy techniques take
// microseconds, but the last resorts (forcing chains, trial) may take longer than a frame.

#include "core/game/hint.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <stop_token>

namespace nonet::ui {
class BoardWidget;
}

namespace nonet::app {

class GameSession;

class HintController : public QObject {
    Q_OBJECT
public:
    HintController(GameSession* session, ui::BoardWidget* board, QObject* parent = nullptr);
    ~HintController() override;

    // 0: nothing shown (or being computed); 1..4 as above.
    int stage() const { return stage_; }
    bool isBusy() const { return watcher_.isRunning(); }
    const Hint& hint() const { return hint_; }
    QString text() const { return text_; }

    // The next stage (starting the search on the first press).
    void next();
    // Forgets the hint and its highlight (the position changed).
    void clear();

signals:
    // What the hint says now; empty when no hint is shown.
    void textChanged(const QString& text);
    // A press showed something (statistics: the game was solved with help).
    void hintShown();

private:
    void onFound();
    void show();
    void setText(const QString& text);

    GameSession* session_;
    ui::BoardWidget* board_;
    QFutureWatcher<Hint> watcher_;
    std::stop_source stop_;
    Hint hint_;
    QString text_;
    int stage_ = 0;
    bool applying_ = false;
};

} // namespace nonet::app
