// nonet-render-icon: renders the application icon's SVG to a square PNG of a given size.
//
//   nonet-render-icon <icon.svg> <out.png> <size>
//
// Run at build time for every installed size, so the PNGs can never drift from the SVG.
// Any warning from Qt's SVG renderer (an element or attribute it does not support) fails
// the build: the SVG has to look the same here as in librsvg, which desktops use.

#include <QByteArray>
#include <QImage>
#include <QPainter>
#include <QString>
#include <QSvgRenderer>
#include <QtGlobal>

#include <cstdio>
#include <optional>

namespace {

// Qt reports unsupported SVG content only through its message handler, which takes no
// context pointer; this one-shot tool keeps the verdict in a file-local flag.
bool svgWarned = false;

void recordMessage(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    std::fprintf(stderr, "nonet-render-icon: %s\n", qPrintable(message));
    if (type != QtDebugMsg && type != QtInfoMsg)
        svgWarned = true;
}

std::optional<int> parseSize(const char* text)
{
    bool ok = false;
    const int size = QByteArray(text).toInt(&ok);
    if (!ok || size < 1 || size > 4096)
        return std::nullopt;
    return size;
}

} // namespace

int main(int argc, char* argv[])
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: nonet-render-icon <icon.svg> <out.png> <size>\n");
        return 2;
    }
    const std::optional<int> size = parseSize(argv[3]);
    if (!size) {
        std::fprintf(stderr, "nonet-render-icon: size must be 1..4096, got '%s'\n", argv[3]);
        return 2;
    }

    // Rasterising into a QImage needs no QGuiApplication, so this runs on a build machine
    // without a display.
    qInstallMessageHandler(recordMessage);

    const QString input = QString::fromLocal8Bit(argv[1]);
    const QString output = QString::fromLocal8Bit(argv[2]);
    QSvgRenderer renderer(input);
    if (!renderer.isValid()) {
        std::fprintf(stderr, "nonet-render-icon: cannot read SVG '%s'\n", argv[1]);
        return 1;
    }

    QImage image(*size, *size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter, QRectF(0, 0, *size, *size));
    }
    if (svgWarned) {
        std::fprintf(stderr, "nonet-render-icon: '%s' uses SVG features Qt cannot render\n", argv[1]);
        return 1;
    }
    if (!image.save(output, "PNG")) {
        std::fprintf(stderr, "nonet-render-icon: cannot write '%s'\n", argv[2]);
        return 1;
    }
    return 0;
}
