#include "core/logic/step_description.h"

#include "core/geometry.h"
#include "core/logic/technique_catalog.h"

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

std::string cellList(const std::vector<int>& cells)
{
    std::vector<std::string> names;
    for (int c : cells) names.push_back(cellName(c));
    return joined(names);
}

std::string digitList(DigitSet digits)
{
    std::vector<std::string> parts;
    for (int d : digits) parts.push_back(std::to_string(d));
    return joined(parts);
}

// "5r1c1", or "5{r1c1,r1c2}" for a group.
std::string nodeName(const std::vector<int>& cells, int digit)
{
    if (cells.size() == 1) return std::to_string(digit) + cellName(cells.front());
    std::vector<std::string> names;
    for (int c : cells) names.push_back(cellName(c));
    return std::to_string(digit) + "{" + joined(names, ",") + "}";
}

// "5r1c1 = 5r1c5 - 5r5c5": consecutive links share their end nodes.
std::string chainText(const std::vector<ChainLink>& links)
{
    if (links.empty()) return {};
    std::string out = nodeName(links.front().fromCells, links.front().fromDigit);
    for (const ChainLink& link : links) {
        out += link.strong ? " = " : " - ";
        out += nodeName(link.toCells, link.toDigit);
    }
    return out;
}

// "5r1c1 ⇒ 3r1c4 ⇒ 7r2c4" for the implications of a forcing step.
std::string implicationText(const std::vector<ChainLink>& links)
{
    std::string out;
    for (std::size_t i = 0; i < links.size(); ++i) {
        if (i == 0 || links[i].fromCells != links[i - 1].toCells || links[i].fromDigit != links[i - 1].toDigit) {
            if (i > 0) out += "; ";
            out += nodeName(links[i].fromCells, links[i].fromDigit);
        }
        out += " \u21d2 " + nodeName(links[i].toCells, links[i].toDigit);
    }
    return out;
}

std::string housesText(const std::vector<int>& houses)
{
    std::vector<std::string> names;
    for (int h : houses) names.push_back(houseName(h));
    return joined(names);
}

std::string placementsText(const Step& step)
{
    std::vector<std::string> parts;
    for (const CellDigit& p : step.placements) parts.push_back(cellName(p.cell) + " = " + std::to_string(p.digit));
    return joined(parts);
}

std::string conclusion(const Step& step)
{
    std::string out;
    if (!step.placements.empty()) out += placementsText(step);
    if (!step.eliminations.empty()) {
        if (!out.empty()) out += "; ";
        out += describeEliminations(step);
    }
    return out;
}

// Fish and other patterns with base and cover houses: "in rows 1, 5 and columns 2, 7".
std::string fishHouses(const std::vector<int>& houses)
{
    const std::size_t half = houses.size() / 2;
    auto kindWord = [](int house) {
        switch (houseKind(house)) {
        case HouseKind::Row: return std::string("rows");
        case HouseKind::Column: return std::string("columns");
        case HouseKind::Box: return std::string("boxes");
        }
        return std::string();
    };
    auto numbers = [](const std::vector<int>& hs, std::size_t from, std::size_t to) {
        std::vector<std::string> parts;
        for (std::size_t i = from; i < to; ++i) parts.push_back(std::to_string(houseIndex(hs[i]) + 1));
        return joined(parts);
    };
    if (half == 0) return {};
    return kindWord(houses.front()) + " " + numbers(houses, 0, half) + " and " + kindWord(houses[half]) + " " +
           numbers(houses, half, houses.size());
}

} // namespace

std::string cellName(int cell)
{
    // Appended piece by piece: GCC 12 warns (falsely) on "literal" + std::string here.
    std::string out(1, 'r');
    out += static_cast<char>('1' + rowOf(cell));
    out += 'c';
    out += static_cast<char>('1' + columnOf(cell));
    return out;
}

