#include "app/pictures/reading_check.h"

#include "core/shape/jigsaw_layout.h"
#include "core/shape/shape.h"
#include "core/shape/shape_grid.h"
#include "core/solver/shape_solve.h"

#include <algorithm>
#include <set>

namespace nonet::app {
namespace {

constexpr int kCells = 81;
// How many of the least sure cells are tried with another value.
constexpr std::size_t kTried = 16;

std::vector<int> byConfidence(const scan::Reading& reading, std::vector<int> cells)
{
    std::stable_sort(cells.begin(), cells.end(), [&](int a, int b) {
        return reading.cells[static_cast<std::size_t>(a)].confidence < reading.cells[static_cast<std::size_t>(b)].confidence;
    });
    return cells;
}

std::vector<int> repeatedCells(const ShapeGrid& grid)
{
    const Shape& shape = grid.shape();
    std::set<int> repeated;
    for (int house = 0; house < shape.houseCount(); ++house) {
        const auto cells = shape.houseCells(house);
        for (std::size_t i = 0; i < cells.size(); ++i)
            for (std::size_t j = i + 1; j < cells.size(); ++j)
                if (grid.at(cells[i]) != 0 && grid.at(cells[i]) == grid.at(cells[j])) {
                    repeated.insert(cells[i]);
                    repeated.insert(cells[j]);
                }
    }
    return {repeated.begin(), repeated.end()};
}

// The cells among `cells` (least sure first) where another value makes the puzzle unique.
std::vector<int> fixers(const scan::Reading& reading, const ShapeGrid& grid, const std::vector<int>& cells, bool tryBlank,
                        const std::stop_token& stop, bool& stopped)
{
    std::vector<int> found;
    for (const int cell : cells) {
        if (stop.stop_requested()) {
            stopped = true;
            return found;
        }
        const scan::CellReading& read = reading.cells[static_cast<std::size_t>(cell)];
        std::vector<int> values;
        if (read.runnerUp != read.value) values.push_back(read.runnerUp);
        if (tryBlank && read.value != 0 && read.runnerUp != 0) values.push_back(0);
        for (const int value : values) {
            ShapeGrid trial = grid;
            trial.setAt(cell, value);
            if (trial.isConsistent() && countShapeSolutions(trial, 2) == 1) {
                found.push_back(cell);
                break;
            }
        }
    }
    return found;
}

void addSuspects(std::vector<int>& suspects, const std::vector<int>& more)
{
    for (const int cell : more) {
        if (suspects.size() == ReadingCheck::kMostSuspects) return;
        if (std::find(suspects.begin(), suspects.end(), cell) == suspects.end()) suspects.push_back(cell);
    }
}

} // namespace

CheckedReading ReadingCheck::check(const scan::Reading& reading, std::stop_token stop)
{
    CheckedReading checked;
    const bool jigsaw = !reading.regions.empty();
    if (reading.side != 9 || reading.cells.size() != static_cast<std::size_t>(kCells)
        || (jigsaw && (reading.regions.size() != static_cast<std::size_t>(kCells) || checkJigsawLayout(reading.regions)))) {
        checked.verdict = CheckedReading::Verdict::NoSolution;
        return checked;
    }
    ShapeGrid grid(jigsaw ? Shape::jigsaw(reading.regions) : Shape::classic());
    for (int cell = 0; cell < kCells; ++cell) grid.setAt(cell, reading.cells[static_cast<std::size_t>(cell)].value);
    if (const std::vector<int> repeated = repeatedCells(grid); !repeated.empty()) {
        checked.verdict = CheckedReading::Verdict::Conflicts;
        addSuspects(checked.suspects, byConfidence(reading, repeated));
        return checked;
    }
    const int count = countShapeSolutions(grid, 2);
    if (count == 1) return checked;
    checked.verdict = count == 0 ? CheckedReading::Verdict::NoSolution : CheckedReading::Verdict::Several;
    std::vector<int> givens;
    std::vector<int> blanks;
    for (int cell = 0; cell < kCells; ++cell) (grid.at(cell) != 0 ? givens : blanks).push_back(cell);
    givens = byConfidence(reading, givens);
    blanks = byConfidence(reading, blanks);
    givens.resize(std::min(givens.size(), kTried));
    blanks.resize(std::min(blanks.size(), kTried));
    bool stopped = false;
    if (count == 0) {
        addSuspects(checked.suspects, fixers(reading, grid, givens, true, stop, stopped));
        if (checked.suspects.empty())
            addSuspects(checked.suspects, std::vector<int>(givens.begin(), givens.begin() + std::min<std::ptrdiff_t>(3, static_cast<std::ptrdiff_t>(givens.size()))));
    } else {
        // A missed given: the blanks the reader was least sure of, and givens whose second
        // reading would settle it.
        addSuspects(checked.suspects, fixers(reading, grid, givens, false, stop, stopped));
        for (const int cell : blanks)
            if (reading.cells[static_cast<std::size_t>(cell)].confidence < 0.95F) addSuspects(checked.suspects, {cell});
    }
    if (stopped) checked.verdict = CheckedReading::Verdict::Stopped;
    return checked;
}

std::vector<int> ReadingCheck::cellsToCheck(const scan::Reading& reading, const CheckedReading& checked)
{
    std::set<int> cells;
    for (const int cell : reading.unsureCells()) cells.insert(cell);
    cells.insert(checked.suspects.begin(), checked.suspects.end());
    return {cells.begin(), cells.end()};
}

} // namespace nonet::app
