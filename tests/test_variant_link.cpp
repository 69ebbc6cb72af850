// A variant's share link (core/notation/variant_link.h) for every shape but the classic
// one (whose links are the notation's): links that round-trip with the player's entries,
// and links that fail with a clear message, each bad one a row.

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
        QTest::addColumn<QString>("link");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("fragment");
        const QString cells4 = QStringLiteral("2...3......2...1");
        QTest::newRow("unknown variant") << QStringLiteral("nonet://play?v=5x5&p=") + cells4 << int(ParseError::Code::BrokenLink) << "is not one of";
        QTest::newRow("no puzzle") << QStringLiteral("nonet://play?v=4x4") << int(ParseError::Code::LinkWithoutPuzzle) << "no puzzle";
        QTest::newRow("short") << QStringLiteral("nonet://play?v=4x4&p=2...3") << int(ParseError::Code::WrongCellCount) << "found 5 cells";
        QTest::newRow("out of range") << QStringLiteral("nonet://play?v=4x4&p=5...3......2...1") << int(ParseError::Code::UnexpectedCharacter) << "4×4";
        QTest::newRow("repeated") << QStringLiteral("nonet://play?v=4x4&p=") + cells4 + QStringLiteral("&p=") + cells4 << int(ParseError::Code::BrokenLink) << "repeats";
        QTest::newRow("unknown part") << QStringLiteral("nonet://play?v=4x4&q=1&p=") + cells4 << int(ParseError::Code::BrokenLink) << "unknown part";
        QTest::newRow("jigsaw without layout") << QStringLiteral("nonet://play?v=jigsaw&p=") + QString(81, QLatin1Char('.')) << int(ParseError::Code::BadLayout) << "no layout";
        const QString killer = QString::fromLatin1(testing::kSampleKiller);
        const QString labels = killer.left(81);
        const QString sums = killer.section(QLatin1Char(' '), 1, 1);
        const QString cells81(81, QLatin1Char('.'));
        QTest::newRow("killer without labels") << QStringLiteral("nonet://play?v=killer&s=") + sums + QStringLiteral("&p=") + cells81 << int(ParseError::Code::BadCages) << "no cage labels";
        QTest::newRow("killer without sums") << QStringLiteral("nonet://play?v=killer&l=") + labels + QStringLiteral("&p=") + cells81 << int(ParseError::Code::BadCages) << "no cage sums";
        QTest::newRow("killer with an empty sums part") << QStringLiteral("nonet://play?v=killer&l=") + labels + QStringLiteral("&s=&p=") + cells81 << int(ParseError::Code::BadCages) << "are empty";
        QTest::newRow("killer with a sum too few") << QStringLiteral("nonet://play?v=killer&l=") + labels + QStringLiteral("&s=") + sums.section(QLatin1Char(','), 1) + QStringLiteral("&p=") + cells81 << int(ParseError::Code::BadCages) << "has no sum";
        QTest::newRow("sums on a jigsaw link") << QStringLiteral("nonet://play?v=jigsaw&l=") + QString::fromLatin1(testing::kSampleJigsaw).left(81) + QStringLiteral("&s=5&p=") + cells81 << int(ParseError::Code::BrokenLink) << "only a Killer link";
        QTest::newRow("conflicting givens") << QStringLiteral("nonet://play?v=4x4&p=11..............") << int(ParseError::Code::ConflictingGivens) << "both hold 1";
        QTest::newRow("progress on a given") << QStringLiteral("nonet://play?v=4x4&p=") + cells4 + QStringLiteral("&e=1...............") << int(ParseError::Code::BrokenLink) << "which is a given";
        QTest::newRow("progress too short") << QStringLiteral("nonet://play?v=4x4&p=") + cells4 + QStringLiteral("&e=.1") << int(ParseError::Code::BrokenLink) << "progress";
        QTest::newRow("progress out of range") << QStringLiteral("nonet://play?v=4x4&p=") + cells4 + QStringLiteral("&e=.9..............") << int(ParseError::Code::UnexpectedCharacter) << "progress";
    }
    void badLinks()
    {
        QFETCH(QString, link);
        QFETCH(int, code);
        QFETCH(QString, fragment);
        QVERIFY(isVariantLink(link.toStdString()));
        const auto parsed = parseVariantLink(link.toStdString());
        QVERIFY(std::holds_alternative<ParseError>(parsed));
        const ParseError& error = std::get<ParseError>(parsed);
        QCOMPARE(int(error.code), code);
        QVERIFY2(QString::fromStdString(error.message).contains(fragment), error.message.c_str());
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
