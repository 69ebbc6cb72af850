#pragma once
// Streams the lines of the inputs a verb was given (standard input when none; "-" means
// standard input too), one at a time: memory stays constant however long the input.

#include "app/cli/verb.h"
#include "core/grid.h"

#include <functional>
#include <string_view>
#include <vector>

namespace nonet::cli {

// Calls perLine for every line (without its line break) of every input in turn.
// Returns kExitOk, or kExitUsage when an input could not be read (reported on err, the
// other inputs are still read).
int forEachLine(const Invocation& invocation, const std::vector<std::string_view>& files,
                const std::function<void(std::string_view line)>& perLine);

// forEachLine for verbs that answer each puzzle line: a line in any one-line notation gives
// perPuzzle its givens (true: answered in full); any other line is answered on out with
// "error: <what is wrong>". Returns kExitUsage when an input could not be read, else
// kExitNotAll when a line was no puzzle or perPuzzle returned false, else kExitOk.
int forEachPuzzle(const Invocation& invocation, const std::vector<std::string_view>& files,
                  const std::function<bool(const Grid& givens)>& perPuzzle);

} // namespace nonet::cli
