// Runs the built nonet-cli (its path comes from CMake as NONET_CLI_PATH) on small inputs
// and checks what it prints and its exit status.

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <string>

namespace {

constexpr const char* kExample = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr const char* kExampleSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
// Consistent givens, yet the empty cell of row 0 can take no digit.
constexpr const char* kUnsolvable = "12345678.........9...............................................................";
const QByteArray kEmpty(81, '.');
static_assert(std::char_traits<char>::length(kExample) == 81);
static_assert(std::char_traits<char>::length(kUnsolvable) == 81);

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList& arguments, const QByteArray& input = {})
{
    QProcess process;
    process.start(QStringLiteral(NONET_CLI_PATH), arguments);
    if (!process.waitForStarted()) qFatal("cannot start %s", NONET_CLI_PATH);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000)) qFatal("nonet-cli did not finish");
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QByteArray lines(const QList<QByteArray>& items)
{
    QByteArray text;
    for (const auto& item : items) text += item + '\n';
    return text;
}

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
        }
    }

    void verbHelp_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("usage");
        QTest::newRow("solve --help") << QStringList{"solve", "--help"} << QByteArray("Usage: nonet-cli solve [FILE...]");
        QTest::newRow("solve -h") << QStringList{"solve", "-h"} << QByteArray("Usage: nonet-cli solve [FILE...]");
        QTest::newRow("count --help") << QStringList{"count", "--help"} << QByteArray("Usage: nonet-cli count [--limit N] [FILE...]");
        QTest::newRow("help count") << QStringList{"help", "count"} << QByteArray("Usage: nonet-cli count [--limit N] [FILE...]");
    }

    void verbHelp()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, usage);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(usage));
        QVERIFY(run.out.contains("Exit status"));
    }

    void badCommandLines_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("nothing") << QStringList{};
        QTest::newRow("unknown verb") << QStringList{"frobnicate"};
        QTest::newRow("help for an unknown verb") << QStringList{"help", "frobnicate"};
        QTest::newRow("unknown option") << QStringList{"solve", "--fast"};
        QTest::newRow("limit without value") << QStringList{"count", "--limit"};
        QTest::newRow("limit zero") << QStringList{"count", "--limit", "0"};
        QTest::newRow("limit not a number") << QStringList{"count", "--limit=many"};
    }

    void badCommandLines()
    {
        QFETCH(QStringList, arguments);
        const Run run = runCli(arguments, kExample);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!run.err.isEmpty());
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
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
