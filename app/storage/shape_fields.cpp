#include "app/storage/shape_fields.h"

#include "core/notation/shape_notation.h"
#include "core/shape/shape_names.h"

namespace nonet::app {
namespace {

// 1..16 for '1'-'9', 'A'-'G' and 'a'-'g'; 0 for any other character.
int valueOf(QChar c) { return c.unicode() < 128 ? symbolValue(static_cast<char>(c.unicode())) : 0; }

} // namespace

QString cellKey(int cell, const Shape& shape)
{
    return QStringLiteral("r%1c%2").arg(shape.rowOf(cell) + 1).arg(shape.columnOf(cell) + 1);
}

std::optional<int> cellFromKey(const QString& key, const Shape& shape)
{
    // A row or column number: one or two decimal digits, no zero in front, 1..side.
    const auto number = [&](qsizetype from, qsizetype to) {
        if (to <= from || to - from > 2 || key[from] == QLatin1Char('0')) return 0;
        int n = 0;
        for (qsizetype i = from; i < to; ++i) {
            const int digit = key[i].unicode() - '0';
            if (digit < 0 || digit > 9) return 0;
            n = 10 * n + digit;
        }
        return n <= shape.side() ? n : 0;
    };
    if (key.size() < 4 || key.size() > 6 || key[0] != QLatin1Char('r')) return std::nullopt;
    const qsizetype c = key.indexOf(QLatin1Char('c'));
    if (c < 0) return std::nullopt;
    const int row = number(1, c);
    const int column = number(c + 1, key.size());
    if (row == 0 || column == 0) return std::nullopt;
    return shape.cellAt(row - 1, column - 1);
}

QString valuesText(DigitSet values)
{
    QString text;
    for (int value : values) text += QLatin1Char(valueSymbol(value));
    return text;
}

std::optional<DigitSet> valuesFromText(const QString& text, int side)
{
    if (text.size() > side) return std::nullopt;
    DigitSet values;
    for (QChar c : text) {
        const int value = valueOf(c);
        if (value < 1 || value > side || values.contains(value)) return std::nullopt;
        values.insert(value);
    }
    return values;
}

QString cellsText(const ShapeGrid& grid) { return QString::fromStdString(formatShapeCells(grid)); }

std::optional<ShapeGrid> cellsFromText(const QString& text, const ShapePtr& shape)
{
    if (text.size() != shape->cellCount()) return std::nullopt;
    ShapeGrid grid(shape);
    for (int cell = 0; cell < shape->cellCount(); ++cell) {
        const QChar c = text.at(cell);
        if (c == QLatin1Char('.')) continue;
        const int value = valueOf(c);
        if (value < 1 || value > shape->side()) return std::nullopt;
        grid.setAt(cell, value);
    }
    return grid;
}

} // namespace nonet::app
