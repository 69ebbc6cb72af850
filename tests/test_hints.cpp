// Hints: the explanation of every technique, the hint search on positions whose next step
// is known, the notes and mistake cases, and the four presses of the Hint action in the
// game window.

#include "app/help/help_actions.h"
#include "app/help/hint_controller.h"
#include "app/help/hint_text.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/shell/main_window.h"
#include "core/game/hint.h"
#include "core/generator/shape_generator.h"
#include "core/grader/grader.h"
#include "core/logic/technique_catalog.h"
#include "hint_positions.h"
#include "tests/fixtures.h"
#include "tests/window_fixtures.h"
#include "ui/board_widget.h"
#include "ui/cell_widget.h"
#include "ui/chain_overlay.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <memory>
#include <random>

using namespace nonet;
using nonet::app::HintText;
using nonet::app::MainWindow;

Q_DECLARE_METATYPE(nonet::Technique)

namespace {

constexpr int r4c1 = 27, r4c2 = 28, r4c5 = 31, r4c7 = 33;

std::unique_ptr<MainWindow> makeWindow(const GamePuzzle& puzzle)
{
    auto window = test::showWindow();
    if (!window->session()->newGame(puzzle)) qWarning("puzzle refused");
    return window;
}

WideCellSet areaOf(const Step& step)
{
    WideCellSet area;
    for (int house : step.houses) area |= houseSet(house);
    if (area.empty())
        for (int cell : step.cells) area.insert(cell);
    return area;
}

} // namespace

class TestHints : public QObject {
    Q_OBJECT
private slots:
    // Show What I Missed finds the step for a cell where the grader gets to it, maybe
    // after steps elsewhere that it counts on (a full house that is one only once they are
    // made): the words say so, and never call those steps easier, on the small shapes too.
    void missedStepSaysWhatItCountsOn()
    {
        int found = 0;
        for (const Variant variant : {Variant::Mini4, Variant::Mini6, Variant::Classic}) {
            std::mt19937_64 rng(7);
            for (int attempt = 0; attempt < 8 && found < 3; ++attempt) {
                const auto made = generateShaped(variant, Level::Easy, defaultSymmetry(variant), rng);
                QVERIFY(made.has_value());
                app::GameSession session;
                QVERIFY(session.newGame(GamePuzzle{made->givens, made->solution, made->level}));
                app::HintController hints(&session);
                const GameState& state = session.state();
                for (int cell = 0; cell < state.cellCount(); ++cell) {
                    if (state.value(cell) != 0) continue;
                    const Hint hint = findHintForCell(state, cell);
                    if (hint.kind != HintKind::Step || hint.stepsBefore == 0) continue;
                    hints.explain(cell);
                    QTRY_VERIFY(!hints.text().isEmpty());
                    QVERIFY2(hints.text().contains(QStringLiteral("counts on")), qPrintable(hints.text()));
                    QVERIFY2(!hints.text().contains(QStringLiteral("easier")), qPrintable(hints.text()));
                    ++found;
                    break;
                }
            }
        }
        QVERIFY(found > 0);
    }

    // A Killer's cage combinations that remove a digit some combination holds (it fits the
    // sum, only not in that cell) say why, not "can only use" a set that holds the digit.
    void cageCombinationWordsTeachWhy()
    {
        int seen = 0;
        std::mt19937_64 rng(11);
        for (int attempt = 0; attempt < 12 && seen == 0; ++attempt) {
            const auto made = generateShaped(Variant::Killer, Level::Medium, defaultSymmetry(Variant::Killer), rng);
            QVERIFY(made.has_value());
            GradeOptions options;
            options.keepSteps = true;
            const GradeResult graded = grade(made->givens, options);
            for (const Step& step : graded.steps) {
                if (step.technique != Technique::CageCombinations) continue;
                const bool inside = std::any_of(step.eliminations.begin(), step.eliminations.end(),
                                                [&step](const CellDigit& e) { return step.digits.contains(e.digit); });
                const QString sentence = HintText::stepSentence(step, made->givens.shape());
                QVERIFY2(sentence.contains(QStringLiteral("can only use")) != inside, qPrintable(sentence));
                if (inside) ++seen;
            }
        }
        QVERIFY(seen > 0);
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_hints"));
    }
    void init() { QSettings().clear(); }

