#pragma once
// Training glyphs for the digit classifier: each digit of each font file drawn into a
// cell as a page, a screen or a phone would show it (size, place, slant, stroke weight,
// grid lines at the border, blur, low resolution, noise, uneven light), then cut by the
// reader's own GlyphCutter.

#include "scan/glyph_features.h"
#include "scan/train/seeded_random.h"

#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace nonet::scan {

struct DigitSample {
    std::array<float, kFeatureCount> features{};
    int digit = 1; // 1..9
};

class DigitSamples {
public:
    // `perGlyph` augmented samples of each digit of each font; an empty result and `error`
    // set when a font file cannot be read.
    static std::vector<DigitSample> render(const QStringList& fontFiles, int perGlyph, SeededRandom& random, QString& error);
};

} // namespace nonet::scan
