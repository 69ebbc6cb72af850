#include "scan/train/network_trainer.h"

#include "scan/digit_network.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace nonet::scan {
namespace {

NetworkWeights viewOf(const TrainedNetwork& network)
{
    return {network.hidden, network.mean, network.scale, network.hiddenW, network.hiddenB, network.outW, network.outB};
}

} // namespace

TrainedNetwork NetworkTrainer::train(const std::vector<DigitSample>& samples, int hidden, int passes, SeededRandom& random)
{
    constexpr std::size_t kIn = kFeatureCount;
    constexpr std::size_t kOut = kDigitClasses;
    const auto h = static_cast<std::size_t>(hidden);
    TrainedNetwork net;
    net.hidden = hidden;
    net.mean.assign(kIn, 0);
    net.scale.assign(kIn, 1);
    const auto n = static_cast<double>(samples.size());
    for (std::size_t i = 0; i < kIn; ++i) {
        double sum = 0;
        double squares = 0;
        for (const DigitSample& sample : samples) {
            sum += sample.features[i];
            squares += static_cast<double>(sample.features[i]) * sample.features[i];
        }
        const double mean = sum / n;
        const double deviation = std::sqrt(std::max(0.0, squares / n - mean * mean));
        net.mean[i] = static_cast<float>(mean);
        net.scale[i] = static_cast<float>(1.0 / std::max(deviation, 1e-3));
    }
    const auto init = [&](std::vector<float>& weights, std::size_t count, std::size_t fanIn, std::size_t fanOut) {
        const float limit = std::sqrt(6.0F / static_cast<float>(fanIn + fanOut));
        weights.resize(count);
        for (float& w : weights) w = random.uniform(-limit, limit);
    };
    init(net.hiddenW, h * kIn, kIn, h);
    net.hiddenB.assign(h, 0);
    init(net.outW, kOut * h, h, kOut);
    net.outB.assign(kOut, 0);

    std::vector<float> vHiddenW(net.hiddenW.size(), 0), vHiddenB(h, 0), vOutW(net.outW.size(), 0), vOutB(kOut, 0);
    std::vector<std::size_t> order(samples.size());
    std::iota(order.begin(), order.end(), 0);
    std::vector<float> input(kIn), act(h), out(kOut), deltaOut(kOut), deltaHidden(h);
    constexpr float kMomentum = 0.9F;
    for (int pass = 0; pass < passes; ++pass) {
        const float rate = 0.004F * (1.0F - 0.8F * static_cast<float>(pass) / static_cast<float>(passes));
        for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[static_cast<std::size_t>(random.below(static_cast<int>(i)))]);
        for (const std::size_t index : order) {
            const DigitSample& sample = samples[index];
            for (std::size_t i = 0; i < kIn; ++i) input[i] = (sample.features[i] - net.mean[i]) * net.scale[i];
            for (std::size_t j = 0; j < h; ++j) {
                float sum = net.hiddenB[j];
                const float* row = &net.hiddenW[j * kIn];
                for (std::size_t i = 0; i < kIn; ++i) sum += row[i] * input[i];
                act[j] = std::tanh(sum);
            }
            float top = -1e30F;
            for (std::size_t k = 0; k < kOut; ++k) {
                float sum = net.outB[k];
                for (std::size_t j = 0; j < h; ++j) sum += net.outW[k * h + j] * act[j];
                out[k] = sum;
                top = std::max(top, sum);
            }
            float total = 0;
            for (float& value : out) total += (value = std::exp(value - top));
            for (std::size_t k = 0; k < kOut; ++k)
                deltaOut[k] = out[k] / total - (static_cast<int>(k) == sample.digit - 1 ? 1.0F : 0.0F);
            for (std::size_t j = 0; j < h; ++j) {
                float back = 0;
                for (std::size_t k = 0; k < kOut; ++k) back += net.outW[k * h + j] * deltaOut[k];
                deltaHidden[j] = back * (1 - act[j] * act[j]);
            }
            for (std::size_t k = 0; k < kOut; ++k) {
                for (std::size_t j = 0; j < h; ++j) {
                    float& v = vOutW[k * h + j];
                    v = kMomentum * v - rate * deltaOut[k] * act[j];
                    net.outW[k * h + j] += v;
                }
                vOutB[k] = kMomentum * vOutB[k] - rate * deltaOut[k];
                net.outB[k] += vOutB[k];
            }
            for (std::size_t j = 0; j < h; ++j) {
                float* row = &net.hiddenW[j * kIn];
                float* velocity = &vHiddenW[j * kIn];
                for (std::size_t i = 0; i < kIn; ++i) {
                    velocity[i] = kMomentum * velocity[i] - rate * deltaHidden[j] * input[i];
                    row[i] += velocity[i];
                }
                vHiddenB[j] = kMomentum * vHiddenB[j] - rate * deltaHidden[j];
                net.hiddenB[j] += vHiddenB[j];
            }
        }
    }
    return net;
}

double NetworkTrainer::accuracy(const TrainedNetwork& network, const std::vector<DigitSample>& samples)
{
    if (samples.empty()) return 0;
    const DigitNetwork classifier(viewOf(network));
    int right = 0;
    for (const DigitSample& sample : samples) {
        const auto p = classifier.probabilities(sample.features);
        right += static_cast<int>(std::max_element(p.begin(), p.end()) - p.begin()) == sample.digit - 1 ? 1 : 0;
    }
    return static_cast<double>(right) / static_cast<double>(samples.size());
}

} // namespace nonet::scan
