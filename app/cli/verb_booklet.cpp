// nonet-cli booklet: the verb's front. Drawing a PDF needs Qt Gui, so the work is done by
// nonet-cli-booklet (booklet_main.cpp), which this process becomes (hand_over.h).

#include "app/cli/booklet_help.h"
#include "app/cli/hand_over.h"
#include "app/cli/verb.h"

namespace nonet::cli {
namespace {

Outcome run(const Invocation& invocation) { return handOver(invocation, "nonet-cli-booklet", "draws the PDF"); }

} // namespace

Verb bookletVerb() { return {"booklet", "a PDF booklet of new puzzles, with answer pages", kBookletHelp, kBookletValueOptions, &run, kBookletFlags}; }

} // namespace nonet::cli
