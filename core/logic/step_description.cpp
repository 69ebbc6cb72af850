#include "core/logic/step_description.h"

#include "core/geometry.h"
#include "core/logic/technique_catalog.h"
#include "core/shape/shape_names.h"

#include <algorithm>

namespace nonet {

namespace {

std::string joined(const std::vector<std::string>& parts, const char* separator = ", ")
{
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) out += separator;
        out += parts[i];
    }
    return out;
}

std::string cellList(const Shape& shape, const std::vector<int>& cells)
{
    std::vector<std::string> names;
    for (int c : cells) names.push_back(shapeCellName(shape, c));
    return joined(names);
}

std::string digitList(DigitSet digits)
{
    std::vector<std::string> parts;
    for (int d : digits) parts.push_back(valueText(d));
    return joined(parts);
}

// "5r1c1", or "5{r1c1,r1c2}" for a group.
std::string nodeName(const Shape& shape, const std::vector<int>& cells, int digit)
{
    if (cells.size() == 1) return valueText(digit) + shapeCellName(shape, cells.front());
    std::vector<std::string> names;
    for (int c : cells) names.push_back(shapeCellName(shape, c));
    return valueText(digit) + "{" + joined(names, ",") + "}";
}

// "5r1c1 = 5r1c5 - 5r5c5": consecutive links share their end nodes.
std::string chainText(const Shape& shape, const std::vector<ChainLink>& links)
{
    if (links.empty()) return {};
    std::string out = nodeName(shape, links.front().fromCells, links.front().fromDigit);
    for (const ChainLink& link : links) {
        out += link.strong ? " = " : " - ";
        out += nodeName(shape, link.toCells, link.toDigit);
    }
    return out;
}

// "5r1c1 ⇒ 3r1c4 ⇒ 7r2c4" for the implications of a forcing step.
std::string implicationText(const Shape& shape, const std::vector<ChainLink>& links)
{
    std::string out;
    for (std::size_t i = 0; i < links.size(); ++i) {
        if (i == 0 || links[i].fromCells != links[i - 1].toCells || links[i].fromDigit != links[i - 1].toDigit) {
            if (i > 0) out += "; ";
            out += nodeName(shape, links[i].fromCells, links[i].fromDigit);
        }
        out += " \u21d2 " + nodeName(shape, links[i].toCells, links[i].toDigit);
    }
    return out;
}

std::string housesText(const Shape& shape, const std::vector<int>& houses)
{
    std::vector<std::string> names;
    for (int h : houses) names.push_back(shapeHouseName(shape, h));
    return joined(names);
}

std::string placementsText(const Shape& shape, const Step& step)
{
    std::vector<std::string> parts;
    for (const CellDigit& p : step.placements) parts.push_back(shapeCellName(shape, p.cell) + " = " + valueText(p.digit));
    return joined(parts);
}

std::string conclusion(const Shape& shape, const Step& step)
{
    std::string out;
    if (!step.placements.empty()) out += placementsText(shape, step);
    if (!step.eliminations.empty()) {
        if (!out.empty()) out += "; ";
        out += describeEliminations(step, shape);
    }
    return out;
}

// Fish and other patterns with base and cover houses: "in rows 1, 5 and columns 2, 7".
std::string fishHouses(const Shape& shape, const std::vector<int>& houses)
{
    const std::size_t half = houses.size() / 2;
    auto kindWord = [&](int house) { return houseKindName(shape.houseKind(house), true); };
    auto numbers = [&](const std::vector<int>& hs, std::size_t from, std::size_t to) {
        std::vector<std::string> parts;
        for (std::size_t i = from; i < to; ++i) parts.push_back(std::to_string(shape.houseIndex(hs[i]) + 1));
        return joined(parts);
    };
    if (half == 0) return {};
    return kindWord(houses.front()) + " " + numbers(houses, 0, half) + " and " + kindWord(houses[half]) + " " +
           numbers(houses, half, houses.size());
}

