#include "core/expert/strong_link_chains.h"

#include "core/expert/sight.h"

#include <vector>

namespace nonet::expert {

namespace {

struct Link {
    int house = 0;
    CellSet places; // the digit's places in the base house
    CellSet a;
    CellSet b;
    bool grouped = false;
};

// Box positions 0..8 (reading order) as cells.
CellSet boxPart(int box, std::initializer_list<int> positions)
{
    CellSet out;
    for (int p : positions) out.insert(boxCell(box, p));
    return out;
}

// The row (kind 0) or column (kind 1) through box position `line` (0..2) inside the box.
CellSet boxLine(int box, int kind, int line)
{
    return kind == 0 ? boxPart(box, {3 * line, 3 * line + 1, 3 * line + 2}) : boxPart(box, {line, line + 3, line + 6});
}

// Two places: one node each.
Link pairLink(int house, CellSet places)
{
    const int a = places.first();
    CellSet rest = places;
    rest.erase(a);
    return Link{house, places, CellSet::single(a), rest, false};
}

std::optional<Link> boxLink(int house, CellSet places)
{
    const int box = houseIndex(house);
    const int n = places.count();
    if (n == 2) {
        const Link link = pairLink(house, places);
        const int a = link.a.first();
        const int b = link.b.first();
        if (rowOf(a) == rowOf(b) || columnOf(a) == columnOf(b)) return std::nullopt; // a line's link
        return link;
    }
    Link link{house, places, {}, {}, true};
    // Sukaku Explainer tries the crosses (heart 0..8), then (four places or more) two rows
    // or two columns, and keeps the first configuration that leaves the rest empty.
    for (int e = 0; e < 15; ++e) {
        if (e > 8 && n < 4) continue;
        CellSet blade1;
        CellSet blade2;
        CellSet heart;
        if (e < 9) {
            const int hr = e / 3;
            const int hc = e % 3;
            heart = boxPart(box, {e});
            blade1 = boxLine(box, 1, hc) - heart;
            blade2 = boxLine(box, 0, hr) - heart;
        } else if (e < 12) {
            const int emptyRow = 11 - e; // 9: row 2, 10: row 1, 11: row 0
            const int r1 = emptyRow == 0 ? 1 : 0;
            const int r2 = emptyRow == 2 ? 1 : 2;
            blade1 = boxLine(box, 0, r1);
            blade2 = boxLine(box, 0, r2);
        } else {
            const int emptyColumn = 14 - e;
            const int c1 = emptyColumn == 0 ? 1 : 0;
            const int c2 = emptyColumn == 2 ? 1 : 2;
            blade1 = boxLine(box, 1, c1);
            blade2 = boxLine(box, 1, c2);
        }
        if (!(places - blade1 - blade2 - heart).empty()) continue;
        blade1 &= places;
        blade2 &= places;
        if (blade1.empty() || blade2.empty()) return std::nullopt;
        link.a = blade1 | (heart & places);
        link.b = blade2 | (heart & places);
        return link;
    }
    return std::nullopt;
}

std::optional<Link> lineLink(int house, CellSet places)
{
    if (places.count() == 2) return pairLink(house, places);
    Link link{house, places, {}, {}, true};
    const auto& cells = houseCells(house);
    std::array<CellSet, 3> segments{};
    for (int i = 0; i < 9; ++i) segments[static_cast<std::size_t>(i / 3)].insert(cells[static_cast<std::size_t>(i)]);
    for (int e = 0; e < 3; ++e) {
        if (places.intersects(segments[static_cast<std::size_t>(e)])) continue;
        const CellSet first = places & segments[e == 0 ? 1u : 0u];
        const CellSet second = places & segments[e == 2 ? 1u : 2u];
        if (first.empty() || second.empty()) return std::nullopt;
        link.a = first;
        link.b = second;
        return link;
    }
    return std::nullopt;
}

// The house holding all the cells, looked for as Sukaku Explainer does: column, row, box.
int sharedHouse(CellSet cells)
{
    const int first = cells.first();
    const int kinds[3] = {columnHouse(columnOf(first)), rowHouse(rowOf(first)), boxHouse(boxOf(first))};
    for (int house : kinds)
        if ((cells - houseSet(house)).empty()) return house;
    return -1;
}

class StrongLinkSearch {
public:
    StrongLinkSearch(const CandidateGrid& grid, int links) : grid_(grid), n_(links) {}

