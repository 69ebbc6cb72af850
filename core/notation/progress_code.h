#pragma once
// The s= parameter of a Nonet link: a player's progress on the puzzle of p=.
//
//   s = E            81 characters: the player's entry per cell, '0' for none (always '0'
//                    on a given), cells in reading order r1c1..r9c9
//   s = E N          E followed by 122 characters of (corner) notes
//   s = E N C        and 122 more of centre notes (N all 'A' when there are none)
//
// N packs the 81 x 9 note bits (cell c, digit d -> bit 9c + d - 1, 729 bits) into sextets,
// most significant bit first, written in the base64url alphabet (A-Z a-z 0-9 - _) without
// padding; the 3 bits left over in the last character are 0 (core/notation/note_code.h,
// which a variant link's notes share). Why this form:
//  - every character is "unreserved" in RFC 3986, so the link never needs %-escapes and
//    survives mail, chat and the clipboard as it is; '0' rather than '.' for blanks
//    because link detectors drop a trailing '.' from a link they find in running text;
//  - fixed lengths (81, 81 + 122 = 203, or 81 + 2 x 122 = 325) make the parts
//    self-delimiting and any truncation detectable; 122 characters is the least that holds
//    729 bits in base64url; C packs the centre notes exactly as N packs the corner notes,
//    and a link without C reads as it always did;
//  - E stays readable beside p=, as the puzzle does.

#include "core/grid.h"
#include "core/notation/parsed_puzzle.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace nonet {

inline constexpr std::size_t kProgressEntriesLength = 81;
inline constexpr std::size_t kProgressNotesLength = 122;

struct Progress {
    Grid entries;
    std::optional<CandidateMarks> notes;       // corner notes
    std::optional<CandidateMarks> centreNotes; // only with notes
    bool operator==(const Progress&) const = default;
};

struct ProgressError {
    std::string message;
    std::size_t index = 0; // position in the encoded value the message is about
};

std::string encodeProgress(const Grid& entries);
std::string encodeProgress(const Grid& entries, const CandidateMarks& notes);
std::string encodeProgress(const Grid& entries, const CandidateMarks& notes, const CandidateMarks& centreNotes);
// Checks the value against the puzzle's givens: no entry on a given, no notes on a given.
std::variant<Progress, ProgressError> decodeProgress(std::string_view value, const Grid& givens);

} // namespace nonet
