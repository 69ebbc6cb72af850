#pragma once
// What went wrong when a text did not parse as a puzzle, and where. The UI turns the code
// into words of its own; the message is a ready-made English sentence for logs, the CLI
// and tests. Lines and columns are 1-based (columns count characters, not bytes) and 0
// when the error has no single position (for example a wrong total number of cells).

#include <string>
#include <vector>

namespace nonet {

struct ParseError {
    enum class Code {
        EmptyInput,          // nothing but whitespace
        InputTooLarge,       // longer than kMaxNotationInput bytes; rejected unread
        UnexpectedCharacter, // a character no accepted notation allows at that place
        WrongCellCount,      // not 81 cells (the message says how many were found)
        ConflictingGivens,   // two equal givens in one row, column or box (cells lists them)
        BadCandidates,       // a pencil-mark cell lists a digit twice, or a 729-character
                             // string has a digit in another digit's position
        LinkWithoutPuzzle,   // a link with no puzzle parameter or fragment
        BrokenLink,          // a link whose puzzle/progress parameter is malformed, a bad
                             // %-escape, a repeated parameter, an unknown nonet:// action
        BadLayout,           // a Jigsaw layout that is missing, not 81 region digits, or not
                             // nine connected regions of nine cells (cells lists them)
        BadCages,            // Killer cages that are missing, not 81 labels, a label without
                             // a sum or a sum without cells, a cage not connected or with a
                             // sum its cells cannot make (cells lists the cage)
        BadGameId,           // a Simon Tatham's Solo game ID that is broken, a random seed, or
                             // of a kind Nonet does not play (core/notation/solo_game_id.h)
        WrongVariant,        // a text that names another variant than the one it is read as
                             // ("x: ..." read as classic or Windoku; core/notation/variant_prefix.h)
    };

    Code code = Code::EmptyInput;
    std::string message;
    int line = 0;
    int column = 0;
    std::vector<int> cells; // cell indices (0..80; up to 255 for 16x16) the error is about, ascending
};

} // namespace nonet
