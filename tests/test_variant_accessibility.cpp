// The variant window for screen readers: the board is a table of the shape's rows and
// columns whose children are its cells (row, column, name, value; 16x16 values as letters),
// the focus follows the selection, a cell's words follow its content and the marks the
// board draws; and every change the player makes is announced once, in the classic game's
// words (app/speech), with the variant's houses.
//
// Read through QAccessible's interfaces and the Announcer's announced(): in Qt 6.4 the update
// events reach a handler only while a platform bridge is active, which the offscreen
// platform never is (see test_accessibility and test_speech).

#include "app/help/mistake_mode.h"
#include "app/variants/variant_window.h"
#include "core/notation/shape_notation.h"
#include "core/solver/shape_solve.h"
#include "tests/bad_input_catalogue.h"
#include "ui/accessibility/announcer.h"
#include "ui/shape_board_widget.h"

#include <QAccessible>
#include <QAction>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace nonet;
using namespace nonet::app;
using nonet::ui::ShapeBoardWidget;

namespace {

ShapeGame gameOf(Variant variant, const char* text)
{
    const ShapeParseResult parsed = parseShapePuzzle(variant, text);
    if (!parsed) qFatal("sample does not parse");
    const ShapeSolveResult solved = solveShape(parsed.grid(), 2);
    return ShapeGame(ShapeGamePuzzle{parsed.grid(), *solved.solution, Level::Easy});
}

Qt::Key keyOf(int value) { return value <= 9 ? Qt::Key(Qt::Key_0 + value) : Qt::Key(Qt::Key_A + value - 10); }

void type(VariantWindow& window, int cell, int value, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    window.board()->selectCell(cell);
    QTest::keyClick(window.board(), keyOf(value), modifiers);
}

// Runs the event loop long enough for anything pending to be said, then returns what was.
QStringList heard(QSignalSpy& spy)
{
    QTest::qWait(30);
    QStringList said;
    for (const QList<QVariant>& call : std::as_const(spy)) said << call.at(0).toString();
    spy.clear();
    return said;
}

ui::Announcer* announcerOf(const VariantWindow& window) { return window.findChild<ui::Announcer*>(QStringLiteral("variantAnnouncer")); }

} // namespace

