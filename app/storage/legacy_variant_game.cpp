#include "app/storage/legacy_variant_game.h"

#include "app/storage/level_key.h"
#include "app/storage/shape_fields.h"
#include "core/grader/variant_levels.h"
#include "core/notation/shape_notation.h"
#include "core/presets/preset.h"

#include <cmath>

namespace nonet::app {
namespace {

const QString kVersion = QStringLiteral("version");
const QString kVariant = QStringLiteral("variant");
const QString kLevel = QStringLiteral("level");
const QString kElapsed = QStringLiteral("elapsedMs");
const QString kPuzzle = QStringLiteral("puzzle");
const QString kSolution = QStringLiteral("solution");
const QString kEntries = QStringLiteral("entries");
const QString kNotes = QStringLiteral("notes");
const QString kMistakes = QStringLiteral("mistakes");
const QString kLost = QStringLiteral("lost");
// More wrong values than any game could hold is a damaged file, not a count.
constexpr double kMaxMistakes = 1'000'000;

SaveError inconsistent(const QString& detail) { return {SaveError::Code::Inconsistent, detail}; }

bool isWholeIn(const QJsonValue& value, double low, double high)
{
    const double d = value.toDouble(low - 1);
    return value.isDouble() && d >= low && d <= high && d == std::floor(d);
}

std::optional<ShapeGrid> cellsOf(const QJsonValue& value, const ShapePtr& shape)
{
    if (!value.isString()) return std::nullopt;
    return cellsFromText(value.toString(), shape);
}

} // namespace

std::variant<SavedGame, SaveError> readLegacyVariantGame(const QJsonObject& root)
{
    const QJsonValue version = root.value(kVersion);
    if (!isWholeIn(version, 1, kLegacyVariantFormatVersion))
        return SaveError{SaveError::Code::NotNonet,
                         QStringLiteral("\"%1\" has no version %2").arg(kLegacyVariantFormatName, version.toVariant().toString().left(20))};

    const std::optional<Variant> variant = parseVariant(root.value(kVariant).toString().toStdString());
    if (!variant || presetOf(*variant).home)
        return inconsistent(QStringLiteral("\"variant\" is not one of 4x4, 6x6, 16x16, x, windoku, jigsaw"));
    const std::optional<Level> level = levelFromKeyText(root.value(kLevel).toString());
    // A preset whose levels split the singles tier (4x4) only ever holds those levels;
    // other variants may hold any level.
    if (!level || (presetOf(*variant).scale == LevelScale::SinglesSplit && !offersLevel(*variant, *level)))
        return inconsistent(QStringLiteral("\"level\" is not a level of the variant"));
    const QJsonValue elapsed = root.value(kElapsed);
    if (!isWholeIn(elapsed, 0, static_cast<double>(kMaxElapsedMs))) return inconsistent(QStringLiteral("\"elapsedMs\" is not a time"));

    if (!root.value(kPuzzle).isString()) return inconsistent(QStringLiteral("\"puzzle\" is missing"));
    const ShapeParseResult parsed = parseShapePuzzle(*variant, root.value(kPuzzle).toString().toStdString());
    if (!parsed) return inconsistent(QStringLiteral("\"puzzle\": %1").arg(QString::fromStdString(parsed.error().message)));
    const ShapeGrid& givens = parsed.grid();
    const Shape& shape = givens.shape();
    const std::optional<ShapeGrid> solution = cellsOf(root.value(kSolution), givens.shapePtr());
    const GamePuzzle puzzle{givens, solution.value_or(ShapeGrid(givens.shapePtr())), *level};
    if (!solution || !isConsistentPuzzle(puzzle)) return inconsistent(QStringLiteral("\"solution\" does not solve the puzzle"));

    const std::optional<ShapeGrid> entries = cellsOf(root.value(kEntries), givens.shapePtr());
    if (!entries) return inconsistent(QStringLiteral("\"entries\" is not one value or '.' per cell"));
    std::vector<CellContent> position;
    for (int cell = 0; cell < shape.cellCount(); ++cell) {
        if (entries->at(cell) == 0) continue;
        if (givens.at(cell) != 0)
            return inconsistent(QStringLiteral("\"entries\" writes in %1, which is a given").arg(cellKey(cell, shape)));
        position.emplace_back(cell, entries->at(cell));
    }
    const QJsonValue notesValue = root.value(kNotes);
    if (!notesValue.isUndefined() && !notesValue.isObject()) return inconsistent(QStringLiteral("\"notes\" is not an object"));
    const QJsonObject notes = notesValue.toObject();
    for (auto it = notes.begin(); it != notes.end(); ++it) {
        const std::optional<int> cell = cellFromKey(it.key(), shape);
        if (!cell) return inconsistent(QStringLiteral("\"notes\" names %1, which is not a cell").arg(it.key().left(20)));
        if (givens.at(*cell) != 0 || entries->at(*cell) != 0)
            return inconsistent(QStringLiteral("\"notes\" of %1, which is filled").arg(it.key()));
        const std::optional<DigitSet> values = it.value().isString() ? valuesFromText(it.value().toString(), shape.side()) : std::nullopt;
        if (!values) return inconsistent(QStringLiteral("\"notes\" of %1 are not values").arg(it.key()));
        if (!values->empty()) position.emplace_back(*cell, 0, *values);
    }

    // Absent in files written before mistakes were counted: none, not lost.
    const QJsonValue mistakes = root.value(kMistakes);
    if (!mistakes.isUndefined() && !isWholeIn(mistakes, 0, kMaxMistakes)) return inconsistent(QStringLiteral("\"mistakes\" is not a count"));
    const QJsonValue lost = root.value(kLost);
    if (!lost.isUndefined() && !lost.isBool()) return inconsistent(QStringLiteral("\"lost\" is not true or false"));

    SavedGame game;
    GameRecord& record = game.record;
    record.puzzle = puzzle;
    // The position as one played move from the givens (legacy_variant_game.h says why).
    if (!position.empty()) record.moves.push_back(Move::setCells(std::move(position)));
    record.undoIndex = static_cast<int>(record.moves.size());
    record.elapsedMs = static_cast<qint64>(elapsed.toDouble());
    record.mistakes = static_cast<int>(mistakes.toDouble(0));
    record.lost = lost.toBool(false);
    if (!std::holds_alternative<GameState>(replay(record)))
        return inconsistent(QStringLiteral("the position does not fit the puzzle"));
    return game;
}

} // namespace nonet::app
