// Mistake checking: the three modes of the setting, the Check action (once, until the next
// move, in any mode) and how a wrong entry is told to assistive technology.

#include "app/help/help_actions.h"
#include "tests/widget_fixtures.h"
#include "app/help/mistake_mode.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/shell/main_window.h"
#include "hint_positions.h"
#include "tests/fixtures.h"
#include "ui/board_widget.h"
#include "ui/cell_widget.h"
#include "ui/digit_button.h"
#include "ui/keypad.h"

#include <QAction>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace nonet;
using nonet::app::MainWindow;
using nonet::app::MistakeMode;

Q_DECLARE_METATYPE(nonet::app::MistakeMode)

namespace {

std::unique_ptr<MainWindow> makeWindow()
{
    auto window = std::make_unique<MainWindow>(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1));
    window->show();
    if (!QTest::qWaitForWindowActive(window.get())) qWarning("window not active");
    if (!window->session()->newGame(test::puzzleOf(test::kWingPuzzle))) qWarning("puzzle refused");
    return window;
}

// Two wrong entries: `clash` repeats a digit of its row (a conflict), `quiet` breaks no
// rule but differs from the solution.
struct Mistakes {
    int clash = -1;
    int quiet = -1;
};

Mistakes makeMistakes(app::GameSession* session)
{
    const GameState& state = session->state();
    Mistakes m;
    const CandidateGrid grid = CandidateGrid::fromGrid(state.values().toClassic());
    for (int cell : grid.unsolvedCells()) {
        const DigitSet others = grid.candidates(cell) - DigitSet::single(state.solution().at(cell));
        if (m.quiet < 0 && !others.empty()) {
            m.quiet = cell;
            session->setValue(cell, *others.begin());
            break;
        }
    }
    // A clash: a digit a given in the same row already holds.
    for (int cell : CandidateGrid::fromGrid(state.values().toClassic()).unsolvedCells()) {
        if (arePeers(cell, m.quiet)) continue;
        for (int other : houseCells(rowHouse(rowOf(cell)))) {
            if (state.isGiven(other)) {
                m.clash = cell;
                session->setValue(cell, state.value(other));
                return m;
            }
        }
    }
    return m;
}

} // namespace

