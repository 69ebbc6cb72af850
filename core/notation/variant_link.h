#pragma once
// Share links of the variants other than classic (classic links are parsePuzzle's):
//
//   nonet://play?v=6x6&p=56...3...6....4.6..2.5....5...6...35
//   nonet://play?v=jigsaw&l=<81 region digits>&p=<81 cells>&e=<81 cells>&n=<122>&c=<122>
//   nonet://play?v=killer&l=<81 cage labels>&s=<sums, ',' between>&p=<81 cells>
//
//   v   the variant key (core/shape/variant.h), required
//   l   the Jigsaw layout, 81 region digits 1-9, or the Killer cage labels (required there,
//       nowhere else)
//   s   the Killer cage sums (Killer only, required there)
//   p   the givens, the variant's cells as its one-line notation writes them, required
//   e   optional: the player's entries, the same length, blank ('.' or '0') where there is
//       none and on every given; entries may be wrong or clash (it is a game in progress)
//   n   optional: the player's (corner) notes, packed as core/notation/note_code.h says
//       (11, 36, 122 or 683 characters by the side); only in cells without a value
//   c   optional: the centre notes, packed the same way
//
// The parameters come in any order, each once; anything else is a clear error. The
// givens go through parseShapePuzzle, so every message of the variant notation applies.

#include "core/notation/parse_error.h"
#include "core/shape/shape_grid.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace nonet {

// Notes of every cell of a grid (index: cell), for the player's progress.
using ShapeNotes = std::vector<DigitSet>;

struct VariantLink {
    ShapeGrid givens;
    std::optional<ShapeGrid> entries; // only the player's values, no givens
    std::optional<ShapeNotes> notes;  // corner notes, only in cells without a value
    std::optional<ShapeNotes> centreNotes;
};

// Whether the text is a link with a v= parameter naming a variant other than classic:
// the texts parseVariantLink is for.
bool isVariantLink(std::string_view text);
std::variant<VariantLink, ParseError> parseVariantLink(std::string_view text);
// entries: the player's values (givens are left out); notes, centreNotes: the player's
// notes (of cells without a value); nothing for a link of the puzzle alone.
std::string formatVariantLink(const ShapeGrid& givens, const ShapeGrid* entries = nullptr, const ShapeNotes* notes = nullptr,
                              const ShapeNotes* centreNotes = nullptr);

} // namespace nonet
