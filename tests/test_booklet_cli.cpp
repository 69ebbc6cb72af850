// `nonet-cli booklet`, run as a user runs it: the PDF it writes holds the asked number of
// puzzle codes (found with pdftotext, as docs/command-line.md promises), each parsing to a puzzle
// with one solution graded at the asked level; layouts and paper sizes give the pages they
// should; every bad command line of the bad input catalogue is refused before any work,
// and a full disk leaves the file that was there untouched and nothing else.

#include "core/grader/grader.h"
#include "core/notation/parser.h"
#include "core/solver/solve.h"
#include "tests/bad_input_catalogue.h"
#include "tests/program_run.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

#include <csignal>

namespace {

using nonet::testing::ProgramRun;
using nonet::testing::requiredTool;

ProgramRun cli(const QStringList& arguments, const std::function<void()>& inChild = {})
{
    return nonet::testing::runProgram(QStringLiteral(NONET_CLI_PATH), arguments, {{}, inChild});
}

QStringList codesIn(const QString& pdf) { return nonet::testing::classicCodesIn(nonet::testing::pdfText(pdf)); }

QString pdfInfo(const QString& pdf, const QString& field)
{
    const ProgramRun info = nonet::testing::runProgram(requiredTool("pdfinfo"), {pdf});
    const QRegularExpression line(QStringLiteral("^%1:\\s*(.*)$").arg(field), QRegularExpression::MultilineOption);
    return line.match(QString::fromUtf8(info.out)).captured(1).trimmed();
}

} // namespace

