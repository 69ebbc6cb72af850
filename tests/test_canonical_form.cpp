#include "core/canonical_form.h"
#include "tests/fixtures.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <functional>
#include <numeric>
#include <random>

using nonet::test::gridOf;
using nonet::canonicalForm;
using nonet::CanonicalForm;
using nonet::Grid;

namespace {

// The example of the Dutch assignment and its solution.
Grid puzzle() { return gridOf("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"); }
Grid solution() { return gridOf("534678912672195348198342567859761423426853791713924856961537284287419635345286179"); }

// out(r, c) = in(f(r, c)).
Grid remap(const Grid& in, const std::function<std::pair<int, int>(int, int)>& f)
{
    Grid out;
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) {
            const auto [sr, sc] = f(r, c);
            out.set(r, c, in.get(sr, sc));
        }
    return out;
}

Grid relabel(const Grid& in, const std::array<int, 10>& to)
{
    Grid out;
    for (int i = 0; i < nonet::kCellCount; ++i) out.setAt(i, to[static_cast<std::size_t>(in.at(i))]);
    return out;
}

using Change = std::function<Grid(const Grid&)>;

} // namespace

Q_DECLARE_METATYPE(Change)

class TestCanonicalForm : public QObject {
    Q_OBJECT
private slots:
    void sameFormForDisguisedCopies_data()
    {
        QTest::addColumn<Change>("change");
        QTest::newRow("relabel") << Change([](const Grid& g) { return relabel(g, {0, 9, 1, 8, 2, 7, 3, 6, 4, 5}); });
        QTest::newRow("transpose") << Change([](const Grid& g) { return remap(g, [](int r, int c) { return std::pair{c, r}; }); });
        QTest::newRow("quarter turn") << Change([](const Grid& g) { return remap(g, [](int r, int c) { return std::pair{8 - c, r}; }); });
        QTest::newRow("half turn") << Change([](const Grid& g) { return remap(g, [](int r, int c) { return std::pair{8 - r, 8 - c}; }); });
        QTest::newRow("mirror left-right") << Change([](const Grid& g) { return remap(g, [](int r, int c) { return std::pair{r, 8 - c}; }); });
        QTest::newRow("mirror up-down") << Change([](const Grid& g) { return remap(g, [](int r, int c) { return std::pair{8 - r, c}; }); });
        QTest::newRow("anti-diagonal") << Change([](const Grid& g) { return remap(g, [](int r, int c) { return std::pair{8 - c, 8 - r}; }); });
        QTest::newRow("bands swapped") << Change([](const Grid& g) { return remap(g, [](int r, int c) { return std::pair{(r + 3) % 9, c}; }); });
        QTest::newRow("stacks swapped") << Change([](const Grid& g) { return remap(g, [](int r, int c) { return std::pair{r, (c + 6) % 9}; }); });
        QTest::newRow("rows in every band") << Change([](const Grid& g) {
            return remap(g, [](int r, int c) { return std::pair{r / 3 * 3 + (r % 3 + 1) % 3, c}; });
        });
        QTest::newRow("columns in every stack") << Change([](const Grid& g) {
            return remap(g, [](int r, int c) { return std::pair{r, c / 3 * 3 + 2 - c % 3}; });
        });
        QTest::newRow("all at once") << Change([](const Grid& g) {
            const Grid turned = remap(g, [](int r, int c) { return std::pair{(8 - c + 3) % 9, r / 3 * 3 + (r % 3 + 2) % 3}; });
            return relabel(turned, {0, 4, 5, 6, 7, 8, 9, 1, 2, 3});
        });
    }
    void sameFormForDisguisedCopies()
    {
        QFETCH(Change, change);
        for (const Grid& g : {puzzle(), solution()}) {
            const Grid copy = change(g);
            QVERIFY(!(copy == g));
            QVERIFY(canonicalForm(copy) == canonicalForm(g));
        }
    }

    void randomDisguisesAgree()
    {
        std::mt19937_64 rng(7);
        const CanonicalForm expected = canonicalForm(puzzle());
        for (int round = 0; round < 50; ++round) {
            std::array<int, 3> bands{0, 1, 2}, inBand{0, 1, 2}, stacks{0, 1, 2}, inStack{0, 1, 2};
            for (auto* p : {&bands, &inBand, &stacks, &inStack}) std::shuffle(p->begin(), p->end(), rng);
            const bool transpose = rng() % 2 == 1;
            std::array<int, 10> to{};
            std::iota(to.begin() + 1, to.end(), 1);
            std::shuffle(to.begin() + 1, to.end(), rng);
            const Grid moved = remap(puzzle(), [&](int r, int c) {
                const int sr = bands[static_cast<std::size_t>(r / 3)] * 3 + inBand[static_cast<std::size_t>(r % 3)];
                const int sc = stacks[static_cast<std::size_t>(c / 3)] * 3 + inStack[static_cast<std::size_t>(c % 3)];
                return transpose ? std::pair{sc, sr} : std::pair{sr, sc};
            });
            QVERIFY(canonicalForm(relabel(moved, to)) == expected);
        }
    }

    void formIsAFixedPointAndKeepsTheGrid()
    {
        const CanonicalForm form = canonicalForm(solution());
        Grid asGrid;
        for (int i = 0; i < nonet::kCellCount; ++i) asGrid.setAt(i, form[static_cast<std::size_t>(i)]);
        QVERIFY(asGrid.isSolved()); // a disguise of a solved grid is solved
        QVERIFY(canonicalForm(asGrid) == form);
        // Digits are named in order of first appearance, and the smallest string starts 1 2 3.
        QCOMPARE(int(form[0]), 1);
        QCOMPARE(int(form[1]), 2);
        QCOMPARE(int(form[2]), 3);
    }

    void differentPuzzlesDiffer()
    {
        // The same number of givens, one of them moved to an empty cell of the same row.
        Grid moved = puzzle();
        QCOMPARE(moved.get(0, 4), 7);
        moved.set(0, 4, 0);
        moved.set(0, 8, 7);
        QVERIFY(!(canonicalForm(moved) == canonicalForm(puzzle())));
        // One given fewer.
        Grid fewer = puzzle();
        fewer.set(8, 8, 0);
        QVERIFY(!(canonicalForm(fewer) == canonicalForm(puzzle())));
        QVERIFY(!(canonicalForm(Grid()) == canonicalForm(puzzle())));
    }
};

QTEST_APPLESS_MAIN(TestCanonicalForm)
#include "test_canonical_form.moc"
