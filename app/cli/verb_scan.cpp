// nonet-cli scan: the verb's front. Decoding pictures needs Qt Gui's image readers, so the
// work is done by nonet-cli-scan (scan_main.cpp), which this process becomes (hand_over.h).

#include "app/cli/hand_over.h"
#include "app/cli/scan_help.h"
#include "app/cli/verb.h"

namespace nonet::cli {
namespace {

Outcome run(const Invocation& invocation)
{
    if (invocation.arguments.files.empty()) return UsageError{"no IMAGE given"};
    return handOver(invocation, "nonet-cli-scan", "reads the pictures");
}

} // namespace

Verb scanVerb() { return {"scan", "read the puzzle in a screenshot or photo", kScanHelp, kScanValueOptions, &run}; }

} // namespace nonet::cli
