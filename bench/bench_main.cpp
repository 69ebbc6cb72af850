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
        if (sub.name == args.front()) return sub.run(std::span(args).subspan(1));
    std::cerr << "nonet-bench: unknown subcommand '" << args.front() << "'\n\n";
    printUsage(std::cerr);
    return nonet::bench::kExitUsage;
}
