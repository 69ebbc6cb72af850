#pragma once
// A level as Nonet's files and settings write it: the engine's key ("very-easy",
// core/grader/level.h) as a QString, and back. Also the suffix of the New-level actions'
// object names.

#include "core/grader/level.h"

#include <QString>

#include <optional>

namespace nonet::app {

QString levelKeyText(Level level);
// The level a key (or anything else parseLevel takes) stands for; nothing for other text.
std::optional<Level> levelFromKeyText(const QString& text);

} // namespace nonet::app
