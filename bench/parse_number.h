#pragma once
// The subcommands' numeric options: the whole text must be the number ("12x" is refused).

#include <charconv>
#include <string_view>
#include <system_error>

namespace nonet::bench {

template <typename T>
bool parseNumber(std::string_view text, T& out)
{
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
    return error == std::errc() && end == text.data() + text.size();
}

// Counts, runs, strides: a number above zero.
template <typename T>
bool parsePositive(std::string_view text, T& out)
{
    return parseNumber(text, out) && out > 0;
}

} // namespace nonet::bench
