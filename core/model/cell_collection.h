#pragma once
// An immutable collection of cells (the English assignment's SudokuCellCollection).
//
// Reference semantics, as in the assignment: the collection holds non-owning pointers to
// cells that live elsewhere - normally in a CandidatePuzzle, which must outlive every
// collection taken from it. "Immutable" is about membership: no cell is ever added or
// removed (removeCell/removeCells build new collections), while the cells themselves stay
// mutable through it. Like std::span, a const collection still hands out mutable cells.
// containsCell compares addresses, never values.

#include "core/model/candidate_cell.h"

#include <cstddef>
#include <type_traits>
#include <vector>

namespace nonet {

class CellCollection {
public:
    CellCollection() = default;
    // Copies the list of pointers (not the cells). Every pointer must be non-null.
    explicit CellCollection(std::vector<CandidateCell*> cells);

    int length() const { return static_cast<int>(cells_.size()); }
    CandidateCell& cell(int index) const { return *cells_[static_cast<std::size_t>(index)]; }
    const std::vector<CandidateCell*>& cells() const { return cells_; }

    // Whether this very cell (by address) is in the collection.
    bool containsCell(const CandidateCell& cell) const;
    // Whether any cell has value as a possibility (finalized cells included).
    bool containsPossibility(int value) const;

    // How many cells satisfy predicate(const CandidateCell&).
    template <class Predicate>
    int count(Predicate&& predicate) const
    {
        int n = 0;
        for (const CandidateCell* c : cells_) n += predicate(*c) ? 1 : 0;
        return n;
    }
    // fn(CandidateCell&) on the cells from index start on (nothing when start >= length).
    template <class Function>
    void forEach(Function&& fn, std::size_t start = 0) const
    {
        for (std::size_t i = start; i < cells_.size(); ++i) fn(*cells_[i]);
    }

    // The value of each finalized cell, in collection order (empty when there is none).
    std::vector<int> finalizedValues() const;
    // The distinct possibilities of the cells that are not finalized, ascending.
    std::vector<int> possibilities() const;

    // A new collection without that cell (by address; every occurrence).
    CellCollection removeCell(const CandidateCell& cell) const;
    // A new collection of the cells that are in this one and not in other.
    CellCollection removeCells(const CellCollection& other) const;
    // The assignment's "if the argument is not a cell collection, return a reference to
    // this collection": in C++ that is decided by the argument's type at compile time.
    // Anything that is not a CellCollection (or derived from one) - nullptr, a number,
    // a vector of cells - selects this overload, which returns *this.
    template <class NotACollection>
        requires(!std::is_base_of_v<CellCollection, std::remove_cvref_t<NotACollection>>)
    const CellCollection& removeCells(const NotACollection&) const
    {
        return *this;
    }

    // Removes value from every cell; returns how many cells had it and lost it (finalized
    // cells never change, see CandidateCell::removePossibility).
    int removePossibility(int value) const;

private:
    std::vector<CandidateCell*> cells_;
};

} // namespace nonet
