#include "app/variants/variant_hint.h"

#include "core/grader/grader.h"
#include "core/logic/candidate_grid.h"
#include "core/shape/shape_names.h"

#include <QStringList>

#include <map>

namespace nonet::app {

VariantHint VariantHints::find(const ShapeGame& game)
{
    VariantHint hint;
    hint.wrong = game.wrongEntries();
    if (!hint.wrong.empty()) return hint;
    const ShapeCandidateGrid position = ShapeCandidateGrid::fromGrid(game.values());
    // The puzzle has one solution (it was generated or checked so), so uniqueness holds.
    hint.step = findSimplestStep(position, true);
    return hint;
}

QString VariantHints::conclusion(const Step& step, const Shape& shape)
{
    QStringList sentences;
    for (const CellDigit& p : step.placements)
        sentences << tr("Place %1 in %2.").arg(QString::fromStdString(valueText(p.digit)), QString::fromStdString(shapeCellName(shape, p.cell)));
    // Eliminations grouped by value: "Remove 3 from r1c1, r1c2."
    std::map<int, QStringList> byValue;
    for (const CellDigit& e : step.eliminations) byValue[e.digit] << QString::fromStdString(shapeCellName(shape, e.cell));
    for (const auto& [value, cells] : byValue)
        sentences << tr("Remove %1 from %2.").arg(QString::fromStdString(valueText(value)), cells.join(QStringLiteral(", ")));
    return sentences.join(QLatin1Char(' '));
}

ShapeMove VariantHints::applyMove(const ShapeGame& game, const Step& step)
{
    ShapeMove move;
    for (const CellDigit& p : step.placements) {
        const ShapeMove part = game.placeMove(p.cell, p.digit);
        move.cells.insert(move.cells.end(), part.cells.begin(), part.cells.end());
    }
    std::map<int, DigitSet> notes;
    for (const CellDigit& e : step.eliminations) {
        if (game.value(e.cell) != 0) continue;
        auto [it, fresh] = notes.try_emplace(e.cell, game.notes(e.cell).empty() ? game.candidates(e.cell) : game.notes(e.cell));
        it->second.erase(e.digit);
    }
    for (const auto& [cell, kept] : notes) move.cells.push_back({cell, 0, kept});
    return move;
}

} // namespace nonet::app
