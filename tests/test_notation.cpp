#include "core/logic/candidate_grid.h"
#include "core/notation/notation.h"
#include "tests/fixtures.h"

#include <QTest>

#include <string>

using nonet::test::gridOf;
using namespace nonet;

Q_DECLARE_METATYPE(nonet::Notation)
Q_DECLARE_METATYPE(nonet::ParseError::Code)

namespace {

// The example of the Dutch assignment and its solution.
const std::string kExample = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const std::string kSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

std::string replaced(std::string text, char from, char to)
{
    for (char& c : text)
        if (c == from) c = to;
    return text;
}

std::string rows(const std::string& cells, const std::string& separator = "\n")
{
    std::string out;
    for (int r = 0; r < 9; ++r) out += cells.substr(static_cast<std::size_t>(9 * r), 9) + separator;
    return out;
}

// The candidates of the example, as the logic layer computes them, except that cells
// with a single candidate get none (in pencil-mark notations one candidate is a value).
CandidateMarks exampleMarks()
{
    const CandidateGrid cg = CandidateGrid::fromGrid(gridOf(kExample));
    CandidateMarks marks{};
    for (int cell = 0; cell < kCellCount; ++cell)
        if (!cg.isSolved(cell) && cg.candidates(cell).count() > 1) marks[static_cast<std::size_t>(cell)] = cg.candidates(cell);
    return marks;
}

std::string token(const Grid& values, const CandidateMarks& marks, int cell)
{
    if (values.at(cell) != 0) return std::to_string(values.at(cell));
    std::string out;
    for (int d : marks[static_cast<std::size_t>(cell)]) out += static_cast<char>('0' + d);
    return out.empty() ? std::string(".") : out;
}

// A pencil-mark grid laid out as HoDoKu prints one (".---.", ":---+", "'---'" rules,
// all columns equally wide), written independently of formatPencilMarks.
std::string hodokuStyle(const Grid& values, const CandidateMarks& marks)
{
    std::size_t width = 1;
    for (int cell = 0; cell < kCellCount; ++cell) width = std::max(width, token(values, marks, cell).size());
    const std::string dashes(3 * (width + 2) + 1, '-');
    std::string out = "." + dashes + "." + dashes + "." + dashes + ".\n";
    for (int r = 0; r < 9; ++r) {
        if (r == 3 || r == 6) out += ":" + dashes + "+" + dashes + "+" + dashes + ":\n";
        for (int c = 0; c < 9; ++c) {
            if (c % 3 == 0) out += "| ";
            const std::string t = token(values, marks, cellAt(r, c));
            out += " " + t + std::string(width - t.size() + 1, ' ');
        }
        out += "|\n";
    }
    out += "'" + dashes + "'" + dashes + "'" + dashes + "'\n";
    return out;
}

// Simple Sudoku's layout: "*---*" border, "|---+---+---|" between boxes, no spaces.
std::string simpleSudokuStyle(const std::string& cells)
{
    std::string out = "*-----------*\n";
    for (int r = 0; r < 9; ++r) {
        if (r == 3 || r == 6) out += "|---+---+---|\n";
        for (int band = 0; band < 3; ++band) {
            out += '|';
            out.append(cells, static_cast<std::size_t>(9 * r + 3 * band), 3);
        }
        out += "|\n";
    }
    out += "*-----------*\n";
    return out;
}

// "5 3 . | . 7 . | . . ." rows with "------+-------+------" between bands.
std::string spacedBands(const std::string& cells)
{
    std::string out;
    for (int r = 0; r < 9; ++r) {
        if (r == 3 || r == 6) out += "------+-------+------\n";
        for (int c = 0; c < 9; ++c) {
            if (c == 3 || c == 6) out += "| ";
            out += cells[static_cast<std::size_t>(9 * r + c)];
            out += c == 8 ? "\n" : " ";
        }
    }
    return out;
}

QByteArray bytes(const std::string& s) { return QByteArray(s.data(), static_cast<qsizetype>(s.size())); }
std::string text(const QByteArray& b) { return std::string(b.constData(), static_cast<std::size_t>(b.size())); }

} // namespace

class TestNotation : public QObject {
    Q_OBJECT
private slots:
    void acceptsGivens_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<nonet::Notation>("notation");
        QTest::addColumn<QByteArray>("expected"); // 81 cells

