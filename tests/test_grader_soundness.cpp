// Soundness of the grader as a whole, over thousands of puzzles made here with the
// project's generator (fixed seeds, every level, every symmetry; no data files):
//  - every step the grader takes, from full house to chains, ALS, forcing chains, trial and
//    guess, removes only candidates that are not the solution's and places only the
//    solution's digits, and the steps fill the grid with exactly the solution;
//  - the grader's verdict is the generator's (level, score) and the level asked for;
//  - at every position where the grader needed more than subsets, every finder from X-Chain
//    on is asked as well and its answer checked, so the chain, ALS and forcing finders are
//    exercised on many real positions, not only where they happen to be the simplest step.
// Each of those finders must have fired a minimum number of times: if one stopped running
// (or never found anything), the test would say so instead of passing vacuously.

#include "soundness_checking.h"

#include "core/generator/generator.h"
#include "core/grader/grader.h"
#include "core/solver/solve.h"

#include <QTest>

#include <array>
#include <random>

using namespace nonet;
using namespace nonet::testing;

namespace {

struct LevelShare {
    Level level;
    int puzzles;
};

// 3,000 puzzles; the hard levels dominate since that is where the hard finders run.
// (About 15 s of CPU in a Release build.)
constexpr std::array<LevelShare, kLevelCount> kCorpus{{
    {Level::VeryEasy, 300},
    {Level::Easy, 300},
    {Level::Medium, 400},
    {Level::Tough, 500},
    {Level::VeryTough, 600},
    {Level::Extreme, 900},
}};

// How often each late finder must have fired over the corpus, as the simplest step of the
// grader or when asked at hard positions. The measured counts are 3 to 10 times these
// (trial and guess, the last resorts, were never the grader's simplest step here).
struct Minimum {
    Technique technique;
    int asGraderStep;
    int whenAsked;
};

constexpr std::array<Minimum, 8> kMinimums{{
    {Technique::XChain, 15, 1000},
    {Technique::XYChain, 200, 1000},
    {Technique::NiceLoop, 300, 1000},
    {Technique::GroupedNiceLoop, 40, 1000},
    {Technique::AlsXz, 5, 1000},
    {Technique::ForcingChain, 15, 1000},
    {Technique::Trial, 0, 1000},
    {Technique::Guess, 0, 1000},
}};

} // namespace

class TestGraderSoundness : public QObject {
    Q_OBJECT
private slots:
    void everyStepOfGeneratedPuzzles()
    {
        const std::vector<TechniqueInfo> late = findersBetween(Technique::XChain, Technique::Guess);
        std::vector<int> asked(late.size());
        std::array<int, kTechniqueCount> graderSteps{};
        int puzzles = 0;
        int hardPositions = 0;
        for (const LevelShare& share : kCorpus) {
            std::mt19937_64 rng(20261129 + static_cast<std::uint64_t>(share.level));
            for (int n = 0; n < share.puzzles; ++n, ++puzzles) {
                const Symmetry symmetry = kAllSymmetries[static_cast<std::size_t>(n) % kAllSymmetries.size()];
                const auto puzzle = generate(share.level, symmetry, rng);
                QVERIFY(puzzle);
                QCOMPARE(puzzle->level, share.level);
                QVERIFY(hasSymmetry(puzzle->givens, symmetry));

                const GradeResult result = grade(puzzle->givens);
                QVERIFY(result.solved);
                QCOMPARE(result.level, puzzle->level);
                QCOMPARE(result.score, puzzle->score);
                QCOMPARE(result.hardest, puzzle->hardest);

                CandidateGrid grid = CandidateGrid::fromGrid(puzzle->givens);
                for (const Step& step : result.steps) {
                    if (step.technique >= Technique::NakedQuad) {
                        ++hardPositions;
                        for (std::size_t i = 0; i < late.size(); ++i) {
                            const auto answer = late[i].finder(grid);
                            if (!answer) continue;
                            ++asked[i];
                            const std::string error = checkStep(grid, puzzle->solution, *answer, late[i].technique);
                            QVERIFY2(error.empty(), error.c_str());
                        }
                    }
                    const std::string error = checkStep(grid, puzzle->solution, step, step.technique);
                    QVERIFY2(error.empty(), error.c_str());
                    ++graderSteps[static_cast<std::size_t>(step.technique)];
                    grid.apply(step);
                }
                QVERIFY(grid.isComplete());
                QCOMPARE(grid.toGrid(), puzzle->solution);
            }
        }
        qInfo("%d puzzles, %d positions where the grader needed more than subsets", puzzles, hardPositions);
        for (std::size_t i = 0; i < late.size(); ++i) {
            const auto technique = static_cast<std::size_t>(late[i].technique);
            qInfo("%-18s %6d grader steps, fired %6d times when asked", std::string(late[i].name).c_str(),
                  graderSteps[technique], asked[i]);
        }
        for (const Minimum& minimum : kMinimums) {
            std::size_t i = 0;
            while (late[i].technique != minimum.technique) ++i;
            const std::string name(late[i].name);
            QVERIFY2(graderSteps[static_cast<std::size_t>(minimum.technique)] >= minimum.asGraderStep,
                     qPrintable(QString::fromStdString(name + ": too few grader steps; the corpus no longer tests it")));
            QVERIFY2(asked[i] >= minimum.whenAsked,
                     qPrintable(QString::fromStdString(name + ": fired too rarely when asked; the corpus no longer tests it")));
        }
    }
};

QTEST_GUILESS_MAIN(TestGraderSoundness)
#include "test_grader_soundness.moc"
