// The two ways a variant game comes in from outside, on any bytes: a share link
// (parseVariantLink, core/notation/variant_link.h) and a variant save file
// (VariantSaveFile::read, app/storage/variant_save_file.h). Invariants on every input:
//   - a refused link names a real code and a message; an accepted one has givens that
//     break no house, entries only off the givens and within the side, and formats to a
//     link that parses back to the same givens and entries;
//   - a refused file has a detail; an accepted game is consistent (the solution solves
//     the givens), holds only values of its shape, and written and read back it is the
//     same position.

#include "app/storage/variant_save_file.h"
#include "core/notation/shape_notation.h"
#include "core/notation/variant_link.h"
#include "fuzz/fuzz_check.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <variant>

using namespace nonet;

namespace {

void checkLink(std::string_view text)
{
    const auto parsed = parseVariantLink(text);
    if (const auto* error = std::get_if<ParseError>(&parsed)) {
        NONET_FUZZ_CHECK(!error->message.empty());
        NONET_FUZZ_CHECK(error->code >= ParseError::Code::EmptyInput && error->code <= ParseError::Code::BadLayout);
        return;
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
    const std::string again = formatVariantLink(link.givens, link.entries ? &*link.entries : nullptr);
    const auto back = parseVariantLink(again);
    NONET_FUZZ_CHECK(std::holds_alternative<VariantLink>(back));
    const VariantLink& second = std::get<VariantLink>(back);
    NONET_FUZZ_CHECK(second.givens == link.givens);
    NONET_FUZZ_CHECK(second.entries.has_value() == link.entries.has_value());
    if (link.entries) NONET_FUZZ_CHECK(*second.entries == *link.entries);
}

void checkFile(const QByteArray& bytes)
{
    using app::SaveError;
    using app::SavedVariantGame;
    using app::VariantSaveFile;
    const auto read = VariantSaveFile::read(bytes);
    if (const auto* error = std::get_if<SaveError>(&read)) {
        NONET_FUZZ_CHECK(!error->detail.isEmpty());
        return;
    }
    const SavedVariantGame& saved = std::get<SavedVariantGame>(read);
    NONET_FUZZ_CHECK(isConsistentPuzzle(saved.game.puzzle()));
    NONET_FUZZ_CHECK(saved.elapsedMs >= 0 && saved.elapsedMs <= app::kMaxElapsedMs);
    for (int cell = 0; cell < saved.game.cellCount(); ++cell) {
        NONET_FUZZ_CHECK(saved.game.value(cell) >= 0 && saved.game.value(cell) <= saved.game.side());
        NONET_FUZZ_CHECK(saved.game.value(cell) == 0 || saved.game.notes(cell).empty());
    }
    const auto again = VariantSaveFile::read(VariantSaveFile::write(saved.game, saved.elapsedMs));
    NONET_FUZZ_CHECK(std::holds_alternative<SavedVariantGame>(again));
    const SavedVariantGame& second = std::get<SavedVariantGame>(again);
    NONET_FUZZ_CHECK(second.game.values() == saved.game.values());
    NONET_FUZZ_CHECK(second.elapsedMs == saved.elapsedMs);
    for (int cell = 0; cell < saved.game.cellCount(); ++cell) NONET_FUZZ_CHECK(second.game.notes(cell) == saved.game.notes(cell));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    // First byte even: a link; odd: a save file. The rest is the input.
    if (size == 0) return 0;
    const char* text = reinterpret_cast<const char*>(data + 1);
    if (data[0] % 2 == 0) checkLink(std::string_view(text, size - 1));
    else checkFile(QByteArray(text, static_cast<qsizetype>(size - 1)));
    return 0;
}