    void explanationOfEveryTechnique_data()
    {
        QTest::addColumn<Technique>("technique");
        for (int t = 0; t < kTechniqueCount; ++t) {
            const auto technique = static_cast<Technique>(t);
            QTest::newRow(std::string(techniqueInfo(technique).key).c_str()) << technique;
        }
    }
    void explanationOfEveryTechnique()
    {
        QFETCH(Technique, technique);
        Step step;
        step.technique = technique;
        step.cells = {r4c2, r4c7};
        step.houses = {rowHouse(3)};
        step.digits = DigitSet::single(3) | DigitSet::single(8);
        step.eliminations = {{r4c1, 3}, {r4c5, 8}};
        // One name per technique: the hint's is the catalog's, which nonet-cli explain prints.
        QCOMPARE(HintText::techniqueName(technique), QString::fromUtf8(nonet::techniqueName(technique)));
        QVERIFY(HintText::explanation(technique).size() > 20);
        const QString sentence = HintText::stepSentence(step);
        QVERIFY2(sentence.startsWith(HintText::techniqueName(technique) + QStringLiteral(": ")), qPrintable(sentence));
        for (const char* part : {"row 4 column 2", "row 4 column 7", "3", "8", "remove 3 from row 4 column 1", "remove 8 from row 4 column 5"})
            QVERIFY2(sentence.contains(QLatin1String(part)), qPrintable(sentence + QStringLiteral(" lacks ") + QLatin1String(part)));
        QVERIFY2(!sentence.contains(QLatin1Char('%')), qPrintable(sentence));
        QVERIFY(HintText::techniqueLine(technique).startsWith(HintText::techniqueName(technique)));
    }

    void nakedPairSentence()
    {
        Step step;
        step.technique = Technique::NakedPair;
        step.cells = {r4c2, r4c7};
        step.houses = {rowHouse(3)};
        step.digits = DigitSet::single(3) | DigitSet::single(8);
        step.eliminations = {{r4c1, 3}, {r4c5, 3}, {r4c1, 8}, {r4c5, 8}};
        QCOMPARE(HintText::stepSentence(step), QStringLiteral("Naked pair: 3/8 in row 4 column 2 and row 4 column 7 (row 4) → remove 3 and 8 from row 4 column 1 "
                                                                   "and row 4 column 5"));
        QCOMPARE(HintText::whereToLook(step), QStringLiteral("Look at row 4."));
        step.technique = Technique::NakedSingle;
        step.houses = {};
        step.cells = {r4c2};
        step.eliminations = {};
        step.placements = {{r4c2, 6}};
        step.digits = DigitSet::single(6);
        QCOMPARE(HintText::stepSentence(step), QStringLiteral("Naked single: row 4 column 2 can only be 6 → place 6 in row 4 column 2"));
        QCOMPARE(HintText::whereToLook(step), QStringLiteral("Look at row 4 column 2."));
    }

    void chainText()
    {
        const std::vector<ChainLink> links{{{0}, 5, {6}, 5, true}, {{6}, 5, {24, 25}, 5, false}};
        QCOMPARE(HintText::chainText(links), QStringLiteral("5r1c1 = 5r1c7 - 5(r3c7,r3c8)"));
    }

    // The hint on the grader's own position finds the grader's step.
    void knownNextStep_data()
    {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<Technique>("technique");
        const auto text = [](std::string_view s) { return QString::fromLatin1(s.data(), static_cast<qsizetype>(s.size())); };
        QTest::newRow("single") << text(test::kPointingPuzzle) << Technique::FullHouse;
        QTest::newRow("pointing") << text(test::kPointingPuzzle) << Technique::LockedPointing;
        QTest::newRow("claiming") << text(test::kWingPuzzle) << Technique::LockedClaiming;
        QTest::newRow("naked pair") << text(test::kWingPuzzle) << Technique::NakedPair;
        QTest::newRow("x-wing") << text(test::kWingPuzzle) << Technique::XWing;
        QTest::newRow("xy-chain") << text(test::kChainPuzzle) << Technique::XYChain;
    }
    void knownNextStep()
    {
        QFETCH(QString, puzzle);
        QFETCH(Technique, technique);
        const std::string text = puzzle.toStdString();
        const auto known = test::positionBefore(text, technique);
        QVERIFY(known.has_value());
        const Hint hint = findHint(test::stateAt(*known));
        QCOMPARE(hint.kind, HintKind::Step);
        QCOMPARE(hint.basis, HintBasis::PlayerNotes);
        QCOMPARE(hint.step.technique, technique);
        QVERIFY(hint.step.eliminations == known->step.eliminations);
        QVERIFY(hint.step.placements == known->step.placements);
        QVERIFY(hint.grid == nonet::toShapeCandidateGrid(known->grid));
    }

