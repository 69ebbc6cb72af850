#include "core/logic/techniques/cage_fillings.h"

#include "core/bit_count.h"
#include "core/logic/techniques/recent_answers.h"
#include "core/shape/cage_combinations.h"

#include <algorithm>
#include <array>

namespace nonet {

namespace {

constexpr int kMasks = 1 << 9;

int maskSum(unsigned mask)
{
    int sum = 0;
    for (int v = 1; v <= 9; ++v)
        if ((mask >> (v - 1)) & 1u) sum += v;
    return sum;
}

} // namespace

namespace {

// Assigns the combination's values to the cells (each cell one of its candidates, all
// different), recording every value each cell takes in some assignment; stops early once
// every cell has taken all the values it could.
class Assignment {
public:
    Assignment(std::span<const DigitSet> candidates, std::uint16_t combination, std::array<std::uint16_t, 9>& support, bool all)
        : candidates_(candidates), combination_(combination), support_(support), all_(all)
    {
    }

    bool run(std::size_t i, std::uint16_t used)
    {
        if (i == candidates_.size()) {
            for (std::size_t k = 0; k < candidates_.size(); ++k) local_[k] = static_cast<std::uint16_t>(local_[k] | values_[k]);
            found_ = true;
            return !all_ || saturated();
        }
        std::uint16_t free = static_cast<std::uint16_t>(candidates_[i].mask() & combination_ & ~used);
        while (free != 0) {
            const auto low = static_cast<std::uint16_t>(free & (~free + 1));
            free = static_cast<std::uint16_t>(free & (free - 1));
            values_[i] = low;
            if (run(i + 1, static_cast<std::uint16_t>(used | low))) return true;
        }
        return false;
    }

    bool found() const { return found_; }
    void commit()
    {
        for (std::size_t k = 0; k < candidates_.size(); ++k) support_[k] = static_cast<std::uint16_t>(support_[k] | local_[k]);
    }

private:
    bool saturated() const
    {
        for (std::size_t k = 0; k < candidates_.size(); ++k)
            if (local_[k] != (candidates_[k].mask() & combination_)) return false;
        return true;
    }

