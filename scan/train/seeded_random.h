#pragma once
// The trainer's only source of chance: Mersenne Twister from an explicit seed, mapped to
// numbers by hand (the standard library's distributions may differ between library
// versions), so one seed gives the same weights on every machine with the same compiler.

#include <cmath>
#include <cstdint>
#include <numbers>
#include <random>

namespace nonet::scan {

class SeededRandom {
public:
    explicit SeededRandom(std::uint32_t seed) : engine_(seed) {}

    // [low, high)
    float uniform(float low, float high) { return low + (high - low) * static_cast<float>(static_cast<double>(engine_()) / 4294967296.0); }
    // 0 .. count - 1
    int below(int count) { return static_cast<int>(engine_() % static_cast<std::uint32_t>(count)); }
    bool chance(float probability) { return uniform(0, 1) < probability; }
    // Standard normal (Box-Muller).
    float normal()
    {
        const double u1 = (static_cast<double>(engine_()) + 1.0) / 4294967297.0;
        const double u2 = static_cast<double>(engine_()) / 4294967296.0;
        return static_cast<float>(std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2));
    }

private:
    std::mt19937 engine_;
};

} // namespace nonet::scan
