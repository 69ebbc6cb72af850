#pragma once
// What every answer of the notation parser must satisfy, whatever the input: shared by the
// notation, puzzle-line and link fuzz targets.

#include "core/notation/notation.h"

#include <string_view>

namespace nonet::fuzz {

// A ParseError names a real code, says something, and points inside the input; its cells
// are ascending board indices.
void checkError(const ParseError& error);
// A parsed puzzle is a legal position: digits 0..9, no repeated given, entries and notes
// only on cells without a given.
void checkPuzzle(const ParsedPuzzle& puzzle);
// Writing the puzzle out in each exact form and reading it back gives the same values
// (and the same entries and notes through a Nonet link; formatter.h promises these).
void checkRoundTrips(const ParsedPuzzle& puzzle);
// Either of the above for any result.
void checkResult(const ParseResult& result);

} // namespace nonet::fuzz
