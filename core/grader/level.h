#pragma once
// The six difficulty levels a player can ask for. Which techniques each level admits is
// defined once, in the technique catalog (core/logic/technique_catalog.h), and mirrored in
// docs/grading.md ("Levels").

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace nonet {

enum class Level : std::uint8_t { VeryEasy, Easy, Medium, Tough, VeryTough, Extreme };

inline constexpr int kLevelCount = static_cast<int>(Level::Extreme) + 1;

inline constexpr std::array<Level, kLevelCount> kAllLevels{
    Level::VeryEasy, Level::Easy, Level::Medium, Level::Tough, Level::VeryTough, Level::Extreme};

// English name for people ("Very easy"); the UI translates these itself.
std::string_view levelName(Level level);
// Short machine name for command lines and files ("very-easy").
std::string_view levelKey(Level level);
// Accepts the English name or the key, case-insensitively, with ' ', '-' or '_' between
// words ("Very easy", "very-easy", "VERY_EASY", "veryeasy"); nothing for anything else.
std::optional<Level> parseLevel(std::string_view text);

} // namespace nonet
