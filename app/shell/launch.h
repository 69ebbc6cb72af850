#pragma once
// How nonet runs this time, and the start that follows from it. main() reads the command
// line into LaunchOptions; Launch builds what that run needs and shows the window.
//
//   run                 New's puzzles from       files in          first game
//   a player's          the background pool      the data folder   the autosaved game, else a
//                                                                  new one; then [game], if any
//   --demo-state        the bundled list         a scratch folder  the demo position, clock frozen
//   --screenshot FILE   the bundled list         a scratch folder  a bundled puzzle (or the demo);
//                                                                  saves the window and quits
//   --demo-variant V    the bundled list         a scratch folder  the variant's demo position,
//                                                                  clock frozen (--screenshot
//                                                                  saves it)
//   --measure-startup   the bundled list         a scratch folder  a bundled puzzle; prints the
//                                                                  time to the first paint, quits
//
// Runs that are not a player's must not touch the player's files: they neither spend the
// pool's puzzles nor add to the puzzles seen, and resume nothing. The hidden --test-play and
// --test-report options add the test driver (app/diagnostics/test_driver.h) to a run.
//
// A player's run (without the test driver, whose runs tests start side by side on purpose)
// is the only Nonet of its user, display and data folder (app/instance/single_instance.h):
// when one runs already, start() hands [game] over to it and builds nothing.

#include <QElapsedTimer>
#include <QString>
#include <QTemporaryDir>

#include <memory>
#include <optional>

class QCoreApplication;

namespace nonet::app {

class GameFiles;
class MainWindow;
class PuzzlePool;
class PictureOpener;
class PuzzleEditor;
class PuzzleSource;
class SingleInstance;

struct LaunchOptions {
    bool demo = false;
    bool measureStartup = false;
    QString screenshotFile; // empty: no screenshot
    QString demoVariant;    // a variant key ("4x4", "jigsaw", ...); empty: none
    std::optional<int> testPlayMs;
    bool testReport = false;
    QString game; // a link, puzzle text or file to open; empty: none

    // Neither a demo, a screenshot nor a measurement.
    bool isPlayerRun() const { return !demo && !measureStartup && screenshotFile.isEmpty() && demoVariant.isEmpty(); }
    // The command line (--help and --version print and quit here).
    static LaunchOptions fromCommandLine(const QCoreApplication& app);
};

class Launch {
public:
    // sinceMain: started first thing in main(), for --measure-startup.
    Launch(LaunchOptions options, const QElapsedTimer& sinceMain);
    ~Launch();

    // Builds the window for the run and shows it; false (with a line on stderr) when the
    // run cannot start.
    bool start();
    // start() handed the run over to the Nonet already running: this process is done.
    bool handedOver() const { return handedOver_; }

private:
    void attachPool(PuzzlePool* pool);
    void attachPrinting(PuzzleSource* source);
    PuzzleEditor* attachEditor(const QString& dataDirectory);
    void scheduleScreenshot();
    bool showDemo();

    LaunchOptions options_;
    QElapsedTimer sinceMain_;
    std::optional<QTemporaryDir> scratch_; // outlives the window, whose files it holds
    std::unique_ptr<SingleInstance> instance_; // listening for later launches, if this is the first
    std::unique_ptr<MainWindow> window_;
    PictureOpener* pictures_ = nullptr; // File ▸ Open Picture… (attachEditor)
    bool handedOver_ = false;
};

} // namespace nonet::app
