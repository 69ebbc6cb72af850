#pragma once
// Trains DigitNetwork's weights: features standardised, then plain stochastic gradient
// descent with momentum on the cross-entropy, a fixed number of passes in an order drawn
// from the seeded generator. Single-threaded, so the result depends on the seed alone.

#include "scan/train/digit_samples.h"

#include <vector>

namespace nonet::scan {

struct TrainedNetwork {
    int hidden = 0;
    std::vector<float> mean, scale, hiddenW, hiddenB, outW, outB;
};

class NetworkTrainer {
public:
    static TrainedNetwork train(const std::vector<DigitSample>& samples, int hidden, int passes, SeededRandom& random);
    // The share of samples the network classifies right.
    static double accuracy(const TrainedNetwork& network, const std::vector<DigitSample>& samples);
};

} // namespace nonet::scan
