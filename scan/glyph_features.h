#pragma once
// The numbers the digit classifier sees of a glyph:
//
//   12 x 12 ink levels (the glyph at half size)                       144
//   4 x 4 blocks of 6 x 6 pixels, each a histogram of 8 stroke        128
//   directions weighted by the gradient's strength (HOG-like, so a
//   thicker or lighter stroke looks alike)
//   the ink box's width / height (a 1 is narrow)                        1

#include "scan/glyph.h"

#include <array>

namespace nonet::scan {

inline constexpr int kFeatureCount = 144 + 128 + 1;

class GlyphFeatures {
public:
    static std::array<float, kFeatureCount> of(const Glyph& glyph);
};

} // namespace nonet::scan
