#include "core/game/game_state.h"
#include "core/game/step_move.h"
#include "core/generator/shape_generator.h"
#include "tests/fixtures.h"

#include <QTest>

#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

using nonet::test::gridOf;
using nonet::test::kTestGivens;
using nonet::test::kTestSolution;
using nonet::test::testEmptyCells;
using nonet::test::testSolutionAt;
using nonet::CellContent;
using nonet::CellNotes;
using nonet::Completion;
using nonet::DigitSet;
using nonet::GamePuzzle;
using nonet::GameState;
using nonet::Grid;
using nonet::CandidateColours;
using nonet::CellSet;
using nonet::Move;
using nonet::NoteKind;
using nonet::PeerNotes;
using nonet::ReturnNotes;
using nonet::Variant;

Q_DECLARE_METATYPE(nonet::Variant)

namespace {

GamePuzzle puzzle() { return {gridOf(kTestGivens), gridOf(kTestSolution), nonet::Level::VeryEasy}; }

// An Easy puzzle of the variant, made from the seed.
std::optional<GamePuzzle> made(Variant variant, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    const auto made = nonet::generateShaped(variant, nonet::Level::Easy, nonet::defaultSymmetry(variant), rng);
    if (!made) return std::nullopt;
    return GamePuzzle{made->givens, made->solution, made->level};
}

int firstEmpty(const GameState& state)
{
    for (int cell = 0; cell < state.cellCount(); ++cell)
        if (state.value(cell) == 0) return cell;
    return -1;
}

DigitSet digits(std::initializer_list<int> list)
{
    DigitSet set;
    for (int d : list) set.insert(d);
    return set;
}

// A position with entries and notes, so every move kind has something to change and undo.
//   cell 1 (r1c2): 6 (correct)      cell 3 (r1c4): notes {1,4}
//   cell 11 (r2c3): notes {1,9}     cell 6 (r1c7): notes {4,6,9}
//   cell 10 (r2c2): 9 (correct)     cell 19 (r3c2): notes {5,6}
//   cell 14 (r2c6): centre notes {2,3}
//   colours: the given r1c1 colour 2, r1c4 colour 5 and its note 4 colour 1
GameState midGame()
{
    GameState state(puzzle());
    const Move setup = Move::compound({Move::setValue(1, 6), Move::setValue(10, 9),
                                       Move::setNotes({{3, digits({1, 4})}, {11, digits({1, 9})},
                                                       {6, digits({4, 6, 9})}, {19, digits({5, 6})}}),
                                       Move::setNotes({{14, digits({2, 3})}}, NoteKind::Centre), Move::setColour(0, 2),
                                       Move::setColour(3, 5), Move::colourCandidate(3, 4, 1)});
    if (!state.apply(setup)) qFatal("setup move refused");
    return state;
}

CellContent withTaken(CellContent content, CellSet corner, CellSet centre)
{
    content.takenNotes = {corner, centre};
    return content;
}

struct MoveCase {
    const char* name;
    Move move;
};

std::vector<MoveCase> moveCases()
{
    const GameState mid = midGame();
    return {
        {"set value", Move::setValue(5, 4)},
        {"set value over a value", Move::setValue(1, 3)},
        {"set value over notes", Move::setValue(3, 1)},
        {"set value removing peer notes", Move::setValue(3, 1, PeerNotes::Remove)},
        {"set value removing peer notes, other digit", Move::setValue(5, 4, PeerNotes::Remove)},
        {"erase value", Move::erase(1)},
        {"erase notes", Move::erase(6)},
        {"toggle note on", Move::toggleNote(3, 8)},
        {"toggle note off", Move::toggleNote(3, 4)},
        {"set notes of many cells", Move::setNotes({{5, digits({1, 5})}, {11, {}}, {19, digits({2})}})},
        {"all notes", mid.allNotesMove()},
        {"clear notes", mid.clearNotesMove()},
        {"set cells", Move::setCells({{1, 0, digits({2, 6})}, {5, 9, {}}, {3, 0, {}}})},
        {"restart", Move::restart()},
        {"compound", Move::compound({Move::setValue(5, 4, PeerNotes::Remove), Move::toggleNote(12, 3), Move::erase(10)})},
        {"centre note on", Move::toggleNote(14, 7, NoteKind::Centre)},
        {"centre note off", Move::toggleNote(14, 2, NoteKind::Centre)},
        {"centre note beside corner notes", Move::toggleNote(3, 8, NoteKind::Centre)},
        {"set centre notes", Move::setNotes({{11, digits({3})}, {14, {}}}, NoteKind::Centre)},
        {"set value removing peer centre notes", Move::setValue(13, 3, PeerNotes::Remove)},
        {"set value over centre notes", Move::setValue(14, 1)},
        {"colour a cell", Move::setColour(5, 3)},
        {"colour a given", Move::setColour(2, 6)},
        {"take a colour off", Move::setColour(0, 0)},
        {"colour a note", Move::colourCandidate(6, 9, 2)},
        {"colour a centre note", Move::colourCandidate(14, 3, 4)},
        {"take a note's colour off", Move::colourCandidate(3, 4, 0)},
        {"set cells with marks", Move::setCells({{5, 0, digits({1}), digits({2, 7}), 4, {}}})},
        {"clear colours", mid.clearColoursMove()},
        {"notes in a selection", mid.noteMove(CellSet::single(3) | CellSet::single(5) | CellSet::single(1), 4, NoteKind::Corner)},
        {"centre notes in a selection", mid.noteMove(CellSet::single(14) | CellSet::single(5), 3, NoteKind::Centre)},
        {"place in a selection", mid.placeMove(CellSet::single(5) | CellSet::single(11), 4, PeerNotes::Remove)},
        {"erase a selection", mid.eraseMove(CellSet::single(1) | CellSet::single(3) | CellSet::single(14))},
        {"set value taking notes, then erase giving them back",
         Move::compound({Move::setValue(5, 4, PeerNotes::Remove), Move::erase(5, ReturnNotes::Yes)})},
        {"set value taking notes, then another digit giving them back",
         Move::compound({Move::setValue(5, 4, PeerNotes::Remove), Move::setValue(5, 9, PeerNotes::Remove, ReturnNotes::Yes)})},
        {"set cells with taken notes", Move::setCells({withTaken({5, 4, {}}, CellSet::single(3), CellSet::single(14))})},
        {"colour a selection", mid.colourMove(CellSet::single(0) | CellSet::single(5), 2)},
        {"colour notes in a selection", mid.candidateColourMove(CellSet::single(3) | CellSet::single(6), 4, 3)},
    };
}

CandidateColours colouredNote(int digit, int colour)
{
    CandidateColours colours;
    colours.set(digit, colour);
    return colours;
}

} // namespace

