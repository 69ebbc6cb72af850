// Compiled by the core_has_no_qt test with nonet_core's include paths only: it must fail,
// proving the engine cannot reach Qt headers.
#include "core/grid.h"
#include <QWidget>
