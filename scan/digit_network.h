#pragma once
// The digit classifier: a small neural network, features -> one hidden layer (tanh) ->
// a softmax over the digits 1..9. Its weights are made at build time by scan/train/
// (nonet-scan-train) from digits rendered in fonts Debian ships; nothing trained comes
// from elsewhere.

#include "scan/cell_classifier.h"
#include "scan/glyph_features.h"

#include <array>
#include <span>

namespace nonet::scan {

// Row-major weights; `mean` and `scale` standardise the features first.
struct NetworkWeights {
    int hidden = 0;
    std::span<const float> mean;    // kFeatureCount
    std::span<const float> scale;   // kFeatureCount
    std::span<const float> hiddenW; // hidden x kFeatureCount
    std::span<const float> hiddenB; // hidden
    std::span<const float> outW;    // kDigitClasses x hidden
    std::span<const float> outB;    // kDigitClasses
};

class DigitNetwork : public CellClassifier {
public:
    explicit DigitNetwork(const NetworkWeights& weights) : weights_(weights) {}

    std::array<float, kDigitClasses> probabilities(const Glyph& glyph, const cv::Mat& cell) const override;

    // Probabilities of 1..9 (index 0 is the digit 1); they add up to 1.
    std::array<float, kDigitClasses> probabilities(const std::array<float, kFeatureCount>& features) const;

private:
    NetworkWeights weights_;
};

// The weights nonet-scan-train made for this build (generated digit_weights.cpp).
const NetworkWeights& trainedDigitWeights();

} // namespace nonet::scan
