// The board in light and dark palettes and at device pixel ratios 1, 1.5 and 2, checked on
// the rendered pixels:
//
// - contrast: every digit on the board (given, entry, conflict, wrong, note, emphasised
//   note) in every background it can have (plain, peer, selected, same digit, hint) reaches
//   WCAG 4.5:1 against the background it is drawn on. The ink is the pixel of the glyph
//   with the most contrast (antiailasing only lowers it), the background the most common
//   colour around it.
// - scaling: the box lines are solid where the layout puts them, and each digit lies
//   whole and centred inside its cell, at every ratio, at the place the ratio predicts.

#include "tests/widget_fixtures.h"
#include "ui/board_widget.h"
#include "ui/cell_widget.h"
#include "ui/colors.h"

#include <QApplication>
#include <QHash>
#include <QImage>
#include <QPainter>
#include <QStyle>
#include <QTest>

#include <cmath>
#include <memory>
#include <optional>

using namespace nonet;
using nonet::ui::BoardWidget;
using nonet::ui::CellView;
using nonet::ui::CellWidget;

Q_DECLARE_METATYPE(QPalette)

namespace {

constexpr int kBoardSide = 540; // 60 px cells: notes are drawn at 16 px

QImage render(BoardWidget& board, qreal ratio)
{
    QImage image(QSize(board.width(), board.height()) * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    board.render(&image);
    return image;
}

// A logical rectangle of the board in the image's device pixels (inside, rounded inward).
QRect devicePixels(const QRectF& logical, qreal ratio)
{
    const int left = static_cast<int>(std::ceil(logical.left() * ratio));
    const int top = static_cast<int>(std::ceil(logical.top() * ratio));
    const int right = static_cast<int>(std::floor((logical.left() + logical.width()) * ratio)) - 1;
    const int bottom = static_cast<int>(std::floor((logical.top() + logical.height()) * ratio)) - 1;
    return QRect(QPoint(left, top), QPoint(right, bottom));
}

QRectF cellRect(const BoardWidget& board, int cell)
{
    const CellWidget* w = board.cellWidget(cell);
    return QRectF(QRectF(w->rect()).translated(w->mapTo(&board, QPoint(0, 0))));
}

QColor mostCommon(const QImage& image, const QRect& region)
{
    QHash<QRgb, int> counts;
    for (int y = region.top(); y <= region.bottom(); ++y)
        for (int x = region.left(); x <= region.right(); ++x)
            ++counts[image.pixel(x, y)];
    QRgb best = 0;
    int bestCount = -1;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (it.value() > bestCount) {
            best = it.key();
            bestCount = it.value();
        }
    return QColor::fromRgb(best);
}

double bestContrast(const QImage& image, const QRect& region, const QColor& background)
{
    double best = 1.0;
    for (int y = region.top(); y <= region.bottom(); ++y)
        for (int x = region.left(); x <= region.right(); ++x)
            best = std::max(best, ui::contrastRatio(image.pixelColor(x, y), background));
    return best;
}

// The part of r inside by `margin` of its size on each side.
QRectF inner(const QRectF& r, double margin)
{
    return r.adjusted(r.width() * margin, r.height() * margin, -r.width() * margin, -r.height() * margin);
}

QRectF noteSlot(const QRectF& cell, int digit)
{
    const double third = std::min(cell.width(), cell.height()) / 3.0;
    const double left = cell.center().x() - 1.5 * third;
    const double top = cell.center().y() - 1.5 * third;
    return QRectF(left + ((digit - 1) % 3) * third, top + ((digit - 1) / 3) * third, third, third);
}

// Pixels whose colour is far from the background: the ink of a digit.
std::optional<QRect> inkBounds(const QImage& image, const QRect& region, const QColor& background)
{
    std::optional<QRect> bounds;
    for (int y = region.top(); y <= region.bottom(); ++y)
        for (int x = region.left(); x <= region.right(); ++x)
            if (ui::contrastRatio(image.pixelColor(x, y), background) >= 2.0) {
                const QRect dot(x, y, 1, 1);
                bounds = bounds ? bounds->united(dot) : dot;
            }
    return bounds;
}

// Mid-game views plus what only a game sets: a wrong entry, a wrong entry in conflict.
std::array<CellView, kCellCount> views()
{
    auto v = test::midGameViews();
    auto& wrong = v[static_cast<std::size_t>(cellAt(4, 4))]; // the entered 5
    wrong.wrong = true;
    auto& both = v[static_cast<std::size_t>(cellAt(2, 0))]; // the clashing 9
    both.wrong = true;
    return v;
}

} // namespace

class TestDarkPalette : public QObject {
    Q_OBJECT

