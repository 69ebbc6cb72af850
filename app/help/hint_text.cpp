#include "app/help/hint_text.h"

#include "app/session/cell_name.h"
#include "app/session/technique_names.h"
#include "core/geometry.h"
#include "core/logic/technique_catalog.h"
#include "core/shape/shape_names.h"

#include <QStringList>

#include <algorithm>
#include <array>
#include <map>

namespace nonet::app {

namespace {

// What the hint says of each technique besides its name (technique_catalog.h): a one-line
// explanation, and the pattern of a step (%1 the step's digits, %2 its cells, %3 its houses,
// or its cells when it names no house). Indexed by Technique.
struct TechniqueWords {
    Technique technique;
    const char* explanation;
    const char* pattern;
};

constexpr std::array<TechniqueWords, kTechniqueCount> kWords{{
    {Technique::FullHouse,
     QT_TRANSLATE_NOOP("HintText", "A row, column or box with one empty cell left: that cell takes the missing digit."),
     QT_TRANSLATE_NOOP("HintText", "%2 is the last empty cell of %3 and takes %1")},
    {Technique::HiddenSingleBox,
     QT_TRANSLATE_NOOP("HintText", "A digit has only one place left in a box, so it goes there."),
     QT_TRANSLATE_NOOP("HintText", "%1 fits only in %2 within %3")},
    {Technique::HiddenSingleLine,
     QT_TRANSLATE_NOOP("HintText", "A digit has only one place left in a row or column, so it goes there."),
     QT_TRANSLATE_NOOP("HintText", "%1 fits only in %2 within %3")},
    {Technique::NakedSingle,
     QT_TRANSLATE_NOOP("HintText", "A cell has only one candidate left, so that digit goes there."),
     QT_TRANSLATE_NOOP("HintText", "%2 can only be %1")},
    {Technique::LockedPointing,
     QT_TRANSLATE_NOOP("HintText", "In a box a digit lies only in one row or column, so it leaves the rest of that line."),
     QT_TRANSLATE_NOOP("HintText", "%1 lies only in %2 in %3")},
    {Technique::LockedClaiming,
     QT_TRANSLATE_NOOP("HintText", "In a row or column a digit lies only in one box, so it leaves the rest of that box."),
     QT_TRANSLATE_NOOP("HintText", "%1 lies only in %2 in %3")},
    {Technique::NakedPair,
     QT_TRANSLATE_NOOP("HintText", "Two cells of a house hold the same two candidates: those digits are theirs, and leave the house's other cells."),
     QT_TRANSLATE_NOOP("HintText", "%1 in %2 (%3)")},
    {Technique::HiddenPair,
     QT_TRANSLATE_NOOP("HintText", "Two digits fit only in the same two cells of a house: those cells can hold nothing else."),
     QT_TRANSLATE_NOOP("HintText", "%1 in %2 (%3)")},
    {Technique::NakedTriple,
     QT_TRANSLATE_NOOP("HintText", "Three cells of a house hold only three digits between them: those digits leave the house's other cells."),
     QT_TRANSLATE_NOOP("HintText", "%1 in %2 (%3)")},
    {Technique::HiddenTriple,
     QT_TRANSLATE_NOOP("HintText", "Three digits fit only in the same three cells of a house: those cells can hold nothing else."),
     QT_TRANSLATE_NOOP("HintText", "%1 in %2 (%3)")},
    {Technique::NakedQuad,
     QT_TRANSLATE_NOOP("HintText", "Four cells of a house hold only four digits between them: those digits leave the house's other cells."),
     QT_TRANSLATE_NOOP("HintText", "%1 in %2 (%3)")},
    {Technique::HiddenQuad,
     QT_TRANSLATE_NOOP("HintText", "Four digits fit only in the same four cells of a house: those cells can hold nothing else."),
     QT_TRANSLATE_NOOP("HintText", "%1 in %2 (%3)")},
    {Technique::XWing,
     QT_TRANSLATE_NOOP("HintText", "A digit fits in two rows only in the same two columns (or the other way round): it leaves the rest of those columns."),
     QT_TRANSLATE_NOOP("HintText", "%1 in %2 (%3)")},
    {Technique::Skyscraper,
     QT_TRANSLATE_NOOP("HintText", "Two lines each have a digit in two places, with one end of each aligned: one of the other two ends holds it, so cells seeing both lose it."),
     QT_TRANSLATE_NOOP("HintText", "%1 with %2 (%3)")},
    {Technique::TwoStringKite,
     QT_TRANSLATE_NOOP("HintText", "A row and a column each have a digit in two places, linked through a box: cells seeing both free ends lose it."),
     QT_TRANSLATE_NOOP("HintText", "%1 with %2 (%3)")},
    {Technique::TurbotFish,
     QT_TRANSLATE_NOOP("HintText", "Two strong links of a digit joined by a weak one: one of the chain's ends holds it, so cells seeing both lose it."),
     QT_TRANSLATE_NOOP("HintText", "%1 with %2 (%3)")},
    {Technique::EmptyRectangle,
     QT_TRANSLATE_NOOP("HintText", "A box's candidates for a digit form a cross; with a strong link outside, the digit leaves the cell where they meet."),
     QT_TRANSLATE_NOOP("HintText", "%1 with %2 (%3)")},
    {Technique::Swordfish,
     QT_TRANSLATE_NOOP("HintText", "A digit fits in three rows only within three columns (or the other way round): it leaves the rest of those columns."),
     QT_TRANSLATE_NOOP("HintText", "%1 in %2 (%3)")},
    {Technique::Jellyfish,
     QT_TRANSLATE_NOOP("HintText", "A digit fits in four rows only within four columns (or the other way round): it leaves the rest of those columns."),
     QT_TRANSLATE_NOOP("HintText", "%1 in %2 (%3)")},
    {Technique::FinnedXWing,
     QT_TRANSLATE_NOOP("HintText", "An X-Wing with extra candidates (fins) in one box: cells that see the fins and are in the cover lines lose the digit."),
     QT_TRANSLATE_NOOP("HintText", "%1 in %2 (%3)")},
    {Technique::FinnedSwordfish,
     QT_TRANSLATE_NOOP("HintText", "A swordfish with fins in one box: cells that see the fins and are in the cover lines lose the digit."),
     QT_TRANSLATE_NOOP("HintText", "%1 in %2 (%3)")},
    {Technique::FinnedJellyfish,
     QT_TRANSLATE_NOOP("HintText", "A jellyfish with fins in one box: cells that see the fins and are in the cover lines lose the digit."),
     QT_TRANSLATE_NOOP("HintText", "%1 in %2 (%3)")},
    {Technique::SimpleColoring,
     QT_TRANSLATE_NOOP("HintText", "Strong links of one digit colour cells in two alternating colours: one colour is true, so cells seeing both colours (or a colour that contradicts itself) lose it."),
     QT_TRANSLATE_NOOP("HintText", "%1 with %2")},
    {Technique::XYWing,
     QT_TRANSLATE_NOOP("HintText", "A pivot with two candidates sees two cells that share one digit with it each and a third digit: cells seeing both wings lose that digit."),
     QT_TRANSLATE_NOOP("HintText", "%1 with %2")},
    {Technique::XYZWing,
     QT_TRANSLATE_NOOP("HintText", "A pivot with three candidates and two wings sharing one digit: cells seeing all three lose that digit."),
     QT_TRANSLATE_NOOP("HintText", "%1 with %2")},
    {Technique::WWing,
     QT_TRANSLATE_NOOP("HintText", "Two cells with the same pair, joined by a strong link on one digit: cells seeing both lose the other digit."),
     QT_TRANSLATE_NOOP("HintText", "%1 with %2 (%3)")},
    {Technique::RemotePair,
     QT_TRANSLATE_NOOP("HintText", "A chain of cells holding the same pair alternates the two digits: cells seeing ends of opposite parity lose both."),
     QT_TRANSLATE_NOOP("HintText", "%1 along %2")},
    {Technique::UniqueRectangle1,
     QT_TRANSLATE_NOOP("HintText", "Four cells in two boxes would allow two solutions if three of them kept only the same pair: the fourth cannot be one of that pair."),
     QT_TRANSLATE_NOOP("HintText", "%1 in %2")},
    {Technique::UniqueRectangle2,
     QT_TRANSLATE_NOOP("HintText", "A unique rectangle whose two roof cells share one extra digit: one of them holds it, so cells seeing both lose it."),
     QT_TRANSLATE_NOOP("HintText", "%1 in %2")},
    {Technique::UniqueRectangle4,
     QT_TRANSLATE_NOOP("HintText", "A unique rectangle whose roof holds one of the pair's digits only there in a house: the other digit leaves the roof."),
     QT_TRANSLATE_NOOP("HintText", "%1 in %2")},
    {Technique::BugPlusOne,
     QT_TRANSLATE_NOOP("HintText", "Every cell but one has two candidates: that cell must take the digit that would otherwise allow two solutions."),
     QT_TRANSLATE_NOOP("HintText", "%2 takes %1")},
    {Technique::XChain,
     QT_TRANSLATE_NOOP("HintText", "A chain of strong and weak links on one digit: one of its ends holds the digit, so cells seeing both ends lose it."),
     QT_TRANSLATE_NOOP("HintText", "%1 through %2")},
    {Technique::XYChain,
     QT_TRANSLATE_NOOP("HintText", "A chain of two-candidate cells: one of its ends holds the shared digit, so cells seeing both ends lose it."),
     QT_TRANSLATE_NOOP("HintText", "%1 through %2")},
    {Technique::NiceLoop,
     QT_TRANSLATE_NOOP("HintText", "A loop of alternating strong and weak links: where it breaks, a candidate must be true or false."),
     QT_TRANSLATE_NOOP("HintText", "%1 through %2")},
    {Technique::GroupedNiceLoop,
     QT_TRANSLATE_NOOP("HintText", "A nice loop in which some links join groups of cells in one box and line."),
     QT_TRANSLATE_NOOP("HintText", "%1 through %2")},
    {Technique::AlsXz,
     QT_TRANSLATE_NOOP("HintText", "Two almost locked sets share a restricted digit: the other common digit leaves cells seeing all its places in both sets."),
     QT_TRANSLATE_NOOP("HintText", "%1 with %2")},
    {Technique::ForcingChain,
     QT_TRANSLATE_NOOP("HintText", "Every choice for a cell (or every place of a digit) leads to the same conclusion, so it holds."),
     QT_TRANSLATE_NOOP("HintText", "%1 from %2")},
    {Technique::Trial,
     QT_TRANSLATE_NOOP("HintText", "Assuming a candidate leads to a contradiction, so it is removed."),
     QT_TRANSLATE_NOOP("HintText", "%1 in %2 leads to a contradiction")},
    {Technique::Guess,
     QT_TRANSLATE_NOOP("HintText", "No technique the game knows applies here; this is the solution's digit."),
     QT_TRANSLATE_NOOP("HintText", "%2 is %1")},
    {Technique::CageLastCell,
     QT_TRANSLATE_NOOP("HintText", "A cage with one empty cell left: that cell takes what the cage's sum still needs."),
     QT_TRANSLATE_NOOP("HintText", "%2 is the last empty cell of its cage and takes %1")},
    {Technique::CageHiddenSingle,
     QT_TRANSLATE_NOOP("HintText", "Every combination of a cage's sum holds a digit, and only one cell of the cage can still take it: it goes there."),
     QT_TRANSLATE_NOOP("HintText", "%1 fits only in %2 within its cage")},
    {Technique::CageCombinations,
     QT_TRANSLATE_NOOP("HintText", "Only some sets of different digits add up to a cage's sum; a candidate that fits no such set in the cage's cells goes."),
     QT_TRANSLATE_NOOP("HintText", "the cage of %2 can only use %1")},
    {Technique::CagePointing,
     QT_TRANSLATE_NOOP("HintText", "A digit every combination of a cage holds can only go in the cage's cells of one house: it leaves that house's other cells."),
     QT_TRANSLATE_NOOP("HintText", "%1 of the cage lies only in %2 in %3")},
    {Technique::CageClaiming,
     QT_TRANSLATE_NOOP("HintText", "In a house a digit can only go in the cells of one cage: that cage holds it there, so its combinations without it go."),
     QT_TRANSLATE_NOOP("HintText", "%1 of %3 lies only in %2, all in one cage")},
    {Technique::InniesOuties,
     QT_TRANSLATE_NOOP("HintText", "A row, column or box adds up to 45: take away the cages inside it, and the cells left over (innies), or its cages' cells outside it (outies), add up to what remains."),
     QT_TRANSLATE_NOOP("HintText", "the rule of 45 in %3")},
    {Technique::InniesOutiesSeveral,
     QT_TRANSLATE_NOOP("HintText", "Several rows, columns or boxes add up to 45 each: the cells left over inside them, or their cages' cells outside them, add up to what the cages do not cover."),
     QT_TRANSLATE_NOOP("HintText", "the rule of 45 in %3")},
    {Technique::CageSplitting,
     QT_TRANSLATE_NOOP("HintText", "A house cuts a cage in two and the rule of 45 gives the sum of the part inside: the part outside adds up to the rest, and the cage's different digits must make both sums."),
     QT_TRANSLATE_NOOP("HintText", "a cage cut by %3")},
    {Technique::CombinationPair,
     QT_TRANSLATE_NOOP("HintText", "Two cages in one house hold different digits: a combination that leaves the other cage none, or the house's other cells no place for a digit left over, goes."),
     QT_TRANSLATE_NOOP("HintText", "the cages of %2 in %3 use %1")},
    {Technique::CombinationTriple,
     QT_TRANSLATE_NOOP("HintText", "Three cages in one house hold different digits: a combination that leaves the other cages none, or the house's other cells no place for a digit left over, goes."),
     QT_TRANSLATE_NOOP("HintText", "the cages of %2 in %3 use %1")},
}};

constexpr bool wordsIndexedByTechnique()
{
    for (int i = 0; i < kTechniqueCount; ++i)
        if (static_cast<int>(kWords[static_cast<std::size_t>(i)].technique) != i) return false;
    return true;
}
static_assert(wordsIndexedByTechnique(), "kWords rows must follow the Technique enum");

const TechniqueWords& wordsOf(Technique technique) { return kWords[static_cast<std::size_t>(technique)]; }

} // namespace

QString HintText::techniqueName(Technique technique) { return techniqueTitle(technique); }

QString HintText::explanation(Technique technique) { return tr(wordsOf(technique).explanation); }

QString HintText::andList(const QStringList& items)
{
    if (items.isEmpty()) return {};
    if (items.size() == 1) return items.front();
    return tr("%1 and %2").arg(items.mid(0, items.size() - 1).join(tr(", ")), items.back());
}

const Shape& HintText::classicShape() { return *Shape::classic(); }

// In words, as a screen reader says a cell and the board's cells are named.
QString HintText::cellName(int cell, const Shape& shape)
{
    return CellName::of(cell, shape);
}

QString HintText::cellList(const std::vector<int>& cells, const Shape& shape)
{
    QStringList names;
    for (int cell : cells) names << cellName(cell, shape);
    return andList(names);
}

QString HintText::houseName(int house, const Shape& shape)
{
    const int n = shape.houseIndex(house) + 1;
    switch (shape.houseKind(house)) {
    case HouseKind::Row: return tr("row %1").arg(n);
    case HouseKind::Column: return tr("column %1").arg(n);
    case HouseKind::Box: return tr("box %1").arg(n);
    case HouseKind::Region: return tr("region %1").arg(n);
    case HouseKind::Diagonal: return tr("diagonal %1").arg(n);
    case HouseKind::Window: return tr("window %1").arg(n);
    }
    return {};
}

QString HintText::houseList(const std::vector<int>& houses, const Shape& shape)
{
    QStringList names;
    for (int house : houses) names << houseName(house, shape);
    return andList(names);
}

QString HintText::digitList(DigitSet digits)
{
    QStringList list;
    for (int d : digits) list << QString::fromStdString(valueText(d));
    return list.join(QLatin1Char('/'));
}

QString HintText::conclusion(const Step& step, const Shape& shape)
{
    QStringList parts;
    for (const CellDigit& p : step.placements)
        parts << tr("place %1 in %2").arg(QString::fromStdString(valueText(p.digit)), cellName(p.cell, shape));
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
        for (int d : digits) names << QString::fromStdString(valueText(d));
        parts << tr("remove %1 from %2").arg(andList(names), cellList(cells, shape));
    }
    return parts.join(tr("; "));
}

