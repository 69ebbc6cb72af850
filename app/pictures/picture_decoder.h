#pragma once
// A picture file (PNG, JPEG, WebP, BMP, and whatever else Qt's image readers know) turned
// into the grey picture the reader takes (scan/gray_image.h), or what is wrong with it.
//
//   bytes --QImageReader (format from the content, not the name)--> QImage --> grey
//
// Guards: at most kMaxFileBytes read, at most kMaxPixels declared by the header, and a
// picture larger than kDecodeSide on a side is decoded scaled down (the reader needs no
// more), so a huge or hostile file costs bounded memory and time.

#include "scan/gray_image.h"

#include <QCoreApplication>
#include <QImage>
#include <QSize>
#include <QString>

#include <optional>

class QByteArray;

namespace nonet::app {

enum class PictureProblem {
    None,
    Unreadable, // the file cannot be opened or read
    NotAPicture,
    Damaged,  // a known format, but cut short or broken
    TooLarge, // more pixels or bytes than kMaxPixels / kMaxFileBytes
};

struct DecodedPicture {
    std::optional<scan::GrayImage> picture;
    QImage image; // as decoded (for showing beside the board), null on a problem
    PictureProblem problem = PictureProblem::None;
    QString detail; // the system's reason for Unreadable; the size for TooLarge
};

class PictureDecoder {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::PictureDecoder)
public:
    static constexpr qint64 kMaxFileBytes = 100LL * 1024 * 1024;
    static constexpr qint64 kMaxPixels = 50'000'000;
    static constexpr int kDecodeSide = 3000;

    static DecodedPicture decode(const QByteArray& bytes);
    static DecodedPicture readFile(const QString& path);
    // A picture already in memory (the clipboard's): converted, and scaled down like a
    // decoded one when larger than kDecodeSide.
    static DecodedPicture fromImage(const QImage& image);
    static scan::GrayImage grayOf(const QImage& image);

    // The problem in words (translated where a translator is installed).
    static QString describe(const DecodedPicture& decoded);
};

} // namespace nonet::app
