// A variant game (core/game/shape_game.h) and its share link (core/notation/variant_link.h):
// moves and their inverses, the rule questions over every house (extra houses and Jigsaw
// regions included), and links that round-trip or fail with a clear message.

#include "core/game/shape_game.h"
#include "core/generator/shape_generator.h"
#include "core/notation/shape_notation.h"
#include "core/notation/variant_link.h"

#include <QTest>

#include <random>

using namespace nonet;

Q_DECLARE_METATYPE(nonet::Variant)

namespace {

ShapeGamePuzzle made(Variant variant, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    const auto puzzle = generateShaped(variant, Level::Easy, defaultSymmetry(variant), rng);
    return {puzzle->givens, puzzle->solution, puzzle->level};
}

int firstEmpty(const ShapeGame& game)
{
    for (int cell = 0; cell < game.cellCount(); ++cell)
        if (game.value(cell) == 0) return cell;
    return -1;
}

} // namespace

class TestShapeGame : public QObject {
    Q_OBJECT
private slots:
    void variants_data()
    {
        QTest::addColumn<Variant>("variant");
        for (const Variant v : {Variant::Mini4, Variant::Mini6, Variant::X, Variant::Windoku, Variant::Jigsaw})
            QTest::newRow(std::string(variantKey(v)).c_str()) << v;
    }

    // Playing the solution cell by cell solves the game; undoing every move gives the start.
    void variants()
    {
        QFETCH(Variant, variant);
        const ShapeGamePuzzle puzzle = made(variant, 7);
        QVERIFY(isConsistentPuzzle(puzzle));
        ShapeGame game(puzzle);
        const ShapeGame start = game;
        QCOMPARE(game.completion(), ShapeCompletion::InProgress);
        std::vector<ShapeMove> inverses;
        for (int cell = firstEmpty(game); cell >= 0; cell = firstEmpty(game)) {
            QVERIFY(game.candidates(cell).contains(puzzle.solution.at(cell)));
            const auto inverse = game.apply(game.placeMove(cell, puzzle.solution.at(cell)));
            QVERIFY(inverse);
            inverses.push_back(*inverse);
            QVERIFY(game.conflicts().empty());
        }
        QCOMPARE(game.completion(), ShapeCompletion::Solved);
        for (int left : game.remaining()) QCOMPARE(left, 0);
        while (!inverses.empty()) {
            QVERIFY(game.apply(inverses.back()));
            inverses.pop_back();
        }
        QVERIFY(game.values() == start.values());
    }

    // Two equal values that only an extra house relates (a diagonal, a window) conflict.
    void conflictsInExtraHouses_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::newRow("x") << Variant::X;
        QTest::newRow("windoku") << Variant::Windoku;
    }
    void conflictsInExtraHouses()
    {
        QFETCH(Variant, variant);
        for (std::uint64_t seed = 1; seed < 20; ++seed) {
            ShapeGame game(made(variant, seed));
            const Shape& shape = game.shape();
            for (int house = 3 * shape.side(); house < shape.houseCount(); ++house) {
                for (const int a : shape.houseCells(house)) {
                    for (const int b : shape.houseCells(house)) {
                        if (a >= b || game.value(a) != 0 || game.value(b) != 0) continue;
                        if (shape.rowOf(a) == shape.rowOf(b) || shape.columnOf(a) == shape.columnOf(b) ||
                            shape.regionOf(a) == shape.regionOf(b))
                            continue;
                        QVERIFY(game.apply({{{a, 1, {}}, {b, 1, {}}}}));
                        QVERIFY(game.conflicts().contains(a));
                        QVERIFY(game.conflicts().contains(b));
                        return;
                    }
                }
            }
        }
        QFAIL("no two empty cells related by an extra house alone");
    }

    void notesAndRefusals()
    {
        const ShapeGamePuzzle puzzle = made(Variant::Mini6, 11);
        ShapeGame game(puzzle);
        const int cell = firstEmpty(game);
        QVERIFY(game.apply(game.noteMove(cell, 6)));
        QVERIFY(game.notes(cell).contains(6));
        QVERIFY(game.noteMove(cell, 7).isEmpty()); // not a value of 6x6
        // Placing a value takes it out of its peers' notes.
        const int peer = [&] {
            for (const int p : game.shape().peerSet(cell))
                if (game.value(p) == 0) return p;
            return -1;
        }();
        QVERIFY(peer >= 0);
        QVERIFY(game.apply(game.noteMove(peer, puzzle.solution.at(cell))));
        QVERIFY(game.apply(game.placeMove(cell, puzzle.solution.at(cell))));
        QVERIFY(!game.notes(peer).contains(puzzle.solution.at(cell)));
        // Out of range or onto a given: refused whole, nothing changes.
        const ShapeGame before = game;
        int given = 0;
        while (!game.isGiven(given)) ++given;
        QVERIFY(!game.apply({{{given, 1, {}}}}));
        QVERIFY(!game.apply({{{-1, 1, {}}}}));
        QVERIFY(!game.apply({{{game.cellCount(), 1, {}}}}));
        QVERIFY(!game.apply({{{peer, 7, {}}}}));
        QVERIFY(game.values() == before.values());
        QVERIFY(game.allNotesMove().cells.size() > 0);
        QVERIFY(game.apply(game.restartMove()));
        QCOMPARE(game.filledCount(), puzzle.givens.filledCount());
    }

    void linkRoundTrip_data() { variants_data(); }
    void linkRoundTrip()
    {
        QFETCH(Variant, variant);
        const ShapeGamePuzzle puzzle = made(variant, 5);
        ShapeGame game(puzzle);
        const int cell = firstEmpty(game);
        QVERIFY(game.apply(game.placeMove(cell, puzzle.solution.at(cell))));
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

QTEST_APPLESS_MAIN(TestShapeGame)
#include "test_shape_game.moc"
