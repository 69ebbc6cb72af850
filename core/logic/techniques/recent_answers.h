#pragma once
// The recent answers of a pure function, one table per thread: a grading asks the Killer
// arithmetic (cage_fillings.h) the same question at nearly every step (a cage whose cells
// did not change since the last step; in the generator, since the last layout), some 97
// times in 100. A slot per hash of the question, the newest answer wins; the whole
// question is the key, so an answer from the table is the one the function gives, and the
// table, being per thread, is never shared.

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace nonet {

template <class Key, class Answer, std::size_t Slots>
class RecentAnswers {
    static_assert((Slots & (Slots - 1)) == 0, "a power of two");

public:
    // The answer to the question, or null when it is not in the table.
    const Answer* find(const Key& key) const
    {
        const Slot& slot = (*slots_)[slotOf(key)];
        return slot.used && slot.key == key ? &slot.answer : nullptr;
    }
    void store(const Key& key, const Answer& answer)
    {
        Slot& slot = (*slots_)[slotOf(key)];
        slot.used = true;
        slot.key = key;
        slot.answer = answer;
    }

private:
    struct Slot {
        bool used = false;
        Key key{};
        Answer answer{};
    };
    static std::size_t slotOf(const Key& key)
    {
        const std::uint64_t h = key.hash();
        return static_cast<std::size_t>((h ^ (h >> 29)) & (Slots - 1));
    }

    // On the heap: a thread's static block stays small.
    std::unique_ptr<std::array<Slot, Slots>> slots_ = std::make_unique<std::array<Slot, Slots>>();
};

// FNV-1a over 16-bit words, for the keys.
inline std::uint64_t hashWords(std::uint64_t h, std::uint64_t word)
{
    return (h ^ word) * 1099511628211ull;
}
inline constexpr std::uint64_t kHashStart = 1469598103934665603ull;

} // namespace nonet
