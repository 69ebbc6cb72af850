#include "app/paper/paper_files.h"

#include "app/paper/board_painter.h"
#include "app/storage/atomic_file.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>

namespace nonet::app {

QPageSize PaperFiles::defaultPageSize()
{
    return QPageSize(QLocale::system().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4);
}

std::optional<QByteArray> PaperFiles::bookletPdf(const Booklet& booklet, const QPageSize& pageSize, std::stop_token stop)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    bool complete = false;
    {
        QPdfWriter writer(&buffer);
        writer.setCreator(QStringLiteral("Nonet"));
        writer.setTitle(booklet.options().title);
        writer.setPageSize(pageSize);
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        QPainter painter(&writer);
        complete = booklet.paint(painter, writer, stop);
        painter.end(); // writes the PDF's trailer into the buffer
    }
    if (!complete) return std::nullopt;
    return bytes;
}

PaperProblem PaperFiles::unwritable(const QString& path, const QString& reason)
{
    return {PaperProblem::Code::Unwritable, tr("“%1” could not be written (%2).").arg(QFileInfo(path).fileName(), reason)};
}

std::optional<PaperProblem> PaperFiles::writeBookletPdf(const QString& path, const Booklet& booklet, const QPageSize& pageSize,
                                                        std::stop_token stop)
{
    const auto pdf = bookletPdf(booklet, pageSize, stop);
    if (!pdf) return PaperProblem{PaperProblem::Code::Cancelled, tr("Cancelled.")};
    if (const auto reason = writeFileAtomically(path, *pdf)) return unwritable(path, *reason);
    return std::nullopt;
}

QByteArray PaperFiles::picture(const PaperBoard& board, int side, PictureFormat format)
{
    side = std::clamp(side, kMinPictureSide, kMaxPictureSide);
    const QRectF square(0, 0, side, side);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (format == PictureFormat::Svg) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(QSize(side, side));
        svg.setResolution(96); // the CSS pixel: browsers and editors show it `side` pixels wide
        svg.setViewBox(square);
        svg.setTitle(QStringLiteral("Nonet"));
        QPainter painter(&svg);
        BoardPainter::paint(painter, square, board);
    } else {
        QImage image(side, side, QImage::Format_RGB32);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            BoardPainter::paint(painter, square, board);
        }
        image.save(&buffer, "PNG");
    }
    return bytes;
}

std::optional<PaperProblem> PaperFiles::writePicture(const QString& path, const PaperBoard& board, int side, PictureFormat format)
{
    if (const auto reason = writeFileAtomically(path, picture(board, side, format))) return unwritable(path, *reason);
    return std::nullopt;
}

PictureFormat PaperFiles::pictureFormatOf(const QString& path)
{
    return QFileInfo(path).suffix().compare(QStringLiteral("svg"), Qt::CaseInsensitive) == 0 ? PictureFormat::Svg : PictureFormat::Png;
}

} // namespace nonet::app
