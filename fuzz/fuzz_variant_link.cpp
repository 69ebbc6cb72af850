// A variant share link (parseVariantLink, core/notation/variant_link.h) on any bytes: how a
// variant game comes in from outside besides a file (files: fuzz_save_file). Invariants on
// every input:
//   - a refused link names a real code and a message;
//   - an accepted one has givens that break no house, entries only off the givens and
//     within the side, notes of both kinds one per cell, within the side and only in cells
//     without a value, and formats to a link that parses back to the same givens, entries
//     and notes.

#include "core/notation/shape_notation.h"
#include "core/notation/variant_link.h"
#include "fuzz/fuzz_check.h"

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <variant>

using namespace nonet;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = parseVariantLink(text);
    if (const auto* error = std::get_if<ParseError>(&parsed)) {
        NONET_FUZZ_CHECK(!error->message.empty());
        NONET_FUZZ_CHECK(error->code >= ParseError::Code::EmptyInput && error->code <= ParseError::Code::WrongVariant);
        return 0;
    }
    const VariantLink& link = std::get<VariantLink>(parsed);
    NONET_FUZZ_CHECK(link.givens.variant() != Variant::Classic);
    NONET_FUZZ_CHECK(!findShapeConflicts(link.givens));
    if (link.entries) {
        for (int cell = 0; cell < link.givens.cellCount(); ++cell) {
            NONET_FUZZ_CHECK(link.entries->at(cell) >= 0 && link.entries->at(cell) <= link.givens.side());
            NONET_FUZZ_CHECK(link.givens.at(cell) == 0 || link.entries->at(cell) == 0);
        }
    }
    for (const auto* notes : {&link.notes, &link.centreNotes}) {
        if (!*notes) continue;
        NONET_FUZZ_CHECK((*notes)->size() == static_cast<std::size_t>(link.givens.cellCount()));
        for (int cell = 0; cell < link.givens.cellCount(); ++cell) {
            const DigitSet marks = (**notes)[static_cast<std::size_t>(cell)];
            NONET_FUZZ_CHECK((marks.mask() >> link.givens.side()) == 0);
            if (!marks.empty()) NONET_FUZZ_CHECK(link.givens.at(cell) == 0 && (!link.entries || link.entries->at(cell) == 0));
        }
    }
    const std::string again = formatVariantLink(link.givens, link.entries ? &*link.entries : nullptr, link.notes ? &*link.notes : nullptr,
                                                link.centreNotes ? &*link.centreNotes : nullptr);
    const auto back = parseVariantLink(again);
    NONET_FUZZ_CHECK(std::holds_alternative<VariantLink>(back));
    const VariantLink& second = std::get<VariantLink>(back);
    NONET_FUZZ_CHECK(second.givens == link.givens);
    NONET_FUZZ_CHECK(second.entries.has_value() == link.entries.has_value());
    if (link.entries) NONET_FUZZ_CHECK(*second.entries == *link.entries);
    NONET_FUZZ_CHECK(second.notes == link.notes);
    NONET_FUZZ_CHECK(second.centreNotes == link.centreNotes);
    return 0;
}
