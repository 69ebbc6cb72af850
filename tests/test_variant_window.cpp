// The variants in the game (app/variants/): a 4×4 and a 6×6 made in the background and
// played to the end from the keyboard, undo, hints, the autosave, Save As / Open and the
// share link (each round trip lands on the same game), bad variant save files, and the
// board of each shape drawn as it should be in a light and a dark palette.

#include "app/storage/variant_save_file.h"
#include "app/variants/variant_window.h"
#include "core/notation/shape_notation.h"
#include "tests/bad_input_catalogue.h"
#include "ui/shape_board_widget.h"

#include <QApplication>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace nonet;
using namespace nonet::app;
using nonet::ui::ShapeBoardWidget;

namespace {

int firstEmpty(const ShapeGame& game)
{
    for (int cell = 0; cell < game.cellCount(); ++cell)
        if (game.value(cell) == 0) return cell;
    return -1;
}

Qt::Key keyOf(int value) { return value <= 9 ? Qt::Key(Qt::Key_0 + value) : Qt::Key(Qt::Key_A + value - 10); }

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
    p.setColor(QPalette::Base, QColor(0x18, 0x18, 0x1c));
    p.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe0));
    return p;
}

QPalette lightPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::Text, Qt::black);
    p.setColor(QPalette::WindowText, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6));
    return p;
}

ui::ShapeBoardContent emptyBoard(ShapePtr shape)
{
    ui::ShapeBoardContent content;
    content.shape = shape;
    content.values.assign(static_cast<std::size_t>(shape->cellCount()), 0);
    content.givens.assign(static_cast<std::size_t>(shape->cellCount()), false);
    content.notes.assign(static_cast<std::size_t>(shape->cellCount()), DigitSet{});
    return content;
}

} // namespace

class TestVariantWindow : public QObject {
    Q_OBJECT
private slots:
    void init() { QVERIFY(dir_.isValid()); }

    void playsToTheEnd_data()
    {
        QTest::addColumn<int>("variant");
        QTest::newRow("4x4") << int(Variant::Mini4);
        QTest::newRow("6x6") << int(Variant::Mini6);
    }
    void playsToTheEnd()
    {
        QFETCH(int, variant);
        VariantWindow window(dir_.path());
        window.show();
        window.startNewGame(Variant(variant), Level::Easy, 42);
        QTRY_VERIFY(window.game() != nullptr);
        QCOMPARE(window.game()->variant(), Variant(variant));
        QVERIFY(window.windowTitle().contains(variant == int(Variant::Mini4) ? QStringLiteral("4×4") : QStringLiteral("6×6")));
        const ShapeGrid solution = window.game()->puzzle().solution;
        ShapeBoardWidget* board = window.board();
        board->setFocus();
        // A wrong value first: a conflict or a wrong entry, then undone.
        const int first = firstEmpty(*window.game());
        board->selectCell(first);
        const int wrongValue = solution.at(first) % window.game()->side() + 1;
        QTest::keyClick(board, keyOf(wrongValue));
        QCOMPARE(window.game()->value(first), wrongValue);
        window.findChild<QAction*>(QStringLiteral("variantUndo"))->trigger();
        QCOMPARE(window.game()->value(first), 0);
        for (int cell = firstEmpty(*window.game()); cell >= 0; cell = firstEmpty(*window.game())) {
            board->selectCell(cell);
            QTest::keyClick(board, keyOf(solution.at(cell)));
        }
        QCOMPARE(window.game()->completion(), ShapeCompletion::Solved);
        QVERIFY(window.hintText().contains(QStringLiteral("Solved")));
    }

    // Every hint press goes one stage further; the third applies the step.
    void hints()
    {
        VariantWindow window(dir_.path());
        window.startNewGame(Variant::Mini6, Level::Easy, 7);
        QTRY_VERIFY(window.game() != nullptr);
        auto* hint = window.findChild<QAction*>(QStringLiteral("variantHint"));
        QVERIFY(hint);
        const int filled = window.game()->filledCount();
        hint->trigger();
        QTRY_VERIFY(!window.hintText().isEmpty());
        const QString stage1 = window.hintText();
        hint->trigger();
        QTRY_VERIFY(window.hintText() != stage1);
        hint->trigger();
        // A placement fills a cell; an elimination writes notes.
        bool changed = window.game()->filledCount() > filled;
        for (int cell = 0; cell < window.game()->cellCount() && !changed; ++cell) changed = !window.game()->notes(cell).empty();
        QVERIFY(changed);
        QCOMPARE(window.game()->conflicts().count(), 0);
        QCOMPARE(window.game()->wrongEntries().count(), 0);
    }

