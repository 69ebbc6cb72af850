#include "app/storage/save_file.h"

#include "app/storage/legacy_variant_game.h"
#include "app/storage/level_key.h"
#include "app/storage/move_json.h"
#include "app/storage/shape_fields.h"
#include "core/game/game_record.h"
#include "core/grader/variant_levels.h"
#include "core/logic/technique_catalog.h"
#include "core/presets/carried_layout.h"
#include "core/presets/preset.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

namespace nonet::app {
namespace {

const QString kFormat = QStringLiteral("format");
const QString kFormatName = QStringLiteral("nonet-game");
const QString kVersion = QStringLiteral("version");
const QString kVariant = QStringLiteral("variant");
const QString kLayout = QStringLiteral("layout");
const QString kName = QStringLiteral("name");
const QString kSaved = QStringLiteral("saved");
const QString kLevel = QStringLiteral("level");
const QString kElapsed = QStringLiteral("elapsedMs");
const QString kPuzzle = QStringLiteral("puzzle");
const QString kSolution = QStringLiteral("solution");
const QString kEntries = QStringLiteral("entries");
const QString kNotes = QStringLiteral("notes");
const QString kCentreNotes = QStringLiteral("centreNotes");
const QString kColours = QStringLiteral("colours");
const QString kNoteColours = QStringLiteral("noteColours");
const QString kHistory = QStringLiteral("history");
const QString kMoves = QStringLiteral("moves");
const QString kDone = QStringLiteral("done");
const QString kCheckpoints = QStringLiteral("checkpoints");
const QString kPosition = QStringLiteral("position");
const QString kMistakes = QStringLiteral("mistakes");
const QString kLost = QStringLiteral("lost");
const QString kHints = QStringLiteral("hints");
const QString kHelp = QStringLiteral("help");
const QString kChecks = QStringLiteral("checks");
const QString kSolutionMarks = QStringLiteral("solutionMarks");
const QString kTechniques = QStringLiteral("techniques");
const QString kOrigin = QStringLiteral("origin");
const QString kDaily = QStringLiteral("daily");
const QString kPractice = QStringLiteral("practice");
// The stage names of "hints", in HintLog's order (Where, What, Pattern, Apply).
const std::array<QString, HintLog::kStageCount> kHintStages = {QStringLiteral("where"), QStringLiteral("what"),
                                                                 QStringLiteral("pattern"), QStringLiteral("apply")};
// More presses of Hint than this in one game is not a count a person made.
constexpr double kMaxHintCount = 1000000;

constexpr int kMaxNameLength = 200;

QString text(const std::string& s) { return QString::fromStdString(s); }

std::optional<ShapeGrid> cellsOf(const QJsonValue& value, const ShapePtr& shape)
{
    if (!value.isString()) return std::nullopt;
    return cellsFromText(value.toString(), shape);
}

QString cellsError(const QString& key, const Shape& shape)
{
    return shape.side() <= 9 ? QStringLiteral("\"%1\" is not %2 cells of digits and '.'").arg(key).arg(shape.cellCount())
                             : QStringLiteral("\"%1\" is not %2 cells of values 1-9, A-G and '.'").arg(key).arg(shape.cellCount());
}

// The player's values: the values less the givens.
ShapeGrid entriesOf(const GameState& state)
{
    ShapeGrid entries = state.values();
    for (int cell = 0; cell < state.cellCount(); ++cell)
        if (state.isGiven(cell)) entries.setAt(cell, 0);
    return entries;
}

// The shape a file's game is played on: "variant" (absent before version 5: classic) and,
// for Jigsaw and Killer, its "layout". The error says what is wrong.
std::variant<ShapePtr, QString> shapeOf(const QJsonObject& root)
{
    const QJsonValue key = root.value(kVariant);
    if (key.isUndefined()) return Shape::classic();
    const std::optional<Variant> variant = key.isString() ? parseVariant(key.toString().toStdString()) : std::nullopt;
    // Written exactly as variantKey writes it: "X" or " 4x4" is not a key of this format.
    if (!variant || key.toString().toStdString() != variantKey(*variant))
        return QStringLiteral("\"variant\" is not one of classic, 4x4, 6x6, 16x16, x, windoku, jigsaw, killer");
    const QJsonValue layout = root.value(kLayout);
    const CarriedLayout carried = presetOf(*variant).layout;
    if (carried == CarriedLayout::None) {
        if (!layout.isUndefined()) return QStringLiteral("\"layout\" belongs to a Jigsaw or Killer game only");
        return Shape::of(*variant);
    }
    if (!layout.isString())
        return carried == CarriedLayout::Regions ? QStringLiteral("a Jigsaw game has no \"layout\"")
                                                 : QStringLiteral("a Killer game has no \"layout\" (its cages)");
    auto shape = parseCarriedLayout(*variant, layout.toString().toStdString());
    if (const auto* error = std::get_if<ParseError>(&shape)) return QStringLiteral("\"layout\": %1").arg(text(error->message));
    return std::get<ShapePtr>(std::move(shape));
}

SaveError inconsistent(const QString& detail) { return {SaveError::Code::Inconsistent, detail}; }

QString describe(const ReplayError& error)
{
    switch (error.code) {
    case ReplayError::Code::InconsistentPuzzle: return QStringLiteral("the solution does not solve the puzzle");
    case ReplayError::Code::UndoIndexOutOfRange: return QStringLiteral("\"done\" does not count moves of the history");
    case ReplayError::Code::RefusedMove:
        return QStringLiteral("move %1 of the history is not allowed in that position").arg(error.moveIndex + 1);
    case ReplayError::Code::BadMistakes: return QStringLiteral("\"mistakes\" is not a count");
    case ReplayError::Code::BadHints: return QStringLiteral("\"hints\" holds a count below zero");
    case ReplayError::Code::BadCheckpoint:
        return QStringLiteral("checkpoint %1 is not a position of this puzzle").arg(error.moveIndex + 1);
    }
    return {};
}

QString techniqueKey(Technique technique)
{
    const std::string_view key = techniqueInfo(technique).key;
    return QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
}

std::optional<int> hintCountOf(const QJsonValue& value)
{
    const double count = value.toDouble(-1);
    if (!value.isDouble() || count < 0 || count > kMaxHintCount || count != std::floor(count)) return std::nullopt;
    return static_cast<int>(count);
}

// "hints": {"where": 3, "what": 2, "pattern": 1, "apply": 1, "techniques": {"naked-single": 2}};
// a stage or technique left out counts 0. The error says what is wrong.
std::variant<HintLog, QString> hintsFromJson(const QJsonValue& value)
{
    if (!value.isObject()) return QStringLiteral("\"hints\" is not an object");
    const QJsonObject object = value.toObject();
    HintLog hints;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() == kTechniques) continue;
        const auto stage = std::find(kHintStages.begin(), kHintStages.end(), it.key());
        if (stage == kHintStages.end()) return QStringLiteral("\"hints\" has no stage \"%1\"").arg(it.key());
        const std::optional<int> count = hintCountOf(it.value());
        if (!count) return QStringLiteral("the hints at \"%1\" are not a count").arg(it.key());
        hints.stages[static_cast<std::size_t>(stage - kHintStages.begin())] = *count;
    }
    const QJsonValue techniques = object.value(kTechniques);
    if (techniques.isUndefined()) return hints;
    if (!techniques.isObject()) return QStringLiteral("the hints' \"techniques\" is not an object");
    const QJsonObject counts = techniques.toObject();
    for (auto it = counts.begin(); it != counts.end(); ++it) {
        const std::optional<Technique> technique = parseTechnique(it.key().toStdString());
        if (!technique) return QStringLiteral("the hints name no technique \"%1\"").arg(it.key());
        const std::optional<int> count = hintCountOf(it.value());
        if (!count) return QStringLiteral("the hints of \"%1\" are not a count").arg(it.key());
        hints.techniques[static_cast<std::size_t>(*technique)] = *count;
    }
    return hints;
}

