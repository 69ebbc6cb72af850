#pragma once
// The whole notation API: parsing (parser.h), formatting (formatter.h) and the progress
// code of Nonet links (progress_code.h).

#include "core/notation/formatter.h"
#include "core/notation/parse_result.h"
#include "core/notation/parser.h"
#include "core/notation/progress_code.h"
