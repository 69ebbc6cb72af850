#pragma once
// The game review in words (translated): the short line to share, the figures, and the
// technique lists, and all of it as one text for the clipboard.
//
//   Nonet · Killer · Tough · 12:31 · no hints · nonet://play?v=killer&...
//                                                             shareLine (the first line):
//                                                             the game's title (GameTitle)
//                                                             and its share link
//                                                             (formatShareLink), so it opens
//                                                             as the same puzzle
//   Solved · 143 moves · 2 mistakes · 1 checkpoint            resultLine
//   Hints: 3 (where to look 3, technique named 2, ...)        hintsLine
//   The puzzle's path: Hidden single (box) 40, ...            pathLine
//   Your hints: X-Wing 1                                      askedLine

#include "core/game/game_review.h"
#include "core/game/game_puzzle.h"

#include <QCoreApplication>
#include <QString>

namespace nonet::app {

class ReviewText {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::ReviewText)
public:
    static QString shareLine(const GameReview& review, const GamePuzzle& puzzle);
    static QString resultLine(const GameReview& review);
    static QString hintsLine(const GameReview& review);
    // "Hints: none", or the count and the stages reached.
    static QString hintStages(const HintLog& hints);
    // Empty while the path is not graded.
    static QString pathLine(const GameReview& review);
    static QString askedLine(const GameReview& review);
    // Every line above, one per line, the share line first.
    static QString fullText(const GameReview& review, const GamePuzzle& puzzle);
    // "Solved in 12:31" / "Lost after 3 mistakes, at 12:31" / "Not finished, at 12:31".
    static QString heading(const GameReview& review);
};

} // namespace nonet::app
