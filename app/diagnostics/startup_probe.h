#pragma once
// `nonet --measure-startup`: how long from launch to a playable board. Watches the board
// for its first paint, prints the times on stdout and quits.
//
//   since main():          a QElapsedTimer started first thing in main()
//   since process start:   Linux only, from /proc (10 ms resolution): includes loading the
//                          Qt libraries before main() runs
//   CPU time:              user + system time of the process until then (getrusage); on a
//                          busy machine the wall-clock figures grow with the load, this
//                          one hardly does, so it tells what an idle machine would show

#include <QElapsedTimer>
#include <QObject>

class QWidget;

namespace nonet::app {

class StartupProbe : public QObject {
    Q_OBJECT
public:
    StartupProbe(QWidget* board, const QElapsedTimer& sinceMain, QObject* parent = nullptr);

    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void report();

    QWidget* board_;
    QElapsedTimer sinceMain_;
    qint64 firstPaintMs_ = -1;
    double processAgeMs_ = -1;
    double cpuMs_ = -1;
};

} // namespace nonet::app
