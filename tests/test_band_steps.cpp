// FastSolver's steps across a band's nine digit words exist twice (core/solver/
// band_steps.h): in plain C++ and with SSE2. The solver uses the SSE2 ones on x86-64 and
// the plain ones elsewhere; here both run on the same random bands and must agree, and
// the plain ones are checked against hand-worked cases.

#include "core/solver/band_steps.h"

#include <QTest>

#include <array>
#include <random>

namespace {

using Band = std::array<std::uint32_t, 9>;

Band randomBand(std::mt19937& rng)
{
    std::uniform_int_distribution<std::uint32_t> bits(0, nonet::band::kAll);
    Band words{};
    for (auto& w : words) {
        // Mostly sparse words, as in a search, now and then full or empty ones.
        w = bits(rng) & bits(rng) & bits(rng);
        if (rng() % 16 == 0) w = nonet::band::kAll;
        if (rng() % 16 == 0) w = 0;
    }
    return words;
}

} // namespace

class TestBandSteps : public QObject {
    Q_OBJECT
private slots:
    void portableByHand()
    {
        using namespace nonet::band;
        Band words{};
        words[0] = 0x3u;      // cells 0 and 1
        words[4] = 0x1u;      // cell 0
        words[8] = 0x201u;    // cell 0, and cell 9 (row 1)
        // Cell 0 leaves every word but digit 5's (index 4).
        QCOMPARE(portable::clearInBand(words.data(), 0x1u, 4), (1u << 0) | (1u << 8));
        QCOMPARE(words[0], 0x2u);
        QCOMPARE(words[4], 0x1u);
        QCOMPARE(words[8], 0x200u);

        std::uint32_t one = 0;
        std::uint32_t two = 0;
        portable::countInBand(words.data(), one, two);
        QCOMPARE(one, 0x203u);
        QCOMPARE(two, 0x0u);

        // Cell 1 is the only place of digit 1 there: digit 1 keeps only cell 1 in row 0;
        // words without a cell of row 0 in `cells` keep theirs.
        words[0] = 0x1FFu | (1u << 9);
        words[1] = 0x6u;
        QCOMPARE(portable::keepInRows(words.data(), 0x2u), (1u << 0) | (1u << 1));
        QCOMPARE(words[0], 0x2u | (1u << 9));
        QCOMPARE(words[1], 0x2u);
        QCOMPARE(words[8], 0x200u);
    }

    void sse2AgreesWithPortable()
    {
#if defined(__SSE2__)
        using namespace nonet::band;
        std::mt19937 rng(20261201u);
        std::uniform_int_distribution<std::uint32_t> bits(0, kAll);
        for (int round = 0; round < 20000; ++round) {
            const Band start = randomBand(rng);
            const std::uint32_t cells = round % 2 == 0 ? 1u << (rng() % 27) : bits(rng) & bits(rng);
            const int self = static_cast<int>(rng() % 9);

            Band a = start;
            Band b = start;
            QCOMPARE(sse2::clearInBand(a.data(), cells, self), portable::clearInBand(b.data(), cells, self));
            QCOMPARE(a, b);

            a = start;
            b = start;
            QCOMPARE(sse2::keepInRows(a.data(), cells), portable::keepInRows(b.data(), cells));
            QCOMPARE(a, b);

            std::uint32_t one1 = 0;
            std::uint32_t two1 = 0;
            std::uint32_t one2 = 0;
            std::uint32_t two2 = 0;
            sse2::countInBand(start.data(), one1, two1);
            portable::countInBand(start.data(), one2, two2);
            QCOMPARE(one1, one2);
            QCOMPARE(two1, two2);
        }
#else
        QSKIP("this build does not target SSE2");
#endif
    }
};

QTEST_APPLESS_MAIN(TestBandSteps)
#include "test_band_steps.moc"
