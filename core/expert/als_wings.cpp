#include "core/expert/als_wings.h"

#include "core/expert/sight.h"

#include <cstdlib>
#include <vector>

namespace nonet::expert {

namespace {

int wingDifficulty(int setSize, int largest)
{
    switch (setSize) {
    case 3: return 55 + (1 - std::abs(3 - largest));
    case 4: return 62 + (2 - std::abs(3 - largest));
    case 5: return 66;
    default: return 75;
    }
}

class WingSearch {
public:
    WingSearch(const CandidateGrid& grid, int setSize) : grid_(grid), n_(setSize) {}

    std::optional<ExpertStep> run()
    {
        for (int house = 0; house < kHouseCount; ++house) {
            cells_.clear();
            for (int c : houseCells(house))
                if (grid_.candidates(c).count() >= 2 && grid_.candidates(c).count() <= n_ + 1) cells_.push_back(c);
            chosen_.clear();
            choose(0, DigitSet());
        }
        if (!found_) return std::nullopt;
        return best_;
    }

private:
    void choose(std::size_t from, DigitSet digits)
    {
        if (static_cast<int>(chosen_.size()) == n_) {
            if (digits.count() == n_ + 1) tryPivots(digits);
            return;
        }
        for (std::size_t i = from; i < cells_.size(); ++i) {
            const DigitSet next = digits | grid_.candidates(cells_[i]);
            if (next.count() > n_ + 1) continue;
            chosen_.push_back(cells_[i]);
            choose(i + 1, next);
            chosen_.pop_back();
        }
    }

    // Cells of the set holding the digit.
    CellSet placesOf(int digit) const
    {
        CellSet out;
        for (int c : chosen_)
            if (grid_.hasCandidate(c, digit)) out.insert(c);
        return out;
    }

    void tryPivots(DigitSet digits)
    {
        CellSet set;
        int largest = 0;
        for (int c : chosen_) {
            set.insert(c);
            largest = std::max(largest, grid_.candidates(c).count());
        }
        const int difficulty = wingDifficulty(n_, largest);
        if (found_ && difficulty > best_.difficulty) return;
        CellSet near;
        for (int c : chosen_) near |= peerSet(c);
        near -= set;
        for (int pivot : near) {
            const DigitSet pair = grid_.candidates(pivot);
            if (pair.count() != 2 || !pair.isSubsetOf(digits)) continue;
            const int a = pair.first();
            const int b = (pair - DigitSet::single(a)).first();
            const bool aRestricted = (placesOf(a) - peerSet(pivot)).empty();
            const bool bRestricted = (placesOf(b) - peerSet(pivot)).empty();
            if (!aRestricted && !bRestricted) continue;
            std::vector<CellDigit> out;
            const CellSet pivotSet = CellSet::single(pivot);
            auto eliminate = [&](int digit, CellSet holders) {
                CellSet victims = seenByAll(holders) & grid_.cellsWith(digit);
                victims -= set;
                victims -= pivotSet;
                for (int c : victims) out.push_back({c, digit});
            };
            if (aRestricted && bRestricted) {
                eliminate(a, placesOf(a) | pivotSet);
                eliminate(b, placesOf(b) | pivotSet);
                for (int w : digits - pair) eliminate(w, placesOf(w));
            } else {
                const int z = aRestricted ? b : a;
                eliminate(z, placesOf(z) | pivotSet);
            }
            if (out.empty()) continue;
            const int count = static_cast<int>(out.size());
            if (found_ && difficulty == best_.difficulty && count <= bestCount_) continue;
            found_ = true;
            bestCount_ = count;
            best_ = ExpertStep{difficulty, {}, std::move(out)};
        }
    }

    const CandidateGrid& grid_;
    const int n_;
    std::vector<int> cells_;
    std::vector<int> chosen_;
    bool found_ = false;
    int bestCount_ = 0;
    ExpertStep best_;
};

} // namespace

std::optional<ExpertStep> findAlsWing(const CandidateGrid& grid, int setSize)
{
    WingSearch search(grid, setSize);
    return search.run();
}

} // namespace nonet::expert
