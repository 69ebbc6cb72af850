#include "app/cli/arguments.h"

#include <algorithm>
#include <charconv>

namespace nonet::cli {

std::optional<std::string_view> Arguments::value(std::string_view name) const
{
    // The last occurrence wins, as usual for command lines.
    for (auto it = options.rbegin(); it != options.rend(); ++it)
        if (it->first == name) return it->second;
    return std::nullopt;
}

bool Arguments::has(std::string_view flag) const { return std::find(flags.begin(), flags.end(), flag) != flags.end(); }

Arguments parseArguments(std::span<const std::string_view> args, std::span<const std::string_view> valueOptions,
                         std::span<const std::string_view> flagOptions)
{
    Arguments parsed;
    bool optionsEnded = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (optionsEnded || arg == "-" || !arg.starts_with('-')) {
            parsed.files.push_back(arg);
            continue;
        }
        if (arg == "--") {
            optionsEnded = true;
            continue;
        }
        if (arg == "--help" || arg == "-h") {
            parsed.help = true;
            continue;
        }
        const std::size_t equals = arg.find('=');
        const std::string_view name = arg.substr(0, equals);
        if (std::find(flagOptions.begin(), flagOptions.end(), name) != flagOptions.end()) {
            if (equals != std::string_view::npos) {
                if (parsed.error.empty()) parsed.error = "option " + std::string(name) + " takes no value";
            } else {
                parsed.flags.push_back(name);
            }
            continue;
        }
        if (std::find(valueOptions.begin(), valueOptions.end(), name) == valueOptions.end()) {
            if (parsed.error.empty()) parsed.error = "unknown option " + std::string(name);
            continue;
        }
        if (equals != std::string_view::npos) {
            parsed.options.emplace_back(name, arg.substr(equals + 1));
        } else if (i + 1 < args.size()) {
            parsed.options.emplace_back(name, args[++i]);
        } else if (parsed.error.empty()) {
            parsed.error = "option " + std::string(name) + " needs a value";
        }
    }
    return parsed;
}

std::optional<int> parseCount(std::string_view text)
{
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < 0) return std::nullopt;
    return value;
}

} // namespace nonet::cli
