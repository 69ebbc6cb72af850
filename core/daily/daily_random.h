#pragma once
// The random numbers of the daily puzzle, specified to the bit so that every machine and
// every standard library draws the same ones: SplitMix64 (Steele, Lea and Flood, 2014) for
// the stream, and a multiply-shift mapping to [0, n) instead of std::uniform_int_distribution
// (whose algorithm the C++ standard leaves to each library).
//
// Part of the pinned daily algorithm: changing anything here changes every daily puzzle.

#include <cstdint>

namespace nonet {

// The SplitMix64 output function: a bijective mix of 64 bits.
constexpr std::uint64_t splitMix64(std::uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

class DailyRandom {
public:
    explicit constexpr DailyRandom(std::uint64_t seed) : state_(seed) {}

    constexpr std::uint64_t next()
    {
        state_ += 0x9E3779B97F4A7C15ull;
        return splitMix64(state_);
    }

    // An integer in [0, n) for 1 <= n < 2^32: the high 32 bits of a draw scaled by n.
    constexpr int below(int n) { return static_cast<int>(((next() >> 32) * static_cast<std::uint64_t>(n)) >> 32); }

private:
    std::uint64_t state_;
};

} // namespace nonet
