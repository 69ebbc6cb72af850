#include "app/cli/hand_over.h"

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

std::filesystem::path programPath(std::string_view name)
{
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error) return {};
    const std::filesystem::path bin = self.parent_path();
    for (const std::filesystem::path& candidate : {bin / name, bin / NONET_LIBEXEC_FROM_BINDIR / name})
        if (access(candidate.c_str(), X_OK) == 0) return candidate;
    return {};
}

} // namespace

// nonet-cli has read the command line already (its --help answered, an unknown option
// refused); the program reads the same arguments again and checks their values.
Outcome handOver(const Invocation& invocation, std::string_view program, std::string_view purpose)
{
    const std::filesystem::path path = programPath(program);
    if (path.empty()) {
        invocation.err << "nonet-cli " << invocation.verb << ": " << program << ", which " << purpose
                       << ", is not installed beside nonet-cli\n";
        return kExitUsage;
    }
    std::vector<std::string> strings{path.string()};
    for (const std::string_view arg : invocation.args) strings.emplace_back(arg);
    std::vector<char*> argv;
    for (std::string& s : strings) argv.push_back(s.data());
    argv.push_back(nullptr);
    invocation.out.flush();
    std::cout.flush();
    execv(argv.front(), argv.data());
    invocation.err << "nonet-cli " << invocation.verb << ": " << path.string() << " could not be started (" << std::strerror(errno) << ")\n";
    return kExitUsage;
}

} // namespace nonet::cli
