#pragma once
// One game of a variant in progress (core/shape/variant.h): the puzzle of any shape, the
// player's entries and notes, and the rule questions the variant board asks (conflicts,
// progress, completion, what is left to place, candidates). What GameState is for the
// classic game, kept small: values and one kind of notes per cell.
//
// Changed only through apply(ShapeMove), which returns the inverse move, so undo and redo
// live outside and need nothing but moves. No clocks and no files here.

#include "core/digit_set.h"
#include "core/grader/level.h"
#include "core/shape/shape_grid.h"
#include "core/shape/wide_cell_set.h"

#include <array>
#include <optional>
#include <vector>

namespace nonet {

// Everything a player can change in one cell of a variant game.
struct ShapeCellContent {
    int cell = 0;
    int value = 0;  // 0 = empty
    DigitSet notes; // only in an empty cell
    bool operator==(const ShapeCellContent&) const = default;
};

// A move: the new content of some cells, applied together (one undo step).
struct ShapeMove {
    std::vector<ShapeCellContent> cells;
    bool isEmpty() const { return cells.empty(); }
    bool operator==(const ShapeMove&) const = default;
};

struct ShapeGamePuzzle {
    ShapeGrid givens;
    ShapeGrid solution;
    Level level = Level::VeryEasy; // as the variant means it (core/grader/variant_levels.h)
};

// Same shape, the solution solved, and every given in it.
bool isConsistentPuzzle(const ShapeGamePuzzle& puzzle);

enum class ShapeCompletion : std::uint8_t { InProgress, Solved, FullButWrong };

class ShapeGame {
public:
    // Precondition: isConsistentPuzzle(puzzle).
    explicit ShapeGame(ShapeGamePuzzle puzzle);

    const ShapeGamePuzzle& puzzle() const { return puzzle_; }
    const Shape& shape() const { return puzzle_.givens.shape(); }
    Variant variant() const { return shape().variant(); }
    Level level() const { return puzzle_.level; }
    int side() const { return shape().side(); }
    int cellCount() const { return shape().cellCount(); }

    // Givens and entries together.
    const ShapeGrid& values() const { return values_; }
    int value(int cell) const { return values_.at(cell); }
    bool isGiven(int cell) const { return puzzle_.givens.at(cell) != 0; }
    DigitSet notes(int cell) const { return notes_[static_cast<std::size_t>(cell)]; }
    ShapeCellContent content(int cell) const { return {cell, value(cell), notes(cell)}; }

    // Cells whose value repeats in one of their houses (extra houses and regions included).
    WideCellSet conflicts() const;
    // Entries that differ from the solution.
    WideCellSet wrongEntries() const;
    int filledCount() const { return values_.filledCount(); }
    ShapeCompletion completion() const;
    // How many of each value (index value-1) are still to place: side minus the cells
    // holding it, never below 0; side entries.
    std::vector<int> remaining() const;
    // Values an empty cell may still take given the givens and entries (empty when filled).
    DigitSet candidates(int cell) const;

    // The value in the cell; the value leaves the notes of the cell's peers. Empty for a
    // given or when nothing would change.
    ShapeMove placeMove(int cell, int value) const;
    // The cell emptied (value and notes). Empty for a given or an empty cell without notes.
    ShapeMove eraseMove(int cell) const;
    // One note on or off in an empty cell. Empty for a given or a filled cell.
    ShapeMove noteMove(int cell, int value) const;
    // Every empty cell's notes become its candidates.
    ShapeMove allNotesMove() const;
    // Back to the givens.
    ShapeMove restartMove() const;

    // Performs the move and returns its inverse. A move that names a cell or value out of
    // range, touches a given, or puts notes in a filled cell is refused as a whole:
    // nothing changes and the result is nothing.
    std::optional<ShapeMove> apply(const ShapeMove& move);

private:
    bool inRange(const ShapeCellContent& content) const;

    ShapeGamePuzzle puzzle_;
    ShapeGrid values_;
    std::array<DigitSet, Shape::kMaxCells> notes_{};
};

} // namespace nonet
