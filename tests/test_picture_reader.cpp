// The picture reader (scan/) and its module (app/pictures/): the test pictures read as
// docs/performance.md promises (screenshots and printed pages exactly, photo-like pictures
// at least 99% of cells with every misread cell flagged, a shadow never read as a digit,
// pictures too small or blurred to read declined), the decoder's formats and bad pictures (the bad input catalogue), the reading check's
// suspects, cancellation, progress, and two threads reading at once.

#include "app/pictures/picture_decoder.h"
#include "app/pictures/picture_scan.h"
#include "app/pictures/reading_check.h"
#include "scan/picture_reader.h"
#include "tests/bad_input_catalogue.h"
#include "tests/pictures/foreign_board.h"
#include "tests/pictures/sample_pictures.h"

#include <QImage>
#include <QImageWriter>
#include <QTest>

#include <thread>

namespace {

using nonet::app::CheckedReading;
using nonet::app::PictureDecoder;
using nonet::app::PictureProblem;
using nonet::app::PictureScan;
using nonet::app::ReadingCheck;
using nonet::scan::PictureReader;
using nonet::scan::ReadError;
using nonet::testing::SamplePicture;
using nonet::testing::SamplePictures;

int cellsRight(const nonet::scan::Reading& reading, const nonet::Grid& givens)
{
    int right = 0;
    for (int cell = 0; cell < 81; ++cell) right += reading.cells[static_cast<std::size_t>(cell)].value == givens.at(cell) ? 1 : 0;
    return right;
}

// A reading of `line` with every cell sure.
nonet::scan::Reading readingOf(const char* line)
{
    nonet::scan::Reading reading;
    for (int cell = 0; cell < 81; ++cell) reading.cells.push_back({line[cell] == '.' ? 0 : line[cell] - '0', 0.99F, 0});
    return reading;
}

} // namespace

class TestPictureReader : public QObject {
    Q_OBJECT
private slots:
    void screenshotsReadExactly()
    {
        const PictureReader reader;
        for (const SamplePicture& picture : SamplePictures::screenshots(24)) {
            const auto decoded = PictureDecoder::decode(picture.file);
            QVERIFY(decoded.picture);
            const auto result = reader.read(*decoded.picture);
            QVERIFY2(result.reading, qPrintable(picture.name));
            QCOMPARE(cellsRight(*result.reading, picture.givens), 81);
            QVERIFY2(result.reading->regions.empty(), qPrintable(picture.name)); // the classic boxes
        }
    }

    // Jigsaw boards: the regions from the thick lines, the cells as on any board, and the
    // check with the Jigsaw's own houses (a unique puzzle: nothing to check).
    void jigsawRegionsAreRead()
    {
        const PictureReader reader;
        for (const SamplePicture& picture : SamplePictures::jigsaws(4)) {
            const auto scanned = PictureScan::scan(PictureDecoder::decode(picture.file), reader);
            QVERIFY2(scanned.reading, qPrintable(picture.name));
            QVERIFY2(scanned.reading->regions == picture.regions, qPrintable(picture.name));
            QCOMPARE(cellsRight(*scanned.reading, picture.givens), 81);
            QCOMPARE(scanned.checked.verdict, CheckedReading::Verdict::Unique);
        }
    }

    // Photo-like pictures: at least 99% of all cells right, and every misread cell among
    // the cells the player is asked to check.
    void photosReadNearlyAllCells()
    {
        const PictureReader reader;
        int cells = 0;
        int right = 0;
        for (const SamplePicture& picture : SamplePictures::photos(12)) {
            const auto scanned = PictureScan::scan(PictureDecoder::decode(picture.file), reader);
            QVERIFY2(scanned.reading, qPrintable(picture.name));
            cells += 81;
            right += cellsRight(*scanned.reading, picture.givens);
            for (int cell = 0; cell < 81; ++cell)
                if (scanned.reading->cells[static_cast<std::size_t>(cell)].value != picture.givens.at(cell))
                    QVERIFY2(std::find(scanned.cellsToCheck.begin(), scanned.cellsToCheck.end(), cell) != scanned.cellsToCheck.end(),
                             qPrintable(picture.name));
        }
        QVERIFY2(right * 100 >= cells * 99, qPrintable(QStringLiteral("%1 of %2 cells right").arg(right).arg(cells)));
    }

