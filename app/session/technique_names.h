#pragma once
// Technique names as the player reads them (translated): the hint texts, the trainer, the
// review and the Continue list name a technique the same way.

#include "core/logic/technique.h"

#include <QString>

namespace nonet::app {

// "X-Wing", "Hidden single (box)", in the player's language.
QString techniqueTitle(Technique technique);

} // namespace nonet::app
