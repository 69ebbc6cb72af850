#include "core/canonical_form.h"

namespace nonet {
namespace {

using LineMap = std::array<std::uint8_t, kSide>;

constexpr std::array<std::array<int, 3>, 6> kPermutations3{{
    {0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};

// The 36 orders of nine lines that keep bands together and move the lines of every band
// alike: map[k] = the source line that becomes line k.
constexpr std::array<LineMap, 36> makeLineMaps()
{
    std::array<LineMap, 36> maps{};
    for (int outer = 0; outer < 6; ++outer)
        for (int inner = 0; inner < 6; ++inner)
            for (int k = 0; k < kSide; ++k)
                maps[static_cast<std::size_t>(outer * 6 + inner)][static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(
                    kPermutations3[static_cast<std::size_t>(outer)][static_cast<std::size_t>(k / 3)] * 3
                    + kPermutations3[static_cast<std::size_t>(inner)][static_cast<std::size_t>(k % 3)]);
    return maps;
}

constexpr std::array<LineMap, 36> kLineMaps = makeLineMaps();

} // namespace

CanonicalForm canonicalForm(const Grid& grid)
{
    const auto& values = grid.values();
    CanonicalForm best{};
    bool haveBest = false;
    CanonicalForm candidate{};
    for (const bool transpose : {false, true}) {
        for (const LineMap& rows : kLineMaps) {
            for (const LineMap& columns : kLineMaps) {
                // Digits renamed in order of first appearance; compared with the best so
                // far while being written, abandoned as soon as it is larger.
                std::array<std::uint8_t, 10> label{};
                std::uint8_t next = 1;
                bool smaller = !haveBest;
                bool larger = false;
                for (int r = 0; r < kSide && !larger; ++r) {
                    for (int c = 0; c < kSide; ++c) {
                        const int source = transpose ? cellAt(columns[static_cast<std::size_t>(c)], rows[static_cast<std::size_t>(r)])
                                                     : cellAt(rows[static_cast<std::size_t>(r)], columns[static_cast<std::size_t>(c)]);
                        const std::uint8_t digit = values[static_cast<std::size_t>(source)];
                        std::uint8_t out = 0;
                        if (digit != 0) {
                            if (label[digit] == 0) label[digit] = next++;
                            out = label[digit];
                        }
                        const auto i = static_cast<std::size_t>(cellAt(r, c));
                        if (!smaller) {
                            if (out > best[i]) {
                                larger = true;
                                break;
                            }
                            if (out < best[i]) smaller = true;
                        }
                        candidate[i] = out;
                    }
                }
                if (smaller) {
                    best = candidate;
                    haveBest = true;
                }
            }
        }
    }
    return best;
}

} // namespace nonet
