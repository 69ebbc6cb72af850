#include "tests/board_test.h"
#include "tests/widget_fixtures.h"
#include "ui/board_widget.h"
#include "ui/cage_overlay.h"
#include "ui/cell_widget.h"
#include "ui/digit_button.h"
#include "ui/pause_cover.h"
#include "ui/selection_popup.h"

#include <QApplication>
#include <QDir>
#include <QSignalSpy>
#include <QStyle>
#include <QTest>
#include <QToolButton>

#include <memory>

namespace nonet::test {

class TestBoardWidget : public BoardTest {
    Q_OBJECT
private slots:
    void cellsAreEqualSquaresWithThickerBoxLines_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("small") << QSize(230, 230);
        QTest::newRow("default") << QSize(450, 450);
        QTest::newRow("wide") << QSize(900, 500);
        QTest::newRow("tall") << QSize(400, 700);
        QTest::newRow("full screen") << QSize(1920, 1080);
    }
    void cellsAreEqualSquaresWithThickerBoxLines()
    {
        QFETCH(QSize, size);
        board_->resize(size);
        QApplication::processEvents();
        const QSize first = board_->cellWidget(0)->size();
        QCOMPARE(first.width(), first.height());
        QVERIFY(first.width() * 9 <= std::min(size.width(), size.height()));
        QVERIFY(first.width() * 9 >= std::min(size.width(), size.height()) * 8 / 10);
        for (int c = 0; c < nonet::kCellCount; ++c)
            QCOMPARE(board_->cellWidget(c)->size(), first);
        const auto gapAfter = [this](int left) {
            return board_->cellWidget(left + 1)->geometry().left() - board_->cellWidget(left)->geometry().right() - 1;
        };
        QVERIFY(gapAfter(0) >= 1);
        QVERIFY(gapAfter(2) > gapAfter(0));
        QCOMPARE(gapAfter(5), gapAfter(2));
        QCOMPARE(gapAfter(3), gapAfter(0));
        // Centred in the widget.
        const QRect all = board_->cellWidget(0)->geometry().united(board_->cellWidget(80)->geometry());
        const QPoint center = board_->cellWidget(0)->mapTo(board_.get(), all.center() - all.topLeft());
        QVERIFY(std::abs(center.x() - size.width() / 2) <= 2);
        QVERIFY(std::abs(center.y() - size.height() / 2) <= 2);
        QVERIFY(board_->hasHeightForWidth());
        QCOMPARE(board_->heightForWidth(300), 300);
    }

    void cellsRoundTripAndDescribeThemselves()
    {
        CellView view;
        view.notes.insert(1);
        view.notes.insert(4);
        view.notes.insert(9);
        board_->setCell(cellAt(2, 4), view);
        QCOMPARE(board_->cell(cellAt(2, 4)), view);
        QCOMPARE(nonet::test::spokenName(board_->cellWidget(cellAt(2, 4))), QStringLiteral("Row 3 column 5, empty, notes 1 4 9"));
        QCOMPARE(nonet::test::spokenName(board_->cellWidget(kGiven)), QStringLiteral("Row 1 column 1, 5, given"));
        QCOMPARE(nonet::test::spokenName(board_->cellWidget(cellAt(2, 0))), QStringLiteral("Row 3 column 1, 9, conflict"));
        QCOMPARE(nonet::test::spokenName(board_->cellWidget(cellAt(8, 8))), QStringLiteral("Row 9 column 9, 9, given"));
        board_->setGrid(nonet::Grid{});
        QCOMPARE(board_->cell(kGiven).value, 0);
        QVERIFY(!board_->cell(kGiven).given);
        QCOMPARE(board_->cell(kGiven).candidates, nonet::DigitSet::all()); // nothing rules a value out
        QCOMPARE(nonet::test::spokenName(board_->cellWidget(kGiven)), QStringLiteral("Row 1 column 1, empty"));
    }

