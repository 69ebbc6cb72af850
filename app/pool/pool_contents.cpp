#include "app/pool/pool_contents.h"

#include "app/storage/level_key.h"
#include "core/grader/variant_levels.h"
#include "core/notation/grid_line.h"
#include "core/notation/shape_notation.h"
#include "core/shape/shape_names.h"
#include "core/presets/preset.h"

#include <QJsonArray>

#include <functional>
#include <variant>

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

// One entry read, or what is wrong with it.
using EntryRead = std::variant<GamePuzzle, QString>;

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

// Version 1 of pool.json: a classic puzzle as two 81-character lines.
EntryRead classicEntry(const QJsonObject& entry)
{
    const auto level = levelFromKeyText(entry.value(QStringLiteral("level")).toString());
    const auto givens = parseGridLine(entry.value(QStringLiteral("givens")).toString().toStdString());
    const auto solution = parseGridLine(entry.value(QStringLiteral("solution")).toString().toStdString());
    if (!level) return QStringLiteral("unknown level");
    if (!givens || !solution) return QStringLiteral("givens and solution must be 81 characters");
    GamePuzzle puzzle{*givens, *solution, *level};
    if (!isConsistentPuzzle(puzzle)) return QStringLiteral("the solution does not solve the givens");
    return puzzle;
}

// Version 2, and variant-pool.json: the variant, its one-line notation and the solution's cells.
EntryRead shapeEntry(const QJsonObject& entry, bool classicAllowed)
{
    const std::optional<Variant> variant = parseVariant(entry.value(QStringLiteral("variant")).toString().toStdString());
    if (!variant || (presetOf(*variant).home && !classicAllowed)) return QStringLiteral("unknown variant");
    const std::optional<Level> level = levelFromKeyText(entry.value(QStringLiteral("level")).toString());
    if (!level || !offersLevel(*variant, *level)) return QStringLiteral("not a level of the variant");
    const ShapeParseResult parsed = parseShapePuzzle(*variant, entry.value(QStringLiteral("puzzle")).toString().toStdString());
    if (!parsed) return QString::fromStdString(parsed.error().message);
    const std::optional<ShapeGrid> solution = solutionOf(entry.value(QStringLiteral("solution")).toString(), parsed.grid().shapePtr());
    if (!solution) return QStringLiteral("the solution must be the puzzle's cells, every one filled");
    GamePuzzle puzzle{parsed.grid(), *solution, *level};
    if (!isConsistentPuzzle(puzzle)) return QStringLiteral("the solution does not solve the puzzle");
    return puzzle;
}

PoolContents::Parsed read(const QJsonObject& object, const std::function<EntryRead(const QJsonObject&)>& readEntry)
{
    PoolContents out;
    const auto seed = numberFrom(object.value(QStringLiteral("seed")));
    const auto counter = numberFrom(object.value(QStringLiteral("counter")));
    if (!seed || !counter) return {std::nullopt, QStringLiteral("\"seed\" and \"counter\" must be decimal numbers in strings")};
    out.seed = *seed;
    out.counter = *counter;
    const QJsonValue puzzles = object.value(QStringLiteral("puzzles"));
    if (!puzzles.isArray()) return {std::nullopt, QStringLiteral("no \"puzzles\" list")};
    const QJsonArray list = puzzles.toArray();
    for (qsizetype n = 0; n < list.size(); ++n) {
        EntryRead entry = readEntry(list.at(n).toObject());
        if (const QString* problem = std::get_if<QString>(&entry))
            return {std::nullopt, QStringLiteral("puzzle %1: %2").arg(n + 1).arg(*problem)};
        out.puzzles.push_back(std::move(std::get<GamePuzzle>(entry)));
    }
    return {std::move(out), {}};
}

} // namespace

QJsonObject PoolContents::toJson() const
{
    QJsonArray list;
    for (const GamePuzzle& p : puzzles) {
        list.append(QJsonObject{
            {QStringLiteral("variant"), text(variantKey(p.variant()))},
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

PoolContents::Parsed PoolContents::fromJson(const QJsonObject& object, int version)
{
    if (version == 1) return read(object, classicEntry);
    return read(object, [](const QJsonObject& entry) { return shapeEntry(entry, true); });
}

PoolContents::Parsed PoolContents::fromVariantPoolJson(const QJsonObject& object)
{
    return read(object, [](const QJsonObject& entry) { return shapeEntry(entry, false); });
}

} // namespace nonet::app
