#include "bench/subcommand.h"

#include <array>

namespace nonet::bench {

std::span<const Subcommand> subcommands()
{
    // The order here is the order of the program's --help.
    static const std::array kSubcommands{
        solveSubcommand(),
        rateSubcommand(),
        generateSubcommand(),
        poolSubcommand(),
        practiceSubcommand(),
        dailySubcommand(),
        killerSubcommand(),
        saveSubcommand(),
    };
    return kSubcommands;
}

} // namespace nonet::bench
