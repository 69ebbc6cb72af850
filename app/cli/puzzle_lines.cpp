#include "app/cli/puzzle_lines.h"

#include "core/notation/parser.h"

#include <fstream>
#include <istream>
#include <ostream>
#include <string>

namespace nonet::cli {
namespace {

void readLines(std::istream& in, std::string& line, const std::function<void(std::string_view)>& perLine)
{
    while (std::getline(in, line)) {
        std::string_view view = line;
        if (!view.empty() && view.back() == '\r') view.remove_suffix(1); // CRLF files
        perLine(view);
    }
}

} // namespace

int forEachLine(const Invocation& invocation, const std::vector<std::string_view>& files,
                const std::function<void(std::string_view line)>& perLine)
{
    std::string line; // reused: one buffer for the whole run
    if (files.empty()) {
        readLines(invocation.in, line, perLine);
        return kExitOk;
    }
    int status = kExitOk;
    for (const std::string_view file : files) {
        if (file == "-") {
            readLines(invocation.in, line, perLine);
            continue;
        }
        std::ifstream stream{std::string(file)};
        if (!stream) {
            invocation.err << "nonet-cli: cannot read " << file << '\n';
            status = kExitUsage;
            continue;
        }
        readLines(stream, line, perLine);
        if (stream.bad()) {
            invocation.err << "nonet-cli: error while reading " << file << '\n';
            status = kExitUsage;
        }
    }
    return status;
}

int forEachPuzzle(const Invocation& invocation, const std::vector<std::string_view>& files,
                  const std::function<bool(const Grid& givens)>& perPuzzle)
{
    bool allAnswered = true;
    const int status = forEachLine(invocation, files, [&](std::string_view line) {
        const ParseResult parsed = parsePuzzleLine(line);
        if (!parsed) {
            invocation.out << "error: " << parsed.error().message << '\n';
            allAnswered = false;
            return;
        }
        if (!perPuzzle(parsed.puzzle().givens)) allAnswered = false;
    });
    if (status != kExitOk) return status;
    return allAnswered ? kExitOk : kExitNotAll;
}

} // namespace nonet::cli
