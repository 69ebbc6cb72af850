#pragma once
// The puzzle pool as the game runs it: classic puzzles from nonet::generate with the clue
// symmetry the player chose (app/pool/symmetry_setting.h), the other variants' from
// generateShaped with the variant's own symmetry, files in the per-user app data folder,
// and the bundled puzzle list (resources/puzzles/bundled.txt) to start with on a first launch.

#include "app/pool/puzzle_pool.h"
#include "core/generator/symmetry.h"

#include <functional>

namespace nonet::app {

// Asked by every job as it starts (on its worker thread, so it must be thread-safe).
using SymmetryChoice = std::function<Symmetry()>;

// The real generator behind the pool's job interface: its own mt19937_64 from the seed;
// for classic, the symmetry `symmetry` says at the start of the job (the default when empty).
PuzzlePool::Generate poolGenerator(SymmetryChoice symmetry);

// Everything above, with the folder QStandardPaths::AppDataLocation (the application and
// organization names must be set first), the symmetry from the settings, the pool's default
// stock (PuzzlePool::defaultStock()) and thread count (the cores less one for the GUI, at least 1).
PuzzlePool::Options defaultPoolOptions();

} // namespace nonet::app
