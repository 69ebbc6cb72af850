#pragma once
// What a game is called, wherever it is shown: the window title, the status bar, Save's
// proposed name, the Load and Continue lists, the completion message, the review, the
// share line and the printed heading. One function, so that every place says the same
// thing and none forgets the variant:
//
//   of(shape's variant, level)               "Classic · Medium", "Killer · Tough"
//   of(..., daily day)                       "Daily puzzle of Wednesday, 2 December 2026 (Classic · Medium)"
//   of(..., practised technique)             "Practice of X-Wing (Classic · Tough)"
//
// The variant is always named: with eight kinds of puzzle, "Medium" alone no longer says
// which game it is.

#include "core/grader/level.h"
#include "core/logic/technique.h"
#include "core/shape/variant.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

#include <optional>

namespace nonet {
struct GamePuzzle;
}

namespace nonet::app {

class GameTitle {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::GameTitle)
public:
    // What the game is besides its variant and level: a daily puzzle (its day) or a
    // practice position (its technique); neither for any other game.
    struct Kind {
        std::optional<QDate> daily;
        std::optional<Technique> practice;
    };

    // " · ", between the parts of the review's line to share ("Nonet · Killer · Tough ·
    // 4:05 · no hints · nonet://…"): Import reads a link that follows it as the line's link.
    static QString separator() { return QStringLiteral(" \u00b7 "); }

    static QString of(Variant variant, Level level, const Kind& kind = {});
    static QString of(const GamePuzzle& puzzle, const Kind& kind = {});
};

} // namespace nonet::app
