#pragma once
// The bundled lists (the pool's puzzles, the trainer's practice positions) are text files of
// one record a line, its fields split by spaces, with blank lines and '#' comments between:
//
//   # level givens solution
//   easy 4.7..2.......  4173928...
//
// readFieldLines() walks such a text once: a line with another number of fields, or one
// its reader refuses, becomes "line N: why" in the returned list, and the reading goes on.

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace nonet::app {

// Takes one line's fields; a message when the line is refused, nothing when it was taken.
using FieldLineReader = std::function<std::optional<QString>(const QStringList& fields)>;

// Every line of `text` with `fieldCount` fields goes to `read`; the problems, in line order.
QStringList readFieldLines(const QString& text, int fieldCount, const FieldLineReader& read);

// The text of a file compiled into the program (a Qt resource path); nothing when it is absent.
std::optional<QString> readResourceText(const QString& path);

} // namespace nonet::app