    // A shadow's edge across the page is never ink: no cell left blank on the page is read
    // as a digit.
    void aShadowIsNeverADigit()
    {
        const PictureReader reader;
        int shadowed = 0;
        for (const SamplePicture& picture : SamplePictures::photos(15)) {
            if (!picture.name.endsWith(QStringLiteral("-shadow"))) continue;
            ++shadowed;
            const auto result = reader.read(*PictureDecoder::decode(picture.file).picture);
            QVERIFY2(result.reading, qPrintable(picture.name));
            for (int cell = 0; cell < 81; ++cell)
                if (picture.givens.at(cell) == 0)
                    QVERIFY2(result.reading->cells[static_cast<std::size_t>(cell)].value == 0,
                             qPrintable(QStringLiteral("%1: r%2c%3").arg(picture.name).arg(cell / 9 + 1).arg(cell % 9 + 1)));
        }
        QCOMPARE(shadowed, 5);
    }

    // A puzzle page scanned flat (grey paper, text around the grid, a font of any book).
    void printedPagesReadExactly()
    {
        const PictureReader reader;
        for (const SamplePicture& picture : SamplePictures::pages(8)) {
            const auto scanned = PictureScan::scan(PictureDecoder::decode(picture.file), reader);
            QVERIFY2(scanned.reading, qPrintable(picture.name + QStringLiteral(": ") + scanned.problem));
            QCOMPARE(cellsRight(*scanned.reading, picture.givens), 81);
        }
    }

    // Digits too small and blurred to read are not guessed at: the picture is declined, with
    // what to do instead.
    void unreadablePhotosAreDeclined()
    {
        const PictureReader reader;
        for (const SamplePicture& picture : SamplePictures::unreadable(8)) {
            const auto result = reader.read(*PictureDecoder::decode(picture.file).picture);
            QVERIFY2(!result.reading, qPrintable(picture.name));
            // A borderless grid this small is not found at all (no grid found): declined too.
            if (picture.name.endsWith(QStringLiteral("-borderless"))) continue;
            QVERIFY2(result.error == ReadError::Unreadable, qPrintable(picture.name));
            const auto scanned = PictureScan::scan(PictureDecoder::decode(picture.file), reader);
            QVERIFY(!scanned.reading);
            QVERIFY2(scanned.problem.contains(QStringLiteral("too small or blurred to read")), qPrintable(scanned.problem));
            QVERIFY2(scanned.problem.contains(QStringLiteral("take the picture closer")), qPrintable(scanned.problem));
        }
    }

    // A grid with no digits in it (an empty 9 x 9 grid, a crossword of any size; drawn by a
    // program or photographed) is refused as not a puzzle, not read as 81 blanks.
    void gridsWithoutDigitsAreRefused()
    {
        const PictureReader reader;
        for (const SamplePicture& picture : SamplePictures::notPuzzles(10)) {
            const auto result = reader.read(*PictureDecoder::decode(picture.file).picture);
            QVERIFY2(!result.reading, qPrintable(picture.name));
            QVERIFY2(result.error == ReadError::NoDigits, qPrintable(picture.name));
            const auto scanned = PictureScan::scan(PictureDecoder::decode(picture.file), reader);
            QVERIFY2(scanned.problem.contains(QStringLiteral("a grid with no digits in it")), qPrintable(scanned.problem));
        }
    }

    void theFormatsDecode_data()
    {
        QTest::addColumn<QByteArray>("format");
        for (const char* format : {"PNG", "JPG", "BMP", "WEBP"}) QTest::newRow(format) << QByteArray(format);
    }

