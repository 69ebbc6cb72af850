#pragma once
// One logical step: what the technique concluded and the pattern that justifies it.
// Data only; sentences are built from it by the explanation code and the UI.

#include "core/digit_set.h"
#include "core/logic/technique.h"

#include <vector>

namespace nonet {

struct CellDigit {
    int cell = 0;
    int digit = 0;
    bool operator==(const CellDigit&) const = default;
};

// A link of a chain between two candidates (or groups, when a node's cells are several).
struct ChainLink {
    std::vector<int> fromCells;
    int fromDigit = 0;
    std::vector<int> toCells;
    int toDigit = 0;
    bool strong = false; // strong: not both false; weak: not both true
    bool operator==(const ChainLink&) const = default;
};

struct Step {
    Technique technique = Technique::FullHouse;
    std::vector<CellDigit> placements;
    std::vector<CellDigit> eliminations;
    // The pattern: the cells and houses to highlight, the digits involved, fins and links.
    std::vector<int> cells;
    std::vector<int> houses;
    DigitSet digits;
    std::vector<int> fins;
    std::vector<ChainLink> links;
    // Two-coloured patterns (simple coloring, remote pairs): the cells of the second
    // colour; `cells` holds the first. Killer's rule of 45: the outies (cells outside the
    // houses), `cells` holding the innies.
    std::vector<int> secondColorCells;
    // Killer steps: the cages the pattern uses (indexes into the shape's cages), and the sum
    // its cells add up to (innies minus outies for the rule of 45).
    std::vector<int> cages;
    int sum = 0;
    bool operator==(const Step&) const = default;
};

} // namespace nonet