QJsonObject hintsToJson(const HintLog& hints)
{
    QJsonObject object;
    for (std::size_t i = 0; i < kHintStages.size(); ++i) object.insert(kHintStages[i], hints.stages[i]);
    QJsonObject techniques;
    for (Technique technique : techniquesInGradingOrder()) {
        const int count = hints.techniques[static_cast<std::size_t>(technique)];
        if (count > 0) techniques.insert(techniqueKey(technique), count);
    }
    if (!techniques.isEmpty()) object.insert(kTechniques, techniques);
    return object;
}

// "help": {"checks": 2, "solutionMarks": true} into hints; either left out is none. The
// error says what is wrong.
std::optional<QString> readHelp(const QJsonValue& value, HintLog& hints)
{
    if (!value.isObject()) return QStringLiteral("\"help\" is not an object");
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it)
        if (it.key() != kChecks && it.key() != kSolutionMarks) return QStringLiteral("\"help\" has no part \"%1\"").arg(it.key());
    if (const QJsonValue checks = object.value(kChecks); !checks.isUndefined()) {
        const std::optional<int> count = hintCountOf(checks);
        if (!count) return QStringLiteral("the checks in \"help\" are not a count");
        hints.checks = *count;
    }
    const QJsonValue marks = object.value(kSolutionMarks);
    if (!marks.isUndefined() && !marks.isBool()) return QStringLiteral("\"solutionMarks\" is neither true nor false");
    hints.solutionMarks = marks.toBool(false);
    return std::nullopt;
}

