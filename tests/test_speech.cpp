// What a screen reader hears while playing: every change of the board the player makes is
// announced once (one Announcer::announced per action) with the expected words, through a
// hidden Notification-role object in the window's accessibility tree, in the player's
// language.
//
// Counted with announced(), not with Qt's update events: in Qt 6.4 those reach an update
// handler only while a platform accessibility bridge is active, which the offscreen platform
// never is. tests/test_atspi.py hears the same words through AT-SPI from the real program.

#include "app/editor/editor_view.h"
#include "app/editor/puzzle_editor.h"
#include "app/files/file_actions.h"
#include "app/files/game_files.h"
#include "app/files/import_dialog.h"
#include "app/files/puzzle_import.h"
#include "app/shell/editing_mode.h"
#include "app/files/import_job.h"
#include "app/help/hint_controller.h"
#include "app/help/hint_text.h"
#include "app/pool/bundled_puzzles.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/session/level_names.h"
#include "app/settings/preferences.h"
#include "app/settings/translation_loader.h"
#include "app/shell/main_window.h"
#include "app/stats/statistics_recorder.h"
#include "app/session/variant_names.h"
#include "app/speech/move_words.h"
#include "core/shape/shape_names.h"
#include "tests/bad_input_catalogue.h"
#include "tests/fixtures.h"
#include "ui/accessibility/announcer.h"
#include "ui/accessibility/notification.h"
#include "ui/accessibility/spoken_text.h"
#include "ui/board_widget.h"
#include "ui/keypad.h"

#include <QAccessible>
#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QPointer>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStatusTipEvent>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace nonet;
using nonet::app::GameSession;
using nonet::app::MainWindow;

Q_DECLARE_METATYPE(nonet::Variant)
Q_DECLARE_METATYPE(nonet::HouseKind)

namespace {

std::unique_ptr<MainWindow> makeWindow()
{
    auto window = std::make_unique<MainWindow>(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1));
    window->resize(900, 660);
    window->show();
    if (!QTest::qWaitForWindowActive(window.get())) qWarning("window not active");
    return window;
}

ui::Announcer* announcerOf(const MainWindow& window) { return window.findChild<ui::Announcer*>(QStringLiteral("announcer")); }
app::HintController* hintsOf(const MainWindow& window) { return window.findChild<app::HintController*>(QStringLiteral("hints")); }

// Runs the event loop long enough for anything pending to be said, then returns what was.
QStringList heard(QSignalSpy& spy)
{
    QTest::qWait(30);
    QStringList said;
    for (const QList<QVariant>& call : std::as_const(spy)) said << call.at(0).toString();
    spy.clear();
    return said;
}

int firstEmpty(const GameState& state, int after = -1)
{
    for (int c = after + 1; c < kCellCount; ++c)
        if (state.value(c) == 0) return c;
    return -1;
}

// An empty cell and a given that share a house of `kind` and none that comes before it in
// the shape's order (row, column, box or region, then the extra houses), the given's value
// seen nowhere else from the cell: placing it there conflicts with that one given only.
std::optional<std::pair<int, int>> conflictThrough(const GameState& state, HouseKind kind)
{
    const Shape& shape = state.shape();
    for (int cell = 0; cell < state.cellCount(); ++cell) {
        if (state.value(cell) != 0) continue;
        for (const int other : shape.peerSet(cell)) {
            const int value = state.value(other);
            if (value == 0) continue;
            std::optional<HouseKind> first; // the first house of the cell that holds `other`
            for (const int house : shape.housesOf(cell))
                if (!first && shape.houseSet(house).contains(other)) first = shape.houseKind(house);
            int holders = 0;
            for (const int peer : shape.peerSet(cell)) holders += state.value(peer) == value ? 1 : 0;
            if (first == kind && holders == 1) return std::pair{cell, other};
        }
    }
    return std::nullopt;
}

} // namespace

