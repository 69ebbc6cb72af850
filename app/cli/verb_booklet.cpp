// nonet-cli booklet: the verb's front. Drawing a PDF needs Qt Gui, which the other verbs
// must not pay for (loading it costs every run of nonet-cli tens of milliseconds), so the
// work is done by nonet-cli-booklet (booklet_main.cpp), which this process becomes by exec
// with the same arguments, streams and exit status.
//
//   build tree:  <dir of nonet-cli>/nonet-cli-booklet
//   installed:   <bindir>/NONET_BOOKLET_FROM_BINDIR/nonet-cli-booklet  (libexec/nonet)

#include "app/cli/booklet_help.h"
#include "app/cli/verb.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>
#include <system_error>
#include <vector>

namespace nonet::cli {
namespace {

std::filesystem::path drawingProgram()
{
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error) return {};
    const std::filesystem::path bin = self.parent_path();
    for (const std::filesystem::path& candidate :
         {bin / "nonet-cli-booklet", bin / NONET_BOOKLET_FROM_BINDIR / "nonet-cli-booklet"})
        if (access(candidate.c_str(), X_OK) == 0) return candidate;
    return {};
}

// nonet-cli has read the command line already (its --help answered, an unknown option
// refused); the drawing program reads the same arguments again and checks their values.
Outcome run(const Invocation& invocation)
{
    const std::filesystem::path program = drawingProgram();
    if (program.empty()) {
        invocation.err << "nonet-cli booklet: nonet-cli-booklet, which draws the PDF, is not installed beside nonet-cli\n";
        return kExitUsage;
    }
    std::vector<std::string> strings{program.string()};
    for (const std::string_view arg : invocation.args) strings.emplace_back(arg);
    std::vector<char*> argv;
    for (std::string& s : strings) argv.push_back(s.data());
    argv.push_back(nullptr);
    invocation.out.flush();
    std::cout.flush();
    execv(argv.front(), argv.data());
    invocation.err << "nonet-cli booklet: " << program.string() << " could not be started (" << std::strerror(errno) << ")\n";
    return kExitUsage;
}

} // namespace

Verb bookletVerb() { return {"booklet", "a PDF booklet of new puzzles, with answer pages", kBookletHelp, kBookletValueOptions, &run, kBookletFlags}; }

} // namespace nonet::cli
