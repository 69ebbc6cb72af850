#pragma once
// A nonet-cli verb: a name, a one-line summary for the program's help, its own --help
// text, and the function that runs it. verbs.cpp lists them; adding a verb is one line
// there plus the verb's own file.

#include <iosfwd>
#include <span>
#include <string_view>

namespace nonet::cli {

// What a verb runs with: its arguments (without the verb) and the three streams.
struct Invocation {
    std::span<const std::string_view> args;
    std::istream& in;
    std::ostream& out;
    std::ostream& err;
};

struct Verb {
    std::string_view name;
    std::string_view summary;
    std::string_view help;
    int (*run)(const Invocation& invocation);
};

// Exit statuses shared by the verbs.
inline constexpr int kExitOk = 0;
inline constexpr int kExitNotAll = 1; // some line had no (unique) answer or did not parse
inline constexpr int kExitUsage = 2;  // bad arguments or an unreadable file

std::span<const Verb> verbs();

// The verbs, one file each (verb_<name>.cpp).
Verb solveVerb();
Verb countVerb();
Verb rateVerb();
Verb explainVerb();
Verb generateVerb();
Verb dailyVerb();

} // namespace nonet::cli
