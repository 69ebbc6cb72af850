#pragma once
// Every action of the main window, with its text, shortcut and object name, so menus and the
// toolbar share one set (a shortcut exists once, a checked state shows in both places).
// Undo and Redo come from the session's QUndoStack and are added by MainWindow.
//
// New Game's menu offers variant and level in one step: a submenu per variant with the
// levels it offers (core/grader/variant_levels.h); choosing one starts that game.
//
//   New Game ▸  Classic   ▸  Very easy — 8 ready … Extreme
//               4×4       ▸  Very easy, Easy
//               …
//               Jigsaw    ▸  …
//
// The (variant, level) New starts is the one chosen last: its variant's submenu and its
// level are checked.
//
// Object names (tests and automation find them by these): actionNew, menuNew-<variant>,
// actionNew-<variant>-<level> (core's keys: actionNew-16x16-easy), actionRestart,
// actionPause, actionQuit, actionNotesMode, actionAllNotes, actionClearNotes,
// actionAutoRemoveNotes, actionAbout, actionTodaysPuzzle, actionDailyCalendar,
// actionPractise, actionCheckResult.

#include "core/grader/level.h"
#include "core/shape/variant.h"

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

    QAction* newGame() const { return newGame_; } // a new game of the last variant and level
    // The variant's level in New Game's menu; nullptr for a level the variant does not offer.
    QAction* newAt(Variant variant, Level level) const;
    QMenu* variantMenu(Variant variant) const { return variantMenus_[static_cast<std::size_t>(variant)]; }
    QMenu* newMenu() const { return newMenu_; } // for the Game menu and the toolbar button
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

    // Checks the variant's submenu and its level: what New starts.
    void checkChoice(Variant variant, Level level);

private:
    QAction* newGame_ = nullptr;
    std::array<std::array<QAction*, kLevelCount>, kVariantCount> newAt_{};
    std::array<QMenu*, kVariantCount> variantMenus_{};
    QActionGroup* choices_ = nullptr;
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
};

} // namespace nonet::app
