#include "app/pool/bundled_puzzles.h"

#include "app/storage/level_key.h"
#include "core/notation/grid_line.h"

#include <QFile>

#include <optional>

namespace nonet::app {

BundledPuzzles::Parsed BundledPuzzles::parse(const QString& text)
{
    Parsed out;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const auto bad = [&](const QString& what) { out.errors << QStringLiteral("line %1: %2").arg(i + 1).arg(what); };
        const QStringList fields = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (fields.size() != 3) {
            bad(QStringLiteral("expected 3 fields, found %1").arg(fields.size()));
            continue;
        }
        const auto level = levelFromKeyText(fields[0]);
        if (!level) {
            bad(QStringLiteral("unknown level '%1'").arg(fields[0]));
            continue;
        }
        const auto givens = parseGridLine(fields[1].toStdString());
        const auto solution = parseGridLine(fields[2].toStdString());
        if (!givens || !solution || solution->filledCount() != kCellCount) {
            bad(QStringLiteral("givens and solution must be 81 characters"));
            continue;
        }
        const GamePuzzle puzzle{*givens, *solution, *level};
        if (!isConsistentPuzzle(puzzle)) {
            bad(QStringLiteral("the solution does not solve the givens"));
            continue;
        }
        out.puzzles.puzzles_.push_back(puzzle);
    }
    return out;
}

BundledPuzzles::Parsed BundledPuzzles::loadBuiltIn()
{
    QFile file(QStringLiteral(":/puzzles/bundled.txt"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {{}, {QStringLiteral("the bundled puzzle list is missing")}};
    return parse(QString::fromUtf8(file.readAll()));
}

std::vector<GamePuzzle> BundledPuzzles::ofLevel(Level level) const
{
    std::vector<GamePuzzle> out;
    for (const GamePuzzle& p : puzzles_)
        if (p.level == level) out.push_back(p);
    return out;
}

} // namespace nonet::app