class TestGameState : public QObject {
    Q_OBJECT
private slots:
    void startsFromTheGivens()
    {
        const GameState state(puzzle());
        QVERIFY(nonet::isConsistentPuzzle(state.puzzle()));
        QCOMPARE(state.values(), gridOf(kTestGivens));
        QCOMPARE(state.filledCount(), state.givens().filledCount());
        QCOMPARE(state.correctCount(), state.givens().filledCount());
        QCOMPARE(state.completion(), Completion::InProgress);
        QVERIFY(state.conflicts().empty());
        QVERIFY(state.wrongEntries().empty());
        for (int cell = 0; cell < nonet::kCellCount; ++cell) {
            QCOMPARE(state.isGiven(cell), kTestGivens[static_cast<std::size_t>(cell)] != '.');
            QVERIFY(state.notes(cell).empty());
        }
    }

    void inconsistentPuzzleIsDetected()
    {
        GamePuzzle p = puzzle();
        p.givens.setAt(1, testSolutionAt(1) % 9 + 1); // a given that the solution contradicts
        QVERIFY(!nonet::isConsistentPuzzle(p));
        GamePuzzle q = puzzle();
        q.solution.setAt(0, 0); // the solution is not full
        QVERIFY(!nonet::isConsistentPuzzle(q));
    }

