#include "core/expert/bivalue_grave.h"

#include "core/expert/potentials.h"
#include "core/expert/sight.h"

#include <algorithm>
#include <vector>

namespace nonet::expert {

namespace {

struct Grave {
    std::vector<int> cells;             // in the order found
    std::array<DigitSet, kCellCount> extra{};
    DigitSet allExtra;
    std::optional<CellSet> common;      // cells seeing every BUG cell, none of them
};

void addBugCell(Grave& g, int cell, int digit)
{
    if (std::find(g.cells.begin(), g.cells.end(), cell) == g.cells.end()) g.cells.push_back(cell);
    g.extra[static_cast<std::size_t>(cell)].insert(digit);
    g.allExtra.insert(digit);
    CellSet common = g.common ? *g.common & peerSet(cell) : peerSet(cell);
    for (int c : g.cells) common.erase(c);
    g.common = common;
}

// The BUG cells as Sukaku Explainer finds them (its corrected search): in each house, a
// digit with other than two places points at its single place of three or more
// candidates; when every such digit is the same one, all its places of three or more
// count. Nothing when the position is no BUG.
std::optional<Grave> findGrave(const CandidateGrid& grid)
{
    Grave g;
    std::optional<CellSet> allExtraCells;
    int onlyValue = 0;
    bool oneValue = true;
    auto givesUp = [&g] { return g.cells.size() > 1 && g.allExtra.count() > 1 && g.common && g.common->empty(); };
    for (int first : {18, 0, 9}) {
        for (int i = 0; i < 9; ++i) {
            const int house = first + i;
            for (int digit = 1; digit <= 9; ++digit) {
                const CellSet places = grid.cellsWith(digit, house);
                const int n = places.count();
                if (n == 0 || n == 2) continue;
                CellSet wide;
                for (int c : places)
                    if (grid.candidates(c).count() >= 3) wide.insert(c);
                if (!allExtraCells) {
                    allExtraCells = wide;
                    onlyValue = digit;
                } else if (oneValue) {
                    if (onlyValue == digit) *allExtraCells |= wide;
                    else oneValue = false;
                }
                if (wide.count() == 1) {
                    addBugCell(g, wide.first(), digit);
                    if (givesUp()) return std::nullopt;
                }
                if (wide.empty()) return std::nullopt;
            }
        }
    }
    if (oneValue && allExtraCells && allExtraCells->count() > static_cast<int>(g.cells.size())) {
        CellSet more = *allExtraCells;
        for (int c : g.cells) more.erase(c);
        for (int c : more) {
            addBugCell(g, c, onlyValue);
            if (givesUp()) return std::nullopt;
        }
    }
    // Without the extra digits: every cell two candidates, every digit twice per house.
    CandidateGrid rest = grid;
    for (int c : g.cells)
        for (int d : g.extra[static_cast<std::size_t>(c)]) rest.eliminate(c, d);
    for (int c : rest.unsolvedCells())
        if (rest.candidates(c).count() != 2) return std::nullopt;
    for (int house = 0; house < kHouseCount; ++house)
        for (int digit = 1; digit <= 9; ++digit) {
            const int n = rest.cellsWith(digit, house).count();
            if (n != 0 && n != 2) return std::nullopt;
        }
    if (g.cells.empty()) return std::nullopt;
    return g;
}

std::optional<ExpertStep> stepOf(int difficulty, std::vector<CellDigit> eliminations)
{
    if (eliminations.empty()) return std::nullopt;
    return ExpertStep{difficulty, {}, std::move(eliminations)};
}

// The house holding every BUG cell, of kind first (18 boxes, 0 rows, 9 columns), or -1.
int sharedHouse(const Grave& g, int first)
{
    const int cell = g.cells.front();
    const int house = first == 18 ? boxHouse(boxOf(cell)) : first == 0 ? rowHouse(rowOf(cell)) : columnHouse(columnOf(cell));
    for (int c : g.cells)
        if (!houseSet(house).contains(c)) return -1;
    return house;
}

std::optional<ExpertStep> type4(const CandidateGrid& grid, const Grave& g)
{
    const int c1 = g.cells[0];
    const int c2 = g.cells[1];
    const DigitSet common = (grid.candidates(c1) & grid.candidates(c2)) - g.allExtra;
    if (common.count() != 1) return std::nullopt;
    for (int first : {18, 0, 9}) {
        if (sharedHouse(g, first) < 0) continue;
        std::vector<CellDigit> out;
        for (int c : {c1, c2})
            for (int d : grid.candidates(c) - g.extra[static_cast<std::size_t>(c)] - common) out.push_back({c, d});
        return stepOf(57, std::move(out));
    }
    return std::nullopt;
}

std::optional<ExpertStep> type3(const CandidateGrid& grid, const Grave& g)
{
    for (int degree = 2; degree <= 6; ++degree) {
        for (int first : {18, 0, 9}) {
            const int house = sharedHouse(g, first);
            if (house < 0) continue;
            std::vector<int> cells;
            for (int c : *g.common & houseSet(house)) cells.push_back(c);
            if (static_cast<int>(cells.size()) < degree) continue;
            std::vector<int> chosen;
            std::optional<ExpertStep> found;
            auto visit = [&](auto&& self, std::size_t from, DigitSet digits) -> void {
                if (found) return;
                if (static_cast<int>(chosen.size()) == degree - 1) {
                    if (digits.count() != degree || (g.allExtra | digits).count() != degree || g.allExtra.count() < 2) return;
                    std::vector<CellDigit> out;
                    for (int d : digits | g.allExtra) {
                        CellSet holders;
                        for (int c : chosen)
                            if (grid.hasCandidate(c, d)) holders.insert(c);
                        for (int c : g.cells)
                            if (grid.hasCandidate(c, d)) holders.insert(c);
                        CellSet victims = seenByAll(holders) & grid.cellsWith(d);
                        victims -= holders;
                        for (int c : victims) out.push_back({c, d});
                    }
                    found = stepOf(57 + (degree - 1), std::move(out));
                    return;
                }
                for (std::size_t i = from; i < cells.size(); ++i) {
                    const DigitSet cands = grid.candidates(cells[i]);
                    if (cands.count() < 2) continue;
                    chosen.push_back(cells[i]);
                    self(self, i + 1, digits | cands);
                    chosen.pop_back();
                }
            };
            visit(visit, 0, DigitSet());
            if (found) return found;
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<ExpertStep> findBivalueGrave(const CandidateGrid& grid)
{
    const std::optional<Grave> g = findGrave(grid);
    if (!g) return std::nullopt;
    if (g->cells.size() == 1) {
        const int cell = g->cells.front();
        std::vector<CellDigit> out;
        for (int d : grid.candidates(cell) - g->extra[static_cast<std::size_t>(cell)]) out.push_back({cell, d});
        return stepOf(56, std::move(out));
    }
    if (g->allExtra.count() == 1) {
        if (g->common && !g->common->empty()) {
            const int digit = g->allExtra.first();
            std::vector<CellDigit> out;
            for (int c : *g->common & grid.cellsWith(digit)) out.push_back({c, digit});
            if (auto s = stepOf(57, std::move(out))) return s;
        }
        if (g->cells.size() == 2) return type4(grid, *g);
        return std::nullopt;
    }
    if (!g->common || g->common->empty()) return std::nullopt;
    if (g->cells.size() == 2)
        if (auto s = type4(grid, *g)) return s;
    return type3(grid, *g);
}

} // namespace nonet::expert