QString HintText::chainText(const std::vector<ChainLink>& links, const Shape& shape)
{
    // 5r1c1 = 5r1c7 - 5r3c7: "=" a strong link, "-" a weak one.
    QString text;
    // A chain is written in the notation players share chains in, cells as r1c1.
    const auto node = [&shape](const std::vector<int>& cells, int digit) {
        QStringList names;
        for (int cell : cells) names << QStringLiteral("r%1c%2").arg(shape.rowOf(cell) + 1).arg(shape.columnOf(cell) + 1);
        return QString::fromStdString(valueText(digit)) + (names.size() == 1 ? names.front() : QLatin1Char('(') + names.join(QLatin1Char(',')) + QLatin1Char(')'));
    };
    for (std::size_t i = 0; i < links.size(); ++i) {
        const ChainLink& link = links[i];
        if (i == 0) text += node(link.fromCells, link.fromDigit);
        text += link.strong ? QStringLiteral(" = ") : QStringLiteral(" - ");
        text += node(link.toCells, link.toDigit);
    }
    return text;
}

QString HintText::stepSentence(const Step& step, const Shape& shape)
{
    const QString cells = cellList(step.cells, shape);
    const QString houses = step.houses.empty() ? cells : houseList(step.houses, shape);
    // Not arg(): a pattern need not use every placeholder.
    QString pattern = tr(wordsOf(step.technique).pattern);
    // A cage's combinations remove a candidate either because no combination holds it (the
    // pattern above names the digits they use) or because the combinations that hold it
    // need it in another cell: then naming the digits used, the removed one among them,
    // would teach nothing, and the sentence says why instead.
    if (step.technique == Technique::CageCombinations &&
        std::any_of(step.eliminations.begin(), step.eliminations.end(), [&step](const CellDigit& e) { return step.digits.contains(e.digit); }))
        pattern = tr("no way to fill the cage of %2 with different digits adding up to its sum puts a removed candidate in its "
                     "cell: with it there, the cage's other cells cannot take the rest of any combination");
    pattern.replace(QLatin1String("%1"), digitList(step.digits)).replace(QLatin1String("%2"), cells).replace(QLatin1String("%3"), houses);
    QString sentence = tr("%1: %2").arg(techniqueName(step.technique), pattern);
    if (!step.fins.empty()) sentence += tr(", fins %1").arg(cellList(step.fins, shape));
    const bool sums = step.technique == Technique::InniesOuties || step.technique == Technique::InniesOutiesSeveral ||
                      step.technique == Technique::CageSplitting;
    if (sums) {
        // The rule of 45: the cells inside the houses (innies), those outside (outies), and
        // what they add up to.
        if (!step.cells.empty()) sentence += tr(", inside %1").arg(cells);
        if (!step.secondColorCells.empty()) sentence += tr(", outside %1").arg(cellList(step.secondColorCells, shape));
        if (step.technique == Technique::CageSplitting) sentence += tr(", the part inside adding up to %1").arg(step.sum);
        else if (!step.cells.empty() && !step.secondColorCells.empty()) sentence += tr(", inside minus outside %1").arg(step.sum);
        else sentence += tr(", adding up to %1").arg(step.cells.empty() ? -step.sum : step.sum);
    } else if (!step.secondColorCells.empty()) {
        sentence += tr(", other colour %1").arg(cellList(step.secondColorCells, shape));
    }
    if (!step.links.empty()) sentence += tr(", chain %1").arg(chainText(step.links, shape));
    const QString result = conclusion(step, shape);
    return result.isEmpty() ? sentence : tr("%1 → %2").arg(sentence, result);
}

QString HintText::whereToLook(const Step& step, const Shape& shape)
{
    if (!step.houses.empty()) return tr("Look at %1.").arg(houseList(step.houses, shape));
    // A Killer step on cages alone: the board outlines them.
    if (step.cages.size() == 1 && step.cages.front() >= 0 && step.cages.front() < shape.cageCount()) {
        const Cage& cage = shape.cage(step.cages.front());
        return tr("Look at the outlined cage of %1, sum %2.").arg(cellName(cage.cells.front(), shape)).arg(cage.sum);
    }
    if (step.cages.size() > 1) return tr("Look at the outlined cages.");
    if (step.cells.size() == 1) return tr("Look at %1.").arg(cellName(step.cells.front(), shape));
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

QString HintText::mistakeWhere(const WideCellSet& wrongCells, const Shape& shape)
{
    std::vector<int> cells;
    for (int cell : wrongCells) cells.push_back(cell);
    return tr("Wrong digit in %1.", nullptr, static_cast<int>(cells.size())).arg(cellList(cells, shape));
}

} // namespace nonet::app
