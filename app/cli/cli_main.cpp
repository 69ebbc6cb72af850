// nonet-cli: the engine on the command line, one verb per task (nonet-cli --help).

#include "app/cli/verb.h"

#include <iostream>
#include <string_view>
#include <vector>

namespace {

void printUsage(std::ostream& out)
{
    out << "Usage: nonet-cli <verb> [options] [FILE...]\n"
           "       nonet-cli <verb> --help\n\n"
           "Sudoku from the command line: one puzzle per line, read from the FILEs or\n"
           "standard input, one answer line per puzzle line.\n\nVerbs:\n";
    for (const auto& verb : nonet::cli::verbs()) {
        out << "  " << verb.name;
        for (std::size_t pad = verb.name.size(); pad < 10; ++pad) out << ' ';
        out << verb.summary << '\n';
    }
}

} // namespace

int main(int argc, char** argv)
{
    // Plain C++ streams only: no sync with C stdio, whole lines buffered.
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);

    const std::vector<std::string_view> args(argv + 1, argv + argc);
    if (args.empty()) {
        printUsage(std::cerr);
        return nonet::cli::kExitUsage;
    }
    const std::string_view first = args.front();
    if (first == "--help" || first == "-h" || first == "help") {
        if (first == "help" && args.size() > 1) {
            for (const auto& verb : nonet::cli::verbs())
                if (verb.name == args[1]) {
                    std::cout << verb.help;
                    return nonet::cli::kExitOk;
                }
            std::cerr << "nonet-cli: no verb '" << args[1] << "'\n";
            return nonet::cli::kExitUsage;
        }
        printUsage(std::cout);
        return nonet::cli::kExitOk;
    }
    for (const auto& verb : nonet::cli::verbs()) {
        if (verb.name != first) continue;
        const nonet::cli::Invocation invocation{std::span(args).subspan(1), std::cin, std::cout, std::cerr};
        const int status = verb.run(invocation);
        std::cout.flush();
        return status;
    }
    std::cerr << "nonet-cli: unknown verb '" << first << "'\n\n";
    printUsage(std::cerr);
    return nonet::cli::kExitUsage;
}
