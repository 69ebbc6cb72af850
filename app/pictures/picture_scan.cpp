#include "app/pictures/picture_scan.h"

namespace nonet::app {

ScannedPicture PictureScan::scan(const DecodedPicture& decoded, const scan::PictureReader& reader, std::stop_token stop,
                                 const scan::PictureReader::Progress& progress)
{
    ScannedPicture scanned;
    if (!decoded.picture) {
        scanned.problem = PictureDecoder::describe(decoded);
        return scanned;
    }
    // Reading is most of the work; the check takes the last tenth.
    const scan::ReadResult result = reader.read(*decoded.picture, stop, [&](int percent) {
        if (progress) progress(percent * 9 / 10);
    });
    if (!result.reading) {
        switch (result.error) {
        case scan::ReadError::TooSmall:
            scanned.problem = tr("too small to hold a grid (%1 x %2 pixels)").arg(decoded.picture->width).arg(decoded.picture->height);
            break;
        case scan::ReadError::NoGrid:
            scanned.problem = tr("no grid found");
            break;
        case scan::ReadError::Unreadable:
            scanned.problem = tr("the digits are too small or blurred to read \u2014 take the picture closer");
            break;
        case scan::ReadError::NoDigits:
            scanned.problem = tr("a grid with no digits in it (an empty grid or a crossword), not a Sudoku");
            break;
        case scan::ReadError::Cancelled:
            scanned.cancelled = true;
            break;
        }
        return scanned;
    }
    scanned.checked = ReadingCheck::check(*result.reading, stop);
    if (scanned.checked.verdict == CheckedReading::Verdict::Stopped) {
        scanned.cancelled = true;
        return scanned;
    }
    scanned.cellsToCheck = ReadingCheck::cellsToCheck(*result.reading, scanned.checked);
    scanned.reading = result.reading;
    if (progress) progress(100);
    return scanned;
}

} // namespace nonet::app
