#include "app/pool/pool_contents.h"

#include "app/storage/level_key.h"
#include "core/notation/grid_line.h"

#include <QJsonArray>

namespace nonet::app {
namespace {

QString gridText(const Grid& grid) { return QString::fromStdString(formatGridLine(grid)); }

std::optional<Grid> gridFrom(const QString& text) { return parseGridLine(text.toStdString()); }

std::optional<std::uint64_t> numberFrom(const QJsonValue& value)
{
    bool ok = false;
    const std::uint64_t n = value.toString().toULongLong(&ok);
    if (!ok) return std::nullopt;
    return n;
}

} // namespace

QJsonObject PoolContents::toJson() const
{
    QJsonArray list;
    for (const GamePuzzle& p : puzzles) {
        list.append(QJsonObject{
            {QStringLiteral("level"), levelKeyText(p.level)},
            {QStringLiteral("givens"), gridText(p.givens)},
            {QStringLiteral("solution"), gridText(p.solution)},
        });
    }
    return {
        {QStringLiteral("seed"), QString::number(seed)},
        {QStringLiteral("counter"), QString::number(counter)},
        {QStringLiteral("puzzles"), list},
    };
}

PoolContents::Parsed PoolContents::fromJson(const QJsonObject& object)
{
    PoolContents out;
    const auto seed = numberFrom(object.value(QStringLiteral("seed")));
    const auto counter = numberFrom(object.value(QStringLiteral("counter")));
    if (!seed || !counter) return {std::nullopt, QStringLiteral("\"seed\" and \"counter\" must be decimal numbers in strings")};
    out.seed = *seed;
    out.counter = *counter;
    const QJsonValue puzzles = object.value(QStringLiteral("puzzles"));
    if (!puzzles.isArray()) return {std::nullopt, QStringLiteral("no \"puzzles\" list")};
    const QJsonArray list = puzzles.toArray();
    for (qsizetype n = 0; n < list.size(); ++n) {
        const QJsonObject entry = list.at(n).toObject();
        const auto level = levelFromKeyText(entry.value(QStringLiteral("level")).toString());
        const auto givens = gridFrom(entry.value(QStringLiteral("givens")).toString());
        const auto solution = gridFrom(entry.value(QStringLiteral("solution")).toString());
        const auto bad = [n](const char* what) {
            return Parsed{std::nullopt, QStringLiteral("puzzle %1: %2").arg(n + 1).arg(QLatin1String(what))};
        };
        if (!level) return bad("unknown level");
        if (!givens || !solution) return bad("givens and solution must be 81 characters");
        const GamePuzzle puzzle{*givens, *solution, *level};
        if (!isConsistentPuzzle(puzzle)) return bad("the solution does not solve the givens");
        out.puzzles.push_back(puzzle);
    }
    return {out, {}};
}

} // namespace nonet::app
