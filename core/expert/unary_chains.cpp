#include "core/expert/unary_chains.h"

#include "core/expert/potentials.h"

#include <limits>
#include <vector>

namespace nonet::expert {

namespace {

struct Mode {
    bool yLinks;
    bool xLinks;
    int cycleBase; // tenths
    int chainBase;
    int sortKey; // x before y before both, among equally hard and long steps
};

constexpr Mode kX{false, true, 65, 66, 2};
constexpr Mode kY{true, false, 65, 0, 3};
constexpr Mode kXY{true, true, 70, 70, 4};

constexpr int kUnbounded = std::numeric_limits<int>::max() / 4;

struct Best {
    bool found = false;
    int difficulty = 0;
    int complexity = 0;
    int sortKey = 0;
    ExpertStep step;

    // Strictly easier than the best so far (ties keep the one found first).
    bool beatenBy(int d, int c, int key) const
    {
        if (!found) return true;
        if (d != difficulty) return d < difficulty;
        if (c != complexity) return c < complexity;
        return key < sortKey;
    }
    // The most potentials a chain of this base and key may have and still win.
    int maxComplexity(int base, int key) const
    {
        if (!found) return kUnbounded;
        int c = 0;
        while (c < 4096 && beatenBy(base + chainLengthBonus(c + 1), c + 1, key)) ++c;
        return c;
    }
};

struct Instance {
    std::int16_t potential;
    std::int16_t depth;
    std::int32_t parent;
};

class UnarySearch {
public:
    UnarySearch(const CandidateGrid& grid, std::stop_token stop) : grid_(grid), stop_(std::move(stop))
    {
        onMark_.fill(0);
        offMark_.fill(0);
    }

    std::optional<ExpertStep> run()
    {
        for (const Mode& mode : {kX, kY, kXY}) {
            for (int cell : grid_.unsolvedCells()) {
                const DigitSet cands = grid_.candidates(cell);
                if (cands.count() < 2) continue;
                if (!mode.xLinks && cands.count() > 2) continue; // y-cycles start in a cell of two
                if (stop_.stop_requested()) return std::nullopt;
                for (int digit : cands) {
                    const int on = potentialOf(cell, digit, true);
                    cycles(on, mode);
                    if (mode.xLinks) {
                        forcing(on, mode);
                        forcing(conjugate(on), mode);
                    }
                }
            }
        }
        if (!best_.found) return std::nullopt;
        return best_.step;
    }

private:
    // A new search from `source`: nothing marked but the source, the only instance.
    void begin(int source)
    {
        if (++epoch_ == 0) {
            onMark_.fill(0);
            offMark_.fill(0);
            epoch_ = 1;
        }
        instances_.clear();
        frontier_.clear();
        frontier_.push_back(addInstance(source, -1));
        mark(source);
    }

    bool marked(int p) const { return (isOn(p) ? onMark_ : offMark_)[static_cast<std::size_t>(p)] == epoch_; }
    void mark(int p) { (isOn(p) ? onMark_ : offMark_)[static_cast<std::size_t>(p)] = epoch_; }

    int addInstance(int p, int parent)
    {
        const int depth = parent < 0 ? 0 : instances_[static_cast<std::size_t>(parent)].depth + 1;
        instances_.push_back({static_cast<std::int16_t>(p), static_cast<std::int16_t>(depth), parent});
        return static_cast<int>(instances_.size()) - 1;
    }

    // Whether potential p lies on the path from the root to instance i.
    bool onPath(int i, int p) const
    {
        for (; i >= 0; i = instances_[static_cast<std::size_t>(i)].parent)
            if (instances_[static_cast<std::size_t>(i)].potential == p) return true;
        return false;
    }

    // Assuming `source` leads to its own conjugate: the source is false (an on source) or
    // true (an off source). Layered search, so the first time the conjugate appears is
    // the shortest chain.
    void forcing(int source, const Mode& mode)
    {
        const int cap = best_.maxComplexity(mode.chainBase, mode.sortKey);
        if (cap < 4) return;
        begin(source);
        const int target = conjugate(source);
        while (!frontier_.empty()) {
            next_.clear();
            for (int i : frontier_) {
                const Instance inst = instances_[static_cast<std::size_t>(i)];
                if (inst.depth + 2 > cap) return; // every chain from here on is too long
                const PotentialList links =
                    isOn(inst.potential) ? onToOff(grid_, inst.potential, mode.yLinks) : offToOn(grid_, inst.potential, mode.yLinks, true);
                for (int q : links) {
                    if (q == target) {
                        concludeForcing(source, inst.depth + 2, mode);
                        return;
                    }
                    if (marked(q)) continue;
                    mark(q);
                    next_.push_back(addInstance(q, i));
                }
            }
            frontier_.swap(next_);
        }
    }

