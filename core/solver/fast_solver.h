#pragma once
// The default solver: candidates as bit boards, one 27-bit word per digit and band,
// propagated with the permutation rule per band and per stack (rows, columns, boxes,
// box/line, hidden singles), naked singles and the triad rule (a minirow or minicolumn
// holds three digits: three that must go there keep the others out, three that alone can
// reach it all go there); then a guess on one digit's ways
// through a band or stack, each way a branch. All search state lives on the stack;
// nothing is allocated while searching.

#include "core/solver/solver.h"

namespace nonet {

class FastSolver final : public Solver {
public:
    // Which steps across a band's digits (core/solver/band_steps.h) the search runs on:
    // the widest this build has instructions for (SSE2 on x86-64, which every x86-64
    // processor has, so nothing is chosen at run time) or plain C++, which builds for
    // other processors take. Both give the same answers; tests run both.
    enum class Path { Widest, Portable };

    FastSolver() = default;
    explicit FastSolver(Path path) : path_(path) {}

    std::string_view name() const override { return "fast"; }
    SolveResult solve(const Grid& puzzle, int limit) const override;

private:
    Path path_ = Path::Widest;
};

} // namespace nonet
