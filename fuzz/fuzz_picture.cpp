// The picture decoder (app/pictures/picture_decoder.h: nonet-cli scan, File > Open Picture,
// a dropped or pasted picture) on any bytes, and the reader and its check on whatever
// decodes. Invariants on every input:
//   - a problem has a sentence for the player, and no picture; no problem has a picture;
//   - a decoded picture is whole (width x height pixels) and no larger than the decoder's
//     limit on a side;
//   - a reading has 81 cells of 0..9 with confidences in 0..1 and its corners as numbers,
//     and the cells to check are cells, each once, in order.

#include "app/pictures/picture_decoder.h"
#include "app/pictures/picture_scan.h"
#include "fuzz/fuzz_check.h"

#include <QByteArray>
#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>

using nonet::app::PictureDecoder;
using nonet::app::PictureProblem;

// Qt's image format plugins (JPEG, WebP) are found through the application object.
extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    static QCoreApplication application(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const auto decoded = PictureDecoder::decode(bytes);
    if (decoded.problem != PictureProblem::None) {
        NONET_FUZZ_CHECK(!decoded.picture);
        NONET_FUZZ_CHECK(!PictureDecoder::describe(decoded).isEmpty());
        return 0;
    }
    NONET_FUZZ_CHECK(decoded.picture && decoded.picture->isValid());
    NONET_FUZZ_CHECK(std::max(decoded.picture->width, decoded.picture->height) <= PictureDecoder::kDecodeSide);
    static const nonet::scan::PictureReader reader;
    const auto scanned = nonet::app::PictureScan::scan(decoded, reader);
    if (!scanned.reading) {
        NONET_FUZZ_CHECK(!scanned.problem.isEmpty());
        return 0;
    }
    NONET_FUZZ_CHECK(scanned.reading->cells.size() == 81);
    for (const auto& cell : scanned.reading->cells) {
        NONET_FUZZ_CHECK(cell.value >= 0 && cell.value <= 9);
        NONET_FUZZ_CHECK(cell.confidence >= 0 && cell.confidence <= 1);
    }
    for (const auto& corner : scanned.reading->corners) NONET_FUZZ_CHECK(std::isfinite(corner.x) && std::isfinite(corner.y));
    NONET_FUZZ_CHECK(std::is_sorted(scanned.cellsToCheck.begin(), scanned.cellsToCheck.end()));
    NONET_FUZZ_CHECK(std::adjacent_find(scanned.cellsToCheck.begin(), scanned.cellsToCheck.end()) == scanned.cellsToCheck.end());
    for (const int cell : scanned.cellsToCheck) NONET_FUZZ_CHECK(cell >= 0 && cell < 81);
    return 0;
}
