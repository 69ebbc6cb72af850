// The expert-scale estimate (Sukaku Explainer's scale): its contract (range, one decimal,
// nothing for puzzles without one solution, cancellation), its order on puzzles whose
// difficulty is obvious, and the soundness of every step of its walk.

#include "core/expert/expert_ladder.h"
#include "core/expert/expert_rating.h"
#include "core/generator/generator.h"
#include "core/solver/solve.h"
#include "tests/fixtures.h"

#include <QTest>

#include <random>
#include <vector>

using namespace nonet;

namespace {

std::vector<GeneratedPuzzle> generated(Level level, int count, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::vector<GeneratedPuzzle> out;
    for (int i = 0; i < count; ++i) out.push_back(*generate(level, Symmetry::Rotate180, rng));
    return out;
}

int rate(const Grid& puzzle)
{
    const auto rating = rateExpert(puzzle);
    return rating ? rating->tenths : -1;
}

// Walks the ladder step by step; every step must keep the solution. Returns the rating.
int walkChecked(const GeneratedPuzzle& puzzle, QString& why)
{
    CandidateGrid grid = CandidateGrid::fromGrid(puzzle.givens);
    int hardest = 0;
    for (int steps = 0; !grid.isComplete(); ++steps) {
        const auto step = expert::nextExpertStep(grid);
        if (!step) return hardest; // beyond the ladder: estimated, nothing to check
        for (const CellDigit& e : step->eliminations)
            if (puzzle.solution.at(e.cell) == e.digit) {
                why = QStringLiteral("step %1 (difficulty %2) eliminates the solution digit").arg(steps).arg(step->difficulty);
                return -1;
            }
        for (const CellDigit& p : step->placements)
            if (puzzle.solution.at(p.cell) != p.digit) {
                why = QStringLiteral("step %1 (difficulty %2) places a wrong digit").arg(steps).arg(step->difficulty);
                return -1;
            }
        hardest = std::max(hardest, step->difficulty);
        expert::applyExpertStep(grid, *step);
    }
    return grid.toGrid() == puzzle.solution ? hardest : -1;
}

} // namespace

class TestExpertRating : public QObject {
    Q_OBJECT
private slots:
    void formatting()
    {
        QCOMPARE(formatExpertRating(10), std::string("1.0"));
        QCOMPARE(formatExpertRating(72), std::string("7.2"));
        QCOMPARE(formatExpertRating(115), std::string("11.5"));
    }

    // Sukaku Explainer's length ladder: nothing up to 6 potentials, then rungs at 6, 8,
    // 12, 16, 24, 32 steps (potentials - 2).
    void chainLengthBonus()
    {
        const std::pair<int, int> table[] = {{4, 0}, {6, 0}, {7, 1}, {8, 1}, {9, 2}, {10, 2}, {11, 3}, {14, 3},
                                             {15, 4}, {18, 4}, {19, 5}, {26, 5}, {27, 6}, {34, 6}, {35, 7}};
        for (const auto& [complexity, bonus] : table)
            QVERIFY2(expert::chainLengthBonus(complexity) == bonus, QByteArray::number(complexity).constData());
    }

    void onlyPuzzlesWithOneSolution()
    {
        QVERIFY(!rateExpert(Grid()).has_value()); // many solutions
        // Two 1s in the first row: no solution.
        QVERIFY(!rateExpert(test::gridOf("11...............................................................................")).has_value());
    }

    void cancelled()
    {
        const GeneratedPuzzle puzzle = generated(Level::Extreme, 1, 3).front();
        std::stop_source stop;
        stop.request_stop();
        QVERIFY(!rateExpert(puzzle.givens, stop.get_token()).has_value());
        QVERIFY(rateExpert(puzzle.givens).has_value());
    }

    // A solved grid takes no step: the scale's bottom.
    void solvedGrid()
    {
        const GeneratedPuzzle puzzle = generated(Level::Easy, 1, 5).front();
        QCOMPARE(rate(puzzle.solution), 10);
    }

    // The obvious cases: box singles only rate 1.2 at most (Sukaku Explainer tries full
    // houses and box singles first); singles and intersections stay at or below 2.8; every
    // puzzle that needs no more than singles rates below every puzzle that needs chains.
    void ordersTheObviousCases()
    {
        int easiestExtreme = 1000;
        for (const auto& p : generated(Level::Extreme, 6, 21)) {
            const int r = rate(p.givens);
            QVERIFY(r >= 10 && r <= 119);
            easiestExtreme = std::min(easiestExtreme, r);
        }
        for (const auto& p : generated(Level::VeryEasy, 6, 21)) QVERIFY(rate(p.givens) <= 12);
        int hardestEasy = 0;
        for (const auto& p : generated(Level::Easy, 6, 21)) hardestEasy = std::max(hardestEasy, rate(p.givens));
        QVERIFY(hardestEasy <= 23);
        for (const auto& p : generated(Level::Medium, 6, 21)) QVERIFY(rate(p.givens) <= 40);
        QVERIFY2(hardestEasy < easiestExtreme, qPrintable(QStringLiteral("%1 vs %2").arg(hardestEasy).arg(easiestExtreme)));
        QVERIFY(easiestExtreme >= 50);
    }

    // Every step of the walk keeps the solution, up to dynamic forcing chains; the puzzles
    // include walks that need the chaining rungs (6.5 and up) and some that need cell,
    // region or dynamic forcing chains (8.0 and up).
    void everyStepKeepsTheSolution()
    {
        struct Batch {
            Level level;
            int count;
            std::uint64_t seed;
        };
        int chained = 0;
        int multiple = 0;
        for (const Batch& batch : {Batch{Level::Tough, 6, 43}, Batch{Level::VeryTough, 6, 44}, Batch{Level::Extreme, 40, 46}}) {
            for (const auto& p : generated(batch.level, batch.count, batch.seed)) {
                QString why;
                const int r = walkChecked(p, why);
                QVERIFY2(r >= 0, qPrintable(why));
                chained += r >= 65 ? 1 : 0;
                multiple += r >= 80 ? 1 : 0;
            }
        }
        QVERIFY(chained >= 10);
        QVERIFY(multiple >= 1);
    }
};

QTEST_APPLESS_MAIN(TestExpertRating)
#include "test_expert_rating.moc"
