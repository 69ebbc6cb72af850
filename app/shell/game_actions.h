#pragma once
// Every action of the main window, with its text, shortcut and object name, so menus and the
// toolbar share one set (a shortcut exists once, a checked state shows in both places).
// Undo and Redo come from the session's QUndoStack and are added by MainWindow.
//
// Object names (tests and automation find them by these): actionNew, actionNewLevel-<key>,
// actionRestart, actionPause, actionQuit, actionNotesMode, actionAllNotes, actionClearNotes,
// actionAutoRemoveNotes, actionAbout.

#include "core/grader/level.h"

#include <QObject>

#include <array>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace nonet::app {

class GameActions : public QObject {
    Q_OBJECT
public:
    explicit GameActions(QWidget* window);

    QAction* newGame = nullptr;  // a new game at the last level
    std::array<QAction*, kLevelCount> newAtLevel{};
    QActionGroup* levels = nullptr; // exclusive: the checked one is the last level asked for
    QMenu* newMenu = nullptr;       // the levels, for the Game menu and the toolbar button
    QAction* restart = nullptr;
    QAction* pause = nullptr;       // checkable
    QAction* quit = nullptr;
    QAction* notesMode = nullptr;   // checkable
    QAction* allNotes = nullptr;
    QAction* clearNotes = nullptr;
    QAction* autoRemoveNotes = nullptr; // checkable preference
    QAction* about = nullptr;

    Level checkedLevel() const;
    void checkLevel(Level level);
};

} // namespace nonet::app
