#pragma once
// The notes of every cell of a grid, packed for a link: with side s, note v of cell c is
// bit s*c + v - 1; the s * cells bits are packed into sextets, most significant bit first,
// and written in the base64url alphabet (A-Z a-z 0-9 - _) without padding; the bits left
// over in the last character are 0.
//
//   4x4  11 characters     6x6  36     9x9  122     16x16  683
//
// The classic link's notes (s=, core/notation/progress_code.h) and a variant link's n= and
// c= (core/notation/variant_link.h) are written so. Every character is "unreserved" in
// RFC 3986: a link never needs %-escapes for them.

#include "core/digit_set.h"

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace nonet {

struct NoteCodeError {
    std::string message;
    std::size_t index = 0; // the character of the code the message is about
};

// The characters of the notes of `cells` cells of a grid of `side`.
std::size_t noteCodeLength(int cells, int side);
// Notes above the side are left out.
std::string encodeNotes(std::span<const DigitSet> notes, int side);
// code: exactly noteCodeLength(cells, side) characters. `what` names the notes in the
// messages ("unexpected character '!' in the notes").
std::variant<std::vector<DigitSet>, NoteCodeError> decodeNotes(std::string_view code, int cells, int side, std::string_view what);

} // namespace nonet
