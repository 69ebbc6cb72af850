#pragma once
// One cell's ink, cut out and normalised for the digit classifier:
//
//   cell patch (grey, ink dark) --GlyphCutter--> Glyph: kGlyphSide x kGlyphSide ink levels
//                                                (0 paper .. 1 ink), the ink's bounding box
//                                                scaled to fit kGlyphBox and centred
//
// The reader and the build-time trainer both go through GlyphCutter, so the classifier
// learns from glyphs cut exactly as the reader cuts them.

#include <array>

namespace nonet::scan {

inline constexpr int kGlyphSide = 24;
inline constexpr int kGlyphBox = 20;

struct Glyph {
    std::array<float, kGlyphSide * kGlyphSide> ink{};
    float aspect = 1;      // width / height of the ink's bounding box
    float heightShare = 0; // the ink's height / the cell's height
};

} // namespace nonet::scan