    void moveAndInverse_data()
    {
        QTest::addColumn<int>("index");
        const auto cases = moveCases();
        for (std::size_t i = 0; i < cases.size(); ++i) QTest::newRow(cases[i].name) << static_cast<int>(i);
    }
    void moveAndInverse()
    {
        QFETCH(int, index);
        const Move move = moveCases()[static_cast<std::size_t>(index)].move;
        const GameState original = midGame();

        GameState state = original;
        const auto inverse = state.apply(move);
        QVERIFY(inverse.has_value());
        QVERIFY(state != original); // every case changes something
        QVERIFY(!inverse->isEmpty());
        const GameState after = state;

        // Undo: back to the original, exactly (values and notes, also of peers).
        const auto redo = state.apply(*inverse);
        QVERIFY(redo.has_value());
        QCOMPARE(state, original);

        // The inverse of the inverse redoes the move; so does applying the move again.
        QVERIFY(state.apply(*redo).has_value());
        QCOMPARE(state, after);
        GameState again = original;
        QVERIFY(again.apply(move).has_value());
        QCOMPARE(again, after);

        // The inverse touches only the cells that changed, as they were before.
        for (const CellContent& c : inverse->contents()) {
            QCOMPARE(original.content(c.cell), c);
            QVERIFY(after.content(c.cell) != c);
        }
        for (int cell = 0; cell < nonet::kCellCount; ++cell) {
            if (original.content(cell) != after.content(cell)) {
                const auto& contents = inverse->contents();
                QVERIFY(std::any_of(contents.begin(), contents.end(), [cell](const CellContent& c) { return c.cell == cell; }));
            }
        }
    }

    void moveEffects()
    {
        GameState state = midGame();

        QVERIFY(state.apply(Move::setValue(3, 1)));
        QCOMPARE(state.value(3), 1);
        QVERIFY(state.notes(3).empty()); // a filled cell has no notes
        QCOMPARE(state.notes(6), digits({4, 6, 9})); // peers untouched without auto-removal

        QVERIFY(state.apply(Move::erase(3)));
        QCOMPARE(state.value(3), 0);

        QVERIFY(state.apply(Move::toggleNote(3, 7)));
        QCOMPARE(state.notes(3), digits({7}));
        QVERIFY(state.apply(Move::toggleNote(3, 7)));
        QVERIFY(state.notes(3).empty());

        QVERIFY(state.apply(Move::restart()));
        QCOMPARE(state, GameState(puzzle()));
    }

    void peerNotesAreRemovedOnlyWhenAsked()
    {
        GameState state = midGame();
        // Cell 3 is r1c4. Cell 6 (r1c7, same row) and cell 12 (r2c4, same column and box)
        // see it; cell 11 (r2c3: other row, column and box) does not.
        QVERIFY(state.apply(Move::toggleNote(6, 1)));
        QVERIFY(state.apply(Move::toggleNote(12, 1))); // r2c4: same box and column as r1c4
        const GameState before = state;

        const auto inverse = state.apply(Move::setValue(3, 1, PeerNotes::Remove));
        QVERIFY(inverse);
        QVERIFY(!state.notes(6).contains(1)); // same row
        QVERIFY(!state.notes(12).contains(1)); // same box and column
        QCOMPARE(state.notes(6), digits({4, 6, 9})); // other digits stay
        QCOMPARE(state.notes(11), digits({1, 9})); // r2c3 does not see r1c4: untouched
        QCOMPARE(state.notes(19), digits({5, 6}));

        // Undo restores the peers' notes too.
        QVERIFY(state.apply(*inverse));
        QCOMPARE(state, before);

        GameState keep = before;
        QVERIFY(keep.apply(Move::setValue(3, 1, PeerNotes::Keep)));
        QVERIFY(keep.notes(6).contains(1));
        QVERIFY(keep.notes(12).contains(1));
    }

