#include "app/help/hint_controller.h"

#include "app/help/hint_text.h"
#include "app/session/game_session.h"
#include "ui/board_widget.h"

#include <QtConcurrent/QtConcurrentRun>

namespace nonet::app {
namespace {

CellSet toSet(const std::vector<int>& cells)
{
    CellSet set;
    for (int cell : cells) set.insert(cell);
    return set;
}

// Where to look: the step's houses, else its cells.
CellSet areaOf(const Step& step)
{
    CellSet area;
    for (int house : step.houses) area |= houseSet(house);
    return area.empty() ? toSet(step.cells) : area;
}

} // namespace

HintController::HintController(GameSession* session, ui::BoardWidget* board, QObject* parent)
    : QObject(parent), session_(session), board_(board)
{
    connect(&watcher_, &QFutureWatcher<Hint>::finished, this, &HintController::onFound);
    connect(session_, &GameSession::changed, this, [this] {
        if (!applying_) clear();
    });
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
    stage_ = 0;
    hint_ = {};
    board_->clearHintHighlight();
    setText({});
}

void HintController::next()
{
    if (!session_->isPlayable() || watcher_.isRunning()) return;
    if (stage_ == 0) {
        stop_ = std::stop_source();
        watcher_.setFuture(QtConcurrent::run([state = session_->state(), token = stop_.get_token()] { return findHint(state, token); }));
        return;
    }
    const int last = hint_.kind == HintKind::Step ? 4 : hint_.kind == HintKind::Mistake ? 2 : 1;
    if (stage_ >= last) return;
    ++stage_;
    if (stage_ == 4) {
        const QString description = HintText::stepSentence(hint_.step);
        const Move move = hintMove(session_->state(), hint_, session_->autoRemoveNotes() ? PeerNotes::Remove : PeerNotes::Keep);
        applying_ = true;
        const bool played = session_->play(move, tr("Hint: %1").arg(HintText::techniqueName(hint_.step.technique)));
        applying_ = false;
        clear();
        if (played) setText(tr("Applied: %1").arg(description));
        return;
    }
    show();
}

void HintController::onFound()
{
    if (watcher_.isCanceled() || stop_.stop_requested()) return;
    hint_ = watcher_.result();
    stage_ = 1;
    show();
}

void HintController::show()
{
    emit hintShown();
    const Step& step = hint_.step;
    QString text;
    switch (hint_.kind) {
    case HintKind::Mistake:
        if (stage_ == 1) {
            board_->clearHintHighlight();
            text = HintText::mistakeExists();
        } else {
            board_->setHintHighlight(hint_.wrongCells, {}, {});
            text = HintText::mistakeWhere(hint_.wrongCells);
        }
        break;
    case HintKind::Solved:
        text = tr("The puzzle is solved.");
        break;
    case HintKind::NoStep:
        text = tr("No step was found for this position.");
        break;
    case HintKind::Step:
        if (stage_ <= 2) {
            board_->setHintHighlight(areaOf(step), {}, {});
            text = stage_ == 1 ? HintText::whereToLook(step) : HintText::techniqueLine(step.technique);
        } else {
            // The pattern: its cells with the step's digits among their candidates, the
            // chain's nodes, the placements; the eliminations struck through.
            CellSet cells = toSet(step.cells) | toSet(step.fins) | toSet(step.secondColorCells);
            std::vector<CellDigit> pattern;
            for (int cell : cells)
                for (int d : hint_.grid.candidates(cell) & step.digits) pattern.push_back({cell, d});
            for (const ChainLink& link : step.links) {
                for (int cell : link.fromCells) pattern.push_back({cell, link.fromDigit}), cells.insert(cell);
                for (int cell : link.toCells) pattern.push_back({cell, link.toDigit}), cells.insert(cell);
            }
            for (const CellDigit& p : step.placements) pattern.push_back(p), cells.insert(p.cell);
            board_->setHintHighlight(cells, pattern, step.eliminations, step.links);
            text = HintText::stepSentence(step);
        }
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

} // namespace nonet::app
