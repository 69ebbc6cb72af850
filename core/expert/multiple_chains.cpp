#include "core/expert/multiple_chains.h"

#include "core/expert/propagation.h"

#include <memory>
#include <vector>

namespace nonet::expert {

namespace {

// Sukaku Explainer's order among equally hard and long steps.
enum SortKey { kDouble = 1, kCellReduction = 5, kRegionReduction = 6, kContradiction = 7 };

class MultipleSearch {
public:
    MultipleSearch(const CandidateGrid& grid, ChainingLevel level, std::stop_token stop)
        : grid_(grid), stop_(std::move(stop)), dynamic_(level != ChainingLevel::Multiple), nishio_(level == ChainingLevel::Nishio),
          multiple_(level != ChainingLevel::Nishio),
          advanced_(level == ChainingLevel::DynamicPlus),
          base_(level == ChainingLevel::Nishio ? 75 : level == ChainingLevel::Multiple ? 80 : level == ChainingLevel::Dynamic ? 85 : 90)
    {
        onIndex_.fill(-1);
    }

    std::optional<ExpertStep> run()
    {
        const int minCount = dynamic_ ? 2 : 3;
        for (int cell : grid_.unsolvedCells()) {
            const DigitSet cands = grid_.candidates(cell);
            if (cands.count() < minCount) continue;
            if (stop_.stop_requested()) return std::nullopt;
            searchCell(cell, cands);
        }
        if (!found_) return std::nullopt;
        return best_;
    }

private:
    const Propagation& onPropagation(int cell, int digit)
    {
        const int candidate = cell * 9 + digit - 1;
        int& index = onIndex_[static_cast<std::size_t>(candidate)];
        if (index < 0) {
            index = static_cast<int>(pool_.size());
            pool_.push_back(std::make_unique<Propagation>());
            const int assumption[1] = {potentialOf(cell, digit, true)};
            pool_.back()->run(grid_, assumption, !nishio_, dynamic_, advanced_);
        }
        return *pool_[static_cast<std::size_t>(index)];
    }

    void consider(int complexity, int sortKey, int cell, int digit, bool on)
    {
        const int difficulty = base_ + chainLengthBonus(complexity);
        ++order_;
        if (found_) {
            if (difficulty != best_.difficulty ? difficulty > best_.difficulty
                : complexity != bestComplexity_ ? complexity > bestComplexity_
                                                : sortKey >= bestKey_)
                return;
        }
        if (on && grid_.candidates(cell).count() < 2) return; // nothing to remove
        ExpertStep step;
        step.difficulty = difficulty;
        if (on) step.placements.push_back({cell, digit});
        else step.eliminations.push_back({cell, digit});
        found_ = true;
        best_ = std::move(step);
        bestComplexity_ = complexity;
        bestKey_ = sortKey;
    }

    void considerPotential(int p, int complexity, int sortKey)
    {
        consider(complexity, sortKey, cellOfPotential(p), digitOfPotential(p), isOn(p));
    }

    void searchCell(int cell, DigitSet cands)
    {
        const bool contradictions = dynamic_; // Nishio is dynamic too
        const bool doubles = cands.count() >= 3 && !nishio_ && dynamic_;
        std::vector<const Propagation*> branches;
        for (int digit : cands) {
            const Propagation& on = onPropagation(cell, digit);
            branches.push_back(&on);
            if (contradictions && on.contradiction())
                consider(on.contradictionComplexity(), kContradiction, cell, digit, false);
            if (contradictions || doubles) {
                const int assumption[1] = {potentialOf(cell, digit, false)};
                off_.run(grid_, assumption, !nishio_, dynamic_, advanced_);
                if (contradictions && off_.contradiction())
                    consider(off_.contradictionComplexity(), kContradiction, cell, digit, true);
                if (doubles) {
                    for (int p : on.order()) {
                        if (p == potentialOf(cell, digit, true) || !off_.contains(p)) continue;
                        considerPotential(p, on.complexity(p) + off_.complexity(p), kDouble);
                    }
                }
            }
            if (!nishio_) regions(cell, digit);
        }
        if (nishio_ || !(cands.count() == 2 || multiple_)) return;
        // Cell forcing: what every digit of the cell leads to.
        considerCommon(branches, kCellReduction);
    }

    // What all the branches (one of which holds) lead to; the chains of all count.
    void considerCommon(const std::vector<const Propagation*>& branches, int sortKey)
    {
        PotentialSet common = branches.front()->reached();
        for (const Propagation* b : branches) common &= b->reached();
        if (common.empty()) return;
        for (int p : branches.front()->order()) {
            if (!common.contains(p)) continue;
            int complexity = 0;
            for (const Propagation* b : branches) complexity += b->complexity(p);
            considerPotential(p, complexity, sortKey);
        }
    }

    // Region forcing: what every place of the digit in a house leads to; each house once,
    // from its first place.
    void regions(int cell, int digit)
    {
        for (int house : housesOf(cell)) {
            const CellSet places = grid_.cellsWith(digit, house);
            const int n = places.count();
            if (!(n == 2 || (multiple_ && n > 2)) || places.first() != cell) continue;
            std::vector<const Propagation*> branches;
            for (int place : places) branches.push_back(&onPropagation(place, digit));
            considerCommon(branches, kRegionReduction);
        }
    }

    const CandidateGrid& grid_;
    std::stop_token stop_;
    const bool dynamic_;
    const bool nishio_;
    const bool multiple_;
    const bool advanced_;
    const int base_;
    std::array<int, kCandidateCount> onIndex_{};
    std::vector<std::unique_ptr<Propagation>> pool_;
    Propagation off_;
    bool found_ = false;
    ExpertStep best_;
    int bestComplexity_ = 0;
    int bestKey_ = 0;
    int order_ = 0;
};

} // namespace

std::optional<ExpertStep> findMultipleChain(const CandidateGrid& grid, ChainingLevel level, std::stop_token stop)
{
    MultipleSearch search(grid, level, std::move(stop));
    return search.run();
}

} // namespace nonet::expert
