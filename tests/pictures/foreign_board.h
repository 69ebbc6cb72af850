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
};

} // namespace nonet::testing
