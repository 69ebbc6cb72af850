#pragma once
// The game window as the window tests drive it (tests that link nonet_app):
//
//   showWindow()   the bundled puzzles in a fixed order (seed 1), 900 x 660, shown, active
//                  (so that shortcuts work) and the board holding the keyboard focus
//   action(window, "actionNew")   one of its actions by object name (child<QAction>)
//   freshRecord(variant)           the puzzle of the variant's demo game, not yet played
//                                  (app/diagnostics/demo_game.h)
//   windowPlaying(variant)         showWindow() playing that puzzle
//   PlayerStart(folder, &now)      a start of Nonet on a data folder as a player's run makes
//                                  it (GameFiles::resume: the autosaved game back, or a new
//                                  one), its clock reading `now`; quit() closes the window as
//                                  File ▸ Quit does

#include "app/diagnostics/demo_game.h"
#include "app/files/game_files.h"
#include "app/files/import_job.h"
#include "app/pool/bundled_puzzles.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/shell/main_window.h"
#include "tests/fixtures.h"
#include "ui/board_widget.h"

#include <QAction>
#include <QTest>

#include <memory>

namespace nonet::test {

inline std::unique_ptr<app::MainWindow> showWindow()
{
    auto window = std::make_unique<app::MainWindow>(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1));
    window->resize(900, 660);
    window->show();
    if (!QTest::qWaitForWindowActive(window.get())) qWarning("window not active");
    window->board()->setFocus();
    return window;
}

inline QAction* action(const QObject& window, const char* name) { return child<QAction>(window, name); }

inline GameRecord freshRecord(Variant variant)
{
    const std::optional<GameRecord> demo = variant == Variant::Classic ? app::demoRecord(app::BundledPuzzles::loadBuiltIn().puzzles)
                                                                       : app::demoRecord(variant);
    GameRecord record;
    if (demo) record.puzzle = demo->puzzle;
    return record;
}

inline std::unique_ptr<app::MainWindow> windowPlaying(Variant variant)
{
    auto window = showWindow();
    if (!window->session()->restore(freshRecord(variant))) qWarning("the game could not be restored");
    window->board()->setFocus();
    return window;
}

struct PlayerStart {
    PlayerStart(const QString& folder, const qint64* now)
        : window(std::make_unique<app::MainWindow>(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1),
                                                   [now] { return *now; }, nullptr, app::MainWindow::FirstGame::Later))
    {
        files = new app::GameFiles(window.get(), window->session(), {folder, &app::ImportJob::gradeLevel});
        window->attachFiles(*files);
        resumed = files->resume();
        if (!resumed) window->startFirstGame();
        window->resize(900, 660);
        window->show();
    }
    app::GameSession* session() const { return window->session(); }
    bool quit() const { return window->close(); }

    std::unique_ptr<app::MainWindow> window;
    app::GameFiles* files = nullptr;
    bool resumed = false;
};

} // namespace nonet::test