// "the 15-cage at r2c4": its sum and first cell.
std::string cageName(const Shape& shape, int cage)
{
    if (cage < 0 || cage >= shape.cageCount()) return "a cage";
    return "the " + std::to_string(shape.cage(cage).sum) + "-cage at " + shapeCellName(shape, shape.cage(cage).cells.front());
}

std::string cagesText(const Shape& shape, const std::vector<int>& cages)
{
    std::vector<std::string> names;
    for (const int c : cages) names.push_back(cageName(shape, c));
    return joined(names, " and ");
}

// The rule of 45's equation: "innies r3c4, r3c5 add up to 9", "outies r4c5 add up to 7",
// "innies r3c4 minus outies r4c5 = 2".
std::string equationText(const Shape& shape, const Step& step)
{
    const std::string innies = cellList(shape, step.cells);
    const std::string outies = cellList(shape, step.secondColorCells);
    if (!step.cells.empty() && !step.secondColorCells.empty())
        return "innies " + innies + " minus outies " + outies + " = " + std::to_string(step.sum);
    if (!step.cells.empty()) return "innies " + innies + " add up to " + std::to_string(step.sum);
    return "outies " + outies + " add up to " + std::to_string(-step.sum);
}

} // namespace

std::string cellName(int cell) { return shapeCellName(*Shape::of(Variant::Classic), cell); }

std::string houseName(int house) { return shapeHouseName(*Shape::of(Variant::Classic), house); }

std::string describeEliminations(const Step& step) { return describeEliminations(step, *Shape::of(Variant::Classic)); }

std::string describeStep(const Step& step) { return describeStep(step, *Shape::of(Variant::Classic)); }

std::string describeEliminations(const Step& step, const Shape& shape)
{
    std::vector<std::string> parts;
    for (int d = 1; d <= shape.side(); ++d) {
        std::vector<int> cells;
        for (const CellDigit& e : step.eliminations)
            if (e.digit == d) cells.push_back(e.cell);
        if (cells.empty()) continue;
        std::sort(cells.begin(), cells.end());
        parts.push_back(valueText(d) + " from " + cellList(shape, cells));
    }
    if (parts.empty()) return {};
    return "eliminates " + joined(parts, "; ");
}

