#pragma once
// The game window as the window tests drive it (tests that link nonet_app):
//
//   showWindow()   the bundled puzzles in a fixed order (seed 1), 900 x 660, shown, active
//                  (so that shortcuts work) and the board holding the keyboard focus
//   action(window, "actionNew")   one of its actions by object name (child<QAction>)

#include "app/pool/bundled_puzzles.h"
#include "app/pool/new_game_provider.h"
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

} // namespace nonet::test
