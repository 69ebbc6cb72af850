#pragma once
// What the reader makes of a picture: the grid's place in the picture and, per cell, the
// value read with a confidence.
//
//   corners  the grid's outer corners in picture pixels:  0 ----- 1
//            top-left, top-right, bottom-right,            |       |
//            bottom-left (as the grid is read, so a        3 ----- 2
//            picture turned upside down keeps its order)

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace nonet::scan {

struct Point {
    float x = 0;
    float y = 0;
};

struct CellReading {
    int value = 0;          // 0 for a blank cell, else 1..9
    float confidence = 1.0; // 0..1: how sure the reader is of `value`
    int runnerUp = 0;       // the value it would read otherwise (0: blank)
};

// Below this confidence a cell is unsure: the player should check it against the picture.
inline constexpr float kUnsureBelow = 0.8F;

struct Reading {
    int side = 9;
    std::array<Point, 4> corners{};
    std::vector<CellReading> cells; // side * side, row by row
    // A Jigsaw grid's regions 0..8 per cell, read from its thick lines; empty for the
    // classic 3 x 3 boxes.
    std::vector<std::uint8_t> regions;
    // The digits' height over the blur of their edges (a Gaussian's sigma), the median of
    // the cells read as digits: how legible the picture is whatever its size (0: no digit).
    float legibility = 0;

    // The cells below kUnsureBelow, by index.
    std::vector<int> unsureCells() const
    {
        std::vector<int> unsure;
        for (int i = 0; i < static_cast<int>(cells.size()); ++i)
            if (cells[static_cast<std::size_t>(i)].confidence < kUnsureBelow) unsure.push_back(i);
        return unsure;
    }
    // The Jigsaw layout as Nonet's notation writes it: a region digit 1..9 a cell (empty
    // for the classic boxes).
    std::string layout() const
    {
        std::string text;
        for (const std::uint8_t region : regions) text += static_cast<char>('1' + region);
        return text;
    }
    // One character a cell: '.' blank, '1'..'9'.
    std::string line() const
    {
        std::string text;
        for (const CellReading& cell : cells) text += cell.value == 0 ? '.' : static_cast<char>('0' + cell.value);
        return text;
    }
};

// Why a picture gave no reading.
enum class ReadError {
    TooSmall,   // fewer pixels than a readable grid needs
    NoGrid,     // no square grid of 9 x 9 cells was found
    Unreadable, // a grid, but too many of its cells unsure: its digits too small or blurred
    NoDigits,   // a grid with no digits in it (an empty grid, a crossword): not a puzzle
    Cancelled,  // the stop token asked to stop
};

// A reading or the reason there is none.
struct ReadResult {
    std::optional<Reading> reading;
    ReadError error = ReadError::NoGrid;
};

} // namespace nonet::scan
