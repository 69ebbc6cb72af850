#pragma once
// Paper and pictures as files: a booklet as PDF, a board as PNG or SVG. Each is made in
// memory and then written atomically (app/storage/atomic_file.h), so a full disk or a
// refused folder leaves no half-written file under the asked name, and whatever was there
// before stays as it was. Safe on a worker thread.

#include "app/paper/booklet.h"
#include "app/paper/paper_board.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QPageSize>
#include <QString>

#include <optional>
#include <stop_token>

namespace nonet::app {

struct PaperProblem {
    enum class Code { Cancelled, Unwritable };
    Code code = Code::Unwritable;
    QString message; // for people: the file and the system's reason
};

enum class PictureFormat { Png, Svg };

class PaperFiles {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::PaperFiles)
public:
    // Letter where the locale measures in US units, A4 everywhere else.
    static QPageSize defaultPageSize();

    // The booklet as a PDF document; nothing when the stop was requested.
    static std::optional<QByteArray> bookletPdf(const Booklet& booklet, const QPageSize& pageSize, std::stop_token stop = {});
    static std::optional<PaperProblem> writeBookletPdf(const QString& path, const Booklet& booklet, const QPageSize& pageSize,
                                                       std::stop_token stop = {});

    // Pictures: a square of `side` pixels (SVG: its nominal size).
    static constexpr int kMinPictureSide = 200;
    static constexpr int kMaxPictureSide = 4000;
    static QByteArray picture(const PaperBoard& board, int side, PictureFormat format);
    static std::optional<PaperProblem> writePicture(const QString& path, const PaperBoard& board, int side, PictureFormat format);
    // By the file name's suffix (".svg" is SVG; anything else PNG).
    static PictureFormat pictureFormatOf(const QString& path);

    // "“name” could not be written (reason)."
    static PaperProblem unwritable(const QString& path, const QString& reason);
};

} // namespace nonet::app