    std::unique_ptr<BoardWidget> board_;

    void checkEveryDigit(qreal ratio)
    {
        const QImage image = render(*board_, ratio);
        int digits = 0;
        for (int cell = 0; cell < kCellCount; ++cell) {
            const CellView view = board_->cell(cell);
            const QRectF r = cellRect(*board_, cell);
            if (view.value != 0) {
                const QColor background = mostCommon(image, devicePixels(r, ratio));
                // The centre of the cell: the glyph, away from rings and corner marks.
                const double contrast = bestContrast(image, devicePixels(inner(r, 0.22), ratio), background);
                if (contrast < 4.5)
                    qWarning("cell %d (value %d%s%s, highlights %d): contrast %.2f", cell, view.value,
                             view.given ? " given" : "", view.conflict ? " conflict" : "",
                             int(board_->cellWidget(cell)->highlights()), contrast);
                QVERIFY(contrast >= 4.5);
                ++digits;
            } else {
                const DigitSet marks = view.notes | board_->cellWidget(cell)->hintPattern();
                for (int d : marks) {
                    const QRectF slot = noteSlot(r, d);
                    const QColor background = mostCommon(image, devicePixels(slot, ratio));
                    const double contrast = bestContrast(image, devicePixels(inner(slot, 0.3), ratio), background);
                    if (contrast < 4.5)
                        qWarning("cell %d note %d (highlights %d): contrast %.2f", cell, d,
                                 int(board_->cellWidget(cell)->highlights()), contrast);
                    QVERIFY(contrast >= 4.5);
                    ++digits;
                }
            }
        }
        QVERIFY(digits > 40);
    }

private slots:
    void initTestCase() { QApplication::setStyle(QStringLiteral("Fusion")); }

    void init()
    {
        board_ = std::make_unique<BoardWidget>();
        board_->setCells(views());
        board_->resize(kBoardSide, kBoardSide);
        board_->show();
        QVERIFY(QTest::qWaitForWindowExposed(board_.get()));
    }
    void cleanup() { board_.reset(); }

    void digitsReadOnEveryBackground_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::addColumn<int>("selected");
        QTest::addColumn<bool>("hint");
        QTest::addColumn<qreal>("ratio");
        const QPalette light = QApplication::style()->standardPalette();
        const QPalette dark = test::darkPalette();
        for (const auto& [name, palette] : {std::pair{"light", light}, std::pair{"dark", dark}}) {
            // The entered 5 (wrong): its houses, the other 5s and the 5 in notes light up.
            QTest::addRow("%s, entry selected", name) << palette << cellAt(4, 4) << false << 1.0;
            // A given 9 in conflict, with a hint on show elsewhere.
            QTest::addRow("%s, conflict selected, hint", name) << palette << cellAt(2, 1) << true << 1.0;
            // An empty cell with notes; the hint's cells and marks.
            QTest::addRow("%s, notes selected, hint", name) << palette << cellAt(0, 5) << true << 1.0;
            QTest::addRow("%s, given selected, ratio 2", name) << palette << cellAt(0, 0) << true << 2.0;
            QTest::addRow("%s, no selection, ratio 1.5", name) << palette << -1 << false << 1.5;
        }
    }
    void digitsReadOnEveryBackground()
    {
        QFETCH(QPalette, palette);
        QFETCH(int, selected);
        QFETCH(bool, hint);
        QFETCH(qreal, ratio);
        board_->setPalette(palette);
        board_->setSelectedCell(selected);
        if (hint) {
            // Cells of a hint in rows 1 and 7, one ringed candidate, one struck.
            CellSet cells;
            for (int c : {cellAt(0, 6), cellAt(6, 0), cellAt(0, 5)}) cells.insert(c);
            board_->setHintMarks({cells, {{cellAt(0, 6), 1}, {cellAt(6, 0), 3}}, {{cellAt(0, 5), 8}}, {}});
        }
        board_->setFocus();
        QApplication::processEvents();
        checkEveryDigit(ratio);
    }

