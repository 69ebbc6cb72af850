#include "app/trainer/trainer_text.h"

#include "app/help/hint_text.h"

#include <algorithm>

namespace nonet::app {

QString TrainerText::paragraph(Technique technique)
{
    return HintText::explanation(technique) + QLatin1Char(' ') + howToFind(technique);
}

QString TrainerText::howToFind(Technique technique)
{
    switch (technique) {
    case Technique::LockedPointing:
        return tr("Take one box and one digit at a time: when all the digit's candidates in the box sit in one row or column, strike it from that line outside the box.");
    case Technique::LockedClaiming:
        return tr("Go along each row and column: when a digit's candidates there all fall in one box, strike it from the rest of that box.");
    case Technique::NakedPair:
        return tr("Look for two cells of a row, column or box whose notes are the same two digits, and remove those digits from the house's other cells.");
    case Technique::HiddenPair:
        return tr("In one house, count where each digit can go: two digits with the same two places make a hidden pair; clear the other notes from those cells.");
    case Technique::NakedTriple:
        return tr("Look for three cells of one house whose notes together use only three digits (not every cell needs all three).");
    case Technique::HiddenTriple:
        return tr("In one house, find three digits whose places all fall within the same three cells; those cells keep only these digits.");
    case Technique::NakedQuad:
        return tr("As with a triple, but four cells share four digits; it only matters in a house with eight or more empty cells.");
    case Technique::HiddenQuad:
        return tr("Four digits of a house confined to the same four cells: it only matters in a house with no digit placed yet.");
    case Technique::XWing:
        return tr("Follow one digit: find two rows where it has exactly two places, in the same two columns (or two such columns).");
    case Technique::TwoStringKite:
        return tr("Follow one digit: a row and a column with exactly two places each, one end of each in the same box; the cell seeing both other ends loses it.");
    case Technique::Skyscraper:
        return tr("Follow one digit: two rows (or columns) with exactly two places each, one pair of ends aligned; look at the cells seeing both other ends.");
    case Technique::EmptyRectangle:
        return tr("Follow one digit into a box where its candidates lie on one row and one column, and pair that cross with a line holding the digit in exactly two places.");
    case Technique::UniqueRectangle1:
        return tr("Look for three corners of a rectangle over two boxes holding only the same two candidates; the fourth corner cannot be either of them.");
    case Technique::XYWing:
        return tr("Start from a cell with two candidates that sees two other two-candidate cells, each sharing one digit with it and one with each other.");
    case Technique::RemotePair:
        return tr("Follow a chain of cells holding the same two candidates, each seeing the next; a cell seeing two chain cells an odd number of steps apart loses both digits.");
    case Technique::Swordfish:
        return tr("As an X-Wing on three lines: one digit confined in three rows to the same three columns, with two or three places in each row.");
    case Technique::FinnedXWing:
        return tr("Look for an X-Wing spoiled by extra candidates in one corner's box: only cells of the cover lines that also see those fins lose the digit.");
    case Technique::UniqueRectangle2:
        return tr("A rectangle over two boxes: two corners hold just the pair, the other two the pair and the same extra digit; that digit leaves the cells seeing both.");
    case Technique::UniqueRectangle4:
        return tr("A rectangle over two boxes whose roof cells share a house in which one digit of the pair can go only there: the other digit leaves the roof.");
    case Technique::SimpleColoring:
        return tr("Follow one digit from house to house where it has exactly two places, colouring the cells in turn; then look for a colour that meets itself, or a cell seeing both.");
    case Technique::XYZWing:
        return tr("Like an XY-Wing whose pivot has three candidates: only cells that see the pivot and both wings lose the shared digit.");
    case Technique::WWing:
        return tr("Find two cells with the same pair that do not see each other, joined by a line where one digit of the pair has exactly two places.");
    case Technique::FinnedSwordfish:
        return tr("Look for a swordfish spoiled by a few extra candidates in one box: only cells of the cover lines that also see those fins lose the digit.");
    case Technique::BugPlusOne:
        return tr("When every empty cell has two candidates except one with three, find the digit that appears three times in that cell's houses.");
    case Technique::Jellyfish:
        return tr("A fish on four lines: it only matters for a digit that is still missing from almost every row and column.");
    case Technique::FinnedJellyfish:
        return tr("Look for a jellyfish spoiled by extra candidates in one box: only cells of the cover lines that also see those fins lose the digit.");
    case Technique::XChain:
        return tr("Follow one digit, alternating strong links (exactly two places in a house) and weak ones, from a strong link to a strong link.");
    case Technique::XYChain:
        return tr("Chain two-candidate cells, each sharing a digit with the next, and see whether the chain starts and ends on the same digit.");
    case Technique::NiceLoop:
        return tr("Build a loop of alternating strong and weak links through cells and digits; look at the place where it fails to alternate.");
    case Technique::GroupedNiceLoop:
        return tr("Build a loop as for a nice loop, letting a link end on a group: a digit's places in one box that share a row or column.");
    case Technique::AlsXz:
        return tr("Find two groups of N cells holding N+1 digits whose shared digit X has places that all see each other; then look at their other shared digit.");
    case Technique::ForcingChain:
        return tr("Try each candidate of one cell (or each place of one digit) in turn and follow the singles it forces: what every case gives is true.");
    case Technique::Trial:
        return tr("Assume a candidate and follow the singles it forces: when a cell or house runs out of options, the candidate was false.");
    default: return {};
    }
}

QString TrainerText::task(Technique technique)
{
    return tr("Find the %1 and make its step on the board: take the candidates it rules out from the notes (or place the digit "
              "it proves), then press Check Step.")
        .arg(HintText::techniqueName(technique));
}

namespace {

// The cells of the changes no instance of the technique makes, each once.
std::vector<int> unjustifiedCells(const AnswerVerdict& verdict)
{
    std::vector<int> cells;
    for (const CellDigit& change : verdict.unjustified)
        if (std::find(cells.begin(), cells.end(), change.cell) == cells.end()) cells.push_back(change.cell);
    return cells;
}

} // namespace

QString TrainerText::tryAgain(const AnswerVerdict& verdict)
{
    return tr("Not this time: what you changed in %1 (framed) does not follow from the pattern. Undo it and try again; "
              "Check Step once more shows the step.")
        .arg(HintText::cellList(unjustifiedCells(verdict)));
}

QString TrainerText::verdict(const AnswerVerdict& verdict)
{
    const QString step = HintText::stepSentence(verdict.shown);
    if (verdict.right) {
        if (verdict.missed.empty()) return tr("Right! %1.").arg(step);
        return tr("Right, and there is more to it: %1.").arg(step);
    }
    if (verdict.unjustified.empty()) return tr("Nothing changed yet. The step is: %1.").arg(step);
    return tr("Not this time: what you changed in %1 does not follow from the pattern. The step is: %2.")
        .arg(HintText::cellList(unjustifiedCells(verdict)), step);
}

} // namespace nonet::app