    // A wrong digit placed with Remove takes the digit from its peers' notes; erasing it
    // (or putting another digit there) gives them back, where the player's digits leave room.
    void erasedDigitGivesTakenNotesBack()
    {
        GameState state = midGame();
        // Cell 5 is r1c6. It sees r1c4 (cell 3, notes 1 4, note 4 coloured), r1c7 (cell 6,
        // notes 4 6 9) and r2c6 (cell 14, centre notes 2 3, given a centre 4 here).
        QVERIFY(state.apply(Move::toggleNote(14, 4, NoteKind::Centre)));
        const GameState before = state;
        QVERIFY(state.apply(Move::setValue(5, 4, PeerNotes::Remove)));
        QCOMPARE(state.notes(3), digits({1}));
        QCOMPARE(state.notes(6), digits({6, 9}));
        QCOMPARE(state.centreNotes(14), digits({2, 3}));
        QCOMPARE(state.takenNotes(5).corner, CellSet::single(3) | CellSet::single(6));
        QCOMPARE(state.takenNotes(5).centre, CellSet::single(14));

        GameState erased = state;
        const auto undoErase = erased.apply(Move::erase(5, ReturnNotes::Yes));
        QVERIFY(undoErase);
        QCOMPARE(erased.value(5), 0);
        QCOMPARE(erased.notes(3), digits({1, 4}));
        QCOMPARE(erased.notes(6), digits({4, 6, 9}));
        QCOMPARE(erased.centreNotes(14), digits({2, 3, 4}));
        QVERIFY(erased.takenNotes(5).empty());
        QVERIFY(erased.candidateColours(3).empty()); // a note's colour went with it for good
        // Undo of the erase brings the digit back with what it took, so it can give it again.
        QVERIFY(erased.apply(*undoErase));
        QCOMPARE(erased, state);

        // A move from an older history gives nothing back.
        GameState old = state;
        QVERIFY(old.apply(Move::erase(5)));
        QCOMPARE(old.notes(3), digits({1}));
        QCOMPARE(old.notes(6), digits({6, 9}));

        // Another digit in its place: the 4s come back, the new digit takes its own.
        GameState replaced = state;
        QVERIFY(replaced.apply(Move::setValue(5, 9, PeerNotes::Remove, ReturnNotes::Yes)));
        QCOMPARE(replaced.notes(3), digits({1, 4}));
        QCOMPARE(replaced.notes(6), digits({4, 6}));
        QCOMPARE(replaced.takenNotes(5).corner, CellSet::single(6));

        // A peer filled since, or seeing a 4 the player placed since, gets nothing back:
        // r2c4 (cell 12) sees r1c4 and r2c6 but not r1c7.
        GameState blocked = state;
        QVERIFY(blocked.apply(Move::setValue(12, 4, PeerNotes::Remove)));
        QVERIFY(blocked.apply(Move::setValue(6, 2)));
        QVERIFY(blocked.apply(Move::erase(5, ReturnNotes::Yes)));
        QCOMPARE(blocked.notes(3), digits({1}));
        QCOMPARE(blocked.centreNotes(14), digits({2, 3}));
        QCOMPARE(blocked.value(6), 2);
        QVERIFY(blocked.notes(6).empty());

        // The player's moves give back: a selection's erase and placement.
        GameState selection = state;
        QVERIFY(selection.apply(selection.eraseMove(CellSet::single(5))));
        QVERIFY(selection.eraseMove(CellSet::single(5)).isEmpty());
        QCOMPARE(selection.notes(6), digits({4, 6, 9}));
        // Back to where it was, but for the colour of r1c4's note 4.
        GameState expected = before;
        QVERIFY(expected.apply(Move::colourCandidate(3, 4, 0)));
        QCOMPARE(selection, expected);
    }

