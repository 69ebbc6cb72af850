#pragma once
// The help of `nonet-cli scan`, known to nonet-cli itself (which reads the command line
// and answers --help) and to nonet-cli-scan, the program it hands the work to.

#include <span>
#include <string_view>

namespace nonet::cli {

inline constexpr std::span<const std::string_view> kScanValueOptions{};

inline constexpr std::string_view kScanHelp = R"(Usage: nonet-cli scan IMAGE...

Reads the Sudoku puzzle in each picture (a screenshot, a scanned page or a photo of a
classic 9 x 9 grid; PNG, JPEG, WebP or BMP) and writes one line per picture read, in the
order given:

  <the 81 cells, '.' for a blank> TAB <the cells to check: r3c5,r7c1 or ->

A Jigsaw grid (regions drawn with thick lines) gives its layout first, as nonet-cli
--variant jigsaw reads it: 81 region digits 1-9, a space, then the 81 cells.

The cells to check are those the reader is unsure of and, when the reading breaks the
rules or has no unique solution, the cells most likely misread. A picture that gives no
grid writes no line; standard error says why (not a picture, damaged, too large, too
small, no grid found, digits too small or blurred to read, a grid with no digits).

Exit status: 0 when every picture gave a grid, 1 when one did not, 2 on a bad command
line.
)";

} // namespace nonet::cli
