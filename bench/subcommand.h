#pragma once
// A nonet-bench subcommand: its name, a one-line summary, its --help text and its entry
// point. subcommands.cpp lists them; adding one is a line there plus its own file.
//
// bench_main.cpp answers for every subcommand alike: --help anywhere in its arguments
// prints its help; a run that returns nothing did not understand its command line, and
// main says so ("nonet-bench <name>: bad command line (see nonet-bench <name> --help)",
// exit 2).

#include <optional>
#include <span>
#include <string_view>

namespace nonet::bench {

struct Subcommand {
    std::string_view name;
    std::string_view summary;
    std::string_view help;
    // The exit status, or nothing for a command line it cannot read.
    std::optional<int> (*run)(std::span<const std::string_view> args);
};

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1; // the benchmark ran, but a check failed (solvers disagreed, a target missed)
inline constexpr int kExitUsage = 2;  // bad arguments or unreadable files

std::span<const Subcommand> subcommands();

// One file each (bench_<name>.cpp).
Subcommand solveSubcommand();
Subcommand rateSubcommand();
Subcommand generateSubcommand();
Subcommand poolSubcommand();
Subcommand practiceSubcommand();
Subcommand dailySubcommand();
Subcommand killerSubcommand();
Subcommand saveSubcommand();

} // namespace nonet::bench
