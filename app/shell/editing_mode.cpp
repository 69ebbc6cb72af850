#include "app/shell/editing_mode.h"

#include "app/editor/editor_view.h"
#include "app/editor/puzzle_editor.h"
#include "app/session/game_session.h"
#include "app/shell/main_window.h"
#include "ui/board_widget.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QStackedWidget>
#include <QToolBar>

namespace nonet::app {

EditingMode::EditingMode(MainWindow* window, PuzzleEditor* editor) : QObject(window), window_(window), editor_(editor)
{
    game_ = window->takeCentralWidget();
    stack_ = new QStackedWidget(window);
    stack_->setObjectName(QStringLiteral("centralStack"));
    stack_->addWidget(game_);
    stack_->addWidget(editor->view());
    stack_->setCurrentWidget(game_);
    window->setCentralWidget(stack_);

    if (auto* game = window->findChild<QMenu*>(QStringLiteral("menuGame"))) game->insertAction(game->actions().value(1), editor->enterAction());
    // Quit keeps its shortcut while the menus are off: the editor carries it too.
    if (auto* quit = window->findChild<QAction*>(QStringLiteral("actionQuit"))) editor->view()->addAction(quit);

    connect(editor, &PuzzleEditor::opened, this, &EditingMode::enter);
    connect(editor, &PuzzleEditor::closed, this, &EditingMode::leave);
    connect(window->session(), &GameSession::reset, this, [this] { gameChanged_ = true; });
}

void EditingMode::enter()
{
    title_ = window_->windowTitle();
    gameChanged_ = false;
    stack_->setCurrentWidget(editor_->view());
    if (auto* bar = window_->findChild<QToolBar*>(QStringLiteral("gameToolBar"))) {
        toolBarVisible_ = !bar->isHidden(); // not isVisible(): at start-up the window is not shown yet
        bar->hide();
    }
    window_->menuBar()->setEnabled(false);
    // A drop would open a game behind the editor: none is taken while it is open.
    acceptedDrops_ = window_->acceptDrops();
    window_->setAcceptDrops(false);
    window_->setWindowTitle(tr("Nonet - Enter a Puzzle"));
}

void EditingMode::leave()
{
    stack_->setCurrentWidget(game_);
    if (auto* bar = window_->findChild<QToolBar*>(QStringLiteral("gameToolBar"))) bar->setVisible(toolBarVisible_);
    window_->menuBar()->setEnabled(true);
    window_->setAcceptDrops(acceptedDrops_);
    if (!gameChanged_) window_->setWindowTitle(title_);
    window_->board()->setFocus();
}

} // namespace nonet::app
