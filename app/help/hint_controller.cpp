#include "app/help/hint_controller.h"

#include "app/help/hint_text.h"
#include "app/session/game_session.h"

#include <optional>
#include <utility>

namespace nonet::app {

HintController::HintController(GameSession* session, QObject* parent)
    : QObject(parent), session_(session), search_([this](Hint hint) { onFound(std::move(hint)); })
{
    connect(session_, &GameSession::changed, this, &HintController::clear);
    connect(session_, &GameSession::reset, this, &HintController::clear);
    connect(session_, &GameSession::pausedChanged, this, &HintController::clear);
}

void HintController::clear()
{
    search_.cancel(); // a result still on its way is for a position that is gone
    stage_ = HintStage::None;
    hint_ = {};
    setMarks({});
    setText({});
}

QString HintController::framedWords() const
{
    if (stage_ == HintStage::None || marks_.cells.empty()) return tr("No hint is shown. Press H for one.");
    const Shape& shape = session_->state().shape();
    std::vector<int> cells;
    for (const int cell : marks_.cells) cells.push_back(cell);
    const QString list = HintText::cellList(cells, shape);
    for (int house = 0; house < shape.houseCount(); ++house) {
        if (shape.houseSet(house) != marks_.cells) continue;
        QString name = HintText::houseName(house, shape);
        if (!name.isEmpty()) name[0] = name[0].toUpper();
        return tr("%1 is %2.", "a house of the board, then its cells").arg(name, list);
    }
    return tr("The hint frames %1.", "the cells the hint frames on the board").arg(list);
}

void HintController::next()
{
    if (!session_->isPlayable() || search_.isRunning()) return;
    if (stage_ == HintStage::None) {
        search_.start([state = session_->state()](std::stop_token stop) { return findHint(state, std::move(stop)); });
        return;
    }
    if (stage_ >= lastStage(hint_)) {
        emit unchanged(tr("This hint has nothing more to show."));
        return;
    }
    stage_ = static_cast<HintStage>(static_cast<int>(stage_) + 1);
    if (stage_ == HintStage::Apply) apply();
    else show();
}

void HintController::explain(int cell)
{
    if (!session_->isPlayable() || search_.isRunning()) return;
    if (stage_ != HintStage::None) return next();
    search_.start([state = session_->state(), cell](std::stop_token stop) { return findHintForCell(state, cell, std::move(stop)); });
}

void HintController::onFound(Hint hint)
{
    hint_ = std::move(hint);
    stage_ = HintStage::Where;
    show();
}

void HintController::apply()
{
    const QString description = HintText::stepSentence(hint_.step, session_->state().shape());
    const QString undoText = tr("Hint: %1").arg(HintText::techniqueName(hint_.step.technique));
    const Move move = hintMove(session_->state(), hint_, session_->autoRemoveNotes() ? PeerNotes::Remove : PeerNotes::Keep);
    session_->noteHint(HintStage::Apply, hint_.step.technique);
    // The move changes the position, which forgets any hint: forget it first, then play.
    clear();
    if (session_->play(move, undoText)) setText(tr("Applied: %1.").arg(description));
}

void HintController::show()
{
    emit hintShown();
    session_->noteHint(stage_, hint_.kind == HintKind::Step ? std::optional<Technique>(hint_.step.technique) : std::nullopt);
    setMarks(hintMarks(hint_, stage_));
    const Step& step = hint_.step;
    const Shape& shape = session_->state().shape();
    QString text;
    switch (hint_.kind) {
    case HintKind::Mistake:
        text = stage_ == HintStage::Where ? HintText::mistakeExists() : HintText::mistakeWhere(hint_.wrongCells, shape);
        break;
    case HintKind::Solved: text = tr("The puzzle is solved."); break;
    case HintKind::NoStep: text = tr("No step was found for this position."); break;
    case HintKind::Step:
        text = stage_ == HintStage::Where   ? HintText::whereToLook(step, shape)
               : stage_ == HintStage::What ? HintText::techniqueLine(step.technique)
                                            // Every hint text is a sentence with its full stop, like the others.
                                            : tr("%1.").arg(HintText::stepSentence(step, shape));
        if (const QString note = HintText::basisNote(hint_.basis); !note.isEmpty()) text += QLatin1Char(' ') + note;
        if (hint_.stepsBefore > 0)
            // The step is found where the grader gets to it: after steps elsewhere that it
            // counts on (a full house may be one only once they are made), whatever their
            // technique; the words say so rather than call them easier.
            text += QLatin1Char(' ') + tr("(It counts on %n step(s) elsewhere on the board being made first, as the grader solves: "
                                          "until they are, the board does not show it yet.)", nullptr, hint_.stepsBefore);
        break;
    }
    setText(text);
}

void HintController::setText(const QString& text)
{
    if (text == text_) return;
    text_ = text;
    emit textChanged(text_);
}

void HintController::setMarks(const HintMarks& marks)
{
    if (marks == marks_) return;
    marks_ = marks;
    emit marksChanged(marks_);
}

} // namespace nonet::app
