#include "app/storage/variant_save_file.h"

#include "app/storage/level_key.h"
#include "core/grader/variant_levels.h"
#include "core/notation/shape_notation.h"
#include "core/shape/shape_names.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cmath>

namespace nonet::app {
namespace {

const QString kFormat = QStringLiteral("format");
const QString kFormatName = QStringLiteral("nonet-variant-game");
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

QString valuesText(DigitSet values)
{
    QString text;
    for (int v = 1; v <= 16; ++v)
        if (values.contains(v)) text += QLatin1Char(valueSymbol(v));
    return text;
}

// A cells field of the shape: one value symbol or '.' per cell.
std::optional<ShapeGrid> cellsOf(const QJsonValue& value, const ShapePtr& shape)
{
    if (!value.isString()) return std::nullopt;
    const QString text = value.toString();
    if (text.size() != shape->cellCount()) return std::nullopt;
    ShapeGrid grid(shape);
    for (int cell = 0; cell < shape->cellCount(); ++cell) {
        const QChar c = text.at(cell);
        if (c == QLatin1Char('.')) continue;
        const int v = c.unicode() < 128 ? symbolValue(static_cast<char>(c.unicode())) : 0;
        if (v < 1 || v > shape->side()) return std::nullopt;
        grid.setAt(cell, v);
    }
    return grid;
}

// "r3c12" -> its cell in the shape; nothing for anything else.
std::optional<int> cellNamed(const QString& name, const Shape& shape)
{
    for (int cell = 0; cell < shape.cellCount(); ++cell)
        if (name == QString::fromStdString(shapeCellName(shape, cell))) return cell;
    return std::nullopt;
}

} // namespace

QByteArray VariantSaveFile::write(const ShapeGame& game, qint64 elapsedMs, int mistakes, bool lost)
{
    const ShapeGrid& givens = game.puzzle().givens;
    ShapeGrid entries(givens.shapePtr());
    QJsonObject notes;
    for (int cell = 0; cell < game.cellCount(); ++cell) {
        if (!game.isGiven(cell)) entries.setAt(cell, game.value(cell));
        if (!game.notes(cell).empty())
            notes.insert(QString::fromStdString(shapeCellName(game.shape(), cell)), valuesText(game.notes(cell)));
    }
    QJsonObject root;
    root.insert(kFormat, kFormatName);
    root.insert(kVersion, kVariantSaveFormatVersion);
    root.insert(kVariant, QString::fromUtf8(variantKey(game.variant()).data(), static_cast<qsizetype>(variantKey(game.variant()).size())));
    root.insert(kLevel, levelKeyText(game.level()));
    root.insert(kElapsed, static_cast<double>(elapsedMs));
    root.insert(kPuzzle, QString::fromStdString(formatShapePuzzle(givens)));
    root.insert(kSolution, QString::fromStdString(formatShapeCells(game.puzzle().solution)));
    root.insert(kEntries, QString::fromStdString(formatShapeCells(entries)));
    root.insert(kNotes, notes);
    root.insert(kMistakes, mistakes);
    root.insert(kLost, lost);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool VariantSaveFile::isVariantGame(const QByteArray& bytes)
{
    const QJsonDocument doc = QJsonDocument::fromJson(bytes);
    return doc.isObject() && doc.object().value(kFormat).toString() == kFormatName;
}

std::variant<SavedVariantGame, SaveError> VariantSaveFile::read(const QByteArray& bytes)
{
    if (bytes.size() > kMaxSaveFileBytes) return SaveError{SaveError::Code::TooLarge, QStringLiteral("the file is too large")};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return SaveError{SaveError::Code::NotJson, QStringLiteral("not JSON: %1").arg(parseError.errorString())};
    const QJsonObject root = doc.object();
    if (root.value(kFormat).toString() != kFormatName)
        return SaveError{SaveError::Code::NotNonet, QStringLiteral("not a Nonet variant game (no \"format\": \"nonet-variant-game\")")};
    const QJsonValue version = root.value(kVersion);
    if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) || version.toDouble() < 1)
        return inconsistent(QStringLiteral("the format version is missing or not a whole number"));
    if (version.toDouble() > kVariantSaveFormatVersion)
        return SaveError{SaveError::Code::NewerVersion, QStringLiteral("format version %1").arg(version.toDouble())};

