#pragma once
// Either a parsed puzzle or the reason there is none.

#include "core/notation/parse_error.h"
#include "core/notation/parsed_puzzle.h"

#include <utility>
#include <variant>

namespace nonet {

class ParseResult {
public:
    explicit ParseResult(ParsedPuzzle puzzle) : value_(std::move(puzzle)) {}
    explicit ParseResult(ParseError error) : value_(std::move(error)) {}

    bool ok() const { return std::holds_alternative<ParsedPuzzle>(value_); }
    explicit operator bool() const { return ok(); }
    // Only when ok().
    const ParsedPuzzle& puzzle() const { return std::get<ParsedPuzzle>(value_); }
    ParsedPuzzle& puzzle() { return std::get<ParsedPuzzle>(value_); }
    // Only when !ok().
    const ParseError& error() const { return std::get<ParseError>(value_); }

private:
    std::variant<ParsedPuzzle, ParseError> value_;
};

} // namespace nonet
