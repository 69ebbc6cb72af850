// Mistakes in the variant window, by the classic game's setting: the marks follow the mode
// (Off, Conflicts, Solution) chosen in the window's own Help ▸ Mistakes or stored by the
// main window; every wrong value placed counts, undo takes none back; in Solution mode a
// limit of 3 ends the game as lost (no more moves, undo or hints), and the count and the
// loss are kept in the variant save file and its autosave.

#include "app/help/mistake_mode.h"
#include "app/storage/variant_save_file.h"
#include "app/variants/variant_window.h"
#include "core/notation/shape_notation.h"
#include "core/solver/shape_solve.h"
#include "tests/bad_input_catalogue.h"
#include "ui/shape_board_widget.h"

#include <QAction>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace nonet;
using namespace nonet::app;

namespace {

// kSample4x4 "2...3......2...1", solved 2413 / 3124 / 1342 / 4231.
constexpr int r1c2 = 1, r1c3 = 2, r1c4 = 3, r2c2 = 5, r2c3 = 6;

ShapeGame sampleGame()
{
    const ShapeParseResult parsed = parseShapePuzzle(Variant::Mini4, testing::kSample4x4);
    const ShapeSolveResult solved = solveShape(parsed.grid(), 2);
    return ShapeGame(ShapeGamePuzzle{parsed.grid(), *solved.solution, Level::Easy});
}

void type(VariantWindow& window, int cell, int value)
{
    window.board()->selectCell(cell);
    QTest::keyClick(window.board(), Qt::Key(Qt::Key_0 + value));
}

QAction* action(VariantWindow& window, const QString& name)
{
    auto* found = window.findChild<QAction*>(name);
    if (found == nullptr) qFatal("no action %s", qPrintable(name));
    return found;
}

} // namespace