    void selectionHighlightsHousesAndSameDigit()
    {
        QSignalSpy selection(board_.get(), &BoardWidget::selectionChanged);
        board_->setSelectedCell(kGiven); // the given 5 at r1c1
        QCOMPARE(selection.count(), 1);
        QCOMPARE(selection.at(0).at(0).toInt(), kGiven);
        using H = CellWidget::Highlight;
        QVERIFY(board_->cellWidget(kGiven)->highlights() & H::Selected);
        QVERIFY(board_->cellWidget(cellAt(0, 8))->highlights() & H::Peer); // row
        QVERIFY(board_->cellWidget(cellAt(8, 0))->highlights() & H::Peer); // column
        QVERIFY(board_->cellWidget(cellAt(2, 2))->highlights() & H::Peer); // box
        QCOMPARE(board_->cellWidget(cellAt(4, 4))->highlights(), CellWidget::Highlights(H::SameDigit)); // entry 5
        QCOMPARE(board_->cellWidget(cellAt(7, 8))->highlights(), CellWidget::Highlights(H::SameDigit)); // given 5
        QCOMPARE(board_->cellWidget(cellAt(4, 5))->highlights(), CellWidget::Highlights());
        board_->setSelectedCell(kGiven);
        QCOMPARE(selection.count(), 1);
        board_->setSelectedCell(-1);
        QCOMPARE(board_->cellWidget(cellAt(4, 4))->highlights(), CellWidget::Highlights());
        // The board's description says how to play, whatever is selected.
        QVERIFY(board_->accessibleDescription().contains(QStringLiteral("Arrow keys")));
    }

    void clickOpensPopupAndChoosingEntersDigit()
    {
        QSignalSpy entered(board_.get(), &BoardWidget::digitEntered);
        QTest::mouseClick(board_.get(), Qt::LeftButton, {}, centerOf(*board_, kEmpty));
        QCOMPARE(board_->selectedCell(), kEmpty);
        auto* popup = board_->selectionPopup();
        QVERIFY(popup != nullptr);
        QVERIFY(popup->isVisible());
        QCOMPARE(popup->cell(), kEmpty);
        QVERIFY(!popup->notesMode());
        // Next to the cell, not over it.
        const QRect cellRect(board_->cellWidget(kEmpty)->mapToGlobal(QPoint(0, 0)), board_->cellWidget(kEmpty)->size());
        QVERIFY(!popup->frameGeometry().intersects(cellRect));
        // Digits in the cell's row, column or box are dimmed but still usable.
        QVERIFY(popup->digitButton(5)->isDimmed()); // 5 at r1c1
        QVERIFY(popup->digitButton(9)->isDimmed()); // 9 at r2c6
        QVERIFY(!popup->digitButton(2)->isDimmed());
        QTest::mouseClick(popup->digitButton(9), Qt::LeftButton);
        QCOMPARE(entered.count(), 1);
        QCOMPARE(entered.at(0).at(0).toInt(), kEmpty);
        QCOMPARE(entered.at(0).at(1).toInt(), 9);
        QVERIFY(!popup->isVisible());
    }

    void popupEraseAndNotes()
    {
        QSignalSpy erased(board_.get(), &BoardWidget::eraseRequested);
        QSignalSpy noted(board_.get(), &BoardWidget::noteToggled);
        QTest::mouseClick(board_.get(), Qt::LeftButton, {}, centerOf(*board_, kEditable));
        auto* popup = board_->selectionPopup();
        QVERIFY(popup->isVisible());
        QVERIFY(popup->digitButton(4)->isChecked()); // its current value
        QTest::mouseClick(popup->eraseButton(), Qt::LeftButton);
        QCOMPARE(erased.count(), 1);
        QCOMPARE(erased.at(0).at(0).toInt(), kEditable);
        QVERIFY(!popup->isVisible());

        // The popup's notes toggle: choosing toggles a note and keeps it open.
        QTest::mouseClick(board_.get(), Qt::LeftButton, {}, centerOf(*board_, kEmpty));
        QVERIFY(popup->isVisible());
        QTest::mouseClick(popup->notesButton(), Qt::LeftButton);
        QVERIFY(popup->notesMode());
        QVERIFY(popup->digitButton(2)->isChecked()); // notes 2 8 shown as "on"
        QVERIFY(popup->digitButton(8)->isChecked());
        QVERIFY(!popup->digitButton(3)->isChecked());
        QTest::mouseClick(popup->digitButton(3), Qt::LeftButton);
        QTest::mouseClick(popup->digitButton(8), Qt::LeftButton);
        QCOMPARE(noted.count(), 2);
        QCOMPARE(noted.at(0).at(1).toInt(), 3);
        QCOMPARE(noted.at(1).at(1).toInt(), 8);
        QVERIFY(popup->isVisible());
        // The game answers with the new view; the popup follows it.
        CellView view = board_->cell(kEmpty);
        view.notes.insert(3);
        view.notes.erase(8);
        board_->setCell(kEmpty, view);
        QVERIFY(popup->digitButton(3)->isChecked());
        QVERIFY(!popup->digitButton(8)->isChecked());
    }

