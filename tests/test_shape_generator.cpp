// The generator of every variant (core/generator/shape_generator.h): each puzzle has one
// solution (checked by the dancing-links solver, not the generator's own), is graded at
// the level asked for, keeps its symmetry, reads back from its notation, and comes again
// from the same seed.

#include "core/generator/generator.h"
#include "core/generator/shape_generator.h"
#include "core/grader/grader.h"
#include "core/grader/variant_levels.h"
#include "core/notation/shape_notation.h"
#include "core/solver/shape_dancing_links_solver.h"

#include <QTest>

using namespace nonet;

Q_DECLARE_METATYPE(nonet::Variant)
Q_DECLARE_METATYPE(nonet::Level)

class TestShapeGenerator : public QObject {
    Q_OBJECT
private slots:
    void levels()
    {
        QCOMPARE(variantLevels(Variant::Mini4).size(), std::size_t(2));
        QVERIFY(variantLevels(Variant::Mini6).size() >= 3);
        QVERIFY(variantLevels(Variant::Giant16).size() >= 3);
        for (Variant v : {Variant::Classic, Variant::X, Variant::Windoku, Variant::Jigsaw})
            QCOMPARE(variantLevels(v).size(), std::size_t(kLevelCount));
        QVERIFY(!offersLevel(Variant::Mini4, Level::Medium));
        QCOMPARE(defaultSymmetry(Variant::Jigsaw), Symmetry::None);
        QCOMPARE(defaultSymmetry(Variant::X), Symmetry::Rotate180);
    }

    void puzzles_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<Level>("level");
        QTest::addColumn<int>("count");
        for (Variant v : kAllVariants) {
            // Killer's levels are test_killer's (generatedAtEveryLevel): the dancing-links
            // check here takes seconds on a Killer without givens, so there its own solver
            // is checked against it where that is quick, and logic proves the rest.
            if (v == Variant::Classic || v == Variant::Killer) continue;
            for (Level level : variantLevels(v)) {
                // 16x16 above Medium takes about a second a puzzle: the bench measures those.
                if (v == Variant::Giant16 && level > Level::Medium) continue;
                const int count = v == Variant::Giant16 ? 1 : 3;
                const std::string name = std::string(variantKey(v)) + " " + std::string(levelKey(level));
                QTest::newRow(name.c_str()) << v << level << count;
            }
        }
    }
    void puzzles()
    {
        QFETCH(Variant, variant);
        QFETCH(Level, level);
        QFETCH(int, count);
        const Symmetry symmetry = defaultSymmetry(variant);
        const ShapeDancingLinksSolver dlx;
        std::mt19937_64 rng(static_cast<std::uint64_t>(variant) * 100 + static_cast<std::uint64_t>(level));
        for (int i = 0; i < count; ++i) {
            const auto puzzle = generateShaped(variant, level, symmetry, rng);
            QVERIFY(puzzle);
            QCOMPARE(puzzle->givens.variant(), variant);
            QCOMPARE(puzzle->level, level);
            const ShapeSolveResult solved = dlx.solve(puzzle->givens, 2);
            QCOMPARE(solved.count, 1);
            QVERIFY(*solved.solution == puzzle->solution);
            QVERIFY(hasSymmetry(puzzle->givens, symmetry));
            const GradeResult grading = grade(puzzle->givens); // uniqueness checked again
            QVERIFY(grading.solved);
            QCOMPARE(variantLevel(variant, grading), level);
            QCOMPARE(grading.score, puzzle->score);
            const ShapeParseResult back = parseShapePuzzle(variant, formatShapePuzzle(puzzle->givens));
            QVERIFY(back.ok());
            QVERIFY(back.grid() == puzzle->givens);
        }
    }

    void sameSeedSamePuzzle()
    {
        for (Variant v : {Variant::Mini6, Variant::Jigsaw, Variant::X}) {
            std::mt19937_64 a(99);
            std::mt19937_64 b(99);
            const auto first = generateShaped(v, Level::Easy, defaultSymmetry(v), a);
            const auto second = generateShaped(v, Level::Easy, defaultSymmetry(v), b);
            QVERIFY(first && second);
            QVERIFY(first->givens == second->givens);
        }
    }

    void classicIsTheClassicGenerator()
    {
        std::mt19937_64 a(7);
        std::mt19937_64 b(7);
        const auto shaped = generateShaped(Variant::Classic, Level::Tough, Symmetry::Rotate180, a);
        const auto classic = generate(Level::Tough, Symmetry::Rotate180, b);
        QVERIFY(shaped && classic);
        QVERIFY(shaped->givens.toClassic() == classic->givens);
        QCOMPARE(shaped->score, classic->score);
    }

    void fourByFourLevelsMeanWhatTheySay()
    {
        std::mt19937_64 rng(3);
        const auto fullHouses = generateShaped(Variant::Mini4, Level::VeryEasy, Symmetry::Rotate180, rng);
        const auto hidden = generateShaped(Variant::Mini4, Level::Easy, Symmetry::Rotate180, rng);
        QVERIFY(fullHouses && hidden);
        const GradeResult a = grade(fullHouses->givens);
        const GradeResult b = grade(hidden->givens);
        QCOMPARE(a.counts[static_cast<std::size_t>(Technique::HiddenSingleBox)], 0);
        QCOMPARE(a.hardest, Technique::FullHouse);
        QVERIFY(b.hardest != Technique::FullHouse);
    }

    void stopsWhenAsked()
    {
        std::stop_source stop;
        stop.request_stop();
        std::mt19937_64 rng(1);
        QVERIFY(!generateShaped(Variant::Giant16, Level::Medium, Symmetry::Rotate180, rng, stop.get_token()));
        QVERIFY(!generateShaped(Variant::Mini4, Level::Tough, Symmetry::Rotate180, rng)); // not offered
    }
};

QTEST_GUILESS_MAIN(TestShapeGenerator)
#include "test_shape_generator.moc"