class TestVariantMistakes : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_variant_mistakes"));
    }
    void init()
    {
        QSettings().clear();
        QVERIFY(dir_.isValid());
        QFile::remove(dir_.filePath(QStringLiteral("variant-autosave.json")));
    }

    // Off marks nothing, Conflicts the repeats, Solution the wrong entries too; the window's
    // menu stores the choice in the setting the main window reads.
    void marksFollowTheMode()
    {
        saveMistakeMode(MistakeMode::Off);
        VariantWindow window(dir_.path());
        window.setGame(sampleGame());
        QVERIFY(action(window, QStringLiteral("variantMistakes-off"))->isChecked());
        type(window, r1c2, 1); // wrong, no repeat
        type(window, r1c3, 2); // wrong, repeats the given 2 of row 1
        QCOMPARE(window.board()->content().conflicts.count(), 0);
        QCOMPARE(window.board()->content().wrong.count(), 0);

        QSignalSpy chosen(&window, &VariantWindow::mistakeModeChosen);
        action(window, QStringLiteral("variantMistakes-conflicts"))->trigger();
        QVERIFY(window.board()->content().conflicts.contains(r1c3));
        QVERIFY(!window.board()->content().conflicts.contains(r1c2));
        QCOMPARE(window.board()->content().wrong.count(), 0);
        QCOMPARE(loadMistakeMode(), MistakeMode::Conflicts);
        QVERIFY(!window.statusText().contains(QStringLiteral("mistake")));

        action(window, QStringLiteral("variantMistakes-solution"))->trigger();
        QVERIFY(window.board()->content().wrong.contains(r1c2));
        QVERIFY(window.board()->content().wrong.contains(r1c3));
        QCOMPARE(loadMistakeMode(), MistakeMode::Solution);
        QCOMPARE(chosen.count(), 2);
        QCOMPARE(chosen.last().at(0).value<MistakeMode>(), MistakeMode::Solution);
        QVERIFY(window.statusText().contains(QStringLiteral("2 mistake")));

        // Changed elsewhere (the main window, Preferences): read again.
        saveMistakeMode(MistakeMode::Off);
        window.reloadMistakeSettings();
        QVERIFY(action(window, QStringLiteral("variantMistakes-off"))->isChecked());
        QCOMPARE(window.board()->content().wrong.count(), 0);
        QCOMPARE(window.board()->content().conflicts.count(), 0);
    }

    void limitEndsTheGameAsLost()
    {
        saveMistakeMode(MistakeMode::Solution);
        saveMistakeLimit(3);
        VariantWindow window(dir_.path());
        window.setGame(sampleGame());
        QVERIFY(window.statusText().contains(QStringLiteral("0 of 3 mistake")));
        type(window, r1c2, 1); // wrong
        QCOMPARE(window.mistakes().count(), 1);
        action(window, QStringLiteral("variantUndo"))->trigger();
        QCOMPARE(window.game()->value(r1c2), 0);
        QCOMPARE(window.mistakes().count(), 1); // undo takes none back
        type(window, r1c2, 3);                  // wrong again
        type(window, r1c4, 3);                  // right
        QCOMPARE(window.mistakes().count(), 2);
        QVERIFY(window.statusText().contains(QStringLiteral("2 of 3 mistake")));
        QVERIFY(!window.mistakes().isLost());
        type(window, r2c2, 2); // the third
        QCOMPARE(window.mistakes().count(), 3);
        QVERIFY(window.mistakes().isLost());
        QVERIFY(window.hintText().contains(QStringLiteral("Game over")));
        QVERIFY(window.statusText().contains(QStringLiteral("3 of 3 mistake")));

        // Over: no moves, no undo, no hint.
        type(window, r2c3, 2);
        QCOMPARE(window.game()->value(r2c3), 0);
        QVERIFY(!action(window, QStringLiteral("variantUndo"))->isEnabled());
        action(window, QStringLiteral("variantUndo"))->trigger();
        QCOMPARE(window.game()->value(r2c2), 2);
        action(window, QStringLiteral("variantHint"))->trigger();
        QVERIFY(window.hintText().contains(QStringLiteral("Game over")));

        // The autosave keeps the loss.
        VariantWindow restored(dir_.path());
        QVERIFY(restored.restoreAutosave());
        QCOMPARE(restored.mistakes().count(), 3);
        QVERIFY(restored.mistakes().isLost());
        QVERIFY(restored.hintText().contains(QStringLiteral("Game over")));
        type(restored, r2c3, 2);
        QCOMPARE(restored.game()->value(r2c3), 0);

        // A new game starts from none.
        restored.setGame(sampleGame());
        QCOMPARE(restored.mistakes().count(), 0);
        QVERIFY(!restored.mistakes().isLost());
        type(restored, r2c3, 2);
        QCOMPARE(restored.game()->value(r2c3), 2);
    }

    // The limit applies only where each wrong value is marked as it is made.
    void noLimitWithoutSolutionMarks()
    {
        saveMistakeMode(MistakeMode::Conflicts);
        saveMistakeLimit(3);
        VariantWindow window(dir_.path());
        window.setGame(sampleGame());
        for (const int cell : {r1c2, r1c3, r2c2, r2c3}) type(window, cell, 2 + (cell == r2c3 ? 1 : 0));
        QCOMPARE(window.mistakes().count(), 4);
        QVERIFY(!window.mistakes().isLost());
        QVERIFY(!window.statusText().contains(QStringLiteral("mistake")));
    }

    void saveFileKeepsTheCount()
    {
        const ShapeGame game = sampleGame();
        const auto read = VariantSaveFile::read(VariantSaveFile::write(game, 1000, 2, true));
        const auto* saved = std::get_if<SavedVariantGame>(&read);
        QVERIFY(saved != nullptr);
        QCOMPARE(saved->mistakes, 2);
        QVERIFY(saved->lost);
        // A file from before the count: none, not lost.
        const QByteArray old = R"({"format": "nonet-variant-game", "version": 1, "variant": "4x4", "level": "easy", "elapsedMs": 0,
            "puzzle": "2...3......2...1", "solution": "2413312413424231", "entries": "................"})";
        const auto readOld = VariantSaveFile::read(old);
        QVERIFY(std::holds_alternative<SavedVariantGame>(readOld));
        QCOMPARE(std::get<SavedVariantGame>(readOld).mistakes, 0);
        QVERIFY(!std::get<SavedVariantGame>(readOld).lost);
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(TestVariantMistakes)
#include "test_variant_mistakes.moc"
