// Import's reading of a text that may be of any variant (core/notation/variant_text.h) on
// any bytes: the first byte picks the variant the player chose, the rest is the text.
// Invariants: variantOfText names a variant and keeps a choice other than classic unless
// the text is a variant link, a Solo game ID or names its variant by prefix ("x: ...");
// reading as that variant either fails with a real code, a message and ascending cells of
// the grid, or gives givens of that variant that break no house, with entries (a link's
// progress) of the same shape only where there is no given, named a link exactly when read
// from one and otherwise a form of the variant's notation; the givens written out are
// recognised as the same variant and read back unchanged.

#include "core/notation/shape_notation.h"
#include "core/notation/variant_link.h"
#include "core/notation/variant_prefix.h"
#include "core/notation/solo_game_id.h"
#include "core/notation/variant_text.h"
#include "fuzz/fuzz_check.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0) return 0;
    const auto chosen = static_cast<nonet::Variant>(data[0] % nonet::kVariantCount);
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    const nonet::Variant variant = nonet::variantOfText(text, chosen);
    NONET_FUZZ_CHECK(static_cast<int>(variant) < nonet::kVariantCount);
    if (chosen != nonet::Variant::Classic && variant != chosen)
        NONET_FUZZ_CHECK(nonet::isVariantLink(text) || nonet::isSoloGameId(text) || nonet::readVariantPrefix(text));
    if (variant == nonet::Variant::Classic) return 0; // the classic parser's (fuzz_notation)

    const auto read = nonet::readVariantText(variant, text);
    const int cells = nonet::variantSide(variant) * nonet::variantSide(variant);
    if (const auto* error = std::get_if<nonet::ParseError>(&read)) {
        NONET_FUZZ_CHECK(static_cast<int>(error->code) <= static_cast<int>(nonet::ParseError::Code::WrongVariant));
        NONET_FUZZ_CHECK(!error->message.empty());
        for (std::size_t i = 0; i < error->cells.size(); ++i) {
            NONET_FUZZ_CHECK(error->cells[i] >= 0 && error->cells[i] < cells);
            NONET_FUZZ_CHECK(i == 0 || error->cells[i - 1] < error->cells[i]);
        }
        return 0;
    }
    const nonet::VariantText& puzzle = std::get<nonet::VariantText>(read);
    const nonet::ShapeGrid& givens = puzzle.givens;
    NONET_FUZZ_CHECK(givens.variant() == variant && givens.cellCount() == cells);
    NONET_FUZZ_CHECK(givens.isConsistent());
    if (puzzle.entries) {
        NONET_FUZZ_CHECK(puzzle.entries->shape().regions() == givens.shape().regions());
        for (int cell = 0; cell < cells; ++cell) {
            NONET_FUZZ_CHECK(puzzle.entries->at(cell) >= 0 && puzzle.entries->at(cell) <= givens.side());
            NONET_FUZZ_CHECK(puzzle.entries->at(cell) == 0 || givens.at(cell) == 0);
        }
    }
    NONET_FUZZ_CHECK((puzzle.notation == nonet::Notation::NonetLink) == nonet::isVariantLink(text));
    NONET_FUZZ_CHECK((puzzle.notation == nonet::Notation::SoloGameId) == nonet::isSoloGameId(text));
    if (puzzle.notation != nonet::Notation::NonetLink)
        NONET_FUZZ_CHECK(puzzle.notation == nonet::Notation::Line || puzzle.notation == nonet::Notation::SoloGameId
                         || (nonet::readsClassicForms(variant)
                             && (puzzle.notation == nonet::Notation::PuzzleFileLine || puzzle.notation == nonet::Notation::Rows
                                 || puzzle.notation == nonet::Notation::Boxed)));
    NONET_FUZZ_CHECK(puzzle.entries.has_value() <= (puzzle.notation == nonet::Notation::NonetLink));
    const std::string written = nonet::formatShapePuzzle(givens);
    const bool lookalike = nonet::readsClassicForms(variant);
    NONET_FUZZ_CHECK(nonet::variantOfText(written, lookalike ? variant : nonet::Variant::Classic) == variant);
    const auto again = nonet::readVariantText(variant, written);
    NONET_FUZZ_CHECK(std::holds_alternative<nonet::VariantText>(again));
    NONET_FUZZ_CHECK(std::get<nonet::VariantText>(again).givens == givens);
    return 0;
}
