// The board in light and dark palettes and at device pixel ratios 1, 1.5 and 2, checked on
// the rendered pixels:
//
// - contrast: every digit on the board (given, entry, conflict, wrong, note, emphasised
//   note, centre note) in every background it can have (plain, peer, selected, same digit,
//   hint, each of the six cell colours and note colours) reaches WCAG 4.5:1 against the
//   background it is drawn on; on a colour, against both shades of its pattern.
// - colours never rest on hue alone: the six patterns differ from each other. The ink is the pixel of the glyph
//   with the most contrast (antiailasing only lowers it), the background the most common
//   colour around it.
// - scaling: the box lines are solid where the layout puts them, and each digit lies
//   whole and centred inside its cell, at every ratio, at the place the ratio predicts.

#include "tests/widget_fixtures.h"
#include "ui/board_widget.h"
#include "ui/cell_widget.h"
#include "ui/colors.h"
#include "ui/mark_colours.h"

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

CellView& at(std::array<CellView, kCellCount>& v, int row, int column) { return v[static_cast<std::size_t>(cellAt(row, column))]; }

DigitSet digitsOf(std::initializer_list<int> list)
{
    DigitSet set;
    for (int d : list) set.insert(d);
    return set;
}

// The same game with every kind of mark: the six colours on a given, an entry, notes, an
// empty cell with centre notes, a conflict; centre notes alone, beside corner notes, in
// two rows; note colours on corner and centre notes.
std::array<CellView, kCellCount> markedViews()
{
    auto v = views();
    at(v, 0, 0).colour = 1;                       // given 5
    at(v, 0, 2).colour = 2;                       // entry 4
    at(v, 0, 5).colour = 3;                       // notes 2 8
    at(v, 0, 5).candidateColours.set(8, 5);
    at(v, 0, 7).colour = 4;                       // centre notes alone
    at(v, 0, 7).centreNotes = digitsOf({1, 4, 6});
    at(v, 2, 0).colour = 5;                       // the clashing, wrong 9
    at(v, 1, 6).colour = 6;                       // two rows of centre notes beside corner notes
    at(v, 1, 6).centreNotes = digitsOf({3, 4, 5, 6, 7, 8});
    at(v, 1, 6).notes = digitsOf({1, 9});
    at(v, 0, 8).centreNotes = digitsOf({2, 6});   // seven corner notes: a narrow centre
    at(v, 0, 8).notes = digitsOf({1, 2, 3, 4, 5, 6, 7});
    at(v, 0, 8).candidateColours.set(6, 4);       // a coloured centre note
    at(v, 0, 6).candidateColours.set(2, 2);       // notes 1 2 9
    at(v, 0, 6).candidateColours.set(9, 6);
    at(v, 6, 0).candidateColours.set(4, 1);       // all nine notes
    at(v, 1, 7).centreNotes = digitsOf({5, 7});
    return v;
}

