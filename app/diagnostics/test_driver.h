#pragma once
// Test-only behaviour behind hidden command-line options, so a test can drive a real
// nonet process (the kill-and-resume test of tests/test_resume.cpp):
//
//   --test-play <ms>  every <ms> one move, through the same session calls the board uses:
//                     the solution's digit into the first empty cell; after each move
//                     "played <n> <81 values> elapsed=<ms on the clock>" on stdout, flushed
//                     at once
//   --test-report     right after start-up (autosave resumed): "state <81 values>
//                     paused=<0|1> moves=<n done> elapsed=<ms>" on stdout, then quit
//
// Values are digits with '.' for empty cells. Nothing here runs unless asked for.

#include <QObject>
#include <QTimer>

namespace nonet::app {

class GameSession;

class TestDriver : public QObject {
    Q_OBJECT
public:
    TestDriver(GameSession* session, QObject* parent);

    void startPlaying(int intervalMs);
    // Prints the state line and quits the application.
    void reportAndQuit();

private:
    void playOne();

    GameSession* session_;
    QTimer timer_;
    int played_ = 0;
};

} // namespace nonet::app