    void notesMissingOrWrong()
    {
        const auto known = test::positionBefore(test::kWingPuzzle, Technique::XWing);
        QVERIFY(known.has_value());
        // No notes at all: the true candidates of the values, and a sound step on them.
        GameState bare = test::stateAt(*known, false);
        Hint hint = findHint(bare);
        QCOMPARE(hint.basis, HintBasis::NoNotes);
        QCOMPARE(hint.kind, HintKind::Step);
        QVERIFY(hint.grid == ShapeCandidateGrid::fromGrid(bare.values()));
        for (const CellDigit& p : hint.step.placements) QCOMPARE(p.digit, bare.solution().at(p.cell));
        for (const CellDigit& e : hint.step.eliminations) QVERIFY(e.digit != bare.solution().at(e.cell));
        QVERIFY(!HintText::basisNote(hint.basis).isEmpty());
        QVERIFY(HintText::basisNote(HintBasis::PlayerNotes).isEmpty());

        // Notes in every empty cell but one.
        GameState partial = test::stateAt(*known);
        const int cell = known->grid.unsolvedCells().first();
        QVERIFY(partial.apply(Move::setNotes({{cell, {}}})).has_value());
        QCOMPARE(findHint(partial).basis, HintBasis::MissingNotes);

        // A note set without the cell's solution digit.
        GameState wrong = test::stateAt(*known);
        QVERIFY(wrong.apply(Move::toggleNote(cell, wrong.solution().at(cell))).has_value());
        hint = findHint(wrong);
        QCOMPARE(hint.basis, HintBasis::WrongNotes);
        QVERIFY(hint.grid.hasCandidate(cell, wrong.solution().at(cell)));

        // Applying an elimination step found without notes writes the candidates as notes,
        // minus the eliminations.
        Step elimination;
        elimination.technique = Technique::XWing;
        const int victim = CandidateGrid::fromGrid(bare.values().toClassic()).unsolvedCells().first();
        const int digit = *(CandidateGrid::fromGrid(bare.values().toClassic()).candidates(victim) - DigitSet::single(bare.solution().at(victim))).begin();
        elimination.eliminations = {{victim, digit}};
        Hint manual = hintBasis(bare);
        manual.kind = HintKind::Step;
        manual.step = elimination;
        QVERIFY(bare.apply(hintMove(bare, manual, PeerNotes::Remove)).has_value());
        QVERIFY(!bare.notes(victim).contains(digit));
        QVERIFY(bare.notes(victim).contains(bare.solution().at(victim)));
    }

    void wrongEntryIsAMistake()
    {
        const auto known = test::positionBefore(test::kWingPuzzle, Technique::XWing);
        QVERIFY(known.has_value());
        GameState state = test::stateAt(*known);
        const int cell = known->grid.unsolvedCells().first();
        const int wrongDigit = *(known->grid.candidates(cell) - DigitSet::single(state.solution().at(cell))).begin();
        QVERIFY(state.apply(Move::setValue(cell, wrongDigit)).has_value());
        const Hint hint = findHint(state);
        QCOMPARE(hint.kind, HintKind::Mistake);
        QVERIFY(hint.wrongCells == WideCellSet::single(cell));
        QVERIFY(HintText::mistakeWhere(hint.wrongCells).contains(HintText::cellName(cell)));
        // A mistake has two stages: that there is one (nothing marked), then where.
        QCOMPARE(lastStage(hint), HintStage::What);
        QVERIFY(hintMarks(hint, HintStage::Where) == HintMarks{});
        QVERIFY(hintMarks(hint, HintStage::What) == (HintMarks{WideCellSet::single(cell), {}, {}, {}, {}}));
    }

