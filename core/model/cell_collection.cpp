#include "core/model/cell_collection.h"

#include <algorithm>

namespace nonet {

CellCollection::CellCollection(std::vector<CandidateCell*> cells) : cells_(std::move(cells)) {}

bool CellCollection::containsCell(const CandidateCell& cell) const
{
    return std::find(cells_.begin(), cells_.end(), &cell) != cells_.end();
}

bool CellCollection::containsPossibility(int value) const
{
    return std::any_of(cells_.begin(), cells_.end(), [value](const CandidateCell* c) { return c->containsPossibility(value); });
}

std::vector<int> CellCollection::finalizedValues() const
{
    std::vector<int> values;
    for (const CandidateCell* c : cells_)
        if (auto v = c->finalizedValue()) values.push_back(*v);
    return values;
}

std::vector<int> CellCollection::possibilities() const
{
    DigitSet all;
    for (const CandidateCell* c : cells_)
        if (!c->isFinalized()) all |= c->possibilitySet();
    return {all.begin(), all.end()};
}

CellCollection CellCollection::removeCell(const CandidateCell& cell) const
{
    std::vector<CandidateCell*> rest;
    for (CandidateCell* c : cells_)
        if (c != &cell) rest.push_back(c);
    return CellCollection(std::move(rest));
}

CellCollection CellCollection::removeCells(const CellCollection& other) const
{
    std::vector<CandidateCell*> rest;
    for (CandidateCell* c : cells_)
        if (!other.containsCell(*c)) rest.push_back(c);
    return CellCollection(std::move(rest));
}

int CellCollection::removePossibility(int value) const
{
    int changed = 0;
    for (CandidateCell* c : cells_) changed += c->removePossibility(value) ? 1 : 0;
    return changed;
}

} // namespace nonet