    void theFormatsDecode()
    {
        QFETCH(QByteArray, format);
        if (!QImageWriter::supportedImageFormats().contains(format.toLower()))
            QFAIL(qPrintable(QStringLiteral("Qt cannot write %1 here: install qt6-image-formats-plugins").arg(QString::fromLatin1(format))));
        const SamplePicture picture = SamplePictures::screenshots(1).front();
        QImage image;
        QVERIFY(image.loadFromData(picture.file));
        const auto decoded = PictureDecoder::decode(SamplePictures::encoded(image, format.constData()));
        QCOMPARE(decoded.problem, PictureProblem::None);
        QVERIFY(decoded.picture);
        QCOMPARE(decoded.picture->width, image.width());
        const auto result = PictureReader().read(*decoded.picture);
        QVERIFY(result.reading);
        QCOMPARE(cellsRight(*result.reading, picture.givens), 81);
    }

    void badPicturesSayWhy_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("missing");
        QTest::addColumn<int>("problem");
        QTest::addColumn<QString>("fragment");
        for (const auto& row : nonet::testing::badPictures())
            QTest::newRow(row.name) << row.bytes << row.missing << static_cast<int>(row.problem) << row.messageFragment;
    }

    void badPicturesSayWhy()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, missing);
        QFETCH(int, problem);
        QFETCH(QString, fragment);
        const auto decoded = missing ? PictureDecoder::readFile(QStringLiteral("/nonexistent/puzzle.png")) : PictureDecoder::decode(bytes);
        QCOMPARE(static_cast<int>(decoded.problem), problem);
        const auto scanned = PictureScan::scan(decoded, PictureReader());
        QVERIFY(!scanned.reading);
        QVERIFY2(scanned.problem.contains(fragment), qPrintable(scanned.problem));
    }

    void aPictureWithTransparencyReadsOnWhite()
    {
        const nonet::Grid givens = SamplePictures::puzzles(1).front();
        nonet::testing::BoardLook look;
        look.fontFile = SamplePictures::fontFiles().front();
        QImage board = nonet::testing::ForeignBoard::paint(givens, look, 400, 20).convertToFormat(QImage::Format_ARGB32);
        for (int y = 0; y < 20; ++y)
            for (int x = 0; x < board.width(); ++x) board.setPixel(x, y, qRgba(0, 0, 0, 0));
        const auto decoded = PictureDecoder::fromImage(board);
        QVERIFY(decoded.picture);
        QCOMPARE(decoded.picture->pixels[5], std::uint8_t{255}); // transparent black shows as paper
        const auto result = PictureReader().read(*decoded.picture);
        QVERIFY(result.reading);
        QCOMPARE(cellsRight(*result.reading, givens), 81);
    }

    void aLargePictureIsDecodedSmaller()
    {
        QImage big(PictureDecoder::kDecodeSide * 2, 1000, QImage::Format_RGB32);
        big.fill(Qt::white);
        const auto decoded = PictureDecoder::decode(SamplePictures::encoded(big, "JPG"));
        QVERIFY(decoded.picture);
        QCOMPARE(decoded.picture->width, PictureDecoder::kDecodeSide);
        QCOMPARE(decoded.picture->height, 500);
    }

    // A picture far wider than high keeps a pixel across when scaled down: a whole grey
    // picture in every format, or a named problem, never an empty picture.
    void aThinPictureStaysWhole_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::newRow("png") << QByteArray("PNG");
        QTest::newRow("jpeg") << QByteArray("JPG");
        QTest::newRow("bmp") << QByteArray("BMP");
    }

    void aThinPictureStaysWhole()
    {
        QFETCH(QByteArray, format);
        QImage thin(PictureDecoder::kDecodeSide * 3, 1, QImage::Format_RGB32);
        thin.fill(Qt::white);
        const auto decoded = PictureDecoder::decode(SamplePictures::encoded(thin, format.constData()));
        QCOMPARE(decoded.problem, nonet::app::PictureProblem::None);
        QVERIFY(decoded.picture && decoded.picture->isValid());
        QCOMPARE(decoded.picture->width, PictureDecoder::kDecodeSide);
        QCOMPARE(decoded.picture->height, 1);
        const auto fromMemory = PictureDecoder::fromImage(thin);
        QVERIFY(fromMemory.picture && fromMemory.picture->isValid());
        QCOMPARE(fromMemory.picture->height, 1);
    }

    void aStoppedReadStops()
    {
        const SamplePicture picture = SamplePictures::screenshots(1).front();
        std::stop_source stop;
        stop.request_stop();
        const auto result = PictureReader().read(*PictureDecoder::decode(picture.file).picture, stop.get_token());
        QVERIFY(!result.reading);
        QCOMPARE(result.error, ReadError::Cancelled);
        const auto scanned = PictureScan::scan(PictureDecoder::decode(picture.file), PictureReader(), stop.get_token());
        QVERIFY(scanned.cancelled);
        QVERIFY(scanned.problem.isEmpty());
    }

    void progressRunsToTheEnd()
    {
        const SamplePicture picture = SamplePictures::screenshots(1).front();
        std::vector<int> seen;
        const auto scanned = PictureScan::scan(PictureDecoder::decode(picture.file), PictureReader(), {}, [&](int percent) { seen.push_back(percent); });
        QVERIFY(scanned.reading);
        QVERIFY(seen.size() > 3);
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));
        QCOMPARE(seen.back(), 100);
    }

    // No state is shared: two threads reading at once read what one reads alone.
    void twoThreadsReadAtOnce()
    {
        const auto pictures = SamplePictures::screenshots(4);
        const PictureReader reader;
        std::vector<std::string> alone;
        for (const auto& picture : pictures) alone.push_back(reader.read(*PictureDecoder::decode(picture.file).picture).reading->line());
        std::vector<std::string> first(pictures.size());
        std::vector<std::string> second(pictures.size());
        const auto readAll = [&](std::vector<std::string>& into) {
            for (std::size_t i = 0; i < pictures.size(); ++i) {
                const auto result = reader.read(*PictureDecoder::decode(pictures[i].file).picture);
                into[i] = result.reading ? result.reading->line() : std::string();
            }
        };
        std::thread a(readAll, std::ref(first));
        std::thread b(readAll, std::ref(second));
        a.join();
        b.join();
        QVERIFY(first == alone);
        QVERIFY(second == alone);
    }

    void theCheckPointsAtRepeatedDigits()
    {
        auto reading = readingOf("8.7.5..324.....6.53.2.67.....5.8..467..419..323..7.8.....24.3.96.3.....454..3.2.7");
        reading.cells[1] = {8, 0.6F, 3}; // r1c2 read as 8: twice in row 1 and box 1
        const CheckedReading checked = ReadingCheck::check(reading);
        QCOMPARE(checked.verdict, CheckedReading::Verdict::Conflicts);
        QVERIFY(checked.suspects.size() >= 2);
        QCOMPARE(checked.suspects.front(), 1); // the less sure of the two first
        QVERIFY(std::find(checked.suspects.begin(), checked.suspects.end(), 0) != checked.suspects.end());
    }

    // A 5 read as 6 leaves no solution; with its second reading, the 5, there is one.
    void theCheckFindsTheMisreadGiven()
    {
        auto reading = readingOf("8.7.5..324.....6.53.2.67.....5.8..467..419..323..7.8.....24.3.96.3.....454..3.2.7");
        QCOMPARE(ReadingCheck::check(reading).verdict, CheckedReading::Verdict::Unique);
        QVERIFY(ReadingCheck::check(reading).suspects.empty());
        const int cell = 4; // r1c5, a 5
        std::optional<int> wrong;
        for (int digit = 1; digit <= 9 && !wrong; ++digit) {
            if (digit == 5) continue;
            auto trial = reading;
            trial.cells[cell] = {digit, 0.7F, 5};
            const CheckedReading checked = ReadingCheck::check(trial);
            if (checked.verdict == CheckedReading::Verdict::NoSolution) {
                wrong = digit;
                QVERIFY(!checked.suspects.empty());
                QCOMPARE(checked.suspects.front(), cell);
            }
        }
        QVERIFY(wrong);
    }
};

QTEST_MAIN(TestPictureReader)
#include "test_picture_reader.moc"