    // The board's hint API alone: marks reach the cells, are painted (an empty cell without
    // notes shows the marked candidates), and clearing takes everything away.
    void boardHintHighlight()
    {
        ui::BoardWidget board;
        board.resize(450, 450);
        board.setGrid(test::gridOf(test::kWingPuzzle));
        const int empty = 0; // r1c1 is empty in that puzzle
        QCOMPARE(board.cell(empty).value, 0);
        const QImage before = board.cellWidget(empty)->grab().toImage();
        board.setHintMarks({WideCellSet::single(empty), {{empty, 3}}, {{empty, 8}}, {}, {}});
        QVERIFY(board.hintCells() == WideCellSet::single(empty));
        QVERIFY(board.cellWidget(empty)->highlights() & ui::CellWidget::Highlight::Hint);
        QCOMPARE(board.cellWidget(empty)->hintPattern(), DigitSet::single(3));
        QCOMPARE(board.cellWidget(empty)->hintRemoved(), DigitSet::single(8));
        QVERIFY(board.cellWidget(empty)->grab().toImage() != before);
        board.setHintMarks({});
        QVERIFY(board.hintCells().empty());
        QVERIFY(board.cellWidget(empty)->hintPattern().empty());
        QVERIFY(!(board.cellWidget(empty)->highlights() & ui::CellWidget::Highlight::Hint));
        QCOMPARE(board.cellWidget(empty)->grab().toImage(), before);
    }

    // A chain's links are drawn as lines from candidate to candidate over the cells: solid
    // strong links, dashed weak ones; clearing the hint takes them away.
    void boardChainLines()
    {
        ui::BoardWidget board;
        board.resize(450, 450);
        board.setGrid(test::gridOf(test::kWingPuzzle));
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        const QImage before = board.grab().toImage();
        // r1c1 5 = r1c9 5 (strong, across the top row), r1c9 5 - r9c9 5 (weak, down the side).
        const std::vector<ChainLink> links{{{0}, 5, {8}, 5, true}, {{8}, 5, {80}, 5, false}};
        board.setHintMarks({WideCellSet::single(0) | WideCellSet::single(8) | WideCellSet::single(80), {{0, 5}, {8, 5}, {80, 5}}, {}, links, {}});
        ui::ChainOverlay* overlay = board.chainOverlay();
        QVERIFY(overlay->isVisible());
        QCOMPARE(overlay->links().size(), links.size());
        // The ends sit on the candidates' places in their cells.
        const auto [from, to] = overlay->endsOf(links[0]);
        const QRectF first(board.cellWidget(0)->geometry());
        const QRectF last(board.cellWidget(8)->geometry());
        QCOMPARE(from, ui::CellWidget::noteSlot(first, 5).center());
        QCOMPARE(to, ui::CellWidget::noteSlot(last, 5).center());
        // The line is there: the overlay's own picture has ink half-way along both links.
        const QImage drawn = overlay->grab().toImage();
        for (const ChainLink& link : links) {
            const auto [a, b] = overlay->endsOf(link);
            const QPoint middle = ((a + b) / 2).toPoint();
            bool inked = false;
            for (int dy = -2; dy <= 2 && !inked; ++dy)
                for (int dx = -2; dx <= 2 && !inked; ++dx) inked = qAlpha(drawn.pixel(middle + QPoint(dx, dy))) > 128;
            QVERIFY2(inked, "no line half-way along a link");
        }
        QVERIFY(board.grab().toImage() != before);
        board.setHintMarks({});
        QVERIFY(overlay->isHidden());
        QVERIFY(overlay->links().empty());
    }

