#pragma once
// Level names as the player reads them (translated), and time as the stopwatch shows it.

#include "core/grader/level.h"

#include <QString>

namespace nonet::app {

QString levelTitle(Level level);
// m:ss, or h:mm:ss from one hour on.
QString formatElapsed(qint64 ms);

} // namespace nonet::app
