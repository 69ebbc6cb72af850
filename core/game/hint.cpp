#include "core/game/hint.h"

#include "core/game/step_move.h"
#include "core/geometry.h"
#include "core/logic/technique_catalog.h"
#include "core/logic/techniques/singles.h"

#include <optional>
#include <vector>

namespace nonet {

Hint hintBasis(const GameState& state)
{
    Hint hint;
    hint.grid = ShapeCandidateGrid::fromGrid(state.values());
    hint.wrongCells = state.wrongEntries();
    if (!hint.wrongCells.empty()) {
        hint.kind = HintKind::Mistake;
        return hint;
    }
    if (hint.grid.isComplete()) {
        hint.kind = HintKind::Solved;
        return hint;
    }

    bool anyNotes = false;
    bool anyMissing = false;
    bool anyWrong = false;
    for (int cell : hint.grid.unsolvedCells()) {
        const DigitSet notes = state.notes(cell);
        if (notes.empty()) {
            anyMissing = true;
            continue;
        }
        anyNotes = true;
        if (!notes.contains(state.solution().at(cell))) anyWrong = true;
    }
    if (!anyNotes)
        hint.basis = HintBasis::NoNotes;
    else if (anyWrong)
        hint.basis = HintBasis::WrongNotes;
    else if (anyMissing)
        hint.basis = HintBasis::MissingNotes;
    else {
        // Notes holding a digit a peer already has are stale, not wrong: the true
        // candidates without them.
        hint.basis = HintBasis::PlayerNotes;
        for (int cell : hint.grid.unsolvedCells()) hint.grid.setCandidates(cell, hint.grid.candidates(cell) & state.notes(cell));
    }
    return hint;
}

namespace {

// The first step of the grading order on the grid; nothing when none applies or stopped.
// The classic grid goes through the classic engine's finders (its tables are the fast
// ones), any other shape through the same techniques over its own houses.
std::optional<Step> simplestStep(const ShapeCandidateGrid& grid, const std::stop_token& stop)
{
    const bool classic = grid.shape().isClassic();
    const CandidateGrid classicGrid = classic ? toClassicCandidateGrid(grid) : CandidateGrid{};
    for (Technique technique : techniquesInGradingOrder()) {
        if (stop.stop_requested()) return std::nullopt;
        if (classic) {
            const TechniqueInfo& info = techniqueInfo(technique);
            if (info.finder == nullptr) continue; // not wired into the catalog
            if (auto step = info.finder(classicGrid)) return step;
        } else if (const ShapeTechniqueFinder finder = shapeFinder(technique)) {
            if (auto step = finder(grid)) return step;
        }
    }
    return std::nullopt;
}

bool touches(const Step& step, int cell)
{
    for (const CellDigit& p : step.placements)
        if (p.cell == cell) return true;
    for (const CellDigit& e : step.eliminations)
        if (e.cell == cell) return true;
    return false;
}

} // namespace

Hint findHint(const GameState& state, std::stop_token stop)
{
    Hint hint = hintBasis(state);
    if (hint.kind != HintKind::NoStep) return hint;
    if (auto step = simplestStep(hint.grid, stop)) {
        hint.kind = HintKind::Step;
        hint.step = std::move(*step);
    }
    return hint;
}

Hint findHintForCell(const GameState& state, int cell, std::stop_token stop)
{
    Hint hint = hintBasis(state);
    if (hint.kind != HintKind::NoStep || cell < 0 || cell >= state.cellCount() || state.value(cell) != 0) return hint;
    // A single that places the cell where the board stands comes first: the player looks at
    // the board as it is (on a 4x4 a cell may be a naked single now that the grader reaches
    // only later, as a full house once steps elsewhere are made).
    if (auto now = findSingleAt(hint.grid, cell)) {
        hint.kind = HintKind::Step;
        hint.step = std::move(*now);
        return hint;
    }
    ShapeCandidateGrid grid = hint.grid;
    for (int before = 0; !grid.isComplete(); ++before) {
        auto step = simplestStep(grid, stop);
        if (!step) return hint;
        if (touches(*step, cell)) {
            hint.kind = HintKind::Step;
            hint.step = std::move(*step);
            hint.grid = grid;
            hint.stepsBefore = before;
            return hint;
        }
        grid.apply(*step);
    }
    return hint;
}

HintStage lastStage(const Hint& hint)
{
    switch (hint.kind) {
    case HintKind::Step: return HintStage::Apply;
    case HintKind::Mistake: return HintStage::What;
    case HintKind::Solved:
    case HintKind::NoStep: return HintStage::Where;
    }
    return HintStage::Where;
}

namespace {

WideCellSet toSet(const std::vector<int>& cells)
{
    WideCellSet set;
    for (int cell : cells) set.insert(cell);
    return set;
}

// Where to look: the step's houses and cages, else its cells.
WideCellSet areaOf(const Step& step, const ShapeCandidateGrid& grid)
{
    WideCellSet area;
    for (int house : step.houses) area |= grid.houseSet(house);
    for (int cage : step.cages)
        if (cage >= 0 && cage < grid.shape().cageCount()) area |= grid.shape().cageSet(cage);
    return area.empty() ? toSet(step.cells) : area;
}

// The pattern: its cells with the step's digits among their candidates, the chain's nodes,
// the placements; the eliminations struck through.
HintMarks patternOf(const Hint& hint)
{
    const Step& step = hint.step;
    HintMarks marks;
    marks.cells = toSet(step.cells) | toSet(step.fins) | toSet(step.secondColorCells);
    for (int cell : marks.cells)
        for (int d : hint.grid.candidates(cell) & step.digits) marks.ringed.push_back({cell, d});
    for (const ChainLink& link : step.links) {
        for (int cell : link.fromCells) marks.ringed.push_back({cell, link.fromDigit}), marks.cells.insert(cell);
        for (int cell : link.toCells) marks.ringed.push_back({cell, link.toDigit}), marks.cells.insert(cell);
    }
    for (const CellDigit& p : step.placements) marks.ringed.push_back(p), marks.cells.insert(p.cell);
    marks.struck = step.eliminations;
    marks.links = step.links;
    marks.cages = step.cages;
    return marks;
}

} // namespace

HintMarks hintMarks(const Hint& hint, HintStage stage)
{
    switch (hint.kind) {
    case HintKind::Mistake:
        if (stage == HintStage::What) return {hint.wrongCells, {}, {}, {}, {}};
        return {};
    case HintKind::Step:
        if (stage == HintStage::Where || stage == HintStage::What) return {areaOf(hint.step, hint.grid), {}, {}, {}, hint.step.cages};
        if (stage == HintStage::Pattern) return patternOf(hint);
        return {};
    case HintKind::Solved:
    case HintKind::NoStep: return {};
    }
    return {};
}

Move hintMove(const GameState& state, const Hint& hint, PeerNotes peerNotes)
{
    if (hint.kind != HintKind::Step) return {};
    // A placement-only step (a single) is played as it is: no notes appear that the
    // player did not write.
    if (hint.basis == HintBasis::PlayerNotes || hint.step.eliminations.empty()) return stepMove(state, hint.step, peerNotes);

    ShapeCandidateGrid after = hint.grid;
    for (const CellDigit& e : hint.step.eliminations) after.eliminate(e.cell, e.digit);
    std::vector<CellNotes> notes;
    for (int cell : hint.grid.unsolvedCells())
        if (after.candidates(cell) != state.notes(cell)) notes.push_back({cell, after.candidates(cell)});
    std::vector<Move> parts;
    if (!notes.empty()) parts.push_back(Move::setNotes(std::move(notes)));
    for (const CellDigit& p : hint.step.placements)
        if (state.value(p.cell) != p.digit) parts.push_back(Move::setValue(p.cell, p.digit, peerNotes));
    return Move::compound(std::move(parts));
}

} // namespace nonet
