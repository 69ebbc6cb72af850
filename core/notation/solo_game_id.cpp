#include "core/notation/solo_game_id.h"

#include "core/notation/notation_text.h"
#include "core/notation/parser.h"
#include "core/notation/shape_notation.h"
#include "core/shape/jigsaw_layout.h"
#include "core/shape/killer_cages.h"
#include "core/shape/shape_names.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <string>
#include <vector>

namespace nonet {

namespace {

constexpr bool isDigit(char c) { return c >= '0' && c <= '9'; }
constexpr bool isLower(char c) { return c >= 'a' && c <= 'z'; }
constexpr bool isLetter(char c) { return isLower(c) || (c >= 'A' && c <= 'Z'); }

ParseError idError(std::string message) { return notation::makeError(ParseError::Code::BadGameId, std::move(message)); }

// The ID without whitespace around it and without a link before a '#'.
std::string_view idPart(std::string_view text)
{
    while (!text.empty() && notation::isWhitespace(text.front())) text.remove_prefix(1);
    while (!text.empty() && notation::isWhitespace(text.back())) text.remove_suffix(1);
    if (text.starts_with("http://") || text.starts_with("https://")) {
        const std::size_t hash = text.find('#');
        if (hash == std::string_view::npos) return {};
        text.remove_prefix(hash + 1);
    }
    return text;
}

// The length of the parameters part (up to ':' or '#'), or 0 when the text has not that
// form: one or two digits, maybe 'x' and one or two more, letters and digits, then ':' or
// '#', and no whitespace anywhere (so that "1234: 53..7..." stays a puzzle-file line).
std::size_t paramsLength(std::string_view id)
{
    for (const char c : id)
        if (notation::isWhitespace(c)) return 0;
    std::size_t i = 0;
    while (i < id.size() && isDigit(id[i])) ++i;
    if (i == 0 || i > 2) return 0;
    while (i < id.size() && (isLetter(id[i]) || isDigit(id[i]))) ++i;
    if (i == id.size() || (id[i] != ':' && id[i] != '#')) return 0;
    return i;
}

struct Params {
    int c = 0;
    int r = 0;
    bool jigsaw = false;
    bool x = false;
    bool killer = false;
};

// Solo's reading of its parameters: "<c>[x<r>]" then letters, j (Jigsaw: c*r cells a side),
// x (X), k (Killer); the rest (symmetry, difficulty) ignored.
Params readParams(std::string_view params)
{
    Params p;
    std::size_t i = 0;
    const auto number = [&]() {
        int n = 0;
        while (i < params.size() && isDigit(params[i]) && n < 1000) n = n * 10 + (params[i++] - '0');
        while (i < params.size() && isDigit(params[i])) ++i;
        return n;
    };
    p.c = p.r = number();
    bool seenR = false;
    if (i < params.size() && params[i] == 'x' && i + 1 < params.size() && isDigit(params[i + 1])) {
        ++i;
        p.r = number();
        seenR = true;
    }
    while (i < params.size()) {
        const char ch = params[i++];
        if (ch == 'j') {
            if (seenR) p.c *= p.r;
            p.r = 1;
            p.jigsaw = true;
        } else if (ch == 'x') {
            p.x = true;
        } else if (ch == 'k') {
            p.killer = true;
        } else if (ch == 'd' && i < params.size() && isLower(params[i])) {
            ++i; // difficulty
        } else if (ch == 'r' || ch == 'a' || ch == 'm') {
            if (ch == 'm' && i < params.size() && params[i] == 'd') ++i; // symmetry
            while (i < params.size() && isDigit(params[i])) ++i;
        }
    }
    return p;
}

std::string sizeText(const Params& p)
{
    if (p.jigsaw) return std::to_string(p.c) + "j";
    return std::to_string(p.c) + "x" + std::to_string(p.r);
}

// The variant, or the sentence saying why Nonet does not play it.
std::variant<Variant, std::string> variantOf(const Params& p)
{
    const std::string plays = " (Nonet reads Solo's 2x2, 2x3, 3x3, 4x4, 3x3x, 3x3k and 9j puzzles)";
    if (p.jigsaw) {
        if (p.c != 9) return "Solo's " + sizeText(p) + " Jigsaw puzzles (" + std::to_string(p.c) + " cells a side) are not a shape Nonet plays" + plays;
        if (p.x) return std::string("Solo's Jigsaw X-Sudoku is not a variant Nonet plays") + plays;
        if (p.killer) return std::string("Solo's Killer Jigsaw is not a variant Nonet plays") + plays;
        return Variant::Jigsaw;
    }
    if (p.killer && p.x) return std::string("Solo's Killer X-Sudoku is not a variant Nonet plays") + plays;
    if (p.c == 3 && p.r == 3) return p.killer ? Variant::Killer : p.x ? Variant::X : Variant::Classic;
    const bool small = (p.c == 2 && (p.r == 2 || p.r == 3)) || (p.c == 4 && p.r == 4);
    if (!small) {
        const int side = p.c * p.r;
        return "Solo's " + sizeText(p) + " puzzles (" + std::to_string(side) + "\u00d7" + std::to_string(side) +
               ", boxes of " + std::to_string(p.c) + " rows by " + std::to_string(p.r) + " columns) are not a shape Nonet plays" + plays;
    }
    if (p.x) return "Solo's " + sizeText(p) + " X-Sudoku is not a variant Nonet plays" + plays;
    if (p.killer) return "Solo's " + sizeText(p) + " Killer is not a variant Nonet plays" + plays;
    return p.c == 4 ? Variant::Giant16 : p.r == 2 ? Variant::Mini4 : Variant::Mini6;
}

// Reads one part of the description: the text up to the next ',' (or the end).
class Parts {
public:
    explicit Parts(std::string_view desc) : desc_(desc) {}
    std::string_view next()
    {
        const std::size_t end = std::min(desc_.find(',', at_), desc_.size());
        const std::string_view part = desc_.substr(at_, end - at_);
        at_ = end + 1;
        return part;
    }
    bool more() const { return at_ <= desc_.size(); }

private:
    std::string_view desc_;
    std::size_t at_ = 0;
};

// A grid part: numbers (a '_' between two of them) and runs of blanks.
std::optional<ParseError> readGrid(std::string_view part, std::string_view what, int side, int most, std::vector<int>& values)
{
    const int area = side * side;
    values.assign(static_cast<std::size_t>(area), 0);
    int cell = 0;
    for (std::size_t i = 0; i < part.size();) {
        const char ch = part[i];
        if (isLower(ch)) {
            cell += ch - 'a' + 1;
            ++i;
        } else if (ch == '_') {
            ++i;
        } else if (ch >= '1' && ch <= '9') {
            int n = 0;
            while (i < part.size() && isDigit(part[i]) && n <= most) n = n * 10 + (part[i++] - '0');
            if (n > most)
                return idError("the Solo game ID's " + std::string(what) + " holds a number above " + std::to_string(most));
            if (cell < area) values[static_cast<std::size_t>(cell)] = n;
            ++cell;
        } else {
            return idError("the Solo game ID's " + std::string(what) + " has " + notation::describeCharacter(part, i) +
                           ", which is no digit, '_' or letter a-z");
        }
        if (cell > area)
            return idError("the Solo game ID's " + std::string(what) + " has more than the " + std::to_string(area) + " cells of a " +
                           std::to_string(side) + "\u00d7" + std::to_string(side) + " grid");
    }
    if (cell < area)
        return idError("the Solo game ID's " + std::string(what) + " has " + std::to_string(cell) + " cells; a " + std::to_string(side) +
                       "\u00d7" + std::to_string(side) + " grid has " + std::to_string(area));
    return std::nullopt;
}

// A block part (Jigsaw regions, Killer cages): the region of each cell, numbered from 0
// in reading order of first cells.
std::optional<ParseError> readBlocks(std::string_view part, std::string_view what, int side, std::vector<int>& regionOf)
{
    const int area = side * side;
    const int walls = 2 * side * (side - 1);
    std::vector<int> parent(static_cast<std::size_t>(area));
    std::iota(parent.begin(), parent.end(), 0);
    const auto find = [&parent](int a) {
        while (parent[static_cast<std::size_t>(a)] != a) a = parent[static_cast<std::size_t>(a)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(a)])];
        return a;
    };
    int wall = 0;
    for (std::size_t i = 0; i < part.size(); ++i) {
        const char ch = part[i];
        int open = 0;
        if (ch == '_') open = 0;
        else if (isLower(ch)) open = ch - 'a' + 1;
        else return idError("the Solo game ID's " + std::string(what) + " has " + notation::describeCharacter(part, i) + ", which is no '_' or letter a-z");
        for (int k = 0; k < open; ++k, ++wall) {
            if (wall >= walls) return idError("the Solo game ID's " + std::string(what) + " goes on past the grid's " + std::to_string(walls) + " walls");
            int a = 0;
            int b = 0;
            if (wall < side * (side - 1)) {
                const int y = wall / (side - 1);
                const int x = wall % (side - 1);
                a = y * side + x;
                b = a + 1;
            } else {
                const int x = (wall - side * (side - 1)) / (side - 1);
                const int y = (wall - side * (side - 1)) % (side - 1);
                a = y * side + x;
                b = a + side;
            }
            parent[static_cast<std::size_t>(find(a))] = find(b);
        }
        if (ch != 'z') ++wall; // the closed wall after the run ('z': none)
    }
    // Solo ends on the wall after the last one, which it counts as closed.
    if (wall != walls + 1)
        return idError("the Solo game ID's " + std::string(what) + " covers " + std::to_string(std::min(wall, walls)) + " of the grid's " +
                       std::to_string(walls) + " walls");
    regionOf.assign(static_cast<std::size_t>(area), -1);
    std::vector<int> number(static_cast<std::size_t>(area), -1);
    int next = 0;
    for (int cell = 0; cell < area; ++cell) {
        int& n = number[static_cast<std::size_t>(find(cell))];
        if (n < 0) n = next++;
        regionOf[static_cast<std::size_t>(cell)] = n;
    }
    return std::nullopt;
}

} // namespace

