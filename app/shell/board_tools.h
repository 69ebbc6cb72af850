#pragma once
// The solver's tools on the board, with their actions for menus and the toolbar:
//
//   Centre Notes (C)        notes mode and the keypad write centre notes instead of corner
//                           notes (Shift+digit: corner, Ctrl+digit: centre, always)
//   Select Empty Cells      every empty cell (Ctrl+A on the board, but for a 16x16, where
//                           Ctrl+A is the centre note A)
//   Colour 1..6 (Alt+1..6)  colours the selected cells (again: takes it off); No Colour
//                           (Alt+0); Clear All Colours
//   Note Colour 1..6        colours the note of the highlighted digit (held, chosen in
//     (Shift+Alt+1..6)      digit first, or the selected cell's) in the selected cells, for
//                           colouring techniques; No Note Colour (Shift+Alt+0)
//
// Every change goes through the GameSession as one move; the board only asks.
//
// Object names: actionCentreNotes, actionSelectEmpty, actionColour-<n> (0 = no colour), actionNoteColour-<n>,
// actionClearColours, menuColour, menuNotesKind.

#include "core/shape/wide_cell_set.h"
#include "core/game/cell_marks.h"

#include <QObject>

#include <array>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace nonet::ui {
class BoardWidget;
}

namespace nonet::app {

class GameSession;

class BoardTools : public QObject {
    Q_OBJECT
public:
    BoardTools(GameSession* session, ui::BoardWidget* board, QWidget* window);

    QAction* centreNotes() const { return centreNotes_; } // checkable
    QAction* selectEmpty() const { return selectEmpty_; }
    // Under the toolbar's Notes Mode button: the kind of notes.
    QMenu* notesMenu() const { return notesMenu_; }
    QMenu* colourMenu() const { return colourMenu_; }
    QAction* colour(int colour) const { return colours_[static_cast<std::size_t>(colour)]; } // 0 = no colour
    QAction* noteColour(int colour) const { return noteColours_[static_cast<std::size_t>(colour)]; }
    QAction* clearColours() const { return clearColours_; }
    // Actions that change the game: off while it is paused or solved.
    QList<QAction*> moveActions() const;

signals:
    // What happened to a request that changed nothing, for the status bar.
    void message(const QString& text);

private:
    void colourSelection(WideCellSet cells, int colour);
    void colourNotes(WideCellSet cells, int digit, int colour);

    GameSession* session_;
    ui::BoardWidget* board_;
    QAction* centreNotes_ = nullptr;
    QAction* selectEmpty_ = nullptr;
    QMenu* notesMenu_ = nullptr;
    QMenu* colourMenu_ = nullptr;
    std::array<QAction*, kColourCount + 1> colours_{};
    std::array<QAction*, kColourCount + 1> noteColours_{};
    QAction* clearColours_ = nullptr;
};

} // namespace nonet::app
