#include "core/model/candidate_cell.h"

#include <stdexcept>

namespace nonet {

CandidateCell::CandidateCell(int possibleValueCount) : valueCount_(possibleValueCount)
{
    if (possibleValueCount < 1 || possibleValueCount > kMaxValues)
        throw std::invalid_argument("CandidateCell: possibleValueCount must be 1.." + std::to_string(kMaxValues));
    possible_ = DigitSet::all(possibleValueCount);
}

bool CandidateCell::containsPossibility(int value) const
{
    return value >= 1 && value <= valueCount_ && possible_.contains(value);
}

std::vector<int> CandidateCell::possibilities() const { return {possible_.begin(), possible_.end()}; }

std::optional<int> CandidateCell::finalizedValue() const
{
    if (!isFinalized()) return std::nullopt;
    return possible_.first();
}

bool CandidateCell::setFinalizedValue(int value)
{
    if (isFinalized() || value < 1 || value > valueCount_) return false;
    possible_ = DigitSet::single(value);
    return true;
}

bool CandidateCell::removePossibility(int value)
{
    if (isFinalized() || !containsPossibility(value)) return false;
    possible_.erase(value);
    return true;
}

int CandidateCell::removePossibilities(std::span<const int> values)
{
    int removed = 0;
    for (int value : values) removed += removePossibility(value) ? 1 : 0;
    return removed;
}

std::string CandidateCell::toString() const
{
    std::string out;
    for (int value : possible_) {
        if (!out.empty()) out += ',';
        out += std::to_string(value);
    }
    return out;
}

} // namespace nonet
