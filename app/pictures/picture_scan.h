#pragma once
// One picture, decoded, read and checked: what nonet-cli scan prints a line of and what
// the game opens in Enter Puzzle. Safe on any thread; stoppable.
//
//   DecodedPicture --PictureReader--> Reading --ReadingCheck--> the cells to check
//        |                               |
//        problem: not a picture, ...     problem: too small, no grid found, too small or
//                                        blurred to read, no digits

#include "app/pictures/picture_decoder.h"
#include "app/pictures/reading_check.h"
#include "scan/picture_reader.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <stop_token>
#include <vector>

namespace nonet::app {

struct ScannedPicture {
    std::optional<scan::Reading> reading;
    CheckedReading checked;
    std::vector<int> cellsToCheck; // unsure cells and likely misreads, in cell order
    QString problem;               // why there is no reading (empty when there is one)
    bool cancelled = false;
};

class PictureScan {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::PictureScan)
public:
    // progress: 0..100 over reading and checking, on the calling thread.
    static ScannedPicture scan(const DecodedPicture& decoded, const scan::PictureReader& reader, std::stop_token stop = {},
                               const scan::PictureReader::Progress& progress = {});
};

} // namespace nonet::app
