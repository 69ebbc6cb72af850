#include "core/notation/note_code.h"

#include "core/notation/notation_text.h"

namespace nonet {

namespace {

constexpr std::string_view kBase64Url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int base64UrlValue(char c)
{
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '-') return 62;
    if (c == '_') return 63;
    return -1;
}

} // namespace

std::size_t noteCodeLength(int cells, int side) { return (static_cast<std::size_t>(cells) * static_cast<std::size_t>(side) + 5) / 6; }

std::string encodeNotes(std::span<const DigitSet> notes, int side)
{
    const int cells = static_cast<int>(notes.size());
    const int bits = cells * side;
    const auto bit = [&](int index) { return index < bits && notes[static_cast<std::size_t>(index / side)].contains(index % side + 1); };
    std::string out;
    out.reserve(noteCodeLength(cells, side));
    for (std::size_t k = 0; k < noteCodeLength(cells, side); ++k) {
        int sextet = 0;
        for (int j = 0; j < 6; ++j) sextet = (sextet << 1) | (bit(static_cast<int>(6 * k) + j) ? 1 : 0);
        out += kBase64Url[static_cast<std::size_t>(sextet)];
    }
    return out;
}

std::variant<std::vector<DigitSet>, NoteCodeError> decodeNotes(std::string_view code, int cells, int side, std::string_view what)
{
    const int bits = cells * side;
    std::vector<DigitSet> notes(static_cast<std::size_t>(cells));
    for (std::size_t k = 0; k < code.size(); ++k) {
        const int sextet = base64UrlValue(code[k]);
        if (sextet < 0)
            return NoteCodeError{"unexpected character " + notation::describeCharacter(code, k) + " in the " + std::string(what), k};
        for (int j = 0; j < 6; ++j) {
            if (((sextet >> (5 - j)) & 1) == 0) continue;
            const int bit = static_cast<int>(6 * k) + j;
            if (bit >= bits) return NoteCodeError{"the unused bits at the end of the " + std::string(what) + " are not 0", k};
            notes[static_cast<std::size_t>(bit / side)].insert(bit % side + 1);
        }
    }
    return notes;
}

} // namespace nonet