class TestMistakes : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_mistakes"));
    }
    void init() { QSettings().clear(); }

    void modes_data()
    {
        QTest::addColumn<MistakeMode>("mode");
        QTest::addColumn<bool>("clashMarked");
        QTest::addColumn<bool>("quietWrong");
        QTest::newRow("off") << MistakeMode::Off << false << false;
        QTest::newRow("conflicts") << MistakeMode::Conflicts << true << false;
        QTest::newRow("solution") << MistakeMode::Solution << true << true;
    }
    void modes()
    {
        QFETCH(MistakeMode, mode);
        QFETCH(bool, clashMarked);
        QFETCH(bool, quietWrong);
        auto window = makeWindow();
        const Mistakes m = makeMistakes(window->session());
        QVERIFY(m.clash >= 0 && m.quiet >= 0);
        nonet::test::child<QAction>(*window, qPrintable(QStringLiteral("actionMistakes-") + nonet::app::mistakeModeKey(mode)))->trigger();
        QCOMPARE(window->mistakeMode(), mode);
        ui::BoardWidget* board = window->board();
        QCOMPARE(board->cell(m.clash).conflict, clashMarked);
        QCOMPARE(board->cell(m.clash).wrong, mode == MistakeMode::Solution);
        QCOMPARE(board->cell(m.quiet).conflict, false);
        QCOMPARE(board->cell(m.quiet).wrong, quietWrong);
        // Stays after a move, and comes back with the next window (QSettings).
        QCOMPARE(app::loadMistakeMode(), mode);
        auto second = std::make_unique<MainWindow>(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1));
        QCOMPARE(second->mistakeMode(), mode);
        QVERIFY(nonet::test::child<QAction>(*second, qPrintable(QStringLiteral("actionMistakes-") + nonet::app::mistakeModeKey(mode)))->isChecked());
    }

    // The keypad greys a digit once nine are on the board, unless one of them is marked:
    // it never tells more than the board shows. A wrong ninth copy always clashes with one
    // of the others (every house but the empty right cell's already holds the digit), so
    // with conflicts or the solution shown it stays usable; with mistakes off it greys.
    void keypadGreysOnlyWhatTheBoardShows_data()
    {
        QTest::addColumn<MistakeMode>("mode");
        QTest::addColumn<bool>("dimmed");
        QTest::newRow("off") << MistakeMode::Off << true;
        QTest::newRow("conflicts") << MistakeMode::Conflicts << false;
        QTest::newRow("solution") << MistakeMode::Solution << false;
    }
    void keypadGreysOnlyWhatTheBoardShows()
    {
        QFETCH(MistakeMode, mode);
        QFETCH(bool, dimmed);
        auto window = makeWindow();
        nonet::test::child<QAction>(*window, qPrintable(QStringLiteral("actionMistakes-") + nonet::app::mistakeModeKey(mode)))->trigger();
        app::GameSession* session = window->session();
        const GameState& state = session->state();
        constexpr int digit = 5;
        int right = -1; // the one cell of the digit left empty
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (state.isGiven(cell) || state.solution().at(cell) != digit) continue;
            if (right < 0) right = cell;
            else QVERIFY(session->setValue(cell, digit));
        }
        QVERIFY(right >= 0);
        const auto* button = nonet::test::child<ui::Keypad>(*window, "keypad")->digitButton(digit);
        QVERIFY(!button->isDimmed()); // eight placed
        int wrong = 0;
        while (wrong == right || state.value(wrong) != 0) ++wrong;
        QVERIFY(session->setValue(wrong, digit));
        QCOMPARE(button->isDimmed(), dimmed);
        // The right cell instead: all nine correct, greyed in every mode.
        QVERIFY(session->erase(wrong));
        QVERIFY(session->setValue(right, digit));
        QVERIFY(button->isDimmed());
    }

    void checkOnceUntilTheNextMove_data()
    {
        QTest::addColumn<MistakeMode>("mode");
        QTest::newRow("off") << MistakeMode::Off;
        QTest::newRow("conflicts") << MistakeMode::Conflicts;
    }
    void checkOnceUntilTheNextMove()
    {
        QFETCH(MistakeMode, mode);
        auto window = makeWindow();
        window->setMistakeMode(mode);
        const Mistakes m = makeMistakes(window->session());
        ui::BoardWidget* board = window->board();
        QVERIFY(!board->cell(m.quiet).wrong);
        nonet::test::child<QAction>(*window, "actionCheck")->trigger();
        QVERIFY(board->cell(m.quiet).wrong);
        QVERIFY(board->cell(m.clash).wrong);
        QVERIFY(nonet::test::spokenName(board->cellWidget(m.quiet)).contains(QStringLiteral("wrong")));
        // Correct entries and givens are never marked.
        for (int cell = 0; cell < kCellCount; ++cell)
            if (cell != m.quiet && cell != m.clash) QVERIFY(!board->cell(cell).wrong);
        // The next move takes the marks away.
        const int empty = CandidateGrid::fromGrid(window->session()->state().values().toClassic()).unsolvedCells().first();
        QVERIFY(window->session()->toggleNote(empty, 1));
        QVERIFY(!board->cell(m.quiet).wrong);
        QVERIFY(!board->cell(m.clash).wrong);
    }

    void checkWithoutMistakes()
    {
        auto window = makeWindow();
        QCOMPARE(window->checkEntries(), 0);
        for (int cell = 0; cell < kCellCount; ++cell) QVERIFY(!window->board()->cell(cell).wrong);
    }

    void keys()
    {
        QCOMPARE(app::parseMistakeMode(QStringLiteral("solution")), std::optional(MistakeMode::Solution));
        QCOMPARE(app::parseMistakeMode(QStringLiteral("bogus")), std::nullopt);
        QSettings().setValue(QStringLiteral("help/mistakes"), QStringLiteral("bogus"));
        QCOMPARE(app::loadMistakeMode(), app::kDefaultMistakeMode);
    }
};

QTEST_MAIN(TestMistakes)
#include "test_mistakes.moc"
