// resources/puzzles/bundled.txt (its path comes from CMake as NONET_BUNDLED_PUZZLES), line
// by line: "<level key> <givens> <solution>", the givens a valid puzzle with exactly that
// solution, clues symmetric under a 180-degree turn, graded at exactly the level the line
// names; 30 puzzles per level, none twice, not even in disguise (canonical form).

#include "core/canonical_form.h"
#include "core/generator/symmetry.h"
#include "core/grader/grader.h"
#include "core/notation/parser.h"
#include "core/solver/solve.h"

#include <QTest>

#include <array>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

using namespace nonet;

namespace {

constexpr int kPerLevel = 30;

struct Line {
    int number = 0;
    std::string text;
};

std::vector<Line> puzzleLines()
{
    std::ifstream in(NONET_BUNDLED_PUZZLES);
    std::vector<Line> lines;
    std::string text;
    for (int number = 1; std::getline(in, text); ++number)
        if (!text.empty() && text.front() != '#') lines.push_back({number, text});
    return lines;
}

} // namespace

class TestBundledPuzzles : public QObject {
    Q_OBJECT
private slots:
    void fileHasAHeaderSayingHowItWasMade()
    {
        std::ifstream in(NONET_BUNDLED_PUZZLES);
        QVERIFY(in);
        std::string first;
        std::getline(in, first);
        QVERIFY(first.starts_with("# "));
        std::stringstream rest;
        rest << in.rdbuf();
        QVERIFY(rest.str().find("packaging/make-bundled-puzzles.sh") != std::string::npos);
    }

    void everyLineIsSound()
    {
        const std::vector<Line> lines = puzzleLines();
        std::array<int, kLevelCount> perLevel{};
        std::set<CanonicalForm> seen;
        for (const Line& line : lines) {
            const QByteArray where = "line " + QByteArray::number(line.number) + ": " + QByteArray::fromStdString(line.text);
            std::istringstream fields(line.text);
            std::string key;
            std::string givensText;
            std::string solutionText;
            std::string extra;
            QVERIFY2(fields >> key >> givensText >> solutionText && !(fields >> extra), where.constData());

            const auto level = parseLevel(key);
            QVERIFY2(level && levelKey(*level) == key, where.constData());
            ++perLevel[static_cast<std::size_t>(*level)];

            const ParseResult givens = parsePuzzleLine(givensText);
            const ParseResult solution = parsePuzzleLine(solutionText);
            QVERIFY2(givens && solution, where.constData());
            QVERIFY2(givensText.size() == 81 && solutionText.size() == 81, where.constData());
            const Grid& puzzle = givens.puzzle().givens;
            QVERIFY2(solution.puzzle().givens.isSolved(), where.constData());

            const SolveResult solved = solve(puzzle, 2);
            QVERIFY2(solved.count == 1, where.constData());
            QVERIFY2(*solved.solution == solution.puzzle().givens, where.constData());
            for (int cell = 0; cell < kCellCount; ++cell)
                QVERIFY2(puzzle.at(cell) == 0 || puzzle.at(cell) == solved.solution->at(cell), where.constData());

            QVERIFY2(hasSymmetry(puzzle, Symmetry::Rotate180), where.constData());

            const GradeResult grade = nonet::grade(puzzle);
            QVERIFY2(grade.solved, where.constData());
            QVERIFY2(grade.level == *level, (where + " is graded " + QByteArray(levelKey(grade.level).data(), qsizetype(levelKey(grade.level).size()))).constData());

            QVERIFY2(seen.insert(canonicalForm(puzzle)).second, (where + " repeats an earlier puzzle").constData());
        }
        for (const Level level : kAllLevels)
            QVERIFY2(perLevel[static_cast<std::size_t>(level)] == kPerLevel,
                     qPrintable(QStringLiteral("%1 puzzles of level %2, not %3")
                                    .arg(perLevel[static_cast<std::size_t>(level)])
                                    .arg(QString::fromUtf8(levelKey(level).data(), qsizetype(levelKey(level).size())))
                                    .arg(kPerLevel)));
        QCOMPARE(lines.size(), std::size_t(kPerLevel * kLevelCount));
    }
};

QTEST_APPLESS_MAIN(TestBundledPuzzles)
#include "test_bundled_puzzles.moc"
