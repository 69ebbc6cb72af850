#include "core/notation/share_link.h"

#include "core/notation/formatter.h"

#include <algorithm>

namespace nonet {

namespace {

bool anyNote(const ShapeNotes& notes)
{
    return std::any_of(notes.begin(), notes.end(), [](DigitSet set) { return !set.empty(); });
}

CandidateMarks classicMarks(const ShapeNotes& notes)
{
    CandidateMarks marks{};
    for (int cell = 0; cell < kCellCount && cell < static_cast<int>(notes.size()); ++cell)
        marks[static_cast<std::size_t>(cell)] = notes[static_cast<std::size_t>(cell)];
    return marks;
}

} // namespace

std::string formatShareLink(const ShapeGrid& givens, const LinkProgress* progress)
{
    const bool entries = progress != nullptr && progress->entries.filledCount() > 0;
    const bool notes = progress != nullptr && anyNote(progress->notes);
    const bool centre = progress != nullptr && anyNote(progress->centreNotes);
    if (givens.variant() != Variant::Classic)
        return formatVariantLink(givens, entries ? &progress->entries : nullptr, notes ? &progress->notes : nullptr,
                                 centre ? &progress->centreNotes : nullptr);
    const Grid classic = givens.toClassic();
    if (!entries && !notes && !centre) return formatNonetLink(classic);
    // The classic progress code packs entries, then notes, then centre notes: what comes
    // later needs what comes before (empty when the player has none).
    const Grid values = progress->entries.toClassic();
    if (centre) return formatNonetLink(classic, values, classicMarks(progress->notes), classicMarks(progress->centreNotes));
    if (notes) return formatNonetLink(classic, values, classicMarks(progress->notes));
    return formatNonetLink(classic, values);
}

} // namespace nonet
