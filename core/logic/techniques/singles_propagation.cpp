#include "core/logic/techniques/singles_propagation.h"

#include <algorithm>

namespace nonet {

template <class G>
SinglesPropagation<G>::SinglesPropagation(const G& grid, CellDigit assumption) : grid_(grid)
{
    placedBy_.fill(-1);
    parent_.fill(-1);
    lastCellCause_.fill(-1);
    for (auto& h : lastHouseCause_) h.fill(-1);
    place(assumption.cell, assumption.digit, -1);
    run();
}

template <class G>
void SinglesPropagation<G>::place(int cell, int digit, int cause)
{
    const int index = static_cast<int>(placements_.size());
    placements_.push_back({cell, digit});
    placedBy_[static_cast<std::size_t>(cell)] = index;
    parent_[static_cast<std::size_t>(cell)] = cause;
    for (int d : grid_.candidates(cell))
        if (d != digit)
            for (int h : grid_.housesOf(cell)) lastHouseCause_[static_cast<std::size_t>(h)][static_cast<std::size_t>(d - 1)] = index;
    for (int peer : grid_.peerCells(cell)) {
        if (!grid_.hasCandidate(peer, digit)) continue;
        lastCellCause_[peer] = index;
        for (int h : grid_.housesOf(peer)) lastHouseCause_[static_cast<std::size_t>(h)][static_cast<std::size_t>(digit - 1)] = index;
    }
    grid_.place(cell, digit);
}

template <class G>
bool SinglesPropagation<G>::findContradiction()
{
    for (int cell : grid_.unsolvedCells()) {
        if (grid_.candidates(cell).empty()) {
            contradictionCause_ = placements_[static_cast<std::size_t>(std::max(lastCellCause_[static_cast<std::size_t>(cell)], 0))].cell;
            return true;
        }
    }
    for (int house = 0; house < grid_.houseCount(); ++house) {
        DigitSet placed;
        DigitSet possible;
        for (int c : grid_.houseCells(house)) {
            const int v = grid_.value(c);
            if (v != 0) {
                if (placed.contains(v)) { // two equal values: the later placement broke it
                    contradictionCause_ = placements_.back().cell;
                    return true;
                }
                placed.insert(v);
            } else {
                possible |= grid_.candidates(c);
            }
        }
        const DigitSet missing = grid_.allDigits() - placed - possible;
        if (!missing.empty()) {
            const int cause = lastHouseCause_[static_cast<std::size_t>(house)][static_cast<std::size_t>(missing.first() - 1)];
            contradictionCause_ = placements_[static_cast<std::size_t>(std::max(cause, 0))].cell;
            return true;
        }
    }
    return false;
}

template <class G>
void SinglesPropagation<G>::run()
{
    bool changed = true;
    while (changed && !contradiction_) {
        changed = false;
        if (findContradiction()) {
            contradiction_ = true;
            return;
        }
        for (int cell : grid_.unsolvedCells()) {
            const DigitSet cands = grid_.candidates(cell);
            if (cands.count() == 1) {
                place(cell, cands.first(), lastCellCause_[static_cast<std::size_t>(cell)]);
                changed = true;
            }
        }
        if (changed) continue;
        for (int house = 0; house < grid_.houseCount() && !changed; ++house) {
            for (int d = 1; d <= grid_.side(); ++d) {
                const auto places = grid_.cellsWith(d, house);
                if (places.count() == 1) {
                    place(places.first(), d, lastHouseCause_[static_cast<std::size_t>(house)][static_cast<std::size_t>(d - 1)]);
                    changed = true;
                    break;
                }
            }
        }
    }
    if (!contradiction_ && findContradiction()) contradiction_ = true;
}

template <class G>
std::vector<ChainLink> SinglesPropagation<G>::pathTo(int cell) const
{
    std::vector<ChainLink> links;
    int index = placedBy_[static_cast<std::size_t>(cell)];
    while (index > 0) {
        const CellDigit to = placements_[static_cast<std::size_t>(index)];
        const int parent = parent_[static_cast<std::size_t>(to.cell)];
        if (parent < 0 || parent >= index) break;
        const CellDigit from = placements_[static_cast<std::size_t>(parent)];
        links.push_back(ChainLink{{from.cell}, from.digit, {to.cell}, to.digit, false});
        index = parent;
    }
    std::reverse(links.begin(), links.end());
    return links;
}

template <class G>
bool singlesBreak(const G& grid, CellDigit assumption)
{
    G g = grid;
    g.place(assumption.cell, assumption.digit);
    for (;;) {
        bool changed = false;
        for (const int cell : g.unsolvedCells()) {
            const DigitSet cands = g.candidates(cell);
            if (cands.empty()) return true;
            if (cands.count() == 1) {
                g.place(cell, cands.first());
                changed = true;
            }
        }
        for (int house = 0; house < g.houseCount(); ++house) {
            const DigitSet placed = g.placedIn(house);
            for (int d = 1; d <= g.side(); ++d) {
                if (placed.contains(d)) continue;
                const auto places = g.cellsWith(d, house);
                const int count = places.count();
                if (count == 0) return true; // the house has no place left for d
                if (count == 1) {
                    g.place(places.first(), d);
                    changed = true;
                }
            }
        }
        if (!changed) return false;
    }
}

template class SinglesPropagation<CandidateGrid>;
template class SinglesPropagation<ShapeCandidateGrid>;
template bool singlesBreak(const CandidateGrid&, CellDigit);
template bool singlesBreak(const ShapeCandidateGrid&, CellDigit);

} // namespace nonet
