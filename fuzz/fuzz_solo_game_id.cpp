// parseSoloGameId (Simon Tatham's Solo game IDs, core/notation/solo_game_id.h) on any bytes.
// Invariants: an error names a Solo ID problem, a conflict or the size limit, says
// something and lists ascending cells of the grid; a parsed grid is of the variant its
// parameters name, breaks no house and no cage (a Killer's cages cover every cell with
// sums their cells can make, adding up to 405), and its one-line notation reads back as
// the same grid.

#include "core/notation/shape_notation.h"
#include "core/notation/solo_game_id.h"
#include "core/shape/cage_combinations.h"
#include "core/shape/killer_cages.h"
#include "fuzz/fuzz_check.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto read = nonet::parseSoloGameId(text);
    if (const auto* error = std::get_if<nonet::ParseError>(&read)) {
        using Code = nonet::ParseError::Code;
        NONET_FUZZ_CHECK(error->code == Code::BadGameId || error->code == Code::ConflictingGivens || error->code == Code::InputTooLarge);
        NONET_FUZZ_CHECK(!error->message.empty());
        for (std::size_t i = 0; i < error->cells.size(); ++i) {
            NONET_FUZZ_CHECK(error->cells[i] >= 0 && error->cells[i] < 256);
            NONET_FUZZ_CHECK(i == 0 || error->cells[i - 1] < error->cells[i]);
        }
        return 0;
    }
    const nonet::ShapeGrid& grid = std::get<nonet::ShapeGrid>(read);
    NONET_FUZZ_CHECK(nonet::isSoloGameId(text));
    NONET_FUZZ_CHECK(nonet::soloGameIdVariant(text) == grid.variant());
    NONET_FUZZ_CHECK(grid.isConsistent());
    const nonet::Shape& shape = grid.shape();
    NONET_FUZZ_CHECK(shape.hasCages() == (grid.variant() == nonet::Variant::Killer));
    if (shape.hasCages()) {
        int total = 0;
        for (const nonet::Cage& cage : shape.cages()) {
            const int n = static_cast<int>(cage.cells.size());
            NONET_FUZZ_CHECK(nonet::isConnected(9, cage.cells));
            NONET_FUZZ_CHECK(cage.sum >= nonet::smallestCageSum(n) && cage.sum <= nonet::largestCageSum(n));
            total += cage.sum;
        }
        NONET_FUZZ_CHECK(total == 405);
    }
    const nonet::ShapeParseResult again = nonet::parseShapePuzzle(grid.variant(), nonet::formatShapePuzzle(grid));
    NONET_FUZZ_CHECK(again.ok());
    NONET_FUZZ_CHECK(again.grid() == grid);
    return 0;
}