    // The third press of a chain hint draws the chain's links on the board.
    void chainHintDrawsItsLinks()
    {
        const auto known = test::positionBefore(test::kChainPuzzle, Technique::XYChain);
        QVERIFY(known.has_value());
        QVERIFY(!known->step.links.empty());
        auto window = makeWindow(known->puzzle);
        QVERIFY(window->session()->play(test::positionMove(known->puzzle, known->grid)));
        nonet::test::child<QAction>(*window, "actionHint")->trigger(); // the first press looks for the step
        QTRY_COMPARE(nonet::test::child<nonet::app::HintController>(*window, "hints")->stage(), HintStage::Where);
        nonet::test::child<QAction>(*window, "actionHint")->trigger();
        QCOMPARE(nonet::test::child<nonet::app::HintController>(*window, "hints")->stage(), HintStage::What);
        QVERIFY(window->board()->chainOverlay()->isHidden()); // not before the exact pattern
        nonet::test::child<QAction>(*window, "actionHint")->trigger();
        QCOMPARE(nonet::test::child<nonet::app::HintController>(*window, "hints")->stage(), HintStage::Pattern);
        QVERIFY(window->board()->chainOverlay()->isVisible());
        QVERIFY(window->board()->chainOverlay()->links() == known->step.links);
        // The whole sentence fits in the hint label: no line of it is cut off.
        QTRY_VERIFY(nonet::test::child<QLabel>(*window, "hintText")->height() >= nonet::test::child<QLabel>(*window, "hintText")->heightForWidth(nonet::test::child<QLabel>(*window, "hintText")->width()));
        nonet::test::child<QAction>(*window, "actionHint")->trigger(); // applied
        QVERIFY(window->board()->chainOverlay()->isHidden());
    }

    // The four presses in the window, on the X-Wing position.
    void fourPressesInTheWindow()
    {
        const auto known = test::positionBefore(test::kWingPuzzle, Technique::XWing);
        QVERIFY(known.has_value());
        auto window = makeWindow(known->puzzle);
        app::GameSession* session = window->session();
        QVERIFY(session->play(test::positionMove(known->puzzle, known->grid)));
        const int undoBefore = session->undoStack()->count();
        app::HintController* hints = nonet::test::child<nonet::app::HintController>(*window, "hints");
        QSignalSpy shown(hints, &app::HintController::hintShown);

        QTest::keyClick(window->board(), Qt::Key_H); // the shortcut
        QTRY_COMPARE(hints->stage(), HintStage::Where);
        QCOMPARE(shown.count(), 1);
        QVERIFY(window->board()->hintCells() == areaOf(known->step));
        QVERIFY(nonet::test::child<QLabel>(*window, "hintText")->isVisible());
        QVERIFY(nonet::test::child<QLabel>(*window, "hintText")->text().startsWith(QStringLiteral("Look at")));
        QVERIFY(!nonet::test::child<QLabel>(*window, "hintText")->text().contains(QStringLiteral("X-Wing")));
        QVERIFY(nonet::test::child<QLabel>(*window, "hintText")->text().endsWith(QLatin1Char('.')));

        nonet::test::child<QAction>(*window, "actionHint")->trigger();
        QCOMPARE(hints->stage(), HintStage::What);
        QVERIFY(nonet::test::child<QLabel>(*window, "hintText")->text().startsWith(QStringLiteral("X-Wing: ")));
        QVERIFY(nonet::test::child<QLabel>(*window, "hintText")->text().endsWith(QLatin1Char('.')));

        nonet::test::child<QAction>(*window, "actionHint")->trigger();
        QCOMPARE(hints->stage(), HintStage::Pattern);
        QCOMPARE(nonet::test::child<QLabel>(*window, "hintText")->text(), HintText::stepSentence(known->step) + QLatin1Char('.'));
        for (int cell : known->step.cells) {
            QVERIFY(window->board()->hintCells().contains(cell));
            QVERIFY(window->board()->cellWidget(cell)->hintPattern().contains(*known->step.digits.begin()));
        }
        for (const CellDigit& e : known->step.eliminations)
            QVERIFY(window->board()->cellWidget(e.cell)->hintRemoved().contains(e.digit));

        nonet::test::child<QAction>(*window, "actionHint")->trigger();
        QCOMPARE(hints->stage(), HintStage::None);
        QCOMPARE(session->undoStack()->count(), undoBefore + 1);
        for (const CellDigit& e : known->step.eliminations) QVERIFY(!session->state().notes(e.cell).contains(e.digit));
        QVERIFY(nonet::test::child<QLabel>(*window, "hintText")->text().startsWith(QStringLiteral("Applied: ")));
        QVERIFY(nonet::test::child<QLabel>(*window, "hintText")->text().endsWith(QLatin1Char('.'))); // every stage ends as a sentence
        QVERIFY(window->board()->hintCells().empty());
        session->undoStack()->undo();
        for (const CellDigit& e : known->step.eliminations) QVERIFY(session->state().notes(e.cell).contains(e.digit));
    }

