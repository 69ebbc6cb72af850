#pragma once
// What the board tests have in common: every test function starts with the mid-game board
// of widget_fixtures.h shown at 450 x 450 in the Fusion style, holding the keyboard focus,
// no cell hovered; cleanup deletes it. A board test derives from BoardTest inside
// nonet::test, where the fixtures' names (kEditable, centerOf, ...) need no qualifier.
// List this header among the test's SOURCES (moc).

#include "tests/widget_fixtures.h"
#include "ui/board_widget.h"
#include "ui/cell_view.h"
#include "ui/cell_widget.h"

#include <QApplication>
#include <QObject>
#include <QTest>

#include <memory>

namespace nonet::test {

class BoardTest : public QObject {
    Q_OBJECT
protected:
    using BoardWidget = ui::BoardWidget;
    using CellView = ui::CellView;
    using CellWidget = ui::CellWidget;

    std::unique_ptr<BoardWidget> board_;

    void leaveBoard() { test::leaveBoard(*board_); }
    void hover(int cell) { test::hover(*board_, cell); }

private slots:
    void initTestCase() { QApplication::setStyle(QStringLiteral("Fusion")); }
    void init()
    {
        board_ = showMidGameBoard();
        QVERIFY(QTest::qWaitForWindowExposed(board_.get()));
        board_->setFocus();
        leaveBoard();
    }
    void cleanup() { board_.reset(); }
};

} // namespace nonet::test
