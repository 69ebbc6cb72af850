#pragma once
// A canonical form of a grid under the changes that leave a Sudoku the same puzzle in
// disguise, so that "have I seen this puzzle?" also catches a relabelled, turned or
// mirrored copy.
//
// The group used here (2592 geometric maps, times any relabelling of the digits):
//
//   transpose or not            x   order of the three bands      (6)
//                               x   order of rows inside a band   (6, the same for every band)
//                               x   order of the three stacks     (6)
//                               x   order of columns in a stack   (6, the same for every stack)
//
// It holds all 8 symmetries of the square (a quarter turn is a transpose followed by
// reversing the stacks and the columns inside them) and every band/stack shuffle, but not
// the independent reordering of rows inside each band separately (the full group has
// 3,359,232 maps; trying them all costs far too much for a check on the GUI thread).
// Cost: one pass over the 2592 maps with early exit, some tens of microseconds.
//
// The form is the smallest 81-value string (row-major, 0 = empty) over the group, with
// digits renamed 1, 2, 3 ... in order of first appearance.

#include "core/grid.h"

#include <array>
#include <cstdint>

namespace nonet {

using CanonicalForm = std::array<std::uint8_t, kCellCount>;

CanonicalForm canonicalForm(const Grid& grid);

} // namespace nonet
