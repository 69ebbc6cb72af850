#include "core/game/game_review.h"

#include "core/grader/grader.h"

#include <numeric>

namespace nonet {

int GameReview::pathSteps() const { return std::accumulate(path.begin(), path.end(), 0); }

GameReview reviewFigures(const GameRecord& record)
{
    GameReview review;
    review.level = record.puzzle.level;
    review.elapsedMs = record.elapsedMs;
    review.solved = playedPosition(record).completion() == Completion::Solved;
    review.lost = record.lost;
    review.moves = record.undoIndex;
    review.mistakes = record.mistakes;
    review.checkpoints = static_cast<int>(record.checkpoints.size());
    review.hints = record.hints;
    // The moves in the order they were played: the redo part continues the played one.
    GameState state(record.puzzle);
    for (const Move& move : record.moves) {
        if (!state.apply(move)) break; // a record the session holds always replays
        review.wrongCells |= state.wrongEntries();
    }
    return review;
}

GameReview reviewGame(const GameRecord& record, std::stop_token stop)
{
    GameReview review = reviewFigures(record);
    GradeOptions options;
    options.keepSteps = false;
    const GradeResult result = grade(record.puzzle.givens, options, stop);
    if (result.solved && !result.cancelled) {
        review.pathGraded = true;
        review.path = result.counts;
    }
    return review;
}

} // namespace nonet