    const std::optional<Variant> variant = parseVariant(root.value(kVariant).toString().toStdString());
    if (!variant || *variant == Variant::Classic)
        return inconsistent(QStringLiteral("\"variant\" is not one of 4x4, 6x6, 16x16, x, windoku, jigsaw"));
    const std::optional<Level> level = levelFromKeyText(root.value(kLevel).toString());
    // A 4x4 is only ever Very easy or Easy; other variants may hold any level (a 16x16 from
    // a link can grade Extreme, though none is generated).
    if (!level || (*variant == Variant::Mini4 && !offersLevel(*variant, *level)))
        return inconsistent(QStringLiteral("\"level\" is not a level of the variant"));
    const QJsonValue elapsed = root.value(kElapsed);
    if (!elapsed.isDouble() || elapsed.toDouble() < 0 || elapsed.toDouble() > static_cast<double>(kMaxElapsedMs) ||
        elapsed.toDouble() != std::floor(elapsed.toDouble()))
        return inconsistent(QStringLiteral("\"elapsedMs\" is not a time"));

    if (!root.value(kPuzzle).isString()) return inconsistent(QStringLiteral("\"puzzle\" is missing"));
    const ShapeParseResult parsed = parseShapePuzzle(*variant, root.value(kPuzzle).toString().toStdString());
    if (!parsed) return inconsistent(QStringLiteral("\"puzzle\": %1").arg(QString::fromStdString(parsed.error().message)));
    const ShapeGrid& givens = parsed.grid();
    const std::optional<ShapeGrid> solution = cellsOf(root.value(kSolution), givens.shapePtr());
    ShapeGamePuzzle puzzle{givens, solution.value_or(ShapeGrid(givens.shapePtr())), *level};
    if (!solution || !isConsistentPuzzle(puzzle))
        return inconsistent(QStringLiteral("\"solution\" does not solve the puzzle"));

    ShapeGame game(puzzle);
    const std::optional<ShapeGrid> entries = cellsOf(root.value(kEntries), givens.shapePtr());
    if (!entries) return inconsistent(QStringLiteral("\"entries\" is not one value or '.' per cell"));
    ShapeMove position;
    for (int cell = 0; cell < givens.cellCount(); ++cell) {
        if (entries->at(cell) == 0) continue;
        if (givens.at(cell) != 0)
            return inconsistent(QStringLiteral("\"entries\" writes in %1, which is a given").arg(QString::fromStdString(shapeCellName(givens.shape(), cell))));
        position.cells.push_back({cell, entries->at(cell), {}});
    }
    const QJsonValue notesValue = root.value(kNotes);
    if (!notesValue.isUndefined() && !notesValue.isObject()) return inconsistent(QStringLiteral("\"notes\" is not an object"));
    const QJsonObject notes = notesValue.toObject();
    for (auto it = notes.begin(); it != notes.end(); ++it) {
        const std::optional<int> cell = cellNamed(it.key(), givens.shape());
        if (!cell) return inconsistent(QStringLiteral("\"notes\" names %1, which is not a cell").arg(it.key().left(20)));
        if (givens.at(*cell) != 0 || entries->at(*cell) != 0)
            return inconsistent(QStringLiteral("\"notes\" of %1, which is filled").arg(it.key()));
        if (!it.value().isString() || it.value().toString().size() > givens.side())
            return inconsistent(QStringLiteral("\"notes\" of %1 are not values").arg(it.key()));
        DigitSet values;
        for (const QChar c : it.value().toString()) {
            const int v = c.unicode() < 128 ? symbolValue(static_cast<char>(c.unicode())) : 0;
            if (v < 1 || v > givens.side()) return inconsistent(QStringLiteral("\"notes\" of %1 are not values").arg(it.key()));
            values.insert(v);
        }
        position.cells.push_back({*cell, 0, values});
    }
    if (!game.apply(position)) return inconsistent(QStringLiteral("the position does not fit the puzzle"));

    // Absent in files written before mistakes were counted: none, not lost.
    const QJsonValue mistakes = root.value(kMistakes);
    if (!mistakes.isUndefined() && (!mistakes.isDouble() || mistakes.toDouble() < 0 || mistakes.toDouble() > kMaxMistakes ||
                                    mistakes.toDouble() != std::floor(mistakes.toDouble())))
        return inconsistent(QStringLiteral("\"mistakes\" is not a count"));
    const QJsonValue lost = root.value(kLost);
    if (!lost.isUndefined() && !lost.isBool()) return inconsistent(QStringLiteral("\"lost\" is not true or false"));
    return SavedVariantGame{std::move(game), static_cast<qint64>(elapsed.toDouble()), static_cast<int>(mistakes.toDouble(0)), lost.toBool(false)};
}

std::variant<SavedVariantGame, SaveError> VariantSaveFile::readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return SaveError{SaveError::Code::Unreadable, file.errorString()};
    if (file.size() > kMaxSaveFileBytes) return SaveError{SaveError::Code::TooLarge, QStringLiteral("the file is too large")};
    return read(file.readAll());
}

} // namespace nonet::app
