// Runs the built nonet-cli (its path comes from CMake as NONET_CLI_PATH) on small inputs
// and checks what it prints and its exit status.

#include "tests/bad_input_catalogue.h"
#include "tests/program_run.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "core/daily/result_line.h"
#include "core/notation/formatter.h"
#include "core/notation/parser.h"
#include "core/notation/shape_notation.h"
#include "core/notation/variant_link.h"

#include <QDate>

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSet>

#include <optional>
#include <string>

using namespace nonet;

namespace {

constexpr const char* kExample = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr const char* kExampleSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
// Consistent givens, yet the empty cell of row 0 can take no digit.
constexpr const char* kUnsolvable = "12345678.........9...............................................................";
const QByteArray kEmpty(81, '.');
static_assert(std::char_traits<char>::length(kExample) == 81);
static_assert(std::char_traits<char>::length(kUnsolvable) == 81);

using Run = nonet::testing::ProgramRun;

Run runCli(const QStringList& arguments, const QByteArray& input = {})
{
    return nonet::testing::runProgram(QStringLiteral(NONET_CLI_PATH), arguments, {input, {}});
}

QByteArray lines(const QList<QByteArray>& items)
{
    QByteArray text;
    for (const auto& item : items) text += item + '\n';
    return text;
}

// The fields of a rated line: puzzle, level, score, hardest, counts, SE-scale estimate.
struct Rating {
    QByteArray puzzle;
    QByteArray level;
    int score = -1;
    QByteArray hardest;
    QList<QPair<QByteArray, int>> counts;
    int seTenths = -1; // "7.2" -> 72
};

// Checks the shape of one `rate` line; nothing when it is not one.
std::optional<Rating> parseRating(const QByteArray& line)
{
    static const QByteArrayList kLevels{"very-easy", "easy", "medium", "tough", "very-tough", "extreme"};
    const QByteArrayList fields = line.split('\t');
    if (fields.size() != 6) return std::nullopt;
    Rating rating;
    rating.puzzle = fields[0];
    rating.level = fields[1];
    bool ok = false;
    rating.score = fields[2].toInt(&ok);
    rating.hardest = fields[3];
    if (rating.puzzle.size() != 81 || !kLevels.contains(rating.level) || !ok || rating.score <= 0) return std::nullopt;
    static const QRegularExpression kKey("^[a-z0-9-]+$");
    if (!kKey.match(QString::fromLatin1(rating.hardest)).hasMatch()) return std::nullopt;
    bool hardestCounted = false;
    for (const QByteArray& item : fields[4].split(',')) {
        const QByteArrayList pair = item.split('=');
        if (pair.size() != 2 || !kKey.match(QString::fromLatin1(pair[0])).hasMatch()) return std::nullopt;
        const int steps = pair[1].toInt(&ok);
        if (!ok || steps <= 0) return std::nullopt;
        rating.counts.append({pair[0], steps});
        hardestCounted = hardestCounted || pair[0] == rating.hardest;
    }
    if (!hardestCounted) return std::nullopt;
    // One decimal on Sukaku Explainer's scale, 1.0 .. 11.9.
    static const QRegularExpression kSe("^(\\d{1,2})\\.(\\d)$");
    const QRegularExpressionMatch se = kSe.match(QString::fromLatin1(fields[5]));
    if (!se.hasMatch()) return std::nullopt;
    rating.seTenths = se.captured(1).toInt() * 10 + se.captured(2).toInt();
    if (rating.seTenths < 10 || rating.seTenths > 119) return std::nullopt;
    return rating;
}

// Whether the blanks of an 81-cell line follow the symmetry: cell (r, c) maps to `image`.
bool blanksSymmetric(const QByteArray& puzzle, int (*image)(int row, int column))
{
    for (int cell = 0; cell < 81; ++cell)
        if ((puzzle[cell] == '.') != (puzzle[image(cell / 9, cell % 9)] == '.')) return false;
    return true;
}

int rotate180(int row, int column) { return (8 - row) * 9 + (8 - column); }
int mirrorLeftRight(int row, int column) { return row * 9 + (8 - column); }

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void programHelp()
    {
        for (const auto& flag : {QStringLiteral("--help"), QStringLiteral("-h"), QStringLiteral("help")}) {
            const Run run = runCli({flag});
            QCOMPARE(run.exitCode, 0);
            QVERIFY(run.out.startsWith("Usage: nonet-cli"));
            QVERIFY(run.out.contains("\n  solve "));
            QVERIFY(run.out.contains("\n  count "));
            QVERIFY(run.out.contains("\n  rate "));
            QVERIFY(run.out.contains("\n  explain "));
            QVERIFY(run.out.contains("\n  generate "));
            QVERIFY(run.out.contains("\n  daily "));
            QVERIFY(run.out.contains("\n  booklet "));
        }
    }