QJsonObject helpToJson(const HintLog& hints)
{
    QJsonObject object;
    if (hints.checks > 0) object.insert(kChecks, hints.checks);
    if (hints.solutionMarks) object.insert(kSolutionMarks, true);
    return object;
}

// "origin": {"daily": "2026-12-02"} or {"practice": "x-wing"}; the error says what is wrong.
std::variant<GameOrigin, QString> originFromJson(const QJsonValue& value)
{
    const QString wrong = QStringLiteral("\"origin\" is neither a daily puzzle's date nor a practice technique");
    const QJsonObject object = value.toObject();
    if (!value.isObject() || object.size() != 1) return wrong;
    GameOrigin origin;
    if (object.contains(kDaily)) {
        const QDate date = QDate::fromString(object.value(kDaily).toString(), Qt::ISODate);
        if (!date.isValid()) return wrong;
        origin.daily = date;
    } else {
        origin.practice = parseTechnique(object.value(kPractice).toString().toStdString());
        if (!origin.practice) return wrong;
    }
    return origin;
}

// A per-cell section ({"r1c2": <mark>, ...}) read into its canonical JSON form, or nothing
// when a value is not a mark of that kind.
std::optional<QJsonValue> valuesOf(const QJsonValue& value, int side)
{
    const auto values = value.isString() ? valuesFromText(value.toString(), side) : std::nullopt;
    if (!values) return std::nullopt;
    return QJsonValue(valuesText(*values));
}

std::optional<QJsonValue> colourOf(const QJsonValue& value)
{
    const double c = value.toDouble(-1);
    if (!value.isDouble() || c < 1 || c > kColourCount || c != std::floor(c)) return std::nullopt;
    return QJsonValue(static_cast<int>(c));
}

std::optional<QJsonValue> noteColoursOf(const QJsonValue& value, int side)
{
    const auto colours = noteColoursFromJson(value, side);
    if (!colours) return std::nullopt;
    return QJsonValue(noteColoursToJson(*colours));
}

QJsonValue noMark(const QJsonValue& mark)
{
    // What a cell without the mark has: "" digits, colour 0, {} note colours.
    if (mark.isString()) return QJsonValue(QString());
    if (mark.isDouble()) return QJsonValue(0);
    return QJsonValue(QJsonObject());
}

