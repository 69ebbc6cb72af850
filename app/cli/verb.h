#pragma once
// A nonet-cli verb: a name, a one-line summary for the program's help, its own --help
// text, the options that take a value, and the function that runs it. verbs.cpp lists
// them; adding a verb is one line there plus the verb's own file.
//
// The dispatcher (cli_main.cpp) reads the verb's command line (arguments.h) before the verb
// runs, and answers for every verb alike:
//   --help anywhere            the verb's help on standard output, exit 0
//   a command line it cannot   "nonet-cli <verb>: <what>" and "(see nonet-cli <verb>
//   read, or a UsageError       --help)" on standard error, exit 2
//   returned by the verb

#include "app/cli/arguments.h"

#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <variant>

namespace nonet::cli {

// What a verb runs with: its name, its command line (options and files, read), and the
// three streams.
struct Invocation {
    std::string_view verb;
    const Arguments& arguments;
    std::istream& in;
    std::ostream& out;
    std::ostream& err;
    std::span<const std::string_view> args; // the command line as given (booklet hands it on)
};

// A command line the verb cannot use (an option's value out of range, options that do
// not go together): what is wrong, in words.
struct UsageError {
    std::string message;
};

// An exit status, or a usage error for the dispatcher to report.
using Outcome = std::variant<int, UsageError>;

struct Verb {
    std::string_view name;
    std::string_view summary;
    std::string_view help;
    std::span<const std::string_view> valueOptions; // the options that take a value ("--limit")
    Outcome (*run)(const Invocation& invocation);
    std::span<const std::string_view> flagOptions = {}; // the options that take no value ("--solutions")
};

// Exit statuses shared by the verbs.
inline constexpr int kExitOk = 0;
inline constexpr int kExitNotAll = 1; // some line had no (unique) answer or did not parse;
                                      // booklet: the file could not be written;
                                      // scan: a picture gave no grid
inline constexpr int kExitUsage = 2;  // bad arguments or an unreadable file

std::span<const Verb> verbs();

// The verbs, one file each (verb_<name>.cpp).
Verb solveVerb();
Verb countVerb();
Verb rateVerb();
Verb explainVerb();
Verb generateVerb();
Verb dailyVerb();
Verb bookletVerb();
Verb scanVerb();

} // namespace nonet::cli