class TestSpeech : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_speech"));
        // English plural forms ("1 of 3 mistakes", "2 givens clash"), as the game installs them.
        auto* loader = new app::TranslationLoader(qApp);
        QCOMPARE(loader->install(QStringLiteral("en")), QStringLiteral("en"));
    }
    void init() { QSettings().clear(); }

    void theAnnouncerIsANotificationInTheWindow()
    {
        const auto window = makeWindow();
        ui::Announcer* announcer = announcerOf(*window);
        QVERIFY(announcer != nullptr);
        QSignalSpy spy(announcer, &ui::Announcer::announced);
        announcer->announce(QStringLiteral("hello"));
        announcer->announce({}); // nothing to say: nothing said
        QCOMPARE(spy.count(), 1);
        QPointer<ui::Notification> first = announcer->current();
        QVERIFY(first != nullptr);
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(first);
        QCOMPARE(iface->role(), QAccessible::Notification);
        QVERIFY(!iface->state().focusable);
        QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("hello"));
        QVERIFY(first->isVisible());
        // Reachable from the window, as a screen reader walks the tree.
        QAccessibleInterface* up = iface;
        while (up != nullptr && up->object() != window.get()) up = up->parent();
        QVERIFY(up != nullptr);
        // The next sentence is another object: the first keeps its words for a screen
        // reader that reads it late, and is no longer showing.
        announcer->announce(QStringLiteral("again"));
        QVERIFY(announcer->current() != first);
        QCOMPARE(first->accessibleName(), QStringLiteral("hello"));
        QVERIFY(!first->isVisible());
        QCOMPARE(announcer->lastText(), QStringLiteral("again"));
        // Only the last few stay.
        for (int i = 0; i < 10; ++i) announcer->announce(QString::number(i));
        QTRY_VERIFY(first.isNull());
        QVERIFY(window->centralWidget()->findChildren<ui::Notification*>().size() <= 4);
    }

    // What the screen shows for brevity is said in words: Orca reads "·" as "middle dot", "→"
    // as "right arrow", "…" as "dot dot dot", and the synthesiser "×" as "times".
    void symbolsAreSaidInWords_data()
    {
        QTest::addColumn<QString>("shown");
        QTest::addColumn<QString>("said");
        QTest::newRow("kept") << QStringLiteral("Your game in progress (16×16 · Easy, 3 % filled) was kept: Game ▸ Continue brings it back.")
                              << QStringLiteral("Your game in progress (16 by 16, Easy, 3 % filled) was kept: Game, Continue brings it back.");
        QTest::newRow("preparing") << QStringLiteral("Preparing 6×6, Medium…") << QStringLiteral("Preparing 6 by 6, Medium");
        QTest::newRow("arrow") << QStringLiteral("Naked pair in row 3 → removes 4 from row 3 column 1.")
                               << QStringLiteral("Naked pair in row 3, removes 4 from row 3 column 1.");
        QTest::newRow("dash") << QStringLiteral("Extreme — 8 ready") << QStringLiteral("Extreme, 8 ready");
        QTest::newRow("dots") << QStringLiteral("Checking...") << QStringLiteral("Checking");
        // One name per cell, no symbol read aloud: a notation's cells, a chain, a pair of values.
        QTest::newRow("cells") << QStringLiteral("This is not a puzzle: r1c1 and R2C2 both hold 2 (same box).")
                               << QStringLiteral("This is not a puzzle: row 1 column 1 and row 2 column 2 both hold 2 (same box).");
        QTest::newRow("chain") << QStringLiteral("X-Chain, chain 5r1c1 = 5r1c7 - 5(r3c7,r3c8) = 5r9c9 → removes 5")
                               << QStringLiteral("X-Chain, chain 5 in row 1 column 1, strongly linked to 5 in row 1 column 7, weakly linked to "
                                                 "5 in row 3 column 7 or row 3 column 8, strongly linked to 5 in row 9 column 9, removes 5");
        QTest::newRow("slash") << QStringLiteral("Naked pair 4/7 in row 3, naked triple 1/4/9; nonet://play and 2/2026 stay")
                               << QStringLiteral("Naked pair 4, 7 in row 3, naked triple 1, 4, 9; nonet://play and 2/2026 stay");
        QTest::newRow("words stay") << QStringLiteral("7, conflict: another 7 in row 1 column 5.")
                                    << QStringLiteral("7, conflict: another 7 in row 1 column 5.");
    }

    void symbolsAreSaidInWords()
    {
        QFETCH(QString, shown);
        QFETCH(QString, said);
        QCOMPARE(ui::SpokenText::plain(shown), said);
        const auto window = makeWindow();
        QSignalSpy spy(announcerOf(*window), &ui::Announcer::announced);
        announcerOf(*window)->announce(shown);
        QCOMPARE(heard(spy), QStringList{said});
        QCOMPARE(announcerOf(*window)->current()->accessibleName(), said);
    }

    void eachMoveIsSaidOnce()
    {
        const auto window = makeWindow();
        GameSession* session = window->session();
        QSignalSpy spy(announcerOf(*window), &ui::Announcer::announced);
        const GameState& state = session->state();
        const int cell = firstEmpty(state);
        const int digit = state.solution().at(cell);
        window->board()->setSelectedCell(cell); // undo and redo on the cell the player is on

        QVERIFY(session->setValue(cell, digit));
        QCOMPARE(heard(spy), QStringList{QString::number(digit)});
        QVERIFY(session->erase(cell));
        QCOMPARE(heard(spy), QStringList{QStringLiteral("erased")});
        QVERIFY(session->toggleNote(cell, 4));
        QCOMPARE(heard(spy), QStringList{QStringLiteral("note 4 added")});
        QVERIFY(session->toggleNote(cell, 4));
        QCOMPARE(heard(spy), QStringList{QStringLiteral("note 4 removed")});
        QVERIFY(session->toggleNote(cell, 2, NoteKind::Centre));
        QCOMPARE(heard(spy), QStringList{QStringLiteral("centre note 2 added")});

        QVERIFY(session->setValue(cell, digit));
        QCOMPARE(heard(spy), QStringList{QString::number(digit)});
        session->undoStack()->undo();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("undo: %1 removed").arg(digit)});
        session->undoStack()->redo();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("redo: %1").arg(digit)});
        session->undoStack()->undo();
        heard(spy);
        session->undoStack()->undo(); // the centre note
        QCOMPARE(heard(spy), QStringList{QStringLiteral("undo: centre note 2 removed")});

        QVERIFY(session->fillAllNotes());
        QCOMPARE(heard(spy), QStringList{QStringLiteral("All notes")});
        session->undoStack()->undo();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("undo: All notes")});

        // Undo and redo elsewhere name the cell they changed.
        QVERIFY(session->setValue(cell, digit));
        heard(spy);
        const int elsewhere = firstEmpty(state, cell);
        window->board()->setSelectedCell(elsewhere);
        const QString place = QStringLiteral("row %1 column %2").arg(rowOf(cell) + 1).arg(columnOf(cell) + 1);
        session->undoStack()->undo();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("undo: %1 removed in %2").arg(digit).arg(place)});
        session->undoStack()->redo();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("redo: %1 in %2").arg(digit).arg(place)});
        session->undoStack()->undo();
        heard(spy);
        window->board()->setSelectedCell(cell);

        // The board's keys say the same, once.
        ui::BoardWidget* board = window->board();
        board->setFocus();
        board->setSelectedCell(cell);
        QTest::keyClick(board, Qt::Key(Qt::Key_0 + digit));
        QCOMPARE(heard(spy), QStringList{QString::number(digit)});
        QTest::keyClick(board, Qt::Key_Delete);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("erased")});
        // Moving the selection is the focus's to say, not an announcement.
        QTest::keyClick(board, Qt::Key_Right);
        QCOMPARE(heard(spy), QStringList{});
    }

    void aConflictSaysWhereTheOtherDigitIs()
    {
        const auto window = makeWindow();
        GameSession* session = window->session();
        const GameState& state = session->state();
        // An empty cell and a digit that a given of its row holds, but not its column or box.
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (state.value(cell) != 0) continue;
            for (int column = 0; column < kSide; ++column) {
                const int holder = cellAt(rowOf(cell), column);
                const int digit = state.value(holder);
                if (digit == 0 || boxOf(holder) == boxOf(cell)) continue;
                bool elsewhere = false;
                for (int other = 0; other < kCellCount; ++other)
                    if (other != cell && state.value(other) == digit && (columnOf(other) == columnOf(cell) || boxOf(other) == boxOf(cell)))
                        elsewhere = true;
                if (elsewhere) continue;
                QSignalSpy spy(announcerOf(*window), &ui::Announcer::announced);
                QVERIFY(session->setValue(cell, digit));
                // Where the other one is, not the houses (heard as the new digit's own address).
                QCOMPARE(heard(spy), QStringList{QStringLiteral("%1, conflict: another %1 in row %2 column %3")
                                                     .arg(digit).arg(rowOf(holder) + 1).arg(columnOf(holder) + 1)});
                return;
            }
        }
        QFAIL("no cell for a row conflict");
    }

    // The one set of words speaks every shape: the game by its variant, places by the
    // shape's rows and columns, a 16x16's values as its letters, and a conflict through the
    // shape's own house (box, Jigsaw region, diagonal, window) named.
    void everyShapeInItsOwnWords_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<HouseKind>("house");
        QTest::addColumn<QString>("houseWords");
        for (const Variant variant : kAllVariants) {
            HouseKind house = HouseKind::Box;
            QString words = QStringLiteral("in the same box");
            if (variant == Variant::X) std::tie(house, words) = std::pair{HouseKind::Diagonal, QStringLiteral("on the same diagonal")};
            if (variant == Variant::Windoku) std::tie(house, words) = std::pair{HouseKind::Window, QStringLiteral("in the same window")};
            if (variant == Variant::Jigsaw) std::tie(house, words) = std::pair{HouseKind::Region, QStringLiteral("in the same region")};
            QTest::newRow(variantKey(variant).data()) << variant << house << words;
        }
    }

    void everyShapeInItsOwnWords()
    {
        QFETCH(Variant, variant);
        QFETCH(HouseKind, house);
        QFETCH(QString, houseWords);
        const auto window = makeWindow();
        GameSession* session = window->session();
        QSignalSpy spy(announcerOf(*window), &ui::Announcer::announced);
        const GamePuzzle puzzle = testing::sampleVariantPuzzle(variant);
        QVERIFY(window->startGame(puzzle));
        // A size is said as one ("16 by 16"), not "16 times 16".
        const QString game = variant == Variant::Classic
                                 ? app::levelTitle(Level::Easy)
                                 : ui::SpokenText::plain(app::VariantNames::title(variant)) + QStringLiteral(", ") + app::levelTitle(Level::Easy);
        if (variant == Variant::Giant16) QCOMPARE(ui::SpokenText::plain(app::VariantNames::title(variant)), QStringLiteral("16 by 16"));
        QCOMPARE(heard(spy), QStringList{QStringLiteral("New game: ") + game});

        const GameState& state = session->state();
        const Shape& shape = state.shape();
        const int side = shape.side();
        // The last empty cell whose value is the side: 4, 6, 9, or G in row 13 or more of a 16x16.
        int cell = -1;
        for (int c = 0; c < state.cellCount(); ++c)
            if (state.value(c) == 0 && state.solution().at(c) == side) cell = c;
        QVERIFY(cell >= 0);
        const QString highest = QString::fromStdString(valueText(side));
        QCOMPARE(highest, variant == Variant::Giant16 ? QStringLiteral("G") : QString::number(side));
        const QString place = QStringLiteral("row %1 column %2").arg(shape.rowOf(cell) + 1).arg(shape.columnOf(cell) + 1);
        if (variant == Variant::Giant16) QVERIFY(shape.rowOf(cell) >= 12);
        window->board()->setSelectedCell(cell);

        QVERIFY(session->toggleNote(cell, side));
        QCOMPARE(heard(spy), QStringList{QStringLiteral("note %1 added").arg(highest)});
        session->undoStack()->undo();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("undo: note %1 removed").arg(highest)});
        QVERIFY(session->setValue(cell, side));
        QCOMPARE(heard(spy), QStringList{highest});
        session->undoStack()->undo();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("undo: %1 removed").arg(highest)});
        session->undoStack()->redo();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("redo: %1").arg(highest)});

        // A wrong value there, then Check: the place by the shape's rows and columns.
        QVERIFY(session->setValue(cell, side - 1));
        heard(spy);
        QCOMPARE(window->checkEntries(), 1);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("Wrong digit in ") + place});
        QVERIFY(session->erase(cell));
        heard(spy);

        // A conflict through the shape's own house says where the other value is, and why.
        const auto pair = conflictThrough(state, house);
        QVERIFY2(pair.has_value(), "no cell for a conflict through that house");
        const auto [empty, holder] = *pair;
        const QString value = QString::fromStdString(valueText(state.value(holder)));
        QVERIFY(session->setValue(empty, state.value(holder)));
        QCOMPARE(heard(spy), QStringList{QStringLiteral("%1, conflict: another %1 in row %2 column %3 %4")
                                             .arg(value)
                                             .arg(shape.rowOf(holder) + 1)
                                             .arg(shape.columnOf(holder) + 1)
                                             .arg(houseWords)});
    }

    void pauseHintCheckAndTheEnd()
    {
        const auto window = makeWindow();
        GameSession* session = window->session();
        QSignalSpy spy(announcerOf(*window), &ui::Announcer::announced);

        // Paused from elsewhere (the keypad has the focus): announced.
        window->findChild<ui::Keypad*>(QStringLiteral("keypad"))->setFocus();
        session->setPaused(true);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("paused")});
        session->setPaused(false);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("resumed")});
        // Paused on the board: the pause cover takes the focus and says it; no announcement.
        window->board()->setFocus();
        session->setPaused(true);
        QCOMPARE(heard(spy), QStringList{});
        QAccessibleInterface* focused = QAccessible::queryAccessibleInterface(window->board())->focusChild();
        QVERIFY(focused != nullptr);
        QCOMPARE(focused->text(QAccessible::Name), QStringLiteral("Paused"));
        QVERIFY(focused->state().focused);
        session->setPaused(false);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("resumed")});

        // Each stage of a hint says its words.
        hintsOf(*window)->next();
        QTRY_VERIFY(!hintsOf(*window)->text().isEmpty());
        QTRY_COMPARE(spy.count(), 1);
        QCOMPARE(heard(spy), QStringList{hintsOf(*window)->text()});
        hintsOf(*window)->next();
        QTRY_COMPARE(spy.count(), 1);
        QCOMPARE(heard(spy), QStringList{hintsOf(*window)->text()});
        hintsOf(*window)->clear();
        QCOMPARE(heard(spy), QStringList{});

        // A wrong digit, then Check.
        const GameState& state = session->state();
        const int cell = firstEmpty(state);
        const int wrong = state.solution().at(cell) % 9 + 1;
        QVERIFY(session->setValue(cell, wrong));
        heard(spy);
        QCOMPARE(window->checkEntries(), 1);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("Wrong digit in row %1 column %2").arg(rowOf(cell) + 1).arg(columnOf(cell) + 1)});
        // A hint on a wrong digit has two stages (there is a mistake; where): a third press
        // says that it has nothing more.
        hintsOf(*window)->next();
        QTRY_VERIFY(hintsOf(*window)->stage() == HintStage::Where);
        hintsOf(*window)->next();
        QCOMPARE(hintsOf(*window)->stage(), HintStage::What);
        heard(spy);
        hintsOf(*window)->next();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("This hint has nothing more to show.")});
        QVERIFY(session->erase(cell));
        heard(spy);

        // The last digit: the digit and the end, in one announcement.
        int last = -1;
        for (int c = firstEmpty(state); c >= 0; c = firstEmpty(state, c)) {
            if (last >= 0) QVERIFY(session->setValue(last, state.solution().at(last)));
            last = c;
        }
        heard(spy);
        QVERIFY(session->setValue(last, state.solution().at(last)));
        const QStringList end = heard(spy);
        QCOMPARE(end.size(), 1);
        QVERIFY2(end.front().startsWith(QStringLiteral("%1. Solved! Easy in ").arg(state.solution().at(last))), qPrintable(end.front()));
        // The banner's word on the time is heard too, in the same announcement: a hint was
        // shown, so there is no best time.
        QVERIFY2(end.front().endsWith(QStringLiteral(". ") + app::StatisticsRecorder::helpSentence(true, false, false)), qPrintable(end.front()));
    }

    // The window's title is read at every return to the window, and Continue's items as
    // they are written: separators and sizes in words, never "middle dot" or "times".
    void titlesAndContinueItemsReadInWords()
    {
        const auto window = makeWindow();
        QTemporaryDir data;
        QVERIFY(data.isValid());
        auto* files = new app::GameFiles(window.get(), window->session(), {data.path(), &app::ImportJob::gradeLevel});
        window->attachFiles(*files);
        QVERIFY(window->startGame(testing::sampleVariantPuzzle(Variant::Giant16)));
        QVERIFY2(window->windowTitle().contains(QChar(0x00b7)), qPrintable(window->windowTitle())); // shown with its dot
        const QString name = QAccessible::queryAccessibleInterface(window.get())->text(QAccessible::Name);
        QCOMPARE(name, QStringLiteral("Nonet - 16 by 16, Easy"));
        // The 16x16 game, one digit in, kept for another: Continue lists it in words.
        const GameState& state = window->session()->state();
        const int cell = firstEmpty(state);
        QVERIFY(window->session()->setValue(cell, state.solution().at(cell)));
        QVERIFY(window->startGame(testing::samplePuzzle()));
        auto* menu = window->findChild<QMenu*>(QStringLiteral("menuContinue"));
        QVERIFY(menu != nullptr);
        emit menu->aboutToShow();
        QStringList items;
        for (QAction* action : menu->actions())
            if (action->isEnabled()) items << action->text();
        QCOMPARE(items.size(), 1);
        QVERIFY2(items.front().startsWith(QStringLiteral("16 by 16, Easy, ")), qPrintable(items.front()));
    }

    // A hint's frame is seen, not heard: Shift+H says its cells, and a frame that is a
    // Jigsaw region says which region and which cells (the hint itself only says "region 8").
    void theHintsCellsAreSaidOnRequest()
    {
        const auto window = makeWindow();
        GameSession* session = window->session();
        app::HintController* hints = hintsOf(*window);
        QVERIFY(window->startGame(testing::sampleVariantPuzzle(Variant::Jigsaw)));
        auto* say = window->findChild<QAction*>(QStringLiteral("actionHintCells"));
        QVERIFY(say != nullptr);
        QCOMPARE(say->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_H));
        QSignalSpy spy(announcerOf(*window), &ui::Announcer::announced);
        heard(spy);
        say->trigger();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("No hint is shown. Press H for one.")});

        // Hints, each applied, until one frames a region (a single hidden in it).
        const Shape& shape = session->state().shape();
        bool regionSaid = false;
        for (int hint = 0; hint < 60 && !regionSaid; ++hint) {
            hints->next();
            QTRY_VERIFY(hints->stage() == HintStage::Where);
            const WideCellSet framed = hints->marks().cells;
            QVERIFY(!framed.empty());
            std::vector<int> cells(framed.begin(), framed.end());
            const QString list = app::HintText::cellList(cells, shape);
            QVERIFY(list.contains(QStringLiteral("row %1 column %2").arg(shape.rowOf(cells.front()) + 1).arg(shape.columnOf(cells.front()) + 1)));
            int region = -1;
            for (int house = 0; house < shape.houseCount(); ++house)
                if (shape.houseKind(house) == HouseKind::Region && shape.houseSet(house) == framed) region = house;
            heard(spy);
            say->trigger();
            const QStringList said = heard(spy);
            QCOMPARE(said.size(), 1);
            if (region >= 0) {
                QCOMPARE(said.front(), QStringLiteral("Region %1 is %2.").arg(shape.houseIndex(region) + 1).arg(list));
                QCOMPARE(QStringList(said.front().split(QStringLiteral("row "))).size(), 10); // its nine cells
                regionSaid = true;
            }
            for (int press = 0; press < 4 && hints->stage() != HintStage::None; ++press) hints->next(); // Apply
            QVERIFY(hints->stage() == HintStage::None);
        }
        QVERIFY2(regionSaid, "no hint framed a region");
    }

    // What used to change in silence: a new game (from a paused one too, which is not
    // "resumed"), the game kept in Continue, a puzzle arriving by link, the notes mode and
    // kind, Erase on an empty cell, and whatever the status bar tells.
    void silentChangesAreSaid()
    {
        const auto window = makeWindow();
        QTemporaryDir data;
        QVERIFY(data.isValid());
        auto* files = new app::GameFiles(window.get(), window->session(), {data.path(), &app::ImportJob::gradeLevel});
        window->attachFiles(*files);
        GameSession* session = window->session();
        ui::BoardWidget* board = window->board();
        board->setFocus();
        QSignalSpy spy(announcerOf(*window), &ui::Announcer::announced);
        const auto heardAll = [&spy](const QString& part) {
            // Waits for words containing `part`; returns everything said meanwhile.
            QStringList said;
            const bool came = QTest::qWaitFor([&] {
                said << heard(spy);
                return said.join(QLatin1Char('|')).contains(part);
            });
            if (!came) qWarning("never said: %s", qPrintable(part));
            return said;
        };

        const int cell = firstEmpty(session->state());
        QVERIFY(session->setValue(cell, session->state().solution().at(cell)));
        session->setPaused(true);
        heard(spy);
        window->findChild<QAction*>(QStringLiteral("actionNew"))->trigger();
        QStringList said = heardAll(QStringLiteral("New game: "));
        QVERIFY2(said.join(QLatin1Char('|')).contains(QStringLiteral("New game: ") + app::levelTitle(session->level())),
                 qPrintable(said.join(QLatin1Char('|'))));
        QVERIFY2(said.join(QLatin1Char('|')).contains(QStringLiteral("was kept")), qPrintable(said.join(QLatin1Char('|'))));
        QVERIFY2(!said.join(QLatin1Char('|')).contains(QStringLiteral("resumed")), qPrintable(said.join(QLatin1Char('|'))));
        QVERIFY(!session->isPaused());

        // Notes mode (N) and the note kind (C), on the board's keys.
        board->setFocus();
        QTest::keyClick(board, Qt::Key_N);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("notes mode on")});
        QTest::keyClick(board, Qt::Key_N);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("notes mode off")});
        QTest::keyClick(board, Qt::Key_C);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("centre notes")});
        QTest::keyClick(board, Qt::Key_C);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("corner notes")});

        // Delete where there is nothing to erase.
        board->setSelectedCell(firstEmpty(session->state()));
        QTest::keyClick(board, Qt::Key_Delete);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("nothing to erase")});

        // A puzzle arriving by link.
        files->openArgument(QStringLiteral("nonet://play?p=") + QString::fromLatin1(test::kTestGivens.data(), 81));
        said = heardAll(QStringLiteral("Imported"));
        QVERIFY2(said.join(QLatin1Char('|')).contains(QStringLiteral("Imported")), qPrintable(said.join(QLatin1Char('|'))));

        // Anything else the status bar tells - but not a menu item's tip, which the item says.
        window->statusBar()->showMessage(QStringLiteral("Saved as “x”."), 1000);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("Saved as “x”.")});
        QStatusTipEvent tip(QStringLiteral("Start a new game at the chosen level"));
        QCoreApplication::sendEvent(window.get(), &tip);
        QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("Start a new game at the chosen level"));
        QCOMPARE(heard(spy), QStringList{});
    }

    // A key that changes nothing says so briefly: a value or Erase on a given, the value a
    // cell holds typed again, Erase on an empty cell - from the keys and the keypad alike.
    void keysThatChangeNothingSaySo()
    {
        const auto window = makeWindow();
        GameSession* session = window->session();
        ui::BoardWidget* board = window->board();
        auto* keypad = window->findChild<ui::Keypad*>(QStringLiteral("keypad"));
        const GameState& state = session->state();
        int given = 0;
        while (!state.isGiven(given)) ++given;
        const int cell = firstEmpty(state);
        const int digit = state.solution().at(cell);
        QSignalSpy spy(announcerOf(*window), &ui::Announcer::announced);
        board->setFocus();
        board->setSelectedCell(given);
        QTest::keyClick(board, Qt::Key(Qt::Key_0 + state.value(given) % 9 + 1));
        QCOMPARE(heard(spy), QStringList{QStringLiteral("given, cannot change")});
        QTest::keyClick(board, Qt::Key_Delete);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("given, cannot change")});
        QTest::keyClick(board, Qt::Key(Qt::Key_0 + state.value(given)));
        QCOMPARE(heard(spy), QStringList{QStringLiteral("given, cannot change")});
        emit keypad->digitClicked(1);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("given, cannot change")});
        board->setSelectedCell(cell);
        QTest::keyClick(board, Qt::Key(Qt::Key_0 + digit));
        QCOMPARE(heard(spy), QStringList{QString::number(digit)});
        QTest::keyClick(board, Qt::Key(Qt::Key_0 + digit));
        QCOMPARE(heard(spy), QStringList{QStringLiteral("already %1").arg(digit)});
        emit keypad->digitClicked(digit);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("already %1").arg(digit)});
        // Several cells selected, each holding the value (and a given): the same words.
        int twin = firstEmpty(state);
        while (twin >= 0 && (twin == cell || state.solution().at(twin) != digit)) twin = firstEmpty(state, twin);
        QVERIFY(twin >= 0);
        QVERIFY(session->setValue(twin, digit));
        heard(spy);
        WideCellSet held = WideCellSet::single(cell);
        held.insert(twin);
        held.insert(given);
        board->setSelection(held, cell);
        QTest::keyClick(board, Qt::Key(Qt::Key_0 + digit));
        QCOMPARE(heard(spy), QStringList{QStringLiteral("already %1").arg(digit)});
        // Escape on that selection leaves the cursor's cell: said, as the focus stays.
        QTest::keyClick(board, Qt::Key_Escape);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("selection cleared")});
        QCOMPARE(board->selection().count(), 1);
        // Home on the first cell of a row: the cursor stays, and its cell is said again.
        const int rowStart = state.shape().cellAt(state.shape().rowOf(cell), 0);
        board->setSelectedCell(rowStart);
        heard(spy);
        QTest::keyClick(board, Qt::Key_Home);
        const QStringList again = heard(spy);
        QCOMPARE(again.size(), 1);
        QVERIFY2(again.front().startsWith(QStringLiteral("Row %1 column 1").arg(state.shape().rowOf(cell) + 1)), qPrintable(again.front()));
        board->setSelectedCell(cell);
        heard(spy);
        QTest::keyClick(board, Qt::Key_Delete);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("erased")});
        emit keypad->eraseClicked();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("nothing to erase")});
        QCOMPARE(session->undoStack()->count(), 3); // nothing refused became a move
    }

    // A wrong digit the board marks says the count; the one at the limit says, in one
    // sentence with the digit, that the game is over and what the player can do.
    void mistakesAndTheLostGameAreSaid_data()
    {
        QTest::addColumn<int>("limit");
        QTest::addColumn<QStringList>("counts"); // what the 1st and 2nd wrong digit say
        QTest::newRow("limit 3") << 3 << QStringList{QStringLiteral("1 of 3 mistakes"), QStringLiteral("2 of 3 mistakes")};
        QTest::newRow("no limit") << 0 << QStringList{QStringLiteral("1 mistake"), QStringLiteral("2 mistakes")};
    }

    void mistakesAndTheLostGameAreSaid()
    {
        QFETCH(int, limit);
        QFETCH(QStringList, counts);
        app::Preferences preferences = app::Preferences::load();
        preferences.mistakeMode = app::MistakeMode::Solution;
        preferences.mistakeLimit = limit;
        preferences.save();
        const auto window = makeWindow();
        GameSession* session = window->session();
        QVERIFY(window->startGame(testing::samplePuzzle()));
        QSignalSpy spy(announcerOf(*window), &ui::Announcer::announced);
        heard(spy);
        // The sample's first row: "8.7.5..32", solved "867154932".
        constexpr int r1c2 = 1, r1c4 = 3, r1c6 = 5;
        window->board()->setSelectedCell(r1c4);
        QVERIFY(session->setValue(r1c2, 6)); // right: no count
        QCOMPARE(heard(spy), QStringList{QStringLiteral("6")});
        QVERIFY(session->setValue(r1c4, 6)); // wrong
        QStringList said = heard(spy);
        QCOMPARE(said.size(), 1);
        QVERIFY2(said.front().startsWith(QStringLiteral("6, ")) && said.front().endsWith(QStringLiteral(". ") + counts.at(0)),
                 qPrintable(said.front()));
        // Undo takes no mistake back, and says no count.
        session->undoStack()->undo();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("undo: 6 removed")});
        QVERIFY(session->setValue(r1c4, 2));
        said = heard(spy);
        QCOMPARE(said.size(), 1);
        QVERIFY2(said.front().endsWith(QStringLiteral(". ") + counts.at(1)), qPrintable(said.front()));
        QVERIFY(session->setValue(r1c6, 3)); // the third
        said = heard(spy);
        QCOMPARE(said.size(), 1);
        if (limit == 0) {
            QVERIFY2(said.front().endsWith(QStringLiteral(". 3 mistakes")), qPrintable(said.front()));
            return;
        }
        QVERIFY(session->isLost());
        QVERIFY2(said.front().startsWith(QStringLiteral("3, ")), qPrintable(said.front()));
        QVERIFY2(said.front().endsWith(QStringLiteral(". 3 of 3 mistakes. Game over: the game counts as lost. "
                                                      "Ctrl+N starts a new game; Ctrl+Shift+G reviews this one.")),
                 qPrintable(said.front()));
        QCOMPARE(said.front().count(QStringLiteral("mistakes")), 1); // the count once, with the end
        // A restored lost game is no news.
        const GameRecord record = session->record();
        QVERIFY(window->startGame(testing::samplePuzzle()));
        heard(spy);
        QVERIFY(session->restore(record));
        QVERIFY(!heard(spy).join(QLatin1Char('|')).contains(QStringLiteral("mistake")));
    }

    // Back on the board from elsewhere (Tab, a dialog closed, another window) the board says
    // the cell the player is on, or that the game is paused.
    void theBoardSaysWhereOnRegainingTheFocus()
    {
        const auto window = makeWindow();
        GameSession* session = window->session();
        ui::BoardWidget* board = window->board();
        auto* keypad = window->findChild<ui::Keypad*>(QStringLiteral("keypad"));
        const int cell = firstEmpty(session->state());
        board->setFocus();
        board->setSelectedCell(cell);
        QSignalSpy spy(announcerOf(*window), &ui::Announcer::announced);
        keypad->setFocus(Qt::TabFocusReason);
        QCOMPARE(heard(spy), QStringList{});
        board->setFocus(Qt::BacktabFocusReason);
        const QString name = QAccessible::queryAccessibleInterface(board)->child(cell)->text(QAccessible::Name);
        QCOMPARE(name, QStringLiteral("Row %1 column %2, empty").arg(rowOf(cell) + 1).arg(columnOf(cell) + 1));
        QCOMPARE(heard(spy), QStringList{name});
        // The keypad hands it back after a digit: that digit is what is said.
        keypad->setFocus(Qt::TabFocusReason);
        board->setFocus(Qt::OtherFocusReason);
        QCOMPARE(heard(spy), QStringList{});
        keypad->setFocus(Qt::TabFocusReason);
        session->setPaused(true);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("paused")});
        board->setFocus(Qt::TabFocusReason);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("Paused")});
    }

    // A game that comes back paused at launch says so when the window shows, not only into
    // a window nobody could hear yet.
    void aGameBackPausedSaysSoWhenTheWindowShows()
    {
        MainWindow window(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1));
        QVERIFY(window.startGame(testing::samplePuzzle()));
        window.session()->setPaused(true);
        QVERIFY(window.session()->isPaused());
        QSignalSpy spy(announcerOf(window), &ui::Announcer::announced);
        heard(spy);
        window.resize(900, 660);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_COMPARE(spy.count(), 1);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("Paused")});
    }

    // A refused import is said in the dialog (the focus stays in the text box) and is the
    // description of the dialog and of the box until the text changes.
    void anImportProblemIsSaidAndDescribed()
    {
        const auto window = makeWindow();
        QTemporaryDir data;
        QVERIFY(data.isValid());
        auto* files = new app::GameFiles(window.get(), window->session(), {data.path(), &app::ImportJob::gradeLevel});
        window->attachFiles(*files);
        files->actions().importPuzzle()->trigger();
        app::ImportDialog* dialog = files->importDialog();
        QVERIFY(dialog != nullptr);
        QTRY_VERIFY(dialog->isVisible());
        QSignalSpy spy(ui::Announcer::of(dialog), &ui::Announcer::announced);
        dialog->setText(QString::fromLatin1(test::kTestGivens.data(), 40));
        QTest::mouseClick(dialog->importButton(), Qt::LeftButton);
        QTRY_VERIFY(dialog->problemLabel()->isVisible());
        const QStringList said = heard(spy);
        QCOMPARE(said.size(), 1);
        QVERIFY2(said.front().startsWith(QStringLiteral("This is not a whole puzzle: ")), qPrintable(said.front()));
        QCOMPARE(said.front(), ui::SpokenText::plain(dialog->problemLabel()->text()));
        QCOMPARE(dialog->accessibleDescription(), dialog->problemLabel()->text());
        QCOMPARE(QAccessible::queryAccessibleInterface(dialog->editor())->text(QAccessible::Description), dialog->problemLabel()->text());
        // Said in the dialog's window, not the game's behind it.
        QCOMPARE(ui::Announcer::of(dialog)->current()->window(), dialog);
        dialog->setText(QString::fromLatin1(test::kTestGivens.data(), 81));
        QVERIFY(dialog->accessibleDescription().isEmpty());
        dialog->reject();
    }

    // Enter Puzzle says each new verdict once (a puzzle read from a picture with its cells to
    // check), Clear, Undo and Redo; the verdict can be reached with Tab and read again.
    void theEditorSaysItsVerdictsAndSteps()
    {
        const auto window = makeWindow();
        QTemporaryDir data;
        auto* editor = new app::PuzzleEditor(window->session(), {data.path(), &app::PuzzleImport::classicGivens}, window.get());
        new app::EditingMode(window.get(), editor);
        editor->open();
        QSignalSpy spy(ui::Announcer::of(editor->view()), &ui::Announcer::announced);
        const auto verdictSaid = [&] {
            QSignalSpy shown(editor, &app::PuzzleEditor::verdictShown);
            if (!editor->verdictIsCurrent()) shown.wait(10000);
            return heard(spy);
        };
        QVERIFY(verdictSaid().contains(editor->view()->verdictLabel()->text()));
        QVERIFY(editor->view()->verdictLabel()->text().startsWith(QStringLiteral("The grid is empty.")));

        // Two givens that clash: said with the count.
        ui::BoardWidget* board = editor->view()->board();
        board->setFocus();
        board->setSelectedCell(0);
        QTest::keyClick(board, Qt::Key_5);
        verdictSaid();
        board->setSelectedCell(1);
        QTest::keyClick(board, Qt::Key_5);
        QStringList said = verdictSaid();
        QCOMPARE(said, QStringList{QStringLiteral("2 givens clash: a digit repeats in a row, column or box (marked on the board). "
                                                  "Change them before playing.")});
        // Undo and Redo name the step, then the verdict they bring back is said, being new.
        editor->view()->undoAction()->trigger();
        said = verdictSaid();
        QCOMPARE(said.value(0), QStringLiteral("undo: Enter 5 in row 1 column 2"));
        QCOMPARE(said.size(), 2);
        editor->view()->redoAction()->trigger();
        said = verdictSaid();
        QCOMPARE(said.value(0), QStringLiteral("redo: Enter 5 in row 1 column 2"));
        QCOMPARE(said.value(1), editor->view()->verdictLabel()->text());
        editor->view()->clearAction()->trigger();
        said = verdictSaid();
        QCOMPARE(said.value(0), QStringLiteral("grid cleared; Undo brings it back"));

        // A puzzle from a picture: the verdict with the cells to check, once.
        const GamePuzzle puzzle = testing::samplePuzzle();
        Grid givens;
        for (int cell = 0; cell < kCellCount; ++cell) givens.setAt(cell, puzzle.givens.at(cell));
        CellSet toCheck;
        toCheck.insert(0);
        editor->openFromPicture(givens, QImage(), QPolygonF(), toCheck);
        said = verdictSaid();
        QCOMPARE(said.size(), 1);
        QVERIFY2(said.front().contains(QStringLiteral("exactly one solution. Level: ")), qPrintable(said.front()));
        QVERIFY2(said.front().contains(QStringLiteral("check the hatched cell against it (row 1 column 1)")), qPrintable(said.front()));
        QCOMPARE(heard(spy), QStringList{}); // once

        // The verdict is in the Tab order, read-only.
        QLabel* verdict = editor->view()->verdictLabel();
        QVERIFY(verdict->focusPolicy() & Qt::TabFocus);
        bool reached = false;
        for (QWidget* next = board->nextInFocusChain(); next != board && !reached; next = next->nextInFocusChain())
            reached = next == verdict;
        QVERIFY(reached);
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(verdict);
        QVERIFY(iface->state().focusable);
        QCOMPARE(iface->text(QAccessible::Name).isEmpty() && iface->text(QAccessible::Description).isEmpty(), false);
        QVERIFY(!(verdict->textInteractionFlags() & Qt::TextEditable));
        editor->cancel();
    }

    void wordsInThePlayersLanguage()
    {
        app::TranslationLoader loader;
        QCOMPARE(loader.install(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(app::MoveWords::paused(true), QStringLiteral("pausiert"));
        QCOMPARE(app::MoveWords::mistakes(1, 3), QStringLiteral("1 von 3 Fehlern"));
        QCOMPARE(app::MoveWords::givenKept(), QStringLiteral("vorgegeben, nicht änderbar"));
        QCOMPARE(ui::SpokenText::plain(QStringLiteral("r1c2")), QStringLiteral("Zeile 1 Spalte 2"));
        QCOMPARE(loader.install(QStringLiteral("nl")), QStringLiteral("nl"));
        QCOMPARE(app::MoveWords::paused(true), QStringLiteral("gepauzeerd"));
        QCOMPARE(app::MoveWords::mistakes(1, 3), QStringLiteral("1 van 3 fouten"));
        QCOMPARE(app::MoveWords::givenKept(), QStringLiteral("gegeven, kan niet veranderen"));
        QCOMPARE(loader.install(QStringLiteral("he")), QStringLiteral("he"));
        QCOMPARE(app::MoveWords::paused(true), QStringLiteral("מושהה"));
        QCOMPARE(app::MoveWords::mistakes(1, 3), QStringLiteral("1 מתוך 3 טעויות"));
        QCOMPARE(app::MoveWords::givenKept(), QStringLiteral("נתון, אי אפשר לשנות"));
        loader.install(QStringLiteral("en"));
        QCOMPARE(app::MoveWords::paused(true), QStringLiteral("paused"));
    }
};

QTEST_MAIN(TestSpeech)
#include "test_speech.moc"