// Checks a per-cell section against the position (`expected` gives a cell's mark in the
// canonical form); an absent section means no cell has the mark. The error says where.
template <typename Read, typename Expected>
std::optional<QString> checkCells(const QJsonValue& section, const QString& key, const Shape& shape, Read read, Expected expected)
{
    if (!section.isUndefined() && !section.isObject()) return QStringLiteral("\"%1\" is not a list of cells").arg(key);
    const QJsonObject cells = section.toObject();
    if (cells.size() > shape.cellCount()) return QStringLiteral("\"%1\" lists too many cells").arg(key);
    std::array<std::optional<QJsonValue>, Shape::kMaxCells> stored{};
    for (auto it = cells.begin(); it != cells.end(); ++it) {
        const auto cell = cellFromKey(it.key(), shape);
        auto mark = read(it.value());
        if (!cell || !mark) return QStringLiteral("\"%1\" has an entry that is not a cell and its mark").arg(key);
        stored[static_cast<std::size_t>(*cell)] = std::move(mark);
    }
    for (int cell = 0; cell < shape.cellCount(); ++cell) {
        const QJsonValue want = expected(cell);
        const auto& have = stored[static_cast<std::size_t>(cell)];
        if ((have ? *have : noMark(want)) != want)
            return QStringLiteral("the %1 in %2 do not match the move history").arg(key, cellKey(cell, shape));
    }
    return std::nullopt;
}

