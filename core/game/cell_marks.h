#pragma once
// What a solver writes in a cell besides its digit, as plain values:
//
//   +-----------+   corner notes: the classic 3x3 pencil marks, digit d always at slot d
//   | 1       3 |   centre notes: the digits the cell can still be, small in the middle
//   |   4 5 8   |   cell colour:  one of kColourCount colours on the whole cell
//   | 7       9 |   candidate colours: a colour on single notes (colouring techniques)
//   +-----------+
//
// Colours are indices 1..kColourCount (0 = none): the UI picks the hues for its palette
// and a pattern for each index, so a colour never depends on hue alone.

#include "core/digit_set.h"
#include "core/shape/wide_cell_set.h"

#include <array>
#include <cstdint>

namespace nonet {

// Which of the two kinds of notes a note move writes.
enum class NoteKind : std::uint8_t { Corner, Centre };

inline constexpr int kColourCount = 6;

constexpr bool isColour(int colour) { return colour >= 0 && colour <= kColourCount; }

// A colour per value of one cell (0 = none), for values 1..16 (every shape's). Only values
// that are notes of the cell have one: GameState drops a colour when its note goes.
class CandidateColours {
public:
    static constexpr int kMaxValue = 16;
    constexpr int of(int digit) const { return digit >= 1 && digit <= kMaxValue ? colours_[index(digit)] : 0; }
    constexpr void set(int digit, int colour) { colours_[index(digit)] = static_cast<std::uint8_t>(colour); }
    // The digits that have a colour.
    constexpr DigitSet digits() const
    {
        DigitSet out;
        for (int d = 1; d <= kMaxValue; ++d)
            if (colours_[index(d)] != 0) out.insert(d);
        return out;
    }
    constexpr bool empty() const { return digits().empty(); }
    // Keeps the colours of `kept` digits only.
    constexpr void keepOnly(DigitSet kept)
    {
        for (int d = 1; d <= kMaxValue; ++d)
            if (!kept.contains(d)) colours_[index(d)] = 0;
    }
    constexpr bool operator==(const CandidateColours&) const = default;

private:
    static constexpr std::size_t index(int digit) { return static_cast<std::size_t>(digit - 1); }
    std::array<std::uint8_t, kMaxValue> colours_{};
};

// What placing a digit took from its peers: the peers whose corner notes, and those whose
// centre notes, held the digit when it was placed with PeerNotes::Remove. A filled cell
// remembers it so that erasing the digit (a wrong one, most often) gives those notes
// back, as Undo would; an empty cell and a given remember nothing.
struct TakenNotes {
    WideCellSet corner;
    WideCellSet centre;
    constexpr bool empty() const { return corner.empty() && centre.empty(); }
    constexpr bool operator==(const TakenNotes&) const = default;
};

} // namespace nonet
