#include "scan/glyph_features.h"

#include <cmath>
#include <numbers>

namespace nonet::scan {

std::array<float, kFeatureCount> GlyphFeatures::of(const Glyph& glyph)
{
    std::array<float, kFeatureCount> features{};
    const auto at = [&](int x, int y) {
        if (x < 0 || y < 0 || x >= kGlyphSide || y >= kGlyphSide) return 0.0F;
        return glyph.ink[static_cast<std::size_t>(y * kGlyphSide + x)];
    };
    std::size_t next = 0;
    for (int y = 0; y < kGlyphSide; y += 2)
        for (int x = 0; x < kGlyphSide; x += 2) features[next++] = (at(x, y) + at(x + 1, y) + at(x, y + 1) + at(x + 1, y + 1)) / 4;

    constexpr int kBins = 8;
    constexpr int kBlock = 6;
    constexpr int kBlocks = kGlyphSide / kBlock;
    const std::size_t hogStart = next;
    float norm = 0;
    for (int y = 0; y < kGlyphSide; ++y)
        for (int x = 0; x < kGlyphSide; ++x) {
            const float gx = at(x + 1, y) - at(x - 1, y);
            const float gy = at(x, y + 1) - at(x, y - 1);
            const float magnitude = std::sqrt(gx * gx + gy * gy);
            if (magnitude <= 0) continue;
            float angle = std::atan2(gy, gx) + std::numbers::pi_v<float>; // 0 .. 2 pi
            int bin = static_cast<int>(angle / (2 * std::numbers::pi_v<float>) * kBins);
            bin = bin >= kBins ? kBins - 1 : bin;
            const std::size_t index = hogStart + static_cast<std::size_t>(((y / kBlock) * kBlocks + x / kBlock) * kBins + bin);
            features[index] += magnitude;
        }
    for (std::size_t i = hogStart; i < hogStart + kBlocks * kBlocks * kBins; ++i) norm += features[i] * features[i];
    norm = std::sqrt(norm);
    if (norm > 0)
        for (std::size_t i = hogStart; i < hogStart + kBlocks * kBlocks * kBins; ++i) features[i] = features[i] / norm * 4;
    next = hogStart + kBlocks * kBlocks * kBins;
    features[next] = glyph.aspect;
    return features;
}

} // namespace nonet::scan
