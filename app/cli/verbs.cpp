#include "app/cli/verb.h"

#include <array>

namespace nonet::cli {

std::span<const Verb> verbs()
{
    // The order here is the order of the program's --help.
    static const std::array kVerbs{
        solveVerb(),
        countVerb(),
        rateVerb(),
        explainVerb(),
        generateVerb(),
        dailyVerb(),
        bookletVerb(),
        scanVerb(),
    };
    return kVerbs;
}

} // namespace nonet::cli
