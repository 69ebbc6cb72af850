#include "core/expert/aligned_exclusion.h"

#include <span>
#include <vector>

namespace nonet::expert {

namespace {

class AlignedSearch {
public:
    AlignedSearch(const CandidateGrid& grid, int degree) : grid_(grid), degree_(degree) {}

    std::optional<ExpertStep> run()
    {
        // Base cells and, for each, the cells of 2..degree candidates it sees.
        std::array<CellSet, kCellCount> excluders{};
        std::vector<int> bases;
        CellSet baseSet;
        CellSet small;
        for (int c : grid_.unsolvedCells()) {
            const int n = grid_.candidates(c).count();
            if (n >= 2 && n <= degree_) small.insert(c);
        }
        for (int c : grid_.unsolvedCells()) {
            if (grid_.candidates(c).count() < 2) continue;
            const CellSet ex = peerSet(c) & small;
            if (ex.empty()) continue;
            excluders[static_cast<std::size_t>(c)] = ex;
            bases.push_back(c);
            baseSet.insert(c);
        }
        for (std::size_t j = 1; j < bases.size(); ++j) {
            for (std::size_t i = 0; i < j; ++i) {
                const int c0 = bases[i];
                const int c1 = bases[j];
                if (degree_ == 2) {
                    const CellSet common = excluders[static_cast<std::size_t>(c0)] & excluders[static_cast<std::size_t>(c1)];
                    if (common.count() < 2) continue;
                    const int cells[2] = {c0, c1};
                    if (auto step = exclude(cells, common)) return step;
                    continue;
                }
                CellSet twin = (excluders[static_cast<std::size_t>(c0)] | excluders[static_cast<std::size_t>(c1)]) & baseSet;
                twin.erase(c0);
                twin.erase(c1);
                for (int c2 : twin) {
                    const CellSet common = excluders[static_cast<std::size_t>(c0)] & excluders[static_cast<std::size_t>(c1)] &
                                           excluders[static_cast<std::size_t>(c2)];
                    if (common.count() < 2) continue;
                    const int cells[3] = {c0, c1, c2};
                    if (auto step = exclude(cells, common)) return step;
                }
            }
        }
        return std::nullopt;
    }

private:
    std::optional<ExpertStep> exclude(std::span<const int> cells, CellSet common) const
    {
        const int n = static_cast<int>(cells.size());
        std::array<DigitSet, 3> allowed{};
        std::array<int, 3> pick{};
        std::array<DigitSet, 3> cands{};
        for (int k = 0; k < n; ++k) cands[static_cast<std::size_t>(k)] = grid_.candidates(cells[static_cast<std::size_t>(k)]);
        // Every combination of one digit per cell.
        auto visit = [&](auto&& self, int k) -> void {
            if (k == n) {
                for (int a = 0; a < n; ++a)
                    for (int b = a + 1; b < n; ++b)
                        if (pick[static_cast<std::size_t>(a)] == pick[static_cast<std::size_t>(b)] &&
                            arePeers(cells[static_cast<std::size_t>(a)], cells[static_cast<std::size_t>(b)]))
                            return;
                DigitSet used;
                for (int a = 0; a < n; ++a) used.insert(pick[static_cast<std::size_t>(a)]);
                for (int ex : common)
                    if (grid_.candidates(ex).isSubsetOf(used)) return;
                for (int a = 0; a < n; ++a) allowed[static_cast<std::size_t>(a)].insert(pick[static_cast<std::size_t>(a)]);
                return;
            }
            for (int d : cands[static_cast<std::size_t>(k)]) {
                pick[static_cast<std::size_t>(k)] = d;
                self(self, k + 1);
            }
        };
        visit(visit, 0);
        ExpertStep step;
        step.difficulty = degree_ == 2 ? 62 : 75;
        for (int k = 0; k < n; ++k)
            for (int d : cands[static_cast<std::size_t>(k)] - allowed[static_cast<std::size_t>(k)])
                step.eliminations.push_back({cells[static_cast<std::size_t>(k)], d});
        if (step.eliminations.empty()) return std::nullopt;
        return step;
    }

    const CandidateGrid& grid_;
    const int degree_;
};

} // namespace

std::optional<ExpertStep> findAlignedExclusion(const CandidateGrid& grid, int degree)
{
    AlignedSearch search(grid, degree);
    return search.run();
}

} // namespace nonet::expert
