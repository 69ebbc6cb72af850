// nonet-bench-scan: how well and how fast the picture reader reads the test pictures
// (tests/pictures/): cells right, puzzles wholly right, misread cells left unflagged and
// time per picture, for screenshots, photo-like pictures, printed pages scanned flat and
// Jigsaw puzzles (half screenshots, half photos; a Jigsaw is wholly right with its regions
// too); and how many of the pictures that must be declined are: photos too small or
// blurred to read, and grids with no digits (empty grids, crosswords).
//
//   nonet-bench-scan [--screenshots N] [--photos N] [--pages N] [--jigsaws N] [--unreadable N]
//                    [--not-puzzles N] [--digits own|tesseract] [--save DIR] [--verbose]
//
// Time is the main thread's CPU time for decoding the file, reading and checking it, with
// OpenCV kept to that one thread (one core). --save writes the pictures, for a look or
// for nonet-cli scan.

#include "app/pictures/picture_decoder.h"
#include "app/pictures/reading_check.h"
#include "bench/stopwatch.h"
#include "scan/picture_reader.h"
#include "tests/pictures/sample_pictures.h"
#ifdef NONET_BENCH_TESSERACT
#include "bench/scan/tesseract_cells.h"
#endif

#include <QDir>
#include <QFile>
#include <QGuiApplication>

#include <opencv2/core/utility.hpp>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>

