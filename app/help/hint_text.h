#pragma once
// The words of a hint, translatable: for every Technique its name (the catalog's one name,
// core/logic/technique_catalog.h, translated), a one-line explanation and the pattern of a
// step; and the names of cells ("r4c2"), houses ("row 4"), digit lists ("3/8") and
// conclusions ("remove 3 and 8 from r4c1 and r4c5").
//
// Cells and houses are named by the game's shape (rows, columns, boxes or regions,
// diagonals, windows; values 10..16 as A..G); the classic grid when none is given.
//
// A step sentence is the name, the technique's pattern filled with the step, then the
// conclusion, the way nonet-cli explain writes its steps:
//   "Naked pair: 3/8 in r4c2 and r4c7 (row 4) → remove 3 and 8 from r4c1 and r4c5"
//    '-name-'  '-pattern: %1 digits, %2 cells, %3 houses-'  '------ conclusion ------'

#include "core/game/hint.h"
#include "core/logic/step.h"
#include "core/logic/technique.h"
#include "core/shape/shape.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace nonet::app {

class HintText {
    Q_DECLARE_TR_FUNCTIONS(HintText)
public:
    static QString techniqueName(Technique technique);
    static QString explanation(Technique technique);
    // The shape a name is for when the caller gives none.
    static const Shape& classicShape();

    // The technique's sentence for the step, with the conclusion (and the chain, if any).
    static QString stepSentence(const Step& step, const Shape& shape = classicShape());
    // Hint stage 1: where to look, without giving the technique away.
    static QString whereToLook(const Step& step, const Shape& shape = classicShape());
    // Hint stage 2: name and explanation.
    static QString techniqueLine(Technique technique);
    // Why the hint does not use the player's notes (empty for HintBasis::PlayerNotes).
    static QString basisNote(HintBasis basis);
    // A mistake: the first press says so, the last one says where.
    static QString mistakeExists();
    static QString mistakeWhere(const WideCellSet& wrongCells, const Shape& shape = classicShape());

    // row 4 column 2
    static QString cellName(int cell, const Shape& shape = classicShape());
    // row 4 column 2, row 4 column 5 and row 4 column 7
    static QString cellList(const std::vector<int>& cells, const Shape& shape = classicShape());
    // row 4, column 2, box 5, region 3, diagonal 1, window 2
    static QString houseName(int house, const Shape& shape = classicShape());
    static QString houseList(const std::vector<int>& houses, const Shape& shape = classicShape());
    // 3/8, 2/B
    static QString digitList(DigitSet digits);
    static QString conclusion(const Step& step, const Shape& shape = classicShape());
    // 5r1c1 = 5r1c7 - 5r3c7
    static QString chainText(const std::vector<ChainLink>& links, const Shape& shape = classicShape());

private:
    static QString andList(const QStringList& items);
};

} // namespace nonet::app