std::string houseName(int house)
{
    switch (houseKind(house)) {
    case HouseKind::Row: return std::string("row ").append(1, static_cast<char>('1' + houseIndex(house)));
    case HouseKind::Column: return std::string("column ").append(1, static_cast<char>('1' + houseIndex(house)));
    case HouseKind::Box: return std::string("box ").append(1, static_cast<char>('1' + houseIndex(house)));
    }
    return {};
}

std::string describeEliminations(const Step& step)
{
    std::vector<std::string> parts;
    for (int d = 1; d <= 9; ++d) {
        std::vector<int> cells;
        for (const CellDigit& e : step.eliminations)
            if (e.digit == d) cells.push_back(e.cell);
        if (cells.empty()) continue;
        std::sort(cells.begin(), cells.end());
        parts.push_back(std::to_string(d) + " from " + cellList(cells));
    }
    if (parts.empty()) return {};
    return "eliminates " + joined(parts, "; ");
}

std::string describeStep(const Step& step)
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
        const std::string where = step.houses.empty() ? std::string() : " in " + houseName(step.houses.front());
        return name + ": " + std::to_string(p.digit) + where + arrow + cellName(p.cell);
    }
    case Technique::NakedSingle: {
        if (step.placements.empty()) break;
        const CellDigit p = step.placements.front();
        return name + ": " + cellName(p.cell) + " can only be " + std::to_string(p.digit) + arrow + cellName(p.cell) + " = " +
               std::to_string(p.digit);
    }
    case Technique::LockedPointing:
    case Technique::LockedClaiming:
        if (step.houses.size() < 2) break;
        return name + ": " + digits + " in " + houseName(step.houses[0]) + " confined to " + houseName(step.houses[1]) + arrow +
               conclusion(step);
    case Technique::NakedPair:
    case Technique::HiddenPair:
    case Technique::NakedTriple:
    case Technique::HiddenTriple:
    case Technique::NakedQuad:
    case Technique::HiddenQuad:
        return name + ": " + digits + " in " + cellList(step.cells) + (step.houses.empty() ? "" : " (" + housesText(step.houses) + ")") +
               arrow + conclusion(step);
    case Technique::XWing:
    case Technique::Swordfish:
    case Technique::Jellyfish:
    case Technique::FinnedXWing:
    case Technique::FinnedSwordfish:
    case Technique::FinnedJellyfish: {
        std::string text = name + ": " + digits + " in " + fishHouses(step.houses);
        if (!step.fins.empty()) text += " with fins " + cellList(step.fins);
        return text + arrow + conclusion(step);
    }
    case Technique::XChain:
    case Technique::XYChain:
    case Technique::NiceLoop:
    case Technique::GroupedNiceLoop:
        return name + ": " + chainText(step.links) + arrow + conclusion(step);
    case Technique::AlsXz:
        return name + ": sets " + cellList(step.cells) + " (" + housesText(step.houses) + "), restricted common " +
               (step.links.empty() ? digits : std::to_string(step.links.front().fromDigit)) + arrow + conclusion(step);
    case Technique::ForcingChain:
    case Technique::Trial:
        if (!step.eliminations.empty() && step.placements.empty()) {
            const CellDigit e = step.eliminations.front();
            std::string text = name + ": assuming " + std::to_string(e.digit) + " in " + cellName(e.cell) + " leads to a contradiction";
            if (!step.links.empty()) text += " (" + implicationText(step.links) + ")";
            return text + arrow + conclusion(step);
        } else {
            std::string text = name + ": every branch places " + placementsText(step);
            if (!step.links.empty()) text += " (" + implicationText(step.links) + ")";
            return text + arrow + conclusion(step);
        }
    case Technique::Guess:
        return name + ": no logical step found, " + placementsText(step) + " from the solution";
    default:
        break;
    }
    // Wings, single-digit patterns, coloring, uniqueness: the pattern's cells and digits.
    std::string text = name + ": " + digits;
    if (!step.cells.empty()) text += " in " + cellList(step.cells);
    if (!step.links.empty()) text += " (" + chainText(step.links) + ")";
    return text + arrow + conclusion(step);
}

} // namespace nonet
