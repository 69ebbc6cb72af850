// The technique trainer's engine: puzzles made for a technique have it as their hardest
// step, practice positions need exactly that technique next (the grader's first step that
// is not a single), the bundled practice set holds to the same, and a player's answer is
// judged right only when every change is one the technique makes.

#include "core/generator/technique_generator.h"
#include "core/grader/grader.h"
#include "core/logic/technique_catalog.h"
#include "core/notation/parser.h"
#include "core/solver/solve.h"
#include "core/trainer/answer_check.h"
#include "core/trainer/practice_catalog.h"
#include "core/trainer/trainer_position.h"

#include <QTest>

#include <fstream>
#include <map>
#include <sstream>


using namespace nonet;

Q_DECLARE_METATYPE(Technique)

namespace {

bool isSingle(Technique t)
{
    return t == Technique::FullHouse || t == Technique::HiddenSingleBox || t == Technique::HiddenSingleLine ||
           t == Technique::NakedSingle;
}

// The grader, started afresh on the position, and the technique of its first step that is
// not a single (Guess when there is none).
Technique firstNonSingle(const CandidateGrid& position)
{
    GradeOptions options;
    options.uniqueness = UniquenessPolicy::AssumeUnique;
    for (const Step& step : grade(position, true, options).steps)
        if (!isSingle(step.technique)) return step.technique;
    return Technique::Guess;
}

// Checks what a practice position must be; an empty string when it is, else what is wrong.
std::string checkPosition(const Grid& givens, Technique technique)
{
    if (countSolutions(givens, 2) != 1) return "not a unique puzzle";
    GradeOptions options;
    options.uniqueness = UniquenessPolicy::AssumeUnique;
    options.keepSteps = false;
    const GradeResult rated = grade(givens, options);
    if (rated.hardest != technique) return "hardest is " + std::string(techniqueInfo(rated.hardest).key);
    const auto position = makeTrainerPosition(givens, technique);
    if (!position) return "no position";
    if (position->step.technique != technique) return "the position's step is another technique";
    const Technique next = firstNonSingle(position->position);
    if (next != technique) return "the next step needed is " + std::string(techniqueInfo(next).key);
    // The grader's very next step, not only its first non-single one: no single is left over.
    const auto simplest = findSimplestStep(position->position, true);
    if (!simplest || simplest->technique != technique) return "a single comes first";
    if (position->puzzle.solution != *solve(givens, 2).solution) return "wrong solution";
    return {};
}

struct PracticeLine {
    int number = 0;
    Technique technique = Technique::Guess;
    std::string givens;
};

std::vector<PracticeLine> practiceLines()
{
    std::ifstream in(NONET_SOURCE_DIR "/resources/trainer/practice.txt");
    std::vector<PracticeLine> lines;
    std::string text;
    for (int number = 1; std::getline(in, text); ++number) {
        if (text.empty() || text.front() == '#') continue;
        std::istringstream fields(text);
        std::string key;
        PracticeLine line{number, Technique::Guess, {}};
        fields >> key >> line.givens;
        line.technique = parseTechnique(key).value_or(Technique::Guess);
        lines.push_back(line);
    }
    return lines;
}

} // namespace

class TestTrainer : public QObject {
    Q_OBJECT
private slots:
    void targetable()
    {
        for (Technique t : {Technique::FullHouse, Technique::HiddenSingleBox, Technique::HiddenSingleLine,
                            Technique::NakedSingle, Technique::Guess, Technique::TurbotFish})
            QVERIFY(!isTargetable(t));
        for (int i = static_cast<int>(Technique::LockedPointing); i < static_cast<int>(Technique::Guess); ++i)
            if (static_cast<Technique>(i) != Technique::TurbotFish) QVERIFY(isTargetable(static_cast<Technique>(i)));
        std::mt19937_64 rng(1);
        QVERIFY(!generateForTechnique(Technique::NakedSingle, Symmetry::Rotate180, rng));
    }

    // Generated for a technique: that technique is the hardest, and the practice position
    // made from it needs exactly that technique next.
    void generatedForTechnique_data()
    {
        QTest::addColumn<Technique>("technique");
        for (Technique t : {Technique::LockedPointing, Technique::LockedClaiming, Technique::NakedPair, Technique::HiddenPair,
                            Technique::TwoStringKite, Technique::XYWing, Technique::WWing, Technique::XYChain,
                            Technique::NiceLoop})
            QTest::newRow(techniqueInfo(t).key.data()) << t;
    }
    void generatedForTechnique()
    {
        QFETCH(Technique, technique);
        std::mt19937_64 rng(2026);
        for (int i = 0; i < 2; ++i) {
            const auto puzzle = generateForTechnique(technique, Symmetry::Rotate180, rng);
            QVERIFY(puzzle);
            QCOMPARE(puzzle->hardest, technique);
            QVERIFY(hasSymmetry(puzzle->givens, Symmetry::Rotate180));
            const std::string problem = checkPosition(puzzle->givens, technique);
            QVERIFY2(problem.empty(), problem.c_str());
        }
    }

