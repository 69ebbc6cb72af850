#include "tests/pictures/foreign_board.h"

#include <QPainter>
#include <QPainterPath>
#include <QRawFont>

#include <random>
#include <vector>

namespace nonet::testing {

QImage ForeignBoard::paint(const Grid& givens, const BoardLook& look, int side, int margin)
{
    const QColor paper = look.dark ? QColor(0x20, 0x22, 0x28) : QColor(Qt::white);
    const QColor lines = look.dark ? QColor(0xb0, 0xb4, 0xbc) : QColor(0x20, 0x20, 0x20);
    const QColor thinLines = look.dark ? QColor(0x60, 0x64, 0x6c) : QColor(0x90, 0x90, 0x90);
    const QColor ink = look.givenInk.isValid() ? look.givenInk : look.dark ? QColor(0xee, 0xee, 0xee) : QColor(Qt::black);
    const QColor shade = look.dark ? QColor(0x34, 0x3a, 0x48) : QColor(0xdc, 0xe6, 0xf6);

    QImage image(side + 2 * margin, side + 2 * margin, QImage::Format_RGB32);
    image.fill(look.dark ? QColor(0x18, 0x18, 0x1c) : QColor(0xf4, 0xf4, 0xf4));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF grid(margin, margin, side, side);
    painter.fillRect(grid, paper);
    const double cell = side / 9.0;
    if (look.shadeSelection) {
        // Cell r4c6 selected: its row, column and box shaded.
        for (int i = 0; i < 9; ++i) {
            painter.fillRect(QRectF(grid.left() + i * cell, grid.top() + 3 * cell, cell, cell), shade);
            painter.fillRect(QRectF(grid.left() + 5 * cell, grid.top() + i * cell, cell, cell), shade);
        }
        painter.fillRect(QRectF(grid.left() + 3 * cell, grid.top() + 3 * cell, 3 * cell, 3 * cell), shade);
        painter.fillRect(QRectF(grid.left() + 5 * cell, grid.top() + 3 * cell, cell, cell), shade.darker(125));
    }
    if (!look.regions.empty()) {
        // Thin lines everywhere, then thick ones along region borders and around the grid.
        painter.setPen(QPen(thinLines, look.thinLine, Qt::SolidLine, Qt::SquareCap));
        for (int i = 1; i < 9; ++i) {
            painter.drawLine(QPointF(grid.left(), grid.top() + i * cell), QPointF(grid.right(), grid.top() + i * cell));
            painter.drawLine(QPointF(grid.left() + i * cell, grid.top()), QPointF(grid.left() + i * cell, grid.bottom()));
        }
        painter.setPen(QPen(lines, look.thickLine, Qt::SolidLine, Qt::SquareCap));
        const auto region = [&](int r, int c) { return look.regions[static_cast<std::size_t>(r * 9 + c)]; };
        for (int r = 0; r < 9; ++r)
            for (int c = 0; c < 9; ++c) {
                const QPointF corner(grid.left() + c * cell, grid.top() + r * cell);
                if (c + 1 < 9 && region(r, c) != region(r, c + 1))
                    painter.drawLine(corner + QPointF(cell, 0), corner + QPointF(cell, cell));
                if (r + 1 < 9 && region(r, c) != region(r + 1, c))
                    painter.drawLine(corner + QPointF(0, cell), corner + QPointF(cell, cell));
            }
        painter.drawRect(grid);
    }
    for (int i = 0; i <= 9 && look.regions.empty(); ++i) {
        const bool thick = i % 3 == 0;
        if ((i == 0 || i == 9) && !look.outerBorder) continue;
        const double width = thick ? look.thickLine : look.thinLine;
        painter.setPen(QPen(thick ? lines : thinLines, width, Qt::SolidLine, Qt::SquareCap));
        const double at = grid.top() + i * cell;
        painter.drawLine(QPointF(grid.left(), at), QPointF(grid.right(), at));
        const double x = grid.left() + i * cell;
        painter.drawLine(QPointF(x, grid.top()), QPointF(x, grid.bottom()));
    }
    const QRawFont font(look.fontFile, 100);
    for (int c = 0; c < 81; ++c) {
        const int value = givens.at(c);
        if (value == 0 || !font.isValid()) continue;
        const QList<quint32> glyph = font.glyphIndexesForString(QString::number(value));
        QPainterPath path = font.pathForGlyph(glyph.front());
        const QRectF bounds = path.boundingRect();
        // Digits stand on a common baseline, like text: the height of the digit 8 sets the scale.
        const QRectF eight = font.pathForGlyph(font.glyphIndexesForString(QStringLiteral("8")).front()).boundingRect();
        const double scale = look.digitShare * cell / eight.height();
        const QPointF centre(grid.left() + (c % 9 + 0.5) * cell, grid.top() + (c / 9 + 0.5) * cell);
        QTransform transform;
        transform.translate(centre.x() - bounds.center().x() * scale, centre.y() - eight.center().y() * scale);
        transform.scale(scale, scale);
        painter.fillPath(transform.map(path), ink);
    }
    return image;
}

QImage ForeignBoard::paintCrossword(int cells, unsigned seed, int side, int margin)
{
    std::mt19937 random(seed);
    std::vector<bool> black(static_cast<std::size_t>(cells * cells), false);
    const auto at = [&](int r, int c) { return black[static_cast<std::size_t>(r * cells + c)]; };
    for (int i = 0; i < cells * cells / 2; ++i)
        if (random() % 6 == 0) {
            black[static_cast<std::size_t>(i)] = true;
            black[static_cast<std::size_t>(cells * cells - 1 - i)] = true; // the half turn
        }
    QImage image(side + 2 * margin, side + 2 * margin, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const double cell = static_cast<double>(side) / cells;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(6, static_cast<int>(cell * 0.28)));
    painter.setFont(font);
    int number = 0;
    for (int r = 0; r < cells; ++r)
        for (int c = 0; c < cells; ++c) {
            const QRectF square(margin + c * cell, margin + r * cell, cell, cell);
            if (at(r, c)) {
                painter.fillRect(square, Qt::black);
                continue;
            }
            const bool across = (c == 0 || at(r, c - 1)) && c + 1 < cells && !at(r, c + 1);
            const bool down = (r == 0 || at(r - 1, c)) && r + 1 < cells && !at(r + 1, c);
            if (across || down) painter.drawText(square.adjusted(cell * 0.08, cell * 0.02, 0, 0), Qt::AlignLeft | Qt::AlignTop, QString::number(++number));
        }
    painter.setPen(QPen(Qt::black, 1));
    for (int i = 0; i <= cells; ++i) {
        painter.drawLine(QPointF(margin, margin + i * cell), QPointF(margin + side, margin + i * cell));
        painter.drawLine(QPointF(margin + i * cell, margin), QPointF(margin + i * cell, margin + side));
    }
    painter.setPen(QPen(Qt::black, 2));
    painter.drawRect(QRectF(margin, margin, side, side));
    return image;
}

} // namespace nonet::testing