    void rightClickOpensPopupInNotesMode()
    {
        QSignalSpy noted(board_.get(), &BoardWidget::noteToggled);
        QSignalSpy entered(board_.get(), &BoardWidget::digitEntered);
        QTest::mouseClick(board_.get(), Qt::RightButton, {}, centerOf(*board_, kEmpty));
        auto* popup = board_->selectionPopup();
        QVERIFY(popup->isVisible());
        QVERIFY(popup->notesMode());
        QTest::mouseClick(popup->digitButton(6), Qt::LeftButton);
        QCOMPARE(noted.count(), 1);
        QCOMPARE(noted.at(0).at(0).toInt(), kEmpty);
        QCOMPARE(noted.at(0).at(1).toInt(), 6);
        QCOMPARE(entered.count(), 0);
        // A left click afterwards opens it in value mode again.
        popup->hide();
        QTest::mouseClick(board_.get(), Qt::LeftButton, {}, centerOf(*board_, kEmpty));
        QVERIFY(!popup->notesMode());
        // In notes mode (the window's toggle) a left click opens the notes popup too.
        popup->hide();
        board_->setNotesMode(true);
        QTest::mouseClick(board_.get(), Qt::LeftButton, {}, centerOf(*board_, kEmpty));
        QVERIFY(popup->notesMode());
    }

    void clickOnGivenOnlySelects()
    {
        QSignalSpy entered(board_.get(), &BoardWidget::digitEntered);
        QTest::mouseClick(board_.get(), Qt::LeftButton, {}, centerOf(*board_, kGiven));
        QCOMPARE(board_->selectedCell(), kGiven);
        QVERIFY(board_->selectionPopup() == nullptr || !board_->selectionPopup()->isVisible());
        QVERIFY(board_->cellWidget(cellAt(4, 4))->highlights() & CellWidget::Highlight::SameDigit);
        QTest::keyClick(board_.get(), Qt::Key_3);
        QTest::keyClick(board_.get(), Qt::Key_Delete);
        QCOMPARE(entered.count(), 0);
    }

    void lockedBoardIgnoresInput()
    {
        QSignalSpy entered(board_.get(), &BoardWidget::digitEntered);
        QSignalSpy noted(board_.get(), &BoardWidget::noteToggled);
        QSignalSpy erased(board_.get(), &BoardWidget::eraseRequested);
        QSignalSpy mode(board_.get(), &BoardWidget::notesModeToggleRequested);
        board_->setLocked(true);
        QVERIFY(board_->isLocked());
        QTest::mouseClick(board_.get(), Qt::LeftButton, {}, centerOf(*board_, kEmpty));
        QCOMPARE(board_->selectedCell(), kEmpty); // looking around stays possible
        QVERIFY(board_->selectionPopup() == nullptr || !board_->selectionPopup()->isVisible());
        QTest::mouseClick(board_.get(), Qt::RightButton, {}, centerOf(*board_, kEmpty));
        QVERIFY(board_->selectionPopup() == nullptr || !board_->selectionPopup()->isVisible());
        leaveBoard();
        QTest::keyClick(board_.get(), Qt::Key_5);
        QTest::keyClick(board_.get(), Qt::Key_Exclam, Qt::ShiftModifier);
        QTest::keyClick(board_.get(), Qt::Key_Delete);
        QTest::keyClick(board_.get(), Qt::Key_N);
        QTest::keyClick(board_.get(), Qt::Key_Return);
        QVERIFY(board_->selectionPopup() == nullptr || !board_->selectionPopup()->isVisible());
        QCOMPARE(entered.count() + noted.count() + erased.count() + mode.count(), 0);
        board_->setLocked(false);
        QTest::keyClick(board_.get(), Qt::Key_5);
        QCOMPARE(entered.count(), 1);
    }

