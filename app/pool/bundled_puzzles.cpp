#include "app/pool/bundled_puzzles.h"

#include "app/storage/field_lines.h"
#include "app/storage/level_key.h"
#include "core/notation/grid_line.h"

#include <optional>

namespace nonet::app {

BundledPuzzles::Parsed BundledPuzzles::parse(const QString& text)
{
    Parsed out;
    // level givens solution
    out.errors = readFieldLines(text, 3, [&out](const QStringList& fields) -> std::optional<QString> {
        const auto level = levelFromKeyText(fields[0]);
        if (!level) return QStringLiteral("unknown level '%1'").arg(fields[0]);
        const auto givens = parseGridLine(fields[1].toStdString());
        const auto solution = parseGridLine(fields[2].toStdString());
        if (!givens || !solution || solution->filledCount() != kCellCount)
            return QStringLiteral("givens and solution must be 81 characters");
        const GamePuzzle puzzle{*givens, *solution, *level};
        if (!isConsistentPuzzle(puzzle)) return QStringLiteral("the solution does not solve the givens");
        out.puzzles.puzzles_.push_back(puzzle);
        return std::nullopt;
    });
    return out;
}

BundledPuzzles::Parsed BundledPuzzles::loadBuiltIn()
{
    const auto text = readResourceText(QStringLiteral(":/puzzles/bundled.txt"));
    if (!text) return {{}, {QStringLiteral("the bundled puzzle list is missing")}};
    return parse(*text);
}

std::vector<GamePuzzle> BundledPuzzles::ofLevel(Level level) const
{
    std::vector<GamePuzzle> out;
    for (const GamePuzzle& p : puzzles_)
        if (p.level == level) out.push_back(p);
    return out;
}

} // namespace nonet::app
