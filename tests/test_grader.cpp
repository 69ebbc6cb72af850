#include "core/grader/grader.h"
#include "core/logic/step_description.h"
#include "core/logic/technique_catalog.h"
#include "core/solver/solve.h"
#include "tests/fixtures.h"

#include <QTest>

#include <numeric>
#include <string>

using namespace nonet;

namespace {

// Every step keeps the solution: no elimination of a solution digit, no wrong placement.
bool stepsAgreeWithSolution(const Grid& puzzle, const GradeResult& result, QString& why)
{
    const auto solved = solve(puzzle, 2);
    if (solved.count != 1) {
        why = QStringLiteral("puzzle not unique");
        return false;
    }
    for (std::size_t i = 0; i < result.steps.size(); ++i) {
        const Step& step = result.steps[i];
        for (const CellDigit& e : step.eliminations)
            if (solved.solution->at(e.cell) == e.digit) {
                why = QStringLiteral("step %1 (%2) eliminates the solution digit").arg(i).arg(QString::fromUtf8(techniqueName(step.technique).data()));
                return false;
            }
        for (const CellDigit& p : step.placements)
            if (solved.solution->at(p.cell) != p.digit) {
                why = QStringLiteral("step %1 places a wrong digit").arg(i);
                return false;
            }
    }
    return true;
}

} // namespace

class TestGrader : public QObject {
    Q_OBJECT
private slots:
    void catalogIsConsistent()
    {
        const auto& order = techniquesInGradingOrder();
        for (std::size_t i = 1; i < order.size(); ++i) {
            const TechniqueInfo& a = techniqueInfo(order[i - 1]);
            const TechniqueInfo& b = techniqueInfo(order[i]);
            QVERIFY(a.level < b.level || (a.level == b.level && a.cost <= b.cost));
        }
        for (const TechniqueInfo& info : techniqueCatalog()) {
            QVERIFY2(info.finder != nullptr, info.name.data());
            QCOMPARE(parseTechnique(info.key), std::optional<Technique>(info.technique));
            QVERIFY(info.cost > 0);
        }
        // The level table means what its names say.
        QCOMPARE(techniqueInfo(Technique::FullHouse).level, Level::VeryEasy);
        QCOMPARE(techniqueInfo(Technique::HiddenSingleBox).level, Level::VeryEasy);
        QCOMPARE(techniqueInfo(Technique::HiddenSingleLine).level, Level::Easy);
        QCOMPARE(techniqueInfo(Technique::NakedSingle).level, Level::Easy);
        QCOMPARE(techniqueInfo(Technique::LockedPointing).level, Level::Medium);
        QCOMPARE(techniqueInfo(Technique::NakedPair).level, Level::Medium);
        for (Technique t : {Technique::XChain, Technique::XYChain, Technique::NiceLoop, Technique::GroupedNiceLoop,
                            Technique::AlsXz, Technique::ForcingChain, Technique::Trial, Technique::Guess})
            QCOMPARE(techniqueInfo(t).level, Level::Extreme);
    }

    void levels_data()
    {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<int>("level");
        // Made by Nonet's generator (rot180); the checks below look at the techniques they need.
        QTest::newRow("very easy") << ".....2...57.3...94....1.35..25..8.49.3.....8.46.2..57..84.5....65...9.31...7....." << int(Level::VeryEasy);
        QTest::newRow("easy") << ".........57.3..2.4....1.35..2...8.49.39...68.46.2...7..84.5....6.7..9.31........." << int(Level::Easy);
        QTest::newRow("medium") << ".3.....716...9.84..721.....1.63.......8...2.......86.4.....573..87.3...936.....5." << int(Level::Medium);
        QTest::newRow("extreme") << "5.........894..53..76.2.8.......2..5.3..6..2.1..9.......4.8.16..62..375.........2" << int(Level::Extreme);
    }
    void levels()
    {
        QFETCH(QString, puzzle);
        QFETCH(int, level);
        const std::string text = puzzle.toStdString();
        const Grid grid = test::gridOf(text);
        const GradeResult result = grade(grid);
        QVERIFY(result.solved);
        QVERIFY(!result.exceeded && !result.cancelled);
        QCOMPARE(int(result.level), level);
        // Score, counts and hardest agree with the steps.
        int score = 0;
        int hardestLevel = 0;
        for (const Step& step : result.steps) {
            score += techniqueInfo(step.technique).cost;
            hardestLevel = std::max(hardestLevel, int(techniqueInfo(step.technique).level));
        }
        QCOMPARE(result.score, score);
        QCOMPARE(hardestLevel, level);
        QCOMPARE(int(techniqueInfo(result.hardest).level), level);
        QCOMPARE(std::accumulate(result.counts.begin(), result.counts.end(), 0), int(result.steps.size()));
        QString why;
        QVERIFY2(stepsAgreeWithSolution(grid, result, why), qPrintable(why));
        if (level == int(Level::VeryEasy)) {
            for (const Step& step : result.steps)
                QVERIFY(step.technique == Technique::FullHouse || step.technique == Technique::HiddenSingleBox);
        }
        // Without keeping steps the rating is the same.
        GradeOptions quiet;
        quiet.keepSteps = false;
        const GradeResult again = grade(grid, quiet);
        QVERIFY(again.steps.empty());
        QCOMPARE(again.score, result.score);
        QCOMPARE(again.level, result.level);
    }

