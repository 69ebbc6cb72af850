#pragma once
// Verbs whose work needs Qt Gui (booklet draws a PDF, scan decodes pictures) run in a
// program of their own, so nonet-cli itself stays plain C++ and loads no Qt for the other
// verbs. The front in nonet-cli becomes that program by exec, with the same arguments,
// streams and exit status.
//
//   build tree:  <dir of nonet-cli>/<program>
//   installed:   <bindir>/NONET_LIBEXEC_FROM_BINDIR/<program>  (libexec/nonet)

#include "app/cli/verb.h"

#include <string_view>

namespace nonet::cli {

// Returns only when the program could not be started (exit status 2, said on standard error).
Outcome handOver(const Invocation& invocation, std::string_view program, std::string_view purpose);

} // namespace nonet::cli
