#pragma once
// A board drawn as other Sudoku programs draw theirs, for screenshots the reader must read
// exactly: any font file, thin or thick lines, light or dark, shaded cells.

#include "tests/pictures/board_look.h"

#include "core/grid.h"

#include <QImage>

namespace nonet::testing {

class ForeignBoard {
public:
    // A picture of `side` pixels for the grid plus `margin` pixels of background around it.
    static QImage paint(const Grid& givens, const BoardLook& look, int side, int margin);
    // A crossword as newspapers print one: `cells` x `cells` squares, some black (a
    // symmetric pattern from `seed`), the small clue numbers in the corners of the white
    // squares that start a word, no letters.
    static QImage paintCrossword(int cells, unsigned seed, int side, int margin);
};

} // namespace nonet::testing
