// `nonet-cli scan`, run as a user runs it: pictures written to files (screenshots, a
// photo-like JPEG, and a page of `nonet-cli booklet` rendered by pdftoppm) give one line
// each of 81 cells, a tab and the cells to check; every bad picture of the bad input
// catalogue gives a line on standard error and exit status 1, without stopping the
// pictures after it; a bad command line gives exit status 2.

#include "tests/bad_input_catalogue.h"
#include "tests/pictures/sample_pictures.h"
#include "tests/program_run.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using nonet::testing::ProgramRun;
using nonet::testing::requiredTool;

ProgramRun cli(const QStringList& arguments) { return nonet::testing::runProgram(QStringLiteral(NONET_CLI_PATH), arguments); }

QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) qFatal("cannot write %s", qPrintable(name));
    return file.fileName();
}

QString lineOf(const nonet::Grid& grid)
{
    QString line;
    for (int cell = 0; cell < 81; ++cell) line += grid.at(cell) == 0 ? QLatin1Char('.') : QChar(QLatin1Char('0' + grid.at(cell)));
    return line;
}

} // namespace

class TestScanCli : public QObject {
    Q_OBJECT
private slots:
    void readsEachPictureToALine()
    {
        QTemporaryDir dir;
        QStringList files;
        QStringList expected;
        for (const auto& picture : nonet::testing::SamplePictures::screenshots(3)) {
            files << write(dir, picture.name + QStringLiteral(".png"), picture.file);
            expected << lineOf(picture.givens) + QStringLiteral("\t-");
        }
        const ProgramRun scanned = cli(QStringList{QStringLiteral("scan")} + files);
        QCOMPARE(scanned.exitCode, 0);
        QVERIFY2(scanned.err.isEmpty(), scanned.err.constData());
        QCOMPARE(QString::fromUtf8(scanned.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts), expected);
    }

    void aPhotoGivesItsCellsAndTheCellsToCheck()
    {
        QTemporaryDir dir;
        const auto photo = nonet::testing::SamplePictures::photos(1).front();
        const ProgramRun scanned = cli({QStringLiteral("scan"), write(dir, QStringLiteral("photo.jpg"), photo.file)});
        QCOMPARE(scanned.exitCode, 0);
        static const QRegularExpression line(QStringLiteral("^[.1-9]{81}\t(-|r[1-9]c[1-9](,r[1-9]c[1-9])*)\n$"));
        QVERIFY2(line.match(QString::fromUtf8(scanned.out)).hasMatch(), scanned.out.constData());
    }

    // A Jigsaw board: its layout, a space and its cells, as nonet-cli --variant jigsaw reads.
    void aJigsawGivesItsLayout()
    {
        QTemporaryDir dir;
        const auto jigsaw = nonet::testing::SamplePictures::jigsaws(1).front();
        QString layout;
        for (const std::uint8_t region : jigsaw.regions) layout += QChar(QLatin1Char('1' + region));
        const ProgramRun scanned = cli({QStringLiteral("scan"), write(dir, QStringLiteral("jigsaw.png"), jigsaw.file)});
        QCOMPARE(scanned.exitCode, 0);
        // The cells read right; a cell beside a thick line may still be asked to be checked.
        const QString out = QString::fromUtf8(scanned.out);
        QCOMPARE(out.section(QLatin1Char('\t'), 0, 0), layout + QLatin1Char(' ') + lineOf(jigsaw.givens));
        static const QRegularExpression toCheck(QStringLiteral("^(-|r[1-9]c[1-9](,r[1-9]c[1-9])*)\n$"));
        QVERIFY2(toCheck.match(out.section(QLatin1Char('\t'), 1)).hasMatch(), scanned.out.constData());
        // And the line is a puzzle nonet-cli solves as a Jigsaw.
        QProcess solve;
        solve.start(QStringLiteral(NONET_CLI_PATH), {QStringLiteral("solve"), QStringLiteral("--variant"), QStringLiteral("jigsaw")});
        QVERIFY(solve.waitForStarted());
        solve.write(scanned.out.split('\t').front() + '\n');
        solve.closeWriteChannel();
        QVERIFY(solve.waitForFinished(60000));
        QCOMPARE(solve.exitCode(), 0);
    }

