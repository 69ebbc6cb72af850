#include "ui/value_layout.h"

#include "core/shape/shape_names.h"

#include <cmath>

namespace nonet::ui {

ValueLayout ValueLayout::of(const Shape& shape)
{
    if (shape.hasRegularBoxes()) return {shape.side(), shape.boxRows(), shape.boxColumns()};
    // Irregular regions: the square of the side (9 for Jigsaw).
    const int root = static_cast<int>(std::lround(std::sqrt(shape.side())));
    return {shape.side(), root, (shape.side() + root - 1) / root};
}

QString ValueLayout::text(int value) { return QString::fromStdString(valueText(value)); }

} // namespace nonet::ui
