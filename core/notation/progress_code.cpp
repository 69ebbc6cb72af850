#include "core/notation/progress_code.h"

#include "core/notation/notation_text.h"

namespace nonet {

namespace {

constexpr std::string_view kBase64Url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr int kNoteBits = kCellCount * kSide; // 729

int base64UrlValue(char c)
{
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '-') return 62;
    if (c == '_') return 63;
    return -1;
}

bool noteBit(const CandidateMarks& notes, int bit)
{
    return bit < kNoteBits && notes[static_cast<std::size_t>(bit / kSide)].contains(bit % kSide + 1);
}

void appendNotes(std::string& out, const CandidateMarks& notes)
{
    for (std::size_t k = 0; k < kProgressNotesLength; ++k) {
        int sextet = 0;
        for (int j = 0; j < 6; ++j) sextet = (sextet << 1) | (noteBit(notes, static_cast<int>(6 * k) + j) ? 1 : 0);
        out += kBase64Url[static_cast<std::size_t>(sextet)];
    }
}

// One block of 122 characters from `begin`: the notes, or what is wrong and where.
std::variant<CandidateMarks, ProgressError> readNotes(std::string_view value, std::size_t begin, const Grid& givens,
                                                      std::string_view what)
{
    CandidateMarks notes{};
    for (std::size_t k = 0; k < kProgressNotesLength; ++k) {
        const std::size_t i = begin + k;
        const int sextet = base64UrlValue(value[i]);
        if (sextet < 0)
            return ProgressError{"unexpected character " + notation::describeCharacter(value, i) + " in the " + std::string(what), i};
        for (int j = 0; j < 6; ++j) {
            if (((sextet >> (5 - j)) & 1) == 0) continue;
            const int bit = static_cast<int>(6 * k) + j;
            if (bit >= kNoteBits) return ProgressError{"the unused bits at the end of the " + std::string(what) + " are not 0", i};
            notes[static_cast<std::size_t>(bit / kSide)].insert(bit % kSide + 1);
        }
    }
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
    appendNotes(out, notes);
    return out;
}

std::string encodeProgress(const Grid& entries, const CandidateMarks& notes, const CandidateMarks& centreNotes)
{
    std::string out = encodeProgress(entries, notes);
    out.reserve(kProgressEntriesLength + 2 * kProgressNotesLength);
    appendNotes(out, centreNotes);
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
