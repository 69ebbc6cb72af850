#include "scan/digit_network.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace nonet::scan {

std::array<float, kDigitClasses> DigitNetwork::probabilities(const Glyph& glyph, const cv::Mat&) const
{
    return probabilities(GlyphFeatures::of(glyph));
}

std::array<float, kDigitClasses> DigitNetwork::probabilities(const std::array<float, kFeatureCount>& features) const
{
    const auto hidden = static_cast<std::size_t>(weights_.hidden);
    std::array<float, kFeatureCount> input{};
    for (std::size_t i = 0; i < input.size(); ++i) input[i] = (features[i] - weights_.mean[i]) * weights_.scale[i];
    std::vector<float> h(hidden);
    for (std::size_t j = 0; j < hidden; ++j) {
        float sum = weights_.hiddenB[j];
        const float* row = weights_.hiddenW.data() + j * input.size();
        for (std::size_t i = 0; i < input.size(); ++i) sum += row[i] * input[i];
        h[j] = std::tanh(sum);
    }
    std::array<float, kDigitClasses> out{};
    for (std::size_t k = 0; k < out.size(); ++k) {
        float sum = weights_.outB[k];
        const float* row = weights_.outW.data() + k * hidden;
        for (std::size_t j = 0; j < hidden; ++j) sum += row[j] * h[j];
        out[k] = sum;
    }
    const float top = *std::max_element(out.begin(), out.end());
    float total = 0;
    for (float& value : out) {
        value = std::exp(value - top);
        total += value;
    }
    for (float& value : out) value /= total;
    return out;
}

} // namespace nonet::scan