    // The autosave, Save As / Open and the share link each bring the same game back.
    void roundTrips()
    {
        VariantWindow window(dir_.path());
        window.startNewGame(Variant::Mini6, Level::VeryEasy, 3);
        QTRY_VERIFY(window.game() != nullptr);
        ShapeBoardWidget* board = window.board();
        const int cell = firstEmpty(*window.game());
        board->selectCell(cell);
        QTest::keyClick(board, keyOf(window.game()->puzzle().solution.at(cell)));
        const int other = firstEmpty(*window.game());
        board->selectCell(other);
        QTest::keyClick(board, Qt::Key_2, Qt::ShiftModifier);
        QVERIFY(window.game()->notes(other).contains(2));
        const ShapeGrid values = window.game()->values();

        VariantWindow restored(dir_.path());
        QVERIFY(restored.restoreAutosave());
        QVERIFY(restored.game()->values() == values);
        QVERIFY(restored.game()->notes(other).contains(2));
        QCOMPARE(restored.game()->level(), window.game()->level());

        const QString path = dir_.filePath(QStringLiteral("game.nonetv"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(VariantSaveFile::write(*window.game(), 5000));
        file.close();
        VariantWindow opened({});
        QVERIFY(opened.openFile(path));
        QVERIFY(opened.game()->values() == values);
        QVERIFY(opened.game()->puzzle().solution == window.game()->puzzle().solution);

        const QString link = window.shareLink(true);
        QVERIFY(link.startsWith(QStringLiteral("nonet://play?v=6x6&p=")));
        VariantWindow linked({});
        QVERIFY(linked.openLink(link));
        QTRY_VERIFY(linked.game() != nullptr);
        QVERIFY(linked.game()->values() == values);
        QVERIFY(linked.game()->puzzle().givens == window.game()->puzzle().givens);
        // A bad link leaves the game as it was and says why.
        QVERIFY(!linked.openLink(QStringLiteral("nonet://play?v=6x6&p=123")));
        QVERIFY(linked.hintText().contains(QStringLiteral("found 3 cells")));
        QVERIFY(linked.game()->values() == values);
        // One that reads but has two solutions: said once checked, the game still as it was.
        QVERIFY(linked.openLink(QStringLiteral("nonet://play?v=4x4&p=12..............")));
        QTRY_VERIFY(linked.hintText().contains(QStringLiteral("more than one solution")));
        QVERIFY(linked.game()->values() == values);
    }

    void badSaveFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("fragment");
        for (const auto& row : testing::badVariantSaveFiles())
            QTest::newRow(row.name) << row.bytes << int(row.code) << row.detailFragment;
    }
    void badSaveFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, code);
        QFETCH(QString, fragment);
        const auto read = VariantSaveFile::read(bytes);
        QVERIFY(std::holds_alternative<SaveError>(read));
        QCOMPARE(int(std::get<SaveError>(read).code), code);
        QVERIFY2(std::get<SaveError>(read).detail.contains(fragment), qPrintable(std::get<SaveError>(read).detail));
        // Through the window: the message shows and no game starts.
        const QString path = dir_.filePath(QStringLiteral("bad.nonetv"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
        file.close();
        VariantWindow window({});
        QVERIFY(!window.openFile(path));
        QVERIFY(!window.hintText().isEmpty());
        QVERIFY(window.game() == nullptr);
    }

    // 16×16 takes its letters from the keyboard: G is 16.
    void lettersFor16()
    {
        ShapeBoardWidget board;
        board.setContent(emptyBoard(Shape::of(Variant::Giant16)));
        QSignalSpy values(&board, &ShapeBoardWidget::valueRequested);
        board.selectCell(17);
        QTest::keyClick(&board, Qt::Key_G);
        QTest::keyClick(&board, Qt::Key_A);
        QTest::keyClick(&board, Qt::Key_H); // not a value of 16×16
        QCOMPARE(values.count(), 2);
        QCOMPARE(values.at(0).at(1).toInt(), 16);
        QCOMPARE(values.at(1).at(1).toInt(), 10);
        QCOMPARE(ShapeBoardWidget::valueText(16), QStringLiteral("G"));
    }

    // Pixels: an extra house's cells are shaded (Windoku's windows, X's diagonals), other
    // cells are plain Base; a Jigsaw region border is thick where regions meet and absent
    // where they do not. Light and dark.
    void drawsEachShape_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void drawsEachShape()
    {
        QFETCH(bool, dark);
        const QPalette palette = dark ? darkPalette() : lightPalette();
        const QColor base = palette.color(QPalette::Base);
        auto render = [&](ShapePtr shape, ShapeBoardWidget& board) {
            board.setPalette(palette);
            board.resize(450, 450);
            board.setContent(emptyBoard(shape));
            QImage image(board.size(), QImage::Format_RGB32);
            board.render(&image);
            return image;
        };
        auto inside = [](const ShapeBoardWidget& board, int cell) { return board.cellRect(cell).topLeft().toPoint() + QPoint(6, 6); };

        ShapeBoardWidget windoku;
        const QImage w = render(Shape::of(Variant::Windoku), windoku);
        QVERIFY(QColor(w.pixel(inside(windoku, 10))) != base); // r2c2: a window
        QCOMPARE(QColor(w.pixel(inside(windoku, 0))), base);  // r1c1: no window

        ShapeBoardWidget x;
        const QImage xi = render(Shape::of(Variant::X), x);
        QVERIFY(QColor(xi.pixel(inside(x, 40))) != base); // the centre: both diagonals
        QVERIFY(QColor(xi.pixel(inside(x, 8))) != base);  // r1c9: the anti-diagonal
        QCOMPARE(QColor(xi.pixel(inside(x, 1))), base);

        // Jigsaw: a layout whose region 1 bends; the border is drawn between r1c2 and r1c3
        // exactly when they are in different regions.
        const ShapeParseResult jigsaw = parseShapePuzzle(Variant::Jigsaw, testing::kSampleJigsaw);
        QVERIFY(jigsaw);
        ShapeBoardWidget j;
        const QImage ji = render(jigsaw.grid().shapePtr(), j);
        const Shape& shape = jigsaw.grid().shape();
        const QColor text = palette.color(QPalette::Text);
        int checked = 0;
        for (int cell = 0; cell < 80; ++cell) {
            if (cell % 9 == 8) continue;
            const QRectF r = j.cellRect(cell);
            const QPoint edge(qRound(r.right()), qRound(r.center().y()));
            const bool thick = shape.regionOf(cell) != shape.regionOf(cell + 1);
            const QColor seen(ji.pixel(edge));
            if (thick) QCOMPARE(seen, text);
            else QVERIFY(seen != text);
            ++checked;
        }
        QCOMPARE(checked, 72);
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(TestVariantWindow)
#include "test_variant_window.moc"