    void refusedMovesChangeNothing_data()
    {
        QTest::addColumn<int>("index");
        QTest::newRow("set value on a given") << 0;
        QTest::newRow("digit 0") << 1;
        QTest::newRow("digit 10") << 2;
        QTest::newRow("cell -1") << 3;
        QTest::newRow("cell 81") << 4;
        QTest::newRow("erase a given") << 5;
        QTest::newRow("note in a filled cell") << 6;
        QTest::newRow("note on a given") << 7;
        QTest::newRow("notes for a filled cell") << 8;
        QTest::newRow("set cells: value with notes") << 9;
        QTest::newRow("set cells: a given") << 10;
        QTest::newRow("compound failing half way") << 11;
        QTest::newRow("notes beyond 9") << 12;
        QTest::newRow("centre note in a filled cell") << 13;
        QTest::newRow("centre note on a given") << 14;
        QTest::newRow("colour 7") << 15;
        QTest::newRow("colour -1") << 16;
        QTest::newRow("colour of a cell that does not exist") << 17;
        QTest::newRow("colour on a digit that is no note") << 18;
        QTest::newRow("colour on a note of a given") << 19;
        QTest::newRow("set cells: a note colour without its note") << 20;
        QTest::newRow("set cells: centre notes in a filled cell") << 21;
        QTest::newRow("set cells: a given with another digit") << 22;
        QTest::newRow("set cells: a colour out of range") << 23;
        QTest::newRow("set cells: taken notes in an empty cell") << 24;
        QTest::newRow("set cells: taken notes from a cell that is no peer") << 25;
        QTest::newRow("set cells: taken notes in a given") << 26;
    }
    void refusedMovesChangeNothing()
    {
        QFETCH(int, index);
        const std::vector<Move> moves{
            Move::setValue(0, 1), Move::setValue(5, 0), Move::setValue(5, 10), Move::setValue(-1, 1),
            Move::erase(81), Move::erase(0), Move::toggleNote(1, 2), Move::toggleNote(0, 2),
            Move::setNotes({{5, digits({1})}, {10, digits({3})}}),
            Move::setCells({{5, 4, digits({4})}}), Move::setCells({{5, 4, {}}, {0, 0, {}}}),
            Move::compound({Move::setValue(5, 4), Move::erase(1), Move::setValue(0, 1)}),
            Move::setNotes({{5, DigitSet::fromMask(0x3FF)}}),
            Move::toggleNote(1, 2, NoteKind::Centre), Move::toggleNote(0, 2, NoteKind::Centre),
            Move::setColour(5, 7), Move::setColour(5, -1), Move::setColour(81, 1),
            Move::colourCandidate(3, 5, 1), Move::colourCandidate(0, 8, 1),
            Move::setCells({{5, 0, digits({1}), {}, 0, colouredNote(2, 1)}}),
            Move::setCells({{5, 4, {}, digits({4}), 0, {}}}),
            Move::setCells({{0, 7, {}, {}, 1, {}}}),
            Move::setCells({{5, 0, {}, {}, 7, {}}}),
            Move::setCells({withTaken({5, 0, {}}, CellSet::single(3), {})}),
            Move::setCells({withTaken({5, 4, {}}, CellSet::single(80), {})}),
            Move::setCells({withTaken({0, 8, {}}, CellSet::single(1), {})}),
        };
        GameState state = midGame();
        QVERIFY(!state.apply(moves[static_cast<std::size_t>(index)]).has_value());
        QCOMPARE(state, midGame());
    }

    void centreNotesAndColours()
    {
        GameState state = midGame();
        QCOMPARE(state.centreNotes(14), digits({2, 3}));
        QVERIFY(state.notes(14).empty()); // the two kinds are apart
        QCOMPARE(state.colour(0), 2);     // a given can be coloured
        QCOMPARE(state.candidateColours(3).of(4), 1);

        // A note's colour goes with the note, and comes back with undo.
        const auto inverse = state.apply(Move::toggleNote(3, 4));
        QVERIFY(inverse);
        QVERIFY(state.candidateColours(3).empty());
        QCOMPARE(state.colour(3), 5); // the cell keeps its colour
        QVERIFY(state.apply(*inverse));
        QCOMPARE(state, midGame());

        // Placing a digit clears both kinds of notes and the note colours; erasing keeps the
        // cell's colour; restart takes every mark.
        QVERIFY(state.apply(Move::setValue(3, 2)));
        QVERIFY(state.notes(3).empty() && state.centreNotes(3).empty() && state.candidateColours(3).empty());
        QVERIFY(state.apply(Move::erase(3)));
        QCOMPARE(state.colour(3), 5);
        QVERIFY(state.apply(Move::restart()));
        QCOMPARE(state, GameState(puzzle()));

        // A note's colour on a centre note survives while the corner note of the same digit goes.
        GameState both = midGame();
        QVERIFY(both.apply(Move::toggleNote(3, 4, NoteKind::Centre)));
        QVERIFY(both.apply(Move::toggleNote(3, 4)));
        QCOMPARE(both.candidateColours(3).of(4), 1);

        // Clear notes takes both kinds.
        GameState cleared = midGame();
        QVERIFY(cleared.apply(cleared.clearNotesMove()));
        for (int cell = 0; cell < nonet::kCellCount; ++cell)
            QVERIFY(cleared.notes(cell).empty() && cleared.centreNotes(cell).empty());
        QVERIFY(cleared.candidateColours(3).empty());
    }