bool isSoloGameId(std::string_view text)
{
    if (text.size() > kMaxNotationInput) return false;
    return paramsLength(idPart(text)) > 0;
}

std::optional<Variant> soloGameIdVariant(std::string_view text)
{
    if (!isSoloGameId(text)) return std::nullopt;
    const std::string_view id = idPart(text);
    const auto variant = variantOf(readParams(id.substr(0, paramsLength(id))));
    if (const auto* v = std::get_if<Variant>(&variant)) return *v;
    return std::nullopt;
}

std::variant<ShapeGrid, ParseError> parseSoloGameId(std::string_view text)
{
    if (text.size() > kMaxNotationInput) return notation::makeError(ParseError::Code::InputTooLarge, "the game ID is too long");
    const std::string_view id = idPart(text);
    const std::size_t length = paramsLength(id);
    if (length == 0) return idError("a Solo game ID is its parameters (3x3, 3x3k, 9j, ...), ':', then its description");
    if (id[length] == '#') {
        // Appended piece by piece: GCC 12 warns (falsely) on "literal" + std::string here.
        std::string message(1, '\'');
        message += id.substr(0, std::min<std::size_t>(id.size(), 24));
        message += "' is a Solo random seed, which only Solo can turn into a puzzle: Solo's Game \u25b8 Specific... shows "
                   "the puzzle's game ID (parameters, ':', description), which Nonet reads";
        return idError(std::move(message));
    }
    const Params params = readParams(id.substr(0, length));
    const auto kind = variantOf(params);
    if (const auto* why = std::get_if<std::string>(&kind)) return idError(*why);
    const Variant variant = std::get<Variant>(kind);
    const int side = variantSide(variant);
    const std::string_view desc = id.substr(length + 1);
    for (std::size_t i = 0; i < desc.size(); ++i)
        if (notation::isWhitespace(desc[i]) || static_cast<unsigned char>(desc[i]) >= 0x7F || static_cast<unsigned char>(desc[i]) < 0x20)
            return idError("the Solo game ID has " + notation::describeCharacter(desc, i) + " in its description");

    Parts parts(desc);
    std::vector<int> values;
    if (auto error = readGrid(parts.next(), "grid", side, side, values)) return std::move(*error);
    ShapePtr shape = Shape::of(variant);
    if (variant == Variant::Jigsaw) {
        if (!parts.more()) return idError("the Solo game ID of a Jigsaw puzzle has no regions (',' and the block structure after the grid)");
        std::vector<int> regionOf;
        if (auto error = readBlocks(parts.next(), "regions", side, regionOf)) return std::move(*error);
        JigsawRegions regions{};
        for (int cell = 0; cell < 81; ++cell) regions[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(std::min(regionOf[static_cast<std::size_t>(cell)], 255));
        if (auto problem = checkJigsawLayout(regions)) {
            ParseError error = idError("the Solo game ID's regions are no Jigsaw layout: " + problem->message);
            error.cells = std::move(problem->cells);
            return error;
        }
        shape = Shape::jigsaw(regions);
    }
    if (variant == Variant::Killer) {
        if (!parts.more()) return idError("the Solo game ID of a Killer puzzle has no cages (',' and the cage structure after the grid)");
        std::vector<int> cageOf;
        if (auto error = readBlocks(parts.next(), "cages", side, cageOf)) return std::move(*error);
        if (!parts.more()) return idError("the Solo game ID of a Killer puzzle has no sums (',' and the sums after the cages)");
        std::vector<int> clues;
        if (auto error = readGrid(parts.next(), "sums", side, 999, clues)) return std::move(*error);
        const int cages = *std::max_element(cageOf.begin(), cageOf.end()) + 1;
        if (cages > kMaxCages)
            return idError("the Solo game ID has " + std::to_string(cages) + " cages; a Killer has at most " + std::to_string(kMaxCages));
        std::vector<int> sums(static_cast<std::size_t>(cages), 0);
        std::vector<int> first(static_cast<std::size_t>(cages), -1);
        for (int cell = 0; cell < 81; ++cell) {
            const auto c = static_cast<std::size_t>(cageOf[static_cast<std::size_t>(cell)]);
            if (first[c] < 0) first[c] = cell;
            const int clue = clues[static_cast<std::size_t>(cell)];
            if (clue == 0) continue;
            if (sums[c] != 0)
                return idError("the Solo game ID gives the cage from " + gridCellName(side, first[c]) + " two sums (" + std::to_string(sums[c]) +
                               " and " + std::to_string(clue) + ")");
            sums[c] = clue;
        }
        std::vector<std::uint8_t> dense(cageOf.begin(), cageOf.end());
        for (int c = 0; c < cages; ++c)
            if (sums[static_cast<std::size_t>(c)] == 0)
                return idError("the Solo game ID gives the cage from " + gridCellName(side, first[static_cast<std::size_t>(c)]) + " no sum");
        const auto name = [&](int c) { return "the cage from " + gridCellName(side, first[static_cast<std::size_t>(c)]); };
        if (auto problem = checkKillerCages(9, dense, sums, name)) {
            ParseError error = idError("the Solo game ID's cages are no Killer's: " + problem->message);
            error.cells = std::move(problem->cells);
            return error;
        }
        shape = Shape::killer(dense, sums);
    }
    if (parts.more()) return idError("the Solo game ID goes on after its description");
    ShapeGrid grid(shape);
    for (int cell = 0; cell < grid.cellCount(); ++cell) grid.setAt(cell, values[static_cast<std::size_t>(cell)]);
    if (auto conflict = findShapeConflicts(grid)) return std::move(*conflict);
    return grid;
}

} // namespace nonet
