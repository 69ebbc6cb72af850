#include "core/expert/advanced_rules.h"

#include "core/expert/sight.h"

namespace nonet::expert {

namespace {

constexpr int kBoxes = 18;
constexpr int kRows = 0;
constexpr int kColumns = 9;

// The candidates of `digit` in `cells` that the source had and the work has lost.
void struck(const CandidateGrid& work, const CandidateGrid& source, CellSet cells, int digit, std::vector<std::int16_t>& out)
{
    for (int c : (source.cellsWith(digit) - work.cellsWith(digit)) & cells)
        out.push_back(static_cast<std::int16_t>(potentialOf(c, digit, false)));
}

void conclude(std::vector<AdvancedConclusion>& out, const std::vector<std::int16_t>& parents, int cell, int digit)
{
    out.push_back({potentialOf(cell, digit, false), parents});
}

void intersections(const CandidateGrid& work, const CandidateGrid& source, std::vector<AdvancedConclusion>& out)
{
    for (int first : {kBoxes, kRows, kColumns}) {
        for (int digit = 1; digit <= 9; ++digit) {
            for (int i = 0; i < 9; ++i) {
                const int house = first + i;
                const CellSet places = work.cellsWith(digit, house);
                if (places.count() < 2 || places.count() > 6) continue;
                const CellSet victims = seenByAll(places) & work.cellsWith(digit);
                if (victims.empty()) continue;
                std::vector<std::int16_t> parents;
                struck(work, source, houseSet(house) - places, digit, parents);
                if (parents.empty()) continue;
                for (int c : victims) conclude(out, parents, c, digit);
            }
        }
    }
}

void hiddenPairs(const CandidateGrid& work, const CandidateGrid& source, std::vector<AdvancedConclusion>& out)
{
    for (int first : {kBoxes, kColumns, kRows}) {
        for (int i = 0; i < 9; ++i) {
            const int house = first + i;
            if ((houseSet(house) & work.unsolvedCells()).count() <= 4) continue;
            for (int a = 1; a <= 9; ++a) {
                for (int b = a + 1; b <= 9; ++b) {
                    const CellSet pa = work.cellsWith(a, house);
                    const CellSet pb = work.cellsWith(b, house);
                    if (pa.count() < 2 || pb.count() < 2 || (pa | pb).count() != 2) continue;
                    const CellSet pair = pa | pb;
                    std::vector<std::int16_t> parents;
                    struck(work, source, houseSet(house) - pair, a, parents);
                    struck(work, source, houseSet(house) - pair, b, parents);
                    if (parents.empty()) continue;
                    const DigitSet keep = DigitSet::single(a) | DigitSet::single(b);
                    for (int c : pair)
                        for (int d : work.candidates(c) - keep) conclude(out, parents, c, d);
                }
            }
        }
    }
}

void nakedPairs(const CandidateGrid& work, const CandidateGrid& source, std::vector<AdvancedConclusion>& out)
{
    for (int first : {kBoxes, kColumns, kRows}) {
        for (int i = 0; i < 9; ++i) {
            const int house = first + i;
            const auto& cells = houseCells(house);
            for (int x = 0; x < 9; ++x) {
                const int c1 = cells[static_cast<std::size_t>(x)];
                const DigitSet pair = work.candidates(c1);
                if (pair.count() != 2) continue;
                for (int y = x + 1; y < 9; ++y) {
                    const int c2 = cells[static_cast<std::size_t>(y)];
                    if (work.candidates(c2) != pair) continue;
                    std::vector<std::int16_t> parents;
                    for (int c : {c1, c2})
                        for (int d : source.candidates(c) - pair) parents.push_back(static_cast<std::int16_t>(potentialOf(c, d, false)));
                    if (parents.empty()) continue;
                    for (int c : houseCells(house))
                        if (c != c1 && c != c2)
                            for (int d : work.candidates(c) & pair) conclude(out, parents, c, d);
                }
            }
        }
    }
}

void xWings(const CandidateGrid& work, const CandidateGrid& source, std::vector<AdvancedConclusion>& out)
{
    // Columns as base lines first, then rows (Sukaku Explainer's order).
    for (const auto& [base, cover] : {std::pair{kColumns, kRows}, std::pair{kRows, kColumns}}) {
        for (int digit = 1; digit <= 9; ++digit) {
            for (int i = 0; i < 9; ++i) {
                for (int j = i + 1; j < 9; ++j) {
                    const CellSet p1 = work.cellsWith(digit, base + i);
                    const CellSet p2 = work.cellsWith(digit, base + j);
                    if (p1.count() < 2 || p2.count() < 2) continue;
                    // The cover lines through the places.
                    CellSet covers;
                    int coverCount = 0;
                    for (int k = 0; k < 9; ++k)
                        if ((p1 | p2).intersects(houseSet(cover + k))) {
                            covers |= houseSet(cover + k);
                            ++coverCount;
                        }
                    if (coverCount != 2) continue;
                    const CellSet bases = houseSet(base + i) | houseSet(base + j);
                    const CellSet victims = (covers - bases) & work.cellsWith(digit);
                    if (victims.empty()) continue;
                    std::vector<std::int16_t> parents;
                    struck(work, source, bases - covers, digit, parents);
                    if (parents.empty()) continue;
                    for (int c : victims) conclude(out, parents, c, digit);
                }
            }
        }
    }
}

} // namespace

std::vector<AdvancedConclusion> advancedConclusions(const CandidateGrid& work, const CandidateGrid& source)
{
    std::vector<AdvancedConclusion> out;
    for (auto rule : {intersections, hiddenPairs, nakedPairs, xWings}) {
        rule(work, source, out);
        if (!out.empty()) break;
    }
    return out;
}

} // namespace nonet::expert
