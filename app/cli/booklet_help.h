#pragma once
// The help and the options of `nonet-cli booklet`, known to nonet-cli itself (which reads
// the command line and answers --help) and to the drawing program it hands the work to
// (booklet_main.cpp).

#include <array>
#include <string_view>

namespace nonet::cli {

inline constexpr std::array<std::string_view, 10> kBookletValueOptions{
    "--level", "--count", "--seed", "--symmetry", "--jobs", "--output", "--per-page", "--title", "--paper", "--variant"};
inline constexpr std::array<std::string_view, 1> kBookletFlags{"--solutions"};

inline constexpr std::string_view kBookletHelp = R"(Usage: nonet-cli booklet --level L --count N --output FILE.pdf [--variant V] [--per-page K]
                        [--solutions] [--seed S] [--title T] [--paper SIZE] [--symmetry SYM] [--jobs J]

Writes a PDF booklet of N new puzzles (1 to 100) of level L, K to a page, numbered, each
with its code in small type under the grid (the line nonet-cli generate writes, as text:
a PDF reader or pdftotext finds it; a Jigsaw's layout, a Killer's cage labels and sums
and a 16x16's cells on lines of their own). Every puzzle has a unique solution and is graded at exactly its level
by the same grader as nonet-cli rate; the same seed gives the same puzzles as
nonet-cli generate with that seed. Several levels (L1,L2,...) share the N puzzles evenly,
the easier ones first and one more of each of them when N does not divide, as the booklet
dialog of the game does; each level's puzzles are those of nonet-cli generate at that
level with the same seed.

Options:
  --level L      very-easy, easy, medium, tough, very-tough or extreme, or several
                 separated by commas (easy,medium,tough) (required)
  --count N      how many puzzles, 1 to 100 (required)
  --output FILE  the PDF to write (required); written whole or not at all
  --variant V    classic (default), 4x4, 6x6, 16x16, x, windoku, jigsaw or killer: the
                 puzzles of nonet-cli generate --variant V, drawn as the game draws them
                 (a Killer's cages dashed with their sums)
  --per-page K   1, 2, 4 (default) or 6 puzzles a page
  --solutions    answer key pages at the end: small solved grids, same numbers
  --seed S       a whole number 0 .. 18446744073709551615; without it a random seed is
                 taken and named on standard error
  --title T      the title at the head of every page (default: Nonet · <levels>)
  --paper SIZE   a4 or letter (default: letter where the locale measures in US units,
                 a4 elsewhere)
  --symmetry SYM rot180 (default), none, horizontal, vertical, diagonal or rot90
  --jobs J       puzzles made in parallel (1 .. 64, default 1)

Exit status: 0 when the booklet was written, 1 when the file could not be written (a full
disk, say: no half-written file is left under its name), 2 on a bad command line or an
output folder that cannot be written, 130 when interrupted.
)";

} // namespace nonet::cli