namespace {

using nonet::testing::SamplePicture;
using nonet::testing::SamplePictures;

struct Tally {
    int pictures = 0;
    int found = 0;
    int cells = 0;
    int cellsRight = 0;
    int puzzlesRight = 0;
    int unsure = 0;
    int wrongButFlagged = 0; // misread cells among the cells to check
    int wrong = 0;
    int wrongRegions = 0; // Jigsaw regions not read as drawn (or found where there are none)
    int declined = 0;     // no reading: no grid, too small or blurred, no digits
    std::vector<double> ms;
};

void print(const char* kind, Tally& t)
{
    std::sort(t.ms.begin(), t.ms.end());
    double total = 0;
    for (const double ms : t.ms) total += ms;
    const double mean = t.ms.empty() ? 0 : total / static_cast<double>(t.ms.size());
    const double worst = t.ms.empty() ? 0 : t.ms.back();
    // Declined pictures' cells are not misread: nothing is offered to play.
    std::printf("%-11s %3d pictures, read %3d, declined %3d, cells right %6.2f%% (%d of %d), puzzles wholly right %3d (%5.1f%%), "
                "misread cells %d (unflagged %d), cells to check %.1f per reading, regions wrong %d, time per picture mean %.0f ms, worst %.0f ms\n",
                kind, t.pictures, t.found, t.declined, t.cells ? 100.0 * t.cellsRight / t.cells : 0.0, t.cellsRight, t.cells, t.puzzlesRight,
                t.pictures ? 100.0 * t.puzzlesRight / t.pictures : 0.0, t.wrong, t.wrong - t.wrongButFlagged,
                t.found ? static_cast<double>(t.unsure) / t.found : 0.0, t.wrongRegions, mean, worst);
}

Tally measure(const std::vector<SamplePicture>& pictures, const nonet::scan::PictureReader& reader, const QString& save, bool verbose)
{
    Tally tally;
    for (const SamplePicture& picture : pictures) {
        if (!save.isEmpty()) {
            QFile file(QDir(save).filePath(picture.name + (picture.photo ? QStringLiteral(".jpg") : QStringLiteral(".png"))));
            if (file.open(QIODevice::WriteOnly)) file.write(picture.file);
        }
        ++tally.pictures;
        tally.cells += 81;
        const nonet::bench::Stopwatch watch(nonet::bench::ClockKind::Cpu);
        const auto decoded = nonet::app::PictureDecoder::decode(picture.file);
        const auto result = reader.read(*decoded.picture);
        std::optional<nonet::app::CheckedReading> checked;
        if (result.reading) checked = nonet::app::ReadingCheck::check(*result.reading);
        tally.ms.push_back(watch.microseconds() / 1000);
        if (!result.reading) {
            if (verbose) std::printf("%s: declined (%d)\n", qPrintable(picture.name), static_cast<int>(result.error));
            ++tally.declined;
            continue;
        }
        ++tally.found;
        const auto toCheck = nonet::app::ReadingCheck::cellsToCheck(*result.reading, *checked);
        tally.unsure += static_cast<int>(toCheck.size());
        if (result.reading->regions != picture.regions) {
            ++tally.wrongRegions;
            if (verbose) std::printf("%s: regions read wrong\n", qPrintable(picture.name));
        }
        int right = 0;
        std::string misread;
        for (int cell = 0; cell < 81; ++cell) {
            const int value = result.reading->cells[static_cast<std::size_t>(cell)].value;
            if (value == picture.givens.at(cell)) {
                ++right;
                continue;
            }
            ++tally.wrong;
            const bool flagged = std::find(toCheck.begin(), toCheck.end(), cell) != toCheck.end();
            if (flagged) ++tally.wrongButFlagged;
            char confidence[16];
            std::snprintf(confidence, sizeof confidence, "(%.2f)", static_cast<double>(result.reading->cells[static_cast<std::size_t>(cell)].confidence));
            misread += " r" + std::to_string(cell / 9 + 1) + "c" + std::to_string(cell % 9 + 1) + ":" + std::to_string(picture.givens.at(cell)) + "->"
                       + std::to_string(value) + confidence + (flagged ? "?" : "");
        }
        tally.cellsRight += right;
        if (right == 81 && result.reading->regions == picture.regions) ++tally.puzzlesRight;
        if (verbose) std::printf("%s: legibility %.1f, unsure %zu\n", qPrintable(picture.name), static_cast<double>(result.reading->legibility), result.reading->unsureCells().size());
        if (verbose && right != 81) std::printf("%s:%s\n  read %s\n", qPrintable(picture.name), misread.c_str(), result.reading->line().c_str());
    }
    return tally;
}

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    cv::setNumThreads(1);
    int screenshots = 60;
    int photos = 60;
    int jigsaws = 10;
    int pages = 30;
    int unreadable = 8;
    int notPuzzles = 10;
    QString digits = QStringLiteral("own");
    QString save;
    bool verbose = false;
    const QStringList args = QGuiApplication::arguments().mid(1);
    for (qsizetype i = 0; i < args.size(); ++i) {
        const bool hasValue = i + 1 < args.size();
        if (args[i] == QStringLiteral("--screenshots") && hasValue) screenshots = args[++i].toInt();
        else if (args[i] == QStringLiteral("--photos") && hasValue) photos = args[++i].toInt();
        else if (args[i] == QStringLiteral("--jigsaws") && hasValue) jigsaws = args[++i].toInt();
        else if (args[i] == QStringLiteral("--pages") && hasValue) pages = args[++i].toInt();
        else if (args[i] == QStringLiteral("--unreadable") && hasValue) unreadable = args[++i].toInt();
        else if (args[i] == QStringLiteral("--not-puzzles") && hasValue) notPuzzles = args[++i].toInt();
        else if (args[i] == QStringLiteral("--digits") && hasValue) digits = args[++i];
        else if (args[i] == QStringLiteral("--save") && hasValue) save = args[++i];
        else if (args[i] == QStringLiteral("--verbose")) verbose = true;
        else {
            std::cerr << "usage: nonet-bench-scan [--screenshots N] [--photos N] [--pages N] [--jigsaws N] [--unreadable N] [--not-puzzles N]"
                         " [--digits own|tesseract] [--save DIR] [--verbose]\n";
            return 2;
        }
    }
    std::unique_ptr<nonet::scan::PictureReader> reader;
#ifdef NONET_BENCH_TESSERACT
    nonet::bench::TesseractCells tesseract;
    if (digits == QStringLiteral("tesseract")) {
        if (!tesseract.isReady()) {
            std::cerr << "nonet-bench-scan: Tesseract has no English data (tesseract-ocr-eng)\n";
            return 1;
        }
        reader = std::make_unique<nonet::scan::PictureReader>(tesseract);
    }
#endif
    if (digits != QStringLiteral("own") && !reader) {
        std::cerr << "nonet-bench-scan: --digits " << digits.toStdString() << " is not built in (own"
#ifdef NONET_BENCH_TESSERACT
                  << ", tesseract"
#endif
                  << ")\n";
        return 2;
    }
    if (!reader) reader = std::make_unique<nonet::scan::PictureReader>();
    if (!save.isEmpty()) QDir().mkpath(save);
    std::printf("digits read by: %s\n", qPrintable(digits));
    Tally shots = measure(SamplePictures::screenshots(screenshots), *reader, save, verbose);
    Tally phone = measure(SamplePictures::photos(photos), *reader, save, verbose);
    Tally printed = measure(SamplePictures::pages(pages), *reader, save, verbose);
    Tally jigsaw = measure(SamplePictures::jigsaws(jigsaws), *reader, save, verbose);
    Tally blurred = measure(SamplePictures::unreadable(unreadable), *reader, save, verbose);
    Tally empty = measure(SamplePictures::notPuzzles(notPuzzles), *reader, save, verbose);
    print("screenshots", shots);
    print("photos", phone);
    print("pages", printed);
    print("jigsaws", jigsaw);
    std::printf("the rest must be declined:\n");
    print("unreadable", blurred);
    print("not puzzles", empty);
    return 0;
}
