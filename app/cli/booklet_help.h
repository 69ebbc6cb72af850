#pragma once
// The help and the options of `nonet-cli booklet`, known to nonet-cli itself (which reads
// the command line and answers --help) and to the drawing program it hands the work to
// (booklet_main.cpp).

#include <array>
#include <string_view>

namespace nonet::cli {

inline constexpr std::array<std::string_view, 9> kBookletValueOptions{
    "--level", "--count", "--seed", "--symmetry", "--jobs", "--output", "--per-page", "--title", "--paper"};
inline constexpr std::array<std::string_view, 1> kBookletFlags{"--solutions"};

inline constexpr std::string_view kBookletHelp = R"(Usage: nonet-cli booklet --level L --count N --output FILE.pdf [--per-page K] [--solutions]
                        [--seed S] [--title T] [--paper SIZE] [--symmetry SYM] [--jobs J]

Writes a PDF booklet of N new puzzles (1 to 100) of level L, K to a page, numbered, each
with its 81-character code in small type under the grid (as text: a PDF reader or
pdftotext finds it). Every puzzle has a unique solution and is graded at exactly level L
by the same grader as nonet-cli rate; the same seed gives the same puzzles as
nonet-cli generate with that seed.

Options:
  --level L      very-easy, easy, medium, tough, very-tough or extreme (required)
  --count N      how many puzzles, 1 to 100 (required)
  --output FILE  the PDF to write (required); written whole or not at all
  --per-page K   1, 2, 4 (default) or 6 puzzles a page
  --solutions    answer key pages at the end: small solved grids, same numbers
  --seed S       a whole number 0 .. 18446744073709551615; without it a random seed is
                 taken and named on standard error
  --title T      the title at the head of every page (default: Nonet · <level>)
  --paper SIZE   a4 or letter (default: letter where the locale measures in US units,
                 a4 elsewhere)
  --symmetry SYM rot180 (default), none, horizontal, vertical, diagonal or rot90
  --jobs J       puzzles made in parallel (1 .. 64, default 1)

Exit status: 0 when the booklet was written, 1 when the file could not be written (a full
disk, say: no half-written file is left under its name), 2 on a bad command line or an
output folder that cannot be written, 130 when interrupted.
)";

} // namespace nonet::cli