std::string describeStep(const Step& step, const Shape& shape)
{
    const std::string name(techniqueName(step.technique));
    const std::string arrow = " \u2192 ";
    const std::string digits = digitList(step.digits);
    switch (step.technique) {
    case Technique::FullHouse:
    case Technique::HiddenSingleBox:
    case Technique::HiddenSingleLine: {
        if (step.placements.empty()) break;
        const CellDigit p = step.placements.front();
        const std::string where = step.houses.empty() ? std::string() : " in " + shapeHouseName(shape, step.houses.front());
        return name + ": " + valueText(p.digit) + where + arrow + shapeCellName(shape, p.cell);
    }
    case Technique::NakedSingle: {
        if (step.placements.empty()) break;
        const CellDigit p = step.placements.front();
        return name + ": " + shapeCellName(shape, p.cell) + " can only be " + valueText(p.digit) + arrow + shapeCellName(shape, p.cell) + " = " +
               valueText(p.digit);
    }
    case Technique::LockedPointing:
    case Technique::LockedClaiming:
        if (step.houses.size() < 2) break;
        return name + ": " + digits + " in " + shapeHouseName(shape, step.houses[0]) + " confined to " + shapeHouseName(shape, step.houses[1]) + arrow +
               conclusion(shape, step);
    case Technique::NakedPair:
    case Technique::HiddenPair:
    case Technique::NakedTriple:
    case Technique::HiddenTriple:
    case Technique::NakedQuad:
    case Technique::HiddenQuad:
        return name + ": " + digits + " in " + cellList(shape, step.cells) + (step.houses.empty() ? "" : " (" + housesText(shape, step.houses) + ")") +
               arrow + conclusion(shape, step);
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish:
    case Technique::FinnedXWing:
    case Technique::FinnedSwordfish:
    case Technique::FinnedJellyfish: {
        std::string text = name + ": " + digits + " in " + fishHouses(shape, step.houses);
        if (!step.fins.empty()) text += " with fins " + cellList(shape, step.fins);
        return text + arrow + conclusion(shape, step);
    }
    case Technique::XChain:
    case Technique::XYChain:
    case Technique::NiceLoop:
    case Technique::GroupedNiceLoop:
        return name + ": " + chainText(shape, step.links) + arrow + conclusion(shape, step);
    case Technique::AlsXz:
        return name + ": sets " + cellList(shape, step.cells) + " (" + housesText(shape, step.houses) + "), restricted common " +
               (step.links.empty() ? digits : valueText(step.links.front().fromDigit)) + arrow + conclusion(shape, step);
    case Technique::ForcingChain:
    case Technique::Trial:
        if (!step.eliminations.empty() && step.placements.empty()) {
            const CellDigit e = step.eliminations.front();
            std::string text = name + ": assuming " + valueText(e.digit) + " in " + shapeCellName(shape, e.cell) + " leads to a contradiction";
            if (!step.links.empty()) text += " (" + implicationText(shape, step.links) + ")";
            return text + arrow + conclusion(shape, step);
        } else {
            std::string text = name + ": every branch places " + placementsText(shape, step);
            if (!step.links.empty()) text += " (" + implicationText(shape, step.links) + ")";
            return text + arrow + conclusion(shape, step);
        }
    case Technique::Guess:
        return name + ": no logical step found, " + placementsText(shape, step) + " from the solution";
    case Technique::CageLastCell:
        if (step.placements.empty() || step.cages.empty()) break;
        return name + ": " + shapeCellName(shape, step.placements.front().cell) + " is the last empty cell of " +
               cageName(shape, step.cages.front()) + arrow + conclusion(shape, step);
    case Technique::CageHiddenSingle:
        if (step.placements.empty() || step.cages.empty()) break;
        return name + ": every combination of " + cageName(shape, step.cages.front()) + " holds " + digits + ", which fits only " +
               shapeCellName(shape, step.placements.front().cell) + arrow + conclusion(shape, step);
    case Technique::CageCombinations:
        if (step.cages.empty()) break;
        return name + ": " + cageName(shape, step.cages.front()) + " can only use " + digits + " in " + cellList(shape, step.cells) + arrow +
               conclusion(shape, step);
    case Technique::CagePointing:
        if (step.cages.empty() || step.houses.empty()) break;
        return name + ": " + digits + ", in every combination of " + cageName(shape, step.cages.front()) + ", lies only in " +
               cellList(shape, step.cells) + " in " + shapeHouseName(shape, step.houses.front()) + arrow + conclusion(shape, step);
    case Technique::CageClaiming:
        if (step.cages.empty() || step.houses.empty()) break;
        return name + ": " + digits + " of " + shapeHouseName(shape, step.houses.front()) + " lies only in " + cellList(shape, step.cells) +
               ", all in " + cageName(shape, step.cages.front()) + arrow + conclusion(shape, step);
    case Technique::InniesOuties:
    case Technique::InniesOutiesSeveral:
        return name + ": " + housesText(shape, step.houses) + ", " + equationText(shape, step) + arrow + conclusion(shape, step);
    case Technique::CageSplitting:
        if (step.cages.empty()) break;
        return name + ": " + housesText(shape, step.houses) + " cut " + cageName(shape, step.cages.back()) + "; its part inside (" +
               cellList(shape, step.cells) + ") adds up to " + std::to_string(step.sum) + arrow + conclusion(shape, step);
    case Technique::CombinationPair:
    case Technique::CombinationTriple:
        if (step.houses.empty()) break;
        return name + ": " + cagesText(shape, step.cages) + " in " + shapeHouseName(shape, step.houses.front()) + " use " + digits + arrow +
               conclusion(shape, step);
    default:
        break;
    }
    // Wings, single-digit patterns, coloring, uniqueness: the pattern's cells and digits.
    std::string text = name + ": " + digits;
    if (!step.cells.empty()) text += " in " + cellList(shape, step.cells);
    if (!step.links.empty()) text += " (" + chainText(shape, step.links) + ")";
    return text + arrow + conclusion(shape, step);
}

} // namespace nonet
