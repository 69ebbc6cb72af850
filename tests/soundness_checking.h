#pragma once
// Shared by the soundness tests (test_techniques_soundness, test_grader_soundness): finders
// taken from the technique catalog, random solved grids, and the check that a step never
// contradicts the solution.

#include "core/grid.h"
#include "core/logic/candidate_grid.h"
#include "core/logic/step.h"
#include "core/logic/technique.h"
#include "core/logic/technique_catalog.h"

#include <random>
#include <span>
#include <string>
#include <vector>

namespace nonet::testing {

// The catalog's finders of the techniques from..to (enum order, both included).
std::vector<TechniqueInfo> findersBetween(Technique from, Technique to);

// A random solved grid: a few random givens completed by the solver.
Grid randomSolution(std::mt19937_64& rng);

// Empty when the step is sound: it is of the expected technique, does something, removes
// only present candidates that are not the solution's, and places only the solution's
// digits into unsolved cells. Otherwise what is wrong, in words.
std::string checkStep(const CandidateGrid& grid, const Grid& solution, const Step& step, Technique expected);

// From `grid` on, asks every finder at every position (the uniqueness ones only when
// `unique`), checks every answer and applies the first one, until none applies or the grid
// is full. counts[i] is raised each time finders[i] answers. Returns the first failure.
std::string solveChecked(CandidateGrid grid, const Grid& solution, bool unique, std::span<const TechniqueInfo> finders,
                         std::span<int> counts);

} // namespace nonet::testing
