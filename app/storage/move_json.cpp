#include "app/storage/move_json.h"

#include "app/storage/shape_fields.h"
#include "core/shape/shape_names.h"

#include <QJsonArray>

#include <utility>
#include <vector>

namespace nonet::app {
namespace {

const QString kKind = QStringLiteral("kind");
const QString kCell = QStringLiteral("cell");
const QString kDigit = QStringLiteral("digit");
const QString kPeerNotes = QStringLiteral("peerNotes");
const QString kNotes = QStringLiteral("notes");
const QString kCells = QStringLiteral("cells");
const QString kValue = QStringLiteral("value");
const QString kParts = QStringLiteral("parts");
const QString kLayer = QStringLiteral("layer");
const QString kCentre = QStringLiteral("centre");
const QString kCorner = QStringLiteral("corner");
const QString kColour = QStringLiteral("colour");
const QString kNoteColours = QStringLiteral("noteColours");
const QString kTaken = QStringLiteral("taken");
const QString kReturnNotes = QStringLiteral("returnNotes");

QString kindKey(MoveKind kind)
{
    switch (kind) {
    case MoveKind::SetValue: return QStringLiteral("set-value");
    case MoveKind::Erase: return QStringLiteral("erase");
    case MoveKind::ToggleNote: return QStringLiteral("toggle-note");
    case MoveKind::SetNotes: return QStringLiteral("set-notes");
    case MoveKind::SetCells: return QStringLiteral("set-cells");
    case MoveKind::Restart: return QStringLiteral("restart");
    case MoveKind::Compound: return QStringLiteral("compound");
    case MoveKind::SetColour: return QStringLiteral("set-colour");
    case MoveKind::ColourCandidate: return QStringLiteral("colour-note");
    }
    return {};
}

std::optional<MoveKind> kindFromKey(const QString& key)
{
    for (MoveKind kind : {MoveKind::SetValue, MoveKind::Erase, MoveKind::ToggleNote, MoveKind::SetNotes,
                          MoveKind::SetCells, MoveKind::Restart, MoveKind::Compound, MoveKind::SetColour,
                          MoveKind::ColourCandidate})
        if (kindKey(kind) == key) return kind;
    return std::nullopt;
}

// A whole number in [low, high] stored as a JSON number; nothing for 2.5, "3", true...
std::optional<int> intIn(const QJsonValue& value, int low, int high)
{
    if (!value.isDouble()) return std::nullopt;
    const double d = value.toDouble();
    if (d < low || d > high || d != static_cast<double>(static_cast<int>(d))) return std::nullopt;
    return static_cast<int>(d);
}

using Parsed = std::variant<Move, QString>;

Parsed parseMove(const QJsonValue& value, const Shape& shape, int depth);

std::variant<int, QString> cellField(const QJsonObject& object, const Shape& shape)
{
    const auto cell = cellFromKey(object.value(kCell).toString(), shape);
    if (!cell) return QStringLiteral("a move names no cell or a cell that does not exist");
    return *cell;
}

std::variant<int, QString> digitField(const QJsonObject& object, int side)
{
    const auto digit = intIn(object.value(kDigit), 1, side);
    if (!digit) return QStringLiteral("a move has a digit that is not 1 to %1").arg(side);
    return *digit;
}

// Absent: no (all that versions 1 to 3 knew).
std::variant<ReturnNotes, QString> returnNotesField(const QJsonObject& object)
{
    const QJsonValue value = object.value(kReturnNotes);
    if (value.isUndefined()) return ReturnNotes::No;
    if (!value.isBool()) return QStringLiteral("a move's \"returnNotes\" is neither true nor false");
    return value.toBool() ? ReturnNotes::Yes : ReturnNotes::No;
}

std::variant<int, QString> colourField(const QJsonObject& object)
{
    const auto colour = intIn(object.value(kColour), 0, kColourCount);
    if (!colour) return QStringLiteral("a move has a colour that is not 0 to %1").arg(kColourCount);
    return *colour;
}

// Absent: corner notes (all that version 1 knew).
std::variant<NoteKind, QString> layerField(const QJsonObject& object)
{
    const QJsonValue layer = object.value(kLayer);
    if (layer.isUndefined() || layer.toString() == kCorner) return NoteKind::Corner;
    if (layer.toString() == kCentre) return NoteKind::Centre;
    return QStringLiteral("a move's \"layer\" is neither \"corner\" nor \"centre\"");
}

// The optional parts of a set-cells cell (format version 2).
std::optional<QString> readMarks(const QJsonObject& entry, const Shape& shape, CellContent& content)
{
    const QJsonValue centre = entry.value(kCentre);
    if (!centre.isUndefined()) {
        const auto digits = centre.isString() ? valuesFromText(centre.toString(), shape.side()) : std::nullopt;
        if (!digits) return QStringLiteral("a set-cells move has centre notes that are not digits 1 to %1").arg(shape.side());
        content.centreNotes = *digits;
    }
    const QJsonValue colour = entry.value(kColour);
    if (!colour.isUndefined()) {
        const auto c = intIn(colour, 0, kColourCount);
        if (!c) return QStringLiteral("a set-cells move has a colour that is not 0 to %1").arg(kColourCount);
        content.colour = *c;
    }
    const QJsonValue noteColours = entry.value(kNoteColours);
    if (!noteColours.isUndefined()) {
        const auto colours = noteColoursFromJson(noteColours, shape.side());
        if (!colours) return QStringLiteral("a set-cells move has note colours that are not digits with colours 1 to %1").arg(kColourCount);
        content.candidateColours = *colours;
    }
    const QJsonValue taken = entry.value(kTaken);
    if (!taken.isUndefined()) {
        const auto cells = takenNotesFromJson(taken, shape);
        if (!cells) return QStringLiteral("a set-cells move has taken notes that are not lists of cells");
        content.takenNotes = *cells;
    }
    return std::nullopt;
}

Parsed parseCellList(const QJsonObject& object, const Shape& shape, MoveKind kind)
{
    const QString& listKey = kind == MoveKind::SetNotes ? kNotes : kCells;
    const QJsonValue list = object.value(listKey);
    if (!list.isArray()) return QStringLiteral("a %1 move has no \"%2\" list").arg(kindKey(kind), listKey);
    const QJsonArray array = list.toArray();
    if (array.size() > kMaxCellsPerMove) return QStringLiteral("a %1 move lists too many cells").arg(kindKey(kind));
    std::vector<CellNotes> notes;
    std::vector<CellContent> contents;
    for (const QJsonValue& item : array) {
        const QJsonObject entry = item.toObject();
        const auto cell = cellFromKey(entry.value(kCell).toString(), shape);
        if (!cell) return QStringLiteral("a %1 move names a cell that does not exist").arg(kindKey(kind));
        const auto digits = valuesFromText(entry.value(kNotes).toString(), shape.side());
        if (!entry.value(kNotes).isString() || !digits)
            return QStringLiteral("a %1 move has notes that are not digits 1 to %2").arg(kindKey(kind)).arg(shape.side());
        if (kind == MoveKind::SetNotes) {
            notes.push_back({*cell, *digits});
        } else {
            const auto cellValue = intIn(entry.value(kValue), 0, shape.side());
            if (!cellValue) return QStringLiteral("a set-cells move has a value that is not 0 to %1").arg(shape.side());
            CellContent content{*cell, *cellValue, *digits};
            if (auto error = readMarks(entry, shape, content)) return std::move(*error);
            contents.push_back(content);
        }
    }
    if (kind == MoveKind::SetCells) return Move::setCells(std::move(contents));
    const auto layer = layerField(object);
    if (const auto* error = std::get_if<QString>(&layer)) return *error;
    return Move::setNotes(std::move(notes), std::get<NoteKind>(layer));
}

Parsed parseMove(const QJsonValue& value, const Shape& shape, int depth)
{
    if (!value.isObject()) return QStringLiteral("a move is not a JSON object");
    const QJsonObject object = value.toObject();
    const auto kind = kindFromKey(object.value(kKind).toString());
    if (!kind) return QStringLiteral("a move of unknown kind \"%1\"").arg(object.value(kKind).toString().left(40));

    switch (*kind) {
    case MoveKind::SetValue:
    case MoveKind::ToggleNote: {
        const auto cell = cellField(object, shape);
        if (const auto* error = std::get_if<QString>(&cell)) return *error;
        const auto digit = digitField(object, shape.side());
        if (const auto* error = std::get_if<QString>(&digit)) return *error;
        if (*kind == MoveKind::ToggleNote) {
            const auto layer = layerField(object);
            if (const auto* error = std::get_if<QString>(&layer)) return *error;
            return Move::toggleNote(std::get<int>(cell), std::get<int>(digit), std::get<NoteKind>(layer));
        }
        const QString peers = object.value(kPeerNotes).toString();
        if (peers != QLatin1String("remove") && peers != QLatin1String("keep"))
            return QStringLiteral("a set-value move says neither \"remove\" nor \"keep\" for peerNotes");
        const auto returnNotes = returnNotesField(object);
        if (const auto* error = std::get_if<QString>(&returnNotes)) return *error;
        return Move::setValue(std::get<int>(cell), std::get<int>(digit),
                              peers == QLatin1String("remove") ? PeerNotes::Remove : PeerNotes::Keep,
                              std::get<ReturnNotes>(returnNotes));
    }
    case MoveKind::Erase: {
        const auto cell = cellField(object, shape);
        if (const auto* error = std::get_if<QString>(&cell)) return *error;
        const auto returnNotes = returnNotesField(object);
        if (const auto* error = std::get_if<QString>(&returnNotes)) return *error;
        return Move::erase(std::get<int>(cell), std::get<ReturnNotes>(returnNotes));
    }
    case MoveKind::SetNotes:
    case MoveKind::SetCells: return parseCellList(object, shape, *kind);
    case MoveKind::Restart: return Move::restart();
    case MoveKind::SetColour:
    case MoveKind::ColourCandidate: {
        const auto cell = cellField(object, shape);
        if (const auto* error = std::get_if<QString>(&cell)) return *error;
        const auto colour = colourField(object);
        if (const auto* error = std::get_if<QString>(&colour)) return *error;
        if (*kind == MoveKind::SetColour) return Move::setColour(std::get<int>(cell), std::get<int>(colour));
        const auto digit = digitField(object, shape.side());
        if (const auto* error = std::get_if<QString>(&digit)) return *error;
        return Move::colourCandidate(std::get<int>(cell), std::get<int>(digit), std::get<int>(colour));
    }
    case MoveKind::Compound: {
        if (depth >= kMaxMoveNesting) return QStringLiteral("compound moves are nested too deeply");
        const QJsonValue parts = object.value(kParts);
        if (!parts.isArray()) return QStringLiteral("a compound move has no \"parts\" list");
        const QJsonArray array = parts.toArray();
        if (array.size() > kMaxMoveParts) return QStringLiteral("a compound move has too many parts");
        std::vector<Move> moves;
        moves.reserve(static_cast<std::size_t>(array.size()));
        for (const QJsonValue& part : array) {
            Parsed parsed = parseMove(part, shape, depth + 1);
            if (auto* error = std::get_if<QString>(&parsed)) return std::move(*error);
            moves.push_back(std::get<Move>(std::move(parsed)));
        }
        return Move::compound(std::move(moves));
    }
    }
    return QStringLiteral("a move of unknown kind");
}

} // namespace

QJsonObject noteColoursToJson(const CandidateColours& colours)
{
    QJsonObject object;
    for (int value : colours.digits()) object.insert(QString(QLatin1Char(valueSymbol(value))), colours.of(value));
    return object;
}

std::optional<CandidateColours> noteColoursFromJson(const QJsonValue& value, int side)
{
    if (!value.isObject()) return std::nullopt;
    const QJsonObject object = value.toObject();
    if (object.size() > side) return std::nullopt;
    CandidateColours colours;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const auto values = valuesFromText(it.key(), side);
        const auto colour = intIn(it.value(), 1, kColourCount);
        // One value per key, and each value once ("a" and "A" are the same note).
        if (!values || values->count() != 1 || !colour || colours.of(values->first()) != 0) return std::nullopt;
        colours.set(values->first(), *colour);
    }
    return colours;
}