    void pausedBoardHidesAndIgnoresInput()
    {
        QSignalSpy entered(board_.get(), &BoardWidget::digitEntered);
        QSignalSpy selection(board_.get(), &BoardWidget::selectionChanged);
        QSignalSpy resume(board_.get(), &BoardWidget::resumeRequested);
        board_->setSelectedCell(kEmpty);
        selection.clear();
        board_->setPaused(true);
        QVERIFY(board_->isPaused());
        QVERIFY(!board_->cellWidget(0)->isVisible());
        QTest::mouseClick(board_.get(), Qt::LeftButton, {}, centerOf(*board_, kEditable));
        auto* cover = board_->findChild<nonet::ui::PauseCover*>();
        QVERIFY(cover != nullptr && cover->isVisible());
        QVERIFY(cover->geometry().contains(centerOf(*board_, kEditable)));
        QTest::mouseClick(cover, Qt::LeftButton);
        QTest::keyClick(board_.get(), Qt::Key_5);
        QTest::keyClick(board_.get(), Qt::Key_Right);
        QCOMPARE(entered.count(), 0);
        QCOMPARE(selection.count(), 0);
        QVERIFY(board_->selectionPopup() == nullptr || !board_->selectionPopup()->isVisible());
        QCOMPARE(resume.count(), 1); // the click landed on the cover
        QTest::keyClick(board_.get(), Qt::Key_Space);
        QCOMPARE(resume.count(), 2);
        board_->setPaused(false);
        QVERIFY(board_->cellWidget(0)->isVisible());
        QTest::keyClick(board_.get(), Qt::Key_5);
        QCOMPARE(entered.count(), 1);
    }

    void pausingClosesThePopup()
    {
        QTest::mouseClick(board_.get(), Qt::LeftButton, {}, centerOf(*board_, kEmpty));
        QVERIFY(board_->selectionPopup()->isVisible());
        board_->setPaused(true);
        QVERIFY(!board_->selectionPopup()->isVisible());
    }

    void screenshots_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void screenshots()
    {
        QFETCH(bool, dark);
        board_->setPalette(dark ? nonet::test::darkPalette() : QApplication::style()->standardPalette());
        board_->resize(540, 540);
        board_->setSelectedCell(cellAt(4, 4)); // the entered 5: its houses and the other 5s light up
        hover(cellAt(6, 0));
        QApplication::processEvents();
        const QImage image = board_->grab().toImage();
        QCOMPARE(image.size(), QSize(540, 540) * image.devicePixelRatio());
        // Givens and entries differ; lines and cells differ: the image is not flat.
        const QColor base = board_->palette().color(QPalette::Base);
        const QPoint corner = board_->cellWidget(cellAt(8, 8))->mapTo(board_.get(), QPoint(1, 1));
        QCOMPARE(image.pixelColor(corner).rgb(), base.rgb());
        const QString dir = QStringLiteral(NONET_BINARY_DIR "/screenshots");
        QVERIFY(QDir().mkpath(dir));
        const QString file = dir + (dark ? QStringLiteral("/board-dark.png") : QStringLiteral("/board-light.png"));
        QVERIFY(image.save(file));
    }

