#pragma once
// The whole notation API: parsing (parser.h), formatting (formatter.h), Nonet's own strict
// 81-character form (grid_line.h) and the progress code of Nonet links (progress_code.h).

#include "core/notation/formatter.h"
#include "core/notation/grid_line.h"
#include "core/notation/parse_result.h"
#include "core/notation/parser.h"
#include "core/notation/progress_code.h"
