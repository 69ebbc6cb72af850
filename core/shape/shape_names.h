#pragma once
// How cells, houses and values of any shape are named in English text (error messages,
// step descriptions, the CLI): "r12c3", "row 3", "region 2", "diagonal 1", "window 4",
// and the value symbols 1-9 then A-G (10-16) of the 16x16 notation.

#include "core/shape/shape.h"

#include <string>

namespace nonet {

// '1'..'9', then 'A'..'G' for 10..16.
char valueSymbol(int value);
// 1..16 for '1'..'9', 'A'..'G' and 'a'..'g'; 0 for anything else.
int symbolValue(char symbol);
// The value as text: "7", "12" is "C".
std::string valueText(int value);

// "r1c1", "r12c16": 1-based row and column.
std::string shapeCellName(const Shape& shape, int cell);
// The same for a cell of a side x side grid, before its shape is made (layouts being checked).
std::string gridCellName(int side, int cell);
// "row", "column", "box", "region", "diagonal", "window" (plural: "rows", ...).
std::string houseKindName(HouseKind kind, bool plural = false);
// "row 3", "column 12", "box 5", "region 2", "diagonal 1", "window 4".
std::string shapeHouseName(const Shape& shape, int house);

} // namespace nonet