    void verbHelp_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("usage");
        QTest::newRow("solve --help") << QStringList{"solve", "--help"} << QByteArray("Usage: nonet-cli solve [--variant V] [FILE...]");
        QTest::newRow("solve -h") << QStringList{"solve", "-h"} << QByteArray("Usage: nonet-cli solve [--variant V] [FILE...]");
        QTest::newRow("count --help") << QStringList{"count", "--help"} << QByteArray("Usage: nonet-cli count [--limit N] [--variant V] [FILE...]");
        QTest::newRow("help count") << QStringList{"help", "count"} << QByteArray("Usage: nonet-cli count [--limit N] [--variant V] [FILE...]");
        QTest::newRow("rate --help") << QStringList{"rate", "--help"} << QByteArray("Usage: nonet-cli rate [--variant V] [FILE...]");
        QTest::newRow("explain --help") << QStringList{"explain", "--help"} << QByteArray("Usage: nonet-cli explain [--variant V] [PUZZLE...]");
        QTest::newRow("generate --help")
            << QStringList{"generate", "--help"}
            << QByteArray("Usage: nonet-cli generate (--level L | --technique T) [--variant V] [--count N] [--seed S] [--symmetry SYM] [--jobs J]");
        QTest::newRow("daily --help") << QStringList{"daily", "--help"} << QByteArray("Usage: nonet-cli daily [--date YYYY-MM-DD]");
        // Answered by nonet-cli itself, without starting the drawing program.
        QTest::newRow("booklet --help")
            << QStringList{"booklet", "--help"} << QByteArray("Usage: nonet-cli booklet --level L --count N --output FILE.pdf");
        QTest::newRow("help booklet")
            << QStringList{"help", "booklet"} << QByteArray("Usage: nonet-cli booklet --level L --count N --output FILE.pdf");
    }

    void verbHelp()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, usage);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(usage));
        QVERIFY(run.out.contains("Exit status"));
        if (usage.contains("[--variant V]")) QVERIFY(run.out.contains("--variant V  the kind of puzzle on every line"));
    }

    // Every row of the bad input catalogue's command lines: exit 2, the message on standard
    // error, nothing on standard output.
    void badCommandLines_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        for (const auto& row : testing::badCommandLines()) QTest::newRow(row.name) << row.arguments << row.messageFragment;
    }

    void badCommandLines()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runCli(arguments, kExample);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    void solve_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("unique") << lines({kExample}) << lines({kExampleSolution}) << 0;
        QTest::newRow("unique, zeros for blanks")
            << lines({QByteArray(kExample).replace('.', '0')}) << lines({kExampleSolution}) << 0;
        QTest::newRow("unique, with id and rating fields")
            << lines({QByteArray("p1 ") + kExample + " 1.2"}) << lines({kExampleSolution}) << 0;
        QTest::newRow("unique, CRLF") << QByteArray(kExample) + "\r\n" << lines({kExampleSolution}) << 0;
        QTest::newRow("unique, no final line break") << QByteArray(kExample) << lines({kExampleSolution}) << 0;
        QTest::newRow("solved already") << lines({kExampleSolution}) << lines({kExampleSolution}) << 0;
        QTest::newRow("multiple") << lines({kEmpty}) << lines({"multiple"}) << 1;
        QTest::newRow("unsolvable") << lines({kUnsolvable}) << lines({"unsolvable"}) << 1;
        QTest::newRow("two of a kind in a row is an error")
            << lines({QByteArray("55") + QByteArray(79, '.')}) << QByteArray("error") << 1;
        QTest::newRow("too short") << lines({"123"}) << QByteArray("error") << 1;
        QTest::newRow("letters") << lines({QByteArray(80, '.') + "a"}) << QByteArray("error") << 1;
        QTest::newRow("empty line") << lines({""}) << QByteArray("error") << 1;
        QTest::newRow("mixed, in order")
            << lines({kExample, kEmpty, kUnsolvable, kExample})
            << lines({kExampleSolution, "multiple", "unsolvable", kExampleSolution}) << 1;
        QTest::newRow("no input") << QByteArray() << QByteArray() << 0;
    }

    void solve()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        QFETCH(int, exitCode);
        const Run run = runCli({"solve"}, input);
        QCOMPARE(run.exitCode, exitCode);
        if (expected == "error") {
            // One line that says what is wrong.
            QVERIFY2(run.out.startsWith("error: ") && run.out.count('\n') == 1, run.out.constData());
            QVERIFY(run.out.size() > 12);
        } else {
            QCOMPARE(run.out, expected);
        }
    }

    void count_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        QTest::addColumn<int>("exitCode");
        const QByteArray mixed = lines({kExample, kEmpty, kUnsolvable});
        QTest::newRow("default limit 2") << QStringList{"count"} << mixed << lines({"1", "2", "0"}) << 0;
        QTest::newRow("limit 1") << QStringList{"count", "--limit", "1"} << mixed << lines({"1", "1", "0"}) << 0;
        QTest::newRow("limit=5") << QStringList{"count", "--limit=5"} << mixed << lines({"1", "5", "0"}) << 0;
        QTest::newRow("last limit wins") << QStringList{"count", "--limit=5", "--limit", "3"} << mixed << lines({"1", "3", "0"}) << 0;
        QTest::newRow("error line") << QStringList{"count"} << lines({kExample, "x"}) << QByteArray("1\nerror: ") << 1;
    }

    void count()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        QFETCH(int, exitCode);
        const Run run = runCli(arguments, input);
        QCOMPARE(run.exitCode, exitCode);
        if (expected.endsWith("error: "))
            QVERIFY2(run.out.startsWith(expected) && run.out.count('\n') == 2, run.out.constData());
        else
            QCOMPARE(run.out, expected);
    }

    // Files are read in the order given; "-" is standard input; an unreadable file is
    // reported and the others are still read.
    void files()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString a = dir.filePath("a.txt");
        const QString b = dir.filePath("b.txt");
        QFile fa(a);
        QVERIFY(fa.open(QIODevice::WriteOnly));
        fa.write(lines({kExample, kEmpty}));
        fa.close();
        QFile fb(b);
        QVERIFY(fb.open(QIODevice::WriteOnly));
        fb.write(lines({kUnsolvable}));
        fb.close();

        Run run = runCli({"solve", a, "-", b}, lines({kExample}));
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, lines({kExampleSolution, "multiple", kExampleSolution, "unsolvable"}));

        run = runCli({"count", b, dir.filePath("missing.txt"), a});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("missing.txt"));
        QCOMPARE(run.out, lines({"0", "1", "2"}));

        QFile fc(dir.filePath("c.txt"));
        QVERIFY(fc.open(QIODevice::WriteOnly));
        fc.write(lines({kExample, kExample}));
        fc.close();
        run = runCli({"solve", "--", fc.fileName()});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, lines({kExampleSolution, kExampleSolution}));
    }

    // Many lines in, as many lines out, in order.
    void manyLines()
    {
        QByteArray input;
        QByteArray expected;
        for (int i = 0; i < 3000; ++i) {
            input += (i % 3 == 0 ? QByteArray(kExample) : i % 3 == 1 ? kEmpty : QByteArray(kUnsolvable)) + '\n';
            expected += (i % 3 == 0 ? QByteArray(kExampleSolution) : i % 3 == 1 ? QByteArray("multiple") : QByteArray("unsolvable")) + '\n';
        }
        const Run run = runCli({"solve"}, input);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, expected);
    }

    // The example needs singles only: every step places a digit, one per blank.
    void rateExample()
    {
        const Run run = runCli({"rate"}, lines({QByteArray("id-1 ") + kExample}));
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        QVERIFY(run.out.endsWith('\n') && run.out.count('\n') == 1);
        const auto rating = parseRating(run.out.chopped(1));
        QVERIFY2(rating, run.out.constData());
        QCOMPARE(rating->puzzle, QByteArray(kExample));
        QVERIFY(rating->level == "very-easy" || rating->level == "easy");
        int steps = 0;
        for (const auto& [key, count] : rating->counts) steps += count;
        QCOMPARE(steps, int(QByteArray(kExample).count('.')));
        QCOMPARE(rating->counts.front().first, QByteArray("full-house"));
        // Full houses and hidden singles only: 1.0, 1.2 (box) or 1.5 (row or column).
        QVERIFY2(rating->seTenths <= 15, run.out.constData());
    }

    void rateLinesThatAreNotRated()
    {
        const QByteArray unsolvable(kUnsolvable);
        const Run run = runCli({"rate"}, lines({kEmpty, kUnsolvable, "x", kExample}));
        QCOMPARE(run.exitCode, 1);
        const QByteArrayList out = run.out.split('\n');
        QCOMPARE(out.size(), 5);
        QCOMPARE(out[0], kEmpty + "\tmultiple");
        QCOMPARE(out[1], unsolvable + "\tunsolvable");
        QVERIFY(out[2].startsWith("error: "));
        QVERIFY(parseRating(out[3]));
        QVERIFY(out[4].isEmpty());
    }

    // explain's header agrees with rate, and there is one numbered line per step.
    void explainAgreesWithRate_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("input");
        QStringList rows;
        for (int row = 0; row < 9; ++row) rows << QString::fromLatin1(QByteArray(kExample).mid(row * 9, 9));
        QTest::newRow("argument") << QStringList{"explain", kExample} << QByteArray();
        QTest::newRow("nine rows as arguments") << (QStringList{"explain"} + rows) << QByteArray();
        QTest::newRow("standard input") << QStringList{"explain"} << lines({kExample});
        QTest::newRow("dash") << QStringList{"explain", "-"} << lines({kExample});
    }

    void explainAgreesWithRate()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, input);
        const Run rated = runCli({"rate"}, lines({kExample}));
        const auto rating = parseRating(rated.out.chopped(1));
        QVERIFY(rating);
        const Run run = runCli(arguments, input);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        QByteArrayList out = run.out.split('\n');
        QVERIFY(out.takeLast().isEmpty());
        const QByteArray levelName = rating->level == "very-easy" ? "Very easy" : "Easy";
        QCOMPARE(out.front(), "Level: " + levelName + ", score " + QByteArray::number(rating->score) + ", hardest: " +
                                  (rating->hardest == "full-house" ? "Full house" : rating->hardest == "hidden-single-box" ? "Hidden single (box)"
                                   : rating->hardest == "hidden-single-line" ? "Hidden single (row or column)" : "Naked single"));
        int steps = 0;
        for (const auto& [key, count] : rating->counts) steps += count;
        QCOMPARE(out.size(), steps + 1);
        // The example needs only full houses and hidden singles (see rateExample).
        static const QRegularExpression kStep("^\\d+\\. (Full house|Hidden single \\((box|row or column)\\)): [1-9] in (row|column|box) [1-9] \\x{2192} r[1-9]c[1-9]$");
        for (int i = 1; i < out.size(); ++i) {
            const QString line = QString::fromUtf8(out[i]);
            QVERIFY2(line.startsWith(QString::number(i) + ". "), qPrintable(line));
            QVERIFY2(kStep.match(line).hasMatch(), qPrintable(line));
        }
    }

    void explainRefuses_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("several solutions") << QStringList{"explain", kEmpty} << QByteArray();
        QTest::newRow("no solution") << QStringList{"explain", kUnsolvable} << QByteArray();
        QTest::newRow("not a puzzle") << QStringList{"explain", "12345"} << QByteArray();
        QTest::newRow("nothing on standard input") << QStringList{"explain"} << QByteArray();
    }

    void explainRefuses()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, input);
        const Run run = runCli(arguments, input);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY(run.err.startsWith("nonet-cli explain: "));
    }

    // Every line a puzzle that rate grades at exactly the requested level, unique (rate
    // rates only those), with the requested symmetry.
    void generateGivesTheLevel_data()
    {
        QTest::addColumn<QByteArray>("level");
        QTest::addColumn<QByteArray>("symmetry");
        QTest::newRow("very-easy") << QByteArray("very-easy") << QByteArray();
        QTest::newRow("easy, vertical") << QByteArray("easy") << QByteArray("vertical");
        QTest::newRow("medium") << QByteArray("medium") << QByteArray();
        QTest::newRow("Tough (name)") << QByteArray("Tough") << QByteArray();
        QTest::newRow("very-tough") << QByteArray("very-tough") << QByteArray();
        QTest::newRow("extreme") << QByteArray("extreme") << QByteArray();
    }

    void generateGivesTheLevel()
    {
        QFETCH(QByteArray, level);
        QFETCH(QByteArray, symmetry);
        QStringList arguments{"generate", "--level", QString::fromLatin1(level), "--count", "4", "--seed", "11"};
        if (!symmetry.isEmpty()) arguments << "--symmetry" << QString::fromLatin1(symmetry);
        const Run generated = runCli(arguments);
        QCOMPARE(generated.exitCode, 0);
        QVERIFY(generated.err.isEmpty());
        QCOMPARE(generated.out.count('\n'), 4);
        const Run rated = runCli({"rate"}, generated.out);
        QCOMPARE(rated.exitCode, 0);
        QByteArrayList out = rated.out.split('\n');
        QVERIFY(out.takeLast().isEmpty());
        const QByteArrayList puzzles = generated.out.split('\n');
        for (int i = 0; i < out.size(); ++i) {
            const auto rating = parseRating(out[i]);
            QVERIFY2(rating, out[i].constData());
            QCOMPARE(rating->puzzle, puzzles[i]);
            QCOMPARE(rating->level, level.toLower());
            QVERIFY(symmetry.isEmpty() ? blanksSymmetric(rating->puzzle, rotate180) : blanksSymmetric(rating->puzzle, mirrorLeftRight));
        }
    }

    // The same seed gives the same lines, however many jobs share the work; another seed
    // gives others; without a seed the one taken is named so that the run can be repeated.
    void generateIsReproducible()
    {
        const QStringList base{"generate", "--level", "medium", "--count", "6"};
        const Run first = runCli(base + QStringList{"--seed", "20261129"});
        const Run again = runCli(base + QStringList{"--seed=20261129"});
        const Run parallel = runCli(base + QStringList{"--seed", "20261129", "--jobs", "3"});
        const Run other = runCli(base + QStringList{"--seed", "20261130"});
        for (const Run* run : {&first, &again, &parallel, &other}) {
            QCOMPARE(run->exitCode, 0);
            QCOMPARE(run->out.count('\n'), 6);
        }
        QCOMPARE(again.out, first.out);
        QCOMPARE(parallel.out, first.out);
        QVERIFY(other.out != first.out);
        const QByteArrayList firstLines = first.out.split('\n');
        QCOMPARE(QSet<QByteArray>(firstLines.begin(), firstLines.end()).size(), 7); // 6 puzzles and the "" after the last

        const Run unseeded = runCli({"generate", "--level", "easy"});
        QCOMPARE(unseeded.exitCode, 0);
        const QRegularExpressionMatch seed = QRegularExpression("^nonet-cli generate: --seed (\\d+)\n$").match(QString::fromLatin1(unseeded.err));
        QVERIFY2(seed.hasMatch(), unseeded.err.constData());
        const Run repeated = runCli({"generate", "--level", "easy", "--seed", seed.captured(1)});
        QCOMPARE(repeated.out, unseeded.out);
    }

    // Every verb with --variant: generated lines rate at the level asked, solve to one
    // solution that keeps the givens (Jigsaw: and the layout; Killer: and the cages), count
    // 1 and explain. cells -1: a Killer line, its length the cages' (its last 81 the cells).
    void variants_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("cells");
        for (const auto& [v, cells] : std::vector<std::pair<const char*, int>>{
                 {"4x4", 16}, {"6x6", 36}, {"16x16", 256}, {"x", 3 + 81}, {"windoku", 9 + 81}, {"jigsaw", 81 + 1 + 81}, {"killer", -1}})
            QTest::newRow(v) << QString(v) << cells;
    }
    void variants()
    {
        QFETCH(QString, variant);
        QFETCH(int, cells);
        const bool killer = cells < 0;
        // The cages of a Killer line, and its cells.
        const auto cagesOf = [](const QByteArray& line) { return line.left(line.lastIndexOf(' ')); };
        const auto cellsOf = [killer](const QByteArray& line) { return killer ? line.mid(line.lastIndexOf(' ') + 1) : line; };
        const QStringList option{"--variant", variant};
        const Run generated = runCli(QStringList{"generate", "--level", "easy", "--count", "3", "--seed", "5"} + option);
        QCOMPARE(generated.exitCode, 0);
        QByteArrayList puzzles = generated.out.split('\n');
        QVERIFY(puzzles.takeLast().isEmpty());
        QCOMPARE(puzzles.size(), 3);
        for (const QByteArray& p : puzzles) {
            if (!killer) QCOMPARE(p.size(), cells);
            else QVERIFY(QRegularExpression(QStringLiteral("^[0-9A-Za-z]{81} [0-9]+(,[0-9]+)* [.1-9]{81}$")).match(QString::fromLatin1(p)).hasMatch());
        }

        const Run rated = runCli(QStringList{"rate"} + option, generated.out);
        QCOMPARE(rated.exitCode, 0);
        const Run solved = runCli(QStringList{"solve"} + option, generated.out);
        QCOMPARE(solved.exitCode, 0);
        const Run counted = runCli(QStringList{"count"} + option, generated.out);
        QCOMPARE(counted.out, QByteArray("1\n1\n1\n"));
        // X-Sudoku and Windoku lines name their variant ("x: ..."): read as it without
        // --variant too, and refused as another.
        if (variant == QLatin1String("x") || variant == QLatin1String("windoku")) {
            QVERIFY(puzzles.front().startsWith(variant.toLatin1() + ": "));
            QCOMPARE(runCli({"count"}, generated.out).out, QByteArray("1\n1\n1\n"));
            const Run other = runCli({"count", "--variant", variant == QLatin1String("x") ? "windoku" : "x"}, puzzles.front() + '\n');
            QVERIFY2(other.out.startsWith("error: the text is of "), other.out.constData());
        }
        QByteArrayList ratings = rated.out.split('\n');
        QByteArrayList solutions = solved.out.split('\n');
        for (int i = 0; i < 3; ++i) {
            const QByteArrayList fields = ratings[i].split('\t');
            QCOMPARE(fields.size(), 6);
            QCOMPARE(fields[5], QByteArray("-")); // the expert scale is the classic grid's
            QCOMPARE(fields[0], puzzles[i]);
            QCOMPARE(fields[1], QByteArray("easy"));
            const QByteArray solution = cellsOf(solutions[i]);
            const QByteArray givens = cellsOf(puzzles[i]);
            if (killer) QCOMPARE(cagesOf(solutions[i]), cagesOf(puzzles[i]));
            QCOMPARE(solution.size(), givens.size());
            QVERIFY(!solution.contains('.'));
            for (int c = 0; c < givens.size(); ++c)
                if (givens[c] != '.') QCOMPARE(solution[c], givens[c]);
        }
        const Run explained = runCli(QStringList{"explain"} + option + QStringList{QString::fromLatin1(puzzles[0])});
        QCOMPARE(explained.exitCode, 0);
        QVERIFY2(explained.out.startsWith("Level: Easy, score " + ratings[0].split('\t')[2] + ","), explained.out.constData());
        QVERIFY(explained.out.contains("\n1. "));
    }

    // Solo's game IDs of every kind, with and without --variant: each read as its own
    // variant; with --variant naming another, an error line.
    void soloGameIds()
    {
        QByteArray lines;
        for (const auto& sample : nonet::testing::soloSamples()) lines += QByteArray(sample.id) + '\n';
        const int n = static_cast<int>(nonet::testing::soloSamples().size());
        const Run counted = runCli({"count"}, lines);
        QCOMPARE(counted.exitCode, 0);
        QCOMPARE(counted.out, QByteArray("1\n").repeated(n));
        const Run solved = runCli({"solve"}, lines);
        QCOMPARE(solved.exitCode, 0);
        const Run rated = runCli({"rate"}, lines);
        QCOMPARE(rated.exitCode, 0);
        QCOMPARE(rated.out.count('\n'), n);
        for (const auto& sample : nonet::testing::soloSamples()) {
            const QString key = QString::fromLatin1(nonet::variantKey(sample.variant).data());
            const Run same = runCli({"count", "--variant", key}, QByteArray(sample.id) + '\n');
            QCOMPARE(same.out, QByteArray("1\n"));
            const Run explained = runCli({"explain", QString::fromLatin1(sample.id)});
            QCOMPARE(explained.exitCode, 0);
            QVERIFY(explained.out.startsWith("Level: "));
        }
        const Run other = runCli({"count", "--variant", "jigsaw"}, QByteArray(nonet::testing::soloSamples()[5].id) + '\n');
        QCOMPARE(other.exitCode, 1);
        QVERIFY2(other.out.startsWith("error: the Solo game ID is of a killer puzzle, not jigsaw (--variant)"), other.out.constData());
    }

    // Nonet's own links of every shape, with their v= (none for classic), in every verb that
    // reads puzzles: each read as its own variant; with --variant naming another, an error
    // line; a link's progress is no part of the puzzle.
    void nonetLinks()
    {
        QByteArray lines;
        QByteArray solutions;
        for (const Variant variant : kAllVariants) {
            const GamePuzzle puzzle = nonet::testing::sampleVariantPuzzle(variant);
            const std::string link = variant == Variant::Classic ? formatNonetLink(puzzle.givens.toClassic())
                                                                 : formatVariantLink(puzzle.givens);
            lines += QByteArray::fromStdString(link) + '\n';
            solutions += QByteArray::fromStdString(formatShapePuzzle(puzzle.solution)) + '\n';
        }
        const int n = static_cast<int>(kAllVariants.size());
        const Run counted = runCli({"count"}, lines);
        QCOMPARE(counted.exitCode, 0);
        QCOMPARE(counted.out, QByteArray("1\n").repeated(n));
        const Run solved = runCli({"solve"}, lines);
        QCOMPARE(solved.exitCode, 0);
        QCOMPARE(solved.out, solutions);
        const Run rated = runCli({"rate"}, lines);
        QCOMPARE(rated.exitCode, 0);
        QCOMPARE(rated.out.count('\n'), n);
        for (const QByteArray& line : lines.split('\n')) {
            if (line.isEmpty()) continue;
            const Run explained = runCli({"explain", QString::fromLatin1(line)});
            QCOMPARE(explained.exitCode, 0);
            QVERIFY2(explained.out.startsWith("Level: "), explained.out.constData());
        }
        // A Jigsaw link is a Jigsaw: its layout is in the solution, not a classic reading.
        const QByteArray jigsaw = QByteArray::fromStdString(formatVariantLink(nonet::testing::sampleVariantPuzzle(Variant::Jigsaw).givens));
        const Run asJigsaw = runCli({"solve", "--variant", "jigsaw"}, jigsaw + '\n');
        QCOMPARE(asJigsaw.exitCode, 0);
        QCOMPARE(asJigsaw.out.count(' '), 1);
        const Run asClassic = runCli({"solve", "--variant", "classic"}, jigsaw + '\n');
        QCOMPARE(asClassic.exitCode, 1);
        QCOMPARE(asClassic.out, QByteArray("error: the link is of a jigsaw puzzle, not classic (--variant)\n"));
        const Run classicAsX = runCli({"count", "--variant", "x"}, lines.left(lines.indexOf('\n') + 1));
        QCOMPARE(classicAsX.out, QByteArray("error: the link is of a classic puzzle, not x (--variant)\n"));
        // With its progress, a link is still its puzzle.
        const GamePuzzle mini = nonet::testing::sampleVariantPuzzle(Variant::Mini4);
        ShapeGrid entries(mini.givens.shapePtr());
        for (int cell = 0; cell < entries.cellCount(); ++cell)
            if (mini.givens.at(cell) == 0) {
                entries.setAt(cell, mini.solution.at(cell));
                break;
            }
        const Run withProgress = runCli({"solve"}, QByteArray::fromStdString(formatVariantLink(mini.givens, &entries)) + '\n');
        QCOMPARE(withProgress.out, QByteArray::fromStdString(formatShapePuzzle(mini.solution)) + '\n');
    }

    // The catalogue's bad variant links in every verb: an error line each (explain: its
    // message and exit status 1), never a puzzle read some other way.
    void badVariantLinks_data()
    {
        QTest::addColumn<int>("row");
        const auto rows = nonet::testing::badVariantLinks();
        for (int i = 0; i < int(rows.size()); ++i) QTest::newRow(rows[static_cast<std::size_t>(i)].name) << i;
    }
    void badVariantLinks()
    {
        QFETCH(int, row);
        const auto bad = nonet::testing::badVariantLinks()[static_cast<std::size_t>(row)];
        for (const char* verb : {"solve", "count", "rate"}) {
            const Run run = runCli({QString::fromLatin1(verb)}, QByteArray::fromStdString(bad.text) + '\n');
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.out.startsWith("error: "), run.out.constData());
            QVERIFY2(run.out.contains(bad.messageFragment), run.out.constData());
            QCOMPARE(run.out.count('\n'), 1);
        }
        const Run explained = runCli({"explain", QString::fromStdString(bad.text)});
        QVERIFY(explained.exitCode != 0);
        QVERIFY2(explained.err.contains(bad.messageFragment), explained.err.constData());
        QVERIFY(explained.out.isEmpty());
    }

    void badSoloGameIds_data()
    {
        QTest::addColumn<int>("row");
        const auto rows = nonet::testing::badSoloGameIds();
        for (int i = 0; i < int(rows.size()); ++i) QTest::newRow(rows[static_cast<std::size_t>(i)].name) << i;
    }
    void badSoloGameIds()
    {
        QFETCH(int, row);
        const auto bad = nonet::testing::badSoloGameIds()[static_cast<std::size_t>(row)];
        const Run run = runCli({"solve"}, QByteArray::fromStdString(bad.text) + '\n');
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.startsWith("error: "), run.out.constData());
        QVERIFY2(run.out.contains(bad.messageFragment), run.out.constData());
        QCOMPARE(run.out.count('\n'), 1);
    }

    // The bad-input catalogue's variant lines, through the command line: one error line each.
    void badVariantLines_data()
    {
        QTest::addColumn<int>("row");
        const auto rows = nonet::testing::badVariantLines();
        for (int i = 0; i < int(rows.size()); ++i) QTest::newRow(rows[static_cast<std::size_t>(i)].name) << i;
    }
    void badVariantLines()
    {
        QFETCH(int, row);
        const auto bad = nonet::testing::badVariantLines()[static_cast<std::size_t>(row)];
        const Run run = runCli({"solve", "--variant", QString::fromLatin1(nonet::variantKey(bad.variant).data())},
                               QByteArray::fromStdString(bad.text) + '\n');
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.startsWith("error: "), run.out.constData());
        QVERIFY2(run.out.contains(bad.messageFragment), run.out.constData());
        QCOMPARE(run.out.count('\n'), 1);
    }

    // SIGTERM stops a long run promptly; what was written are whole lines.
    void generateIsCancellable()
    {
        QProcess process;
        process.start(QStringLiteral(NONET_CLI_PATH), {"generate", "--level", "extreme", "--count", "100000", "--seed", "5", "--jobs", "2"});
        QVERIFY(process.waitForStarted());
        QVERIFY(process.waitForReadyRead(30000));
        process.terminate();
        QElapsedTimer timer;
        timer.start();
        QVERIFY(process.waitForFinished(5000));
        qInfo("stopped %lld ms after SIGTERM", static_cast<long long>(timer.elapsed()));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 130);
        const QByteArray out = process.readAllStandardOutput();
        QVERIFY(out.endsWith('\n'));
        for (const QByteArray& line : out.trimmed().split('\n')) QCOMPARE(line.size(), 81);
        QVERIFY(process.readAllStandardError().contains("interrupted"));
    }
    // The daily puzzle: the same line in every run (this process and test_daily's held list
    // agree), for today as for a given date.
    void dailyIsTheSameEveryRun()
    {
        const QByteArray expected =
            "2026-12-06\textreme\t.9..4.........1...7..56.2.3..87..65.2..1.5..7.37..69..4.1.58..9...2.........1..7.\n";
        for (int i = 0; i < 2; ++i) {
            const Run run = runCli({"daily", "--date", "2026-12-06"});
            QCOMPARE(run.exitCode, 0);
            QVERIFY(run.err.isEmpty());
            QCOMPARE(run.out, expected);
        }
        QCOMPARE(runCli({"daily", "--date=2026-12-06"}).out, expected);

        const Run today = runCli({"daily"});
        QCOMPARE(today.exitCode, 0);
        const QByteArrayList fields = today.out.trimmed().split('\t');
        QCOMPARE(fields.size(), 3);
        const QDate date = QDate::fromString(QString::fromLatin1(fields[0]), Qt::ISODate);
        // The local date, or the next one when the test ran across midnight.
        QVERIFY2(date == QDate::currentDate() || date == QDate::currentDate().addDays(-1), fields[0].constData());
        QCOMPARE(runCli({"daily", "--date", QString::fromLatin1(fields[0])}).out, today.out);
        const Run rated = runCli({"rate"}, fields[2] + '\n');
        QCOMPARE(rated.out.split('\t').value(1), fields[1]);
    }

    // A result line made by the engine checks as genuine; the same line edited does not.
    void dailyCheck()
    {
        const DailyResult result{*CivilDate::fromYmd(2026, 12, 6), Level::Extreme, 25 * 60 + 7, false};
        const Grid givens = parsePuzzleLine(".9..4.........1...7..56.2.3..87..65.2..1.5..7.37..69..4.1.58..9...2.........1..7.").puzzle().givens;
        const QString line = QString::fromStdString(formatResultLine(result, givens));
        Run run = runCli({"daily", "--check", "my result: " + line});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray("genuine\t2026-12-06\textreme\t25:07\tno hints\n"));
        run = runCli({"daily", "--check", QString(line).replace("25:07", "15:07")});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QByteArray("altered\t2026-12-06\textreme\t15:07\tno hints\n"));
        run = runCli({"daily", "--check", QString(line).replace("Extreme", "Easy")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.startsWith("wrong level\t"));
    }

    // Puzzles for a technique: rate names that technique as the hardest, the same seed gives
    // the same lines whatever the number of jobs.
    void generateForATechnique_data()
    {
        QTest::addColumn<QString>("technique");
        for (const char* key : {"pointing", "hidden-pair", "x-wing", "xy-wing", "unique-rectangle-1", "nice-loop"})
            QTest::newRow(key) << QString::fromLatin1(key);
    }
    void generateForATechnique()
    {
        QFETCH(QString, technique);
        const QStringList arguments{"generate", "--technique", technique, "--count", "2", "--seed", "17"};
        const Run generated = runCli(arguments);
        QCOMPARE(generated.exitCode, 0);
        QCOMPARE(generated.out.count('\n'), 2);
        QCOMPARE(runCli(arguments + QStringList{"--jobs", "2"}).out, generated.out);
        const Run rated = runCli({"rate"}, generated.out);
        QCOMPARE(rated.exitCode, 0);
        for (const QByteArray& line : rated.out.trimmed().split('\n')) QCOMPARE(line.split('\t').value(3), technique.toLatin1());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
