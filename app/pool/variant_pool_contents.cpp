#include "app/pool/variant_pool_contents.h"

#include "app/storage/level_key.h"
#include "core/grader/variant_levels.h"
#include "core/notation/shape_notation.h"
#include "core/shape/shape_names.h"

#include <QJsonArray>

namespace nonet::app {
namespace {

QString text(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

std::optional<std::uint64_t> numberFrom(const QJsonValue& value)
{
    bool ok = false;
    const std::uint64_t n = value.toString().toULongLong(&ok);
    if (!ok) return std::nullopt;
    return n;
}

// The solution's cells in the puzzle's shape: one value symbol per cell, no blanks.
std::optional<ShapeGrid> solutionOf(const QString& cells, const ShapePtr& shape)
{
    if (cells.size() != shape->cellCount()) return std::nullopt;
    ShapeGrid grid(shape);
    for (int cell = 0; cell < shape->cellCount(); ++cell) {
        const char16_t c = cells.at(cell).unicode();
        const int value = c < 128 ? symbolValue(static_cast<char>(c)) : 0;
        if (value < 1 || value > shape->side()) return std::nullopt;
        grid.setAt(cell, value);
    }
    return grid;
}

} // namespace

QJsonObject VariantPoolContents::toJson() const
{
    QJsonArray list;
    for (const ShapeGamePuzzle& p : puzzles) {
        list.append(QJsonObject{
            {QStringLiteral("variant"), text(variantKey(p.givens.variant()))},
            {QStringLiteral("level"), levelKeyText(p.level)},
            {QStringLiteral("puzzle"), QString::fromStdString(formatShapePuzzle(p.givens))},
            {QStringLiteral("solution"), QString::fromStdString(formatShapeCells(p.solution))},
        });
    }
    return {
        {QStringLiteral("seed"), QString::number(seed)},
        {QStringLiteral("counter"), QString::number(counter)},
        {QStringLiteral("puzzles"), list},
    };
}

VariantPoolContents::Parsed VariantPoolContents::fromJson(const QJsonObject& object)
{
    VariantPoolContents out;
    const auto seed = numberFrom(object.value(QStringLiteral("seed")));
    const auto counter = numberFrom(object.value(QStringLiteral("counter")));
    if (!seed || !counter) return {std::nullopt, QStringLiteral("\"seed\" and \"counter\" must be decimal numbers in strings")};
    out.seed = *seed;
    out.counter = *counter;
    const QJsonValue puzzles = object.value(QStringLiteral("puzzles"));
    if (!puzzles.isArray()) return {std::nullopt, QStringLiteral("no \"puzzles\" list")};
    const QJsonArray list = puzzles.toArray();
    for (qsizetype n = 0; n < list.size(); ++n) {
        const QJsonObject entry = list.at(n).toObject();
        const auto bad = [n](const QString& what) { return Parsed{std::nullopt, QStringLiteral("puzzle %1: %2").arg(n + 1).arg(what)}; };
        const std::optional<Variant> variant = parseVariant(entry.value(QStringLiteral("variant")).toString().toStdString());
        if (!variant || *variant == Variant::Classic) return bad(QStringLiteral("unknown variant"));
        const std::optional<Level> level = levelFromKeyText(entry.value(QStringLiteral("level")).toString());
        if (!level || !offersLevel(*variant, *level)) return bad(QStringLiteral("not a level of the variant"));
        const ShapeParseResult parsed = parseShapePuzzle(*variant, entry.value(QStringLiteral("puzzle")).toString().toStdString());
        if (!parsed) return bad(QString::fromStdString(parsed.error().message));
        const std::optional<ShapeGrid> solution = solutionOf(entry.value(QStringLiteral("solution")).toString(), parsed.grid().shapePtr());
        if (!solution) return bad(QStringLiteral("the solution must be the puzzle's cells, every one filled"));
        ShapeGamePuzzle puzzle{parsed.grid(), *solution, *level};
        if (!isConsistentPuzzle(puzzle)) return bad(QStringLiteral("the solution does not solve the puzzle"));
        out.puzzles.push_back(std::move(puzzle));
    }
    return {out, {}};
}

} // namespace nonet::app