    void selectionMoves()
    {
        const GameState mid = midGame();
        // Note 4: r1c4 has it, r1c6 (5) lacks it, r1c2 (1) is filled and left out: on in both
        // empty cells, as one toggle in the one that lacked it.
        const CellSet three = CellSet::single(3) | CellSet::single(5) | CellSet::single(1);
        const Move on = mid.noteMove(three, 4, NoteKind::Corner);
        QCOMPARE(on, Move::toggleNote(5, 4));
        GameState state = mid;
        QVERIFY(state.apply(on));
        // Now both have it: off in both, one compound move.
        const Move off = state.noteMove(three, 4, NoteKind::Corner);
        QCOMPARE(off.kind(), nonet::MoveKind::Compound);
        QCOMPARE(off.parts().size(), std::size_t{2});
        QVERIFY(state.apply(off));
        QVERIFY(!state.notes(3).contains(4) && !state.notes(5).contains(4));

        // Givens are never placed over; a cell already holding the digit is left alone.
        const Move place = mid.placeMove(CellSet::single(0) | CellSet::single(1) | CellSet::single(5), 6, PeerNotes::Keep);
        QCOMPARE(place, Move::setValue(5, 6, PeerNotes::Keep, ReturnNotes::Yes)); // a replaced digit gives back
        // Erase skips givens and cells with nothing to erase.
        QVERIFY(mid.eraseMove(CellSet::single(0) | CellSet::single(5)).isEmpty());

        // Colour: on where missing; off in all when all have it already.
        const CellSet pair = CellSet::single(0) | CellSet::single(5);
        GameState coloured = mid;
        QVERIFY(coloured.apply(coloured.colourMove(pair, 2)));
        QCOMPARE(coloured.colour(5), 2);
        QVERIFY(coloured.apply(coloured.colourMove(pair, 2)));
        QCOMPARE(coloured.colour(0), 0);
        QCOMPARE(coloured.colour(5), 0);
        QVERIFY(mid.colourMove(CellSet::single(5), 0).isEmpty());

        // A note colour only where the digit is a note.
        const Move noteColour = mid.candidateColourMove(CellSet::single(6) | CellSet::single(11) | CellSet::single(5), 9, 3);
        QCOMPARE(noteColour.parts().size(), std::size_t{2}); // r1c7 and r2c3 have 9, r1c6 has no notes
        QVERIFY(mid.candidateColourMove(CellSet::single(5), 9, 3).isEmpty());
    }

    void noOpGivesAnEmptyInverse()
    {
        GameState state = midGame();
        const auto inverse = state.apply(Move::setValue(1, 6)); // cell 1 already holds 6
        QVERIFY(inverse);
        QVERIFY(inverse->isEmpty());
        QVERIFY(Move().isEmpty());
        QVERIFY(state.apply(Move::setNotes({}))->isEmpty());
        QCOMPARE(state, midGame());
    }

    void conflicts()
    {
        GameState state(puzzle());
        // r1c2 (cell 1) with 8: the given 8 at r1c1 (same row and box).
        QVERIFY(state.apply(Move::setValue(1, 8)));
        QCOMPARE(state.conflicts(), nonet::CellSet::single(0) | nonet::CellSet::single(1));
        QVERIFY(state.wrongEntries().contains(1));
        // r2c2 (cell 10) with 8 too: same column as cell 1, same box as cells 0 and 1.
        QVERIFY(state.apply(Move::setValue(10, 8)));
        QCOMPARE(state.conflicts(), nonet::CellSet::single(0) | nonet::CellSet::single(1) | nonet::CellSet::single(10));
        QVERIFY(state.apply(Move::erase(1)));
        QCOMPARE(state.conflicts(), nonet::CellSet::single(0) | nonet::CellSet::single(10));
        QVERIFY(state.apply(Move::erase(10)));
        QVERIFY(state.conflicts().empty());
        // Entries that agree with each other but not with the solution are no conflict.
        QVERIFY(state.apply(Move::setValue(1, 1)));
        QVERIFY(state.conflicts().empty());
        QVERIFY(state.wrongEntries().contains(1));
    }

