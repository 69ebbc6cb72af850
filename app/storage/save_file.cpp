#include "app/storage/save_file.h"

#include "app/storage/level_key.h"
#include "app/storage/move_json.h"
#include "core/game/game_record.h"
#include "core/logic/technique_catalog.h"
#include "core/notation/grid_line.h"

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
const QString kTechniques = QStringLiteral("techniques");
// The stage names of "hints", in HintLog's order (Where, What, Pattern, Apply).
const std::array<QString, HintLog::kStageCount> kHintStages = {QStringLiteral("where"), QStringLiteral("what"),
                                                                 QStringLiteral("pattern"), QStringLiteral("apply")};
// More presses of Hint than this in one game is not a count a person made.
constexpr double kMaxHintCount = 1000000;

constexpr int kMaxNameLength = 200;

QString gridText(const Grid& grid) { return QString::fromStdString(formatGridLine(grid)); }

std::optional<Grid> gridFromText(const QJsonValue& value)
{
    if (!value.isString()) return std::nullopt;
    return parseGridLine(value.toString().toStdString());
}

// The player's digits: the values less the givens.
Grid entriesOf(const GameState& state)
{
    Grid entries = state.values();
    for (int cell = 0; cell < kCellCount; ++cell)
        if (state.isGiven(cell)) entries.setAt(cell, 0);
    return entries;
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
        const std::string_view key = techniqueInfo(technique).key;
        if (count > 0) techniques.insert(QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size())), count);
    }
    if (!techniques.isEmpty()) object.insert(kTechniques, techniques);
    return object;
}

// A per-cell section ({"r1c2": <mark>, ...}) read into its canonical JSON form, or nothing
// when a value is not a mark of that kind.
std::optional<QJsonValue> digitsOf(const QJsonValue& value)
{
    const auto digits = value.isString() ? digitsFromText(value.toString()) : std::nullopt;
    if (!digits) return std::nullopt;
    return QJsonValue(digitsText(*digits));
}

std::optional<QJsonValue> colourOf(const QJsonValue& value)
{
    const double c = value.toDouble(-1);
    if (!value.isDouble() || c < 1 || c > kColourCount || c != std::floor(c)) return std::nullopt;
    return QJsonValue(static_cast<int>(c));
}

std::optional<QJsonValue> noteColoursOf(const QJsonValue& value)
{
    const auto colours = noteColoursFromJson(value);
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
std::optional<QString> checkCells(const QJsonValue& section, const QString& key, Read read, Expected expected)
{
    if (!section.isUndefined() && !section.isObject()) return QStringLiteral("\"%1\" is not a list of cells").arg(key);
    const QJsonObject cells = section.toObject();
    if (cells.size() > kCellCount) return QStringLiteral("\"%1\" lists too many cells").arg(key);
    std::array<std::optional<QJsonValue>, kCellCount> stored{};
    for (auto it = cells.begin(); it != cells.end(); ++it) {
        const auto cell = cellFromKey(it.key());
        auto mark = read(it.value());
        if (!cell || !mark) return QStringLiteral("\"%1\" has an entry that is not a cell and its mark").arg(key);
        stored[static_cast<std::size_t>(*cell)] = std::move(mark);
    }
    for (int cell = 0; cell < kCellCount; ++cell) {
        const QJsonValue want = expected(cell);
        const auto& have = stored[static_cast<std::size_t>(cell)];
        if ((have ? *have : noMark(want)) != want)
            return QStringLiteral("the %1 in %2 do not match the move history").arg(key, cellKey(cell));
    }
    return std::nullopt;
}

std::variant<SavedGame, SaveError> readObject(const QJsonObject& root)
{
    SavedGame game;
    GameRecord& record = game.record;

    const auto givens = gridFromText(root.value(kPuzzle));
    if (!givens) return inconsistent(QStringLiteral("\"puzzle\" is not 81 cells of digits and '.'"));
    const auto solution = gridFromText(root.value(kSolution));
    if (!solution) return inconsistent(QStringLiteral("\"solution\" is not 81 cells of digits and '.'"));
    const auto level = levelFromKeyText(root.value(kLevel).toString());
    if (!level) return inconsistent(QStringLiteral("\"level\" is not one of the six levels"));
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
        auto move = moveFromJson(moves.at(i));
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
            auto position = moveFromJson(object.value(kPosition));
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

    const auto entries = gridFromText(root.value(kEntries));
    if (!entries) return inconsistent(QStringLiteral("\"entries\" is not 81 cells of digits and '.'"));
    for (int cell = 0; cell < kCellCount; ++cell) {
        const int expected = position.isGiven(cell) ? 0 : position.value(cell);
        if (entries->at(cell) != expected)
            return inconsistent(QStringLiteral("the entry in %1 does not match the move history").arg(cellKey(cell)));
    }
    const QJsonValue notesValue = root.value(kNotes);
    if (!notesValue.isObject()) return inconsistent(QStringLiteral("\"notes\" is missing"));
    if (auto error = checkCells(notesValue, kNotes, digitsOf, [&](int cell) { return QJsonValue(digitsText(position.notes(cell))); }))
        return inconsistent(*error);
    // Version 2's marks: absent means none (and is all a version 1 file can say).
    if (auto error = checkCells(root.value(kCentreNotes), kCentreNotes, digitsOf,
                                [&](int cell) { return QJsonValue(digitsText(position.centreNotes(cell))); }))
        return inconsistent(*error);
    if (auto error = checkCells(root.value(kColours), kColours, colourOf, [&](int cell) { return QJsonValue(position.colour(cell)); }))
        return inconsistent(*error);
    if (auto error = checkCells(root.value(kNoteColours), kNoteColours, noteColoursOf,
                                [&](int cell) { return QJsonValue(noteColoursToJson(position.candidateColours(cell))); }))
        return inconsistent(*error);
    return game;
}

} // namespace

