#pragma once
// Checks a reading (classic, or Jigsaw with the regions read) against the rules with the
// engine's solver, and points at the cells most likely misread when it breaks them. Kept
// apart from the reader (scan/), which links nothing of the engine.
//
//   a digit twice in a house   the repeated cells, least sure first
//   no solution                givens whose removal or second-best digit gives a unique
//                              solution, least sure first; else the least sure givens
//   several solutions          cells read blank with the least certainty (a missed
//                              given), and givens whose second-best digit gives one
//   one solution               nothing to point at

#include "scan/reading.h"

#include <stop_token>
#include <vector>

namespace nonet::app {

struct CheckedReading {
    enum class Verdict { Unique, Conflicts, NoSolution, Several, Stopped };
    Verdict verdict = Verdict::Unique;
    std::vector<int> suspects; // cell indices, the likeliest misread first (at most kMostSuspects)
};

class ReadingCheck {
public:
    static constexpr std::size_t kMostSuspects = 6;

    static CheckedReading check(const scan::Reading& reading, std::stop_token stop = {});
    // The reader's unsure cells and the check's suspects, in cell order, each once.
    static std::vector<int> cellsToCheck(const scan::Reading& reading, const CheckedReading& checked);
};

} // namespace nonet::app
