#include "app/shell/editing_mode.h"

#include "app/editor/editor_view.h"
#include "app/editor/puzzle_editor.h"
#include "app/help/guide_section.h"
#include "app/session/game_session.h"
#include "app/shell/main_window.h"
#include "app/shell/menu_layout.h"
#include "ui/board_widget.h"

#include <QAction>
#include <QLabel>
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

    window->menus()->add(MenuPlace::GameStart, editor->enterAction());
    // Quit and the user guide (F1) keep their shortcuts while the menus are off: the editor
    // carries them too.
    for (const char* name : {"actionQuit", "actionUserGuide"})
        if (auto* action = window->findChild<QAction*>(QString::fromLatin1(name))) editor->view()->addAction(action);

    connect(editor, &PuzzleEditor::opened, this, &EditingMode::enter);
    connect(editor, &PuzzleEditor::closed, this, &EditingMode::leave);
    connect(window->session(), &GameSession::reset, this, [this] { gameChanged_ = true; });
}

void EditingMode::enter()
{
    title_ = window_->windowTitle();
    gameChanged_ = false;
    stack_->setCurrentWidget(editor_->view());
    QToolBar* bar = window_->menus()->toolBar();
    toolBarVisible_ = !bar->isHidden(); // not isVisible(): at start-up the window is not shown yet
    bar->hide();
    window_->menuBar()->setEnabled(false);
    // The game's figures (level, filled cells, mistakes) are not the puzzle being entered's.
    if (auto* status = window_->findChild<QLabel*>(QStringLiteral("gameStatus"))) status->hide();
    // A drop would open a game behind the editor: none is taken while it is open.
    acceptedDrops_ = window_->acceptDrops();
    window_->setAcceptDrops(false);
    window_->setWindowTitle(tr("Nonet - Enter a Puzzle"));
    setGuideSection(window_, GuideSection::Editor);
}

void EditingMode::leave()
{
    stack_->setCurrentWidget(game_);
    clearGuideSection(window_);
    window_->menus()->toolBar()->setVisible(toolBarVisible_);
    window_->menuBar()->setEnabled(true);
    if (auto* status = window_->findChild<QLabel*>(QStringLiteral("gameStatus"))) status->show();
    window_->setAcceptDrops(acceptedDrops_);
    if (!gameChanged_) window_->setWindowTitle(title_);
    window_->board()->setFocus();
}

} // namespace nonet::app
