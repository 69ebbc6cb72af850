#pragma once
// Streams the lines of the inputs a verb was given (standard input when none; "-" means
// standard input too), one at a time: memory stays constant however long the input.

#include "app/cli/verb.h"

#include <functional>
#include <string_view>
#include <vector>

namespace nonet::cli {

// Calls perLine for every line (without its line break) of every input in turn.
// Returns kExitOk, or kExitUsage when an input could not be read (reported on err, the
// other inputs are still read).
int forEachLine(const Invocation& invocation, const std::vector<std::string_view>& files,
                const std::function<void(std::string_view line)>& perLine);

} // namespace nonet::cli
