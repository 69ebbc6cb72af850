// Simon Tatham's Solo game IDs (core/notation/solo_game_id.h): a sample of every kind Nonet
// reads, as Solo wrote it, read as its variant with one solution; the same puzzle from a
// link to Solo's web version; the forms that are and are not IDs; every row of the
// bad-input catalogue's badSoloGameIds(); and the classic parser and Import's reader
// taking IDs too.

#include "core/notation/parser.h"
#include "core/notation/shape_notation.h"
#include "core/notation/solo_game_id.h"
#include "core/notation/variant_text.h"
#include "core/solver/shape_solve.h"
#include "tests/bad_input_catalogue.h"

#include <QTest>

#include <string>

using namespace nonet;

class TestSoloGameId : public QObject {
    Q_OBJECT
private slots:
    void samples()
    {
        for (const testing::SoloSample& sample : testing::soloSamples()) {
            QVERIFY2(isSoloGameId(sample.id), sample.id);
            QCOMPARE(soloGameIdVariant(sample.id), std::optional<Variant>(sample.variant));
            const auto read = parseSoloGameId(sample.id);
            if (const auto* error = std::get_if<ParseError>(&read)) QFAIL(error->message.c_str());
            const ShapeGrid& grid = std::get<ShapeGrid>(read);
            QCOMPARE(grid.variant(), sample.variant);
            QCOMPARE(countShapeSolutions(grid, 2), 1);
            QCOMPARE(grid.shape().hasCages(), sample.variant == Variant::Killer);
            // Import's reader takes it as its variant whatever was chosen.
            QCOMPARE(variantOfText(sample.id, Variant::Windoku), sample.variant);
            if (sample.variant != Variant::Classic) {
                const auto text = readVariantText(sample.variant, sample.id);
                QVERIFY(std::holds_alternative<VariantText>(text));
                QVERIFY(std::get<VariantText>(text).givens == grid);
                QCOMPARE(std::get<VariantText>(text).notation, Notation::SoloGameId);
            }
        }
    }

    // The first cells and cage of the Killer sample, as Solo drew them.
    void killerSample()
    {
        std::string id;
        for (const testing::SoloSample& sample : testing::soloSamples())
            if (sample.variant == Variant::Killer) id = sample.id;
        const ShapeGrid grid = std::get<ShapeGrid>(parseSoloGameId(id));
        QCOMPARE(grid.filledCount(), 0);
        // "10" is the first clue: the cage of r1c1.
        QCOMPARE(grid.shape().cage(0).sum, 10);
        QCOMPARE(grid.shape().cage(0).cells.front(), std::uint8_t{0});
        int total = 0;
        for (const Cage& cage : grid.shape().cages()) total += cage.sum;
        QCOMPARE(total, 405);
    }

    void classicParserReadsClassicIds()
    {
        for (const testing::SoloSample& sample : testing::soloSamples()) {
            const ParseResult parsed = parsePuzzle(sample.id);
            if (sample.variant == Variant::Classic) {
                QVERIFY(parsed.ok());
                QCOMPARE(parsed.puzzle().notation, Notation::SoloGameId);
                QVERIFY(ShapeGrid(parsed.puzzle().givens) == std::get<ShapeGrid>(parseSoloGameId(sample.id)));
            } else {
                QVERIFY(!parsed.ok());
                QCOMPARE(parsed.error().code, ParseError::Code::BadGameId);
                QVERIFY2(parsed.error().message.find("not a classic one") != std::string::npos, parsed.error().message.c_str());
            }
        }
    }

    void linksToSolosWebVersion()
    {
        const std::string id = testing::soloSamples()[2].id;
        const std::string link = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/solo.html#" + id;
        QVERIFY(isSoloGameId(link));
        QVERIFY(std::get<ShapeGrid>(parseSoloGameId(link)) == std::get<ShapeGrid>(parseSoloGameId(id)));
        QVERIFY(parsePuzzle(link).ok());
        // Full parameters (symmetry, difficulty) are read past.
        const std::string full = "3x3kdu" + std::string(testing::soloSamples()[5].id).substr(4);
        QVERIFY(std::get<ShapeGrid>(parseSoloGameId(full)) == std::get<ShapeGrid>(parseSoloGameId(testing::soloSamples()[5].id)));
    }

    void notIds()
    {
        for (const char* text : {"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", "1234: 53..7",
                                 "3x3 :zzzc", "x3:zzzc", "nonet://play?p=1", "https://example.org/#53..7", "", "3x3"})
            QVERIFY2(!isSoloGameId(text), text);
        QVERIFY(isSoloGameId("  3x3:zzzc\n"));
        QVERIFY(isSoloGameId("3x3#42"));
    }

    void badIds_data()
    {
        QTest::addColumn<int>("row");
        const auto rows = testing::badSoloGameIds();
        for (int i = 0; i < int(rows.size()); ++i) QTest::newRow(rows[static_cast<std::size_t>(i)].name) << i;
    }
    void badIds()
    {
        QFETCH(int, row);
        const testing::BadSoloGameId bad = testing::badSoloGameIds()[static_cast<std::size_t>(row)];
        QVERIFY(isSoloGameId(bad.text));
        const auto read = parseSoloGameId(bad.text);
        QVERIFY(std::holds_alternative<ParseError>(read));
        const ParseError& error = std::get<ParseError>(read);
        QCOMPARE(int(error.code), int(bad.code));
        QVERIFY2(error.message.find(bad.messageFragment) != std::string::npos, error.message.c_str());
    }
};

QTEST_GUILESS_MAIN(TestSoloGameId)
#include "test_solo_game_id.moc"
