#pragma once
// Which cells see every cell of a group (the cells a pattern's conclusion can reach).

#include "core/cell_set.h"

namespace nonet::expert {

inline CellSet seenByAll(CellSet cells)
{
    CellSet out = CellSet::all();
    for (int c : cells) out &= peerSet(c);
    return out;
}

} // namespace nonet::expert
