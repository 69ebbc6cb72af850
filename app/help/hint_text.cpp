#include "app/help/hint_text.h"

#include "core/geometry.h"

#include <QStringList>

#include <algorithm>
#include <map>

namespace nonet::app {

QString HintText::techniqueName(Technique technique)
{
    switch (technique) {
    case Technique::FullHouse: return tr("Full house");
    case Technique::HiddenSingleBox: return tr("Hidden single (box)");
    case Technique::HiddenSingleLine: return tr("Hidden single (row or column)");
    case Technique::NakedSingle: return tr("Naked single");
    case Technique::LockedPointing: return tr("Locked candidates (pointing)");
    case Technique::LockedClaiming: return tr("Locked candidates (claiming)");
    case Technique::NakedPair: return tr("Naked pair");
    case Technique::HiddenPair: return tr("Hidden pair");
    case Technique::NakedTriple: return tr("Naked triple");
    case Technique::HiddenTriple: return tr("Hidden triple");
    case Technique::NakedQuad: return tr("Naked quad");
    case Technique::HiddenQuad: return tr("Hidden quad");
    case Technique::XWing: return tr("X-Wing");
    case Technique::Skyscraper: return tr("Skyscraper");
    case Technique::TwoStringKite: return tr("Two-string kite");
    case Technique::TurbotFish: return tr("Turbot fish");
    case Technique::EmptyRectangle: return tr("Empty rectangle");
    case Technique::Swordfish: return tr("Swordfish");
    case Technique::Jellyfish: return tr("Jellyfish");
    case Technique::FinnedXWing: return tr("Finned X-Wing");
    case Technique::FinnedSwordfish: return tr("Finned swordfish");
    case Technique::FinnedJellyfish: return tr("Finned jellyfish");
    case Technique::SimpleColoring: return tr("Simple coloring");
    case Technique::XYWing: return tr("XY-Wing");
    case Technique::XYZWing: return tr("XYZ-Wing");
    case Technique::WWing: return tr("W-Wing");
    case Technique::RemotePair: return tr("Remote pair");
    case Technique::UniqueRectangle1: return tr("Unique rectangle (type 1)");
    case Technique::UniqueRectangle2: return tr("Unique rectangle (type 2)");
    case Technique::UniqueRectangle4: return tr("Unique rectangle (type 4)");
    case Technique::BugPlusOne: return tr("BUG+1");
    case Technique::XChain: return tr("X-Chain");
    case Technique::XYChain: return tr("XY-Chain");
    case Technique::NiceLoop: return tr("Nice loop");
    case Technique::GroupedNiceLoop: return tr("Grouped nice loop");
    case Technique::AlsXz: return tr("ALS-XZ");
    case Technique::ForcingChain: return tr("Forcing chain");
    case Technique::Trial: return tr("Trial");
    case Technique::Guess: return tr("Solution digit");
    }
    return {};
}

QString HintText::explanation(Technique technique)
{
    switch (technique) {
    case Technique::FullHouse: return tr("A row, column or box with one empty cell left: that cell takes the missing digit.");
    case Technique::HiddenSingleBox: return tr("A digit has only one place left in a box, so it goes there.");
    case Technique::HiddenSingleLine: return tr("A digit has only one place left in a row or column, so it goes there.");
    case Technique::NakedSingle: return tr("A cell has only one candidate left, so that digit goes there.");
    case Technique::LockedPointing: return tr("In a box a digit lies only in one row or column, so it leaves the rest of that line.");
    case Technique::LockedClaiming: return tr("In a row or column a digit lies only in one box, so it leaves the rest of that box.");
    case Technique::NakedPair: return tr("Two cells of a house hold the same two candidates: those digits are theirs, and leave the house's other cells.");
    case Technique::HiddenPair: return tr("Two digits fit only in the same two cells of a house: those cells can hold nothing else.");
    case Technique::NakedTriple: return tr("Three cells of a house hold only three digits between them: those digits leave the house's other cells.");
    case Technique::HiddenTriple: return tr("Three digits fit only in the same three cells of a house: those cells can hold nothing else.");
    case Technique::NakedQuad: return tr("Four cells of a house hold only four digits between them: those digits leave the house's other cells.");
    case Technique::HiddenQuad: return tr("Four digits fit only in the same four cells of a house: those cells can hold nothing else.");
    case Technique::XWing: return tr("A digit fits in two rows only in the same two columns (or the other way round): it leaves the rest of those columns.");
    case Technique::Skyscraper: return tr("Two lines each have a digit in two places, with one end of each aligned: one of the other two ends holds it, so cells seeing both lose it.");
    case Technique::TwoStringKite: return tr("A row and a column each have a digit in two places, linked through a box: cells seeing both free ends lose it.");
    case Technique::TurbotFish: return tr("Two strong links of a digit joined by a weak one: one of the chain's ends holds it, so cells seeing both lose it.");
    case Technique::EmptyRectangle: return tr("A box's candidates for a digit form a cross; with a strong link outside, the digit leaves the cell where they meet.");
    case Technique::Swordfish: return tr("A digit fits in three rows only within three columns (or the other way round): it leaves the rest of those columns.");
    case Technique::Jellyfish: return tr("A digit fits in four rows only within four columns (or the other way round): it leaves the rest of those columns.");
    case Technique::FinnedXWing: return tr("An X-Wing with extra candidates (fins) in one box: cells that see the fins and are in the cover lines lose the digit.");
    case Technique::FinnedSwordfish: return tr("A swordfish with fins in one box: cells that see the fins and are in the cover lines lose the digit.");
    case Technique::FinnedJellyfish: return tr("A jellyfish with fins in one box: cells that see the fins and are in the cover lines lose the digit.");
    case Technique::SimpleColoring: return tr("Strong links of one digit colour cells in two alternating colours: one colour is true, so cells seeing both colours (or a colour that contradicts itself) lose it.");
    case Technique::XYWing: return tr("A pivot with two candidates sees two cells that share one digit with it each and a third digit: cells seeing both wings lose that digit.");
    case Technique::XYZWing: return tr("A pivot with three candidates and two wings sharing one digit: cells seeing all three lose that digit.");
    case Technique::WWing: return tr("Two cells with the same pair, joined by a strong link on one digit: cells seeing both lose the other digit.");
    case Technique::RemotePair: return tr("A chain of cells holding the same pair alternates the two digits: cells seeing ends of opposite parity lose both.");
    case Technique::UniqueRectangle1: return tr("Four cells in two boxes would allow two solutions if three of them kept only the same pair: the fourth cannot be one of that pair.");
    case Technique::UniqueRectangle2: return tr("A unique rectangle whose two roof cells share one extra digit: one of them holds it, so cells seeing both lose it.");
    case Technique::UniqueRectangle4: return tr("A unique rectangle whose roof holds one of the pair's digits only there in a house: the other digit leaves the roof.");
    case Technique::BugPlusOne: return tr("Every cell but one has two candidates: that cell must take the digit that would otherwise allow two solutions.");
    case Technique::XChain: return tr("A chain of strong and weak links on one digit: one of its ends holds the digit, so cells seeing both ends lose it.");
    case Technique::XYChain: return tr("A chain of two-candidate cells: one of its ends holds the shared digit, so cells seeing both ends lose it.");
    case Technique::NiceLoop: return tr("A loop of alternating strong and weak links: where it breaks, a candidate must be true or false.");
    case Technique::GroupedNiceLoop: return tr("A nice loop in which some links join groups of cells in one box and line.");
    case Technique::AlsXz: return tr("Two almost locked sets share a restricted digit: the other common digit leaves cells seeing all its places in both sets.");
    case Technique::ForcingChain: return tr("Every choice for a cell (or every place of a digit) leads to the same conclusion, so it holds.");
    case Technique::Trial: return tr("Assuming a candidate leads to a contradiction, so it is removed.");
    case Technique::Guess: return tr("No technique the game knows applies here; this is the solution's digit.");
    }
    return {};
}

QString HintText::sentenceTemplate(Technique technique)
{
    // %1 digits, %2 cells, %3 houses (the cells when the step names no house)
    switch (technique) {
    case Technique::FullHouse: return tr("Full house: %2 is the last empty cell of %3 and takes %1");
    case Technique::HiddenSingleBox: return tr("Hidden single: %1 fits only in %2 within %3");
    case Technique::HiddenSingleLine: return tr("Hidden single: %1 fits only in %2 within %3");
    case Technique::NakedSingle: return tr("Naked single: %2 can only be %1");
    case Technique::LockedPointing: return tr("Locked candidates (pointing): %1 lies only in %2 in %3");
    case Technique::LockedClaiming: return tr("Locked candidates (claiming): %1 lies only in %2 in %3");
    case Technique::NakedPair: return tr("Naked pair %1 in %2 (%3)");
    case Technique::HiddenPair: return tr("Hidden pair %1 in %2 (%3)");
    case Technique::NakedTriple: return tr("Naked triple %1 in %2 (%3)");
    case Technique::HiddenTriple: return tr("Hidden triple %1 in %2 (%3)");
    case Technique::NakedQuad: return tr("Naked quad %1 in %2 (%3)");
    case Technique::HiddenQuad: return tr("Hidden quad %1 in %2 (%3)");
    case Technique::XWing: return tr("X-Wing on %1 in %2 (%3)");
    case Technique::Skyscraper: return tr("Skyscraper on %1 with %2 (%3)");
    case Technique::TwoStringKite: return tr("Two-string kite on %1 with %2 (%3)");
    case Technique::TurbotFish: return tr("Turbot fish on %1 with %2 (%3)");
    case Technique::EmptyRectangle: return tr("Empty rectangle on %1 with %2 (%3)");
    case Technique::Swordfish: return tr("Swordfish on %1 in %2 (%3)");
    case Technique::Jellyfish: return tr("Jellyfish on %1 in %2 (%3)");
    case Technique::FinnedXWing: return tr("Finned X-Wing on %1 in %2 (%3)");
    case Technique::FinnedSwordfish: return tr("Finned swordfish on %1 in %2 (%3)");
    case Technique::FinnedJellyfish: return tr("Finned jellyfish on %1 in %2 (%3)");
    case Technique::SimpleColoring: return tr("Simple coloring on %1 with %2");
    case Technique::XYWing: return tr("XY-Wing on %1 with %2");
    case Technique::XYZWing: return tr("XYZ-Wing on %1 with %2");
    case Technique::WWing: return tr("W-Wing on %1 with %2 (%3)");
    case Technique::RemotePair: return tr("Remote pair %1 along %2");
    case Technique::UniqueRectangle1: return tr("Unique rectangle (type 1) on %1 in %2");
    case Technique::UniqueRectangle2: return tr("Unique rectangle (type 2) on %1 in %2");
    case Technique::UniqueRectangle4: return tr("Unique rectangle (type 4) on %1 in %2");
    case Technique::BugPlusOne: return tr("BUG+1: %2 takes %1");
    case Technique::XChain: return tr("X-Chain on %1 through %2");
    case Technique::XYChain: return tr("XY-Chain on %1 through %2");
    case Technique::NiceLoop: return tr("Nice loop on %1 through %2");
    case Technique::GroupedNiceLoop: return tr("Grouped nice loop on %1 through %2");
    case Technique::AlsXz: return tr("ALS-XZ on %1 with %2");
    case Technique::ForcingChain: return tr("Forcing chain on %1 from %2");
    case Technique::Trial: return tr("Trial: %1 in %2 leads to a contradiction");
    case Technique::Guess: return tr("Solution: %2 is %1");
    }
    return {};
}

QString HintText::andList(const QStringList& items)
{
    if (items.isEmpty()) return {};
    if (items.size() == 1) return items.front();
    return tr("%1 and %2").arg(items.mid(0, items.size() - 1).join(tr(", ")), items.back());
}

QString HintText::cellName(int cell) { return tr("r%1c%2").arg(rowOf(cell) + 1).arg(columnOf(cell) + 1); }

QString HintText::cellList(const std::vector<int>& cells)
{
    QStringList names;
    for (int cell : cells) names << cellName(cell);
    return andList(names);
}

QString HintText::houseName(int house)
{
    const int n = houseIndex(house) + 1;
    switch (houseKind(house)) {
    case HouseKind::Row: return tr("row %1").arg(n);
    case HouseKind::Column: return tr("column %1").arg(n);
    case HouseKind::Box: return tr("box %1").arg(n);
    }
    return {};
}

QString HintText::houseList(const std::vector<int>& houses)
{
    QStringList names;
    for (int house : houses) names << houseName(house);
    return andList(names);
}

QString HintText::digitList(DigitSet digits)
{
    QStringList list;
    for (int d : digits) list << QString::number(d);
    return list.join(QLatin1Char('/'));
}

QString HintText::conclusion(const Step& step)
{
    QStringList parts;
    for (const CellDigit& p : step.placements) parts << tr("place %1 in %2").arg(p.digit).arg(cellName(p.cell));
    // Eliminations grouped: digits removed from the same cells are named together.
    std::map<int, std::vector<int>> cellsOfDigit;
    for (const CellDigit& e : step.eliminations) cellsOfDigit[e.digit].push_back(e.cell);
    std::vector<std::pair<std::vector<int>, DigitSet>> groups;
    for (auto& [digit, cells] : cellsOfDigit) {
        std::sort(cells.begin(), cells.end());
        auto same = std::find_if(groups.begin(), groups.end(), [&sorted = cells](const auto& g) { return g.first == sorted; });
        if (same == groups.end())
            groups.push_back({cells, DigitSet::single(digit)});
        else
            same->second.insert(digit);
    }
    for (const auto& [cells, digits] : groups) {
        QStringList names;
        for (int d : digits) names << QString::number(d);
        parts << tr("remove %1 from %2").arg(andList(names), cellList(cells));
    }
    return parts.join(tr("; "));
}

QString HintText::chainText(const std::vector<ChainLink>& links)
{
    // 5r1c1 = 5r1c7 - 5r3c7: "=" a strong link, "-" a weak one.
    QString text;
    const auto node = [](const std::vector<int>& cells, int digit) {
        QStringList names;
        for (int cell : cells) names << cellName(cell);
        return QString::number(digit) + (names.size() == 1 ? names.front() : QLatin1Char('(') + names.join(QLatin1Char(',')) + QLatin1Char(')'));
    };
    for (std::size_t i = 0; i < links.size(); ++i) {
        const ChainLink& link = links[i];
        if (i == 0) text += node(link.fromCells, link.fromDigit);
        text += link.strong ? QStringLiteral(" = ") : QStringLiteral(" - ");
        text += node(link.toCells, link.toDigit);
    }
    return text;
}

QString HintText::stepSentence(const Step& step)
{
    const QString cells = cellList(step.cells);
    const QString houses = step.houses.empty() ? cells : houseList(step.houses);
    // Not arg(): a template need not use every placeholder.
    QString sentence = sentenceTemplate(step.technique);
    sentence.replace(QLatin1String("%1"), digitList(step.digits)).replace(QLatin1String("%2"), cells).replace(QLatin1String("%3"), houses);
    if (!step.fins.empty()) sentence += tr(", fins %1").arg(cellList(step.fins));
    if (!step.secondColorCells.empty()) sentence += tr(", other colour %1").arg(cellList(step.secondColorCells));
    if (!step.links.empty()) sentence += tr(", chain %1").arg(chainText(step.links));
    const QString result = conclusion(step);
    return result.isEmpty() ? sentence : tr("%1: %2").arg(sentence, result);
}

QString HintText::whereToLook(const Step& step)
{
    if (!step.houses.empty()) return tr("Look at %1.").arg(houseList(step.houses));
    if (step.cells.size() == 1) return tr("Look at %1.").arg(cellName(step.cells.front()));
    return tr("Look at the highlighted cells.");
}

QString HintText::techniqueLine(Technique technique) { return tr("%1: %2").arg(techniqueName(technique), explanation(technique)); }

QString HintText::basisNote(HintBasis basis)
{
    switch (basis) {
    case HintBasis::PlayerNotes: return {};
    case HintBasis::NoNotes: return tr("(You have no notes; this hint uses every cell's candidates.)");
    case HintBasis::MissingNotes: return tr("(Some empty cells have no notes; this hint uses every cell's candidates.)");
    case HintBasis::WrongNotes: return tr("(Some notes rule out a cell's right digit; this hint uses the true candidates.)");
    }
    return {};
}

QString HintText::mistakeExists() { return tr("There is a mistake on the board: fix it before the next step. Press Hint again to see where."); }

QString HintText::mistakeWhere(const CellSet& wrongCells)
{
    std::vector<int> cells;
    for (int cell : wrongCells) cells.push_back(cell);
    return tr("Wrong digit in %1.", nullptr, static_cast<int>(cells.size())).arg(cellList(cells));
}

} // namespace nonet::app