std::variant<SavedGame, SaveError> readObject(const QJsonObject& root)
{
    SavedGame game;
    GameRecord& record = game.record;

    auto shapeRead = shapeOf(root);
    if (const auto* error = std::get_if<QString>(&shapeRead)) return inconsistent(*error);
    const ShapePtr shape = std::get<ShapePtr>(std::move(shapeRead));
    const auto givens = cellsOf(root.value(kPuzzle), shape);
    if (!givens) return inconsistent(cellsError(kPuzzle, *shape));
    const auto solution = cellsOf(root.value(kSolution), shape);
    if (!solution) return inconsistent(cellsError(kSolution, *shape));
    const auto level = levelFromKeyText(root.value(kLevel).toString());
    if (!level) return inconsistent(QStringLiteral("\"level\" is not one of the six levels"));
    // A preset whose levels split the singles tier (4x4) only ever holds those levels;
    // every other may hold any level (a 16x16 from a link can grade Extreme, though none
    // is generated).
    if (presetOf(shape->variant()).scale == LevelScale::SinglesSplit && !offersLevel(shape->variant(), *level))
        return inconsistent(QStringLiteral("\"level\" is not a level of a 4x4 game"));
    record.puzzle = {*givens, *solution, *level};

    const QJsonValue elapsed = root.value(kElapsed);
    const double ms = elapsed.toDouble(-1);
    if (!elapsed.isDouble() || ms < 0 || ms > static_cast<double>(kMaxElapsedMs))
        return inconsistent(QStringLiteral("\"elapsedMs\" is not a time"));
    record.elapsedMs = static_cast<qint64>(ms);

    const QJsonValue name = root.value(kName);
    if (!name.isUndefined() && !name.isString()) return inconsistent(QStringLiteral("\"name\" is not text"));
    game.name = name.toString().left(kMaxNameLength);
    const QJsonValue saved = root.value(kSaved);
    if (!saved.isUndefined()) {
        game.saved = QDateTime::fromString(saved.toString(), Qt::ISODate);
        if (!game.saved.isValid()) return inconsistent(QStringLiteral("\"saved\" is not a date"));
        game.saved = game.saved.toUTC();
    }

    const QJsonObject history = root.value(kHistory).toObject();
    const QJsonValue movesValue = history.value(kMoves);
    if (!movesValue.isArray()) return inconsistent(QStringLiteral("there is no move history"));
    const QJsonArray moves = movesValue.toArray();
    if (moves.size() > kMaxSavedMoves) return inconsistent(QStringLiteral("the move history is too long"));
    const QJsonValue done = history.value(kDone);
    const double doneCount = done.toDouble(-1);
    // Within the bound before the conversion; whether it counts moves of this history is
    // for replay() to say.
    if (!done.isDouble() || doneCount < 0 || doneCount > kMaxSavedMoves || doneCount != std::floor(doneCount))
        return inconsistent(QStringLiteral("\"done\" does not count moves of the history"));
    record.undoIndex = static_cast<int>(doneCount);
    for (int i = 0; i < moves.size(); ++i) {
        auto move = moveFromJson(moves.at(i), *shape);
        if (const auto* error = std::get_if<QString>(&move))
            return inconsistent(QStringLiteral("move %1 of the history: %2").arg(i + 1).arg(*error));
        record.moves.push_back(std::get<Move>(std::move(move)));
    }

    // Absent in files before version 3: no mistakes, not lost.
    const QJsonValue mistakes = root.value(kMistakes);
    if (!mistakes.isUndefined()) {
        const double count = mistakes.toDouble(-1);
        if (!mistakes.isDouble() || count < 0 || count > kMaxSavedMoves * kCellCount || count != std::floor(count))
            return inconsistent(QStringLiteral("\"mistakes\" is not a count"));
        record.mistakes = static_cast<int>(count);
    }
    const QJsonValue lost = root.value(kLost);
    if (!lost.isUndefined() && !lost.isBool()) return inconsistent(QStringLiteral("\"lost\" is neither true nor false"));
    record.lost = lost.toBool(false);

    // Absent in files without hints (and before version 3): none asked for.
    if (const QJsonValue hints = root.value(kHints); !hints.isUndefined()) {
        auto log = hintsFromJson(hints);
        if (const auto* error = std::get_if<QString>(&log)) return inconsistent(*error);
        record.hints = std::get<HintLog>(log);
    }
    // Absent in files without Check or the solution's marks (and before this field was read).
    if (const QJsonValue help = root.value(kHelp); !help.isUndefined())
        if (const std::optional<QString> error = readHelp(help, record.hints)) return inconsistent(*error);

    // Absent in files before version 5, and for a game that is neither of the two.
    if (const QJsonValue origin = root.value(kOrigin); !origin.isUndefined()) {
        auto read = originFromJson(origin);
        if (const auto* error = std::get_if<QString>(&read)) return inconsistent(*error);
        game.origin = std::get<GameOrigin>(read);
    }

    // Absent in files before version 3: no checkpoints.
    const QJsonValue checkpointsValue = root.value(kCheckpoints);
    if (!checkpointsValue.isUndefined()) {
        if (!checkpointsValue.isArray()) return inconsistent(QStringLiteral("\"checkpoints\" is not a list"));
        const QJsonArray checkpoints = checkpointsValue.toArray();
        if (checkpoints.size() > kMaxSavedCheckpoints) return inconsistent(QStringLiteral("there are too many checkpoints"));
        for (int i = 0; i < checkpoints.size(); ++i) {
            const QJsonObject object = checkpoints.at(i).toObject();
            const QJsonValue time = object.value(kElapsed);
            const double at = time.toDouble(-1);
            if (!time.isDouble() || at < 0 || at > static_cast<double>(kMaxElapsedMs))
                return inconsistent(QStringLiteral("checkpoint %1 has no time").arg(i + 1));
            auto position = moveFromJson(object.value(kPosition), *shape);
            if (const auto* error = std::get_if<QString>(&position))
                return inconsistent(QStringLiteral("checkpoint %1: %2").arg(i + 1).arg(*error));
            // Whether the move is a position of this puzzle is for replay() to say.
            record.checkpoints.push_back({static_cast<qint64>(at), std::get<Move>(std::move(position))});
        }
    }

    // The position after the played moves must be the one the file shows, and the moves
    // that can be redone must be legal after it, in order.
    const auto replayed = replay(record);
    if (const auto* error = std::get_if<ReplayError>(&replayed)) return inconsistent(describe(*error));
    const GameState& position = std::get<GameState>(replayed);

    const auto entries = cellsOf(root.value(kEntries), shape);
    if (!entries) return inconsistent(cellsError(kEntries, *shape));
    for (int cell = 0; cell < shape->cellCount(); ++cell) {
        const int expected = position.isGiven(cell) ? 0 : position.value(cell);
        if (entries->at(cell) != expected)
            return inconsistent(QStringLiteral("the entry in %1 does not match the move history").arg(cellKey(cell, *shape)));
    }
    const int side = shape->side();
    const auto values = [side](const QJsonValue& value) { return valuesOf(value, side); };
    const QJsonValue notesValue = root.value(kNotes);
    if (!notesValue.isObject()) return inconsistent(QStringLiteral("\"notes\" is missing"));
    if (auto error = checkCells(notesValue, kNotes, *shape, values,
                                [&](int cell) { return QJsonValue(valuesText(position.notes(cell))); }))
        return inconsistent(*error);
    // Version 2's marks: absent means none (and is all a version 1 file can say).
    if (auto error = checkCells(root.value(kCentreNotes), kCentreNotes, *shape, values,
                                [&](int cell) { return QJsonValue(valuesText(position.centreNotes(cell))); }))
        return inconsistent(*error);
    if (auto error = checkCells(root.value(kColours), kColours, *shape, colourOf,
                                [&](int cell) { return QJsonValue(position.colour(cell)); }))
        return inconsistent(*error);
    if (auto error = checkCells(root.value(kNoteColours), kNoteColours, *shape,
                                [side](const QJsonValue& value) { return noteColoursOf(value, side); },
                                [&](int cell) { return QJsonValue(noteColoursToJson(position.candidateColours(cell))); }))
        return inconsistent(*error);
    return game;
}

} // namespace