    std::span<const DigitSet> candidates_;
    std::uint16_t combination_;
    std::array<std::uint16_t, 9>& support_;
    bool all_;
    std::array<std::uint16_t, 9> values_{};
    std::array<std::uint16_t, 9> local_{};
    bool found_ = false;
};

// The forward and backward sets of value masks cell by cell: for large cages, whose
// assignments are too many to try one by one.
Fillings maskFillings(std::span<const DigitSet> candidates, int sum, const std::function<bool(std::uint16_t)>& keep)
{
    const std::size_t n = candidates.size();
    Fillings out;
    // reach[i]: bit per value mask of the first i cells filled with different candidates.
    std::array<std::array<std::uint64_t, kMasks / 64>, 10> reach{};
    reach[0][0] = 1;
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint16_t cands = candidates[i].mask();
        for (unsigned mask = 0; mask < kMasks; ++mask) {
            if (((reach[i][mask >> 6] >> (mask & 63)) & 1u) == 0) continue;
            std::uint16_t free = static_cast<std::uint16_t>(cands & ~mask);
            while (free != 0) {
                const unsigned next = mask | (free & (~free + 1u));
                free = static_cast<std::uint16_t>(free & (free - 1));
                reach[i + 1][next >> 6] |= std::uint64_t{1} << (next & 63);
            }
        }
    }
    std::array<std::array<std::uint64_t, kMasks / 64>, 10> good{};
    for (unsigned mask = 0; mask < kMasks; ++mask) {
        if (((reach[n][mask >> 6] >> (mask & 63)) & 1u) == 0) continue;
        if (maskSum(mask) != sum || (keep && !keep(static_cast<std::uint16_t>(mask)))) continue;
        good[n][mask >> 6] |= std::uint64_t{1} << (mask & 63);
        if (out.count < static_cast<int>(out.combination.size())) out.combination[static_cast<std::size_t>(out.count++)] = static_cast<std::uint16_t>(mask);
    }
    if (out.count == 0) return out;
    for (std::size_t i = n; i-- > 0;) {
        const std::uint16_t cands = candidates[i].mask();
        for (unsigned mask = 0; mask < kMasks; ++mask) {
            if (((reach[i][mask >> 6] >> (mask & 63)) & 1u) == 0) continue;
            std::uint16_t free = static_cast<std::uint16_t>(cands & ~mask);
            while (free != 0) {
                const auto low = static_cast<std::uint16_t>(free & (~free + 1));
                free = static_cast<std::uint16_t>(free & (free - 1));
                const unsigned next = mask | low;
                if (((good[i + 1][next >> 6] >> (next & 63)) & 1u) == 0) continue;
                good[i][mask >> 6] |= std::uint64_t{1} << (mask & 63);
                out.support[i] |= DigitSet::fromMask(low);
            }
        }
    }
    return out;
}

Fillings computeFillings(std::span<const DigitSet> candidates, int sum, const std::function<bool(std::uint16_t)>& keep, bool supportToo)
{
    const std::size_t n = candidates.size();
    if (n > 6) return maskFillings(candidates, sum, keep);
    Fillings out;
    if (n == 0) return out;
    // Small cages: each combination of the sum (a handful) tried against the cells.
    std::uint16_t any = 0;
    for (const DigitSet c : candidates) any = static_cast<std::uint16_t>(any | c.mask());
    std::array<std::uint16_t, 9> support{};
    for (const std::uint16_t combination : cageCombinations(static_cast<int>(n), sum)) {
        if ((combination & ~any) != 0 || (keep && !keep(combination))) continue;
        Assignment assignment(candidates, combination, support, supportToo);
        assignment.run(0, 0);
        if (!assignment.found()) continue;
        assignment.commit();
        out.combination[static_cast<std::size_t>(out.count++)] = combination;
    }
    for (std::size_t k = 0; k < n; ++k) out.support[k] = DigitSet::fromMask(support[k]);
    return out;
}

// A question to distinctFillings: the cells' candidates, the sum and the value every
// combination must hold (0: none).
struct FillingsQuestion {
    std::array<std::uint16_t, 9> candidates{};
    std::int8_t size = 0;
    std::int8_t sum = 0;
    std::int8_t holding = 0;
    bool operator==(const FillingsQuestion&) const = default;
    std::uint64_t hash() const
    {
        std::uint64_t h = hashWords(kHashStart, static_cast<std::uint64_t>(holding) << 16 | static_cast<std::uint64_t>(size) << 8 |
                                                    static_cast<std::uint8_t>(sum));
        for (std::size_t i = 0; i < static_cast<std::size_t>(size); ++i) h = hashWords(h, candidates[i]);
        return h;
    }
};

struct FillingsAnswer {
    Fillings fillings;
    bool withSupport = false;
};

// distinctFillings without `keep`, or keeping the combinations that hold the value.
Fillings recentFillings(std::span<const DigitSet> candidates, int sum, int holding, bool supportToo)
{
    const auto keep = [holding](std::uint16_t m) { return ((m >> (holding - 1)) & 1u) != 0; };
    if (candidates.size() > 9 || sum < 0 || sum > 127 || holding < 0 || holding > 9)
        return computeFillings(candidates, sum, holding == 0 ? nullptr : std::function<bool(std::uint16_t)>(keep), supportToo);
    thread_local RecentAnswers<FillingsQuestion, FillingsAnswer, 1024> recent;
    FillingsQuestion question;
    question.size = static_cast<std::int8_t>(candidates.size());
    question.sum = static_cast<std::int8_t>(sum);
    question.holding = static_cast<std::int8_t>(holding);
    for (std::size_t i = 0; i < candidates.size(); ++i) question.candidates[i] = candidates[i].mask();
    const FillingsAnswer* known = recent.find(question);
    if (known != nullptr && (known->withSupport || !supportToo)) return known->fillings;
    const FillingsAnswer answer{computeFillings(candidates, sum, holding == 0 ? nullptr : std::function<bool(std::uint16_t)>(keep), supportToo),
                                supportToo};
    recent.store(question, answer);
    return answer.fillings;
}

} // namespace

Fillings distinctFillings(std::span<const DigitSet> candidates, int sum, const std::function<bool(std::uint16_t)>& keep,
                          bool supportToo)
{
    if (keep) return computeFillings(candidates, sum, keep, supportToo);
    return recentFillings(candidates, sum, 0, supportToo);
}

Fillings fillingsHolding(std::span<const DigitSet> candidates, int sum, int value)
{
    return recentFillings(candidates, sum, value, true);
}

namespace {

class SignedSearch {
public:
    SignedSearch(std::span<const SumTerm> terms, const std::function<bool(int, int)>& mustDiffer)
        : terms_(terms), values_(terms.size(), 0), support_(terms.size())
    {
        // The least and most the terms from i on can add: for the pruning.
        low_.assign(terms.size() + 1, 0);
        high_.assign(terms.size() + 1, 0);
        for (std::size_t i = terms.size(); i-- > 0;) {
            const DigitSet c = terms[i].candidates;
            int smallest = 10;
            int largest = 0;
            for (const int v : c) {
                smallest = std::min(smallest, v);
                largest = std::max(largest, v);
            }
            const int a = terms[i].sign * smallest;
            const int b = terms[i].sign * largest;
            low_[i] = low_[i + 1] + std::min(a, b);
            high_[i] = high_[i + 1] + std::max(a, b);
        }
        differ_.assign(terms.size() * terms.size(), false);
        for (std::size_t i = 0; i < terms.size(); ++i)
            for (std::size_t j = 0; j < terms.size(); ++j)
                if (i != j) differ_[i * terms.size() + j] = mustDiffer(static_cast<int>(i), static_cast<int>(j));
    }

