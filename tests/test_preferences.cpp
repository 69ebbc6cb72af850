// The Preferences dialog on the real main window, driven with the keyboard only: it opens
// from its shortcut and from the Edit menu, each control writes its setting and takes
// effect at once (the language at the next start), Cancel and Escape change nothing, the
// menu items that share a setting stay in step, and a new window starts with what was
// chosen.

#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/settings/preferences.h"
#include "app/settings/preferences_dialog.h"
#include "app/shell/main_window.h"
#include "tests/window_fixtures.h"
#include "ui/accessibility/announcer.h"
#include "ui/accessibility/spoken_choice.h"
#include "ui/board_widget.h"
#include "ui/cell_widget.h"
#include "ui/selection_popup.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace nonet;
using nonet::app::MainWindow;
using nonet::app::MistakeMode;
using nonet::app::Preferences;
using nonet::app::PreferencesDialog;
using nonet::test::action;
using nonet::test::showWindow;

Q_DECLARE_METATYPE(nonet::app::MistakeMode)
Q_DECLARE_METATYPE(nonet::Symmetry)

namespace {

// The offscreen platform has no window manager to hand the activation back to the main
// window when a dialog closes; a desktop does. Shortcuts need an active window.
bool activate(QWidget& window)
{
    if (!window.isActiveWindow()) window.activateWindow();
    return QTest::qWaitFor([&window] { return window.isActiveWindow(); });
}

// Opens the dialog with its shortcut, as a player would.
PreferencesDialog* openWithShortcut(MainWindow& window)
{
    QAction* open = action(window, "actionPreferences");
    if (open == nullptr || open->shortcut().isEmpty() || !activate(window)) return nullptr;
    QTest::keySequence(&window, open->shortcut());
    // A closed one may still wait for its deferred deletion: the visible one is new.
    for (PreferencesDialog* dialog : window.findChildren<PreferencesDialog*>())
        if (dialog->isVisible()) {
            // Keys go to the active window: wait until the dialog is it.
            return QTest::qWaitFor([dialog] { return dialog->isActiveWindow(); }) ? dialog : nullptr;
        }
    return nullptr;
}

// Tab from wherever the focus is until `target` has it; false when it never comes.
bool tabTo(QWidget* target)
{
    for (int i = 0; i < 20; ++i) {
        if (QApplication::focusWidget() == target) return true;
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    }
    return QApplication::focusWidget() == target;
}

// Picks the entry of a focused combo box whose data is `value`, with arrow keys.
bool chooseWithKeys(QComboBox* box, const QString& value)
{
    const int index = box->findData(value);
    if (index < 0) return false;
    for (int i = 0; i < box->count() && box->currentIndex() != index; ++i)
        QTest::keyClick(box, box->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
    return box->currentIndex() == index;
}

// Closes the dialog with Return (the default button, OK); true once it is gone.
bool acceptWithKeys(PreferencesDialog* dialog)
{
    QPointer<PreferencesDialog> guard(dialog);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QApplication::processEvents();
    return guard.isNull() || !guard->isVisible();
}

// A cell whose row holds another cell with the same value: both light up with the other
// selected (same-digit highlight) and a peer of it lights up too.
struct Probe {
    int selected = -1;
    int peer = -1;     // shares a house with `selected`
    int sameDigit = -1; // not a peer, same digit
};

Probe probeOf(const GameState& state)
{
    for (int a = 0; a < kCellCount; ++a) {
        if (state.value(a) == 0) continue;
        for (int b = 0; b < kCellCount; ++b)
            if (b != a && !arePeers(a, b) && state.value(b) == state.value(a)) {
                const int peer = cellAt(rowOf(a), (columnOf(a) + 1) % kSide);
                return {a, peer, b};
            }
    }
    return {};
}

} // namespace

class TestPreferences : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_preferences"));
    }
    void init() { QSettings().clear(); }

    void opensFromShortcutAndEditMenu()
    {
        const auto window = showWindow();
        QAction* open = action(*window, "actionPreferences");
        QVERIFY(open != nullptr);
        QVERIFY(!open->shortcut().isEmpty());
        auto* edit = window->findChild<QMenu*>(QStringLiteral("menuEdit"));
        QVERIFY(edit != nullptr);
        QVERIFY(edit->actions().contains(open));
        QVERIFY(open->text().contains(QLatin1Char('&'))); // a mnemonic in the menu

        PreferencesDialog* dialog = openWithShortcut(*window);
        QVERIFY(dialog != nullptr);
        QVERIFY(!dialog->accessibleName().isEmpty());
        QCOMPARE(QApplication::focusWidget(), dialog->languageBox());
        QTest::keyClick(dialog->languageBox(), Qt::Key_Escape);
        QTRY_VERIFY(window->findChild<PreferencesDialog*>() == nullptr || !window->findChild<PreferencesDialog*>()->isVisible());

        // Alt+E opens the Edit menu; P is Preferences' mnemonic there.
        QVERIFY(activate(*window));
        window->board()->setFocus();
        QTest::keyClick(window.get(), Qt::Key_E, Qt::AltModifier);
        QTRY_VERIFY(edit->isVisible());
        QTest::keyClick(edit, Qt::Key_P);
        QTRY_VERIFY(window->findChild<PreferencesDialog*>() != nullptr && window->findChild<PreferencesDialog*>()->isVisible());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    }

    void everyControlIsNamedAndReachedWithTab()
    {
        const auto window = showWindow();
        PreferencesDialog* dialog = openWithShortcut(*window);
        QVERIFY(dialog != nullptr);
        const QList<QWidget*> controls{dialog->languageBox(), dialog->autoRemoveBox(), dialog->mistakeBox(),
                                       dialog->peersBox(),    dialog->sameDigitBox(),  dialog->clickPopupBox(),
                                       dialog->symmetryBox(),
                                       dialog->buttons()->button(QDialogButtonBox::Ok),
                                       dialog->buttons()->button(QDialogButtonBox::Cancel)};
        for (QWidget* control : controls) {
            QVERIFY(!control->accessibleName().isEmpty());
            QVERIFY(!control->accessibleDescription().isEmpty());
            QVERIFY2(tabTo(control), qPrintable(control->objectName()));
        }
        // The language note says when a change applies.
        bool told = false;
        for (const QLabel* label : dialog->findChildren<QLabel*>())
            told = told || label->text().contains(QStringLiteral("next time"));
        QVERIFY(told);
        // So does the mistake limit's: only with the solution's marks, from the next game.
        const auto* limitNote = dialog->findChild<QLabel*>(QStringLiteral("mistakeLimitNote"));
        QVERIFY(limitNote != nullptr);
        QVERIFY2(limitNote->text().contains(QStringLiteral("only with Mistakes set to “Check against the solution”"))
                     && limitNote->text().contains(QStringLiteral("from the next game")),
                 qPrintable(limitNote->text()));
        QVERIFY(dialog->mistakeLimitBox()->accessibleDescription().contains(QStringLiteral("Check against the solution")));
        // Each drop-down says its choice when the arrows change it (Qt 6.4 tells a screen
        // reader nothing of it).
        for (QComboBox* box : {dialog->languageBox(), dialog->mistakeBox(), dialog->mistakeLimitBox(), dialog->symmetryBox()}) {
            auto* spoken = box->findChild<ui::SpokenChoice*>();
            QVERIFY2(spoken != nullptr, qPrintable(box->objectName()));
            QVERIFY2(tabTo(box), qPrintable(box->objectName()));
            QSignalSpy said(spoken->announcer(), &ui::Announcer::announced);
            const int before = box->currentIndex();
            QTest::keyClick(box, before + 1 < box->count() ? Qt::Key_Down : Qt::Key_Up);
            QVERIFY(box->currentIndex() != before);
            QVERIFY2(!said.isEmpty() && said.last().at(0).toString() == box->currentText(), qPrintable(box->objectName()));
            box->setCurrentIndex(before);
        }
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    }

    void languageIsStoredForTheNextStart_data()
    {
        QTest::addColumn<QString>("code");
        for (const QString& code : app::languageCodes())
            QTest::newRow(code.isEmpty() ? "system" : qPrintable(code)) << code;
    }
    void languageIsStoredForTheNextStart()
    {
        QFETCH(QString, code);
        QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("de"));
        const auto window = showWindow();
        PreferencesDialog* dialog = openWithShortcut(*window);
        QVERIFY(dialog != nullptr);
        QCOMPARE(dialog->languageBox()->currentData().toString(), QStringLiteral("de"));
        QVERIFY(chooseWithKeys(dialog->languageBox(), code));
        QVERIFY(acceptWithKeys(dialog));
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), code);
    }

    void autoRemoveNotesIsOneSettingWithTheEditMenu()
    {
        const auto window = showWindow();
        QAction* menuItem = action(*window, "actionAutoRemoveNotes");
        QVERIFY(menuItem->isChecked());
        QVERIFY(window->session()->autoRemoveNotes());

        PreferencesDialog* dialog = openWithShortcut(*window);
        QVERIFY(dialog != nullptr);
        QVERIFY(dialog->autoRemoveBox()->isChecked());
        QVERIFY(tabTo(dialog->autoRemoveBox()));
        QTest::keyClick(dialog->autoRemoveBox(), Qt::Key_Space);
        QVERIFY(!dialog->autoRemoveBox()->isChecked());
        QVERIFY(window->session()->autoRemoveNotes()); // nothing before OK
        QVERIFY(acceptWithKeys(dialog));
        QVERIFY(!window->session()->autoRemoveNotes());
        QVERIFY(!menuItem->isChecked());
        QCOMPARE(QSettings().value(QStringLiteral("game/autoRemoveNotes")).toBool(), false);

        // The menu item changes it; the dialog shows what the menu set.
        menuItem->trigger();
        QVERIFY(window->session()->autoRemoveNotes());
        dialog = openWithShortcut(*window);
        QVERIFY(dialog != nullptr);
        QVERIFY(dialog->autoRemoveBox()->isChecked());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    }

    void mistakeModeTakesEffectAtOnce_data()
    {
        QTest::addColumn<MistakeMode>("mode");
        QTest::newRow("off") << MistakeMode::Off;
        QTest::newRow("conflicts") << MistakeMode::Conflicts;
        QTest::newRow("solution") << MistakeMode::Solution;
    }
    void mistakeModeTakesEffectAtOnce()
    {
        QFETCH(MistakeMode, mode);
        const auto window = showWindow();
        const GameState& state = window->session()->state();
        // A clash with a given in the same row, which is also wrong.
        int clash = -1;
        for (int c = 0; c < kCellCount && clash < 0; ++c) {
            if (state.value(c) != 0) continue;
            for (int other : houseCells(rowHouse(rowOf(c))))
                if (state.isGiven(other)) {
                    window->session()->setValue(c, state.value(other));
                    clash = c;
                    break;
                }
        }
        QVERIFY(clash >= 0);
        // Start from a different mode than the one chosen.
        window->setMistakeMode(mode == MistakeMode::Off ? MistakeMode::Solution : MistakeMode::Off);
        PreferencesDialog* dialog = openWithShortcut(*window);
        QVERIFY(dialog != nullptr);
        QVERIFY(tabTo(dialog->mistakeBox()));
        QVERIFY(chooseWithKeys(dialog->mistakeBox(), app::mistakeModeKey(mode)));
        QVERIFY(acceptWithKeys(dialog));
        QCOMPARE(window->mistakeMode(), mode);
        QCOMPARE(app::loadMistakeMode(), mode);
        QVERIFY(action(*window, qPrintable(QStringLiteral("actionMistakes-") + app::mistakeModeKey(mode)))->isChecked());
        QCOMPARE(window->board()->cell(clash).conflict, mode != MistakeMode::Off);
        QCOMPARE(window->board()->cell(clash).wrong, mode == MistakeMode::Solution);
    }

    void highlightsTakeEffectAtOnce()
    {
        const auto window = showWindow();
        ui::BoardWidget* board = window->board();
        const Probe p = probeOf(window->session()->state());
        QVERIFY(p.selected >= 0);
        board->setSelectedCell(p.selected);
        using H = ui::CellWidget::Highlight;
        QVERIFY(board->cellWidget(p.peer)->highlights() & H::Peer);
        QVERIFY(board->cellWidget(p.sameDigit)->highlights() & H::SameDigit);

        PreferencesDialog* dialog = openWithShortcut(*window);
        QVERIFY(dialog != nullptr);
        QVERIFY(tabTo(dialog->peersBox()));
        QTest::keyClick(dialog->peersBox(), Qt::Key_Space);
        QVERIFY(acceptWithKeys(dialog));
        QVERIFY(!board->peerHighlight());
        QVERIFY(!(board->cellWidget(p.peer)->highlights() & H::Peer));
        QVERIFY(board->cellWidget(p.sameDigit)->highlights() & H::SameDigit);
        QVERIFY(board->cellWidget(p.selected)->highlights() & H::Selected); // the selection always shows

        dialog = openWithShortcut(*window);
        QVERIFY(dialog != nullptr);
        QVERIFY(tabTo(dialog->sameDigitBox()));
        QTest::keyClick(dialog->sameDigitBox(), Qt::Key_Space);
        QVERIFY(acceptWithKeys(dialog));
        QVERIFY(!board->sameDigitHighlight());
        QVERIFY(!(board->cellWidget(p.sameDigit)->highlights() & H::SameDigit));
        QCOMPARE(QSettings().value(QStringLiteral("board/highlightPeers")).toBool(), false);
        QCOMPARE(QSettings().value(QStringLiteral("board/highlightSameDigit")).toBool(), false);

        // The next window starts with them off.
        const auto next = showWindow();
        QVERIFY(!next->board()->peerHighlight());
        QVERIFY(!next->board()->sameDigitHighlight());
    }

    // Off, a click on a cell only selects it (as SudokuPad players expect); the popup is
    // still one key (Space) away.
    void aClickCanOnlySelect()
    {
        const auto window = showWindow();
        PreferencesDialog* dialog = openWithShortcut(*window);
        QVERIFY(dialog != nullptr);
        QVERIFY(tabTo(dialog->clickPopupBox()));
        QVERIFY(dialog->clickPopupBox()->isChecked()); // on by default
        QTest::keyClick(dialog->clickPopupBox(), Qt::Key_Space);
        QVERIFY(acceptWithKeys(dialog));
        QVERIFY(!Preferences::load().clickPopup);
        ui::BoardWidget* board = window->board();
        QVERIFY(!board->clickOpensPopup());
        const GameState& state = window->session()->state();
        int empty = 0;
        while (state.value(empty) != 0) ++empty;
        ui::CellWidget* cell = board->cellWidget(empty);
        QTest::mouseClick(board, Qt::LeftButton, {}, cell->mapTo(board, cell->rect().center()));
        QCOMPARE(board->selectedCell(), empty);
        QVERIFY(board->selectionPopup() == nullptr || !board->selectionPopup()->isVisible());
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Space);
        QTRY_VERIFY(board->selectionPopup() != nullptr && board->selectionPopup()->isVisible());
        // A new window starts with the choice.
        const auto second = showWindow();
        QVERIFY(!second->board()->clickOpensPopup());
    }

    void symmetryIsStoredForNewPuzzles_data()
    {
        QTest::addColumn<Symmetry>("symmetry");
        for (Symmetry s : kAllSymmetries)
            QTest::newRow(qPrintable(app::symmetrySettingValue(s))) << s;
    }
    void symmetryIsStoredForNewPuzzles()
    {
        QFETCH(Symmetry, symmetry);
        app::saveNewGameSymmetry(symmetry == Symmetry::Diagonal ? Symmetry::None : Symmetry::Diagonal);
        const auto window = showWindow();
        PreferencesDialog* dialog = openWithShortcut(*window);
        QVERIFY(dialog != nullptr);
        QVERIFY(tabTo(dialog->symmetryBox()));
        QVERIFY(chooseWithKeys(dialog->symmetryBox(), app::symmetrySettingValue(symmetry)));
        QVERIFY(acceptWithKeys(dialog));
        QCOMPARE(app::newGameSymmetry(), symmetry);
        QCOMPARE(QSettings().value(QStringLiteral("newGame/symmetry")).toString(), app::symmetrySettingValue(symmetry));
    }

    void cancelChangesNothing_data()
    {
        QTest::addColumn<bool>("escape");
        QTest::newRow("Cancel button") << false;
        QTest::newRow("Escape") << true;
    }
    void cancelChangesNothing()
    {
        QFETCH(bool, escape);
        const auto window = showWindow();
        const Preferences before = Preferences::load();
        const QStringList keysBefore = QSettings().allKeys();
        PreferencesDialog* dialog = openWithShortcut(*window);
        QVERIFY(dialog != nullptr);
        // Every control away from its value.
        QVERIFY(chooseWithKeys(dialog->languageBox(), QStringLiteral("he")));
        for (QCheckBox* box : {dialog->autoRemoveBox(), dialog->peersBox(), dialog->sameDigitBox()}) {
            QVERIFY(tabTo(box));
            QTest::keyClick(box, Qt::Key_Space);
        }
        QVERIFY(tabTo(dialog->mistakeBox()));
        QVERIFY(chooseWithKeys(dialog->mistakeBox(), QStringLiteral("solution")));
        QVERIFY(tabTo(dialog->symmetryBox()));
        QVERIFY(chooseWithKeys(dialog->symmetryBox(), QStringLiteral("rot90")));
        QVERIFY(dialog->preferences() != before);
        if (escape) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        } else {
            QVERIFY(tabTo(dialog->buttons()->button(QDialogButtonBox::Cancel)));
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        }
        QTRY_VERIFY(window->findChild<PreferencesDialog*>() == nullptr || !window->findChild<PreferencesDialog*>()->isVisible());
        QCOMPARE(Preferences::load(), before);
        QCOMPARE(QSettings().allKeys(), keysBefore);
        QVERIFY(window->session()->autoRemoveNotes());
        QCOMPARE(window->mistakeMode(), app::kDefaultMistakeMode);
        QVERIFY(window->board()->peerHighlight());
        QVERIFY(window->board()->sameDigitHighlight());
    }

    void preferencesRoundTrip()
    {
        Preferences p;
        p.language = QStringLiteral("nl");
        p.autoRemoveNotes = false;
        p.mistakeMode = MistakeMode::Off;
        p.highlightPeers = false;
        p.highlightSameDigit = true;
        p.symmetry = Symmetry::Vertical;
        p.save();
        QCOMPARE(Preferences::load(), p);
        // Unknown values read as the defaults.
        QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("xx"));
        QCOMPARE(Preferences::load().language, QString());
        QCOMPARE(Preferences(), Preferences{});
    }
};

QTEST_MAIN(TestPreferences)
#include "test_preferences.moc"
