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

// The verb's command line is read here, once for every verb: its --help, and what is
// wrong with it, are answered the same way whatever the verb.
int run(const nonet::cli::Verb& verb, std::span<const std::string_view> args)
{
    const nonet::cli::Arguments arguments = nonet::cli::parseArguments(args, verb.valueOptions, verb.flagOptions);
    if (arguments.help) {
        std::cout << verb.help;
        return nonet::cli::kExitOk;
    }
    nonet::cli::Outcome outcome = nonet::cli::UsageError{arguments.error};
    if (arguments.error.empty()) outcome = verb.run({verb.name, arguments, std::cin, std::cout, std::cerr, args});
    std::cout.flush();
    if (const int* status = std::get_if<int>(&outcome)) return *status;
    std::cerr << "nonet-cli " << verb.name << ": " << std::get<nonet::cli::UsageError>(outcome).message << "\n(see nonet-cli "
              << verb.name << " --help)\n";
    return nonet::cli::kExitUsage;
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
    for (const auto& verb : nonet::cli::verbs())
        if (verb.name == first) return run(verb, std::span(args).subspan(1));
    std::cerr << "nonet-cli: unknown verb '" << first << "'\n\n";
    printUsage(std::cerr);
    return nonet::cli::kExitUsage;
}