    void run(std::size_t i, int left)
    {
        if (i == terms_.size()) {
            if (left != 0) return;
            found_ = true;
            for (std::size_t k = 0; k < terms_.size(); ++k) support_[k].insert(values_[k]);
            return;
        }
        if (left < low_[i] || left > high_[i]) return;
        for (const int v : terms_[i].candidates) {
            bool clash = false;
            for (std::size_t k = 0; k < i && !clash; ++k) clash = differ_[i * terms_.size() + k] && values_[k] == v;
            if (clash) continue;
            values_[i] = v;
            run(i + 1, left - terms_[i].sign * v);
        }
        values_[i] = 0;
    }

    bool found() const { return found_; }
    const std::vector<DigitSet>& support() const { return support_; }

private:
    std::span<const SumTerm> terms_;
    std::vector<int> values_;
    std::vector<DigitSet> support_;
    std::vector<int> low_;
    std::vector<int> high_;
    std::vector<bool> differ_;
    bool found_ = false;
};

} // namespace

namespace {

// A question to signedSupport of at most eight terms: their candidates and signs, the
// target, and which pairs must differ.
struct SignedQuestion {
    static constexpr std::size_t kMostTerms = 8;
    std::array<std::uint16_t, kMostTerms> candidates{};
    std::uint64_t differ = 0; // bit i * 8 + j
    std::int16_t target = 0;
    std::uint8_t size = 0;
    std::uint8_t negative = 0; // bit i: term i counts minus
    bool operator==(const SignedQuestion&) const = default;
    std::uint64_t hash() const
    {
        std::uint64_t h = hashWords(kHashStart, differ);
        h = hashWords(h, static_cast<std::uint64_t>(static_cast<std::uint16_t>(target)) << 16 | static_cast<std::uint64_t>(size) << 8 | negative);
        for (std::size_t i = 0; i < size; ++i) h = hashWords(h, candidates[i]);
        return h;
    }
};

struct SignedAnswer {
    std::array<DigitSet, SignedQuestion::kMostTerms> support{};
    bool found = false;
};

} // namespace

std::vector<DigitSet> signedSupport(std::span<const SumTerm> terms, int target, const std::function<bool(int, int)>& mustDiffer)
{
    const std::size_t n = terms.size();
    if (n > SignedQuestion::kMostTerms || target < -32000 || target > 32000) {
        SignedSearch search(terms, mustDiffer);
        search.run(0, target);
        if (!search.found()) return {};
        return search.support();
    }
    thread_local RecentAnswers<SignedQuestion, SignedAnswer, 512> recent;
    SignedQuestion question;
    question.size = static_cast<std::uint8_t>(n);
    question.target = static_cast<std::int16_t>(target);
    for (std::size_t i = 0; i < n; ++i) {
        question.candidates[i] = terms[i].candidates.mask();
        if (terms[i].sign < 0) question.negative = static_cast<std::uint8_t>(question.negative | (1u << i));
        for (std::size_t j = 0; j < n; ++j)
            if (i != j && mustDiffer(static_cast<int>(i), static_cast<int>(j))) question.differ |= std::uint64_t{1} << (i * 8 + j);
    }
    const SignedAnswer* known = recent.find(question);
    if (known == nullptr) {
        const auto differ = [&question](int i, int j) { return ((question.differ >> (i * 8 + j)) & 1u) != 0; };
        SignedSearch search(terms, differ);
        search.run(0, target);
        SignedAnswer answer;
        answer.found = search.found();
        std::copy(search.support().begin(), search.support().end(), answer.support.begin());
        recent.store(question, answer);
        known = recent.find(question);
    }
    if (!known->found) return {};
    return {known->support.begin(), known->support.begin() + static_cast<std::ptrdiff_t>(n)};
}

std::vector<DigitSet> splitSupport(std::span<const DigitSet> candidates, std::size_t inside, int total, int insideTotal)
{
    const std::size_t n = candidates.size();
    std::vector<DigitSet> support(n);
    std::vector<int> values(n, 0);
    bool found = false;
    // Depth-first with the two sums left; values ascending per cell.
    std::function<void(std::size_t, unsigned, int, int)> run = [&](std::size_t i, unsigned used, int left, int insideLeft) {
        if (left < 0 || insideLeft < 0) return;
        if (i == n) {
            if (left != 0 || insideLeft != 0) return;
            found = true;
            for (std::size_t k = 0; k < n; ++k) support[k].insert(values[k]);
            return;
        }
        for (const int v : candidates[i]) {
            if ((used >> (v - 1)) & 1u) continue;
            values[i] = v;
            run(i + 1, used | (1u << (v - 1)), left - v, insideLeft - (i < inside ? v : 0));
        }
    };
    run(0, 0, total, insideTotal);
    if (!found) return {};
    return support;
}

} // namespace nonet
