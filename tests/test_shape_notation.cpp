// The one-line notation of every variant (core/notation/shape_notation.h): round trips,
// the accepted spellings, and every row of the bad-input catalogue's badVariantLines().

#include "core/notation/formatter.h"
#include "core/notation/killer_notation.h"
#include "core/notation/parser.h"
#include "core/notation/shape_notation.h"
#include "core/notation/variant_prefix.h"
#include "core/notation/variant_text.h"
#include "core/solver/shape_solve.h"
#include "tests/bad_input_catalogue.h"

#include <QTest>

#include <string>

using namespace nonet;

Q_DECLARE_METATYPE(nonet::Variant)

class TestShapeNotation : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("text");
        QTest::newRow("4x4") << Variant::Mini4 << QString(testing::kSample4x4);
        QTest::newRow("6x6") << Variant::Mini6 << QString(testing::kSample6x6);
        QTest::newRow("16x16") << Variant::Giant16 << QString(testing::kSample16x16);
        QTest::newRow("x") << Variant::X << QString(testing::kSampleX);
        QTest::newRow("windoku") << Variant::Windoku << QString(testing::kSampleWindoku);
        QTest::newRow("jigsaw") << Variant::Jigsaw << QString(testing::kSampleJigsaw);
        QTest::newRow("killer") << Variant::Killer << QString(testing::kSampleKiller);
        QTest::newRow("classic") << Variant::Classic << QString(testing::kSamplePuzzle);
    }
    void roundTrip()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, text);
        const std::string line = text.toStdString();
        const ShapeParseResult parsed = parseShapePuzzle(variant, line);
        QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().message.c_str());
        QCOMPARE(parsed.grid().variant(), variant);
        // Written as it was read; X-Sudoku and Windoku with their name in front.
        QCOMPARE(formatShapePuzzle(parsed.grid()), variantPrefix(variant) + line);
        QCOMPARE(countShapeSolutions(parsed.grid()), 1);
        // And back from the formatted solution, with '0' blanks and surrounding whitespace.
        const ShapeGrid solution = *solveShape(parsed.grid()).solution;
        const ShapeParseResult again = parseShapePuzzle(variant, "  " + formatShapePuzzle(solution) + "\n");
        QVERIFY(again.ok());
        QVERIFY(again.grid() == solution);
        const ShapeParseResult zeros = parseShapePuzzle(variant, formatShapePuzzle(parsed.grid(), '0'));
        QVERIFY(zeros.ok());
        QVERIFY(zeros.grid() == parsed.grid());
    }

    // X-Sudoku and Windoku look classic in every grid form: what Nonet writes of them names
    // them ("x: ...", "windoku: ..."), and only the variant named reads it; a bare line stays
    // classic, and with the variant given (nonet-cli --variant x) is read as that.
    void nineByNineVariantsSayWhichTheyAre()
    {
        for (const Variant variant : kAllVariants) QCOMPARE(hasVariantPrefix(variant), variant == Variant::X || variant == Variant::Windoku);
        const ShapeParseResult xRead = parseShapePuzzle(Variant::X, testing::kSampleX);
        QVERIFY(xRead.ok());
        const ShapeGrid x = xRead.grid();
        const std::string written = formatShapePuzzle(x);
        QCOMPARE(written, "x: " + std::string(testing::kSampleX));
        const ShapeParseResult back = parseShapePuzzle(Variant::X, written);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
        QVERIFY(back.grid() == x);
        const ShapeParseResult spaced = parseShapePuzzle(Variant::X, "  X:" + std::string(testing::kSampleX)); // any case, any spacing
        QVERIFY2(spaced.ok(), spaced.ok() ? "" : spaced.error().message.c_str());
        QVERIFY(spaced.grid() == x);
        QCOMPARE(variantOfText(written, Variant::Classic), Variant::X);
        QCOMPARE(variantOfText(written, Variant::Windoku), Variant::X); // the name wins over the choice
        QCOMPARE(variantOfText(testing::kSampleX, Variant::Classic), Variant::Classic);
        // Named as another, it is refused with what it is.
        const ShapeParseResult asWindoku = parseShapePuzzle(Variant::Windoku, written);
        QVERIFY(!asWindoku.ok());
        QCOMPARE(asWindoku.error().code, ParseError::Code::WrongVariant);
        QVERIFY2(asWindoku.error().message.find("X-Sudoku") != std::string::npos, asWindoku.error().message.c_str());
        const ParseResult asClassic = parsePuzzle(written);
        QVERIFY(!asClassic.ok());
        QCOMPARE(asClassic.error().code, ParseError::Code::WrongVariant);
        const ParseResult asLine = parsePuzzleLine(written);
        QVERIFY(!asLine.ok());
        QCOMPARE(asLine.error().code, ParseError::Code::WrongVariant);
        // Any classic grid form may follow the name; an error in it is placed in the whole text.
        const std::string boxed = "windoku:\n" + formatBoxed(parsePuzzle(testing::kSampleWindoku).puzzle().givens);
        const auto read = readVariantText(Variant::Windoku, boxed);
        if (const auto* error = std::get_if<ParseError>(&read)) QFAIL(error->message.c_str());
        QCOMPARE(formatShapeCells(std::get<VariantText>(read).givens), std::string(testing::kSampleWindoku));
        const auto wrong = readVariantText(Variant::X, "x: " + std::string(testing::kSampleX).substr(0, 40) + "!" + std::string(testing::kSampleX).substr(41));
        QVERIFY(std::holds_alternative<ParseError>(wrong));
        QCOMPARE(std::get<ParseError>(wrong).line, 1);
        QCOMPARE(std::get<ParseError>(wrong).column, 44);
        const ShapeParseResult placed = parseShapePuzzle(Variant::X, "x:\n" + std::string(80, '.'));
        QVERIFY(!placed.ok());
        QCOMPARE(placed.error().line, 2);
    }

    // The code printed under a board reads back as printed: a 16x16 in four lines of four
    // rows, a Killer's sums broken after a comma.
    void printedLinesReadBack()
    {
        const std::string sixteen = testing::kSample16x16;
        std::string lines;
        for (std::size_t at = 0; at < sixteen.size(); at += 64) lines += sixteen.substr(at, 64) + "\n";
        QCOMPARE(variantOfText(lines, Variant::Classic), Variant::Giant16);
        const ShapeParseResult giant = parseShapePuzzle(Variant::Giant16, lines);
        QVERIFY2(giant.ok(), giant.ok() ? "" : giant.error().message.c_str());
        QCOMPARE(formatShapePuzzle(giant.grid()), sixteen);
        // Rows of unequal length are no 16x16 (and not read as one).
        QCOMPARE(variantOfText(sixteen.substr(0, 100) + "\n" + sixteen.substr(100), Variant::Classic), Variant::Classic);

        const std::string killer = testing::kSampleKiller;
        const std::size_t sums = killer.find(' ') + 1;
        const std::size_t comma = killer.find(',', sums + 10);
        const std::string broken = killer.substr(0, comma + 1) + "\n" + killer.substr(comma + 1);
        QCOMPARE(variantOfText(broken, Variant::Classic), Variant::Killer);
        const ShapeParseResult cages = parseShapePuzzle(Variant::Killer, broken);
        QVERIFY2(cages.ok(), cages.ok() ? "" : cages.error().message.c_str());
        QCOMPARE(formatShapePuzzle(cages.grid()), killer);
    }

    void sixteenReadsLowerCaseLetters()
    {
        std::string lower = testing::kSample16x16;
        for (char& c : lower)
            if (c >= 'A' && c <= 'G') c = static_cast<char>(c - 'A' + 'a');
        const ShapeParseResult parsed = parseShapePuzzle(Variant::Giant16, lower);
        QVERIFY(parsed.ok());
        QCOMPARE(formatShapePuzzle(parsed.grid()), std::string(testing::kSample16x16));
        QCOMPARE(valueSymbol(16), 'G');
        QCOMPARE(symbolValue('g'), 16);
        QCOMPARE(symbolValue('H'), 0);
    }

    void jigsawLayoutsAreReadAndCompared()
    {
        const std::string sample = testing::kSampleJigsaw;
        // The same regions numbered the other way round are the same layout.
        std::string renumbered = sample;
        for (std::size_t i = 0; i < 81; ++i) renumbered[i] = static_cast<char>('1' + ('9' - sample[i]));
        const ShapeParseResult a = parseShapePuzzle(Variant::Jigsaw, sample);
        const ShapeParseResult b = parseShapePuzzle(Variant::Jigsaw, renumbered);
        QVERIFY(a.ok() && b.ok());
        QVERIFY(a.grid() == b.grid());
        QCOMPARE(formatShapePuzzle(b.grid()), sample);
        const auto layout = parseJigsawLayout(sample.substr(0, 81));
        QVERIFY(std::holds_alternative<ShapePtr>(layout));
        QCOMPARE(formatJigsawLayout(*std::get<ShapePtr>(layout)), sample.substr(0, 81));
        // Tabs and several spaces separate the layout from the cells too.
        QVERIFY(parseShapePuzzle(Variant::Jigsaw, sample.substr(0, 81) + "\t  " + sample.substr(82)).ok());
    }

    void killerCagesAreReadAndCompared()
    {
        const std::string sample = testing::kSampleKiller;
        // Other labels for the same cages (each label moved 20 places along 0-9A-Za-z) are the
        // same cages, written back with the first labels in reading order.
        const std::string labels = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
        std::string relabelled = sample;
        for (std::size_t i = 0; i < 81; ++i) relabelled[i] = labels[(labels.find(sample[i]) + 20) % labels.size()];
        const ShapeParseResult a = parseShapePuzzle(Variant::Killer, sample);
        const ShapeParseResult b = parseShapePuzzle(Variant::Killer, relabelled);
        QVERIFY(a.ok() && b.ok());
        QVERIFY(a.grid() == b.grid());
        QCOMPARE(formatShapePuzzle(b.grid()), sample);
        const Shape& shape = a.grid().shape();
        QCOMPARE(shape.cageCount(), 36);
        QCOMPARE(shape.cage(0).sum, 7);
        QCOMPARE(shape.cage(0).cells, (std::vector<std::uint8_t>{0, 9}));
        QCOMPARE(formatKillerCages(shape), sample.substr(0, sample.rfind(' ')));
        const auto cages = parseKillerCages(formatKillerCages(shape));
        QVERIFY(std::holds_alternative<ShapePtr>(cages));
        QVERIFY(*std::get<ShapePtr>(cages) == shape);
        // Other sums are another puzzle.
        const ShapeParseResult c = parseShapePuzzle(Variant::Killer, relabelled.substr(0, 82) + "8,9" + relabelled.substr(86));
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().message.c_str());
        QVERIFY(!(c.grid() == a.grid()));
    }

    void badLines_data()
    {
        QTest::addColumn<int>("row");
        const auto rows = testing::badVariantLines();
        for (int i = 0; i < int(rows.size()); ++i) QTest::newRow(rows[static_cast<std::size_t>(i)].name) << i;
    }
    void badLines()
    {
        QFETCH(int, row);
        const testing::BadVariantLine bad = testing::badVariantLines()[static_cast<std::size_t>(row)];
        const ShapeParseResult parsed = parseShapePuzzle(bad.variant, bad.text);
        QVERIFY(!parsed.ok());
        QCOMPARE(int(parsed.error().code), int(bad.code));
        QVERIFY2(parsed.error().message.find(bad.messageFragment) != std::string::npos, parsed.error().message.c_str());
    }

    void conflictsNameEveryCell()
    {
        ShapeGrid grid(Shape::of(Variant::X));
        grid.setAt(0, 5);
        grid.setAt(80, 5);
        grid.setAt(8, 5);
        grid.setAt(72, 5); // both diagonals, and a column and a row
        const auto conflict = findShapeConflicts(grid);
        QVERIFY(conflict);
        QCOMPARE(conflict->cells, (std::vector<int>{0, 8, 72, 80}));
        QVERIFY(!findShapeConflicts(ShapeGrid(Shape::of(Variant::X))));
    }

    void emptyAndHugeInput()
    {
        for (Variant v : kAllVariants) {
            QCOMPARE(int(parseShapePuzzle(v, " \n").error().code), int(ParseError::Code::EmptyInput));
            QCOMPARE(int(parseShapePuzzle(v, std::string(70000, '.')).error().code), int(ParseError::Code::InputTooLarge));
        }
        QCOMPARE(int(parseShapePuzzle(Variant::Mini4, "12\xC3\xA9").error().code), int(ParseError::Code::UnexpectedCharacter));
    }
};

QTEST_GUILESS_MAIN(TestShapeNotation)
#include "test_shape_notation.moc"