    // A move between presses starts over; the wrong entry case says where at the last press.
    void moveResetsAndMistakeInTheWindow()
    {
        const auto known = test::positionBefore(test::kPointingPuzzle, Technique::LockedPointing);
        QVERIFY(known.has_value());
        auto window = makeWindow(known->puzzle);
        app::GameSession* session = window->session();
        QVERIFY(session->play(test::positionMove(known->puzzle, known->grid)));
        nonet::test::child<QAction>(*window, "actionHint")->trigger();
        QTRY_COMPARE(nonet::test::child<nonet::app::HintController>(*window, "hints")->stage(), HintStage::Where);

        const int cell = known->grid.unsolvedCells().first();
        const int wrongDigit = *(known->grid.candidates(cell) - DigitSet::single(session->state().solution().at(cell))).begin();
        QVERIFY(session->setValue(cell, wrongDigit));
        QCOMPARE(nonet::test::child<nonet::app::HintController>(*window, "hints")->stage(), HintStage::None);
        QVERIFY(nonet::test::child<QLabel>(*window, "hintText")->isHidden());

        nonet::test::child<QAction>(*window, "actionHint")->trigger();
        QTRY_COMPARE(nonet::test::child<nonet::app::HintController>(*window, "hints")->stage(), HintStage::Where);
        QCOMPARE(nonet::test::child<nonet::app::HintController>(*window, "hints")->hint().kind, HintKind::Mistake);
        QCOMPARE(nonet::test::child<QLabel>(*window, "hintText")->text(), HintText::mistakeExists());
        QVERIFY(window->board()->hintCells().empty());
        nonet::test::child<QAction>(*window, "actionHint")->trigger();
        QCOMPARE(nonet::test::child<nonet::app::HintController>(*window, "hints")->stage(), HintStage::What);
        QVERIFY(nonet::test::child<QLabel>(*window, "hintText")->text().contains(HintText::cellName(cell)));
        QVERIFY(window->board()->hintCells() == WideCellSet::single(cell));
        const int undoCount = session->undoStack()->count();
        nonet::test::child<QAction>(*window, "actionHint")->trigger(); // nothing to apply
        QCOMPARE(nonet::test::child<nonet::app::HintController>(*window, "hints")->stage(), HintStage::What);
        QCOMPARE(session->undoStack()->count(), undoCount);
    }

    // Without notes, a single is applied as a placement only: no notes appear.
    void singleWithoutNotesPlacesOnly()
    {
        auto known = test::positionBefore(test::kPointingPuzzle, Technique::FullHouse);
        QVERIFY(known.has_value());
        auto window = makeWindow(known->puzzle);
        app::GameSession* session = window->session();
        const Move setup = test::positionMove(known->puzzle, known->grid, false);
        if (!setup.isEmpty()) QVERIFY(session->play(setup));
        for (int press = 1; press <= 3; ++press) {
            nonet::test::child<QAction>(*window, "actionHint")->trigger();
            QTRY_COMPARE(nonet::test::child<nonet::app::HintController>(*window, "hints")->stage(), static_cast<HintStage>(press));
        }
        const Hint hint = nonet::test::child<nonet::app::HintController>(*window, "hints")->hint();
        QCOMPARE(hint.basis, HintBasis::NoNotes);
        QVERIFY(nonet::test::child<QLabel>(*window, "hintText")->text().contains(HintText::basisNote(HintBasis::NoNotes)));
        QVERIFY(!hint.step.placements.empty());
        nonet::test::child<QAction>(*window, "actionHint")->trigger();
        for (const CellDigit& p : hint.step.placements) QCOMPARE(session->state().value(p.cell), p.digit);
        for (int cell = 0; cell < kCellCount; ++cell) QVERIFY(session->state().notes(cell).empty());
    }
};

QTEST_MAIN(TestHints)
#include "test_hints.moc"
