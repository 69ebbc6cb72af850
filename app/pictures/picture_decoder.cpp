#include "app/pictures/picture_decoder.h"

#include <QBuffer>
#include <QByteArray>
#include <QFile>
#include <QImageReader>

#include <algorithm>

namespace nonet::app {
namespace {

QSize fitted(QSize size)
{
    if (std::max(size.width(), size.height()) <= PictureDecoder::kDecodeSide) return size;
    // A very thin picture keeps one pixel across rather than scaling to nothing.
    const QSize scaled = size.scaled(PictureDecoder::kDecodeSide, PictureDecoder::kDecodeSide, Qt::KeepAspectRatio);
    return {std::max(1, scaled.width()), std::max(1, scaled.height())};
}

DecodedPicture problem(PictureProblem kind, const QString& detail = {})
{
    DecodedPicture decoded;
    decoded.problem = kind;
    decoded.detail = detail;
    return decoded;
}

} // namespace

scan::GrayImage PictureDecoder::grayOf(const QImage& image)
{
    scan::GrayImage gray;
    if (image.isNull()) return gray;
    // Transparent parts show the paper: composed onto white first.
    QImage flat(image.size(), QImage::Format_RGB32);
    flat.fill(Qt::white);
    if (image.hasAlphaChannel()) {
        const QImage argb = image.convertToFormat(QImage::Format_ARGB32_Premultiplied);
        for (int y = 0; y < argb.height(); ++y) {
            const auto* from = reinterpret_cast<const QRgb*>(argb.constScanLine(y));
            auto* to = reinterpret_cast<QRgb*>(flat.scanLine(y));
            for (int x = 0; x < argb.width(); ++x) {
                const int a = qAlpha(from[x]);
                to[x] = qRgb(qRed(from[x]) + 255 - a, qGreen(from[x]) + 255 - a, qBlue(from[x]) + 255 - a);
            }
        }
    } else {
        flat = image.convertToFormat(QImage::Format_RGB32);
    }
    const QImage grey = flat.convertToFormat(QImage::Format_Grayscale8);
    gray.width = grey.width();
    gray.height = grey.height();
    gray.pixels.resize(static_cast<std::size_t>(gray.width) * static_cast<std::size_t>(gray.height));
    for (int y = 0; y < gray.height; ++y)
        std::copy_n(grey.constScanLine(y), gray.width, gray.pixels.begin() + static_cast<std::ptrdiff_t>(y) * gray.width);
    return gray;
}

DecodedPicture PictureDecoder::fromImage(const QImage& image)
{
    if (image.isNull()) return problem(PictureProblem::NotAPicture);
    DecodedPicture decoded;
    decoded.image = image.size() == fitted(image.size()) ? image : image.scaled(fitted(image.size()), Qt::KeepAspectRatio, Qt::SmoothTransformation);
    decoded.picture = grayOf(decoded.image);
    // A conversion Qt refuses (out of memory, a format it cannot convert) leaves no pixels.
    if (!decoded.picture->isValid()) return problem(PictureProblem::Damaged);
    return decoded;
}

DecodedPicture PictureDecoder::decode(const QByteArray& bytes)
{
    if (bytes.size() > kMaxFileBytes) return problem(PictureProblem::TooLarge, QStringLiteral("%1 MB").arg(bytes.size() / (1024 * 1024)));
    QByteArray data = bytes;
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    const bool knownFormat = !QImageReader::imageFormat(&buffer).isEmpty();
    buffer.seek(0);
    QImageReader reader(&buffer);
    reader.setAutoTransform(true); // a phone's photo the right way up
    reader.setDecideFormatFromContent(true);
    // Even with the checks below, no decoder may allocate more than this.
    reader.setAllocationLimit(static_cast<int>(kMaxPixels * 4 / (1024 * 1024)) + 1);
    // The header's size first: a huge picture is refused before anything is decoded.
    const QSize size = reader.size();
    if (size.isValid() && static_cast<qint64>(size.width()) * size.height() > kMaxPixels)
        return problem(PictureProblem::TooLarge, QStringLiteral("%1 x %2").arg(size.width()).arg(size.height()));
    if (!reader.canRead()) {
        // A known header with nothing readable after it is damaged; anything else is not a picture.
        return problem(knownFormat ? PictureProblem::Damaged : PictureProblem::NotAPicture);
    }
    if (size.isValid() && fitted(size) != size && reader.supportsOption(QImageIOHandler::ScaledSize))
        reader.setScaledSize(fitted(size));
    QImage image = reader.read();
    if (image.isNull()) {
        return problem(knownFormat ? PictureProblem::Damaged : PictureProblem::NotAPicture);
    }
    return fromImage(image);
}

DecodedPicture PictureDecoder::readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return problem(PictureProblem::Unreadable, file.errorString());
    if (file.size() > kMaxFileBytes) return problem(PictureProblem::TooLarge, QStringLiteral("%1 MB").arg(file.size() / (1024 * 1024)));
    const QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError) return problem(PictureProblem::Unreadable, file.errorString());
    return decode(bytes);
}

QString PictureDecoder::describe(const DecodedPicture& decoded)
{
    switch (decoded.problem) {
    case PictureProblem::None:
        return {};
    case PictureProblem::Unreadable:
        return tr("cannot be read (%1)").arg(decoded.detail);
    case PictureProblem::NotAPicture:
        return tr("not a picture (PNG, JPEG, WebP or BMP)");
    case PictureProblem::Damaged:
        return tr("the picture is damaged or cut short");
    case PictureProblem::TooLarge:
        return tr("the picture is too large (%1; at most 50 megapixels and 100 MB)").arg(decoded.detail);
    }
    return {};
}

} // namespace nonet::app
