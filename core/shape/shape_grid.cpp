#include "core/shape/shape_grid.h"

namespace nonet {

ShapeGrid::ShapeGrid() : shape_(Shape::of(Variant::Classic)) {}

ShapeGrid::ShapeGrid(ShapePtr shape) : shape_(std::move(shape)) {}

ShapeGrid::ShapeGrid(const Grid& grid) : shape_(Shape::of(Variant::Classic))
{
    for (int cell = 0; cell < kCellCount; ++cell) setAt(cell, grid.at(cell));
}

Grid ShapeGrid::toClassic() const
{
    Grid grid;
    for (int cell = 0; cell < kCellCount; ++cell) grid.setAt(cell, at(cell));
    return grid;
}

DigitSet ShapeGrid::allowedValues(int cell) const
{
    DigitSet taken;
    for (const int peer : shape_->peerSet(cell))
        if (at(peer) != 0) taken.insert(at(peer));
    return DigitSet::all(side()) - taken;
}

bool ShapeGrid::isComplete() const
{
    for (int cell = 0; cell < cellCount(); ++cell)
        if (at(cell) == 0) return false;
    return true;
}

bool ShapeGrid::isConsistent() const
{
    for (int house = 0; house < shape_->houseCount(); ++house) {
        DigitSet seen;
        for (const int cell : shape_->houseCells(house)) {
            const int v = at(cell);
            if (v == 0) continue;
            if (v > side() || seen.contains(v)) return false;
            seen.insert(v);
        }
    }
    return cageConflicts().empty();
}

WideCellSet ShapeGrid::cageConflicts() const
{
    WideCellSet out;
    for (int index = 0; index < shape_->cageCount(); ++index) {
        const Cage& cage = shape_->cage(index);
        DigitSet seen;
        int sum = 0;
        int filled = 0;
        bool repeats = false;
        for (const int cell : cage.cells) {
            const int v = at(cell);
            if (v == 0) continue;
            repeats = repeats || seen.contains(v);
            seen.insert(v);
            sum += v;
            ++filled;
        }
        const bool full = filled == static_cast<int>(cage.cells.size());
        if (repeats || sum > cage.sum || (full && sum != cage.sum))
            for (const int cell : cage.cells)
                if (at(cell) != 0) out.insert(cell);
    }
    return out;
}

int ShapeGrid::filledCount() const
{
    int n = 0;
    for (int cell = 0; cell < cellCount(); ++cell) n += at(cell) != 0;
    return n;
}

bool ShapeGrid::operator==(const ShapeGrid& other) const
{
    if (shape_ != other.shape_ && !(*shape_ == *other.shape_)) return false;
    for (int cell = 0; cell < cellCount(); ++cell)
        if (at(cell) != other.at(cell)) return false;
    return true;
}

} // namespace nonet
