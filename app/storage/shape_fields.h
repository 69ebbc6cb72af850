#pragma once
// How a game of any shape (core/shape/shape.h) writes its cells and values in Nonet's JSON
// files (save_file.h, move_json.h, legacy_variant_game.h), each read back strictly:
//
//   a cell          "r3c4", "r12c16"        1-based row and column of the shape, no zeros
//                                           in front, nothing else
//   a set of values "125", "19AG"           1-9 then A-G for 10-16 (read as a-g too), each
//                                           at most once, none beyond the shape's side
//   a grid's cells  "8.7.5..32..."          one value or '.' per cell, exactly the
//                                           shape's count (for the classic grid the
//                                           81-character line of core/notation/grid_line.h)
//
// These are Nonet's own files: a person's pasted text goes through the notation's parsers,
// which say what is wrong and where.

#include "core/digit_set.h"
#include "core/shape/shape_grid.h"

#include <QString>

#include <optional>

namespace nonet::app {

QString cellKey(int cell, const Shape& shape);
std::optional<int> cellFromKey(const QString& key, const Shape& shape);

QString valuesText(DigitSet values);
std::optional<DigitSet> valuesFromText(const QString& text, int side);

QString cellsText(const ShapeGrid& grid);
std::optional<ShapeGrid> cellsFromText(const QString& text, const ShapePtr& shape);

} // namespace nonet::app
