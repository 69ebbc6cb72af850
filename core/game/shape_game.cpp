#include "core/game/shape_game.h"

#include <algorithm>

namespace nonet {

bool isConsistentPuzzle(const ShapeGamePuzzle& puzzle)
{
    if (!(puzzle.givens.shape() == puzzle.solution.shape()) || !puzzle.solution.isSolved()) return false;
    for (int cell = 0; cell < puzzle.givens.cellCount(); ++cell)
        if (puzzle.givens.at(cell) != 0 && puzzle.givens.at(cell) != puzzle.solution.at(cell)) return false;
    return true;
}

ShapeGame::ShapeGame(ShapeGamePuzzle puzzle) : puzzle_(std::move(puzzle)), values_(puzzle_.givens) {}

WideCellSet ShapeGame::conflicts() const
{
    WideCellSet out;
    const Shape& s = shape();
    for (int house = 0; house < s.houseCount(); ++house) {
        // The first cell seen holding each value; a second one marks both.
        std::array<int, Shape::kMaxSide + 1> seen;
        seen.fill(-1);
        for (const std::uint8_t cell : s.houseCells(house)) {
            const int v = value(cell);
            if (v == 0) continue;
            int& first = seen[static_cast<std::size_t>(v)];
            if (first < 0) {
                first = cell;
            } else {
                out.insert(first);
                out.insert(cell);
            }
        }
    }
    return out;
}

WideCellSet ShapeGame::wrongEntries() const
{
    WideCellSet out;
    for (int cell = 0; cell < cellCount(); ++cell)
        if (!isGiven(cell) && value(cell) != 0 && value(cell) != puzzle_.solution.at(cell)) out.insert(cell);
    return out;
}

ShapeCompletion ShapeGame::completion() const
{
    if (!values_.isComplete()) return ShapeCompletion::InProgress;
    return values_ == puzzle_.solution ? ShapeCompletion::Solved : ShapeCompletion::FullButWrong;
}

std::vector<int> ShapeGame::remaining() const
{
    std::vector<int> left(static_cast<std::size_t>(side()), side());
    for (int cell = 0; cell < cellCount(); ++cell)
        if (const int v = value(cell); v != 0) --left[static_cast<std::size_t>(v - 1)];
    for (int& n : left) n = std::max(n, 0);
    return left;
}

DigitSet ShapeGame::candidates(int cell) const
{
    if (value(cell) != 0) return {};
    return values_.allowedValues(cell);
}

ShapeMove ShapeGame::placeMove(int cell, int value) const
{
    if (isGiven(cell) || value < 1 || value > side() || this->value(cell) == value) return {};
    ShapeMove move;
    move.cells.push_back({cell, value, {}});
    for (const int peer : shape().peerSet(cell)) {
        if (!notes(peer).contains(value)) continue;
        DigitSet kept = notes(peer);
        kept.erase(value);
        move.cells.push_back({peer, 0, kept});
    }
    return move;
}

ShapeMove ShapeGame::eraseMove(int cell) const
{
    if (isGiven(cell) || (value(cell) == 0 && notes(cell).empty())) return {};
    return {{{cell, 0, {}}}};
}

ShapeMove ShapeGame::noteMove(int cell, int value) const
{
    if (isGiven(cell) || this->value(cell) != 0 || value < 1 || value > side()) return {};
    DigitSet toggled = notes(cell);
    if (toggled.contains(value)) toggled.erase(value);
    else toggled.insert(value);
    return {{{cell, 0, toggled}}};
}

ShapeMove ShapeGame::allNotesMove() const
{
    ShapeMove move;
    for (int cell = 0; cell < cellCount(); ++cell)
        if (value(cell) == 0 && notes(cell) != candidates(cell)) move.cells.push_back({cell, 0, candidates(cell)});
    return move;
}

ShapeMove ShapeGame::restartMove() const
{
    ShapeMove move;
    for (int cell = 0; cell < cellCount(); ++cell)
        if (!isGiven(cell) && (value(cell) != 0 || !notes(cell).empty())) move.cells.push_back({cell, 0, {}});
    return move;
}

bool ShapeGame::inRange(const ShapeCellContent& content) const
{
    if (content.cell < 0 || content.cell >= cellCount()) return false;
    if (content.value < 0 || content.value > side()) return false;
    if (!content.notes.isSubsetOf(DigitSet::all(side()))) return false;
    if (content.value != 0 && !content.notes.empty()) return false;
    return !isGiven(content.cell);
}

std::optional<ShapeMove> ShapeGame::apply(const ShapeMove& move)
{
    if (!std::all_of(move.cells.begin(), move.cells.end(), [this](const ShapeCellContent& c) { return inRange(c); }))
        return std::nullopt;
    // The inverse restores each cell as it was before its first change, in reverse order,
    // so a move naming one cell twice still undoes exactly.
    ShapeMove inverse;
    for (const ShapeCellContent& c : move.cells) {
        inverse.cells.push_back(content(c.cell));
        values_.setAt(c.cell, c.value);
        notes_[static_cast<std::size_t>(c.cell)] = c.notes;
    }
    std::reverse(inverse.cells.begin(), inverse.cells.end());
    return inverse;
}

} // namespace nonet