namespace {

// What a move line adds besides its JSON: the indentation, ",", the line break.
constexpr qint64 kMoveLineOverhead = 14;
const QByteArray kMoveIndent(12, ' ');

// The moves of a history, one compact JSON line each (a file of 100,000 moves is then a
// third of its indented size, and still one move a line for a person reading it).
QByteArray moveLine(const Move& move, const Shape& shape) { return QJsonDocument(moveToJson(move, shape)).toJson(QJsonDocument::Compact); }

// The file: `head` (the rest of the game, indented, without its closing brace) and the
// history, `done` of the moves played.
QByteArray assemble(QByteArray head, int done, const std::vector<QByteArray>& lines)
{
    head += ",\n    \"" + kHistory.toLatin1() + "\": {\n        \"" + kDone.toLatin1() + "\": " + QByteArray::number(done)
            + ",\n        \"" + kMoves.toLatin1() + "\": [";
    for (std::size_t i = 0; i < lines.size(); ++i) {
        head += i == 0 ? "\n" : ",\n";
        head += kMoveIndent;
        head += lines[i];
    }
    head += lines.empty() ? "]\n    }\n}\n" : "\n        ]\n    }\n}\n";
    return head;
}

} // namespace

QByteArray SaveFile::write(const SavedGame& game)
{
    const GameRecord& record = game.record;
    const Shape& shape = record.puzzle.shape();
    const GameState state = playedPosition(record);
    QJsonObject notes;
    QJsonObject centreNotes;
    QJsonObject colours;
    QJsonObject noteColours;
    for (int cell = 0; cell < shape.cellCount(); ++cell) {
        const QString key = cellKey(cell, shape);
        if (!state.notes(cell).empty()) notes.insert(key, valuesText(state.notes(cell)));
        if (!state.centreNotes(cell).empty()) centreNotes.insert(key, valuesText(state.centreNotes(cell)));
        if (state.colour(cell) != 0) colours.insert(key, state.colour(cell));
        if (!state.candidateColours(cell).empty()) noteColours.insert(key, noteColoursToJson(state.candidateColours(cell)));
    }

    QJsonObject root{
        {kFormat, kFormatName},
        {kVersion, kSaveFormatVersion},
        {kVariant, QString::fromLatin1(variantKey(shape.variant()).data(), static_cast<qsizetype>(variantKey(shape.variant()).size()))},
        {kName, game.name},
        {kLevel, levelKeyText(record.puzzle.level)},
        {kElapsed, static_cast<double>(record.elapsedMs)},
        {kPuzzle, cellsText(record.puzzle.givens)},
        {kSolution, cellsText(record.puzzle.solution)},
        {kEntries, cellsText(entriesOf(state))},
        {kNotes, notes},
        {kCentreNotes, centreNotes},
        {kColours, colours},
        {kNoteColours, noteColours},
    };
    if (const std::string layout = formatCarriedLayout(shape); !layout.empty()) root.insert(kLayout, text(layout));
    root.insert(kMistakes, record.mistakes);
    if (record.lost) root.insert(kLost, true);
    if (!record.hints.countsNothing()) root.insert(kHints, hintsToJson(record.hints));
    if (record.hints.checked()) root.insert(kHelp, helpToJson(record.hints));
    if (game.origin.daily) root.insert(kOrigin, QJsonObject{{kDaily, game.origin.daily->toString(Qt::ISODate)}});
    else if (game.origin.practice) root.insert(kOrigin, QJsonObject{{kPractice, techniqueKey(*game.origin.practice)}});
    if (!record.checkpoints.empty()) {
        QJsonArray checkpoints;
        for (const Checkpoint& checkpoint : record.checkpoints)
            checkpoints.append(QJsonObject{{kElapsed, static_cast<double>(checkpoint.elapsedMs)},
                                           {kPosition, moveToJson(checkpoint.position, shape)}});
        root.insert(kCheckpoints, checkpoints);
    }
    if (game.saved.isValid()) root.insert(kSaved, game.saved.toUTC().toString(Qt::ISODate));
    QByteArray head = QJsonDocument(root).toJson(QJsonDocument::Indented);
    head.chop(3); // "\n}\n": the history goes last

    std::vector<QByteArray> lines;
    lines.reserve(record.moves.size());
    qint64 size = head.size() + 100;
    for (const Move& move : record.moves) {
        lines.push_back(moveLine(move, shape));
        size += lines.back().size() + kMoveLineOverhead;
    }
    if (size <= kGameFileBudget && lines.size() <= static_cast<std::size_t>(kMaxSavedMoves)) return assemble(std::move(head), record.undoIndex, lines);

    // Too much to keep whole (only an enormous history gets here: hundreds of thousands of
    // moves, or thousands of moves over every cell of a 16×16). Keep the newest moves in
    // half the budget, so the next writes have room before folding again: the redo branch
    // nearest the position first, then the played moves from the last one back; the rest
    // of the played moves become one move (foldPlayedMoves), the far end of the redo
    // branch goes.
    const qint64 room = kGameFileBudget / 2 - head.size();
    const int maxMoves = kMaxSavedMoves / 2;
    const auto weight = [&lines](std::size_t i) { return lines[i].size() + kMoveLineOverhead; };
    qint64 used = 0;
    int kept = 0;
    std::size_t redoEnd = static_cast<std::size_t>(record.undoIndex);
    while (redoEnd < lines.size() && used + weight(redoEnd) <= room / 2 && kept < maxMoves / 2) {
        used += weight(redoEnd++);
        ++kept;
    }
    std::size_t playedStart = static_cast<std::size_t>(record.undoIndex);
    while (playedStart > 0 && used + weight(playedStart - 1) <= room && kept < maxMoves) {
        used += weight(--playedStart);
        ++kept;
    }
    GameRecord folded = record;
    folded.moves.resize(redoEnd);
    folded = foldPlayedMoves(folded, static_cast<int>(playedStart));
    std::vector<QByteArray> keptLines;
    keptLines.reserve(folded.moves.size());
    if (folded.moves.size() > redoEnd - playedStart) keptLines.push_back(moveLine(folded.moves.front(), shape));
    keptLines.insert(keptLines.end(), std::make_move_iterator(lines.begin() + static_cast<std::ptrdiff_t>(playedStart)),
                     std::make_move_iterator(lines.begin() + static_cast<std::ptrdiff_t>(redoEnd)));
    return assemble(std::move(head), folded.undoIndex, keptLines);
}

