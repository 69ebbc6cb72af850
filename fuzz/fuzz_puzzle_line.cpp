// parsePuzzleLine (one line of a puzzle file, the CLI's streaming reader) on any bytes.
// Invariants: notation_invariants.h, and whatever it accepts parsePuzzle reads as the same
// puzzle when the line is a single line (parser.h: parsePuzzle accepts puzzle-file lines).

#include "fuzz/fuzz_check.h"
#include "fuzz/notation_invariants.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view line(reinterpret_cast<const char*>(data), size);
    const nonet::ParseResult result = nonet::parsePuzzleLine(line);
    nonet::fuzz::checkResult(result);
    if (result.ok()) {
        NONET_FUZZ_CHECK(!result.puzzle().entries && !result.puzzle().pencilMarks);
        NONET_FUZZ_CHECK(result.puzzle().notation == nonet::Notation::Line
            || result.puzzle().notation == nonet::Notation::PuzzleFileLine);
    }
    return 0;
}