        const QByteArray e = bytes(kExample);
        QTest::newRow("line with .") << e << Notation::Line << e;
        for (char blank : std::string("0-_*xX"))
            QTest::newRow(qPrintable(QStringLiteral("line with %1").arg(QChar(blank)))) << bytes(replaced(kExample, '.', blank)) << Notation::Line << e;
        QTest::newRow("line with spaces as blanks") << bytes(replaced(kExample, '.', ' ')) << Notation::Line << e;
        {
            const std::string twoBlanks = ".." + kExample.substr(2);
            QTest::newRow("spaces as blanks, leading blanks kept") << bytes(replaced(twoBlanks, '.', ' ')) << Notation::Line << bytes(twoBlanks);
        }
        QTest::newRow("line, surrounding whitespace, CRLF") << bytes("\r\n  \t" + kExample + "  \r\n") << Notation::Line << e;
        QTest::newRow("line, byte-order mark") << bytes("\xEF\xBB\xBF" + kExample) << Notation::Line << e;
        QTest::newRow("line, nine groups") << bytes(rows(kExample, " ")) << Notation::Line << e;
        QTest::newRow("line, mixed blanks") << bytes(replaced(replaced(kExample.substr(0, 40), '.', '0'), '0', '0') + replaced(kExample.substr(40), '.', 'x')) << Notation::Line << e;
        QTest::newRow("full solution") << bytes(kSolution) << Notation::Line << bytes(kSolution);
        QTest::newRow("empty puzzle") << bytes(std::string(81, '.')) << Notation::Line << bytes(std::string(81, '.'));
        QTest::newRow("empty puzzle of dashes") << bytes(std::string(81, '-')) << Notation::Line << bytes(std::string(81, '.'));
        QTest::newRow("9 lines of 9") << bytes(rows(kExample)) << Notation::Rows << e;
        QTest::newRow("9 lines, CRLF, blank lines around") << bytes("\n\r\n" + rows(kExample, "\r\n") + "\r\n\n") << Notation::Rows << e;
        QTest::newRow("9 lines, no final newline") << bytes(rows(kExample).substr(0, 89)) << Notation::Rows << e;
        QTest::newRow("9 lines, spaces as blanks") << bytes(rows(replaced(kExample, '.', ' '))) << Notation::Rows << e;
        {
            std::string spaced;
            for (int r = 0; r < 9; ++r) {
                if (r == 3 || r == 6) spaced += '\n';
                spaced += kExample.substr(static_cast<std::size_t>(9 * r), 9);
                spaced += '\n';
            }
            QTest::newRow("9 lines, empty line between bands") << bytes(spaced) << Notation::Rows << e;
        }
        {
            std::string grouped;
            for (int r = 0; r < 9; ++r) {
                const std::string row = kExample.substr(static_cast<std::size_t>(9 * r), 9);
                grouped += row.substr(0, 3) + " " + row.substr(3, 3) + "  " + row.substr(6, 3) + "\n";
            }
            QTest::newRow("9 lines in groups of 3") << bytes(grouped) << Notation::Rows << e;
        }
        QTest::newRow("9 lines of 9 dashes for an empty row") << bytes(rows(std::string(9, '-') + kExample.substr(9))) << Notation::Rows
                                                              << bytes(std::string(9, '.') + kExample.substr(9));
        QTest::newRow("boxed (Grid::toBoxedString)") << bytes(gridOf(kExample).toBoxedString()) << Notation::Boxed << e;
        {
            std::string indented;
            for (char c : gridOf(kExample).toBoxedString()) {
                indented += c;
                if (c == '\n') indented += "    ";
            }
            QTest::newRow("boxed, indented, no final newline") << bytes("    " + indented.substr(0, indented.size() - 5)) << Notation::Boxed << e;
        }
        {
            std::string cr;
            for (char c : gridOf(kExample).toBoxedString()) cr += c == '\n' ? '\r' : c;
            QTest::newRow("boxed, old Mac line ends (CR)") << bytes(cr) << Notation::Boxed << e;
        }
        QTest::newRow("boxed, Simple Sudoku style") << bytes(simpleSudokuStyle(kExample)) << Notation::Boxed << e;
        QTest::newRow("boxed, Simple Sudoku style, empty row") << bytes(simpleSudokuStyle(std::string(9, '.') + kExample.substr(9))) << Notation::Boxed
                                                              << bytes(std::string(9, '.') + kExample.substr(9));
        QTest::newRow("spaced cells with bars") << bytes(spacedBands(kExample)) << Notation::Boxed << e;
        QTest::newRow("spaced cells, 0 blanks") << bytes(spacedBands(replaced(kExample, '.', '0'))) << Notation::Boxed << e;
        QTest::newRow("file line: puzzle rating") << bytes(kExample + " 7.2") << Notation::PuzzleFileLine << e;
        QTest::newRow("file line: id puzzle rating") << bytes("00015097c6c3 " + replaced(kExample, '.', '0') + "  7.2") << Notation::PuzzleFileLine << e;
        QTest::newRow("file line: tab separated") << bytes(replaced(kExample, '.', '0') + "\t2.5\tMedium\t596") << Notation::PuzzleFileLine << e;