std::variant<SavedGame, SaveError> SaveFile::read(const QByteArray& bytes)
{
    if (bytes.size() > kMaxDataFileBytes) return SaveError{SaveError::Code::TooLarge, DataFile::sizeText(bytes.size())};
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return SaveError{SaveError::Code::NotJson,
                         QStringLiteral("%1 at byte %2").arg(parseError.errorString()).arg(parseError.offset)};
    if (!document.isObject()) return SaveError{SaveError::Code::NotNonet, QStringLiteral("not a JSON object")};
    const QJsonObject root = document.object();
    // The variant window's own format before every shape was one game: read into a game
    // record here, so that every way a game comes in has this one reader.
    if (root.value(kFormat).toString() == kLegacyVariantFormatName) return readLegacyVariantGame(root);
    if (root.value(kFormat).toString() != kFormatName)
        return SaveError{SaveError::Code::NotNonet, QStringLiteral("\"format\" is not \"%1\"").arg(kFormatName)};
    const QJsonValue version = root.value(kVersion);
    const double v = version.toDouble(0);
    // std::floor, not a cast to an integer: a version beyond any integer (1e300) must not
    // be converted (undefined behaviour; found by fuzz_save_file).
    if (!version.isDouble() || v < 1 || v != std::floor(v))
        return SaveError{SaveError::Code::NotNonet, QStringLiteral("\"version\" is not a format version")};
    if (v > kSaveFormatVersion) return SaveError{SaveError::Code::NewerVersion, QString::number(v)};
    return readObject(root);
}

