// Every tool of the one window, on every shape: one data row per variant (kAllVariants),
// each starting from an untouched puzzle of that shape in the same MainWindow. What a tool
// does in depth is tested where the tool lives (test_main_window, test_review, test_hints,
// test_view_tools, ...); here each is shown to work, through the window's own keys,
// menus and keypad, whatever the shape.

#include "app/diagnostics/demo_game.h"
#include "app/files/game_files.h"
#include "app/files/import_job.h"
#include "app/help/hint_controller.h"
#include "app/help/hint_text.h"
#include "ui/cage_overlay.h"
#include "app/pool/bundled_puzzles.h"
#include "app/review/game_review_dialog.h"
#include "app/review/review_controller.h"
#include "app/session/game_session.h"
#include "app/session/game_title.h"
#include "app/session/variant_names.h"
#include "app/shell/main_window.h"
#include "core/game/cage_choices.h"
#include "core/notation/formatter.h"
#include "core/notation/variant_link.h"
#include "core/shape/variant.h"
#include "tests/widget_fixtures.h"
#include "tests/window_fixtures.h"
#include "ui/board_widget.h"
#include "ui/cage_combinations_view.h"
#include "ui/cage_view.h"
#include "ui/cell_widget.h"
#include "ui/digit_button.h"
#include "ui/keypad.h"
#include "ui/timer_label.h"
#include "ui/value_layout.h"
#include "ui/zoom_area.h"

#include <QAccessible>

#include <map>
#include <QListWidget>
#include <QApplication>
#include <QDialog>
#include <QSignalSpy>
#include <QImage>
#include <QAccessibleTableInterface>
#include <QLabel>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using nonet::GameRecord;
using nonet::GameState;
using nonet::Variant;
using nonet::app::GameSession;
using nonet::app::MainWindow;
using nonet::test::action;
using nonet::test::freshRecord;
using nonet::test::showWindow;
using nonet::test::windowPlaying;

namespace {

// The key that types `value` on the board: 1..9, then A..G on 16×16.
Qt::Key valueKey(int value) { return value <= 9 ? static_cast<Qt::Key>(Qt::Key_0 + value) : static_cast<Qt::Key>(Qt::Key_A + value - 10); }

int firstEmpty(const GameState& state)
{
    for (int cell = 0; cell < state.cellCount(); ++cell)
        if (state.value(cell) == 0) return cell;
    return -1;
}

int nthEmpty(const GameState& state, int n)
{
    for (int cell = 0; cell < state.cellCount(); ++cell)
        if (state.value(cell) == 0 && n-- == 0) return cell;
    return -1;
}

int firstGiven(const GameState& state)
{
    for (int cell = 0; cell < state.cellCount(); ++cell)
        if (state.isGiven(cell)) return cell;
    return -1;
}

// A value that is wrong in `cell` but breaks no rule where the board stands (so it is a
// mistake only the solution shows), or failing that any wrong value.
int quietlyWrongValue(const GameState& state, int cell)
{
    const int right = state.solution().at(cell);
    for (int value = 1; value <= state.shape().side(); ++value)
        if (value != right && state.candidates(cell).contains(value)) return value;
    return right == 1 ? 2 : 1;
}

void addVariantRows()
{
    QTest::addColumn<Variant>("variant");
    for (const Variant variant : nonet::kAllVariants) QTest::newRow(std::string(nonet::variantKey(variant)).c_str()) << variant;
}

} // namespace

