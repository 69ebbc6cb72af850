#include "app/files/puzzle_import.h"

#include "core/game/game_state.h"
#include "core/notation/parser.h"
#include "core/solver/solve.h"

#include <QFile>
#include <QFileInfo>

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
        problem.message = tr("The Jigsaw layout cannot be used: %1.").arg(detail(error));
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

// The entries and notes (both kinds) that came with the puzzle, as one SetCells move
// (nothing when there are none).
std::optional<Move> progressMove(const ParsedPuzzle& parsed)
{
    std::vector<CellContent> contents;
    for (int cell = 0; cell < kCellCount; ++cell) {
        if (parsed.givens.at(cell) != 0) continue;
        CellContent content{cell, parsed.entries ? parsed.entries->at(cell) : 0, {}};
        if (content.value == 0 && parsed.pencilMarks) content.notes = (*parsed.pencilMarks)[static_cast<std::size_t>(cell)];
        if (content.value == 0 && parsed.centreMarks) content.centreNotes = (*parsed.centreMarks)[static_cast<std::size_t>(cell)];
        if (content.value != 0 || !content.notes.empty() || !content.centreNotes.empty()) contents.push_back(content);
    }
    if (contents.empty()) return std::nullopt;
    return Move::setCells(std::move(contents));
}

} // namespace

std::variant<ParsedPuzzle, ImportProblem> PuzzleImport::parse(const QString& text)
{
    // A 10 MB paste is refused here, before it is converted or scanned.
    if (text.size() > kMaxTextLength)
        return problem(ImportProblem::Code::TooLarge,
                       tr("The text is far too long to be a puzzle (%L1 characters).").arg(text.size()));
    const QByteArray utf8 = text.toUtf8();
    ParseResult result = parsePuzzle(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
    if (!result) return describe(result.error());
    return std::move(result.puzzle());
}

std::variant<ImportedPuzzle, ImportProblem> PuzzleImport::check(const ParsedPuzzle& parsed)
{
    const SolveResult solved = solve(parsed.givens, 2);
    if (solved.count == 0)
        return problem(ImportProblem::Code::NoSolution, tr("The puzzle has no solution, so it cannot be played."));
    if (solved.count > 1)
        return problem(ImportProblem::Code::SeveralSolutions,
                       tr("The puzzle has more than one solution; Nonet plays only puzzles with exactly one."));
    ImportedPuzzle imported{parsed.givens, *solved.solution, progressMove(parsed), parsed.notation};
    if (imported.progress) {
        GameState trial(GamePuzzle{imported.givens, imported.solution, Level::VeryEasy});
        if (!trial.apply(*imported.progress))
            return problem(ImportProblem::Code::BadProgress,
                           tr("The progress that came with the puzzle does not fit it."));
    }
    return imported;
}

std::variant<ImportedPuzzle, ImportProblem> PuzzleImport::run(const QString& text)
{
    auto parsed = parse(text);
    if (auto* p = std::get_if<ImportProblem>(&parsed)) return std::move(*p);
    return check(std::get<ParsedPuzzle>(parsed));
}

std::variant<QByteArray, ImportProblem> PuzzleImport::readFile(const QString& path)
{
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
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