    // Other sizes and the pause cover, for a look at clipping and scaling.
    void moreScreenshots_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("paused");
        QTest::addColumn<QString>("name");
        QTest::newRow("smallest") << BoardWidget().minimumSizeHint() << false << "board-small.png";
        QTest::newRow("large") << QSize(1000, 1000) << false << "board-large.png";
        QTest::newRow("paused") << QSize(400, 400) << true << "board-paused.png";
    }
    void moreScreenshots()
    {
        QFETCH(QSize, size);
        QFETCH(bool, paused);
        QFETCH(QString, name);
        board_->resize(size);
        board_->setSelectedCell(cellAt(0, 2));
        board_->setPaused(paused);
        QApplication::processEvents();
        const QImage image = board_->grab().toImage();
        QCOMPARE(image.size(), size * image.devicePixelRatio());
        QVERIFY(QDir().mkpath(QStringLiteral(NONET_BINARY_DIR "/screenshots")));
        QVERIFY(image.save(QStringLiteral(NONET_BINARY_DIR "/screenshots/") + name));
    }

    void focusIsVisibleAndTabReachesTheBoard()
    {
        QWidget window;
        auto* before = new QToolButton(&window);
        before->setText(QStringLiteral("before"));
        before->setFocusPolicy(Qt::StrongFocus);
        auto* board = new BoardWidget(&window);
        board->setGeometry(0, 40, 300, 300);
        window.resize(300, 340);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        before->setFocus();
        const QPoint frame = board->cellWidget(0)->mapTo(board, QPoint(0, 0)) - QPoint(1, 1);
        const QColor unfocused = board->grab().toImage().pixelColor(frame);
        QTest::keyClick(before, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), board);
        const QColor focused = board->grab().toImage().pixelColor(frame);
        QVERIFY(focused != unfocused); // the outer frame takes the highlight colour
        // The selection ring is bold while focused.
        board->setSelectedCell(40);
        const QPoint ring = board->cellWidget(40)->mapTo(board, QPoint(2, board->cellWidget(40)->height() / 2));
        const QColor base = board->palette().color(QPalette::Base);
        QVERIFY(board->grab().toImage().pixelColor(ring) != base);
    }

    // Killer cages: the outline runs inside the cells, straight across the thin line where
    // a cage goes on, round an inner corner at the inset, and clear of the sum, which sits
    // in the first cell's corner; the notes of a caged cell stay below the sum; pixels show
    // the dashes and the sum.
    void cagesAreOutlinedAndSummed()
    {
        auto board = showMidGameBoard();
        // r1c1; r1c2 r1c3 (a bar); r2c1 r2c2 r3c1 (an L, its inner corner where r2c2's bottom
        // meets r3c1's right side).
        std::vector<ui::CageView> cages{{{0}, 5, 0}, {{1, 2}, 17, 0}, {{9, 10, 18}, 12, 0}};
        board->setCages(cages);
        QCOMPARE(board->cages().size(), std::size_t{3});
        ui::CageOverlay* overlay = board->cageOverlay();
        const auto rect = [&](int cell) { return QRectF(board->cellWidget(cell)->geometry()); };
        const double d = ui::CageOverlay::insetFor(rect(0).width());

        // The single cell: four sides, inset, the top and left starting after the sum.
        const auto single = overlay->outlineOf(0);
        QCOMPARE(single.size(), std::size_t{4});
        const QRectF label = overlay->sumRect(0);
        QVERIFY(rect(0).contains(label));
        for (const QLineF& line : single) {
            QVERIFY(rect(0).adjusted(d - 0.01, d - 0.01, 0.01 - d, 0.01 - d).contains(line.p1()));
            QVERIFY(!label.contains(line.p1()) && !label.contains(line.p2()));
        }

        // The bar: its top line crosses the thin line between its cells in one piece.
        const auto bar = overlay->outlineOf(1);
        const double top = rect(1).top() + d;
        double leftmost = 1e9;
        double rightmost = -1e9;
        double joined = 0;
        for (const QLineF& line : bar)
            if (qFuzzyCompare(line.y1(), top) && qFuzzyCompare(line.y2(), top)) {
                leftmost = std::min({leftmost, line.x1(), line.x2()});
                rightmost = std::max({rightmost, line.x1(), line.x2()});
                joined += std::abs(line.x2() - line.x1());
            }
        QVERIFY(leftmost > overlay->sumRect(1).right());
        QVERIFY(qFuzzyCompare(rightmost, rect(2).right() - d));
        QVERIFY2(std::abs(joined - (rightmost - leftmost)) < 0.01, "no break in the line across the cells");
        QVERIFY(rightmost > rect(2).left() && leftmost < rect(1).right());

        // The L: r2c2's bottom line and r3c1's right line meet at r2c1's inset corner; no line
        // between r2c1 and r3c1 (one cage).
        const auto ell = overlay->outlineOf(2);
        const QPointF corner(rect(9).right() - d, rect(9).bottom() - d);
        bool meetsFromRight = false;
        for (const QLineF& line : ell)
            if ((qFuzzyCompare(line.p1().x(), corner.x()) && qFuzzyCompare(line.p1().y(), corner.y()))
                || (qFuzzyCompare(line.p2().x(), corner.x()) && qFuzzyCompare(line.p2().y(), corner.y())))
                meetsFromRight = true;
        QVERIFY2(meetsFromRight, "the outline turns round the inner corner at the inset");
        const double between = (rect(9).bottom() + rect(18).top()) / 2.0;
        for (const QLineF& line : ell)
            QVERIFY2(!(qFuzzyCompare(line.y1(), line.y2()) && line.y1() > rect(9).bottom() && line.y1() < rect(18).top()),
                     qPrintable(QStringLiteral("a line at %1 parts one cage").arg(between)));

        // Notes in a caged cell sit below the sum, inside the outline.
        const ui::CellWidget* caged = board->cellWidget(0);
        QVERIFY(caged->isCaged());
        const QRectF notes = caged->notesArea(caged->rect());
        QVERIFY(notes.top() >= overlay->sumRect(0).bottom() - rect(0).top());
        QVERIFY(!board->cellWidget(40)->isCaged());

        // Drawn: dark pixels in the sum's corner and along the dashed top line of the bar.
        const QImage image = board->grab().toImage();
        const QPoint origin = overlay->mapTo(board.get(), QPoint(0, 0));
        const auto darkIn = [&](const QRectF& area) {
            int dark = 0;
            const QRect pixels = area.toAlignedRect().translated(origin);
            for (int y = pixels.top(); y <= pixels.bottom(); ++y)
                for (int x = pixels.left(); x <= pixels.right(); ++x) dark += image.pixelColor(x, y).lightness() < 128 ? 1 : 0;
            return dark;
        };
        QVERIFY(darkIn(overlay->sumRect(1)) > 3);
        QVERIFY(darkIn(QRectF(leftmost, top - 1, rightmost - leftmost, 2)) > 6);

        // Coloured: every cage gets a colour, no two that touch share one; the cells show it.
        ui::colourCages(cages, 9);
        for (const ui::CageView& cage : cages) QVERIFY(cage.colour >= 1 && cage.colour <= ui::kCageColourCount);
        QVERIFY(cages[0].colour != cages[1].colour && cages[0].colour != cages[2].colour);
        board->setCages(cages);
        board->setCageColours(true);
        QCOMPARE(board->cellWidget(1)->cageColour(), cages[1].colour);
        board->setCageColours(false);
        QCOMPARE(board->cellWidget(1)->cageColour(), 0);
    }

    // A value in a caged cell keeps clear of the cage's sum, Large Digits too: the pixels of
    // the sum's corner are the same with the value and without.
    void valuesKeepClearOfTheSum()
    {
        for (const bool large : {false, true}) {
            auto board = showMidGameBoard();
            board->setCages({{{0}, 5, 0}, {{1, 2}, 17, 0}});
            board->setLargeDigits(large);
            ui::CageOverlay* overlay = board->cageOverlay();
            const QRect sum = overlay->sumRect(1).toAlignedRect().translated(overlay->mapTo(board.get(), QPoint(0, 0)));
            ui::CellView view = board->cell(1);
            view.value = 0;
            view.given = false;
            board->setCell(1, view);
            const QImage before = board->grab().toImage();
            for (const int value : {4, 8}) {
                view.value = value;
                view.given = true;
                board->setCell(1, view);
                const QImage after = board->grab().toImage();
                for (int y = sum.top(); y <= sum.bottom(); ++y)
                    for (int x = sum.left(); x <= sum.right(); ++x)
                        QVERIFY2(before.pixel(x, y) == after.pixel(x, y),
                                 qPrintable(QStringLiteral("the %1 %2 reaches into the sum at %3,%4").arg(large ? QStringLiteral("large") : QStringLiteral("normal")).arg(value).arg(x).arg(y)));
            }
        }
    }

    // Cage colours on a whole grid of cages (dominoes and trominoes): four colours, and
    // touching cages always differ.
    void cageColoursOfAWholeGrid()
    {
        std::vector<ui::CageView> cages;
        for (int row = 0; row < 9; ++row)
            for (int column = 0; column + 1 < 9; column += 3) {
                const int cell = row * 9 + column;
                if ((row + column / 3) % 2 == 0) {
                    cages.push_back({{cell, cell + 1, cell + 2}, 6, 0});
                } else {
                    cages.push_back({{cell, cell + 1}, 3, 0});
                    cages.push_back({{cell + 2}, 1, 0});
                }
            }
        ui::colourCages(cages, 9);
        std::vector<int> colourOf(81, 0);
        for (const ui::CageView& cage : cages) {
            QVERIFY(cage.colour >= 1 && cage.colour <= ui::kCageColourCount);
            for (const int cell : cage.cells) colourOf[static_cast<std::size_t>(cell)] = cage.colour;
        }
        const auto cageOf = [&](int cell) {
            for (std::size_t i = 0; i < cages.size(); ++i)
                if (std::find(cages[i].cells.begin(), cages[i].cells.end(), cell) != cages[i].cells.end()) return static_cast<int>(i);
            return -1;
        };
        for (int cell = 0; cell < 81; ++cell) {
            if (cell % 9 < 8 && cageOf(cell) != cageOf(cell + 1)) QVERIFY(colourOf[static_cast<std::size_t>(cell)] != colourOf[static_cast<std::size_t>(cell + 1)]);
            if (cell + 9 < 81 && cageOf(cell) != cageOf(cell + 9)) QVERIFY(colourOf[static_cast<std::size_t>(cell)] != colourOf[static_cast<std::size_t>(cell + 9)]);
        }
    }
};

} // namespace nonet::test

QTEST_MAIN(nonet::test::TestBoardWidget)
#include "test_board_widget.moc"