class TestBookletCli : public QObject {
    Q_OBJECT
private slots:
    void holdsTheCodesAtTheLevel()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("booklet.pdf"));
        const ProgramRun made = cli({"booklet", "--level", "medium", "--count", "7", "--per-page", "4", "--solutions", "--seed", "5",
                              "--output", pdf});
        QCOMPARE(made.exitCode, 0);
        QCOMPARE(made.out, QByteArray("wrote 7 puzzles on 3 pages to ") + pdf.toUtf8() + '\n');
        QVERIFY2(made.err.isEmpty(), made.err.constData());
        // Two pages of four puzzles, one page of answers.
        QCOMPARE(pdfInfo(pdf, QStringLiteral("Pages")), QStringLiteral("3"));

        const QStringList codes = codesIn(pdf);
        QCOMPARE(codes.size(), 7);
        QCOMPARE(QSet<QString>(codes.begin(), codes.end()).size(), 7);
        for (const QString& code : codes) {
            const auto parsed = nonet::parsePuzzle(code.toStdString());
            QVERIFY2(parsed.ok(), qPrintable(code));
            const nonet::Grid& givens = parsed.puzzle().givens;
            QCOMPARE(nonet::countSolutions(givens, 2), 1);
            QCOMPARE(nonet::grade(givens).level, nonet::Level::Medium);
        }
        // The same seed, the same puzzles as `generate` (pdftotext reads two columns of
        // puzzles in an order of its own).
        const ProgramRun generated = cli({"generate", "--level", "medium", "--count", "7", "--seed", "5"});
        QCOMPARE(generated.exitCode, 0);
        QStringList sorted = codes;
        sorted.sort();
        QStringList expected = QString::fromLatin1(generated.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        expected.sort();
        QCOMPARE(sorted, expected);
    }

    // Several levels, as the booklet dialog offers: the count spread evenly, the easier
    // first (one more of them when it does not divide), each level's puzzles those of
    // `generate` at that level with the same seed, the title naming them all.
    void severalLevelsShareTheCount()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("levels.pdf"));
        const ProgramRun made = cli({"booklet", "--level", "easy,very-easy", "--count", "3", "--per-page", "4", "--seed", "7",
                              "--output", pdf});
        QCOMPARE(made.exitCode, 0);
        QCOMPARE(made.out, QByteArray("wrote 3 puzzles on 1 page to ") + pdf.toUtf8() + '\n');
        QStringList codes = codesIn(pdf);
        QCOMPARE(codes.size(), 3);
        int veryEasy = 0;
        int easy = 0;
        for (const QString& code : codes) {
            const nonet::Level level = nonet::grade(nonet::parsePuzzle(code.toStdString()).puzzle().givens).level;
            veryEasy += level == nonet::Level::VeryEasy ? 1 : 0;
            easy += level == nonet::Level::Easy ? 1 : 0;
        }
        QCOMPARE(veryEasy, 2);
        QCOMPARE(easy, 1);
        QStringList expected = QString::fromLatin1(cli({"generate", "--level", "very-easy", "--count", "2", "--seed", "7"}).out)
                                   .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                               + QString::fromLatin1(cli({"generate", "--level", "easy", "--count", "1", "--seed", "7"}).out)
                                     .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        expected.sort();
        codes.sort();
        QCOMPARE(codes, expected);
        const QString text = nonet::testing::pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("Nonet \u00b7 Very easy, Easy")), qPrintable(text));
    }

    // A booklet of Killers: the puzzles of `generate --variant killer` with the same seed,
    // each under its board as cage labels, sums and cells, the title naming the variant.
    void killerBooklet()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("killer.pdf"));
        const ProgramRun made = cli({"booklet", "--variant", "killer", "--level", "easy", "--count", "2", "--per-page", "2", "--solutions",
                              "--seed", "4", "--output", pdf});
        QCOMPARE(made.exitCode, 0);
        QCOMPARE(made.out, QByteArray("wrote 2 puzzles on 2 pages to ") + pdf.toUtf8() + '\n');
        const ProgramRun generated = cli({"generate", "--variant", "killer", "--level", "easy", "--count", "2", "--seed", "4"});
        QCOMPARE(generated.exitCode, 0);
        const QString text = nonet::testing::pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("Nonet \u00b7 Killer \u00b7 Easy")), qPrintable(text));
        const QStringList lines = QString::fromLatin1(generated.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        for (const QString& line : lines) {
            const QStringList parts = line.split(QLatin1Char(' '));
            QCOMPARE(parts.size(), 3);
            // The 81 labels and the 81 cells whole; the sums maybe broken after a comma.
            QVERIFY2(text.contains(parts[0]), qPrintable(parts[0] + QStringLiteral("\n") + text));
            QVERIFY2(text.contains(parts[2]), qPrintable(parts[2] + QStringLiteral("\n") + text));
            QVERIFY2(QString(text).remove(QLatin1Char('\n')).contains(parts[1]), qPrintable(parts[1] + QStringLiteral("\n") + text));
        }
    }

    void layoutsAndPaper_data()
    {
        QTest::addColumn<QString>("perPage");
        QTest::addColumn<QString>("paper");
        QTest::addColumn<QString>("pages");
        QTest::addColumn<QString>("size");
        QTest::newRow("1 a page, A4") << "1" << "a4" << "5" << "595 x 842 pts (A4)";
        QTest::newRow("2 a page, Letter") << "2" << "letter" << "3" << "612 x 792 pts (letter)";
        QTest::newRow("6 a page, A4") << "6" << "a4" << "1" << "595 x 842 pts (A4)";
    }

    void layoutsAndPaper()
    {
        QFETCH(QString, perPage);
        QFETCH(QString, paper);
        QFETCH(QString, pages);
        QFETCH(QString, size);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("b.pdf"));
        const ProgramRun made = cli({"booklet", "--level", "very-easy", "--count", "5", "--per-page", perPage, "--paper", paper,
                              "--seed", "2", "--title", "Club night", "--output", pdf});
        QCOMPARE(made.exitCode, 0);
        QCOMPARE(pdfInfo(pdf, QStringLiteral("Pages")), pages);
        QCOMPARE(pdfInfo(pdf, QStringLiteral("Page size")), size);
        QCOMPARE(pdfInfo(pdf, QStringLiteral("Title")), QStringLiteral("Club night"));
        QCOMPARE(codesIn(pdf).size(), 5);
    }

    void badArgumentsAreRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("fragment");
        for (const auto& row : nonet::testing::badBookletArguments())
            QTest::newRow(row.name) << row.arguments << row.exitCode << row.messageFragment;
    }

    void badArgumentsAreRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, fragment);
        QTemporaryDir dir;
        for (QString& argument : arguments) argument.replace(QStringLiteral("{dir}"), dir.path());
        const ProgramRun refused = cli(QStringList{QStringLiteral("booklet")} + arguments);
        QCOMPARE(refused.exitCode, exitCode);
        QVERIFY2(refused.err.startsWith("nonet-cli booklet: "), refused.err.constData());
        QVERIFY2(QString::fromUtf8(refused.err).contains(fragment), refused.err.constData());
        QVERIFY(refused.out.isEmpty());
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
    }

    // The disk fills while the PDF is written: the booklet already under that name stays
    // as it was, and no temporary file is left beside it.
    void fullDiskLeavesNoHalfFile()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("booklet.pdf"));
        QFile old(pdf);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the booklet of last week");
        old.close();
        // In the child only: every write past 4 KB fails (EFBIG) instead of killing it.
        const ProgramRun full = cli({"booklet", "--level", "easy", "--count", "12", "--seed", "3", "--output", pdf}, [] {
            std::signal(SIGXFSZ, SIG_IGN);
            const rlimit limit{4096, 4096};
            setrlimit(RLIMIT_FSIZE, &limit);
        });
        QCOMPARE(full.exitCode, 1);
        QVERIFY2(full.err.contains("“booklet.pdf” could not be written ("), full.err.constData());
        QVERIFY(QFile::exists(pdf));
        QFile kept(pdf);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("the booklet of last week"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList{QStringLiteral("booklet.pdf")});
    }
};

QTEST_GUILESS_MAIN(TestBookletCli)
#include "test_booklet_cli.moc"
