#pragma once
// The presets: the named kinds of puzzle the game offers, one row each in one table
// (kPresets, preset.cpp). A row says everything the layers above ask of a kind of puzzle
// that is not its geometry: its key and English name, its side, the levels generated for
// it and what a grading means at those levels, its first and demonstration levels, the
// symmetry of its clues, how many puzzles the pool keeps ready per level, and which part
// of its geometry a game of it carries.
//
// The geometry itself (houses, regions, cages) is the Shape's (core/shape/shape.h); a
// preset names one. Variant is a preset's index in the table: a row missing, doubled or
// out of order is a compile error (checked by a static_assert in preset.cpp).

#include "core/generator/symmetry.h"
#include "core/grader/level.h"
#include "core/shape/variant.h"

#include <span>
#include <string_view>

namespace nonet {

// What a grading means at a preset's levels.
enum class LevelScale : std::uint8_t {
    // The level is the hardest technique tier needed (core/logic/technique_catalog.cpp).
    TechniqueTiers,
    // Every unique puzzle falls to the Very easy tier (a 4x4): Very easy is full houses
    // alone, Easy needs a hidden single or anything harder.
    SinglesSplit,
};

// The part of a preset's geometry that each of its games carries, because it differs from
// game to game (core/presets/carried_layout.h): none for the fixed shapes.
enum class CarriedLayout : std::uint8_t { None, Regions, Cages };

struct Preset {
    Variant variant;                // the row's own index, checked
    // The game Nonet is named for, and the one it had before any other: its titles and
    // file names say only the level, its settings and statistics sit at the top level of
    // their files, it takes the player's clue symmetry and the bundled puzzles, and New
    // Game's level menu is its own. Exactly one row is home.
    bool home;
    std::string_view key;           // command lines, files, links: "classic", "4x4", ...
    std::string_view name;          // English, for logs and the CLI: "X-Sudoku"
    int side;                       // 4, 6, 9 or 16
    std::span<const Level> levels;  // the levels generated, easiest first
    LevelScale scale;               // what a grading means at those levels
    Level firstLevel;               // a player's first game of this kind
    Level demoLevel;                // the demonstration game (screenshots, the guide)
    Symmetry symmetry;              // of a generated puzzle's clues, unless the player chose
    int poolStock;                  // puzzles kept ready per level
    CarriedLayout layout;           // what a game of it carries besides its cells
};

const Preset& presetOf(Variant variant);
// The home preset's variant: the game started, read and shown when nothing says another.
Variant homeVariant();
// Whether every game of the variant is a plain 9x9 (Shape::isClassic): its puzzles travel
// in the classic notations and run on the classic engine's fast paths. Asked of a preset,
// not of a shape, where no game's shape is at hand (a command line's --variant).
bool isPlainClassic(Variant variant);

} // namespace nonet