    void completion()
    {
        GameState state(puzzle());
        std::vector<Move> fill;
        for (int cell : testEmptyCells()) fill.push_back(Move::setValue(cell, testSolutionAt(cell)));
        const Move last = fill.back();
        fill.pop_back();
        QVERIFY(state.apply(Move::compound(fill)));
        QCOMPARE(state.completion(), Completion::InProgress);
        QCOMPARE(state.filledCount(), 80);
        QCOMPARE(state.correctCount(), 80);
        QVERIFY(state.apply(last));
        QCOMPARE(state.completion(), Completion::Solved);
        QCOMPARE(state.correctCount(), 81);
        QCOMPARE(state.remaining(), std::vector<int>(9, 0));

        // Swap two entries of one row that hold different digits: full, but wrong.
        const std::vector<int> empty = testEmptyCells();
        int a = -1, b = -1;
        for (int x : empty)
            for (int y : empty)
                if (a < 0 && nonet::rowOf(x) == nonet::rowOf(y) && testSolutionAt(x) != testSolutionAt(y)) { a = x; b = y; }
        QVERIFY(a >= 0);
        QVERIFY(state.apply(Move::compound({Move::setValue(a, testSolutionAt(b)), Move::setValue(b, testSolutionAt(a))})));
        QCOMPARE(state.completion(), Completion::FullButWrong);
        QCOMPARE(state.filledCount(), 81);
        QCOMPARE(state.correctCount(), 79);
        QVERIFY(!state.conflicts().empty());
    }

    void remaining()
    {
        GameState state(puzzle());
        std::vector<int> expected(9, 9);
        for (int cell = 0; cell < nonet::kCellCount; ++cell)
            if (state.value(cell) != 0) --expected[static_cast<std::size_t>(state.value(cell) - 1)];
        QCOMPARE(state.remaining(), expected);
        QVERIFY(state.apply(Move::setValue(1, 6)));
        --expected[5];
        QCOMPARE(state.remaining(), expected);
        // More nines than nine (wrong entries) never count below zero.
        std::vector<Move> nines;
        for (int cell : testEmptyCells()) nines.push_back(Move::setValue(cell, 9));
        QVERIFY(state.apply(Move::compound(nines)));
        QCOMPARE(state.remaining()[8], 0);
    }

    void candidatesAndAllNotes()
    {
        GameState state = midGame();
        for (int cell = 0; cell < nonet::kCellCount; ++cell) {
            if (state.value(cell) != 0) {
                QVERIFY(state.candidates(cell).empty());
                continue;
            }
            const DigitSet expected = state.values().toClassic().allowedValues(nonet::rowOf(cell), nonet::columnOf(cell));
            QCOMPARE(state.candidates(cell), expected);
            QVERIFY(state.candidates(cell).contains(testSolutionAt(cell)));
        }
        QVERIFY(state.apply(state.allNotesMove()));
        for (int cell = 0; cell < nonet::kCellCount; ++cell)
            QCOMPARE(state.notes(cell), state.candidates(cell));
        QVERIFY(state.apply(state.clearNotesMove()));
        for (int cell = 0; cell < nonet::kCellCount; ++cell) QVERIFY(state.notes(cell).empty());
        QVERIFY(state.clearNotesMove().isEmpty());
    }

    // The rules of every shape (rows, columns, boxes or Jigsaw regions, diagonals, windows;
    // values 1..side): playing the solution cell by cell solves the game, every value it
    // places is a candidate there and conflicts with nothing, and undoing every move (its
    // inverse) gives the start back.
    void everyShapePlaysThrough_data()
    {
        QTest::addColumn<Variant>("variant");
        for (const Variant v : nonet::kAllVariants) QTest::newRow(std::string(nonet::variantKey(v)).c_str()) << v;
    }
    void everyShapePlaysThrough()
    {
        QFETCH(Variant, variant);
        const auto madePuzzle = made(variant, 7);
        QVERIFY(madePuzzle && nonet::isConsistentPuzzle(*madePuzzle));
        const GamePuzzle& puzzle = *madePuzzle;
        GameState state(puzzle);
        const GameState start = state;
        QCOMPARE(state.completion(), Completion::InProgress);
        std::vector<Move> inverses;
        for (int cell = firstEmpty(state); cell >= 0; cell = firstEmpty(state)) {
            QVERIFY(state.candidates(cell).contains(puzzle.solution.at(cell)));
            const auto inverse = state.apply(Move::setValue(cell, puzzle.solution.at(cell), PeerNotes::Remove));
            QVERIFY(inverse);
            inverses.push_back(*inverse);
            QVERIFY(state.conflicts().empty());
        }
        QCOMPARE(state.completion(), Completion::Solved);
        QCOMPARE(state.remaining(), std::vector<int>(static_cast<std::size_t>(state.side()), 0));
        while (!inverses.empty()) {
            QVERIFY(state.apply(inverses.back()));
            inverses.pop_back();
        }
        QCOMPARE(state, start);
    }