// The two most common colours of a region: a coloured cell's fill and its pattern.
std::pair<QColor, QColor> twoMostCommon(const QImage& image, const QRect& region)
{
    QHash<QRgb, int> counts;
    for (int y = region.top(); y <= region.bottom(); ++y)
        for (int x = region.left(); x <= region.right(); ++x) ++counts[image.pixel(x, y)];
    QRgb first = 0, second = 0;
    int firstCount = -1, secondCount = -1;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() > firstCount) {
            second = first;
            secondCount = firstCount;
            first = it.key();
            firstCount = it.value();
        } else if (it.value() > secondCount) {
            second = it.key();
            secondCount = it.value();
        }
    }
    return {QColor::fromRgb(first), QColor::fromRgb(secondCount > 0 ? second : first)};
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
                // Inside the selection ring and frames, which are no background.
                const auto [background, other] = twoMostCommon(image, devicePixels(inner(r, 0.1), ratio));
                // The centre of the cell: the glyph, away from rings and corner marks.
                const QRect glyph = devicePixels(inner(r, 0.22), ratio);
                double contrast = bestContrast(image, glyph, background);
                if (view.colour != 0) contrast = std::min(contrast, bestContrast(image, glyph, other));
                if (contrast < 4.5)
                    qWarning("cell %d (value %d%s%s, highlights %d): contrast %.2f", cell, view.value,
                             view.given ? " given" : "", view.conflict ? " conflict" : "",
                             int(board_->cellWidget(cell)->highlights()), contrast);
                QVERIFY(contrast >= 4.5);
                ++digits;
            } else {
                const CellWidget* widget = board_->cellWidget(cell);
                const bool hinted = !widget->hintPattern().empty() || !widget->hintRemoved().empty();
                const DigitSet centre = hinted ? DigitSet{} : view.centreNotes;
                const DigitSet drawn = hinted ? view.notes | widget->hintPattern() | widget->hintRemoved() : view.notes;
                const DigitSet checked = view.notes | widget->hintPattern(); // struck ones have a line through them
                auto places = CellWidget::cornerNoteSlots(r, drawn, !centre.empty());
                for (const auto& place : CellWidget::centreNoteSlots(r, centre, drawn)) places.push_back(place);
                for (const auto& [d, slot] : places) {
                    if (!checked.contains(d) && !centre.contains(d)) continue;
                    const QRect glyph = devicePixels(inner(slot, centre.contains(d) ? 0.2 : 0.3), ratio);
                    // A coloured note, or a note on a coloured cell: the ink against both
                    // shades of the pattern (they are too small here to sample).
                    const int colour = view.candidateColours.of(d) != 0 ? view.candidateColours.of(d) : view.colour;
                    double contrast = 0;
                    if (colour != 0) {
                        const QPalette& pal = board_->palette();
                        contrast = std::min(bestContrast(image, glyph, ui::markFill(pal, colour)),
                                            bestContrast(image, glyph, ui::markPatternShade(pal, colour)));
                    } else {
                        contrast = bestContrast(image, glyph, mostCommon(image, devicePixels(slot, ratio)));
                    }
                    if (contrast < 4.5)
                        qWarning("cell %d note %d (highlights %d, colour %d, note colour %d): contrast %.2f", cell, d,
                                 int(widget->highlights()), view.colour, view.candidateColours.of(d), contrast);
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
    void marksReadInBothPalettes_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::addColumn<int>("selected");
        QTest::addColumn<qreal>("ratio");
        const QPalette light = QApplication::style()->standardPalette();
        const QPalette dark = test::darkPalette();
        for (const auto& [name, palette] : {std::pair{"light", light}, std::pair{"dark", dark}}) {
            QTest::addRow("%s, coloured entry selected", name) << palette << cellAt(0, 2) << 1.0;
            QTest::addRow("%s, centre notes selected, ratio 1.5", name) << palette << cellAt(1, 6) << 1.5;
            QTest::addRow("%s, several selected, ratio 2", name) << palette << -1 << 2.0;
        }
    }
    void marksReadInBothPalettes()
    {
        QFETCH(QPalette, palette);
        QFETCH(int, selected);
        QFETCH(qreal, ratio);
        board_->setCells(markedViews());
        board_->setPalette(palette);
        if (selected >= 0) {
            board_->setSelectedCell(selected);
        } else {
            WideCellSet several;
            for (int c : {cellAt(0, 5), cellAt(0, 7), cellAt(1, 6), cellAt(2, 0)}) several.insert(c);
            board_->setSelection(several, cellAt(0, 7));
        }
        board_->setFocus();
        QApplication::processEvents();
        checkEveryDigit(ratio);
    }

    // Each colour has its own pattern: told apart by the arrangement of its two shades
    // alone, with the hue taken away.
    void coloursDifferWithoutHue_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::newRow("light") << QApplication::style()->standardPalette();
        QTest::newRow("dark") << test::darkPalette();
    }
    void coloursDifferWithoutHue()
    {
        QFETCH(QPalette, palette);
        std::array<CellView, kCellCount> plain{};
        for (int c = 1; c <= kColourCount; ++c) plain[static_cast<std::size_t>(cellAt(4, c))].colour = c;
        board_->setCells(plain);
        board_->setPalette(palette);
        QApplication::processEvents();
        const QImage image = render(*board_, 1.0);
        std::vector<QVector<bool>> masks;
        for (int c = 1; c <= kColourCount; ++c) {
            const QRect cell = devicePixels(inner(cellRect(*board_, cellAt(4, c)), 0.1), 1.0);
            const QColor fill = mostCommon(image, cell);
            QVector<bool> mask;
            for (int y = cell.top(); y <= cell.bottom(); ++y)
                for (int x = cell.left(); x <= cell.right(); ++x) mask << (image.pixelColor(x, y).rgb() != fill.rgb());
            masks.push_back(mask);
            // Every colour reads as one at a glance: each fill differs from the base.
            QVERIFY(fill.rgb() != palette.color(QPalette::Base).rgb());
        }
        for (std::size_t i = 0; i < masks.size(); ++i)
            for (std::size_t j = i + 1; j < masks.size(); ++j) {
                // Differ in at least a tenth of the cell's pixels.
                int differ = 0;
                for (int k = 0; k < masks[i].size() && k < masks[j].size(); ++k) differ += masks[i][k] != masks[j][k] ? 1 : 0;
                QVERIFY2(differ > masks[i].size() / 10, qPrintable(QStringLiteral("colours %1 and %2 look alike").arg(i + 1).arg(j + 1)));
            }
        // And screen readers hear the number.
        QVERIFY(nonet::test::spokenName(board_->cellWidget(cellAt(4, 3))).endsWith(QStringLiteral("empty, colour 3")));
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
            WideCellSet cells;
            for (int c : {cellAt(0, 6), cellAt(6, 0), cellAt(0, 5)}) cells.insert(c);
            board_->setHintMarks({cells, {{cellAt(0, 6), 1}, {cellAt(6, 0), 3}}, {{cellAt(0, 5), 8}}, {}, {}});
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
