#include "core/shape/shape_names.h"

namespace nonet {

char valueSymbol(int value)
{
    if (value >= 1 && value <= 9) return static_cast<char>('0' + value);
    if (value >= 10 && value <= 16) return static_cast<char>('A' + value - 10);
    return '?';
}

int symbolValue(char symbol)
{
    if (symbol >= '1' && symbol <= '9') return symbol - '0';
    if (symbol >= 'A' && symbol <= 'G') return symbol - 'A' + 10;
    if (symbol >= 'a' && symbol <= 'g') return symbol - 'a' + 10;
    return 0;
}

std::string valueText(int value) { return std::string(1, valueSymbol(value)); }

std::string shapeCellName(const Shape& shape, int cell) { return gridCellName(shape.side(), cell); }

std::string gridCellName(int side, int cell)
{
    // Appended piece by piece: GCC 12 warns (falsely) on "literal" + std::string here.
    std::string out(1, 'r');
    out += std::to_string(cell / side + 1);
    out += 'c';
    out += std::to_string(cell % side + 1);
    return out;
}

std::string houseKindName(HouseKind kind, bool plural)
{
    std::string out;
    switch (kind) {
    case HouseKind::Row: out = "row"; break;
    case HouseKind::Column: out = "column"; break;
    case HouseKind::Box: out = plural ? "boxe" : "box"; break;
    case HouseKind::Region: out = "region"; break;
    case HouseKind::Diagonal: out = "diagonal"; break;
    case HouseKind::Window: out = "window"; break;
    }
    if (plural) out += 's';
    return out;
}

std::string shapeHouseName(const Shape& shape, int house)
{
    std::string out = houseKindName(shape.houseKind(house));
    out += ' ';
    out += std::to_string(shape.houseIndex(house) + 1);
    return out;
}

} // namespace nonet
