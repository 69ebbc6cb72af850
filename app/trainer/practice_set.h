#pragma once
// The practice puzzles bundled with Nonet (resources/trainer/practice.txt, made by
// packaging/make-practice-puzzles.sh with nonet-cli generate --technique), per technique:
//
//   # comment
//   <technique key> <81 givens, '.' = empty>
//
// The trainer draws each technique's diagram from its first puzzle and serves the
// techniques too rare to generate from here.

#include "core/grid.h"
#include "core/logic/technique.h"

#include <QString>
#include <QStringList>

#include <array>
#include <vector>

namespace nonet::app {

class PracticeSet {
public:
    struct Parsed;

    // Every well-formed line; a bad line is left out and reported as "line N: what".
    static Parsed parse(const QString& text);
    // The set compiled into the program (":/trainer/practice.txt").
    static Parsed loadBuiltIn();

    const std::vector<Grid>& of(Technique technique) const { return byTechnique_[static_cast<std::size_t>(technique)]; }

private:
    std::array<std::vector<Grid>, kTechniqueCount> byTechnique_;
};

struct PracticeSet::Parsed {
    PracticeSet set;
    QStringList errors;
};

} // namespace nonet::app
