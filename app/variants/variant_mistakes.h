#pragma once
// Mistakes in the variant window, by the classic game's rules and setting (app/help/
// mistake_mode.h: "help/mistakes" and "help/mistakeLimit", shared with the main window):
//
//   mode       Off: nothing marked · Conflicts: values that repeat in a house (extra houses
//              and Jigsaw regions included) · Solution: those and every entry that differs
//              from the solution
//   count      every value the player places that differs from the solution counts one
//              (a wrong value over a wrong one too); undo takes none back
//   limit      0 (none), 3 or 5; only in Solution mode, where each wrong value is marked as
//              it is made: reaching it ends the game as lost
//
// The count and the lost flag belong to the game (they are kept in its save file); the mode
// and the limit are the player's settings, read again whenever the window asks (the main
// window or the Preferences may have changed them).

#include "app/help/mistake_mode.h"
#include "core/game/shape_game.h"

#include <QCoreApplication>
#include <QString>

namespace nonet::app {

class VariantMistakes {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::VariantMistakes)
public:
    // The settings as stored now.
    void loadSettings();
    MistakeMode mode() const { return mode_; }
    void setMode(MistakeMode mode) { mode_ = mode; }
    void setLimit(int limit) { limit_ = limit; }
    // The limit that applies: the setting's in Solution mode, none otherwise.
    int activeLimit() const { return mode_ == MistakeMode::Solution ? limit_ : 0; }

    int count() const { return count_; }
    bool isLost() const { return lost_; }
    // A new game (0, not lost) or one brought back from its file.
    void reset(int count = 0, bool lost = false);

    // After the player's move changed the game from `before`: counts the values it placed
    // that differ from the solution; true when the game has just been lost by them.
    bool countPlaced(const ShapeGrid& before, const ShapeGame& after);
    // A change of setting may make a game reach a limit it had already passed: lost now.
    bool checkLimit();

    // What the board marks under the mode (Check's marks come on top, in any mode).
    WideCellSet shownConflicts(const ShapeGame& game) const;
    WideCellSet shownWrong(const ShapeGame& game, bool checked) const;

    // " · 2 of 3 mistakes" / " · 1 mistake" in Solution mode, where each one is marked as it
    // is made; empty otherwise.
    QString statusText() const;
    QString lostText() const;

private:
    MistakeMode mode_ = kDefaultMistakeMode;
    int limit_ = 0;
    int count_ = 0;
    bool lost_ = false;
};

} // namespace nonet::app
