#pragma once
// One cell of the candidate model (the English assignment's SudokuCell): the values
// 1..N it may still take. With exactly one left it is finalized, and from then on
// immutable: nothing removes or replaces its value.

#include "core/digit_set.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace nonet {

class CandidateCell {
public:
    static constexpr int kMaxValues = 16; // what a DigitSet holds (16x16 puzzles)

    // Every value 1..possibleValueCount is possible. Throws std::invalid_argument unless
    // 1 <= possibleValueCount <= kMaxValues (a programming error, not a user input).
    explicit CandidateCell(int possibleValueCount);
    // A classic cell: 1..9.
    CandidateCell() : CandidateCell(9) {}

    int possibleValueCount() const { return valueCount_; }
    bool containsPossibility(int value) const;
    // Ascending.
    std::vector<int> possibilities() const;
    DigitSet possibilitySet() const { return possible_; }

    bool isFinalized() const { return possible_.isSingle(); }
    // The value when finalized, nothing otherwise (JS: undefined).
    std::optional<int> finalizedValue() const;
    // Makes value the only possibility. Returns false and leaves the cell as it was when
    // the cell is already finalized (immutable) or value is outside 1..N.
    bool setFinalizedValue(int value);

    // Returns true when value was a possibility and now is not; false in every other case
    // (not a possibility, out of range, or the cell is finalized - then nothing changes,
    // even for its own value).
    bool removePossibility(int value);
    // removePossibility for each value in turn; returns how many were removed.
    int removePossibilities(std::span<const int> values);

    // The possibilities as JavaScript prints an array: "1,2,3" ("7" when finalized).
    std::string toString() const;

    bool operator==(const CandidateCell&) const = default;

private:
    int valueCount_ = 9;
    DigitSet possible_;
};

} // namespace nonet
