#pragma once
// The puzzles shipped in resources/puzzles/bundled.txt, read into memory: the first game at
// start-up comes from here (no generation, no solving: the file holds the solutions too).
//
//   # comment
//   <level key> <81 givens, '.' = empty> <81-digit solution>

#include "core/game/game_puzzle.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace nonet::app {

class BundledPuzzles {
public:
    struct Parsed;

    BundledPuzzles() = default;
    // Every well-formed line; a bad line is left out and reported as "line N: what".
    static Parsed parse(const QString& text);
    // The list compiled into the program (":/puzzles/bundled.txt").
    static Parsed loadBuiltIn();

    const std::vector<GamePuzzle>& all() const { return puzzles_; }
    std::vector<GamePuzzle> ofLevel(Level level) const;
    bool isEmpty() const { return puzzles_.empty(); }

private:
    std::vector<GamePuzzle> puzzles_;
};

struct BundledPuzzles::Parsed {
    BundledPuzzles puzzles;
    QStringList errors;
};

} // namespace nonet::app