        const std::string link = "nonet://play?p=" + replaced(kExample, '.', '0');
        QTest::newRow("nonet link") << bytes(link) << Notation::NonetLink << e;
        QTest::newRow("nonet link, dots, trailing slash") << bytes("nonet://play/?p=" + kExample) << Notation::NonetLink << e;
        QTest::newRow("nonet link, other case, unknown parameter") << bytes("NONET://Play?v=2&P=" + kExample + "&level=3") << Notation::NonetLink << e;
        QTest::newRow("nonet link without //") << bytes("nonet:play?p=" + kExample) << Notation::NonetLink << e;
        QTest::newRow("web ?bd=") << bytes("https://example.org/sudoku.htm?bd=" + replaced(kExample, '.', '0')) << Notation::WebLink << e;
        QTest::newRow("web ?s=") << bytes("http://example.org/?s=" + kExample) << Notation::WebLink << e;
        QTest::newRow("web ?p=") << bytes("https://example.org/play?p=" + kExample) << Notation::WebLink << e;
        QTest::newRow("web ?puzzle=") << bytes("https://example.org/?lang=en&puzzle=" + kExample + "&level=hard") << Notation::WebLink << e;
        QTest::newRow("web #fragment") << bytes("https://example.org/#" + kExample) << Notation::WebLink << e;
        QTest::newRow("web bd= wins over s=") << bytes("https://example.org/?s=" + kSolution + "&bd=" + kExample) << Notation::WebLink << e;
        QTest::newRow("web parameter wins over fragment") << bytes("https://example.org/?bd=" + kExample + "#top") << Notation::WebLink << e;
        QTest::newRow("web %-escaped") << bytes("https://example.org/?bd=" + [] {
            std::string s;
            for (char c : kExample) s += c == '.' ? std::string("%2E") : std::string(1, c);
            return s;
        }()) << Notation::WebLink << e;
        QTest::newRow("web link without scheme") << bytes("www.example.org/sudoku?bd=" + kExample) << Notation::WebLink << e;
        QTest::newRow("file line: puzzle,solution") << bytes(kExample + "," + kSolution) << Notation::PuzzleFileLine << e;
        QTest::newRow("web link with spaces around") << bytes("  https://example.org/?bd=" + kExample + "\n") << Notation::WebLink << e;
    }
    void acceptsGivens()
    {
        QFETCH(QByteArray, input);
        QFETCH(nonet::Notation, notation);
        QFETCH(QByteArray, expected);
        const ParseResult result = parsePuzzle(text(input));
        if (!result) QFAIL(result.error().message.c_str());
        QCOMPARE(result.puzzle().notation, notation);
        QCOMPARE(formatLine(result.puzzle().givens), text(expected));
        QVERIFY(!result.puzzle().entries);
        QVERIFY(!result.puzzle().pencilMarks);
    }

    void acceptsPencilMarks_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<nonet::Notation>("notation");
        const Grid values = gridOf(kExample);
        const CandidateMarks marks = exampleMarks();
        QTest::newRow("Nonet pencil-mark grid") << bytes(formatPencilMarks(values, marks)) << Notation::PencilMarks;
        QTest::newRow("HoDoKu-style pencil-mark grid") << bytes(hodokuStyle(values, marks)) << Notation::PencilMarks;
        std::string oneLine;
        for (int cell = 0; cell < kCellCount; ++cell) oneLine += token(values, marks, cell) + " ";
        QTest::newRow("81 tokens on one line") << bytes(oneLine) << Notation::PencilMarks;
        QTest::newRow("729 characters") << bytes(formatCandidates729(values, marks)) << Notation::Candidates729;
        {
            const std::string s0 = replaced(formatCandidates729(values, marks), '.', '0');
            std::string nineLines;
            for (int r = 0; r < 9; ++r) nineLines += s0.substr(static_cast<std::size_t>(81 * r), 81) + "\n";
            QTest::newRow("729 characters, 0 blanks, 9 lines of 81") << bytes(nineLines) << Notation::Candidates729;
        }
        std::string split81;
        const std::string s729 = formatCandidates729(values, marks);
        for (int cell = 0; cell < kCellCount; ++cell) split81 += s729.substr(static_cast<std::size_t>(9 * cell), 9) + (cell % 9 == 8 ? "\n" : " ");
        QTest::newRow("729 characters in 81 groups") << bytes(split81) << Notation::Candidates729;
    }
    void acceptsPencilMarks()
    {
        QFETCH(QByteArray, input);
        QFETCH(nonet::Notation, notation);
        const ParseResult result = parsePuzzle(text(input));
        if (!result) QFAIL(result.error().message.c_str());
        QCOMPARE(result.puzzle().notation, notation);
        QCOMPARE(formatLine(result.puzzle().givens), kExample);
        QVERIFY(result.puzzle().pencilMarks.has_value());
        QVERIFY(*result.puzzle().pencilMarks == exampleMarks());
    }
    void pencilMarkBlankIsACellWithoutMarks()
    {
        CandidateMarks marks = exampleMarks();
        marks[2] = DigitSet{};
        const ParseResult result = parsePuzzle(formatPencilMarks(gridOf(kExample), marks));
        QVERIFY(result.ok());
        QVERIFY((*result.puzzle().pencilMarks)[2].empty());
        QCOMPARE(result.puzzle().givens.at(2), 0);
        QVERIFY(*result.puzzle().pencilMarks == marks);
    }
    void singleCandidateReadsBackAsValue()
    {
        // Documented limit of pencil-mark grids and 729 strings: one candidate = a value.
        CandidateMarks marks = exampleMarks();
        marks[2] = DigitSet::single(4);
        for (const std::string& written : {formatPencilMarks(gridOf(kExample), marks), formatCandidates729(gridOf(kExample), marks)}) {
            const ParseResult result = parsePuzzle(written);
            QVERIFY(result.ok());
            QCOMPARE(result.puzzle().givens.at(2), 4);
            QVERIFY((*result.puzzle().pencilMarks)[2].empty());
        }
    }

    void rejects_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<nonet::ParseError::Code>("code");
        QTest::addColumn<QString>("fragment");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QList<int>>("cells");
        using C = ParseError::Code;
        const QList<int> none;

        QTest::newRow("empty") << QByteArray() << C::EmptyInput << "empty" << 0 << 0 << none;
        QTest::newRow("whitespace only") << QByteArray(" \r\n\t\n ") << C::EmptyInput << "empty" << 0 << 0 << none;
        QTest::newRow("byte-order mark only") << QByteArray("\xEF\xBB\xBF\n") << C::EmptyInput << "empty" << 0 << 0 << none;
        QTest::newRow("80 cells") << bytes(kExample.substr(1)) << C::WrongCellCount << "found 80 cells; a puzzle has 81" << 0 << 0 << none;
        QTest::newRow("82 cells") << bytes(kExample + "1") << C::WrongCellCount << "found 82 cells" << 0 << 0 << none;
        QTest::newRow("framed single row") << QByteArray("+-------+\n| 5 3 . |\n+-------+") << C::WrongCellCount << "found 3 cells; a puzzle has 81" << 0 << 0 << none;
        QTest::newRow("one digit") << QByteArray("5") << C::WrongCellCount << "found 1 cell;" << 0 << 0 << none;
        QTest::newRow("two puzzles") << bytes(kExample + "\n" + kExample) << C::WrongCellCount << "found 162 cells" << 0 << 0 << none;
        QTest::newRow("80 with spaces as blanks") << bytes(replaced(kExample, '.', ' ').substr(0, 80)) << C::WrongCellCount
                                                  << "found 29 cells; a puzzle has 81 (a space is a blank only in a line of exactly 81 characters)" << 0 << 0 << none;
        {
            std::string r = rows(kExample);
            r.erase(30, 1); // row 4 loses a cell
            QTest::newRow("row 4 short") << bytes(r) << C::WrongCellCount << "found 80 cells; a puzzle has 81 (row 4, on line 4, has 8)" << 4 << 0 << none;
        }
        QTest::newRow("letter in a line") << bytes(kExample.substr(0, 10) + "a" + kExample.substr(11)) << C::UnexpectedCharacter
                                          << "unexpected character 'a' at line 1, column 11" << 1 << 11 << none;
        {
            std::string r = rows(kExample);
            r[23] = 'o'; // line 3, column 4
            QTest::newRow("letter in 9 lines") << bytes(r) << C::UnexpectedCharacter << "'o' at line 3, column 4" << 3 << 4 << none;
        }
        {
            std::string b = gridOf(kExample).toBoxedString();
            b[b.find('7')] = '/';
            QTest::newRow("slash in boxed") << bytes(b) << C::UnexpectedCharacter << "'/' at line 2, column 13" << 2 << 13 << none;
        }
        {
            std::string r = rows(kExample, "\r");
            r[23] = 'o'; // line 3, column 4
            QTest::newRow("letter in 9 CR lines") << bytes(r) << C::UnexpectedCharacter << "'o' at line 3, column 4" << 3 << 4 << none;
        }
        QTest::newRow("comma separated") << bytes(std::string("5,3,.,.,7")) << C::UnexpectedCharacter << "',' at line 1, column 2" << 1 << 2 << none;
        QTest::newRow("binary junk") << QByteArray("\x00\x01\x02\xff", 4) << C::UnexpectedCharacter << "control byte 0x00 at line 1, column 1" << 1 << 1 << none;
        QTest::newRow("invalid UTF-8") << bytes(kExample.substr(0, 5) + "\xff" + kExample.substr(6)) << C::UnexpectedCharacter << "byte 0xFF at line 1, column 6" << 1 << 6 << none;
        QTest::newRow("full-width digit") << bytes("\xEF\xBC\x95" + kExample.substr(1)) << C::UnexpectedCharacter << "U+FF15" << 1 << 1 << none;
        QTest::newRow("column counts characters") << bytes("\xC3\xA9" + kExample) << C::UnexpectedCharacter << "U+00E9 '\xC3\xA9' at line 1, column 1" << 1 << 1 << none;
        QTest::newRow("row conflict") << bytes("." + std::string("5") + "....5.." + kExample.substr(9)) << C::ConflictingGivens
                                      << "r1c2 and r1c7 both hold 5 (same row)" << 0 << 0 << QList<int>{1, 6};
        {
            std::string p(81, '.');
            p[cellAt(0, 4)] = '9';
            p[cellAt(7, 4)] = '9';
            QTest::newRow("column conflict") << bytes(p) << C::ConflictingGivens << "r1c5 and r8c5 both hold 9 (same column)" << 0 << 0 << QList<int>{4, 67};
            p[cellAt(1, 3)] = '9';
            QTest::newRow("three conflicting") << bytes(p) << C::ConflictingGivens << "r1c5 and r8c5 both hold 9 (same column) and 1 more conflicting pair" << 0 << 0
                                               << QList<int>{4, 12, 67};
        }
        {
            std::string p(81, '0');
            p[cellAt(3, 3)] = '2';
            p[cellAt(5, 5)] = '2';
            QTest::newRow("box conflict") << bytes(rows(p)) << C::ConflictingGivens << "r4c4 and r6c6 both hold 2 (same box)" << 0 << 0 << QList<int>{30, 50};
        }
        QTest::newRow("too large") << QByteArray(10 * 1024 * 1024, '1') << C::InputTooLarge << "10485760 bytes" << 0 << 0 << none;
        QTest::newRow("large, under the limit") << QByteArray(60000, '.') << C::WrongCellCount << "found 60000 cells" << 0 << 0 << none;

        const std::string z = replaced(kExample, '.', '0');
        QTest::newRow("nonet link without p") << QByteArray("nonet://play") << C::LinkWithoutPuzzle << "nonet://play needs p=" << 1 << 1 << none;
        QTest::newRow("nonet link, s only") << bytes("nonet://play?s=" + z) << C::LinkWithoutPuzzle << "needs p=" << 1 << 1 << none;
        QTest::newRow("nonet link, short p") << QByteArray("nonet://play?p=123") << C::BrokenLink << "parameter p: found 3 cells; a puzzle has 81 (line 1, column 16)" << 1 << 16 << none;
        QTest::newRow("nonet link, empty p") << QByteArray("nonet://play?p=&s=1") << C::BrokenLink << "parameter p: found 0 cells" << 1 << 16 << none;
        QTest::newRow("nonet link, letter in p") << bytes("nonet://play?p=" + z.substr(0, 20) + "k" + z.substr(21)) << C::BrokenLink
                                                 << "parameter p: unexpected character 'k' (line 1, column 36)" << 1 << 36 << none;
        QTest::newRow("nonet link, unknown action") << bytes("nonet://open?p=" + z) << C::BrokenLink << "must start with nonet://play, not nonet://open" << 1 << 9 << none;
        QTest::newRow("nonet link, p twice") << bytes("nonet://play?p=" + z + "&p=" + z) << C::BrokenLink << "parameter p twice" << 1 << 98 << none;
        QTest::newRow("nonet link, bad escape") << bytes("nonet://play?p=%G" + z.substr(1)) << C::BrokenLink << "'%' not followed by two hex digits (line 1, column 16)" << 1 << 16 << none;
        QTest::newRow("nonet link, short s") << bytes("nonet://play?p=" + z + "&s=" + std::string(80, '0')) << C::BrokenLink
                                             << "parameter s: progress has 80 characters; it is 81 (entries), 203 (entries and notes) or 325 (entries, notes and centre notes)" << 1 << 100 << none;
        QTest::newRow("nonet link, entry on a given") << bytes("nonet://play?p=" + z + "&s=4" + std::string(80, '0')) << C::BrokenLink
                                                      << "parameter s: an entry (4) on the given cell r1c1" << 1 << 100 << none;
        QTest::newRow("nonet link, letter in entries") << bytes("nonet://play?p=" + z + "&s=0a" + std::string(79, '0')) << C::BrokenLink
                                                       << "unexpected character 'a' in the entries" << 1 << 101 << none;
        QTest::newRow("nonet link, bad note character") << bytes("nonet://play?p=" + z + "&s=" + std::string(81, '0') + "!" + std::string(121, 'A')) << C::BrokenLink
                                                        << "unexpected character '!' in the notes" << 1 << 181 << none;
        QTest::newRow("nonet link, padding bits set") << bytes("nonet://play?p=" + z + "&s=" + std::string(81, '0') + std::string(121, 'A') + "B") << C::BrokenLink
                                                      << "unused bits at the end of the notes are not 0" << 1 << 302 << none;
        QTest::newRow("nonet link, notes on a given") << bytes("nonet://play?p=" + z + "&s=" + std::string(81, '0') + "g" + std::string(121, 'A')) << C::BrokenLink
                                                      << "notes on the given cell r1c1" << 1 << 181 << none;
        QTest::newRow("nonet link, conflicting givens") << bytes("nonet://play?p=55" + std::string(79, '0')) << C::ConflictingGivens << "r1c1 and r1c2 both hold 5" << 0 << 0
                                                        << QList<int>{0, 1};
        QTest::newRow("nonet link with a space") << bytes("nonet://play?p=" + z.substr(0, 40) + " " + z.substr(40)) << C::UnexpectedCharacter
                                                 << "a space at line 1, column 56 (inside a link)" << 1 << 56 << none;
        QTest::newRow("web link without puzzle") << QByteArray("https://example.org/?lang=en&level=3") << C::LinkWithoutPuzzle << "none of the parameters bd=, puzzle=, p=, s=" << 1 << 1 << none;
        QTest::newRow("web link, bare") << QByteArray("https://example.org/") << C::LinkWithoutPuzzle << "no #fragment" << 1 << 1 << none;
        QTest::newRow("web link, bd too long") << bytes("https://example.org/?bd=" + z + "0") << C::BrokenLink << "parameter bd: found 82 cells" << 1 << 25 << none;
        QTest::newRow("web link, fragment not a puzzle") << QByteArray("https://example.org/#top") << C::BrokenLink << "the #fragment: unexpected character 't'" << 1 << 22 << none;
        QTest::newRow("web link, short fragment") << QByteArray("https://example.org/#1234") << C::BrokenLink << "the #fragment: found 4 cells" << 1 << 22 << none;
        QTest::newRow("web link, bd twice") << bytes("https://example.org/?bd=" + z + "&bd=" + z) << C::BrokenLink << "parameter bd twice" << 1 << 107 << none;
        QTest::newRow("web link, escaped letter") << bytes("https://example.org/?s=" + z.substr(0, 80) + "%41") << C::BrokenLink
                                                  << "parameter s: unexpected character 'A' (line 1, column 104)" << 1 << 104 << none;

        const Grid values = gridOf(kExample);
        CandidateMarks marks = exampleMarks();
        {
            std::string pm = formatPencilMarks(values, marks);
            const std::size_t at = pm.find("12");
            QVERIFY(at != std::string::npos);
            pm[at] = '2'; // "12" becomes "22"
            const ParseResult probe = parsePuzzle(formatPencilMarks(values, marks));
            QVERIFY(probe.ok());
            QTest::newRow("pencil marks, repeated candidate") << bytes(pm) << C::BadCandidates << "r1c3 lists candidate 2 twice at line 2" << 2 << 0 << QList<int>{2};
            pm = formatPencilMarks(values, marks);
            pm[pm.find("12")] = 'q';
            QTest::newRow("pencil marks, letter") << bytes(pm) << C::UnexpectedCharacter << "'q' at line 2" << 2 << 0 << none;
            pm = formatPencilMarks(values, marks);
            pm[pm.find("12") + 1] = '0';
            QTest::newRow("pencil marks, zero candidate") << bytes(pm) << C::UnexpectedCharacter << "'0' at line 2" << 2 << 0 << none;
            pm = formatPencilMarks(values, marks);
            const std::size_t five = pm.find(" 5 ");
            pm.erase(five + 1, 2); // one token fewer
            QTest::newRow("pencil marks, 80 tokens") << bytes(pm) << C::WrongCellCount << "as a pencil-mark grid: 80 cells separated by spaces (row 1, on line 2, has 8)" << 2 << 0 << none;
        }
        {
            std::string s729 = formatCandidates729(values, marks);
            s729[9 * 2 + 3] = '5'; // r1c3, the place of digit 4
            QTest::newRow("729, digit out of place") << bytes(s729) << C::BadCandidates << "digit 5 in the place of digit 4 of r1c3 at line 1, column 22" << 1 << 22 << QList<int>{2};
            s729[9 * 2 + 3] = 'z';
            QTest::newRow("729, letter") << bytes(s729) << C::UnexpectedCharacter << "'z' at line 1, column 22" << 1 << 22 << none;
        }
    }
    void rejects()
    {
        QFETCH(QByteArray, input);
        QFETCH(nonet::ParseError::Code, code);
        QFETCH(QString, fragment);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QList<int>, cells);
        const ParseResult result = parsePuzzle(text(input));
        QVERIFY(!result.ok());
        const ParseError& error = result.error();
        if (!QString::fromStdString(error.message).contains(fragment))
            QFAIL(qPrintable(QStringLiteral("message \"%1\" lacks \"%2\"").arg(QString::fromStdString(error.message), fragment)));
        QCOMPARE(error.code, code);
        QCOMPARE(error.line, line);
        if (column != 0) QCOMPARE(error.column, column);
        QCOMPARE(QList<int>(error.cells.begin(), error.cells.end()), cells);
    }

    void puzzleFileLines_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("detail"); // expected 81 cells, or a message fragment
        const QByteArray e = bytes(kExample);
        const std::string z = replaced(kExample, '.', '0');
        QTest::newRow("81") << e << true << QString::fromStdString(kExample);
        QTest::newRow("81, LF") << bytes(kExample + "\n") << true << QString::fromStdString(kExample);
        QTest::newRow("81, CRLF") << bytes(kExample + "\r\n") << true << QString::fromStdString(kExample);
        QTest::newRow("81 with spaces as blanks") << bytes(replaced(kExample, '.', ' ')) << true << QString::fromStdString(kExample);
        QTest::newRow("puzzle rating") << bytes(kExample + " 7.2") << true << QString::fromStdString(kExample);
        QTest::newRow("id puzzle rating") << bytes("000274921f39 " + z + "  7.1") << true << QString::fromStdString(kExample);
        QTest::newRow("csv puzzle,solution") << bytes(z + "," + kSolution) << true << QString::fromStdString(kExample);
        QTest::newRow("tsv") << bytes(z + "\t2.5\tMedium\t596\n") << true << QString::fromStdString(kExample);
        QTest::newRow("leading spaces") << bytes("  " + kExample) << true << QString::fromStdString(kExample);
        QTest::newRow("empty") << QByteArray("") << false << "the line is empty";
        QTest::newRow("blank") << QByteArray(" \t\r\n") << false << "the line is empty";
        QTest::newRow("header") << QByteArray("puzzle\tse_rating\thodoku_level") << false << "unexpected character 'p' at line 1, column 1";
        QTest::newRow("short") << QByteArray("1234") << false << "found 4 cells; a puzzle has 81";
        QTest::newRow("short with id") << bytes("abc " + z.substr(1) + " 7.2") << false << "found 80 cells in the field at column 5";
        QTest::newRow("letter") << bytes(kExample.substr(0, 50) + "y" + kExample.substr(51) + " 1.0") << false << "'y' at line 1, column 51";
        QTest::newRow("conflict") << bytes("11" + std::string(79, '.')) << false << "r1c1 and r1c2 both hold 1";
    }
    void puzzleFileLines()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, ok);
        QFETCH(QString, detail);
        const ParseResult result = parsePuzzleLine(text(line));
        QCOMPARE(result.ok(), ok);
        if (ok) QCOMPARE(QString::fromStdString(formatLine(result.puzzle().givens)), detail);
        else if (!QString::fromStdString(result.error().message).contains(detail))
            QFAIL(qPrintable(QString::fromStdString(result.error().message)));
    }

    void formatsExactly()
    {
        const Grid g = gridOf(kExample);
        QCOMPARE(formatLine(g), kExample);
        QCOMPARE(formatLine(g, '0'), replaced(kExample, '.', '0'));
        QCOMPARE(formatRows(g), rows(kExample));
        QCOMPARE(formatBoxed(g), g.toBoxedString());
        QCOMPARE(formatNonetLink(g), "nonet://play?p=" + replaced(kExample, '.', '0'));
        Grid entries;
        entries.setAt(2, 4);
        entries.setAt(80, 9);
        QCOMPARE(formatNonetLink(g, entries), "nonet://play?p=" + replaced(kExample, '.', '0') + "&s=004" + std::string(77, '0') + "9");
        CandidateMarks notes{};
        notes[0] = DigitSet::single(1);                 // bit 0 -> first sextet 100000 = 'g'
        notes[80] = DigitSet::single(9);                // bit 728 -> last sextet 001000 = 'I'
        const std::string s = encodeProgress(Grid{}, notes);
        QCOMPARE(s, std::string(81, '0') + "g" + std::string(120, 'A') + "I");
        // A pencil-mark grid: columns as wide as their widest token.
        CandidateMarks marks{};
        Grid values;
        values.setAt(0, 5);
        for (int cell = 1; cell < kCellCount; ++cell) marks[static_cast<std::size_t>(cell)] = DigitSet::fromMask(0b11);
        marks[1] = DigitSet::fromMask(0b1111);
        const std::string pm = formatPencilMarks(values, marks);
        const std::string rule = "+------------+----------+----------+\n";
        const std::string other = "| 12 12   12 | 12 12 12 | 12 12 12 |\n";
        std::string expected = rule + "| 5  1234 12 | 12 12 12 | 12 12 12 |\n" + other + other;
        expected += rule + other + other + other + rule + other + other + other + rule;
        QCOMPARE(pm, expected);
    }

    // Nonet's own files: exactly what formatGridLine writes, nothing else.
    void gridLineIsStrict_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("ok");
        QTest::newRow("puzzle") << QByteArray::fromStdString(kExample) << true;
        QTest::newRow("solution") << QByteArray::fromStdString(kSolution) << true;
        QTest::newRow("empty grid") << QByteArray(81, '.') << true;
        QTest::newRow("'0' for a blank") << QByteArray::fromStdString(replaced(kExample, '.', '0')) << false;
        QTest::newRow("'-' for a blank") << QByteArray::fromStdString(replaced(kExample, '.', '-')) << false;
        QTest::newRow("80 cells") << QByteArray::fromStdString(kExample.substr(0, 80)) << false;
        QTest::newRow("82 cells") << QByteArray::fromStdString(kExample + ".") << false;
        QTest::newRow("trailing newline") << QByteArray::fromStdString(kExample + "\n") << false;
        QTest::newRow("a space") << QByteArray::fromStdString(replaced(kExample, '7', ' ')) << false;
        QTest::newRow("empty") << QByteArray() << false;
    }

    void gridLineIsStrict()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, ok);
        const std::optional<Grid> grid = parseGridLine(text.toStdString());
        QCOMPARE(grid.has_value(), ok);
        if (ok) QCOMPARE(QByteArray::fromStdString(formatGridLine(*grid)), text);
    }

    void roundTrips_data()
    {
        QTest::addColumn<QByteArray>("cells");
        QTest::newRow("example") << bytes(kExample);
        QTest::newRow("solution") << bytes(kSolution);
        QTest::newRow("empty") << bytes(std::string(81, '.'));
        QTest::newRow("one given") << bytes(std::string(80, '.') + "7");
        QTest::newRow("17 clues") << QByteArray(".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...");
    }
    void roundTrips()
    {
        QFETCH(QByteArray, cells);
        const Grid g = gridOf(text(cells));
        Grid entries;
        CandidateMarks notes{};
        const CandidateGrid cg = CandidateGrid::fromGrid(g);
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (g.at(cell) != 0) continue;
            notes[static_cast<std::size_t>(cell)] = cg.candidates(cell);
            if (cell % 7 == 0 && !cg.candidates(cell).empty()) entries.setAt(cell, cg.candidates(cell).first());
        }

        for (const std::string& written : {formatLine(g), formatLine(g, '0'), formatRows(g), formatRows(g, '0'), formatBoxed(g), formatNonetLink(g)}) {
            const ParseResult r = parsePuzzle(written);
            if (!r) QFAIL(r.error().message.c_str());
            QVERIFY(r.puzzle().givens == g);
        }
        QCOMPARE(formatBoxed(parsePuzzle(formatBoxed(g)).puzzle().givens), formatBoxed(g));
        QCOMPARE(formatRows(parsePuzzle(formatRows(g)).puzzle().givens), formatRows(g));

        const ParseResult withEntries = parsePuzzle(formatNonetLink(g, entries));
        QVERIFY(withEntries.ok());
        QVERIFY(withEntries.puzzle().givens == g);
        QVERIFY(*withEntries.puzzle().entries == entries);
        QVERIFY(!withEntries.puzzle().pencilMarks);

        const ParseResult withNotes = parsePuzzle(formatNonetLink(g, entries, notes));
        QVERIFY(withNotes.ok());
        QVERIFY(*withNotes.puzzle().entries == entries);
        QVERIFY(*withNotes.puzzle().pencilMarks == notes);
        QCOMPARE(formatNonetLink(withNotes.puzzle().givens, *withNotes.puzzle().entries, *withNotes.puzzle().pencilMarks),
            formatNonetLink(g, entries, notes));

        // Pencil-mark forms round-trip when every empty cell has none or at least two marks.
        CandidateMarks multi = notes;
        for (auto& set : multi)
            if (set.count() == 1) set = DigitSet{};
        for (const std::string& written : {formatPencilMarks(g, multi), formatCandidates729(g, multi)}) {
            const ParseResult r = parsePuzzle(written);
            if (!r) QFAIL(r.error().message.c_str());
            QVERIFY(r.puzzle().givens == g);
            QVERIFY(*r.puzzle().pencilMarks == multi);
        }
        QCOMPARE(formatPencilMarks(g, *parsePuzzle(formatPencilMarks(g, multi)).puzzle().pencilMarks), formatPencilMarks(g, multi));
    }

    void progressCodeChecksItsInput()
    {
        const Grid g = gridOf(kExample);
        QVERIFY(std::holds_alternative<Progress>(decodeProgress(std::string(81, '0'), g)));
        const auto withNotes = decodeProgress(std::string(81, '0') + std::string(122, 'A'), g);
        QVERIFY(std::holds_alternative<Progress>(withNotes));
        QVERIFY(std::get<Progress>(withNotes).notes.has_value());
        const auto tooLong = decodeProgress(std::string(204, '0'), g);
        QVERIFY(std::holds_alternative<ProgressError>(tooLong));
        QCOMPARE(std::get<ProgressError>(tooLong).message, std::string("progress has 204 characters; it is 81 (entries), 203 (entries and notes) or 325 (entries, notes and centre notes)"));

        // Centre notes: a third block, packed like the notes, checked against the givens.
        CandidateMarks centre{};
        centre[2] = DigitSet::single(3) | DigitSet::single(7);
        const std::string code = encodeProgress(Grid{}, CandidateMarks{}, centre);
        QCOMPARE(code.size(), std::size_t{325});
        const auto both = decodeProgress(code, g);
        QVERIFY(std::holds_alternative<Progress>(both));
        QCOMPARE(*std::get<Progress>(both).centreNotes, centre);
        QCOMPARE(*std::get<Progress>(both).notes, CandidateMarks{});
        CandidateMarks onGiven{};
        onGiven[0] = DigitSet::single(1); // r1c1 holds a given in kExample
        const auto refused = decodeProgress(encodeProgress(Grid{}, CandidateMarks{}, onGiven), g);
        QVERIFY(std::holds_alternative<ProgressError>(refused));
        QCOMPARE(std::get<ProgressError>(refused).message, std::string("centre notes on the given cell r1c1"));
        std::string junk = code;
        junk[300] = '*';
        QVERIFY(std::get<ProgressError>(decodeProgress(junk, g)).message.find("in the centre notes") != std::string::npos);

        // Through a whole link.
        const std::string link = formatNonetLink(g, Grid{}, CandidateMarks{}, centre);
        const auto parsed = parsePuzzle(link);
        QVERIFY(parsed);
        QCOMPARE(*parsed.puzzle().centreMarks, centre);
    }

    void notationNames()
    {
        QCOMPARE(notationName(Notation::Boxed), std::string_view("boxed grid"));
        QCOMPARE(notationName(Notation::NonetLink), std::string_view("Nonet link"));
        QCOMPARE(notationName(Notation::Candidates729), std::string_view("729-character candidate string"));
    }
};

QTEST_APPLESS_MAIN(TestNotation)
#include "test_notation.moc"
