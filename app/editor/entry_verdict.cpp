#include "app/editor/entry_verdict.h"

#include "core/geometry.h"
#include "core/grader/grader.h"
#include "core/solver/solve.h"

#include <vector>

namespace nonet::app {

CellSet conflictingCells(const Grid& givens)
{
    CellSet conflicts;
    for (const auto& house : Geometry::kHouseCells) {
        std::array<CellSet, kSide + 1> holding{};
        for (const auto cell : house)
            if (const int digit = givens.at(cell); digit != 0) holding[static_cast<std::size_t>(digit)].insert(cell);
        for (const CellSet& cells : holding)
            if (cells.count() > 1) conflicts |= cells;
    }
    return conflicts;
}

namespace {

// The first of `doubtful` among `cells` (-1: none).
int leastSureOf(const std::vector<int>& doubtful, const CellSet& cells)
{
    for (const int cell : doubtful)
        if (cells.contains(cell)) return cell;
    return -1;
}

} // namespace

std::optional<EntryVerdict> quickVerdict(const Grid& givens, const std::vector<int>& doubtful)
{
    EntryVerdict verdict;
    verdict.givens = givens.filledCount();
    if (verdict.givens == 0) return verdict; // Empty
    verdict.conflicts = conflictingCells(givens);
    if (!verdict.conflicts.empty()) {
        verdict.kind = EntryVerdict::Kind::Conflicts;
        verdict.leastSure = leastSureOf(doubtful, verdict.conflicts);
        return verdict;
    }
    if (verdict.givens == kCellCount) {
        verdict.kind = EntryVerdict::Kind::Solved;
        verdict.solution = givens;
        return verdict;
    }
    return std::nullopt;
}

namespace {

// The empty cell where most digits still lead to a solution (the first such in reading
// order): a given there splits the solutions most. Each digit it reports keeps at least one.
void suggestCell(const Grid& givens, EntryVerdict& verdict, const std::stop_token& stop)
{
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (givens.at(cell) != 0) continue;
        if (stop.stop_requested()) {
            verdict.cancelled = true;
            return;
        }
        const DigitSet allowed = givens.allowedValues(rowOf(cell), columnOf(cell));
        if (allowed.count() <= verdict.digits.count()) continue; // cannot beat the best so far
        DigitSet possible;
        Grid trial = givens;
        for (int digit = 1; digit <= kSide; ++digit) {
            if (!allowed.contains(digit)) continue;
            trial.setAt(cell, digit);
            if (countSolutions(trial, 1) > 0) possible.insert(digit);
        }
        if (possible.count() > verdict.digits.count()) {
            verdict.cell = cell;
            verdict.digits = possible;
            if (possible.count() == kSide) return; // nothing beats every digit
        }
    }
}

// A minimal set of givens that no grid completes: each given in turn is left out while the
// rest still has no solution. The givens typed last are tried last, so they stay in the
// set where they can: a mistake is most often in what was just typed. Before them, the
// givens read from a picture go from the reading's surest to its least sure, so the least
// sure stay in the set where they can: a misread is most often where the reader doubted.
void findCulprits(const Grid& givens, CellSet typed, const std::vector<int>& doubtful, EntryVerdict& verdict, const std::stop_token& stop)
{
    CellSet read;
    for (const int cell : doubtful)
        if (!typed.contains(cell)) read.insert(cell);
    std::vector<int> order;
    for (int cell = 0; cell < kCellCount; ++cell)
        if (givens.at(cell) != 0 && !typed.contains(cell) && !read.contains(cell)) order.push_back(cell);
    for (auto cell = doubtful.rbegin(); cell != doubtful.rend(); ++cell)
        if (givens.at(*cell) != 0 && read.contains(*cell)) order.push_back(*cell);
    for (int cell : typed)
        if (givens.at(cell) != 0) order.push_back(cell);
    Grid core = givens;
    for (int cell : order) {
        if (stop.stop_requested()) {
            verdict.cancelled = true;
            return;
        }
        Grid without = core;
        without.setAt(cell, 0);
        if (countSolutions(without, 1) == 0) core = without;
    }
    for (int cell = 0; cell < kCellCount; ++cell)
        if (core.at(cell) != 0) verdict.culprits.insert(cell);
    for (int cell : typed)
        if (verdict.culprits.contains(cell)) verdict.lastTyped = cell;
    verdict.leastSure = leastSureOf(doubtful, verdict.culprits);
}

} // namespace

EntryVerdict judgeEntry(const Grid& givens, std::stop_token stop, CellSet typed, const std::vector<int>& doubtful)
{
    if (auto quick = quickVerdict(givens, doubtful)) return *quick;
    EntryVerdict verdict;
    verdict.givens = givens.filledCount();
    const SolveResult first = solve(givens, 2);
    if (first.count == 0) {
        verdict.kind = EntryVerdict::Kind::NoSolution;
        findCulprits(givens, typed, doubtful, verdict, stop);
        return verdict;
    }
    if (first.count == 1) {
        verdict.kind = EntryVerdict::Kind::Unique;
        verdict.solution = *first.solution;
        // As an imported puzzle is rated (app/files/import_job.cpp): uniqueness is known.
        GradeOptions options;
        options.uniqueness = UniquenessPolicy::AssumeUnique;
        options.keepSteps = false;
        const GradeResult graded = grade(givens, options, stop);
        verdict.cancelled = graded.cancelled;
        verdict.level = graded.level;
        verdict.score = graded.score;
        // The figure the game's status bar shows for the same puzzle, one scale in both places.
        if (!verdict.cancelled) {
            verdict.expert = rateExpert(givens, stop);
            verdict.cancelled = stop.stop_requested();
        }
        return verdict;
    }
    verdict.kind = EntryVerdict::Kind::Several;
    if (stop.stop_requested()) {
        verdict.cancelled = true;
        return verdict;
    }
    verdict.solutions = countSolutions(givens, EntryVerdict::kCountLimit);
    suggestCell(givens, verdict, stop);
    return verdict;
}

} // namespace nonet::app