    std::optional<ExpertStep> run()
    {
        for (int digit = 1; digit <= 9; ++digit) {
            digit_ = digit;
            links_.clear();
            for (int house = 18; house < 27; ++house) addLink(house, true);
            for (int house = 0; house < 18; ++house) addLink(house, false);
            for (std::size_t i = 0; i < links_.size(); ++i) {
                for (int o = 0; o < 2; ++o) {
                    chain_.clear();
                    chain_.push_back({static_cast<int>(i), o});
                    extend(links_[i].places);
                }
            }
        }
        if (!found_) return std::nullopt;
        return best_;
    }

private:
    struct Use {
        int link;
        int orientation; // 0: a -> b, 1: b -> a
    };

    void addLink(int house, bool box)
    {
        const CellSet places = grid_.cellsWith(digit_, house);
        if (places.count() < 2 || places.count() > 6) return;
        if (auto link = box ? boxLink(house, places) : lineLink(house, places)) links_.push_back(*link);
    }

    CellSet startOf(const Use& u) const { return u.orientation == 0 ? links_[static_cast<std::size_t>(u.link)].a : links_[static_cast<std::size_t>(u.link)].b; }
    CellSet endOf(const Use& u) const { return u.orientation == 0 ? links_[static_cast<std::size_t>(u.link)].b : links_[static_cast<std::size_t>(u.link)].a; }

    void extend(CellSet usedPlaces)
    {
        if (static_cast<int>(chain_.size()) == n_) {
            conclude();
            return;
        }
        const CellSet lastEnd = endOf(chain_.back());
        for (std::size_t j = 0; j < links_.size(); ++j) {
            const Link& link = links_[j];
            if (link.places.intersects(usedPlaces)) continue; // also excludes a link used already
            for (int o = 0; o < 2; ++o) {
                const Use use{static_cast<int>(j), o};
                if (sharedHouse(lastEnd | startOf(use)) < 0) continue;
                chain_.push_back(use);
                extend(usedPlaces | link.places);
                chain_.pop_back();
            }
        }
    }

    void conclude()
    {
        const CellSet start = startOf(chain_.front());
        const CellSet end = endOf(chain_.back());
        CellSet bases;
        CellSet chainCells;
        bool grouped = false;
        bool box = false;
        bool row = false;
        bool column = false;
        for (const Use& u : chain_) {
            const Link& link = links_[static_cast<std::size_t>(u.link)];
            bases |= houseSet(link.house);
            chainCells |= link.places;
            grouped = grouped || link.grouped;
            box = box || houseKind(link.house) == HouseKind::Box;
            row = row || houseKind(link.house) == HouseKind::Row;
            column = column || houseKind(link.house) == HouseKind::Column;
        }
        const int base = n_ == 2 ? 40 : n_ == 3 ? 54 : 58;
        const bool bothLines = row && column;
        const int difficulty = base + (grouped ? 3 : box && bothLines ? 2 : (box || bothLines) ? 1 : 0);
        if (found_ && difficulty > best_.difficulty) return;

        const CellSet with = grid_.cellsWith(digit_);
        CellSet victims = seenByAll(start) & seenByAll(end) & with;
        victims -= bases;
        victims -= chainCells;
        const bool loop = sharedHouse(start | end) >= 0;
        if (loop) {
            for (std::size_t i = 0; i + 1 < chain_.size(); ++i)
                victims |= seenByAll(endOf(chain_[i]) | startOf(chain_[i + 1])) & with;
            victims -= bases;
            victims -= chainCells;
        } else {
            for (std::size_t i = 0; i + 1 < chain_.size(); ++i) victims -= houseSet(sharedHouse(endOf(chain_[i]) | startOf(chain_[i + 1])));
        }
        const int count = victims.count();
        if (count == 0) return;
        if (found_ && difficulty == best_.difficulty && count <= bestCount_) return;
        found_ = true;
        bestCount_ = count;
        best_ = ExpertStep{};
        best_.difficulty = difficulty;
        for (int c : victims) best_.eliminations.push_back({c, digit_});
    }

    const CandidateGrid& grid_;
    const int n_;
    int digit_ = 0;
    std::vector<Link> links_;
    std::vector<Use> chain_;
    bool found_ = false;
    int bestCount_ = 0;
    ExpertStep best_;
};

} // namespace

std::optional<ExpertStep> findStrongLinkChain(const CandidateGrid& grid, int links)
{
    StrongLinkSearch search(grid, links);
    return search.run();
}

} // namespace nonet::expert
