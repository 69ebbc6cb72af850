#pragma once
// The signals that ask a program to end - SIGTERM (a logout, `kill`, a service manager),
// SIGINT (Ctrl+C in the terminal that started Nonet) and SIGHUP (that terminal closed) -
// end Nonet as File ▸ Quit does: the window closes, which writes the game and its clock
// first (and asks when that write fails, app/files/quit_saver.h), instead of the process
// vanishing with the time played since the last move.
//
//   signal handler --one byte--> socket pair --QSocketNotifier, GUI thread--> window->close()
//
// The handler only writes a byte (all a handler may safely do); everything else runs on the
// GUI thread when the event loop reads it.

#include <QObject>
#include <QPointer>

class QSocketNotifier;
class QWidget;

namespace nonet::app {

class QuitSignals : public QObject {
    Q_OBJECT
public:
    // One per process: the handlers are the process's.
    explicit QuitSignals(QWidget* window);
    ~QuitSignals() override;

private:
    void onSignal();

    QPointer<QWidget> window_;
    QSocketNotifier* notifier_ = nullptr;
};

} // namespace nonet::app
