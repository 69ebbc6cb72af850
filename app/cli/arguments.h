#pragma once
// The command line of one verb: options, then input files. "--help" / "-h" anywhere asks
// for help, "--" ends the options, "-" is standard input. Options with a value take it
// as the next argument or after '=' (--limit 3, --limit=3); flags take none (--solutions).

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace nonet::cli {

struct Arguments {
    bool help = false;
    std::vector<std::pair<std::string_view, std::string_view>> options; // name, value
    std::vector<std::string_view> flags;
    std::vector<std::string_view> files;
    std::string error; // empty when the command line is fine

    std::optional<std::string_view> value(std::string_view name) const;
    bool has(std::string_view flag) const;
};

// valueOptions: the options of the verb that take a value ("--limit"); flagOptions: those
// that take none ("--solutions").
Arguments parseArguments(std::span<const std::string_view> args, std::span<const std::string_view> valueOptions,
                         std::span<const std::string_view> flagOptions = {});

// A whole non-negative number that fits an int, or nothing.
std::optional<int> parseCount(std::string_view text);

} // namespace nonet::cli
