#pragma once
// The words of a hint, translatable: for every Technique its name (the catalog's one name,
// core/logic/technique_catalog.h, translated), a one-line explanation and the pattern of a
// step; and the names of cells ("r4c2"), houses ("row 4"), digit lists ("3/8") and
// conclusions ("remove 3 and 8 from r4c1 and r4c5").
//
// A step sentence is the name, the technique's pattern filled with the step, then the
// conclusion, the way nonet-cli explain writes its steps:
//   "Naked pair: 3/8 in r4c2 and r4c7 (row 4) → remove 3 and 8 from r4c1 and r4c5"
//    '-name-'  '-pattern: %1 digits, %2 cells, %3 houses-'  '------ conclusion ------'

#include "core/game/hint.h"
#include "core/logic/step.h"
#include "core/logic/technique.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace nonet::app {

class HintText {
    Q_DECLARE_TR_FUNCTIONS(HintText)
public:
    static QString techniqueName(Technique technique);
    static QString explanation(Technique technique);
    // The technique's sentence for the step, with the conclusion (and the chain, if any).
    static QString stepSentence(const Step& step);
    // Hint stage 1: where to look, without giving the technique away.
    static QString whereToLook(const Step& step);
    // Hint stage 2: name and explanation.
    static QString techniqueLine(Technique technique);
    // Why the hint does not use the player's notes (empty for HintBasis::PlayerNotes).
    static QString basisNote(HintBasis basis);
    // A mistake: the first press says so, the last one says where.
    static QString mistakeExists();
    static QString mistakeWhere(const CellSet& wrongCells);

    static QString cellName(int cell);                     // r4c2
    static QString cellList(const std::vector<int>& cells); // r4c2, r4c5 and r4c7
    static QString houseName(int house);                   // row 4, column 2, box 5
    static QString houseList(const std::vector<int>& houses);
    static QString digitList(DigitSet digits);             // 3/8
    static QString conclusion(const Step& step);
    static QString chainText(const std::vector<ChainLink>& links);

private:
    static QString andList(const QStringList& items);
};

} // namespace nonet::app