    // The colours the paint code picks, for every highlight a cell can have, computed
    // rather than sampled (covers combinations no rendered board above shows).
    void errorColourReadsOnHighlights_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::newRow("light") << QApplication::style()->standardPalette();
        QTest::newRow("dark") << test::darkPalette();
    }
    void errorColourReadsOnHighlights()
    {
        QFETCH(QPalette, palette);
        const QColor base = palette.color(QPalette::Base);
        const QColor accent = palette.color(QPalette::Highlight);
        for (double t : {0.0, 0.12, 0.2, 0.28, 0.45}) {
            const QColor background = ui::mix(base, accent, t);
            const QColor ink = ui::errorColorOn(palette, background);
            QVERIFY2(ui::contrastRatio(ink, background) >= 4.5, qPrintable(QString::number(t)));
            // Still a red where one reads: the mark does not depend on the hue alone
            // (bar, corner, cross), but it keeps it when it can.
            QVERIFY(ink.hslHue() <= 10 || ink.hslHue() >= 350 || ink == palette.color(QPalette::Text));
        }
    }

    void linesAndDigitsScale_data()
    {
        QTest::addColumn<qreal>("ratio");
        QTest::addColumn<bool>("focused");
        for (qreal ratio : {1.0, 1.5, 2.0})
            for (bool focused : {false, true})
                QTest::addRow("%g%s", ratio, focused ? ", focused" : "") << ratio << focused;
    }
    void linesAndDigitsScale()
    {
        QFETCH(qreal, ratio);
        QFETCH(bool, focused);
        // Digits only: no corner marks of conflicts or wrong entries next to the glyphs.
        auto plain = test::midGameViews();
        for (CellView& v : plain) v.conflict = v.wrong = false;
        board_->setCells(plain);
        board_->resize(450, 450);
        if (focused)
            board_->setFocus();
        else
            board_->clearFocus();
        QCOMPARE(board_->hasFocus(), focused);
        QApplication::processEvents();
        const QImage image = render(*board_, ratio);
        QCOMPARE(image.size(), QSize(450, 450) * ratio);
        const QPalette& pal = board_->palette();
        const QColor base = pal.color(QPalette::Base);
        const QColor thick = ui::mix(base, pal.color(QPalette::Text), 0.78);
        // The outer frame carries the focus colour while the board has focus.
        const QColor frame = board_->hasFocus() ? ui::mix(base, pal.color(QPalette::Highlight), 0.9) : thick;

        // The four box lines each way: solid line colour in their middle, along the board.
        const QRectF first = cellRect(*board_, 0);
        const QRectF last = cellRect(*board_, kCellCount - 1);
        for (int i = 0; i <= 3; ++i) {
            // Between box i-1 and box i (i = 0: the outer frame's left/top edge).
            const double before = i == 0 ? first.left() - 3 : cellRect(*board_, 3 * i - 1).right();
            const double after = i == 3 ? last.right() + 3 : cellRect(*board_, 3 * i).left();
            const double middle = (before + after) / 2.0;
            for (int row = 0; row < kSide; ++row) {
                const double y = cellRect(*board_, cellAt(row, 0)).center().y();
                const QPoint vertical(static_cast<int>(middle * ratio), static_cast<int>(y * ratio));
                const QPoint horizontal(static_cast<int>(y * ratio), static_cast<int>(middle * ratio));
                const QColor expected = (i == 0 || i == 3) ? frame : thick;
                QCOMPARE(image.pixelColor(vertical).rgb(), expected.rgb());
                QCOMPARE(image.pixelColor(horizontal).rgb(), expected.rgb());
            }
        }

        // Every value whole inside its cell (ink off the cell's edges), centred, at the
        // same place as at ratio 1.
        const QImage reference = render(*board_, 1.0);
        for (int cell = 0; cell < kCellCount; ++cell) {
            const CellView view = board_->cell(cell);
            if (view.value == 0) continue;
            const QRectF r = cellRect(*board_, cell);
            const QRect pixels = devicePixels(r, ratio);
            const QColor background = mostCommon(image, pixels);
            const QRect glyphArea = devicePixels(inner(r, 0.08), ratio);
            const auto ink = inkBounds(image, glyphArea, background);
            QVERIFY(ink.has_value());
            // Not cut off: no ink on the area's border.
            QVERIFY2(glyphArea.adjusted(1, 1, -1, -1).contains(*ink), qPrintable(QString::number(cell)));
            const QPointF centre = QRectF(*ink).center() / ratio;
            QVERIFY2(std::abs(centre.x() - r.center().x()) <= r.width() * 0.1, qPrintable(QString::number(cell)));
            QVERIFY2(std::abs(centre.y() - r.center().y()) <= r.height() * 0.1, qPrintable(QString::number(cell)));
            const auto referenceInk = inkBounds(reference, devicePixels(inner(r, 0.08), 1.0), mostCommon(reference, devicePixels(r, 1.0)));
            QVERIFY(referenceInk.has_value());
            QVERIFY(std::abs(ink->height() / ratio - referenceInk->height()) <= 2.0);
            QVERIFY(std::abs(ink->width() / ratio - referenceInk->width()) <= 2.0);
        }
    }
};

QTEST_MAIN(TestDarkPalette)
#include "test_dark_palette.moc"
