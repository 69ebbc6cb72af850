#include "core/logic/techniques/forcing.h"

#include "core/logic/techniques/instantiate.h"
#include "core/logic/techniques/singles_propagation.h"
#include "core/solver/shape_solve.h"
#include "core/solver/solve.h"

#include <vector>

namespace nonet {

namespace {

void append(std::vector<ChainLink>& to, const std::vector<ChainLink>& from) { to.insert(to.end(), from.begin(), from.end()); }

// A branch that breaks: its assumption is false.
template <class G>
Step contradictionStep(Technique technique, const SinglesPropagation<G>& branch, CellDigit assumption)
{
    Step step;
    step.technique = technique;
    step.eliminations.push_back(assumption);
    step.cells.push_back(assumption.cell);
    step.digits.insert(assumption.digit);
    if (branch.contradictionCause() >= 0) {
        step.links = branch.pathTo(branch.contradictionCause());
        if (branch.contradictionCause() != assumption.cell) step.cells.push_back(branch.contradictionCause());
    }
    return step;
}

// Two or more branches of which one must hold: a contradiction in one, or a placement that
// all of them make. `source` is the house (or -1 for a cell) the branches come from.
template <class G>
std::optional<Step> tryBranches(const G& grid, const std::vector<CellDigit>& assumptions, int sourceHouse)
{
    std::vector<SinglesPropagation<G>> branches;
    branches.reserve(assumptions.size());
    for (const CellDigit& a : assumptions) {
        branches.emplace_back(grid, a);
        if (branches.back().contradiction()) {
            // With two branches the other one is then true; the elimination is what is
            // proven directly, and the singles that follow are left to the next steps.
            Step step = contradictionStep(Technique::ForcingChain, branches.back(), a);
            if (sourceHouse >= 0) step.houses.push_back(sourceHouse);
            return step;
        }
    }
    for (int cell : grid.unsolvedCells()) {
        const int v = branches.front().placedValue(cell);
        if (v == 0) continue;
        bool all = true;
        for (const auto& b : branches) all = all && b.placedValue(cell) == v;
        if (!all) continue;
        // Placing a branch's own assumption is no conclusion of the others' chains.
        Step step;
        step.technique = Technique::ForcingChain;
        step.placements.push_back({cell, v});
        for (const CellDigit& a : assumptions) {
            step.cells.push_back(a.cell);
            step.digits.insert(a.digit);
        }
        step.cells.push_back(cell);
        step.digits.insert(v);
        if (sourceHouse >= 0) step.houses.push_back(sourceHouse);
        for (const auto& b : branches) append(step.links, b.pathTo(cell));
        return step;
    }
    return std::nullopt;
}

// The solution digit of a cell, from the default solver of the grid's shape.
std::optional<Grid> solutionOf(const CandidateGrid& grid)
{
    const SolveResult result = solve(grid.toGrid(), 2);
    if (result.count != 1 || !result.solution) return std::nullopt;
    return result.solution;
}

std::optional<ShapeGrid> solutionOf(const ShapeCandidateGrid& grid)
{
    const ShapeSolveResult result = solveShape(grid.toGrid(), 2);
    if (result.count != 1 || !result.solution) return std::nullopt;
    return result.solution;
}

} // namespace

template <class G>
std::optional<Step> findForcingChain(const G& grid)
{
    // Cell forcing over bivalue cells.
    for (int cell : grid.unsolvedCells()) {
        const DigitSet cands = grid.candidates(cell);
        if (cands.count() != 2) continue;
        std::vector<CellDigit> assumptions;
        for (int d : cands) assumptions.push_back({cell, d});
        if (auto step = tryBranches(grid, assumptions, -1)) return step;
    }
    // Digit forcing over digits with two places in a house.
    for (int house = 0; house < grid.houseCount(); ++house) {
        for (int d = 1; d <= grid.side(); ++d) {
            const auto places = grid.cellsWith(d, house);
            if (places.count() != 2) continue;
            std::vector<CellDigit> assumptions;
            for (int c : places) assumptions.push_back({c, d});
            if (auto step = tryBranches(grid, assumptions, house)) return step;
        }
    }
    return std::nullopt;
}

template <class G>
std::optional<Step> findTrial(const G& grid)
{
    for (int size = 2; size <= grid.side(); ++size) {
        for (int cell : grid.unsolvedCells()) {
            const DigitSet cands = grid.candidates(cell);
            if (cands.count() != size) continue;
            for (int d : cands) {
                if (!singlesBreak(grid, {cell, d})) continue;
                const SinglesPropagation<G> branch(grid, {cell, d});
                if (branch.contradiction()) return contradictionStep(Technique::Trial, branch, {cell, d});
            }
        }
    }
    return std::nullopt;
}

template <class G>
std::optional<Step> findGuess(const G& grid)
{
    if (grid.isComplete()) return std::nullopt;
    const auto solution = solutionOf(grid);
    if (!solution) return std::nullopt;
    int best = -1;
    for (int cell : grid.unsolvedCells())
        if (best < 0 || grid.candidates(cell).count() < grid.candidates(best).count()) best = cell;
    const int digit = solution->at(best);
    Step step;
    step.technique = Technique::Guess;
    step.placements.push_back({best, digit});
    step.cells.push_back(best);
    step.digits.insert(digit);
    return step;
}

NONET_INSTANTIATE_FINDER(findForcingChain);
NONET_INSTANTIATE_FINDER(findTrial);
NONET_INSTANTIATE_FINDER(findGuess);

} // namespace nonet
