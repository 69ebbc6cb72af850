// parseShapePuzzle (the one-line notation of every variant) on any bytes: the first byte
// picks the variant, the rest is the text.
// Invariants: an error names a real code, says something, points inside the input and
// lists ascending cells of the grid; a parsed grid is of the variant, holds only values of
// its size, breaks no house (extra houses and Jigsaw regions included) and no cage (a
// Killer's cages cover every cell, are connected, at most 62, with sums their cells can
// make, adding up to 405), and writing it out and reading it back gives the same grid and
// the same text.

#include "core/notation/shape_notation.h"
#include "core/shape/cage_combinations.h"
#include "core/shape/killer_cages.h"
#include "fuzz/fuzz_check.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0) return 0;
    const auto variant = static_cast<nonet::Variant>(data[0] % nonet::kVariantCount);
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    const nonet::ShapeParseResult result = nonet::parseShapePuzzle(variant, text);
    const int cells = nonet::variantSide(variant) * nonet::variantSide(variant);
    if (!result.ok()) {
        const nonet::ParseError& error = result.error();
        NONET_FUZZ_CHECK(static_cast<int>(error.code) <= static_cast<int>(nonet::ParseError::Code::WrongVariant));
        NONET_FUZZ_CHECK(!error.message.empty());
        NONET_FUZZ_CHECK(error.line >= 0 && error.column >= 0 && (error.column == 0 || error.line > 0));
        for (std::size_t i = 0; i < error.cells.size(); ++i) {
            NONET_FUZZ_CHECK(error.cells[i] >= 0 && error.cells[i] < cells);
            NONET_FUZZ_CHECK(i == 0 || error.cells[i - 1] < error.cells[i]);
        }
        return 0;
    }
    const nonet::ShapeGrid& grid = result.grid();
    NONET_FUZZ_CHECK(grid.variant() == variant && grid.cellCount() == cells);
    for (int cell = 0; cell < cells; ++cell) NONET_FUZZ_CHECK(grid.at(cell) >= 0 && grid.at(cell) <= grid.side());
    NONET_FUZZ_CHECK(grid.isConsistent());
    const nonet::Shape& shape = grid.shape();
    NONET_FUZZ_CHECK(shape.hasCages() == (variant == nonet::Variant::Killer));
    if (shape.hasCages()) {
        NONET_FUZZ_CHECK(shape.cageCount() <= nonet::kMaxCages);
        int total = 0;
        int covered = 0;
        for (const nonet::Cage& cage : shape.cages()) {
            const int size = static_cast<int>(cage.cells.size());
            NONET_FUZZ_CHECK(nonet::isConnected(9, cage.cells));
            NONET_FUZZ_CHECK(cage.sum >= nonet::smallestCageSum(size) && cage.sum <= nonet::largestCageSum(size));
            total += cage.sum;
            covered += size;
        }
        NONET_FUZZ_CHECK(total == 405 && covered == 81);
    }
    const std::string written = nonet::formatShapePuzzle(grid);
    const nonet::ShapeParseResult again = nonet::parseShapePuzzle(variant, written);
    NONET_FUZZ_CHECK(again.ok());
    NONET_FUZZ_CHECK(again.grid() == grid);
    NONET_FUZZ_CHECK(nonet::formatShapePuzzle(again.grid()) == written);
    return 0;
}