    // The hidden quad, the rarest pattern the trainer makes, needs a house with all nine
    // cells unsolved where the grader gets stuck; its own generator finds one in seconds.
    void generatedHiddenQuad()
    {
        std::mt19937_64 rng(2026);
        const auto puzzle = generateForTechnique(Technique::HiddenQuad, Symmetry::Rotate180, rng);
        QVERIFY(puzzle);
        QCOMPARE(puzzle->hardest, Technique::HiddenQuad);
        QVERIFY(hasSymmetry(puzzle->givens, Symmetry::Rotate180));
        const std::string problem = checkPosition(puzzle->givens, Technique::HiddenQuad);
        QVERIFY2(problem.empty(), problem.c_str());
    }

    void generationStops()
    {
        std::stop_source source;
        source.request_stop();
        std::mt19937_64 rng(3);
        QVERIFY(!generateForTechnique(Technique::XChain, Symmetry::Rotate180, rng, source.get_token()));
    }

    // resources/trainer/practice.txt: every line a sound practice position for its technique,
    // every technique of the trainer there, the rare ones more than once round.
    void bundledPracticeSet()
    {
        const std::vector<PracticeLine> lines = practiceLines();
        QVERIFY(!lines.empty());
        std::map<Technique, int> perTechnique;
        for (const PracticeLine& line : lines) {
            const std::string where = "line " + std::to_string(line.number);
            QVERIFY2(line.technique != Technique::Guess && isTargetable(line.technique), where.c_str());
            const ParseResult parsed = parsePuzzleLine(line.givens);
            QVERIFY2(parsed && line.givens.size() == 81, where.c_str());
            const std::string problem = checkPosition(parsed.puzzle().givens, line.technique);
            QVERIFY2(problem.empty(), (where + ": " + problem).c_str());
            ++perTechnique[line.technique];
        }
        for (Technique t : practiceTechniques())
            QVERIFY2(perTechnique[t] >= (isTooRareToGenerate(t) ? kBundledRare : kBundledPerTechnique), techniqueInfo(t).key.data());
    }

    void practiceCatalogue()
    {
        // Every targetable technique is offered, in the grader's order, grouped by level.
        std::vector<Technique> expected;
        for (Technique t : techniquesInGradingOrder())
            if (isTargetable(t)) expected.push_back(t);
        QCOMPARE(practiceTechniques(), expected);
        // The common ones are made while the player waits; the rare ones are not.
        QVERIFY(!isTooRareToGenerate(Technique::LockedPointing));
        QVERIFY(!isTooRareToGenerate(Technique::XYWing));
    }

    void judging()
    {
        // A position for a step that only removes candidates.
        std::mt19937_64 rng(7);
        const auto puzzle = generateForTechnique(Technique::XYWing, Symmetry::Rotate180, rng);
        QVERIFY(puzzle);
        const auto position = makeTrainerPosition(puzzle->givens, Technique::XYWing);
        QVERIFY(position);
        const Step& step = position->step;
        QVERIFY(!step.eliminations.empty());

        // All the step's eliminations: right, nothing missed, the step shown.
        AnswerVerdict verdict = judgeAnswer(*position, {step.eliminations, {}});
        QVERIFY(verdict.right);
        QVERIFY(verdict.unjustified.empty());
        QVERIFY(verdict.missed.empty());
        QCOMPARE(verdict.shown.eliminations, step.eliminations);

        // One of them: right, the rest reported as missed.
        verdict = judgeAnswer(*position, {{step.eliminations.front()}, {}});
        QVERIFY(verdict.right);
        QCOMPARE(verdict.missed.size() + 1, step.eliminations.size());

        // Nothing changed: not right.
        verdict = judgeAnswer(*position, {});
        QVERIFY(!verdict.right);
        QCOMPARE(verdict.shown.eliminations, step.eliminations);

        // A candidate no XY-Wing of the position removes (here: the solution's own digit of an
        // unsolved cell, which no sound step ever removes): wrong, and the pattern is shown.
        int cell = 0;
        while (position->position.isSolved(cell)) ++cell;
        const CellDigit wrong{cell, position->puzzle.solution.at(cell)};
        verdict = judgeAnswer(*position, {{wrong}, {}});
        QVERIFY(!verdict.right);
        QCOMPARE(verdict.unjustified, std::vector<CellDigit>{wrong});
        QCOMPARE(verdict.shown.technique, Technique::XYWing);

        // Right ones mixed with a wrong one: wrong.
        std::vector<CellDigit> mixed = step.eliminations;
        mixed.push_back(wrong);
        QVERIFY(!judgeAnswer(*position, {mixed, {}}).right);

        // A placement no instance makes: wrong.
        QVERIFY(!judgeAnswer(*position, {{}, {wrong}}).right);

        // Every instance the trainer knows is of the technique.
        for (const Step& instance : techniqueInstances(*position)) QCOMPARE(instance.technique, Technique::XYWing);
    }
};

QTEST_APPLESS_MAIN(TestTrainer)
#include "test_trainer.moc"