QJsonObject takenNotesToJson(const TakenNotes& taken, const Shape& shape)
{
    QJsonObject object;
    for (const auto& [key, cells] : {std::pair{kCorner, taken.corner}, std::pair{kCentre, taken.centre}}) {
        if (cells.empty()) continue;
        QJsonArray list;
        for (int cell : cells) list.append(cellKey(cell, shape));
        object.insert(key, list);
    }
    return object;
}

std::optional<TakenNotes> takenNotesFromJson(const QJsonValue& value, const Shape& shape)
{
    if (!value.isObject()) return std::nullopt;
    const QJsonObject object = value.toObject();
    TakenNotes taken;
    for (auto it = object.begin(); it != object.end(); ++it) {
        WideCellSet* cells = it.key() == kCorner ? &taken.corner : it.key() == kCentre ? &taken.centre : nullptr;
        if (cells == nullptr || !it.value().isArray()) return std::nullopt;
        const QJsonArray list = it.value().toArray();
        if (list.size() > shape.cellCount()) return std::nullopt;
        for (const QJsonValue& item : list) {
            const auto cell = cellFromKey(item.toString(), shape);
            if (!cell || cells->contains(*cell)) return std::nullopt;
            cells->insert(*cell);
        }
    }
    return taken;
}

QJsonObject moveToJson(const Move& move, const Shape& shape)
{
    QJsonObject object{{kKind, kindKey(move.kind())}};
    switch (move.kind()) {
    case MoveKind::SetValue:
        object.insert(kPeerNotes, move.peerNotes() == PeerNotes::Remove ? QStringLiteral("remove") : QStringLiteral("keep"));
        if (move.returnNotes() == ReturnNotes::Yes) object.insert(kReturnNotes, true);
        [[fallthrough]];
    case MoveKind::ToggleNote:
        if (move.kind() == MoveKind::ToggleNote && move.noteKind() == NoteKind::Centre) object.insert(kLayer, kCentre);
        object.insert(kDigit, move.digit());
        [[fallthrough]];
    case MoveKind::Erase:
        object.insert(kCell, cellKey(move.cell(), shape));
        if (move.returnNotes() == ReturnNotes::Yes) object.insert(kReturnNotes, true);
        break;
    case MoveKind::SetNotes: {
        QJsonArray list;
        for (const CellNotes& n : move.notes())
            list.append(QJsonObject{{kCell, cellKey(n.cell, shape)}, {kNotes, valuesText(n.notes)}});
        object.insert(kNotes, list);
        if (move.noteKind() == NoteKind::Centre) object.insert(kLayer, kCentre);
        break;
    }
    case MoveKind::SetCells: {
        QJsonArray list;
        for (const CellContent& c : move.contents()) {
            // What version 1 wrote, plus only the marks the cell has.
            QJsonObject entry{{kCell, cellKey(c.cell, shape)}, {kValue, c.value}, {kNotes, valuesText(c.notes)}};
            if (!c.centreNotes.empty()) entry.insert(kCentre, valuesText(c.centreNotes));
            if (c.colour != 0) entry.insert(kColour, c.colour);
            if (!c.candidateColours.empty()) entry.insert(kNoteColours, noteColoursToJson(c.candidateColours));
            if (!c.takenNotes.empty()) entry.insert(kTaken, takenNotesToJson(c.takenNotes, shape));
            list.append(entry);
        }
        object.insert(kCells, list);
        break;
    }
    case MoveKind::SetColour:
        object.insert(kCell, cellKey(move.cell(), shape));
        object.insert(kColour, move.colour());
        break;
    case MoveKind::ColourCandidate:
        object.insert(kCell, cellKey(move.cell(), shape));
        object.insert(kDigit, move.digit());
        object.insert(kColour, move.colour());
        break;
    case MoveKind::Restart: break;
    case MoveKind::Compound: {
        QJsonArray parts;
        for (const Move& part : move.parts()) parts.append(moveToJson(part, shape));
        object.insert(kParts, parts);
        break;
    }
    }
    return object;
}

std::variant<Move, QString> moveFromJson(const QJsonValue& value, const Shape& shape) { return parseMove(value, shape, 0); }

} // namespace nonet::app
