#include "core/solver/fast_solver.h"

#include "core/solver/band_steps.h"
#include "core/solver/band_tables.h"

#include <array>
#include <bit>
#include <cstdint>

namespace nonet {
namespace {

using band::kRow;
using band::rowsHolding;

// The search below is written once over the steps across a band's digits
// (band_steps.h); `Steps` is band::WidestSteps or band::PortableSteps.

// Word w = 9 * band + digit holds the candidates of one digit in one band (see
// band_tables.h for the bit layout; bit i of band k is cell 27 * k + i). The nine words
// of a band lie side by side, so the steps that look across the digits of a band (a
// placed cell leaving the other digits, counting a cell's digits) take a band at once.
constexpr int kWords = 27;
constexpr std::uint32_t kAllWords = (1u << kWords) - 1;
constexpr std::uint32_t bandWords(int band) { return 0x1FFu << (9 * band); }

struct Board {
    std::array<std::uint32_t, kWords> candidates;
    // Per word, after the band rule: the minirows (bit 3 * row + box) that hold candidates.
    std::array<std::uint16_t, kWords> minirows;
    // Per stack and digit (index 9 * stack + digit), after the stack rule: the
    // minicolumns (bit 3 * band + column of the stack) that hold candidates.
    std::array<std::uint16_t, kWords> minicolumns;
    std::array<std::uint32_t, 3> unsolved;     // per band: cells that have no digit placed yet
    std::array<std::uint8_t, kWords> openRows; // per word: rows of the band still without the digit
    std::uint32_t dirty;   // bit w: word w changed since it was last derived
    std::uint32_t changed; // bit w: word w derived since propagate() last handed it on
    // Bit w: word w changed since naked singles (its band), the stack rule (its digit)
    // or the triad rule (its band) last looked at it.
    std::uint32_t cellsDue;
    std::uint32_t stacksDue;
    std::uint32_t triadsDue;
};

struct Outcome {
    int limit = 0;
    int count = 0;
    int depth = 0;
    std::array<std::uint32_t, kWords> first{};
};

constexpr std::uint32_t rowOfBit(std::uint32_t cell) { return kRow << (9 * (std::countr_zero(cell) / 9)); }

// Cells of `columns` (9 bits) in all three rows of a band.
constexpr std::uint32_t columnCells(std::uint32_t columns) { return columns * 0x40201u; }

constexpr std::uint32_t columnsOf(std::uint32_t f) { return (f | f >> 9 | f >> 18) & kRow; }

inline void narrow(Board& b, int word, std::uint32_t keep, std::uint32_t& dirty)
{
    const std::uint32_t before = b.candidates[static_cast<std::size_t>(word)];
    const std::uint32_t after = before & keep;
    b.candidates[static_cast<std::size_t>(word)] = after;
    dirty |= static_cast<std::uint32_t>(after != before) << word;
}

inline void narrow(Board& b, int word, std::uint32_t keep) { narrow(b, word, keep, b.dirty); }

// Band rule for a batch of words of band Band: prunes the minirows that fit no row/box
// permutation and notes the rows left with one cell (new singles) per word. Free of
// data-dependent branches, so that the words' table lookups overlap. False when some
// word has no permutation left.
template <int Band>
inline bool pruneBatch(Board& b, std::uint32_t batch, std::uint32_t& placing, std::array<std::uint8_t, kWords>& singles)
{
    std::uint32_t bad = 0;
    for (; batch != 0; batch &= batch - 1) {
        const int word = std::countr_zero(batch);
            std::uint32_t f = b.candidates[static_cast<std::size_t>(word)];
        const unsigned occupied = band::kRowBoxes[f & kRow]
            | static_cast<unsigned>(band::kRowBoxes[(f >> 9) & kRow]) << 3
            | static_cast<unsigned>(band::kRowBoxes[f >> 18]) << 6;
        const std::uint32_t keep = band::kBandKeep[occupied];
        bad |= static_cast<std::uint32_t>(keep == 0);
        f &= keep;
        b.candidates[static_cast<std::size_t>(word)] = f;
        b.minirows[static_cast<std::size_t>(word)] = band::kBandKeepMinirows[occupied];
        const std::uint32_t r0 = f & kRow;
        const std::uint32_t r1 = (f >> 9) & kRow;
        const std::uint32_t r2 = f >> 18;
        unsigned single = static_cast<unsigned>((r0 & (r0 - 1)) == 0)
            | static_cast<unsigned>((r1 & (r1 - 1)) == 0) << 1
            | static_cast<unsigned>((r2 & (r2 - 1)) == 0) << 2;
        single &= b.openRows[static_cast<std::size_t>(word)];
        singles[static_cast<std::size_t>(word)] = static_cast<std::uint8_t>(single);
        placing |= static_cast<std::uint32_t>(single != 0) << word;
    }
    return bad == 0;
}

// Places the digit of `word` in its rows `single` (one cell each): the cells leave the
// other digits of the band, their columns leave the digit's other bands.
template <class Steps, int Band>
inline void placeRows(Board& b, int word, unsigned single, std::uint32_t& dirty)
{
    const int digit = word - 9 * Band;
    b.openRows[static_cast<std::size_t>(word)] = static_cast<std::uint8_t>(b.openRows[static_cast<std::size_t>(word)] & ~single);
    const std::uint32_t placed = b.candidates[static_cast<std::size_t>(word)] & band::kRowsMask[single];
    b.unsolved[Band] &= ~placed;
    dirty |= Steps::clearInBand(&b.candidates[9 * Band], placed, digit) << (9 * Band);
    const std::uint32_t column = ~columnCells(columnsOf(placed));
    if constexpr (Band != 0) narrow(b, digit, column, dirty);
    if constexpr (Band != 1) narrow(b, 9 + digit, column, dirty);
    if constexpr (Band != 2) narrow(b, 18 + digit, column, dirty);
}

// Derives the dirty words of band Band, batch by batch, until it has none.
template <class Steps, int Band>
inline bool deriveBand(Board& b, std::uint32_t& dirty, std::uint32_t& changed)
{
    std::array<std::uint8_t, kWords> singles;
    std::uint32_t batch;
    while ((batch = dirty & bandWords(Band)) != 0) {
        dirty &= ~batch;
        changed |= batch;
        std::uint32_t placing = 0;
        if (!pruneBatch<Band>(b, batch, placing, singles)) return false;
        for (; placing != 0; placing &= placing - 1) {
            const int word = std::countr_zero(placing);
            // A word narrowed by an earlier placement of this batch comes back in the
            // next batch; a single row that lost its cell is empty and fails there.
            placeRows<Steps, Band>(b, word, singles[static_cast<std::size_t>(word)] & b.openRows[static_cast<std::size_t>(word)], dirty);
        }
        // A cell that lost its last digit: stop before deriving further.
        std::uint32_t one;
        std::uint32_t two;
        Steps::countInBand(&b.candidates[9 * Band], one, two);
        if ((b.unsolved[Band] & ~one) != 0) return false;
    }
    return true;
}

template <class Steps>
bool deriveAll(Board& b)
{
    std::uint32_t dirty = b.dirty;
    std::uint32_t changed = b.changed;
    bool ok = true;
    while (dirty != 0) {
        if (!deriveBand<Steps, 0>(b, dirty, changed) || !deriveBand<Steps, 1>(b, dirty, changed) || !deriveBand<Steps, 2>(b, dirty, changed)) {
            ok = false;
            break;
        }
    }
    b.dirty = dirty;
    b.changed = changed;
    return ok;
}

enum class Found { None, Some, Contradiction };

// Cells of a band with exactly one candidate digit get it placed; a cell with none is a
// contradiction.
template <class Steps, int Band>
Found nakedSingles(Board& b)
{
    std::uint32_t one;
    std::uint32_t two;
    Steps::countInBand(&b.candidates[9 * Band], one, two);
    const std::uint32_t unsolved = b.unsolved[Band];
    if ((unsolved & ~one) != 0) return Found::Contradiction;
    const std::uint32_t singles = unsolved & ~two;
    if (singles == 0) return Found::None;
    b.dirty |= Steps::keepInRows(&b.candidates[9 * Band], singles) << (9 * Band);
    return Found::Some;
}

// The band rule turned sideways: in each stack (three columns) a digit takes one column
// per band and one band per column, so a minicolumn on no such permutation loses the
// digit. Covers hidden singles in columns and box/column locked candidates.
Found stackPermutations(Board& b, std::uint32_t digits)
{
    for (; digits != 0; digits &= digits - 1) {
        const int digit = std::countr_zero(digits);
            const std::uint32_t c0 = columnsOf(b.candidates[static_cast<std::size_t>(digit)]);
        const std::uint32_t c1 = columnsOf(b.candidates[static_cast<std::size_t>(9 + digit)]);
        const std::uint32_t c2 = columnsOf(b.candidates[static_cast<std::size_t>(18 + digit)]);
        std::uint32_t allowed0 = 0;
        std::uint32_t allowed1 = 0;
        std::uint32_t allowed2 = 0;
        for (int stack = 0; stack < 3; ++stack) {
            const int shift = 3 * stack;
            const unsigned occupied = ((c0 >> shift) & 7u) | ((c1 >> shift) & 7u) << 3 | ((c2 >> shift) & 7u) << 6;
            const unsigned keep = band::kBandKeepMinirows[occupied];
            if (keep == 0) return Found::Contradiction;
            b.minicolumns[static_cast<std::size_t>(9 * stack + digit)] = static_cast<std::uint16_t>(keep);
            allowed0 |= (keep & 7u) << shift;
            allowed1 |= ((keep >> 3) & 7u) << shift;
            allowed2 |= ((keep >> 6) & 7u) << shift;
        }
        narrow(b, digit, columnCells(allowed0));
        narrow(b, 9 + digit, columnCells(allowed1));
        narrow(b, 18 + digit, columnCells(allowed2));
    }
    return b.dirty != 0 ? Found::Some : Found::None;
}

// A minirow holds three digits. When three digits must go into one (each has its row
// confined to that box), no other digit can; when only three digits can reach one, all
// three must go there; the same for minicolumns (a digit must take one when its box is
// confined to that column). Four digits that must, or two that can, are a contradiction.
template <int Band>
Found triads(Board& b)
{
    std::array<std::uint32_t, 9> rowsFree{};    // per digit: minirows it may, but need not, take
    std::array<std::uint32_t, 9> columnsFree{}; // the same for minicolumns
    // Per minirow (minicolumn): the digits that must take it (r, c) and that may (p, q),
    // counted bit-sliced up to four.
    std::uint32_t r1 = 0, r2 = 0, r3 = 0, r4 = 0;
    std::uint32_t c1 = 0, c2 = 0, c3 = 0, c4 = 0;
    std::uint32_t p1 = 0, p2 = 0, p3 = 0, p4 = 0;
    std::uint32_t q1 = 0, q2 = 0, q3 = 0, q4 = 0;
    std::uint32_t rowsOpen = 0;
    std::uint32_t columnsOpen = 0;
    for (int d = 0; d < 9; ++d) {
        const std::size_t w = static_cast<std::size_t>(9 * Band + d);
        const std::uint32_t m = b.minirows[w];
        const std::uint32_t c = columnsOf(b.candidates[w]);
        const std::uint32_t rows = band::kSingleInGroup[m];
        const std::uint32_t columns = band::kSingleInGroup[c];
        rowsFree[static_cast<std::size_t>(d)] = m & ~rows;
        columnsFree[static_cast<std::size_t>(d)] = c & ~columns;
        rowsOpen |= m & ~rows;
        columnsOpen |= c & ~columns;
        r4 |= r3 & rows;
        r3 |= r2 & rows;
        r2 |= r1 & rows;
        r1 |= rows;
        c4 |= c3 & columns;
        c3 |= c2 & columns;
        c2 |= c1 & columns;
        c1 |= columns;
        p4 |= p3 & m;
        p3 |= p2 & m;
        p2 |= p1 & m;
        p1 |= m;
        q4 |= q3 & c;
        q3 |= q2 & c;
        q2 |= q1 & c;
        q1 |= c;
    }
    if (((r4 | c4) | (~(p3 & q3) & kRow)) != 0) return Found::Contradiction;
    // Full minirows and minicolumns that some other digit still reaches, and those that
    // only three digits reach, not all of them forced yet.
    const std::uint32_t rowsFull = r3 & rowsOpen;
    const std::uint32_t columnsFull = c3 & columnsOpen;
    const std::uint32_t rowsOnlyThree = p3 & ~p4 & ~r3;
    const std::uint32_t columnsOnlyThree = q3 & ~q4 & ~c3;
    if ((rowsFull | columnsFull | rowsOnlyThree | columnsOnlyThree) == 0) return Found::None;
    for (int d = 0; d < 9; ++d) {
        const std::uint32_t rows = rowsFree[static_cast<std::size_t>(d)] & rowsFull;
        const std::uint32_t columns = columnsFree[static_cast<std::size_t>(d)] & columnsFull;
        const std::uint32_t mustRows = rowsFree[static_cast<std::size_t>(d)] & rowsOnlyThree;
        const std::uint32_t mustColumns = columnsFree[static_cast<std::size_t>(d)] & columnsOnlyThree;
        if ((rows | columns | mustRows | mustColumns) == 0) continue;
        narrow(b, 9 * Band + d, ~(band::kMinirowCells[rows] | columnCells(columns)) & band::kForcedMinirowsKeep[mustRows]
            & band::kForcedMinicolumnsKeep[mustColumns]);
        if (mustColumns != 0) {
            // The digit's column lies in this band: the other bands lose it.
            const std::uint32_t away = ~columnCells(mustColumns);
            if constexpr (Band != 0) narrow(b, d, away);
            if constexpr (Band != 1) narrow(b, 9 + d, away);
            if constexpr (Band != 2) narrow(b, 18 + d, away);
        }
    }
    return Found::Some;
}

template <class Steps, int Band>
inline bool nakedBand(Board& b, std::uint32_t cells, Found& found)
{
    if ((cells & bandWords(Band)) == 0) return true;
    const Found f = nakedSingles<Steps, Band>(b);
    if (f == Found::Contradiction) return false;
    if (f == Found::Some) found = f;
    return true;
}

template <int Band>
inline bool triadBand(Board& b, std::uint32_t bands, Found& found)
{
    if ((bands & bandWords(Band)) == 0) return true;
    const Found f = triads<Band>(b);
    if (f == Found::Contradiction) return false;
    if (f == Found::Some) found = f;
    return true;
}

template <class Steps>
inline bool nakedPhase(Board& b, Found& found)
{
    const std::uint32_t cells = b.cellsDue;
    b.cellsDue = 0;
    return nakedBand<Steps, 0>(b, cells, found) && nakedBand<Steps, 1>(b, cells, found) && nakedBand<Steps, 2>(b, cells, found);
}

inline bool stackPhase(Board& b, Found& found)
{
    const std::uint32_t due = b.stacksDue;
    b.stacksDue = 0;
    const Found f = stackPermutations(b, (due | due >> 9 | due >> 18) & 0x1FFu);
    if (f == Found::Contradiction) return false;
    if (f == Found::Some) found = f;
    return true;
}

inline bool triadPhase(Board& b, Found& found)
{
    const std::uint32_t bands = b.triadsDue;
    b.triadsDue = 0;
    return triadBand<0>(b, bands, found) && triadBand<1>(b, bands, found) && triadBand<2>(b, bands, found);
}

// Runs the rules to their common fixed point: derive every changed word, then naked
// singles, the stack rule and the triad rule, each only over the bands or digits that
// changed since it last ran, going back to deriving whenever one of them narrowed
// something. False on a contradiction.
template <class Steps>
bool propagate(Board& b)
{
    for (;;) {
        if (!deriveAll<Steps>(b)) return false;
        if ((b.unsolved[0] | b.unsolved[1] | b.unsolved[2]) == 0) return true;
        b.cellsDue |= b.changed;
        b.stacksDue |= b.changed;
        b.triadsDue |= b.changed;
        b.changed = 0;
        Found found = Found::None;
        if (!nakedPhase<Steps>(b, found)) return false;
        if (found == Found::Some) continue;
        if (!stackPhase(b, found)) return false;
        if (found == Found::Some) continue;
        if (!triadPhase(b, found)) return false;
        if (found == Found::Some) continue;
        return true;
    }
}

// What to guess on: one digit's ways through one band (its minirows) or one stack (its
// minicolumns), each way a branch of its own (two to six).
struct Branch {
    bool stack = false;
    int index = 0; // band or stack
    int digit = 0;
    int count = 0;
    std::array<std::uint16_t, 6> ways{};
};

// Guesses near the root (the first kTopLevels levels) and below it are chosen apart:
//  - near the root, the band or stack with the fewest unsettled digits (ties: the fewest
//    ways), and in it the digit with the most ways: one wide split that settles a whole
//    band or stack in every branch;
//  - below, the band or stack with the fewest ways over all its digits, and in it the
//    digit with the fewest ways.
// Against the second rule everywhere, the first near the root needs about a fifth fewer
// nodes on hardest_11plus and a quarter fewer on hardest_1106, the same on top1465.
constexpr int kTopLevels = 2;

bool pickBranch(const Board& b, Branch& out, int depth)
{
    // Per band (0..2) and stack (3..5): ways over all digits, and unsettled digits.
    std::array<int, 6> ways{};
    std::array<int, 6> unsettled{};
    for (std::size_t i = 0; i < 3; ++i) {
        for (std::size_t d = 0; d < 9; ++d) {
            const int inBand = band::kPermutationCount[b.minirows[9 * i + d]];
            const int inStack = band::kPermutationCount[b.minicolumns[9 * i + d]];
            ways[i] += inBand;
            ways[3 + i] += inStack;
            unsettled[i] += static_cast<int>(inBand > 1);
            unsettled[3 + i] += static_cast<int>(inStack > 1);
        }
    }
    const bool top = depth < kTopLevels;
    int best = -1;
    int bestKey = 1 << 30;
    for (std::size_t i = 0; i < 6; ++i) {
        if (unsettled[i] == 0) continue;
        const int key = top ? 64 * unsettled[i] + ways[i] : ways[i];
        if (key < bestKey) {
            bestKey = key;
            best = static_cast<int>(i);
        }
    }
    if (best < 0) return false;
    const bool stack = best >= 3;
    const int index = best % 3;
    int chosen = 0;
    unsigned shape = 0;
    for (int d = 0; d < 9; ++d) {
        const std::size_t at = static_cast<std::size_t>(9 * index + d);
        const unsigned candidate = stack ? b.minicolumns[at] : b.minirows[at];
        const int n = band::kPermutationCount[candidate];
        if (n > 1 && (chosen == 0 || (top ? n > chosen : n < chosen))) {
            chosen = n;
            out.digit = d;
            shape = candidate;
        }
    }
    out.stack = stack;
    out.index = index;
    out.count = 0;
    for (const unsigned way : band::kPermutationMinirows)
        if ((way & shape) == way) out.ways[static_cast<std::size_t>(out.count++)] = static_cast<std::uint16_t>(way);
    return true;
}

// Keeps only one way for the branch's digit.
void take(Board& b, const Branch& branch, unsigned way)
{
    if (!branch.stack) {
        narrow(b, 9 * branch.index + branch.digit, band::kMinirowCells[way]);
        return;
    }
    const std::uint32_t stackCells = columnCells(7u << (3 * branch.index));
    for (int bandIndex = 0; bandIndex < 3; ++bandIndex) {
        const std::uint32_t column = (way >> (3 * bandIndex)) & 7u;
        narrow(b, 9 * bandIndex + branch.digit, ~stackCells | columnCells(column << (3 * branch.index)));
    }
}

template <class Steps>
void search(Board& b, Outcome& out)
{
    if (!propagate<Steps>(b)) return;
    if ((b.unsolved[0] | b.unsolved[1] | b.unsolved[2]) == 0) {
        if (out.count++ == 0) out.first = b.candidates;
        return;
    }
    Branch branch;
    if (!pickBranch(b, branch, out.depth)) return;
    ++out.depth;
    for (int i = 0; i + 1 < branch.count; ++i) {
        Board guess = b;
        take(guess, branch, branch.ways[static_cast<std::size_t>(i)]);
        search<Steps>(guess, out);
        if (out.count >= out.limit) {
            --out.depth;
            return;
        }
    }
    take(b, branch, branch.ways[static_cast<std::size_t>(branch.count - 1)]);
    search<Steps>(b, out);
    --out.depth;
}

template <class Steps>
SolveResult solveWith(const Grid& puzzle, int limit)
{
    SolveResult result;
    if (limit <= 0) return result;

    // The givens per word and per band, then every word at once: a given keeps its row of
    // the band to itself, takes its cell from the other digits and its column from the
    // digit's other bands. Rows with a given count as placed.
    std::array<std::uint32_t, kWords> given{};
    std::array<std::uint32_t, 3> filled{};
    for (int cell = 0; cell < kCellCount; ++cell) {
        const int value = puzzle.at(cell);
        if (value == 0) continue;
        if (value > 9) return result;
        const int bandIndex = cell / 27;
        const std::uint32_t bit = 1u << (cell - 27 * bandIndex);
        const std::size_t word = static_cast<std::size_t>(9 * bandIndex + value - 1);
        // The same digit given twice in a row.
        if ((given[word] & rowOfBit(bit)) != 0) return result;
        given[word] |= bit;
        filled[static_cast<std::size_t>(bandIndex)] |= bit;
    }
    Board b;
    for (std::size_t digit = 0; digit < 9; ++digit) {
        const std::uint32_t c0 = columnCells(columnsOf(given[digit]));
        const std::uint32_t c1 = columnCells(columnsOf(given[9 + digit]));
        const std::uint32_t c2 = columnCells(columnsOf(given[18 + digit]));
        const std::array<std::uint32_t, 3> otherColumns{c1 | c2, c0 | c2, c0 | c1};
        for (std::size_t k = 0; k < 3; ++k) {
            const std::size_t word = 9 * k + digit;
            const std::uint32_t mine = given[word];
            const std::uint32_t f = ((band::kAll & ~filled[k] & ~rowsHolding(mine)) | mine) & ~otherColumns[k];
            // The same digit given twice in a column.
            if ((f & mine) != mine) return result;
            b.candidates[word] = f;
            b.openRows[word] = static_cast<std::uint8_t>(7u & ~(static_cast<unsigned>((mine & kRow) != 0)
                | static_cast<unsigned>((mine & (kRow << 9)) != 0) << 1 | static_cast<unsigned>((mine >> 18) != 0) << 2));
        }
    }
    for (std::size_t k = 0; k < 3; ++k) b.unsolved[k] = band::kAll & ~filled[k];
    b.minirows.fill(0x1FF);
    b.minicolumns.fill(0x1FF);
    b.dirty = kAllWords;
    b.changed = 0;
    b.cellsDue = kAllWords;
    b.stacksDue = kAllWords;
    b.triadsDue = kAllWords;

    Outcome out;
    out.limit = limit;
    search<Steps>(b, out);
    result.count = out.count;
    if (out.count > 0) {
        Grid solution;
        for (int word = 0; word < kWords; ++word) {
            const int top = 27 * (word / 9);
            const int digit = word % 9 + 1;
            for (std::uint32_t rest = out.first[static_cast<std::size_t>(word)]; rest != 0; rest &= rest - 1)
                solution.setAt(top + std::countr_zero(rest), digit);
        }
        result.solution = solution;
    }
    return result;
}

} // namespace

SolveResult FastSolver::solve(const Grid& puzzle, int limit) const
{
    return path_ == Path::Portable ? solveWith<band::PortableSteps>(puzzle, limit) : solveWith<band::WidestSteps>(puzzle, limit);
}

} // namespace nonet