QByteArray SaveFile::write(const SavedGame& game)
{
    const GameRecord& record = game.record;
    const GameState state = playedPosition(record);
    QJsonArray moves;
    for (const Move& move : record.moves) moves.append(moveToJson(move));
    QJsonObject notes;
    QJsonObject centreNotes;
    QJsonObject colours;
    QJsonObject noteColours;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (!state.notes(cell).empty()) notes.insert(cellKey(cell), digitsText(state.notes(cell)));
        if (!state.centreNotes(cell).empty()) centreNotes.insert(cellKey(cell), digitsText(state.centreNotes(cell)));
        if (state.colour(cell) != 0) colours.insert(cellKey(cell), state.colour(cell));
        if (!state.candidateColours(cell).empty())
            noteColours.insert(cellKey(cell), noteColoursToJson(state.candidateColours(cell)));
    }

    QJsonObject root{
        {kFormat, kFormatName},
        {kVersion, kSaveFormatVersion},
        {kName, game.name},
        {kLevel, levelKeyText(record.puzzle.level)},
        {kElapsed, static_cast<double>(record.elapsedMs)},
        {kPuzzle, gridText(record.puzzle.givens)},
        {kSolution, gridText(record.puzzle.solution)},
        {kEntries, gridText(entriesOf(state))},
        {kNotes, notes},
        {kCentreNotes, centreNotes},
        {kColours, colours},
        {kNoteColours, noteColours},
        {kHistory, QJsonObject{{kMoves, moves}, {kDone, record.undoIndex}}},
    };
    root.insert(kMistakes, record.mistakes);
    if (record.lost) root.insert(kLost, true);
    if (record.hints != HintLog{}) root.insert(kHints, hintsToJson(record.hints));
    if (!record.checkpoints.empty()) {
        QJsonArray checkpoints;
        for (const Checkpoint& checkpoint : record.checkpoints)
            checkpoints.append(QJsonObject{{kElapsed, static_cast<double>(checkpoint.elapsedMs)},
                                           {kPosition, moveToJson(checkpoint.position)}});
        root.insert(kCheckpoints, checkpoints);
    }
    if (game.saved.isValid()) root.insert(kSaved, game.saved.toUTC().toString(Qt::ISODate));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::variant<SavedGame, SaveError> SaveFile::read(const QByteArray& bytes)
{
    if (bytes.size() > kMaxSaveFileBytes)
        return SaveError{SaveError::Code::TooLarge, QStringLiteral("%1 bytes").arg(bytes.size())};
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return SaveError{SaveError::Code::NotJson,
                         QStringLiteral("%1 at byte %2").arg(parseError.errorString()).arg(parseError.offset)};
    if (!document.isObject()) return SaveError{SaveError::Code::NotNonet, QStringLiteral("not a JSON object")};
    const QJsonObject root = document.object();
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
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return SaveError{SaveError::Code::Unreadable, file.errorString()};
    if (file.size() > kMaxSaveFileBytes)
        return SaveError{SaveError::Code::TooLarge, QStringLiteral("%1 bytes").arg(file.size())};
    // Read one byte past the bound: a file that grows while we read is still caught.
    const QByteArray bytes = file.read(kMaxSaveFileBytes + 1);
    if (file.error() != QFileDevice::NoError) return SaveError{SaveError::Code::Unreadable, file.errorString()};
    return read(bytes);
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