    // Nonet's own booklet, printed to PDF and rendered to a picture by pdftoppm: the grid on
    // the page reads as the puzzle whose code is printed under it.
    void aBookletPageReadsAsItsCode()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("booklet.pdf"));
        const ProgramRun booklet = cli({QStringLiteral("booklet"), QStringLiteral("--level"), QStringLiteral("easy"), QStringLiteral("--count"),
                                 QStringLiteral("1"), QStringLiteral("--per-page"), QStringLiteral("1"), QStringLiteral("--seed"),
                                 QStringLiteral("5"), QStringLiteral("--output"), pdf});
        QCOMPARE(booklet.exitCode, 0);
                const QStringList codes = nonet::testing::classicCodesIn(nonet::testing::pdfText(pdf));
        QCOMPARE(codes.size(), 1);
        const QString printed = codes.front();
        const ProgramRun render = nonet::testing::runProgram(requiredTool("pdftoppm"), {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("80"), QStringLiteral("-f"),
                                                  QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"), pdf, dir.filePath(QStringLiteral("page"))});
        QCOMPARE(render.exitCode, 0);
        const QStringList pages = QDir(dir.path()).entryList({QStringLiteral("page*.png")});
        QCOMPARE(pages.size(), 1);
        const ProgramRun scanned = cli({QStringLiteral("scan"), dir.filePath(pages.front())});
        QCOMPARE(scanned.exitCode, 0);
        QCOMPARE(QString::fromUtf8(scanned.out), printed + QStringLiteral("\t-\n"));
    }

    void badPicturesAreNamedOnStandardError_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("missing");
        QTest::addColumn<QString>("fragment");
        for (const auto& row : nonet::testing::badPictures()) QTest::newRow(row.name) << row.bytes << row.missing << row.messageFragment;
    }

    // The bad picture between two good ones: its line on standard error, the good ones
    // still read, exit status 1.
    void badPicturesAreNamedOnStandardError()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, missing);
        QFETCH(QString, fragment);
        QTemporaryDir dir;
        const auto good = nonet::testing::SamplePictures::screenshots(1).front();
        const QString goodFile = write(dir, QStringLiteral("good.png"), good.file);
        const QString bad = missing ? dir.filePath(QStringLiteral("missing.png")) : write(dir, QStringLiteral("bad.png"), bytes);
        const ProgramRun scanned = cli({QStringLiteral("scan"), goodFile, bad, goodFile});
        QCOMPARE(scanned.exitCode, 1);
        const QString goodLine = lineOf(good.givens) + QStringLiteral("\t-\n");
        QCOMPARE(QString::fromUtf8(scanned.out), goodLine + goodLine);
        const QString err = QString::fromUtf8(scanned.err);
        QVERIFY2(err.startsWith(QStringLiteral("nonet-cli scan: ") + bad + QStringLiteral(": ")), scanned.err.constData());
        QVERIFY2(err.contains(fragment), scanned.err.constData());
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
    }

    void aBadCommandLineIsRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("no picture") << QStringList{QStringLiteral("scan")} << QStringLiteral("no IMAGE given");
        QTest::newRow("an unknown option") << QStringList{QStringLiteral("scan"), QStringLiteral("--colour"), QStringLiteral("a.png")}
                                           << QStringLiteral("unknown option --colour");
    }

    void aBadCommandLineIsRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, fragment);
        const ProgramRun refused = cli(arguments);
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.out.isEmpty());
        QVERIFY2(QString::fromUtf8(refused.err).contains(fragment), refused.err.constData());
    }

    void helpNamesTheVerb()
    {
        const ProgramRun help = cli({QStringLiteral("--help")});
        QVERIFY(help.out.contains("  scan"));
        const ProgramRun verb = cli({QStringLiteral("scan"), QStringLiteral("--help")});
        QCOMPARE(verb.exitCode, 0);
        QVERIFY(verb.out.startsWith("Usage: nonet-cli scan IMAGE..."));
    }
};

QTEST_MAIN(TestScanCli)
#include "test_scan_cli.moc"
