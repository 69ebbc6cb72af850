#include "core/shape/variant.h"

namespace nonet {

namespace {

struct VariantNames {
    std::string_view key;
    std::string_view name;
    int side;
};

constexpr std::array<VariantNames, kVariantCount> kNames{{
    {"classic", "Classic", 9},
    {"4x4", "4\u00d74", 4},
    {"6x6", "6\u00d76", 6},
    {"16x16", "16\u00d716", 16},
    {"x", "X-Sudoku", 9},
    {"windoku", "Windoku", 9},
    {"jigsaw", "Jigsaw", 9},
    {"killer", "Killer", 9},
}};

constexpr char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

} // namespace

std::string_view variantKey(Variant variant) { return kNames[static_cast<std::size_t>(variant)].key; }

std::string_view variantName(Variant variant) { return kNames[static_cast<std::size_t>(variant)].name; }

int variantSide(Variant variant) { return kNames[static_cast<std::size_t>(variant)].side; }

std::optional<Variant> parseVariant(std::string_view key)
{
    for (int v = 0; v < kVariantCount; ++v) {
        const auto variant = static_cast<Variant>(v);
        const std::string_view wanted = variantKey(variant);
        if (wanted.size() != key.size()) continue;
        bool same = true;
        for (std::size_t i = 0; i < key.size() && same; ++i) same = lower(key[i]) == wanted[i];
        if (same) return variant;
    }
    return std::nullopt;
}

} // namespace nonet
