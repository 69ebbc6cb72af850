#include "core/expert/propagation.h"

#include "core/expert/advanced_rules.h"


namespace nonet::expert {

Propagation::Propagation() { visited_.fill(0); }

void Propagation::add(int p, std::span<const std::int16_t> parents)
{
    reached_.insert(p);
    order_.push_back(static_cast<std::int16_t>(p));
    parentBegin_[static_cast<std::size_t>(p)] = static_cast<std::int32_t>(parents_.size());
    parentCount_[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(parents.size());
    parents_.insert(parents_.end(), parents.begin(), parents.end());
}

void Propagation::run(const CandidateGrid& grid, std::span<const int> assumptions, bool yLinks, bool dynamic, bool advanced)
{
    reached_.clear();
    order_.clear();
    parents_.clear();
    contradiction_ = false;
    clashA_ = clashB_ = -1;
    clashParents_.clear();

    CandidateGrid work = grid; // struck potentials leave it (dynamic only)
    std::vector<std::int16_t> pendingOn;
    std::vector<std::int16_t> pendingOff;
    std::size_t headOn = 0;
    std::size_t headOff = 0;
    for (int p : assumptions) {
        add(p, {});
        (isOn(p) ? pendingOn : pendingOff).push_back(static_cast<std::int16_t>(p));
    }
    std::array<std::int16_t, 32> parents{};
    while (true) {
        if (headOn < pendingOn.size()) {
            const int p = pendingOn[headOn++];
            parents[0] = static_cast<std::int16_t>(p);
            for (int q : onToOff(work, p, yLinks)) {
                if (reached_.contains(conjugate(q))) {
                    contradiction_ = true;
                    clashA_ = conjugate(q);
                    clashB_ = q;
                    clashParents_.assign(parents.begin(), parents.begin() + 1);
                    return;
                }
                if (reached_.contains(q)) continue;
                add(q, std::span(parents.data(), 1));
                pendingOff.push_back(static_cast<std::int16_t>(q));
            }
            continue;
        }
        if (headOff < pendingOff.size()) {
            const int p = pendingOff[headOff++];
            const int cell = cellOfPotential(p);
            const int digit = digitOfPotential(p);
            // off -> on, with the strikes that made the rule apply as further parents
            std::array<std::int16_t, 4> ons{};
            std::array<std::array<std::int16_t, 10>, 4> onParents{};
            std::array<int, 4> onParentCount{};
            int onCount = 0;
            if (yLinks) {
                const DigitSet cands = work.candidates(cell);
                if (cands.count() == 2) {
                    const int q = potentialOf(cell, (cands - DigitSet::single(digit)).first(), true);
                    auto& ps = onParents[0];
                    int n = 0;
                    ps[static_cast<std::size_t>(n++)] = static_cast<std::int16_t>(p);
                    for (int d : grid.candidates(cell) - cands) ps[static_cast<std::size_t>(n++)] = static_cast<std::int16_t>(potentialOf(cell, d, false));
                    onParentCount[0] = n;
                    ons[static_cast<std::size_t>(onCount++)] = static_cast<std::int16_t>(q);
                }
            }
            const CellSet with = work.cellsWith(digit);
            for (int house : housesOf(cell)) {
                const int other = onlyOtherPlace(with, house, cell);
                if (other < 0) continue;
                const int q = potentialOf(other, digit, true);
                bool seen = false;
                for (int k = 0; k < onCount; ++k) seen = seen || ons[static_cast<std::size_t>(k)] == q;
                if (seen) continue;
                auto& ps = onParents[static_cast<std::size_t>(onCount)];
                int n = 0;
                ps[static_cast<std::size_t>(n++)] = static_cast<std::int16_t>(p);
                if (dynamic) {
                    CellSet struck = grid.cellsWith(digit) & houseSet(house);
                    struck -= with;
                    for (int c : struck)
                        if (n < 10) ps[static_cast<std::size_t>(n++)] = static_cast<std::int16_t>(potentialOf(c, digit, false));
                }
                onParentCount[static_cast<std::size_t>(onCount)] = n;
                ons[static_cast<std::size_t>(onCount++)] = static_cast<std::int16_t>(q);
            }
            if (dynamic) work.eliminate(cell, digit);
            for (int k = 0; k < onCount; ++k) {
                const int q = ons[static_cast<std::size_t>(k)];
                const auto ps = std::span<const std::int16_t>(onParents[static_cast<std::size_t>(k)].data(),
                                                              static_cast<std::size_t>(onParentCount[static_cast<std::size_t>(k)]));
                if (reached_.contains(conjugate(q))) {
                    contradiction_ = true;
                    clashA_ = conjugate(q);
                    clashB_ = q;
                    clashParents_.assign(ps.begin(), ps.end());
                    return;
                }
                if (reached_.contains(q)) continue;
                add(q, ps);
                pendingOn.push_back(static_cast<std::int16_t>(q));
            }
            continue;
        }
        if (advanced) {
            // As Sukaku Explainer does, a conclusion is only queued here; a clash shows
            // when it is processed.
            bool added = false;
            for (const AdvancedConclusion& c : advancedConclusions(work, grid)) {
                if (reached_.contains(c.potential)) continue;
                add(c.potential, c.parents);
                pendingOff.push_back(static_cast<std::int16_t>(c.potential));
                added = true;
            }
            if (added) continue;
        }
        break;
    }
}

int Propagation::countAncestors(std::span<const int> roots) const
{
    if (++epoch_ == 0) {
        visited_.fill(0);
        epoch_ = 1;
    }
    int count = 0;
    stack_.clear();
    for (int r : roots) {
        if (visited_[static_cast<std::size_t>(r)] == epoch_) continue;
        visited_[static_cast<std::size_t>(r)] = epoch_;
        stack_.push_back(static_cast<std::int16_t>(r));
    }
    while (!stack_.empty()) {
        const int p = stack_.back();
        stack_.pop_back();
        ++count;
        if (!reached_.contains(p)) continue; // a root or a clash's side: no recorded parents
        const auto begin = static_cast<std::size_t>(parentBegin_[static_cast<std::size_t>(p)]);
        const auto n = parentCount_[static_cast<std::size_t>(p)];
        for (std::size_t k = 0; k < n; ++k) {
            const int q = parents_[begin + k];
            if (visited_[static_cast<std::size_t>(q)] == epoch_) continue;
            visited_[static_cast<std::size_t>(q)] = epoch_;
            stack_.push_back(static_cast<std::int16_t>(q));
        }
    }
    return count;
}

int Propagation::complexity(int p) const
{
    const int roots[1] = {p};
    return countAncestors(roots);
}

int Propagation::contradictionComplexity() const
{
    // The clashing potential that was never added counts itself plus its parents' chains;
    // the other side is a reached potential with its own chain.
    std::vector<int> roots(clashParents_.begin(), clashParents_.end());
    const int b = countAncestors(roots) + 1;
    return complexity(clashA_) + b;
}

} // namespace nonet::expert