class TestVariantAccessibility : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_variant_accessibility"));
        QVERIFY(dir_.isValid());
    }
    void init() { QSettings().clear(); }

    // kSample4x4 "2...3......2...1": a 4 x 4 table of its cells.
    void theBoardIsATableOfItsCells()
    {
        VariantWindow window(dir_.path());
        window.setGame(gameOf(Variant::Mini4, testing::kSample4x4));
        QAccessibleInterface* table = QAccessible::queryAccessibleInterface(window.board());
        QVERIFY(table != nullptr);
        QCOMPARE(table->role(), QAccessible::Table);
        QVERIFY(table->tableInterface() != nullptr);
        QCOMPARE(table->tableInterface()->rowCount(), 4);
        QCOMPARE(table->tableInterface()->columnCount(), 4);
        QCOMPARE(table->childCount(), 16);
        QVERIFY(!table->text(QAccessible::Name).isEmpty());
        QVERIFY(!table->text(QAccessible::Description).isEmpty());

        QAccessibleInterface* given = table->tableInterface()->cellAt(1, 0); // r2c1: 3, given
        QVERIFY(given != nullptr && given->isValid());
        QCOMPARE(given->role(), QAccessible::Cell);
        QCOMPARE(given->text(QAccessible::Name), QStringLiteral("Row 2 column 1, 3, given"));
        QCOMPARE(given->text(QAccessible::Value), QStringLiteral("3, given"));
        QVERIFY(given->state().readOnly);
        QCOMPARE(given->tableCellInterface()->rowIndex(), 1);
        QCOMPARE(given->tableCellInterface()->columnIndex(), 0);
        QCOMPARE(given->valueInterface()->currentValue().toInt(), 3);
        QCOMPARE(given->parent(), table);
        QCOMPARE(table->indexOfChild(given), 4);
        QCOMPARE(table->child(4), given); // one interface per cell
        QAccessibleInterface* empty = table->child(1);
        QCOMPARE(empty->text(QAccessible::Name), QStringLiteral("Row 1 column 2, empty"));
        QVERIFY(!empty->state().readOnly);
        QCOMPARE(empty->valueInterface()->currentValue().toInt(), 0);
        QVERIFY(table->child(16) == nullptr);
        QVERIFY(table->tableInterface()->cellAt(4, 0) == nullptr);

        // The cell where it is drawn, both ways.
        window.resize(500, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect where = given->rect();
        QVERIFY(where.isValid());
        QCOMPARE(table->childAt(where.center().x(), where.center().y()), given);

        // A 16x16 in its place: 16 x 16, values as letters.
        window.setGame(gameOf(Variant::Giant16, testing::kSample16x16));
        QCOMPARE(table->tableInterface()->rowCount(), 16);
        QCOMPARE(table->childCount(), 256);
        int letter = -1;
        for (int cell = 0; cell < 256 && letter < 0; ++cell)
            if (window.game()->value(cell) >= 10) letter = cell;
        QVERIFY(letter >= 0);
        const QString symbol = ShapeBoardWidget::valueText(window.game()->value(letter));
        QVERIFY(symbol >= QStringLiteral("A") && symbol <= QStringLiteral("G"));
        QCOMPARE(table->child(letter)->text(QAccessible::Value), symbol + QStringLiteral(", given"));
        QCOMPARE(table->child(letter)->valueInterface()->currentValue().toInt(), window.game()->value(letter));
        // Back to a 4x4: the cells past it are gone.
        QAccessibleInterface* far = table->child(200);
        window.setGame(gameOf(Variant::Mini4, testing::kSample4x4));
        QVERIFY(!far->isValid());
        QCOMPARE(table->childCount(), 16);
    }

    void focusFollowsTheSelection()
    {
        VariantWindow window(dir_.path());
        window.setGame(gameOf(Variant::Mini4, testing::kSample4x4));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        ShapeBoardWidget* board = window.board();
        board->setFocus();
        QTRY_VERIFY(board->hasFocus());
        QAccessibleInterface* table = QAccessible::queryAccessibleInterface(board);
        board->selectCell(5);
        QCOMPARE(table->focusChild(), table->child(5));
        QVERIFY(table->child(5)->state().focused);
        QVERIFY(table->child(5)->state().selected);
        QVERIFY(!table->state().focused); // one focused object
        QCOMPARE(table->tableInterface()->selectedCellCount(), 1);
        QTest::keyClick(board, Qt::Key_Right);
        QCOMPARE(table->focusChild(), table->child(6));
        QVERIFY(!table->child(5)->state().focused);
        QVERIFY(!table->child(5)->state().selected);
        QTest::keyClick(board, Qt::Key_Down);
        QCOMPARE(table->focusChild(), table->child(10));
    }

    // The words follow the content and the marks the board draws.
    void cellWordsFollowTheGame()
    {
        saveMistakeMode(MistakeMode::Solution);
        VariantWindow window(dir_.path());
        window.setGame(gameOf(Variant::Mini4, testing::kSample4x4));
        QAccessibleInterface* table = QAccessible::queryAccessibleInterface(window.board());
        type(window, 1, 4); // r1c2: right
        QCOMPARE(table->child(1)->text(QAccessible::Name), QStringLiteral("Row 1 column 2, 4"));
        type(window, 2, 2); // r1c3: repeats r1c1's given 2, and wrong
        QCOMPARE(table->child(2)->text(QAccessible::Value), QStringLiteral("2, conflict, wrong"));
        type(window, 3, 1, Qt::ShiftModifier);
        type(window, 3, 3, Qt::ShiftModifier);
        QCOMPARE(table->child(3)->text(QAccessible::Value), QStringLiteral("empty, notes 1 3"));
    }

    void eachChangeIsSaidOnce()
    {
        VariantWindow window(dir_.path());
        window.setGame(gameOf(Variant::Mini4, testing::kSample4x4));
        ui::Announcer* announcer = announcerOf(window);
        QVERIFY(announcer != nullptr);
        QSignalSpy spy(announcer, &ui::Announcer::announced);
        type(window, 1, 4);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("4")});
        QTest::keyClick(window.board(), Qt::Key_Delete);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("erased")});
        type(window, 2, 2); // repeats r1c1's given 2 in row 1 only
        QCOMPARE(heard(spy), QStringList{QStringLiteral("2, conflict with row 1")});
        QAction* undo = window.findChild<QAction*>(QStringLiteral("variantUndo"));
        QAction* redo = window.findChild<QAction*>(QStringLiteral("variantRedo"));
        undo->trigger();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("undo: 2 removed")});
        redo->trigger();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("redo: 2, conflict with row 1")});
        undo->trigger();
        heard(spy);
        type(window, 3, 3, Qt::ShiftModifier);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("note 3 added")});
        type(window, 3, 3, Qt::ShiftModifier);
        QCOMPARE(heard(spy), QStringList{QStringLiteral("note 3 removed")});
        undo->trigger();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("undo: note 3 added")});
        window.findChild<QAction*>(QStringLiteral("variantAllNotes"))->trigger();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("All Notes")});
        undo->trigger();
        QVERIFY(heard(spy).value(0).startsWith(QStringLiteral("undo: ")));
        // Moving the selection is the focus's to say, not an announcement.
        window.board()->setFocus();
        QTest::keyClick(window.board(), Qt::Key_Right);
        QCOMPARE(heard(spy), QStringList{});
        // Check's result, and the last value with the end of the game: one sentence.
        window.findChild<QAction*>(QStringLiteral("variantCheck"))->trigger();
        QCOMPARE(heard(spy), QStringList{QStringLiteral("No wrong entries.")});
        const ShapeGame& game = *window.game();
        int last = -1;
        for (int cell = 0; cell < game.cellCount(); ++cell) {
            if (game.value(cell) != 0) continue;
            if (last >= 0) type(window, last, game.puzzle().solution.at(last));
            last = cell;
        }
        heard(spy);
        type(window, last, game.puzzle().solution.at(last));
        const QStringList end = heard(spy);
        QCOMPARE(end.size(), 1);
        QVERIFY2(end.front().startsWith(QString::number(game.puzzle().solution.at(last)) + QStringLiteral(". Solved")), qPrintable(end.front()));
    }

    // X-Sudoku: a conflict on a diagonal names it; a 16x16 value is said as its letter.
    void variantHousesAndLetters()
    {
        VariantWindow window(dir_.path());
        window.setGame(gameOf(Variant::X, testing::kSampleX));
        QSignalSpy spy(announcerOf(window), &ui::Announcer::announced);
        const ShapeGame& x = *window.game();
        const Shape& shape = x.shape();
        bool found = false;
        for (int cell = 0; cell < 81 && !found; ++cell) {
            if (x.value(cell) != 0 || cell / 9 != cell % 9 || cell == 40) continue; // empty, on the main diagonal only
            for (int holder = 0; holder < 81 && !found; holder += 10) {
                const int value = x.value(holder);
                if (value == 0 || holder == cell) continue;
                bool elsewhere = false; // the value in the cell's row, column or box
                for (int other = 0; other < 81; ++other)
                    if (x.value(other) == value && (other / 9 == cell / 9 || other % 9 == cell % 9 || shape.regionOf(other) == shape.regionOf(cell)))
                        elsewhere = true;
                if (elsewhere) continue;
                type(window, cell, value);
                QCOMPARE(heard(spy), QStringList{QStringLiteral("%1, conflict with diagonal 1").arg(value)});
                found = true;
            }
        }
        QVERIFY(found);

        window.setGame(gameOf(Variant::Giant16, testing::kSample16x16));
        heard(spy);
        const ShapeGame& big = *window.game();
        for (int cell = 0; cell < big.cellCount(); ++cell) {
            const int value = big.puzzle().solution.at(cell);
            if (big.value(cell) != 0 || value < 10) continue;
            type(window, cell, value);
            QCOMPARE(heard(spy), QStringList{ShapeBoardWidget::valueText(value)});
            return;
        }
        QFAIL("no empty cell for a letter");
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(TestVariantAccessibility)
#include "test_variant_accessibility.moc"
