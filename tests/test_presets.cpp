// The preset table (core/presets/preset.cpp) is what every layer reads about a kind of
// puzzle: its rows must agree with the shapes they name and with the readers of the table.

#include "core/generator/shape_generator.h"
#include "core/grader/variant_levels.h"
#include "core/presets/carried_layout.h"
#include "core/presets/preset.h"
#include "core/shape/shape.h"

#include <QTest>

#include <random>
#include <string>

using nonet::Level;
using nonet::Variant;

class TestPresets : public QObject {
    Q_OBJECT
private slots:
    void rowsAgreeWithTheirShapes()
    {
        for (const Variant variant : nonet::kAllVariants) {
            const nonet::Preset& preset = nonet::presetOf(variant);
            const std::string key(preset.key);
            QCOMPARE(preset.variant, variant);
            QCOMPARE(nonet::Shape::of(variant)->side(), preset.side);
            QCOMPARE(nonet::variantSide(variant), preset.side);
            QCOMPARE(nonet::parseVariant(preset.key), std::optional<Variant>(variant));
            QCOMPARE(nonet::variantName(variant), preset.name);
            QVERIFY2(nonet::offersLevel(variant, preset.firstLevel), key.c_str());
            QVERIFY2(nonet::offersLevel(variant, preset.demoLevel), key.c_str());
            QCOMPARE(nonet::defaultSymmetry(variant), preset.symmetry);
            QVERIFY(preset.poolStock >= 1);
        }
    }

    // The figures players meet: what New Game starts first, what the pool keeps, which
    // levels exist.
    void classicAndVariantsDiffer()
    {
        QCOMPARE(nonet::presetOf(Variant::Classic).firstLevel, Level::Easy);
        QCOMPARE(nonet::presetOf(Variant::Classic).poolStock, 15);
        for (const Variant variant : nonet::kAllVariants) {
            if (variant == Variant::Classic) continue;
            QCOMPARE(nonet::presetOf(variant).firstLevel, Level::VeryEasy);
            QCOMPARE(nonet::presetOf(variant).poolStock, 2);
        }
        QCOMPARE(nonet::variantLevels(Variant::Mini4).size(), std::size_t{2});
        QCOMPARE(nonet::variantLevels(Variant::Giant16).back(), Level::VeryTough);
        QCOMPARE(nonet::variantLevels(Variant::Killer).back(), Level::Extreme);
        QCOMPARE(nonet::defaultSymmetry(Variant::Jigsaw), nonet::Symmetry::None);
    }

    // A 4x4's scale splits the singles tier: a grading needing only full houses is Very
    // easy, one needing a hidden single Easy; other presets keep the tier.
    void singlesSplitScale()
    {
        nonet::GradeResult fullHouses;
        fullHouses.level = Level::VeryEasy;
        fullHouses.counts[static_cast<std::size_t>(nonet::Technique::FullHouse)] = 3;
        nonet::GradeResult hidden = fullHouses;
        hidden.counts[static_cast<std::size_t>(nonet::Technique::HiddenSingleBox)] = 1;
        QCOMPARE(nonet::variantLevel(Variant::Mini4, fullHouses), Level::VeryEasy);
        QCOMPARE(nonet::variantLevel(Variant::Mini4, hidden), Level::Easy);
        QCOMPARE(nonet::variantLevel(Variant::Mini6, hidden), Level::VeryEasy);
        QCOMPARE(nonet::tierCap(Variant::Mini4, Level::Easy), Level::Extreme);
        QCOMPARE(nonet::tierCap(Variant::Mini6, Level::Easy), Level::Easy);
    }

    // Exactly one preset is home, and only a plain 9x9 takes the classic engine's paths:
    // not Killer, whose stand-in shape is the classic grid until its cages come.
    void homeAndPlainClassic()
    {
        int homes = 0;
        for (const Variant variant : nonet::kAllVariants) {
            homes += nonet::presetOf(variant).home ? 1 : 0;
            QCOMPARE(nonet::isPlainClassic(variant), variant == Variant::Classic);
        }
        QCOMPARE(homes, 1);
        QCOMPARE(nonet::homeVariant(), Variant::Classic);
        QVERIFY(nonet::Shape::classic()->isClassic());
        QVERIFY(!nonet::Shape::of(Variant::X)->isClassic());
        QVERIFY(!nonet::Shape::of(Variant::Mini6)->isClassic());
    }

    // What a game carries reads back as the same shape; a fixed shape carries nothing and
    // refuses a layout.
    void carriedLayoutsRoundTrip()
    {
        std::mt19937_64 rng(11);
        for (const Variant variant : {Variant::Jigsaw, Variant::Killer}) {
            const auto made = nonet::generateShaped(variant, Level::VeryEasy, nonet::defaultSymmetry(variant), rng);
            QVERIFY(made.has_value());
            const nonet::Shape& shape = made->givens.shape();
            const std::string layout = nonet::formatCarriedLayout(shape);
            QVERIFY(!layout.empty());
            const auto back = nonet::parseCarriedLayout(variant, layout);
            QVERIFY(std::holds_alternative<nonet::ShapePtr>(back));
            QVERIFY(*std::get<nonet::ShapePtr>(back) == shape);
        }
        QVERIFY(nonet::formatCarriedLayout(*nonet::Shape::of(Variant::X)).empty());
        const auto fixed = nonet::parseCarriedLayout(Variant::X, "");
        QVERIFY(std::holds_alternative<nonet::ShapePtr>(fixed));
        QVERIFY(*std::get<nonet::ShapePtr>(fixed) == *nonet::Shape::of(Variant::X));
        const auto refused = nonet::parseCarriedLayout(Variant::Windoku, "123");
        QVERIFY(std::holds_alternative<nonet::ParseError>(refused));
        QCOMPARE(std::get<nonet::ParseError>(refused).code, nonet::ParseError::Code::BadLayout);
    }

    // The demonstration game is made at the preset's demonstration level.
    void demoLevelIsMade()
    {
        for (const Variant variant : {Variant::Mini4, Variant::Mini6}) {
            std::mt19937_64 rng(7);
            const nonet::Preset& preset = nonet::presetOf(variant);
            const auto made = nonet::generateShaped(variant, preset.demoLevel, preset.symmetry, rng);
            QVERIFY(made.has_value());
            QCOMPARE(made->level, preset.demoLevel);
        }
    }
};

QTEST_APPLESS_MAIN(TestPresets)
#include "test_presets.moc"
