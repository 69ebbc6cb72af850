#include "scan/train/digit_samples.h"

#include "scan/glyph_cutter.h"

#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QRawFont>
#include <QTransform>

#include <opencv2/imgproc.hpp>

#include <algorithm>

namespace nonet::scan {
namespace {

constexpr int kCell = 48; // the reader's cell size (PictureReader::kCellSide)

int grey(float level) { return std::clamp(static_cast<int>(level), 0, 255); }

cv::Mat drawCell(const QPainterPath& glyph, SeededRandom& random)
{
    QImage image(kCell, kCell, QImage::Format_Grayscale8);
    const float paper = random.uniform(165, 255);
    image.fill(QColor(grey(paper), grey(paper), grey(paper)));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const float ink = random.uniform(0, paper - 100);
    const QColor inkColour(grey(ink), grey(ink), grey(ink));
    // Grid lines on some borders, as the reader's cut leaves them.
    if (random.chance(0.6F)) {
        const float line = random.uniform(ink, paper - 40);
        for (int side = 0; side < 4; ++side) {
            if (!random.chance(0.5F)) continue;
            const float thick = random.uniform(0.8F, 4.5F);
            const float shift = random.uniform(-thick / 2, 1.5F);
            QRectF rect = side == 0 ? QRectF(0, shift, kCell, thick)
                          : side == 1 ? QRectF(shift, 0, thick, kCell)
                          : side == 2 ? QRectF(0, kCell - thick - shift, kCell, thick)
                                      : QRectF(kCell - thick - shift, 0, thick, kCell);
            painter.fillRect(rect, QColor(grey(line), grey(line), grey(line)));
        }
    }
    const QRectF bounds = glyph.boundingRect();
    const float height = random.uniform(0.4F, 0.8F) * kCell;
    const double scale = height / bounds.height();
    QTransform transform;
    transform.translate(kCell / 2.0 + random.uniform(-3.5F, 3.5F), kCell / 2.0 + random.uniform(-3.5F, 3.5F));
    transform.rotate(random.uniform(-6, 6));
    transform.shear(random.uniform(-0.12F, 0.12F), 0);
    transform.scale(scale * random.uniform(0.85F, 1.15F), scale);
    transform.translate(-bounds.center().x(), -bounds.center().y());
    const QPainterPath placed = transform.map(glyph);
    painter.fillPath(placed, inkColour);
    // Bolder strokes than the font's own.
    if (random.chance(0.3F)) painter.strokePath(placed, QPen(inkColour, random.uniform(0.5F, 2.0F)));
    painter.end();

    cv::Mat cell(kCell, kCell, CV_8U);
    for (int y = 0; y < kCell; ++y) std::copy_n(image.constScanLine(y), kCell, cell.ptr<std::uint8_t>(y));
    if (random.chance(0.5F)) cv::GaussianBlur(cell, cell, cv::Size(0, 0), random.uniform(0.3F, 1.3F));
    if (random.chance(0.4F)) {
        // A small picture scaled up: soft, blocky strokes.
        const int small = static_cast<int>(kCell * random.uniform(0.35F, 0.8F));
        cv::Mat low;
        cv::resize(cell, low, cv::Size(small, small), 0, 0, cv::INTER_AREA);
        cv::resize(low, cell, cell.size(), 0, 0, cv::INTER_LINEAR);
    }
    if (random.chance(0.15F)) cv::erode(cell, cell, cv::Mat()); // thicker ink
    const float noise = random.chance(0.6F) ? random.uniform(0, 12) : 0;
    const float tiltX = random.uniform(-1.0F, 1.0F);
    const float tiltY = random.uniform(-1.0F, 1.0F);
    for (int y = 0; y < kCell; ++y)
        for (int x = 0; x < kCell; ++x) {
            const float light = 20 * (tiltX * (x - kCell / 2.0F) + tiltY * (y - kCell / 2.0F)) / kCell;
            auto& pixel = cell.at<std::uint8_t>(y, x);
            pixel = static_cast<std::uint8_t>(grey(pixel + light + noise * random.normal()));
        }
    return cell;
}

} // namespace

std::vector<DigitSample> DigitSamples::render(const QStringList& fontFiles, int perGlyph, SeededRandom& random, QString& error)
{
    std::vector<DigitSample> samples;
    for (const QString& file : fontFiles) {
        const QRawFont font(file, 100);
        if (!font.isValid()) {
            error = QStringLiteral("cannot read the font file ") + file;
            return {};
        }
        for (int digit = 1; digit <= 9; ++digit) {
            const QList<quint32> glyphs = font.glyphIndexesForString(QString::number(digit));
            if (glyphs.size() != 1 || glyphs.front() == 0) {
                error = QStringLiteral("the font file %1 has no digit %2").arg(file).arg(digit);
                return {};
            }
            const QPainterPath path = font.pathForGlyph(glyphs.front());
            for (int n = 0; n < perGlyph; ++n) {
                const CellInk ink = GlyphCutter::cut(drawCell(path, random));
                if (!ink.glyph) continue;
                samples.push_back({GlyphFeatures::of(*ink.glyph), digit});
            }
        }
    }
    return samples;
}

} // namespace nonet::scan
