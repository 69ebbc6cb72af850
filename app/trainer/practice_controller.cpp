#include "app/trainer/practice_controller.h"

#include "app/help/hint_text.h"
#include "app/session/game_session.h"
#include "app/trainer/practice_supply.h"
#include "app/trainer/trainer_dialog.h"
#include "app/trainer/trainer_text.h"
#include "core/geometry.h"
#include "ui/board_widget.h"

#include <array>

namespace nonet::app {

PracticeController::PracticeController(GameSession* session, ui::BoardWidget* board, PracticeSupply* supply, QObject* parent)
    : QObject(parent), session_(session), board_(board), supply_(supply)
{
    connect(supply_, &PracticeSupply::positionReady, this, &PracticeController::onPositionReady);
    connect(supply_, &PracticeSupply::failed, this, [this](Technique technique) {
        if (technique_ != technique) return;
        setText(tr("No position for %1 could be made.").arg(HintText::techniqueName(technique)));
    });
    connect(session_, &GameSession::reset, this, &PracticeController::onReset);
    // The pattern a check showed lasts until the next move, as a hint's does.
    connect(session_, &GameSession::changed, this, [this] {
        if (!marksShown_) return;
        marksShown_ = false;
        board_->setHintMarks({});
    });
}

bool PracticeController::isWaiting() const { return supply_->isWaiting(); }

void PracticeController::start(Technique technique)
{
    technique_ = technique;
    current_.reset();
    next();
}

void PracticeController::next()
{
    if (!technique_) return;
    pending_.reset();
    setText(tr("Preparing a position for %1…").arg(HintText::techniqueName(*technique_)));
    supply_->request(*technique_);
}

void PracticeController::end()
{
    if (!technique_) return;
    supply_->cancel();
    technique_.reset();
    pending_.reset();
    current_.reset();
    setText({});
}

void PracticeController::onPositionReady(const TrainerPosition& position)
{
    if (!technique_ || position.step.technique != *technique_) return;
    pending_ = position;
    emit gameReady(position.puzzle, setupMove(position));
}

void PracticeController::onReset()
{
    // The rings and strike-throughs of a check belong to the position that went.
    if (marksShown_) {
        marksShown_ = false;
        board_->setHintMarks({});
    }
    wrongTries_ = 0;
    if (pending_ && session_->hasGame() && session_->state().givens() == pending_->puzzle.givens) {
        current_ = pending_;
        lastOnBoard_ = pending_;
        pending_.reset();
        setText(TrainerText::task(*technique_));
        return;
    }
    // Another game took the board (New, a saved game, today's puzzle), also while the
    // first position was still being made: practice is over.
    if (isActive()) end();
}

std::optional<Technique> PracticeController::techniqueOf(const ShapeGrid& givens) const
{
    if (!lastOnBoard_ || lastOnBoard_->puzzle.givens != givens) return std::nullopt;
    return lastOnBoard_->step.technique;
}

std::optional<AnswerVerdict> PracticeController::check()
{
    if (!current_ || !session_->hasGame()) return std::nullopt;
    const AnswerVerdict verdict = judgeAnswer(*current_, answerOf(*current_, session_->state()));
    // The first wrong step is the player's to find again: it is framed, the answer waits.
    if (!verdict.right && !verdict.unjustified.empty() && wrongTries_++ == 0) {
        setText(TrainerText::tryAgain(verdict));
        HintMarks marks;
        for (const CellDigit& change : verdict.unjustified) marks.cells.insert(change.cell);
        board_->setHintMarks(marks);
        marksShown_ = true;
        return verdict;
    }
    setText(TrainerText::verdict(verdict));
    board_->setHintMarks(patternMarks(verdict.shown, current_->position));
    marksShown_ = true;
    return verdict;
}

TrainerAnswer PracticeController::answerOf(const TrainerPosition& position, const GameState& state)
{
    TrainerAnswer answer;
    // A digit placed takes itself out of its peers' notes when notes are removed
    // automatically (the default): those removals follow from the placement, they are no
    // part of the answer.
    std::array<DigitSet, kCellCount> followed{};
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (position.position.value(cell) != 0) continue;
        if (const int value = state.value(cell); value != 0) {
            answer.placed.push_back({cell, value});
            for (const auto peer : peersOf(cell)) followed[peer].insert(value);
        }
    }
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (position.position.value(cell) != 0 || state.value(cell) != 0) continue;
        const DigitSet removed = position.position.candidates(cell) - state.notes(cell) - followed[static_cast<std::size_t>(cell)];
        for (int digit : removed) answer.removed.push_back({cell, digit});
    }
    return answer;
}

Move PracticeController::setupMove(const TrainerPosition& position)
{
    std::vector<CellContent> contents;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (position.puzzle.givens.at(cell) != 0) continue;
        const int value = position.position.value(cell);
        contents.push_back({cell, value, value == 0 ? position.position.candidates(cell) : DigitSet{}});
    }
    return Move::setCells(std::move(contents));
}

void PracticeController::setText(const QString& text)
{
    text_ = text;
    emit stateChanged();
}

} // namespace nonet::app
