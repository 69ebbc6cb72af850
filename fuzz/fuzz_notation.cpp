// parsePuzzle on any bytes: every notation, recognised by shape, including links.
// Invariants: notation_invariants.h (legal position, exact round trips, sane errors).

#include "fuzz/notation_invariants.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    nonet::fuzz::checkResult(nonet::parsePuzzle(text));
    return 0;
}