    // Two equal values that only an extra house relates (a diagonal, a window) conflict.
    void conflictsInExtraHouses_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::newRow("x") << Variant::X;
        QTest::newRow("windoku") << Variant::Windoku;
    }
    void conflictsInExtraHouses()
    {
        QFETCH(Variant, variant);
        const auto puzzle = made(variant, 3);
        QVERIFY(puzzle);
        GameState state(*puzzle);
        const nonet::Shape& shape = state.shape();
        for (int house = 3 * shape.side(); house < shape.houseCount(); ++house) {
            for (const int a : shape.houseCells(house)) {
                for (const int b : shape.houseCells(house)) {
                    if (a >= b || state.value(a) != 0 || state.value(b) != 0) continue;
                    if (shape.rowOf(a) == shape.rowOf(b) || shape.columnOf(a) == shape.columnOf(b) || shape.regionOf(a) == shape.regionOf(b))
                        continue;
                    QVERIFY(state.apply(Move::compound({Move::setValue(a, 1), Move::setValue(b, 1)})));
                    QCOMPARE(state.conflicts().contains(a), true);
                    QCOMPARE(state.conflicts().contains(b), true);
                    return;
                }
            }
        }
        QFAIL("no two empty cells related by an extra house alone");
    }

    // Values and notes stop at the shape's side; a placed value leaves the notes of the
    // shape's peers; a move onto a given or out of range is refused whole.
    void notesAndRefusalsOfASmallShape()
    {
        const auto madePuzzle = made(Variant::Mini6, 11);
        QVERIFY(madePuzzle);
        const GamePuzzle& puzzle = *madePuzzle;
        GameState state(puzzle);
        const int cell = firstEmpty(state);
        QVERIFY(state.apply(Move::toggleNote(cell, 6)));
        QVERIFY(state.notes(cell).contains(6));
        const GameState six = state;
        QVERIFY(!state.apply(Move::toggleNote(cell, 7))); // not a value of a 6x6
        QVERIFY(!state.apply(Move::setValue(cell, 7)));
        QCOMPARE(state, six);
        const int peer = [&] {
            for (const int p : state.shape().peerSet(cell))
                if (state.value(p) == 0) return p;
            return -1;
        }();
        QVERIFY(peer >= 0);
        QVERIFY(state.apply(Move::toggleNote(peer, puzzle.solution.at(cell))));
        QVERIFY(state.apply(Move::setValue(cell, puzzle.solution.at(cell), PeerNotes::Remove)));
        QVERIFY(!state.notes(peer).contains(puzzle.solution.at(cell)));
        const GameState before = state;
        int given = 0;
        while (!state.isGiven(given)) ++given;
        QVERIFY(!state.apply(Move::setValue(given, 1)));
        QVERIFY(!state.apply(Move::setValue(-1, 1)));
        QVERIFY(!state.apply(Move::setValue(state.cellCount(), 1)));
        QVERIFY(!state.apply(Move::compound({Move::setValue(peer, 1), Move::setValue(given, 1)})));
        QCOMPARE(state, before);
        QVERIFY(!state.allNotesMove().isEmpty());
        QVERIFY(state.apply(Move::restart()));
        QCOMPARE(state.filledCount(), puzzle.givens.filledCount());
    }

    void stepAsMove()
    {
        GameState state = midGame();
        nonet::Step step;
        step.technique = nonet::Technique::NakedSingle;
        // Remove 4 from r1c4 and r1c7 (both have it), 7 from r1c6 (no note there: untouched),
        // and place 4 in r1c6 (cell 5), which also clears peers' notes of 4.
        step.eliminations = {{3, 4}, {6, 4}, {5, 7}};
        step.placements = {{5, 4}};
        const Move move = nonet::stepMove(state, step, PeerNotes::Keep);
        const GameState before = state;
        const auto inverse = state.apply(move);
        QVERIFY(inverse);
        QCOMPARE(state.notes(3), digits({1}));
        QCOMPARE(state.notes(6), digits({6, 9}));
        QCOMPARE(state.value(5), 4);
        QVERIFY(state.apply(*inverse));
        QCOMPARE(state, before);

        // A step whose work is already done gives nothing to do.
        nonet::Step done;
        done.placements = {{1, 6}};
        QVERIFY(nonet::stepMove(state, done, PeerNotes::Remove).isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestGameState)
#include "test_game_state.moc"