class TestEveryShape : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QSettings().clear();
        QSettings().setValue(QStringLiteral("game/autoPause"), false); // the offscreen window may lose focus
    }
    void init() { QSettings().remove(QStringLiteral("view")); }

    // The window says what is played: its title names the variant, the status counts the
    // shape's cells, the board and the keypad have the shape's size, and every puzzle's
    // given digits are on the board.
    void theWindowTakesTheShape_data() { addVariantRows(); }
    void theWindowTakesTheShape()
    {
        QFETCH(Variant, variant);
        auto window = windowPlaying(variant);
        const GameState& state = window->session()->state();
        QCOMPARE(state.variant(), variant);
        const int side = state.shape().side();
        QCOMPARE(window->board()->shape().side(), side);
        if (variant != Variant::Classic)
            QVERIFY2(window->windowTitle().contains(nonet::app::VariantNames::title(variant)), qPrintable(window->windowTitle()));
        auto* keypad = nonet::test::child<nonet::ui::Keypad>(*window, "keypad");
        QVERIFY(keypad->digitButton(side) != nullptr);
        QTRY_VERIFY(keypad->digitButton(side)->isVisible()); // a layout shows new buttons from the event loop
        QVERIFY(keypad->digitButton(side + 1) == nullptr || !keypad->digitButton(side + 1)->isVisible());
        auto* status = nonet::test::child<QLabel>(*window, "gameStatus");
        QVERIFY2(status->text().contains(QStringLiteral("of %1 filled").arg(state.cellCount())), qPrintable(status->text()));
        // A Killer may have no givens at all: then there is none to show.
        const int given = firstGiven(state);
        QVERIFY(given >= 0 || variant == Variant::Killer);
        if (given >= 0) {
            QCOMPARE(window->board()->cell(given).value, state.value(given));
            QVERIFY(window->board()->cell(given).given);
        }
    }

    // A link handed to Nonet (`nonet <link>`, a clicked link, a second launch) opens the
    // puzzle of any shape in the one window, whose title names the variant.
    void linkOpensInTheOneWindow_data() { addVariantRows(); }
    void linkOpensInTheOneWindow()
    {
        QFETCH(Variant, variant);
        auto window = showWindow();
        QTemporaryDir data;
        auto* files = new nonet::app::GameFiles(window.get(), window->session(), {data.path(), &nonet::app::ImportJob::gradeLevel});
        window->attachFiles(*files);
        const GameRecord record = freshRecord(variant);
        const QString link = variant == Variant::Classic
                                 ? QString::fromStdString(nonet::formatNonetLink(record.puzzle.givens.toClassic()))
                                 : QString::fromStdString(nonet::formatVariantLink(record.puzzle.givens));
        QVERIFY(window->session()->state().givens() != record.puzzle.givens);
        files->openArgument(link);
        QTRY_VERIFY_WITH_TIMEOUT(window->session()->state().givens() == record.puzzle.givens, 30000);
        QCOMPARE(window->session()->state().variant(), variant);
        QCOMPARE(window->board()->shape().side(), record.puzzle.givens.shape().side());
        if (variant != Variant::Classic)
            QVERIFY2(window->windowTitle().contains(nonet::app::VariantNames::title(variant)), qPrintable(window->windowTitle()));
    }

    // A Killer handed to Nonet plays in the one window: its cages on the board (the sum in
    // each cage's first cell), each cell's name saying its cage, and beside the board the
    // combinations of the selected cell's cage, struck through once the board rules them out.
    void killerPlaysWithItsCages()
    {
        // A Medium Killer as nonet-cli generate --variant killer --seed 7 writes it.
        const QString line = QStringLiteral(
            "0112223330002445360777775668899955AB8CDDDEEABCCFEEEGABHHFFGGGABHIJJKLLMMIIIKKNNMM "
            "22,14,12,27,17,20,7,25,18,10,16,24,13,19,25,18,18,15,14,16,18,8,23,6 "
            "................6...............................................4................");
        auto window = showWindow();
        QTemporaryDir data;
        auto* files = new nonet::app::GameFiles(window.get(), window->session(), {data.path(), &nonet::app::ImportJob::gradeLevel});
        window->attachFiles(*files);
        files->openArgument(line);
        QTRY_COMPARE_WITH_TIMEOUT(window->session()->state().variant(), Variant::Killer, 30000);
        const nonet::Shape& shape = window->session()->state().shape();
        QCOMPARE(shape.cageCount(), 24);
        nonet::ui::BoardWidget* board = window->board();
        QCOMPARE(board->cages().size(), std::size_t{24});
        QCOMPARE(board->cages().front().sum, 22);
        QVERIFY(board->cellWidget(0)->isCaged());
        QVERIFY2(window->windowTitle().contains(QStringLiteral("Killer")), qPrintable(window->windowTitle()));
        QVERIFY2(nonet::test::spokenName(board->cellWidget(0)).contains(QStringLiteral("cage 1, 5 cell")),
                 qPrintable(nonet::test::spokenName(board->cellWidget(0))));

        // r1c2's cage: the helper lists every combination of its size and sum.
        auto* helper = nonet::test::child<nonet::ui::CageCombinationsView>(*window, "cageCombinations");
        QVERIFY(helper->isVisible());
        const int cell = 1;
        const int cage = shape.cageOf(cell);
        board->setSelectedCell(cell);
        QVERIFY2(helper->heading().startsWith(QStringLiteral("Cage %1 · %2 cell").arg(cage + 1).arg(shape.cage(cage).cells.size()))
                     && helper->heading().endsWith(QStringLiteral(" · %1").arg(shape.cage(cage).sum)),
                 qPrintable(helper->heading()));
        const int all = helper->list()->count();
        QVERIFY(all > 0);
        // What it strikes is what the board rules out, values locked elsewhere in a house of
        // the cage included (core/game/cage_choices.h).
        const auto strikesAsTheBoard = [&] {
            const std::vector<nonet::CageChoice> choices = nonet::cageChoices(window->session()->state(), cage);
            QCOMPARE(helper->list()->count(), static_cast<int>(choices.size()));
            for (int i = 0; i < helper->list()->count(); ++i)
                QCOMPARE(helper->list()->item(i)->font().strikeOut(), !choices[static_cast<std::size_t>(i)].fits);
        };
        strikesAsTheBoard();
        const auto struck = [&] {
            int count = 0;
            for (int i = 0; i < helper->list()->count(); ++i) count += helper->list()->item(i)->font().strikeOut() ? 1 : 0;
            return count;
        };
        const int struckBefore = struck();
        // By keyboard: Up and Down go entry by entry (not by the rows the list wraps into),
        // and a digit typed in the list is the board's - in a cage with a few combinations.
        int keyed = -1;
        for (int c = 0; c < shape.cellCount() && keyed < 0; ++c)
            if (window->session()->state().values().at(c) == 0 && nonet::cageChoices(window->session()->state(), shape.cageOf(c)).size() >= 4) keyed = c;
        QVERIFY(keyed >= 0);
        board->setSelectedCell(keyed);
        QListWidget* list = helper->list();
        QVERIFY(list->count() >= 4);
        list->setFocus();
        list->setCurrentRow(0);
        QTest::keyClick(list, Qt::Key_Down);
        QCOMPARE(list->currentRow(), 1);
        QTest::keyClick(list, Qt::Key_Down);
        QCOMPARE(list->currentRow(), 2);
        QTest::keyClick(list, Qt::Key_Up);
        QCOMPARE(list->currentRow(), 1);
        const int keyedValue = window->session()->state().solution().at(keyed);
        QTest::keyClick(list, static_cast<Qt::Key>(Qt::Key_0 + keyedValue));
        QCOMPARE(window->session()->state().values().at(keyed), keyedValue);
        QCOMPARE(board->selectedCell(), keyed);
        QVERIFY(window->session()->erase(keyed));
        board->setSelectedCell(cell);
        strikesAsTheBoard();
        // The solution's digit in the cell rules out every combination without it.
        const int value = window->session()->state().solution().at(cell);
        QVERIFY(window->session()->setValue(cell, value));
        QVERIFY(struck() > struckBefore);
        for (int i = 0; i < helper->list()->count(); ++i) {
            const QListWidgetItem* item = helper->list()->item(i);
            if (!item->text().split(QLatin1Char(' ')).contains(QString::number(value))) QVERIFY(item->font().strikeOut());
        }
        QCOMPARE(helper->list()->count(), all);
        strikesAsTheBoard();

        // A hint on a Killer with two givens is a cage step: its cages outlined on the board
        // from the first stage, cleared when the hint goes.
        auto* hints = nonet::test::child<nonet::app::HintController>(*window, "hints");
        action(*window, "actionHint")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(hints->stage(), nonet::HintStage::Where, 20000);
        QCOMPARE(hints->hint().kind, nonet::HintKind::Step);
        const std::vector<int> hintCages = hints->hint().step.cages;
        QVERIFY2(!hintCages.empty(), qPrintable(QString::number(static_cast<int>(hints->hint().step.technique))));
        QCOMPARE(board->cageOverlay()->emphasised(), hintCages);
        for (const int hinted : hintCages)
            for (const int c : shape.cage(hinted).cells) QVERIFY(hints->marks().cells.contains(c));
        action(*window, "actionHint")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(hints->stage(), nonet::HintStage::What, 20000);
        QCOMPARE(board->cageOverlay()->emphasised(), hintCages);
        const nonet::Step step = hints->hint().step;
        hints->clear();
        QVERIFY(board->cageOverlay()->emphasised().empty());
        // The words point at the cages too when the step names no row, column or box.
        if (step.houses.empty())
            QVERIFY2(nonet::app::HintText::whereToLook(step, shape).contains(QStringLiteral("outlined cage")),
                     qPrintable(nonet::app::HintText::whereToLook(step, shape)));

        // A classic game has no cages and no helper.
        window->requestNewGame(nonet::Level::Easy);
        QTRY_COMPARE_WITH_TIMEOUT(window->session()->state().variant(), Variant::Classic, 30000);
        QVERIFY(board->cages().empty());
        QVERIFY(!board->cellWidget(0)->isCaged());
        QVERIFY(!helper->isVisible());
    }

    // Ctrl+A, notes mode and one key: a note in every empty cell, in one named undo step;
    // the keypad writes to the whole selection too, Erase clears it, Undo takes all back.
    void selectionNotesAndNamedUndo_data() { addVariantRows(); }
    void selectionNotesAndNamedUndo()
    {
        QFETCH(Variant, variant);
        auto window = windowPlaying(variant);
        GameSession* session = window->session();
        nonet::ui::BoardWidget* board = window->board();
        const GameState before = session->state();
        // Ctrl+A, but on a 16×16, where it is the centre note A, Edit ▸ Select Empty Cells.
        if (before.shape().side() > 9) action(*window, "actionSelectEmpty")->trigger();
        else QTest::keyClick(board, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(board, Qt::Key_N);
        QVERIFY(board->notesMode());
        const int steps = session->undoStack()->count();
        QTest::keyClick(board, Qt::Key_1);
        QCOMPARE(session->undoStack()->count(), steps + 1);
        for (int cell = 0; cell < before.cellCount(); ++cell) QCOMPARE(session->state().notes(cell).contains(1), before.value(cell) == 0);
        QVERIFY2(action(*window, "actionUndo")->text().contains(QStringLiteral("Note 1 in")), qPrintable(action(*window, "actionUndo")->text()));
        auto* keypad = nonet::test::child<nonet::ui::Keypad>(*window, "keypad");
        emit keypad->digitClicked(2);
        QCOMPARE(session->undoStack()->count(), steps + 2);
        emit keypad->eraseClicked();
        QCOMPARE(session->state(), before);
        for (int i = 0; i < 3; ++i) QTest::keyClick(board, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(session->undoStack()->index(), steps);
        QTest::keyClick(board, Qt::Key_N);
        QVERIFY(!board->notesMode());
    }

    // On a 16×16 the letters are values like the digits: Ctrl+letter writes the centre note,
    // before any shortcut of the window (Ctrl+D is not Today's puzzle there, Ctrl+B no
    // checkpoint, Ctrl+E no export), and Shift+letter the corner note.
    void lettersTakeNoteModifiersOnSixteen()
    {
        auto window = windowPlaying(Variant::Giant16);
        GameSession* session = window->session();
        nonet::ui::BoardWidget* board = window->board();
        const nonet::GamePuzzle puzzle = session->state().puzzle();
        const int cell = firstEmpty(session->state());
        board->setSelectedCell(cell);
        QSignalSpy reset(session, &GameSession::reset);
        nonet::DigitSet expected;
        for (const auto& [key, value] : {std::pair{Qt::Key_D, 13}, std::pair{Qt::Key_A, 10}, std::pair{Qt::Key_B, 11}, std::pair{Qt::Key_E, 14}}) {
            QTest::keyClick(board, key, Qt::ControlModifier);
            expected.insert(value);
            QCOMPARE(session->state().centreNotes(cell), expected);
        }
        QTest::keyClick(board, Qt::Key_G, Qt::ShiftModifier);
        QCOMPARE(session->state().notes(cell), nonet::DigitSet::single(16));
        QTest::qWait(50);
        QCOMPARE(reset.count(), 0); // no other game started
        QVERIFY(session->state().puzzle() == puzzle);
        QVERIFY(session->checkpoints().empty());
        QVERIFY(window->findChild<QDialog*>(QStringLiteral("exportDialog")) == nullptr);
        QCOMPARE(board->selection().count(), 1);
    }

    // The same keys on every shape: a value key places, Shift+value writes a corner note,
    // C switches notes mode to centre notes (but for 16×16, where C is a value), Alt+digit colours the selection (a given
    // too) and places nothing; the Colour menu does the same.
    void keysNotesAndColours_data() { addVariantRows(); }
    void keysNotesAndColours()
    {
        QFETCH(Variant, variant);
        auto window = windowPlaying(variant);
        GameSession* session = window->session();
        nonet::ui::BoardWidget* board = window->board();
        const int cell = firstEmpty(session->state());
        const int other = nthEmpty(session->state(), 1);
        board->setSelectedCell(cell);
        // On 16×16, C is the value 12: centre notes come from the menu there.
        const bool letters = session->state().shape().side() > 9;
        QTest::keyClick(board, Qt::Key_N);
        if (letters) action(*window, "actionCentreNotes")->trigger();
        else QTest::keyClick(board, Qt::Key_C);
        QVERIFY(action(*window, "actionCentreNotes")->isChecked());
        QTest::keyClick(board, Qt::Key_3);
        QCOMPARE(session->state().centreNotes(cell), nonet::DigitSet::single(3));
        QTest::keyClick(board, Qt::Key_2, Qt::ShiftModifier);
        QCOMPARE(session->state().notes(cell), nonet::DigitSet::single(2));
        QVERIFY(board->cell(cell).centreNotes.contains(3));
        if (letters) action(*window, "actionCentreNotes")->trigger();
        else QTest::keyClick(board, Qt::Key_C);
        QTest::keyClick(board, Qt::Key_N);

        // A given and an empty cell (a Killer may have no givens: two empty cells then).
        const int given = firstGiven(session->state()) >= 0 ? firstGiven(session->state()) : other;
        board->setSelection(nonet::WideCellSet::single(cell) | nonet::WideCellSet::single(given), cell);
        QTest::keyClick(board, Qt::Key_1, Qt::AltModifier);
        QCOMPARE(session->state().colour(cell), 1);
        QCOMPARE(session->state().colour(given), 1);
        QCOMPARE(session->state().value(cell), 0); // coloured, not placed
        action(*window, "actionColour-5")->trigger();
        QCOMPARE(session->state().colour(cell), 5);

        board->setSelectedCell(other);
        const int value = session->state().solution().at(other);
        QTest::keyClick(board, valueKey(value));
        QCOMPARE(session->state().value(other), value);
        QCOMPARE(board->cell(other).value, value);
    }

    // Digit first: the digit chosen first goes where the player clicks.
    void digitFirstPlacesOnClick_data() { addVariantRows(); }
    void digitFirstPlacesOnClick()
    {
        QFETCH(Variant, variant);
        auto window = windowPlaying(variant);
        GameSession* session = window->session();
        nonet::ui::BoardWidget* board = window->board();
        const int cell = firstEmpty(session->state());
        const int value = session->state().solution().at(cell);
        action(*window, "actionDigitFirst")->trigger();
        QVERIFY(board->digitFirst());
        board->setChosenDigit(value);
        QTest::mouseClick(board->cellWidget(cell), Qt::LeftButton);
        QCOMPARE(session->state().value(cell), value);
        action(*window, "actionDigitFirst")->trigger();
    }

    // Pause covers the board, refuses every move and holds the clock: the only one running.
    void pauseHoldsTheOnlyClock_data() { addVariantRows(); }
    void pauseHoldsTheOnlyClock()
    {
        QFETCH(Variant, variant);
        auto window = windowPlaying(variant);
        GameSession* session = window->session();
        const int cell = firstEmpty(session->state());
        window->board()->setSelectedCell(cell);
        action(*window, "actionPause")->trigger();
        QVERIFY(session->isPaused());
        QVERIFY(window->board()->isPaused());
        const GameState paused = session->state();
        QTest::keyClick(window->board(), Qt::Key_1);
        emit nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->digitClicked(2);
        QCOMPARE(session->state(), paused);
        const qint64 time = session->elapsed();
        QTest::qWait(40);
        QCOMPARE(session->elapsed(), time);
        action(*window, "actionPause")->trigger();
        QVERIFY(!session->isPaused());
        QTRY_VERIFY(session->elapsed() > time);
    }

    // A checkpoint, a move, and back to the checkpoint: the move is gone, in one step.
    void checkpointAndBack_data() { addVariantRows(); }
    void checkpointAndBack()
    {
        QFETCH(Variant, variant);
        auto window = windowPlaying(variant);
        GameSession* session = window->session();
        const int cell = firstEmpty(session->state());
        QVERIFY(session->setValue(cell, session->state().solution().at(cell)));
        QVERIFY(action(*window, "actionSetCheckpoint")->isEnabled());
        action(*window, "actionSetCheckpoint")->trigger();
        const GameState marked = session->state();
        const int next = firstEmpty(session->state());
        QVERIFY(session->setValue(next, session->state().solution().at(next)));
        QVERIFY(action(*window, "actionBackToCheckpoint")->isEnabled());
        action(*window, "actionBackToCheckpoint")->trigger();
        QCOMPARE(session->state().value(next), 0);
        QCOMPARE(session->state().value(cell), marked.value(cell));
    }

    // A wrong digit, then a right one: Rewind to Last Correct goes back to before the
    // mistake; made again, Show What I Missed rewinds too and shows where to look.
    void rewindAndShowMissed_data() { addVariantRows(); }
    void rewindAndShowMissed()
    {
        QFETCH(Variant, variant);
        auto window = windowPlaying(variant);
        GameSession* session = window->session();
        const GameState start = session->state();
        const int wrongCell = firstEmpty(start);
        const int rightCell = nthEmpty(start, 1);
        QVERIFY(session->setValue(wrongCell, quietlyWrongValue(start, wrongCell)));
        QVERIFY(session->setValue(rightCell, start.solution().at(rightCell)));
        QVERIFY(action(*window, "actionRewind")->isEnabled());
        action(*window, "actionRewind")->trigger();
        QCOMPARE(session->state(), start);

        QVERIFY(session->setValue(wrongCell, quietlyWrongValue(start, wrongCell)));
        QVERIFY(action(*window, "actionShowMissed")->isEnabled());
        action(*window, "actionShowMissed")->trigger();
        QCOMPARE(session->state(), start);
        auto* hints = nonet::test::child<nonet::app::HintController>(*window, "hints");
        QTRY_COMPARE_WITH_TIMEOUT(hints->stage(), nonet::HintStage::Where, 20000);
    }

    // Hint: where to look first, then more with each press, until the step is applied.
    void hintsInStages_data() { addVariantRows(); }
    void hintsInStages()
    {
        QFETCH(Variant, variant);
        auto window = windowPlaying(variant);
        GameSession* session = window->session();
        auto* hints = nonet::test::child<nonet::app::HintController>(*window, "hints");
        const GameState before = session->state();
        QAction* hint = action(*window, "actionHint");
        hint->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(hints->stage(), nonet::HintStage::Where, 20000);
        for (int press = 0; press < 4 && session->state() == before; ++press) {
            const nonet::HintStage stage = hints->stage();
            hint->trigger();
            QTRY_VERIFY_WITH_TIMEOUT(hints->stage() != stage || session->state() != before, 20000);
        }
        QVERIFY2(session->state() != before, "the hint's last stage applies its step");
    }

    // Solution mode counts a wrong digit as a mistake, on every shape.
    void mistakesAgainstTheSolution_data() { addVariantRows(); }
    void mistakesAgainstTheSolution()
    {
        QFETCH(Variant, variant);
        auto window = windowPlaying(variant);
        GameSession* session = window->session();
        action(*window, "actionMistakes-solution")->trigger();
        const int cell = firstEmpty(session->state());
        window->board()->setSelectedCell(cell);
        QTest::keyClick(window->board(), valueKey(quietlyWrongValue(session->state(), cell)));
        QCOMPARE(session->mistakes(), 1);
        QVERIFY(window->board()->cell(cell).wrong);
        action(*window, "actionMistakes-conflicts")->trigger();
    }

    // Zoom and large digits act on the board of every shape.
    void zoomAndLargeDigits_data() { addVariantRows(); }
    void zoomAndLargeDigits()
    {
        QFETCH(Variant, variant);
        auto window = windowPlaying(variant);
        auto* zoom = nonet::test::child<nonet::ui::ZoomArea>(*window, "boardZoom");
        const double before = zoom->zoom();
        action(*window, "actionZoomIn")->trigger();
        QVERIFY(zoom->zoom() > before);
        action(*window, "actionZoomReset")->trigger();
        QCOMPARE(zoom->zoom(), 1.0);
        QVERIFY(!window->board()->largeDigits());
        action(*window, "actionLargeDigits")->trigger();
        QVERIFY(window->board()->largeDigits());
        action(*window, "actionLargeDigits")->trigger();
    }

    // The keypad counts how many of each value are left to place.
    void keypadCountsWhatIsLeft_data() { addVariantRows(); }
    void keypadCountsWhatIsLeft()
    {
        QFETCH(Variant, variant);
        auto window = windowPlaying(variant);
        GameSession* session = window->session();
        const int cell = firstEmpty(session->state());
        const int value = session->state().solution().at(cell);
        QVERIFY(session->setValue(cell, value));
        const GameState& state = session->state();
        auto* keypad = nonet::test::child<nonet::ui::Keypad>(*window, "keypad");
        for (int v = 1; v <= state.shape().side(); ++v) {
            int placed = 0;
            for (int c = 0; c < state.cellCount(); ++c) placed += state.value(c) == v ? 1 : 0;
            const int left = state.shape().side() - placed;
            if (left > 0) QCOMPARE(keypad->digitButton(v)->caption(), QString::number(left));
            else QVERIFY(keypad->digitButton(v)->caption().isEmpty() || keypad->digitButton(v)->caption() == QStringLiteral("0"));
        }
    }

    // A solved game can be reviewed: the review names the game (its variant too) and shows
    // its own board, a Killer's cages included.
    void reviewAfterSolving_data() { addVariantRows(); }
    void reviewAfterSolving()
    {
        QFETCH(Variant, variant);
        auto window = windowPlaying(variant);
        GameSession* session = window->session();
        QVERIFY(!action(*window, "actionReviewGame")->isEnabled());
        const GameState start = session->state();
        for (int cell = 0; cell < start.cellCount(); ++cell)
            if (start.value(cell) == 0) QVERIFY(session->setValue(cell, start.solution().at(cell)));
        QCOMPARE(session->state().completion(), nonet::Completion::Solved);
        // The completion message names the game, its variant too.
        const QString banner = nonet::test::child<QLabel>(*window, "banner")->text();
        QVERIFY2(banner.contains(nonet::app::GameTitle::of(start.puzzle())), qPrintable(banner));
        QTRY_VERIFY(action(*window, "actionReviewGame")->isEnabled());
        action(*window, "actionReviewGame")->trigger();
        auto* dialog = window->findChild<nonet::app::GameReviewDialog*>();
        QVERIFY(dialog != nullptr);
        QCOMPARE(dialog->board()->shape().side(), start.shape().side());
        QCOMPARE(static_cast<int>(dialog->board()->cages().size()), start.shape().cageCount());
        // Cage Colours is offered where there are cages, and only there.
        QCOMPARE(action(*window, "actionCageColours")->isVisible(), start.shape().hasCages());
        QCOMPARE(dialog->board()->cages(), nonet::ui::cageViewsOf(start.shape()));
        auto* game = dialog->findChild<QLabel*>(QStringLiteral("reviewGame"));
        QVERIFY(game != nullptr);
        QCOMPARE(game->text(), nonet::app::GameTitle::of(start.puzzle()));
        QVERIFY(game->text().contains(nonet::app::VariantNames::title(variant)));
        dialog->close();
    }

    // Corner notes beside centre notes keep clear of them on every shape, a 4×4's too (its
    // 2 × 2 of places would put them across the middle band); screen and paper place them
    // with the same functions (core/shape/note_places.h).
    void cornerNotesKeepClearOfCentreNotes_data() { addVariantRows(); }
    void cornerNotesKeepClearOfCentreNotes()
    {
        QFETCH(Variant, variant);
        const nonet::ShapePtr shape = nonet::Shape::of(variant);
        const nonet::ui::ValueLayout layout = nonet::ui::ValueLayout::of(*shape);
        const QRectF cell(0, 0, 60, 60);
        for (const int notes : {2, 4, 8}) {
            nonet::DigitSet corner;
            for (int value = shape->side(); value > 0 && corner.count() < std::min(notes, shape->side()); --value) corner.insert(value);
            const nonet::DigitSet centre = nonet::DigitSet::single(1) | nonet::DigitSet::single(2);
            const auto corners = nonet::ui::CellWidget::cornerNoteSlots(cell, corner, true, layout);
            QCOMPARE(static_cast<int>(corners.size()), corner.count());
            for (const auto& [value, slot] : corners) {
                QVERIFY(cell.contains(slot));
                for (const auto& [middle, place] : nonet::ui::CellWidget::centreNoteSlots(cell, centre, corner))
                    QVERIFY2(!slot.intersects(place), qPrintable(QStringLiteral("corner note %1 over centre note %2").arg(value).arg(middle)));
            }
        }
    }

    // A hint's ringed candidate is a ring one can find on every shape: at least as wide as a
    // third of its cell (on a 16×16 the note's own slot is a few pixels).
    void hintRingIsSeen_data() { addVariantRows(); }
    void hintRingIsSeen()
    {
        QFETCH(Variant, variant);
        auto window = windowPlaying(variant);
        nonet::ui::BoardWidget* board = window->board();
        board->setSelectedCell(-1);
        window->setFocus();
        const GameState& state = window->session()->state();
        const int cell = firstEmpty(state);
        nonet::HintMarks marks;
        marks.ringed = {{cell, state.solution().at(cell)}};
        board->setHintMarks(marks);
        QTest::qWait(20);
        const QImage image = board->grab().toImage();
        const QWidget* widget = board->cellWidget(cell);
        const QRect rect(widget->mapTo(board, QPoint(0, 0)), widget->size());
        const QColor ink = board->palette().color(QPalette::Highlight);
        int left = rect.right();
        int right = rect.left();
        for (int y = rect.top(); y <= rect.bottom(); ++y)
            for (int x = rect.left(); x <= rect.right(); ++x) {
                const QColor c = image.pixelColor(x, y);
                if (std::abs(c.red() - ink.red()) + std::abs(c.green() - ink.green()) + std::abs(c.blue() - ink.blue()) < 60) {
                    left = std::min(left, x);
                    right = std::max(right, x);
                }
            }
        // The cell's room for notes (less a Killer cage's outline and sum).
        const QRectF notes = board->cellWidget(cell)->notesArea(QRectF(widget->rect()));
        const double side = std::min(notes.width(), notes.height());
        QVERIFY2(right - left + 1 >= side / 3 - 4, qPrintable(QStringLiteral("a ring %1 px wide in notes %2 px wide").arg(right - left + 1).arg(side)));
    }

    // The board as drawn, in a light and a dark palette: the cells of the extra houses
    // (X's diagonals, Windoku's windows) and only they are shaded, and a thick line lies
    // exactly where two regions (boxes, or a Jigsaw's regions) meet.
    void housesAndRegionsAsDrawn_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<bool>("dark");
        for (const Variant variant : nonet::kAllVariants)
            for (const bool dark : {false, true})
                QTest::newRow((std::string(nonet::variantKey(variant)) + (dark ? " dark" : " light")).c_str()) << variant << dark;
    }
    void housesAndRegionsAsDrawn()
    {
        QFETCH(Variant, variant);
        QFETCH(bool, dark);
        const QPalette before = QApplication::palette();
        if (dark) QApplication::setPalette(nonet::test::darkPalette());
        auto window = windowPlaying(variant);
        nonet::ui::BoardWidget* board = window->board();
        board->setSelectedCell(-1); // no highlighted peers
        window->setFocus();
        QTest::qWait(20);
        const QImage image = board->grab().toImage();
        const nonet::Shape& shape = window->session()->state().shape();
        const QColor base = board->palette().color(QPalette::Base);
        const auto contrast = [&](QPoint at) { return std::abs(image.pixelColor(at).lightness() - base.lightness()); };
        // Where a cell is drawn on the board (its widget sits in the board's inner area).
        const auto rectOf = [&](int cell) {
            const QWidget* widget = board->cellWidget(cell);
            return QRect(widget->mapTo(board, QPoint(0, 0)), widget->size());
        };
        nonet::WideCellSet extra;
        for (int house = 3 * shape.side(); house < shape.houseCount(); ++house) extra |= shape.houseSet(house);
        // Irregular regions (a Jigsaw's) are tinted, each region one tint and two regions
        // side by side two; boxes are not.
        const auto tintOf = [&](int cell) { return board->cellWidget(cell)->regionTint(); };
        for (int cell = 0; cell < shape.cellCount(); ++cell) {
            QCOMPARE(tintOf(cell) != 0, !shape.hasRegularBoxes());
            for (const int next : {cell + 1, cell + shape.side()}) {
                if (next >= shape.cellCount() || (next == cell + 1 && shape.columnOf(cell) + 1 == shape.side())) continue;
                QCOMPARE(tintOf(cell) == tintOf(next), shape.hasRegularBoxes() || shape.regionOf(cell) == shape.regionOf(next));
            }
        }
        // A cell's background, in from its top-left corner (where no value or note is drawn
        // on a fresh puzzle's empty cell): plain (or of its region's tint) or shaded.
        std::map<int, int> plain; // by tint
        std::optional<int> shaded;
        for (int cell = 0; cell < shape.cellCount(); ++cell) {
            if (window->session()->state().value(cell) != 0) continue;
            const QRect rect = rectOf(cell);
            const int light = image.pixelColor(rect.topLeft() + QPoint(2, 2)).lightness();
            std::optional<int> none;
            std::optional<int>& kind = extra.contains(cell) ? shaded : none;
            if (!extra.contains(cell)) {
                if (!plain.count(tintOf(cell))) plain[tintOf(cell)] = light;
                kind = plain[tintOf(cell)];
            }
            if (!kind) kind = light;
            QVERIFY2(light == *kind, qPrintable(QStringLiteral("r%1c%2: %3, not %4").arg(shape.rowOf(cell) + 1).arg(shape.columnOf(cell) + 1).arg(light).arg(*kind))); // every cell of its kind alike
        }
        QVERIFY(!plain.empty());
        QCOMPARE(shaded.has_value(), shape.hasExtraHouses());
        if (shaded) QVERIFY2(std::abs(*shaded - plain.begin()->second) >= 6, "the shading shows");
        // The line between two neighbours, at the middle of their common side.
        for (int cell = 0; cell < shape.cellCount(); ++cell) {
            const int column = shape.columnOf(cell);
            const int row = shape.rowOf(cell);
            const QRect here = rectOf(cell);
            if (column + 1 < shape.side()) {
                const QRect right = rectOf(cell + 1);
                const QPoint gap((here.right() + right.left()) / 2 + 1, here.center().y());
                const bool border = shape.regionOf(cell) != shape.regionOf(cell + 1);
                QVERIFY2((contrast(gap) > 120) == border, qPrintable(QStringLiteral("between r%1c%2 and its right: %3").arg(row + 1).arg(column + 1).arg(contrast(gap))));
            }
            if (row + 1 < shape.side()) {
                const QRect below = rectOf(cell + shape.side());
                const QPoint gap(here.center().x(), (here.bottom() + below.top()) / 2 + 1);
                const bool border = shape.regionOf(cell) != shape.regionOf(cell + shape.side());
                QVERIFY2((contrast(gap) > 120) == border, qPrintable(QStringLiteral("between r%1c%2 and below: %3").arg(row + 1).arg(column + 1).arg(contrast(gap))));
            }
        }
        QApplication::setPalette(before);
    }

    // A screen reader finds a table of the shape's size, and each cell by row and column.
    void screenReaderTable_data() { addVariantRows(); }
    void screenReaderTable()
    {
        QFETCH(Variant, variant);
        auto window = windowPlaying(variant);
        const int side = window->session()->state().shape().side();
        QAccessibleInterface* board = QAccessible::queryAccessibleInterface(window->board());
        QVERIFY(board != nullptr && board->tableInterface() != nullptr);
        QCOMPARE(board->tableInterface()->rowCount(), side);
        QCOMPARE(board->tableInterface()->columnCount(), side);
        const int last = side * side - 1;
        const QString name = nonet::test::spokenName(window->board()->cellWidget(last));
        QVERIFY2(name.startsWith(QStringLiteral("Row %1 column %1,").arg(side)), qPrintable(name));
        // Every cell says the houses its row and column do not give away, numbered as the
        // hints number them: a Jigsaw's region, Windoku's window, X's diagonals.
        const nonet::Shape& shape = window->session()->state().shape();
        for (int cell = 0; cell < shape.cellCount(); ++cell) {
            const QString words = nonet::test::spokenName(window->board()->cellWidget(cell));
            for (const int house : shape.housesOf(cell)) {
                const nonet::HouseKind kind = shape.houseKind(house);
                if (kind == nonet::HouseKind::Row || kind == nonet::HouseKind::Column || kind == nonet::HouseKind::Box) continue;
                const QString said = nonet::app::HintText::houseName(house, shape);
                QVERIFY2(words.contains(QStringLiteral(", ") + said), qPrintable(words + QStringLiteral(" lacks ") + said));
            }
            if (variant == nonet::Variant::Classic || variant == nonet::Variant::Giant16)
                QVERIFY2(!words.contains(QStringLiteral("region")) && !words.contains(QStringLiteral("box")), qPrintable(words));
        }
        if (variant == nonet::Variant::Jigsaw) QVERIFY(nonet::test::spokenName(window->board()->cellWidget(0)).contains(QStringLiteral(", region ")));
        if (variant == nonet::Variant::X) QVERIFY(nonet::test::spokenName(window->board()->cellWidget(0)).endsWith(QStringLiteral(", diagonal 1")));
        if (variant == nonet::Variant::Windoku) QVERIFY(nonet::test::spokenName(window->board()->cellWidget(nonet::cellAt(1, 1))).endsWith(QStringLiteral(", window 1")));
    }
};

QTEST_MAIN(TestEveryShape)
#include "test_every_shape.moc"
