// nonet-bench: benchmarks of the engine, one subcommand per subject (nonet-bench --help).

#include "bench/subcommand.h"

#include <iostream>
#include <string_view>
#include <vector>

namespace {

void printUsage(std::ostream& out)
{
    out << "Usage: nonet-bench <subcommand> [options] [FILE...]\n"
           "       nonet-bench <subcommand> --help\n\nSubcommands:\n";
    for (const auto& sub : nonet::bench::subcommands()) {
        out << "  " << sub.name;
        for (std::size_t pad = sub.name.size(); pad < 10; ++pad) out << ' ';
        out << sub.summary << '\n';
    }
}

// --help and a command line the subcommand cannot read are answered here, once for all.
int run(const nonet::bench::Subcommand& sub, std::span<const std::string_view> args)
{
    for (const std::string_view arg : args)
        if (arg == "--help" || arg == "-h") {
            std::cout << sub.help;
            return nonet::bench::kExitOk;
        }
    if (const std::optional<int> status = sub.run(args)) return *status;
    std::cerr << "nonet-bench " << sub.name << ": bad command line (see nonet-bench " << sub.name << " --help)\n";
    return nonet::bench::kExitUsage;
}

} // namespace

int main(int argc, char** argv)
{
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    if (args.empty()) {
        printUsage(std::cerr);
        return nonet::bench::kExitUsage;
    }
    if (args.front() == "--help" || args.front() == "-h") {
        printUsage(std::cout);
        return nonet::bench::kExitOk;
    }
    for (const auto& sub : nonet::bench::subcommands())
        if (sub.name == args.front()) return run(sub, std::span(args).subspan(1));
    std::cerr << "nonet-bench: unknown subcommand '" << args.front() << "'\n\n";
    printUsage(std::cerr);
    return nonet::bench::kExitUsage;
}
