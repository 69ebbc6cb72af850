// Compiled twice by tests/core_has_no_qt.cmake with nonet_core's include paths and flags:
// with NONET_CONTROL it must compile (so the engine's headers and the command are sound);
// as it is, it must fail because <QWidget> cannot be found: the engine cannot reach Qt.
#include "core/grid.h"
#ifndef NONET_CONTROL
#include <QWidget>
#endif

int filled() { return nonet::Grid{}.filledCount(); }
