#pragma once
// Shared by the widget tests: a mid-game board (its views, and the board itself shown the
// way the board tests drive it), light/dark palettes.

#include "core/geometry.h"
#include "ui/board_widget.h"
#include "ui/cell_view.h"
#include "ui/cell_widget.h"

#include <QAccessible>
#include <QColor>
#include <QApplication>
#include <QPalette>
#include <QTest>

#include <array>
#include <memory>
#include <string_view>

namespace nonet::test {

// What a screen reader reads of a widget: its name and description through its
// accessibility interface (the cells and the keypad's values work theirs out when read).
inline QString spokenName(QObject* widget) { return QAccessible::queryAccessibleInterface(widget)->text(QAccessible::Name); }
inline QString spokenDescription(QObject* widget)
{
    return QAccessible::queryAccessibleInterface(widget)->text(QAccessible::Description);
}

// The Dutch assignment's puzzle with a few entries, notes and one conflict:
// entries at r1c3, r1c4, r2c2, r5c5, and an entered 9 at r3c1 that clashes with the given
// 9 at r3c2 (both marked as conflicts, as the game reports them).
inline std::array<ui::CellView, kCellCount> midGameViews()
{
    constexpr std::string_view kGivens =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    std::array<ui::CellView, kCellCount> views{};
    for (int c = 0; c < kCellCount; ++c) {
        const char ch = kGivens[static_cast<std::size_t>(c)];
        auto& v = views[static_cast<std::size_t>(c)];
        v.value = ch == '.' ? 0 : ch - '0';
        v.given = v.value != 0;
    }
    const auto entry = [&](int row, int column, int value, bool conflict = false) {
        auto& v = views[static_cast<std::size_t>(cellAt(row, column))];
        v.value = value;
        v.conflict = conflict;
    };
    entry(0, 2, 4);
    entry(0, 3, 6);
    entry(1, 1, 7);
    entry(4, 4, 5);
    entry(2, 0, 9, true);
    views[static_cast<std::size_t>(cellAt(2, 1))].conflict = true;
    const auto notes = [&](int row, int column, std::initializer_list<int> digits) {
        auto& v = views[static_cast<std::size_t>(cellAt(row, column))];
        for (int d : digits)
            v.notes.insert(d);
    };
    notes(0, 5, {2, 8});
    notes(0, 6, {1, 2, 9});
    notes(1, 2, {2});
    notes(6, 0, {1, 3, 4, 5, 6, 7, 8, 9, 2});
    notes(8, 0, {2, 3});
    notes(4, 1, {2, 5});
    // What the game hands the board with each view: the values no peer holds.
    for (int c = 0; c < kCellCount; ++c) {
        DigitSet held;
        for (int peer : peersOf(c))
            if (const int value = views[static_cast<std::size_t>(peer)].value; value != 0) held.insert(value);
        views[static_cast<std::size_t>(c)].candidates = DigitSet::all() - held;
    }
    return views;
}

// Cells of midGameViews() the board tests use.
inline constexpr int kEditable = 2; // r1c3, empty in the puzzle, entry 4 mid-game
inline constexpr int kEmpty = 5;    // r1c6, empty with notes 2 8
inline constexpr int kGiven = 0;    // r1c1, given 5

// The mid-game board at 450 x 450 px, shown (the caller waits until it is exposed).
inline std::unique_ptr<ui::BoardWidget> showMidGameBoard()
{
    auto board = std::make_unique<ui::BoardWidget>();
    board->setCells(midGameViews());
    board->resize(450, 450);
    board->show();
    return board;
}

inline QPoint centerOf(const ui::BoardWidget& board, int cell)
{
    const ui::CellWidget* w = board.cellWidget(cell);
    return w->mapTo(&board, w->rect().center());
}

// Keys go to the selection: no cell is hovered.
inline void leaveBoard(ui::BoardWidget& board)
{
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(&board, &leave);
    QCOMPARE(board.hoveredCell(), -1);
}

// Qt drops a move to where the cursor already is: come from one pixel away.
inline void hover(ui::BoardWidget& board, int cell)
{
    const QPoint target = centerOf(board, cell);
    QTest::mouseMove(&board, target + QPoint(1, 1));
    QTest::mouseMove(&board, target);
    QCOMPARE(board.hoveredCell(), cell);
}

inline QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2a, 0x2e, 0x32);
    const QColor base(0x1b, 0x1e, 0x20);
    const QColor text(0xfc, 0xfc, 0xfc);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x23, 0x26, 0x29));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xfc, 0xfc, 0xfc, 0x80));
    p.setColor(QPalette::Button, QColor(0x31, 0x36, 0x3b));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0xff, 0xff));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    p.setColor(QPalette::HighlightedText, text);
    p.setColor(QPalette::Link, QColor(0x1d, 0x99, 0xf3));
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Light, QColor(0x40, 0x46, 0x4c));
    p.setColor(QPalette::Midlight, QColor(0x38, 0x3e, 0x44));
    p.setColor(QPalette::Mid, QColor(0x24, 0x28, 0x2c));
    p.setColor(QPalette::Dark, QColor(0x14, 0x16, 0x18));
    p.setColor(QPalette::Shadow, QColor(0x0a, 0x0a, 0x0a));
    return p;
}

} // namespace nonet::test