    void concludeForcing(int source, int complexity, const Mode& mode)
    {
        const int difficulty = mode.chainBase + chainLengthBonus(complexity);
        if (!best_.beatenBy(difficulty, complexity, mode.sortKey)) return;
        ExpertStep step;
        step.difficulty = difficulty;
        const CellDigit cd{cellOfPotential(source), digitOfPotential(source)};
        if (isOn(source)) step.eliminations.push_back(cd); // on leads to off: it is false
        else step.placements.push_back(cd);                // off leads to on: it is true
        best_ = Best{true, difficulty, complexity, mode.sortKey, std::move(step)};
    }

    // Loops through the on potential `source`; off potentials may be reached once per
    // parent, on potentials once.
    void cycles(int source, const Mode& mode)
    {
        const int cap = best_.maxComplexity(mode.cycleBase, mode.sortKey);
        if (cap < 4) return;
        begin(source);
        while (!frontier_.empty()) {
            // on -> off
            next_.clear();
            for (int i : frontier_) {
                const Instance inst = instances_[static_cast<std::size_t>(i)];
                if (inst.depth + 2 > cap) continue; // a loop closed from here has depth + 2 potentials at least
                for (int q : onToOff(grid_, inst.potential, mode.yLinks)) {
                    if (onPath(i, q)) continue;
                    next_.push_back(addInstance(q, i));
                }
            }
            frontier_.swap(next_);
            // off -> on
            next_.clear();
            for (int i : frontier_) {
                const Instance inst = instances_[static_cast<std::size_t>(i)];
                for (int q : offToOn(grid_, inst.potential, mode.yLinks, mode.xLinks)) {
                    if (q == source && inst.depth + 1 >= 4) concludeCycle(i, inst.depth + 1, mode);
                    if (marked(q)) continue;
                    mark(q);
                    next_.push_back(addInstance(q, i));
                }
            }
            frontier_.swap(next_);
        }
    }

    // The loop ends at instance `last` (an off potential whose next is the source).
    void concludeCycle(int last, int complexity, const Mode& mode)
    {
        const int difficulty = mode.cycleBase + chainLengthBonus(complexity);
        if (!best_.beatenBy(difficulty, complexity, mode.sortKey)) return;
        CellSet loopCells;
        for (int i = last; i >= 0; i = instances_[static_cast<std::size_t>(i)].parent)
            loopCells.insert(cellOfPotential(instances_[static_cast<std::size_t>(i)].potential));
        // Per digit: cells seeing an on potential of the loop, and cells seeing an off one.
        std::array<CellSet, 9> seenOn{};
        std::array<CellSet, 9> seenOff{};
        for (int i = last; i >= 0; i = instances_[static_cast<std::size_t>(i)].parent) {
            const int p = instances_[static_cast<std::size_t>(i)].potential;
            const int d = digitOfPotential(p);
            const CellSet victims = peerSet(cellOfPotential(p)) & grid_.cellsWith(d);
            (isOn(p) ? seenOn : seenOff)[static_cast<std::size_t>(d - 1)] |= victims - loopCells;
        }
        ExpertStep step;
        step.difficulty = difficulty;
        for (int d = 1; d <= 9; ++d)
            for (int cell : seenOn[static_cast<std::size_t>(d - 1)] & seenOff[static_cast<std::size_t>(d - 1)])
                step.eliminations.push_back({cell, d});
        if (step.eliminations.empty()) return;
        best_ = Best{true, difficulty, complexity, mode.sortKey, std::move(step)};
    }

    const CandidateGrid& grid_;
    std::stop_token stop_;
    Best best_;
    std::vector<Instance> instances_;
    std::vector<int> frontier_;
    std::vector<int> next_;
    std::array<std::uint32_t, kPotentialCount> onMark_{};
    std::array<std::uint32_t, kPotentialCount> offMark_{};
    std::uint32_t epoch_ = 0;
};

} // namespace

std::optional<ExpertStep> findUnaryChain(const CandidateGrid& grid, std::stop_token stop)
{
    UnarySearch search(grid, std::move(stop));
    return search.run();
}

} // namespace nonet::expert
