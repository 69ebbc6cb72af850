#include "core/grader/level.h"

#include <string>

namespace nonet {

namespace {

struct LevelNames {
    std::string_view name;
    std::string_view key;
};

constexpr std::array<LevelNames, kLevelCount> kNames{{
    {"Very easy", "very-easy"},
    {"Easy", "easy"},
    {"Medium", "medium"},
    {"Tough", "tough"},
    {"Very tough", "very-tough"},
    {"Extreme", "extreme"},
}};

// Lower case letters only, so that "Very easy", "very-easy" and "VERY_EASY" compare equal.
std::string normalized(std::string_view text)
{
    std::string out;
    for (char c : text) {
        if (c >= 'A' && c <= 'Z') out.push_back(static_cast<char>(c - 'A' + 'a'));
        else if (c >= 'a' && c <= 'z') out.push_back(c);
        else if (c == ' ' || c == '-' || c == '_') continue;
        else return {}; // any other character makes the text no level name
    }
    return out;
}

} // namespace

std::string_view levelName(Level level) { return kNames[static_cast<std::size_t>(level)].name; }

std::string_view levelKey(Level level) { return kNames[static_cast<std::size_t>(level)].key; }

std::optional<Level> parseLevel(std::string_view text)
{
    const std::string wanted = normalized(text);
    if (wanted.empty()) return std::nullopt;
    for (Level level : kAllLevels)
        if (normalized(levelName(level)) == wanted) return level;
    return std::nullopt;
}

} // namespace nonet
