// Links: Nonet's nonet://play?p=..&s=.. and web links with ?bd= / ?puzzle= / ?p= / ?s= or a
// #fragment (link_parser.h), reached through parsePuzzle as a pasted or opened link is,
// and the progress code of s= on its own (decodeProgress, progress_code.h).
//
// Input layout: byte 0 picks a link prefix (so the fuzzer spends its time behind the
// scheme rather than rediscovering it), byte 1 picks the givens decodeProgress checks
// against, the rest is the text after the prefix and, separately, the progress value.

#include "fuzz/fuzz_check.h"
#include "fuzz/notation_invariants.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace {

constexpr std::array<std::string_view, 8> kPrefixes{
    "", "nonet://play?p=", "nonet://", "nonet:", "https://example.org/sudoku?bd=",
    "http://example.org/#", "www.example.org/play?puzzle=", "https://example.org/?s="};

nonet::Grid givensFor(std::uint8_t selector)
{
    nonet::Grid grid;
    if (selector % 2 == 0) return grid; // no givens: every entry and note is allowed
    // A legal grid with a given in every row, column and box (a shifted-band pattern).
    for (int row = 0; row < 9; ++row)
        grid.set(row, (row * 3 + row / 3) % 9, row + 1);
    return grid;
}

void checkProgress(std::string_view value, const nonet::Grid& givens)
{
    using nonet::Progress;
    using nonet::ProgressError;
    const auto decoded = nonet::decodeProgress(value, givens);
    if (const auto* error = std::get_if<ProgressError>(&decoded)) {
        NONET_FUZZ_CHECK(!error->message.empty());
        NONET_FUZZ_CHECK(error->index < value.size() || (error->index == 0 && value.empty()));
        return;
    }
    const Progress& progress = std::get<Progress>(decoded);
    for (int cell = 0; cell < nonet::kCellCount; ++cell) {
        NONET_FUZZ_CHECK(progress.entries.at(cell) >= 0 && progress.entries.at(cell) <= 9);
        if (givens.at(cell) != 0) {
            NONET_FUZZ_CHECK(progress.entries.at(cell) == 0);
            NONET_FUZZ_CHECK(!progress.notes || (*progress.notes)[static_cast<std::size_t>(cell)].empty());
            NONET_FUZZ_CHECK(!progress.centreNotes || (*progress.centreNotes)[static_cast<std::size_t>(cell)].empty());
        }
    }
    // Centre notes come only after notes.
    NONET_FUZZ_CHECK(!progress.centreNotes || progress.notes);
    // Encoding is canonical: blanks come back as '0', the notes parts exactly as given.
    const std::string encoded = progress.centreNotes ? nonet::encodeProgress(progress.entries, *progress.notes, *progress.centreNotes)
                                : progress.notes    ? nonet::encodeProgress(progress.entries, *progress.notes)
                                                    : nonet::encodeProgress(progress.entries);
    NONET_FUZZ_CHECK(encoded.size() == value.size());
    NONET_FUZZ_CHECK(encoded.substr(nonet::kProgressEntriesLength) == value.substr(nonet::kProgressEntriesLength));
    const auto again = nonet::decodeProgress(encoded, givens);
    NONET_FUZZ_CHECK(std::holds_alternative<Progress>(again));
    NONET_FUZZ_CHECK(std::get<Progress>(again) == progress);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 2) return 0;
    const std::string_view prefix = kPrefixes[data[0] % kPrefixes.size()];
    const std::string_view rest(reinterpret_cast<const char*>(data + 2), size - 2);

    std::string link(prefix);
    link += rest;
    const nonet::ParseResult result = nonet::parsePuzzle(link);
    nonet::fuzz::checkResult(result);
    // A web link whose #fragment is a Solo game ID (Solo's own web page links its puzzles
    // that way) is read as that game ID; every other link is read as a link.
    if (result.ok() && !prefix.empty())
        NONET_FUZZ_CHECK(result.puzzle().notation == nonet::Notation::NonetLink
            || result.puzzle().notation == nonet::Notation::WebLink
            || (result.puzzle().notation == nonet::Notation::SoloGameId && prefix.starts_with("http")));

    checkProgress(rest, givensFor(data[1]));
    return 0;
}
