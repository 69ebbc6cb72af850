#include "app/files/variant_import.h"

#include "core/grader/grader.h"
#include "core/grader/variant_levels.h"
#include "core/solver/shape_solve.h"

#include <utility>

namespace nonet::app {
namespace {

ImportProblem problem(ImportProblem::Code code, QString message)
{
    ImportProblem p;
    p.code = code;
    p.message = std::move(message);
    return p;
}

QByteArray utf8Of(const QString& text) { return text.toUtf8(); }

} // namespace

Variant VariantImport::variantOf(const QString& text, Variant chosen)
{
    if (text.size() > PuzzleImport::kMaxTextLength) return chosen;
    const QByteArray utf8 = utf8Of(text);
    return variantOfText(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())), chosen);
}

std::variant<VariantText, ImportProblem> VariantImport::parse(const QString& text, Variant variant)
{
    // A 10 MB paste is refused here, before it is converted or scanned (as the classic import does).
    if (text.size() > PuzzleImport::kMaxTextLength)
        return problem(ImportProblem::Code::TooLarge,
                       PuzzleImport::tr("The text is far too long to be a puzzle (%L1 characters).").arg(text.size()));
    const QByteArray utf8 = utf8Of(text);
    auto read = readVariantText(variant, std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
    if (const auto* error = std::get_if<ParseError>(&read)) return PuzzleImport::describe(*error);
    return std::move(std::get<VariantText>(read));
}

std::variant<ShapeGame, ImportProblem> VariantImport::check(const VariantText& parsed, std::stop_token stop)
{
    const ShapeSolveResult solved = solveShape(parsed.givens, 2);
    if (solved.count == 0)
        return problem(ImportProblem::Code::NoSolution, PuzzleImport::tr("The puzzle has no solution, so it cannot be played."));
    if (solved.count > 1)
        return problem(ImportProblem::Code::SeveralSolutions,
                       PuzzleImport::tr("The puzzle has more than one solution; Nonet plays only puzzles with exactly one."));
    GradeOptions options;
    options.uniqueness = UniquenessPolicy::AssumeUnique; // checked just now
    options.keepSteps = false;
    const GradeResult graded = grade(parsed.givens, options, std::move(stop));
    ShapeGame game(ShapeGamePuzzle{parsed.givens, *solved.solution, variantLevel(parsed.givens.variant(), graded)});
    if (parsed.entries) {
        // A link's progress: the position as it was shared (entries may be wrong; it is a game).
        ShapeMove entries;
        for (int cell = 0; cell < parsed.entries->cellCount(); ++cell)
            if (parsed.entries->at(cell) != 0) entries.cells.push_back({cell, parsed.entries->at(cell), {}});
        if (!entries.isEmpty() && !game.apply(entries))
            return problem(ImportProblem::Code::BadProgress, PuzzleImport::tr("The progress that came with the puzzle does not fit it."));
    }
    return game;
}

std::variant<ShapeGame, ImportProblem> VariantImport::run(const QString& text, Variant variant)
{
    auto parsed = parse(text, variant);
    if (auto* p = std::get_if<ImportProblem>(&parsed)) return std::move(*p);
    return check(std::get<VariantText>(parsed));
}

} // namespace nonet::app
