#include "core/notation/variant_prefix.h"

#include "core/notation/notation_text.h"
#include "core/shape/shape.h"

namespace nonet {

namespace {

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool startsWithKey(std::string_view text, std::string_view key)
{
    if (text.size() < key.size()) return false;
    for (std::size_t i = 0; i < key.size(); ++i)
        if (lower(text[i]) != key[i]) return false;
    return true;
}

} // namespace

bool hasVariantPrefix(Variant variant)
{
    // The classic 9x9 and its boxes, plus houses of its own: its cells read as classic.
    const ShapePtr shape = Shape::of(variant);
    return shape->cellCount() == kCellCount && shape->hasRegularBoxes() && shape->boxRows() == 3 && shape->hasExtraHouses() &&
           !shape->hasCages();
}

std::string variantPrefix(Variant variant)
{
    if (!hasVariantPrefix(variant)) return {};
    return std::string(variantKey(variant)) + ": ";
}

std::optional<NamedVariant> readVariantPrefix(std::string_view text)
{
    std::size_t at = 0;
    while (at < text.size() && notation::isWhitespace(text[at])) ++at;
    const std::string_view rest = text.substr(at);
    for (const Variant variant : kAllVariants) {
        if (!hasVariantPrefix(variant)) continue;
        const std::string_view key = variantKey(variant);
        if (!startsWithKey(rest, key) || rest.size() == key.size() || rest[key.size()] != ':') continue;
        std::size_t body = at + key.size() + 1;
        while (body < text.size() && notation::isWhitespace(text[body])) ++body;
        return NamedVariant{variant, body};
    }
    return std::nullopt;
}

ParseError placedInWhole(ParseError error, std::string_view whole, const NamedVariant& named)
{
    if (error.line <= 0) return error;
    const notation::TextPosition body = notation::positionOf(whole, named.bodyStart);
    if (error.line == 1) error.column += body.column - 1;
    error.line += body.line - 1;
    return error;
}

ParseError wrongVariantError(const NamedVariant& named, std::string_view wanted)
{
    return notation::makeError(ParseError::Code::WrongVariant, "the text is of " + std::string(variantName(named.variant)) +
                                                                   " (it starts with '" + std::string(variantKey(named.variant)) +
                                                                   ":'), not " + std::string(wanted));
}

} // namespace nonet
