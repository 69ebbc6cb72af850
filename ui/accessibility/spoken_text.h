#pragma once
// Text as a screen reader should say it: the symbols the screen shows for brevity become
// words or a pause. Orca reads "·" as "middle dot", "→" as "right arrow" and "…" as "dot dot
// dot", and leaves "×" to the synthesiser, which says "times":
//
//   "Your game (16×16 · Easy) was kept: Game ▸ Continue"  ->  "Your game (16 by 16, Easy) was kept: Game, Continue"
//   "Preparing Easy…"                                     ->  "Preparing Easy"
//   "Hidden pair → removes 4"                             ->  "Hidden pair, removes 4"
//   "Naked pair 4/7 in row 3"                             ->  "Naked pair 4, 7 in row 3"
//   "r1c1 and r2c2 both hold 2"                           ->  "row 1 column 1 and row 2 column 2 both hold 2"
//   "chain 5r1c1 = 5r1c7 - 5(r3c7,r3c8)"                  ->  "chain 5 in row 1 column 1, strongly linked to 5 in row 1
//                                                             column 7, weakly linked to 5 in row 3 column 7 or row 3 column 8"
//
// Every announcement goes through it (Announcer); what a widget shows keeps its symbols.

#include <QCoreApplication>
#include <QString>

namespace nonet::ui {

class SpokenText {
    Q_DECLARE_TR_FUNCTIONS(nonet::ui::SpokenText)
public:
    static QString plain(const QString& shown);
    // "row 3 column 4" (counted from 1): a cell as every spoken text names it.
    static QString cell(int row, int column);

private:
    // The cells of a notation (r3c4) and its chains in words.
    static QString cellsInWords(const QString& shown);
};

} // namespace nonet::ui
