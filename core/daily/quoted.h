#pragma once
// 'text' for error messages, built by appending: GCC 12 warns falsely (-Wrestrict) about
// "'" + std::string(...).

#include <string>
#include <string_view>

namespace nonet {

inline std::string quoted(std::string_view text)
{
    std::string result;
    result.reserve(text.size() + 2);
    result += '\'';
    result += text;
    result += '\'';
    return result;
}

} // namespace nonet
