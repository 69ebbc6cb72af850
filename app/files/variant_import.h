#pragma once
// Import of a puzzle of a variant (4×4, 6×6, 16×16, X-Sudoku, Windoku, Jigsaw), beside the
// classic import (puzzle_import.h), in the same two steps:
//
//   variantOf(text, chosen)  which variant the text is read as: the chosen one, or the one
//                            its form says (core/notation/variant_text.h); Classic means the
//                            classic import reads it
//   parse(text, variant)     the variant's notation (or a variant link): what it is, or the
//                            player's sentence for what is wrong and where. Cheap, bounded.
//   check(parsed, stop)      no solution / more than one (limit 2), the grader's level as the
//                            variant means it, a link's progress played. Runs a solver and
//                            the grader: call it off the GUI thread (variant_import_job.h).

#include "app/files/puzzle_import.h"
#include "core/game/shape_game.h"
#include "core/notation/variant_text.h"

#include <QString>

#include <stop_token>
#include <variant>

namespace nonet::app {

// Its sentences are the classic import's (PuzzleImport): the same problems, the same words.
class VariantImport {
public:
    static Variant variantOf(const QString& text, Variant chosen);
    // variant: not Classic.
    static std::variant<VariantText, ImportProblem> parse(const QString& text, Variant variant);
    static std::variant<ShapeGame, ImportProblem> check(const VariantText& parsed, std::stop_token stop = {});
    // parse and check at once (tests; callers already off the GUI thread). variant: not Classic.
    static std::variant<ShapeGame, ImportProblem> run(const QString& text, Variant variant);
};

} // namespace nonet::app
