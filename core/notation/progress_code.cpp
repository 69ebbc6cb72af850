#include "core/notation/progress_code.h"

#include "core/notation/notation_text.h"
#include "core/notation/note_code.h"

#include <algorithm>

namespace nonet {

namespace {

// One block of 122 characters from `begin`: the notes, or what is wrong and where.
std::variant<CandidateMarks, ProgressError> readNotes(std::string_view value, std::size_t begin, const Grid& givens,
                                                      std::string_view what)
{
    auto decoded = decodeNotes(value.substr(begin, kProgressNotesLength), kCellCount, kSide, what);
    if (const auto* error = std::get_if<NoteCodeError>(&decoded)) return ProgressError{error->message, begin + error->index};
    const std::vector<DigitSet>& read = std::get<std::vector<DigitSet>>(decoded);
    CandidateMarks notes{};
    std::copy(read.begin(), read.end(), notes.begin());
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (givens.at(cell) != 0 && !notes[static_cast<std::size_t>(cell)].empty())
            return ProgressError{std::string(what) + " on the given cell " + notation::cellName(cell),
                begin + static_cast<std::size_t>(cell * kSide / 6)};
    }
    return notes;
}

} // namespace

std::string encodeProgress(const Grid& entries)
{
    std::string out(kProgressEntriesLength, '0');
    for (int cell = 0; cell < kCellCount; ++cell)
        if (entries.at(cell) != 0) out[static_cast<std::size_t>(cell)] = static_cast<char>('0' + entries.at(cell));
    return out;
}

std::string encodeProgress(const Grid& entries, const CandidateMarks& notes)
{
    std::string out = encodeProgress(entries);
    out.reserve(kProgressEntriesLength + kProgressNotesLength);
    out += encodeNotes(notes, kSide);
    return out;
}

std::string encodeProgress(const Grid& entries, const CandidateMarks& notes, const CandidateMarks& centreNotes)
{
    std::string out = encodeProgress(entries, notes);
    out.reserve(kProgressEntriesLength + 2 * kProgressNotesLength);
    out += encodeNotes(centreNotes, kSide);
    return out;
}

std::variant<Progress, ProgressError> decodeProgress(std::string_view value, const Grid& givens)
{
    if (value.size() != kProgressEntriesLength && value.size() != kProgressEntriesLength + kProgressNotesLength
        && value.size() != kProgressEntriesLength + 2 * kProgressNotesLength)
        return ProgressError{"progress has " + std::to_string(value.size())
                + " characters; it is 81 (entries), 203 (entries and notes) or 325 (entries, notes and centre notes)",
            0};
    Progress progress;
    for (int cell = 0; cell < kCellCount; ++cell) {
        const auto i = static_cast<std::size_t>(cell);
        const char c = value[i];
        if (notation::isBlankCell(c)) continue;
        if (!notation::isGivenDigit(c))
            return ProgressError{"unexpected character " + notation::describeCharacter(value, i) + " in the entries", i};
        if (givens.at(cell) != 0)
            return ProgressError{"an entry (" + std::string(1, c) + ") on the given cell " + notation::cellName(cell), i};
        progress.entries.setAt(cell, c - '0');
    }
    if (value.size() == kProgressEntriesLength) return progress;

    auto notes = readNotes(value, kProgressEntriesLength, givens, "notes");
    if (auto* error = std::get_if<ProgressError>(&notes)) return std::move(*error);
    progress.notes = std::get<CandidateMarks>(notes);
    if (value.size() == kProgressEntriesLength + kProgressNotesLength) return progress;

    auto centre = readNotes(value, kProgressEntriesLength + kProgressNotesLength, givens, "centre notes");
    if (auto* error = std::get_if<ProgressError>(&centre)) return std::move(*error);
    progress.centreNotes = std::get<CandidateMarks>(centre);
    return progress;
}

} // namespace nonet