std::variant<SavedGame, SaveError> SaveFile::readFile(const QString& path)
{
    auto bytes = DataFile::read(path);
    if (const auto* error = std::get_if<DataFileError>(&bytes)) {
        switch (error->code) {
        case DataFileError::Code::Unreadable: return SaveError{SaveError::Code::Unreadable, error->detail};
        case DataFileError::Code::TooLarge: return SaveError{SaveError::Code::TooLarge, error->detail};
        case DataFileError::Code::NotAFile: return SaveError{SaveError::Code::NotAFile, error->detail};
        }
    }
    return read(std::get<QByteArray>(bytes));
}

bool SaveFile::looksLikeSaveFile(const QByteArray& bytes)
{
    for (char c : bytes) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') continue;
        return c == '{';
    }
    return false;
}

QString SaveFile::describe(const SaveError& error, const QString& fileName)
{
    switch (error.code) {
    case SaveError::Code::Unreadable:
        return tr("“%1” could not be read (%2).").arg(fileName, error.detail);
    case SaveError::Code::TooLarge:
        return tr("“%1” is far too large to be a saved game (%2).").arg(fileName, error.detail);
    case SaveError::Code::NotAFile:
        return tr("“%1” is %2, not a saved game.").arg(fileName, error.detail);
    case SaveError::Code::NotJson:
        return tr("“%1” is damaged or cut short: it is not readable JSON (%2).").arg(fileName, error.detail);
    case SaveError::Code::NotNonet:
        return tr("“%1” is not a Nonet saved game (%2).").arg(fileName, error.detail);
    case SaveError::Code::NewerVersion:
        return tr("“%1” was saved by a newer version of Nonet (format version %2); this version reads version %3.")
            .arg(fileName, error.detail)
            .arg(kSaveFormatVersion);
    case SaveError::Code::Inconsistent:
        return tr("“%1” is damaged: %2.").arg(fileName, error.detail);
    }
    return {};
}

} // namespace nonet::app
