#include "app/session/game_session.h"

#include "app/session/cell_name.h"
#include "app/session/move_command.h"
#include "core/shape/shape_names.h"

#include <QSignalBlocker>

#include <algorithm>

#include <utility>

namespace nonet::app {
namespace {

constexpr int kSecond = 1000;

// 1..9, then A..G (16x16).
QString valueText(int value) { return QString::fromStdString(nonet::valueText(value)); }

// A selection's move: the same kind, digit and colour in several cells.
QString describeBatch(const Move& move)
{
    const std::vector<Move>& parts = move.parts();
    const auto same = [&parts](const Move& first) {
        return std::all_of(parts.begin(), parts.end(), [&first](const Move& p) {
            return p.kind() == first.kind() && p.digit() == first.digit() && p.colour() == first.colour()
                && p.noteKind() == first.noteKind();
        });
    };
    if (parts.size() < 2 || !same(parts.front())) return GameSession::tr("Several changes");
    const Move& first = parts.front();
    const int n = static_cast<int>(parts.size());
    switch (first.kind()) {
    case MoveKind::SetValue: return GameSession::tr("Place %1 in %n cells", nullptr, n).arg(valueText(first.digit()));
    case MoveKind::Erase: return GameSession::tr("Erase %n cells", nullptr, n);
    case MoveKind::ToggleNote:
        return first.noteKind() == NoteKind::Corner ? GameSession::tr("Note %1 in %n cells", nullptr, n).arg(valueText(first.digit()))
                                                    : GameSession::tr("Centre note %1 in %n cells", nullptr, n).arg(valueText(first.digit()));
    case MoveKind::SetColour:
        return first.colour() == 0 ? GameSession::tr("Clear the colour of %n cells", nullptr, n)
                                   : GameSession::tr("Colour %n cells in colour %1", nullptr, n).arg(first.colour());
    case MoveKind::ColourCandidate:
        return first.colour() == 0 ? GameSession::tr("Clear the colour of note %1 in %n cells", nullptr, n).arg(valueText(first.digit()))
                                   : GameSession::tr("Colour note %1 in %n cells in colour %2", nullptr, n).arg(valueText(first.digit())).arg(first.colour());
    default: return GameSession::tr("Several changes");
    }
}

} // namespace

GameSession::GameSession(QObject* parent) : GameSession(Stopwatch::Clock{}, parent) {}

GameSession::GameSession(Stopwatch::Clock clock, QObject* parent)
    : QObject(parent), stopwatch_(std::move(clock))
{
    tickTimer_.setSingleShot(true);
    // Coarse timers may fire up to 5% late; the label would then skip a second now and then.
    tickTimer_.setTimerType(Qt::PreciseTimer);
    connect(&tickTimer_, &QTimer::timeout, this, &GameSession::tick);
}

// The commands point back at the session: drop them while the session is still whole.
GameSession::~GameSession() { undoStack_.clear(); }

bool GameSession::keepBeforeReplacing(const GameRecord* replacement)
{
    if (!keeper_ || !hasUnfinishedGame()) return true;
    const GameRecord leaving = record();
    // The game being played coming back as it is, or further on (Load of its own save):
    // every position of it is in the replacement, so nothing would be lost, and a copy in
    // Continue would only be the same game twice.
    if (replacement != nullptr && replacement->puzzle.givens == leaving.puzzle.givens && leaving.moves.size() <= replacement->moves.size()
        && std::equal(leaving.moves.begin(), leaving.moves.end(), replacement->moves.begin()))
        return true;
    return keeper_(leaving);
}

bool GameSession::newGame(const GamePuzzle& puzzle)
{
    if (!isConsistentPuzzle(puzzle)) return false;
    if (!keepBeforeReplacing()) return false;
    const bool wasPlayable = isPlayable();
    const bool wasPaused = paused_;
    undoStack_.clear();
    state_ = GameState(puzzle);
    const bool hadCheckpoints = !checkpoints_.empty();
    checkpoints_.clear();
    const bool hadMistakes = mistakes_ != 0;
    mistakes_ = 0;
    gameLimit_ = mistakeLimit_;
    lost_ = false;
    hints_ = {};
    conflicts_ = state_.conflicts();
    hasGame_ = true;
    paused_ = false;
    stopwatch_.reset();
    updateStopwatch();
    announceReplaced(wasPlayable, wasPaused);
    if (hadCheckpoints) emit checkpointsChanged();
    if (hadMistakes) emit mistakesChanged(mistakes_);
    return true;
}

GameRecord GameSession::record() const
{
    GameRecord record;
    record.puzzle = state_.puzzle();
    for (int i = 0; i < undoStack_.count(); ++i)
        record.moves.push_back(static_cast<const MoveCommand*>(undoStack_.command(i))->move());
    record.undoIndex = undoStack_.index();
    record.elapsedMs = elapsed();
    record.checkpoints = checkpoints_;
    record.mistakes = mistakes_;
    record.lost = lost_;
    record.hints = hints_;
    return record;
}

bool GameSession::restore(const GameRecord& record)
{
    if (!std::holds_alternative<GameState>(replay(record))) return false;
    if (!keepBeforeReplacing(&record)) return false;

    const bool wasPlayable = isPlayable();
    const bool wasPaused = paused_;
    const bool checkpointsDiffer = checkpoints_ != record.checkpoints;
    const bool mistakesDiffer = mistakes_ != record.mistakes;
    {
        // Replaying is one reset for the UI, not a burst of moves and completions.
        const QSignalBlocker blocker(this);
        undoStack_.clear();
        state_ = GameState(record.puzzle);
        hasGame_ = true;
        paused_ = false;
        for (const Move& move : record.moves) undoStack_.push(new MoveCommand(this, move, describe(move, state_.shape())));
        undoStack_.setIndex(record.undoIndex);
        checkpoints_ = record.checkpoints;
        mistakes_ = record.mistakes;
        gameLimit_ = mistakes_ < mistakeLimit_ ? mistakeLimit_ : 0;
        lost_ = record.lost;
        hints_ = record.hints;
        conflicts_ = state_.conflicts();
        stopwatch_.reset(record.elapsedMs);
        updateStopwatch();
    }
    announceReplaced(wasPlayable, wasPaused);
    if (checkpointsDiffer) emit checkpointsChanged();
    if (mistakesDiffer) emit mistakesChanged(mistakes_);
    return true;
}

void GameSession::announceReplaced(bool wasPlayable, bool wasPaused)
{
    // The pause ends before the reset: what a listener makes of "unpaused" (a screen
    // reader's "resumed") belongs to the game that went, and the reset drops it.
    if (wasPaused) emit pausedChanged(false);
    emit reset();
    emit elapsedChanged(elapsed());
    notePlayable(wasPlayable);
}

bool GameSession::setValue(int cell, int digit)
{
    return placeCountingMistakes(Move::setValue(cell, digit, autoRemoveNotes_ ? PeerNotes::Remove : PeerNotes::Keep, ReturnNotes::Yes));
}

bool GameSession::placeCountingMistakes(const Move& move)
{
    const ShapeGrid before = state_.values();
    if (!push(move, {})) return false;
    if (!mistakesMarked_) return true;
    // A wrong digit over another wrong one is a mistake of its own.
    int made = 0;
    for (int cell : state_.wrongEntries())
        if (before.at(cell) != state_.value(cell)) ++made;
    if (mistakeLimit() > 0) made = std::min(made, mistakeLimit() - mistakes_);
    if (made > 0) {
        mistakes_ += made;
        emit mistakesChanged(mistakes_);
        checkMistakeLimit();
    }
    return true;
}

void GameSession::setMistakesMarked(bool marked) { mistakesMarked_ = marked; }

void GameSession::checkMistakeLimit()
{
    if (lost_ || mistakeLimit() == 0 || mistakes_ < mistakeLimit() || !hasGame_) return;
    const bool wasPlayable = isPlayable();
    lost_ = true;
    updateStopwatch();
    emit lost();
    notePlayable(wasPlayable);
}

bool GameSession::erase(int cell) { return push(Move::erase(cell, ReturnNotes::Yes), {}); }

bool GameSession::toggleNote(int cell, int digit, NoteKind kind) { return push(Move::toggleNote(cell, digit, kind), {}); }

bool GameSession::setValues(WideCellSet cells, int digit)
{
    return placeCountingMistakes(state_.placeMove(cells, digit, autoRemoveNotes_ ? PeerNotes::Remove : PeerNotes::Keep));
}

bool GameSession::eraseCells(WideCellSet cells) { return push(state_.eraseMove(cells), {}); }

bool GameSession::toggleNotes(WideCellSet cells, int digit, NoteKind kind) { return push(state_.noteMove(cells, digit, kind), {}); }

bool GameSession::colourCells(WideCellSet cells, int colour) { return push(state_.colourMove(cells, colour), {}); }

bool GameSession::colourCandidates(WideCellSet cells, int digit, int colour)
{
    return push(state_.candidateColourMove(cells, digit, colour), {});
}

bool GameSession::clearColours() { return push(state_.clearColoursMove(), tr("Clear colours")); }

bool GameSession::fillAllNotes() { return push(state_.allNotesMove(), tr("All notes")); }

bool GameSession::clearAllNotes() { return push(state_.clearNotesMove(), tr("Clear notes")); }

bool GameSession::restart() { return push(Move::restart(), tr("Restart")); }

bool GameSession::play(const Move& move, const QString& text) { return push(move, text); }

bool GameSession::push(const Move& move, const QString& text)
{
    if (!isPlayable()) return false;
    // Try it on a copy first: a refused move or one that changes nothing is no undo step.
    GameState trial = state_;
    const auto inverse = trial.apply(move);
    if (!inverse || inverse->isEmpty()) return false;
    pushing_ = true;
    undoStack_.push(new MoveCommand(this, move, text.isEmpty() ? describe(move, state_.shape()) : text)); // applies it
    pushing_ = false;
    return true;
}

Move GameSession::applyFromStack(const Move& move, const MoveCommand& command, MoveDirection direction)
{
    if (pushing_) direction = MoveDirection::Done;
    const bool wasPlayable = isPlayable();
    const Completion before = state_.completion();
    auto inverse = state_.apply(move);
    // The stack only holds moves that were accepted on exactly this state.
    Q_ASSERT(inverse.has_value());
    if (!inverse) return Move{};

    WideCellSet touched;
    for (const CellContent& c : inverse->contents()) touched.insert(c.cell);
    const WideCellSet conflicts = state_.conflicts();
    touched |= (conflicts - conflicts_) | (conflicts_ - conflicts); // conflict marks that flipped
    conflicts_ = conflicts;
    for (int cell : touched) emit cellChanged(cell);
    emit changed();
    emit played(command.move(), direction, command.text());

    updateStopwatch();
    const Completion after = state_.completion();
    if (after == Completion::Solved && before != Completion::Solved) emit completed();
    if (after == Completion::FullButWrong) emit fullButWrong();
    notePlayable(wasPlayable);
    return std::move(*inverse);
}

void GameSession::setPaused(bool paused)
{
    if (paused == paused_) return;
    if (paused && (!hasGame_ || isFinished())) return; // nothing running to pause
    const bool wasPlayable = isPlayable();
    paused_ = paused;
    updateStopwatch();
    emit pausedChanged(paused_);
    emit elapsedChanged(elapsed());
    notePlayable(wasPlayable);
}

bool GameSession::addCheckpoint()
{
    if (!isPlayable()) return false;
    Checkpoint checkpoint = makeCheckpoint(state_, elapsed());
    if (!checkpoints_.empty() && checkpoints_.back().position == checkpoint.position) return false;
    checkpoints_.push_back(std::move(checkpoint));
    if (checkpoints_.size() > static_cast<std::size_t>(kMaxCheckpoints)) checkpoints_.erase(checkpoints_.begin());
    emit checkpointsChanged();
    return true;
}

void GameSession::setClockHeld(bool held)
{
    if (held == clockHeld_) return;
    clockHeld_ = held;
    updateStopwatch();
}

void GameSession::updateStopwatch()
{
    const bool shouldRun = hasGame_ && !paused_ && !clockHeld_ && !isFinished();
    if (shouldRun && !stopwatch_.isRunning()) {
        stopwatch_.start();
        scheduleTick();
    } else if (!shouldRun && stopwatch_.isRunning()) {
        stopwatch_.stop();
        tickTimer_.stop();
        emit elapsedChanged(elapsed());
    }
}

void GameSession::scheduleTick()
{
    // Fire on the next whole second of playing time, so the label turns over on time.
    const qint64 toNext = kSecond - elapsed() % kSecond;
    tickTimer_.start(static_cast<int>(toNext));
}

void GameSession::tick()
{
    if (!stopwatch_.isRunning()) return;
    emit elapsedChanged(elapsed());
    scheduleTick();
}

void GameSession::notePlayable(bool wasPlayable)
{
    if (isPlayable() != wasPlayable) emit playableChanged(isPlayable());
}

QString GameSession::describe(const Move& move, const Shape& shape)
{
    const auto where = [&shape](int cell) { return CellName::of(cell, shape); };
    switch (move.kind()) {
    case MoveKind::SetValue: return tr("Place %1 in %2").arg(valueText(move.digit())).arg(where(move.cell()));
    case MoveKind::Erase: return tr("Erase %1").arg(where(move.cell()));
    case MoveKind::ToggleNote:
        return move.noteKind() == NoteKind::Corner ? tr("Note %1 in %2").arg(valueText(move.digit())).arg(where(move.cell()))
                                                   : tr("Centre note %1 in %2").arg(valueText(move.digit())).arg(where(move.cell()));
    case MoveKind::SetNotes: return tr("Change notes");
    case MoveKind::SetCells: return tr("Change cells");
    case MoveKind::Restart: return tr("Restart");
    case MoveKind::Compound: return describeBatch(move);
    case MoveKind::SetColour:
        return move.colour() == 0 ? tr("Clear the colour of %1").arg(where(move.cell()))
                                  : tr("Colour %1 in colour %2").arg(where(move.cell())).arg(move.colour());
    case MoveKind::ColourCandidate:
        return move.colour() == 0 ? tr("Clear the colour of note %1 in %2").arg(valueText(move.digit())).arg(where(move.cell()))
                                  : tr("Colour note %1 in %2 in colour %3").arg(valueText(move.digit())).arg(where(move.cell())).arg(move.colour());
    }
    return {};
}

} // namespace nonet::app
