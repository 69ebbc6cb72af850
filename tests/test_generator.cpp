#include "core/generator/generator.h"
#include "core/grader/grader.h"
#include "core/solver/solve.h"

#include <QTest>

#include <chrono>
#include <thread>

using namespace nonet;

Q_DECLARE_METATYPE(Level)
Q_DECLARE_METATYPE(Symmetry)

namespace {

bool givensMatchSolution(const GeneratedPuzzle& p)
{
    if (!p.solution.isSolved()) return false;
    for (int cell = 0; cell < kCellCount; ++cell)
        if (p.givens.at(cell) != 0 && p.givens.at(cell) != p.solution.at(cell)) return false;
    return true;
}

} // namespace

class TestGenerator : public QObject {
    Q_OBJECT
private slots:
    void orbitsCoverEveryCellOnce()
    {
        for (Symmetry s : kAllSymmetries) {
            std::array<int, kCellCount> seen{};
            for (const auto& orbit : orbits(s))
                for (int c : orbit) ++seen[static_cast<std::size_t>(c)];
            for (int n : seen) QCOMPARE(n, 1);
            QCOMPARE(parseSymmetry(symmetryKey(s)), std::optional<Symmetry>(s));
        }
        QCOMPARE(orbits(Symmetry::None).size(), std::size_t(81));
        QCOMPARE(orbits(Symmetry::Rotate180).size(), std::size_t(41));
        QCOMPARE(orbits(Symmetry::Rotate90).size(), std::size_t(21));
        QCOMPARE(orbitOf(cellAt(0, 1), Symmetry::Rotate90),
                 (std::vector<int>{cellAt(0, 1), cellAt(1, 8), cellAt(7, 0), cellAt(8, 7)}));
        QCOMPARE(orbitOf(cellAt(2, 5), Symmetry::Diagonal), (std::vector<int>{cellAt(2, 5), cellAt(5, 2)}));
        QCOMPARE(orbitOf(cellAt(2, 5), Symmetry::Horizontal), (std::vector<int>{cellAt(2, 5), cellAt(6, 5)}));
        QCOMPARE(orbitOf(cellAt(2, 5), Symmetry::Vertical), (std::vector<int>{cellAt(2, 3), cellAt(2, 5)}));
    }

    void levelsAndSymmetries_data()
    {
        QTest::addColumn<Level>("level");
        QTest::addColumn<Symmetry>("symmetry");
        for (Level level : {Level::VeryEasy, Level::Easy, Level::Medium, Level::Tough})
            QTest::newRow(levelKey(level).data()) << level << Symmetry::Rotate180;
        for (Symmetry s : kAllSymmetries)
            QTest::newRow((std::string("easy ") + std::string(symmetryKey(s))).c_str()) << Level::Easy << s;
        QTest::newRow("medium rot90") << Level::Medium << Symmetry::Rotate90;
    }
    void levelsAndSymmetries()
    {
        QFETCH(Level, level);
        QFETCH(Symmetry, symmetry);
        std::mt19937_64 rng(2024);
        for (int i = 0; i < 3; ++i) {
            const auto p = generate(level, symmetry, rng);
            QVERIFY(p.has_value());
            QCOMPARE(p->level, level);
            QVERIFY(hasSymmetry(p->givens, symmetry));
            QVERIFY(givensMatchSolution(*p));
            const SolveResult solved = solve(p->givens, 2);
            QCOMPARE(solved.count, 1);
            QCOMPARE(*solved.solution, p->solution);
            const GradeResult graded = grade(p->givens);
            QCOMPARE(graded.level, level);
            QCOMPARE(graded.score, p->score);
            QCOMPARE(graded.hardest, p->hardest);
        }
    }

    void hardLevels()
    {
        std::mt19937_64 rng(77);
        for (Level level : {Level::VeryTough, Level::Extreme}) {
            const auto p = generate(level, Symmetry::Rotate180, rng);
            QVERIFY(p.has_value());
            QCOMPARE(p->level, level);
            QCOMPARE(countSolutions(p->givens, 2), 1);
            QCOMPARE(grade(p->givens).level, level);
        }
    }

    void deterministicPerSeed()
    {
        for (Level level : {Level::Easy, Level::Medium}) {
            std::mt19937_64 a(99);
            std::mt19937_64 b(99);
            std::mt19937_64 c(100);
            const auto pa = generate(level, Symmetry::Rotate180, a);
            const auto pb = generate(level, Symmetry::Rotate180, b);
            const auto pc = generate(level, Symmetry::Rotate180, c);
            QVERIFY(pa && pb && pc);
            QCOMPARE(pa->givens, pb->givens);
            QCOMPARE(pa->score, pb->score);
            QVERIFY(pa->givens != pc->givens);
        }
    }

    void stopTokenCancelsPromptly()
    {
        for (Level level : {Level::Extreme, Level::VeryTough}) {
            std::stop_source source;
            std::mt19937_64 rng(5);
            std::chrono::steady_clock::time_point stoppedAt;
            std::thread stopper([&] {
                std::this_thread::sleep_for(std::chrono::milliseconds(30));
                stoppedAt = std::chrono::steady_clock::now();
                source.request_stop();
            });
            // Ask for many puzzles so that the stop comes while one is being made.
            std::optional<GeneratedPuzzle> last;
            for (int i = 0; i < 100000 && !source.stop_requested(); ++i) last = generate(level, Symmetry::Rotate180, rng, source.get_token());
            const auto returned = std::chrono::steady_clock::now();
            stopper.join();
            const auto late = std::chrono::duration_cast<std::chrono::milliseconds>(returned - stoppedAt).count();
            QVERIFY2(late < 500, qPrintable(QStringLiteral("returned %1 ms after the stop").arg(late)));
            QVERIFY(!generate(level, Symmetry::Rotate180, rng, source.get_token()).has_value());
        }
    }
};

QTEST_APPLESS_MAIN(TestGenerator)
#include "test_generator.moc"
