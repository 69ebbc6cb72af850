#include "core/expert/unique_loops.h"

#include "core/expert/potentials.h"
#include "core/expert/sight.h"
#include "core/logic/techniques/scan.h"

#include <algorithm>
#include <vector>

namespace nonet::expert {

namespace {

int loopDifficulty(int size)
{
    if (size >= 10) return 50;
    if (size >= 8) return 47;
    return size >= 6 ? 46 : 45;
}

class LoopSearch {
public:
    explicit LoopSearch(const CandidateGrid& grid) : grid_(grid) {}

    std::optional<ExpertStep> run()
    {
        for (int cell : grid_.unsolvedCells()) {
            const DigitSet pair = grid_.candidates(cell);
            if (pair.count() != 2) continue;
            pair_ = pair;
            loop_.clear();
            extend(cell, 2, DigitSet(), -1);
        }
        if (!found_) return std::nullopt;
        return best_;
    }

private:
    // Sukaku Explainer's walk: from the last cell through a house of another kind than the
    // step before, to a cell holding both digits; at most two cells with more digits,
    // unless all the extra digits are one.
    void extend(int cell, int allowedExtra, DigitSet extra, int lastKind)
    {
        loop_.push_back(cell);
        const std::array<int, 3> houses = housesOf(cell);
        for (int kind = 0; kind < 3; ++kind) {
            if (kind == lastKind) continue;
            for (int next : houseCells(houses[static_cast<std::size_t>(kind)])) {
                if (next == loop_.front() && loop_.size() >= 4) {
                    conclude();
                    continue;
                }
                if (std::find(loop_.begin(), loop_.end(), next) != loop_.end()) continue;
                const DigitSet cands = grid_.candidates(next);
                if (!pair_.isSubsetOf(cands)) continue;
                const DigitSet nextExtra = extra | (cands - pair_);
                if (cands.count() == 2 || nextExtra.count() == 1 || allowedExtra > 0)
                    extend(next, cands.count() > 2 ? allowedExtra - 1 : allowedExtra, nextExtra, kind);
            }
        }
        loop_.pop_back();
    }

    // Every house the loop visits is visited by one cell at an even and one at an odd place.
    bool valid() const
    {
        std::array<int, kHouseCount> even{};
        std::array<int, kHouseCount> odd{};
        for (std::size_t i = 0; i < loop_.size(); ++i)
            for (int house : housesOf(loop_[i])) {
                auto& count = (i % 2 == 0 ? even : odd)[static_cast<std::size_t>(house)];
                if (++count > 1) return false;
            }
        return even == odd;
    }

    void offer(int difficulty, int type, std::vector<CellDigit> eliminations)
    {
        if (eliminations.empty()) return;
        if (found_ && (difficulty > best_.difficulty || (difficulty == best_.difficulty && type >= bestType_))) return;
        found_ = true;
        bestType_ = type;
        best_ = ExpertStep{difficulty, {}, std::move(eliminations)};
    }

    void conclude()
    {
        if (!valid()) return;
        const int base = loopDifficulty(static_cast<int>(loop_.size()));
        if (found_ && base > best_.difficulty) return;
        std::vector<int> extraCells;
        DigitSet extra;
        for (int c : loop_)
            if (grid_.candidates(c).count() > 2) {
                extraCells.push_back(c);
                extra |= grid_.candidates(c) - pair_;
            }
        const int x = pair_.first();
        const int y = (pair_ - DigitSet::single(x)).first();
        if (extraCells.size() == 1) {
            std::vector<CellDigit> out{{extraCells[0], x}, {extraCells[0], y}};
            offer(base, 1, std::move(out));
            return;
        }
        if (extraCells.size() >= 2 && extra.count() == 1) {
            CellSet holders;
            for (int c : extraCells) holders.insert(c);
            CellSet victims = seenByAll(holders) & grid_.cellsWith(extra.first());
            victims -= holders;
            std::vector<CellDigit> out;
            for (int c : victims) out.push_back({c, extra.first()});
            offer(base, 2, std::move(out));
        }
        if (extraCells.size() != 2) return;
        const int a = extraCells[0];
        const int b = extraCells[1];
        for (int house : housesOf(a)) {
            if (!houseSet(house).contains(b)) continue;
            if (extra.count() >= 2) nakedSubsets(base, house, a, b, extra);
            // Type 4: x confined to the two cells in the house, so y goes from both.
            for (const auto& [keep, drop] : {std::pair{x, y}, std::pair{y, x}}) {
                CellSet places = grid_.cellsWith(keep, house);
                places.erase(a);
                places.erase(b);
                if (!places.empty()) continue;
                offer(base, 4, {{a, drop}, {b, drop}});
            }
        }
    }

    // Type 3: the two cells' extra digits act as one cell; with n - 1 other cells of the
    // house they make n cells holding n digits.
    void nakedSubsets(int base, int house, int a, int b, DigitSet extra)
    {
        std::vector<int> others;
        for (int c : houseCells(house))
            if (c != a && c != b && grid_.candidates(c).count() >= 2) others.push_back(c);
        const int empty = (houseSet(house) & grid_.unsolvedCells()).count();
        for (int degree = std::max(2, extra.count()); degree <= 7 && 2 * degree <= empty; ++degree) {
            std::vector<int> chosen;
            auto visit = [&](auto&& self, std::size_t from, DigitSet digits) -> void {
                if (static_cast<int>(chosen.size()) == degree - 1) {
                    if (digits.count() != degree) return;
                    CellSet subset;
                    for (int c : chosen) subset.insert(c);
                    std::vector<CellDigit> out;
                    for (int c : houseCells(house)) {
                        if (c == a || c == b || subset.contains(c)) continue;
                        for (int d : grid_.candidates(c) & digits) out.push_back({c, d});
                    }
                    offer(base + degree - 1, 3, std::move(out));
                    return;
                }
                for (std::size_t i = from; i < others.size(); ++i) {
                    const DigitSet next = digits | grid_.candidates(others[i]);
                    if (next.count() > degree) continue;
                    chosen.push_back(others[i]);
                    self(self, i + 1, next);
                    chosen.pop_back();
                }
            };
            visit(visit, 0, extra);
        }
    }

    const CandidateGrid& grid_;
    DigitSet pair_;
    std::vector<int> loop_;
    bool found_ = false;
    int bestType_ = 0;
    ExpertStep best_;
};

} // namespace

std::optional<ExpertStep> findUniqueLoop(const CandidateGrid& grid)
{
    LoopSearch search(grid);
    return search.run();
}

} // namespace nonet::expert
