#pragma once
// Every action of the main window, with its text, shortcut and object name, so menus and the
// toolbar share one set (a shortcut exists once, a checked state shows in both places).
// Undo and Redo come from the session's QUndoStack and are added by MainWindow.
//
// Object names (tests and automation find them by these): actionNew, actionNewLevel-<key>,
// actionRestart, actionPause, actionQuit, actionNotesMode, actionAllNotes, actionClearNotes,
// actionAutoRemoveNotes, actionAbout, actionTodaysPuzzle, actionDailyCalendar,
// actionPractise, actionCheckResult, actionNewVariantGame.

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

    QAction* newGame() const { return newGame_; } // a new game at the last level
    QAction* newAtLevel(Level level) const { return newAtLevel_[static_cast<std::size_t>(level)]; }
    QMenu* newMenu() const { return newMenu_; } // the levels, for the Game menu and the toolbar button
    QAction* restart() const { return restart_; }
    QAction* pause() const { return pause_; } // checkable
    QAction* quit() const { return quit_; }
    QAction* notesMode() const { return notesMode_; } // checkable
    QAction* allNotes() const { return allNotes_; }
    QAction* clearNotes() const { return clearNotes_; }
    QAction* autoRemoveNotes() const { return autoRemoveNotes_; } // checkable preference
    QAction* about() const { return about_; }
    QAction* todaysPuzzle() const { return todaysPuzzle_; }   // Game menu and toolbar
    QAction* dailyCalendar() const { return dailyCalendar_; } // Game menu
    QAction* practise() const { return practise_; }           // Help menu: the technique trainer
    QAction* checkResult() const { return checkResult_; }     // Help menu: a shared daily result
    QAction* newVariantGame() const { return newVariantGame_; } // Game menu: the variant window

    // The last level asked for (the checked one of the exclusive level actions).
    Level checkedLevel() const;
    void checkLevel(Level level);

private:
    QAction* newGame_ = nullptr;
    std::array<QAction*, kLevelCount> newAtLevel_{};
    QActionGroup* levels_ = nullptr;
    QMenu* newMenu_ = nullptr;
    QAction* restart_ = nullptr;
    QAction* pause_ = nullptr;
    QAction* quit_ = nullptr;
    QAction* notesMode_ = nullptr;
    QAction* allNotes_ = nullptr;
    QAction* clearNotes_ = nullptr;
    QAction* autoRemoveNotes_ = nullptr;
    QAction* about_ = nullptr;
    QAction* todaysPuzzle_ = nullptr;
    QAction* dailyCalendar_ = nullptr;
    QAction* practise_ = nullptr;
    QAction* checkResult_ = nullptr;
    QAction* newVariantGame_ = nullptr;
};

} // namespace nonet::app
