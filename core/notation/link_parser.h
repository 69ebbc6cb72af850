#pragma once
// Links that carry a puzzle.
//
//   nonet://play?p=<81 cells>[&s=<progress>]      Nonet's own (progress_code.h for s=);
//                                                  other parameters are ignored
//   <scheme>://<anything>?...bd=<81 cells>...      the forms used by well-known Sudoku
//   <scheme>://<anything>?...puzzle=<81 cells>...  sites; when several are present the
//   <scheme>://<anything>?...p=<81 cells>...       first in this order (bd, puzzle, p, s)
//   <scheme>://<anything>?...s=<81 cells>...       is the puzzle, and only when none is
//   <scheme>://<anything>#<81 cells>               there the #fragment is
//
// "www.host/..." without a scheme is read like a web link. Values may be %-escaped. A
// parameter given twice is an error, not a choice.

#include "core/notation/parse_result.h"

#include <cstddef>
#include <string_view>

namespace nonet::notation {

// Whether text (already trimmed) starts like a link: "scheme://", "nonet:" or "www.".
bool looksLikeLink(std::string_view text);
// The link text[begin, end); positions in errors are relative to the whole text.
ParseResult parseLink(std::string_view text, std::size_t begin, std::size_t end);

} // namespace nonet::notation
