#pragma once
// Everything that follows from some assumptions through the two chain rules of
// potentials.h, with the reason for each conclusion kept, so that the chain behind any of
// them can be measured (its complexity: the potentials it needs, each counted once).
//
// Static: the position stays as it is, so a potential has one parent (the one that
// switched it). Dynamic: every off potential is also struck from a working copy of the
// position as it is processed, so later rules see a smaller position, and a potential
// that needs those strikes (a cell left with two candidates, a digit left with one other
// place) has them as further parents.
//
// Order: all pending on potentials before any pending off one, each queue first in first
// out. The first potential found both on and off ends the run (a contradiction).

#include "core/expert/potentials.h"
#include "core/logic/candidate_grid.h"

#include <span>
#include <vector>

namespace nonet::expert {

class Propagation {
public:
    Propagation();

    // advanced (dynamic only): when the plain rules run dry, the patterns of
    // advanced_rules.h on the working position add off potentials (forcing chains "+").
    void run(const CandidateGrid& grid, std::span<const int> assumptions, bool yLinks, bool dynamic, bool advanced = false);

    bool contains(int p) const { return reached_.contains(p); }
    const PotentialSet& reached() const { return reached_; }
    // Potentials in the order they were reached (the assumptions first).
    const std::vector<std::int16_t>& order() const { return order_; }
    bool contradiction() const { return contradiction_; }
    // Potentials in the chain that leads to p (p included); p must have been reached.
    int complexity(int p) const;
    // Both chains of the contradiction together.
    int contradictionComplexity() const;

private:
    void add(int p, std::span<const std::int16_t> parents);
    int countAncestors(std::span<const int> roots) const;

    PotentialSet reached_;
    std::vector<std::int16_t> order_;
    std::array<std::int32_t, kPotentialCount> parentBegin_{};
    std::array<std::uint8_t, kPotentialCount> parentCount_{};
    std::vector<std::int16_t> parents_;
    bool contradiction_ = false;
    int clashA_ = -1; // the potential already reached
    std::vector<std::int16_t> clashParents_; // the parents of its conjugate, which was not added
    int clashB_ = -1;
    mutable std::array<std::uint32_t, kPotentialCount> visited_{};
    mutable std::uint32_t epoch_ = 0;
    mutable std::vector<std::int16_t> stack_;
};

} // namespace nonet::expert
