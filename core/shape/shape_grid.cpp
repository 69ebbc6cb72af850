#include "core/shape/shape_grid.h"

namespace nonet {

ShapeGrid::ShapeGrid(ShapePtr shape) : shape_(std::move(shape)) {}

ShapeGrid ShapeGrid::fromClassic(const Grid& grid)
{
    ShapeGrid out(Shape::of(Variant::Classic));
    for (int cell = 0; cell < kCellCount; ++cell) out.setAt(cell, grid.at(cell));
    return out;
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
    return true;
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
