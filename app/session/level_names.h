#pragma once
// Level names as the player reads them (translated).

#include "core/grader/level.h"

#include <QString>

namespace nonet::app {

QString levelTitle(Level level);

} // namespace nonet::app
