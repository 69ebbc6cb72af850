#pragma once
// The non-modal "Generating an Extreme puzzle... [Cancel]" strip of the status bar, shown
// while the player waits for a level the pool has run out of. The rest of the window stays
// usable; the game starts the moment the puzzle arrives.
//
//   [ (busy bar) Generating an Extreme puzzle...  [Cancel] ]
//
// It appears only when the wait lasts (a short delay), so a puzzle that is at hand never
// makes it flash.

#include "core/grader/level.h"

#include <QTimer>
#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;

namespace nonet::app {

class GeneratingNotice : public QWidget {
    Q_OBJECT
public:
    // `stillWaiting` is asked when the delay is over: show only if it says yes.
    GeneratingNotice(std::function<bool()> stillWaiting, QWidget* parent = nullptr);

    void waitFor(Level level, int delayMs = 250);
    // The same with other words (the daily puzzle).
    void waitFor(const QString& text, int delayMs = 250);
    void dismiss();
    QPushButton* cancelButton() const { return cancel_; }
    static QString textFor(Level level);

signals:
    void cancelRequested();

private:
    std::function<bool()> stillWaiting_;
    QTimer delay_;
    QLabel* label_ = nullptr;
    QPushButton* cancel_ = nullptr;
};

} // namespace nonet::app
