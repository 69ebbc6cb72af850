#include "app/files/puzzle_import.h"

#include "app/storage/data_file.h"

#include "app/session/game_title.h"
#include "app/session/variant_names.h"
#include "core/game/game_state.h"
#include "core/notation/parser.h"
#include "core/notation/variant_text.h"
#include "core/solver/shape_solve.h"
#include "core/presets/preset.h"

#include <QFile>
#include <QFileInfo>

#include <span>
#include <utility>

namespace nonet::app {
namespace {

QString detail(const ParseError& error) { return QString::fromStdString(error.message); }

} // namespace

ImportProblem PuzzleImport::describe(const ParseError& error)
{
    ImportProblem problem;
    problem.parseCode = error.code;
    problem.cells = error.cells;
    problem.code = ImportProblem::Code::NotAPuzzle;
    switch (error.code) {
    case ParseError::Code::EmptyInput:
        problem.code = ImportProblem::Code::Empty;
        problem.message = tr("There is nothing to import: the text is empty.");
        break;
    case ParseError::Code::InputTooLarge:
        problem.code = ImportProblem::Code::TooLarge;
        problem.message = tr("The text is far too long to be a puzzle.");
        break;
    case ParseError::Code::UnexpectedCharacter:
        problem.message = tr("This is not a puzzle Nonet can read: %1.").arg(detail(error));
        break;
    case ParseError::Code::WrongCellCount:
        problem.message = tr("This is not a whole puzzle: %1.").arg(detail(error));
        break;
    case ParseError::Code::ConflictingGivens:
        problem.code = ImportProblem::Code::ConflictingGivens;
        problem.message = tr("The puzzle breaks the rules: %1.").arg(detail(error));
        break;
    case ParseError::Code::BadCandidates:
        problem.message = tr("The pencil marks cannot be read: %1.").arg(detail(error));
        break;
    case ParseError::Code::LinkWithoutPuzzle:
        problem.message = tr("The link carries no puzzle: %1.").arg(detail(error));
        break;
    case ParseError::Code::BrokenLink:
        problem.message = tr("The link is broken: %1.").arg(detail(error));
        break;
    case ParseError::Code::BadLayout:
        // The detail names the layout and what is wrong with it ("the Jigsaw layout is
        // broken: region 1 has 10 cells"): the lead does not say it again.
        problem.message = tr("This Jigsaw puzzle cannot be played: %1.").arg(detail(error));
        break;
    case ParseError::Code::BadGameId:
        // The detail says what the game ID is or what is wrong with it.
        problem.message = tr("This Solo game ID cannot be played: %1.").arg(detail(error));
        break;
    case ParseError::Code::WrongVariant:
        // The detail says which variant the text names and which it was read as.
        problem.message = tr("This text is of another variant: %1.").arg(detail(error));
        break;
    case ParseError::Code::BadCages:
        // The detail names the cage and what is wrong with it ("cage 'B' is not connected").
        problem.message = tr("This Killer puzzle cannot be played: %1.").arg(detail(error));
        break;
    }
    return problem;
}

namespace {

ImportProblem problem(ImportProblem::Code code, QString message)
{
    ImportProblem p;
    p.code = code;
    p.message = std::move(message);
    return p;
}

std::string_view viewOf(const QByteArray& utf8) { return {utf8.constData(), static_cast<std::size_t>(utf8.size())}; }

std::optional<ImportProblem> tooLarge(const QString& text)
{
    // A 10 MB paste is refused here, before it is converted or scanned.
    if (text.size() <= PuzzleImport::kMaxTextLength) return std::nullopt;
    return problem(ImportProblem::Code::TooLarge, PuzzleImport::tooLongMessage(text.size()));
}

// The entries and notes (both kinds) that came with the puzzle, as one SetCells move
// (nothing when there are none). notes, centreNotes: one per cell, or none at all.
std::optional<Move> progressMove(const ShapeGrid& givens, const ShapeGrid* entries, std::span<const DigitSet> notes,
                                 std::span<const DigitSet> centreNotes)
{
    std::vector<CellContent> contents;
    for (int cell = 0; cell < givens.cellCount(); ++cell) {
        if (givens.at(cell) != 0) continue;
        const auto index = static_cast<std::size_t>(cell);
        CellContent content{cell, entries != nullptr ? entries->at(cell) : 0};
        if (content.value == 0 && !notes.empty()) content.notes = notes[index];
        if (content.value == 0 && !centreNotes.empty()) content.centreNotes = centreNotes[index];
        if (content.value != 0 || !content.notes.empty() || !content.centreNotes.empty()) contents.push_back(content);
    }
    if (contents.empty()) return std::nullopt;
    return Move::setCells(std::move(contents));
}

template <typename T>
const T* pointerTo(const std::optional<T>& value)
{
    return value ? &*value : nullptr;
}

template <typename Marks>
std::span<const DigitSet> spanOf(const std::optional<Marks>& marks)
{
    return marks ? std::span<const DigitSet>(*marks) : std::span<const DigitSet>();
}

bool hasOneSolutionAs(Variant variant, const ShapeGrid& givens)
{
    ShapeGrid grid(Shape::of(variant));
    for (int cell = 0; cell < grid.cellCount(); ++cell) grid.setAt(cell, givens.at(cell));
    return grid.isConsistent() && solveShape(grid, 2).count == 1;
}

// The review's Copy as Text ("Nonet · 4×4 · Easy · 0:39 · 1 hint · nonet://play?v=4x4&p=…"
// and its figures below) is read as its link: one nonet:// link that follows the line's
// " · ", what the review writes before it. Any other text is read as it is (a name in
// front of a link, "x: nonet://…", says something the link does not; two links are not
// guessed between).
QString puzzlePartOf(const QString& text)
{
    static const QString scheme = QStringLiteral("nonet://");
    const QString separator = GameTitle::separator();
    const qsizetype start = text.indexOf(scheme, 0, Qt::CaseInsensitive);
    if (start < 0 || text.indexOf(scheme, start + 1, Qt::CaseInsensitive) >= 0) return text;
    if (start < separator.size() || text.mid(start - separator.size(), separator.size()) != separator) return text;
    qsizetype end = start;
    while (end < text.size() && !text.at(end).isSpace()) ++end;
    return text.mid(start, end - start);
}

} // namespace

Variant PuzzleImport::variantOf(const QString& whole, Variant chosen)
{
    if (whole.size() > kMaxTextLength) return chosen;
    const QString text = puzzlePartOf(whole);
    const QByteArray utf8 = text.toUtf8();
    return variantOfText(viewOf(utf8), chosen);
}

std::variant<Grid, QString> PuzzleImport::classicGivens(const QString& text)
{
    auto parsed = parseClassic(text);
    if (const auto* problem = std::get_if<ImportProblem>(&parsed)) return problem->message;
    return std::get<ParsedPuzzle>(parsed).givens;
}

std::variant<ParsedPuzzle, ImportProblem> PuzzleImport::parseClassic(const QString& text)
{
    if (auto refused = tooLarge(text)) return std::move(*refused);
    const QByteArray utf8 = text.toUtf8();
    ParseResult result = parsePuzzle(viewOf(utf8));
    if (!result) return describe(result.error());
    return std::move(result.puzzle());
}

std::variant<ParsedImport, ImportProblem> PuzzleImport::parse(const QString& whole, Variant chosen)
{
    if (auto refused = tooLarge(whole)) return std::move(*refused);
    const QString text = puzzlePartOf(whole);
    const Variant variant = variantOf(text, chosen);
    if (isPlainClassic(variant)) {
        // Every classic notation, pencil marks and a link's notes included.
        auto classic = parseClassic(text);
        if (auto* refused = std::get_if<ImportProblem>(&classic)) return std::move(*refused);
        const ParsedPuzzle& parsed = std::get<ParsedPuzzle>(classic);
        const ShapeGrid givens(parsed.givens);
        const std::optional<ShapeGrid> entries = parsed.entries ? std::optional<ShapeGrid>(*parsed.entries) : std::nullopt;
        return ParsedImport{givens, progressMove(givens, pointerTo(entries), spanOf(parsed.pencilMarks), spanOf(parsed.centreMarks)),
                            parsed.notation};
    }
    if (auto refused = tooLarge(text)) return std::move(*refused);
    const QByteArray utf8 = text.toUtf8();
    auto read = readVariantText(variant, viewOf(utf8));
    if (const auto* error = std::get_if<ParseError>(&read)) return describe(*error);
    VariantText& parsed = std::get<VariantText>(read);
    std::optional<Move> progress =
        progressMove(parsed.givens, pointerTo(parsed.entries), spanOf(parsed.notes), spanOf(parsed.centreNotes));
    return ParsedImport{std::move(parsed.givens), std::move(progress), parsed.notation};
}

std::variant<ImportedPuzzle, ImportProblem> PuzzleImport::check(const ParsedImport& parsed)
{
    const ShapeSolveResult solved = solveShape(parsed.givens, 2);
    if (solved.count == 0)
        return problem(ImportProblem::Code::NoSolution, tr("The puzzle has no solution, so it cannot be played."));
    if (solved.count > 1) {
        // An X-Sudoku or Windoku line read as a classic puzzle: its extra houses are what
        // make it unique, and the player only needs to choose the variant.
        if (parsed.givens.shape().isClassic())
            for (const Variant variant : kAllVariants)
                if (!isPlainClassic(variant) && readsClassicForms(variant) && hasOneSolutionAs(variant, parsed.givens))
                    return problem(ImportProblem::Code::SeveralSolutions,
                                   tr("As a classic Sudoku the puzzle has more than one solution, but as %1 it has exactly "
                                      "one: choose %1 as the variant and import it again.")
                                       .arg(VariantNames::title(variant)));
        return problem(ImportProblem::Code::SeveralSolutions,
                       tr("The puzzle has more than one solution; Nonet plays only puzzles with exactly one."));
    }
    ImportedPuzzle imported{GamePuzzle{parsed.givens, *solved.solution, Level::VeryEasy}, parsed.progress, parsed.notation};
    if (imported.progress) {
        // Entries may be wrong or clash (it is a game in progress), but they must fit the puzzle.
        GameState trial(imported.puzzle);
        if (!trial.apply(*imported.progress))
            return problem(ImportProblem::Code::BadProgress, tr("The progress that came with the puzzle does not fit it."));
    }
    return imported;
}

std::variant<ImportedPuzzle, ImportProblem> PuzzleImport::run(const QString& text, Variant chosen)
{
    auto parsed = parse(text, chosen);
    if (auto* p = std::get_if<ImportProblem>(&parsed)) return std::move(*p);
    return check(std::get<ParsedImport>(parsed));
}

QString PuzzleImport::tooLongMessage(qsizetype length) { return tr("The text is far too long to be a puzzle (%L1 characters).").arg(length); }

std::variant<QByteArray, ImportProblem> PuzzleImport::readFile(const QString& path)
{
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
    if (const auto what = DataFile::notAFile(path))
        return problem(ImportProblem::Code::UnreadableFile, tr("“%1” is %2, not a file with a puzzle.").arg(name, *what));
    if (!file.open(QIODevice::ReadOnly))
        return problem(ImportProblem::Code::UnreadableFile, tr("“%1” could not be read (%2).").arg(name, file.errorString()));
    const QByteArray bytes = file.read(kMaxTextLength + 1);
    if (file.error() != QFileDevice::NoError)
        return problem(ImportProblem::Code::UnreadableFile, tr("“%1” could not be read (%2).").arg(name, file.errorString()));
    if (bytes.size() > kMaxTextLength)
        return problem(ImportProblem::Code::TooLarge, tr("“%1” is far too large to hold a puzzle.").arg(name));
    return bytes;
}

} // namespace nonet::app
