#include "app/help/hint_controller.h"

#include "app/help/hint_text.h"
#include "app/session/game_session.h"

#include <QtConcurrent/QtConcurrentRun>

namespace nonet::app {

HintController::HintController(GameSession* session, QObject* parent) : QObject(parent), session_(session)
{
    connect(&watcher_, &QFutureWatcher<Hint>::finished, this, &HintController::onFound);
    connect(session_, &GameSession::changed, this, &HintController::clear);
    connect(session_, &GameSession::reset, this, &HintController::clear);
    connect(session_, &GameSession::pausedChanged, this, &HintController::clear);
}

HintController::~HintController()
{
    stop_.request_stop();
    watcher_.waitForFinished();
}

void HintController::clear()
{
    if (watcher_.isRunning()) {
        stop_.request_stop();
        watcher_.cancel(); // the result, if it still comes, is for a position that is gone
    }
    stage_ = HintStage::None;
    hint_ = {};
    setMarks({});
    setText({});
}

void HintController::next()
{
    if (!session_->isPlayable() || watcher_.isRunning()) return;
    if (stage_ == HintStage::None) {
        stop_ = std::stop_source();
        watcher_.setFuture(QtConcurrent::run([state = session_->state(), token = stop_.get_token()] { return findHint(state, token); }));
        return;
    }
    if (stage_ >= lastStage(hint_)) return;
    stage_ = static_cast<HintStage>(static_cast<int>(stage_) + 1);
    if (stage_ == HintStage::Apply) apply();
    else show();
}

void HintController::onFound()
{
    if (watcher_.isCanceled() || stop_.stop_requested()) return;
    hint_ = watcher_.result();
    stage_ = HintStage::Where;
    show();
}

void HintController::apply()
{
    const QString description = HintText::stepSentence(hint_.step);
    const QString undoText = tr("Hint: %1").arg(HintText::techniqueName(hint_.step.technique));
    const Move move = hintMove(session_->state(), hint_, session_->autoRemoveNotes() ? PeerNotes::Remove : PeerNotes::Keep);
    // The move changes the position, which forgets any hint: forget it first, then play.
    clear();
    if (session_->play(move, undoText)) setText(tr("Applied: %1").arg(description));
}

void HintController::show()
{
    emit hintShown();
    setMarks(hintMarks(hint_, stage_));
    const Step& step = hint_.step;
    QString text;
    switch (hint_.kind) {
    case HintKind::Mistake:
        text = stage_ == HintStage::Where ? HintText::mistakeExists() : HintText::mistakeWhere(hint_.wrongCells);
        break;
    case HintKind::Solved: text = tr("The puzzle is solved."); break;
    case HintKind::NoStep: text = tr("No step was found for this position."); break;
    case HintKind::Step:
        text = stage_ == HintStage::Where   ? HintText::whereToLook(step)
               : stage_ == HintStage::What ? HintText::techniqueLine(step.technique)
                                            : HintText::stepSentence(step);
        if (const QString note = HintText::basisNote(hint_.basis); !note.isEmpty()) text += QLatin1Char(' ') + note;
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
