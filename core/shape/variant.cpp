#include "core/shape/variant.h"

// The names and sides are the presets' (core/presets/preset.cpp).
#include "core/presets/preset.h"

namespace nonet {

namespace {

constexpr char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

} // namespace

std::string_view variantKey(Variant variant) { return presetOf(variant).key; }

std::string_view variantName(Variant variant) { return presetOf(variant).name; }

int variantSide(Variant variant) { return presetOf(variant).side; }

std::optional<Variant> parseVariant(std::string_view key)
{
    for (const Variant variant : kAllVariants) {
        const std::string_view wanted = variantKey(variant);
        if (wanted.size() != key.size()) continue;
        bool same = true;
        for (std::size_t i = 0; i < key.size() && same; ++i) same = lower(key[i]) == wanted[i];
        if (same) return variant;
    }
    return std::nullopt;
}

} // namespace nonet