    void maxLevelStopsEarly()
    {
        const Grid grid = test::gridOf("5.........894..53..76.2.8.......2..5.3..6..2.1..9.......4.8.16..62..375.........2");
        GradeOptions options;
        options.maxLevel = Level::Easy;
        const GradeResult result = grade(grid, options);
        QVERIFY(!result.solved);
        QVERIFY(result.exceeded);
        for (const Step& step : result.steps) QVERIFY(techniqueInfo(step.technique).level <= Level::Easy);
    }

    void stopTokenCancels()
    {
        std::stop_source source;
        source.request_stop();
        const GradeResult result = grade(test::gridOf("5.........894..53..76.2.8.......2..5.3..6..2.1..9.......4.8.16..62..375.........2"),
                                         GradeOptions{}, source.get_token());
        QVERIFY(result.cancelled);
        QVERIFY(!result.solved);
    }

    void puzzleWithManySolutionsIsNotSolved()
    {
        // Two clues: logic cannot finish it, and guessing needs a unique solution.
        const GradeResult result = grade(test::gridOf("1.......................................2........................................"));
        QVERIFY(!result.solved);
    }

    void stepsInWords()
    {
        Step pointing;
        pointing.technique = Technique::LockedPointing;
        pointing.eliminations = {{cellAt(5, 0), 4}, {cellAt(5, 1), 4}};
        pointing.cells = {cellAt(5, 3), cellAt(5, 4)};
        pointing.houses = {boxHouse(4), rowHouse(5)};
        pointing.digits = DigitSet::single(4);
        QCOMPARE(describeStep(pointing), std::string("Locked candidates (pointing): 4 in box 5 confined to row 6 \u2192 eliminates 4 from r6c1, r6c2"));
        Step hidden;
        hidden.technique = Technique::HiddenSingleBox;
        hidden.placements = {{cellAt(1, 7), 7}};
        hidden.cells = {cellAt(1, 7)};
        hidden.houses = {boxHouse(2)};
        hidden.digits = DigitSet::single(7);
        QCOMPARE(describeStep(hidden), std::string("Hidden single (box): 7 in box 3 \u2192 r2c8"));
        // Every step of a real solution path gets a sentence that starts with its one name.
        const GradeResult result = grade(test::gridOf("5.........894..53..76.2.8.......2..5.3..6..2.1..9.......4.8.16..62..375.........2"));
        for (const Step& step : result.steps) {
            const std::string text = describeStep(step);
            const std::string name(techniqueName(step.technique));
            QVERIFY2(text.rfind(name + ": ", 0) == 0, text.c_str());
            QVERIFY2(text.find("\u2192") != std::string::npos || step.technique == Technique::Guess, text.c_str());
        }
    }

    void hintIsTheSimplestStep()
    {
        const Grid grid = test::gridOf(".........57.3..2.4....1.35..2...8.49.39...68.46.2...7..84.5....6.7..9.31.........");
        const auto step = findSimplestStep(CandidateGrid::fromGrid(grid), true);
        QVERIFY(step.has_value());
        QVERIFY(techniqueInfo(step->technique).level <= Level::Easy);
    }
};

QTEST_APPLESS_MAIN(TestGrader)
#include "test_grader.moc"
