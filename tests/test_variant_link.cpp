// A variant's share link (core/notation/variant_link.h) for every shape but the classic
// one (whose links are the notation's): links that round-trip with the player's entries,
// and links that fail with a clear message, each bad one a row of the bad-input catalogue.

#include "core/game/game_state.h"
#include "core/generator/shape_generator.h"
#include "core/notation/variant_link.h"
#include "tests/bad_input_catalogue.h"

#include <QTest>

#include <random>
#include <string>

using namespace nonet;

Q_DECLARE_METATYPE(nonet::Variant)

class TestVariantLink : public QObject {
    Q_OBJECT
private slots:
    void linkRoundTrip_data()
    {
        QTest::addColumn<Variant>("variant");
        for (int v = 1; v < kVariantCount; ++v) QTest::newRow(std::string(variantKey(static_cast<Variant>(v))).c_str()) << static_cast<Variant>(v);
    }
    // The link of every shape with a value of the player's reads back as the same givens
    // and that value; without entries, it has none.
    void linkRoundTrip()
    {
        QFETCH(Variant, variant);
        std::mt19937_64 rng(5);
        const auto made = generateShaped(variant, Level::Easy, defaultSymmetry(variant), rng);
        QVERIFY(made);
        const GamePuzzle puzzle{made->givens, made->solution, made->level};
        GameState game(puzzle);
        int cell = 0;
        while (game.value(cell) != 0) ++cell;
        QVERIFY(game.apply(Move::setValue(cell, puzzle.solution.at(cell))));
        const std::string link = formatVariantLink(puzzle.givens, &game.values());
        QVERIFY(isVariantLink(link));
        const auto parsed = parseVariantLink(link);
        QVERIFY(std::holds_alternative<VariantLink>(parsed));
        const VariantLink& back = std::get<VariantLink>(parsed);
        QVERIFY(back.givens == puzzle.givens);
        QVERIFY(back.entries);
        QCOMPARE(back.entries->at(cell), puzzle.solution.at(cell));
        QCOMPARE(back.entries->filledCount(), 1);
        const auto plain = parseVariantLink(formatVariantLink(puzzle.givens));
        QVERIFY(!std::get<VariantLink>(plain).entries);
    }

    void badLinks_data()
    {
        QTest::addColumn<int>("row");
        const auto rows = testing::badVariantLinks();
        for (int i = 0; i < int(rows.size()); ++i) QTest::newRow(rows[static_cast<std::size_t>(i)].name) << i;
    }
    void badLinks()
    {
        QFETCH(int, row);
        const testing::BadVariantLink bad = testing::badVariantLinks()[static_cast<std::size_t>(row)];
        QVERIFY(isVariantLink(bad.text));
        const auto parsed = parseVariantLink(bad.text);
        QVERIFY(std::holds_alternative<ParseError>(parsed));
        const ParseError& error = std::get<ParseError>(parsed);
        QCOMPARE(int(error.code), int(bad.code));
        QVERIFY2(error.message.find(bad.messageFragment) != std::string::npos, error.message.c_str());
    }

    void classicLinksAreNotVariantLinks()
    {
        QVERIFY(!isVariantLink("nonet://play?p=" + std::string(81, '.')));
        QVERIFY(!isVariantLink("nonet://play?v=classic&p=" + std::string(81, '.')));
        QVERIFY(!isVariantLink("https://example.org/?v=4x4"));
    }
};

QTEST_APPLESS_MAIN(TestVariantLink)
#include "test_variant_link.moc"
