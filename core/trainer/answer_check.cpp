#include "core/trainer/answer_check.h"

#include "core/logic/technique_catalog.h"

#include <algorithm>

namespace nonet {

namespace {

bool contains(const std::vector<CellDigit>& items, const CellDigit& item)
{
    return std::find(items.begin(), items.end(), item) != items.end();
}

bool touches(const Step& step, const TrainerAnswer& answer)
{
    for (const CellDigit& r : answer.removed)
        if (contains(step.eliminations, r)) return true;
    for (const CellDigit& p : answer.placed)
        if (contains(step.placements, p)) return true;
    return false;
}

} // namespace

std::vector<Step> techniqueInstances(const TrainerPosition& position, int limit)
{
    std::vector<Step> instances{position.step};
    const TechniqueFinder finder = techniqueInfo(position.step.technique).finder;
    CandidateGrid grid = position.position;
    grid.apply(position.step);
    while (static_cast<int>(instances.size()) < limit && finder != nullptr && !grid.isComplete()) {
        std::optional<Step> next = finder(grid);
        if (!next) break;
        const CandidateGrid before = grid;
        grid.apply(*next);
        if (grid == before) break; // nothing new: the finder repeats itself
        instances.push_back(std::move(*next));
    }
    return instances;
}

AnswerVerdict judgeAnswer(const TrainerPosition& position, const TrainerAnswer& answer)
{
    const std::vector<Step> instances = techniqueInstances(position);
    AnswerVerdict verdict;
    verdict.shown = position.step;
    for (const Step& step : instances)
        if (touches(step, answer)) {
            verdict.shown = step;
            break;
        }
    std::vector<CellDigit> eliminations;
    std::vector<CellDigit> placements;
    for (const Step& step : instances) {
        eliminations.insert(eliminations.end(), step.eliminations.begin(), step.eliminations.end());
        placements.insert(placements.end(), step.placements.begin(), step.placements.end());
    }
    for (const CellDigit& r : answer.removed)
        if (!contains(eliminations, r)) verdict.unjustified.push_back(r);
    for (const CellDigit& p : answer.placed)
        if (!contains(placements, p)) verdict.unjustified.push_back(p);
    for (const CellDigit& e : verdict.shown.eliminations)
        if (!contains(answer.removed, e)) verdict.missed.push_back(e);
    for (const CellDigit& p : verdict.shown.placements)
        if (!contains(answer.placed, p)) verdict.missed.push_back(p);
    verdict.right = (!answer.removed.empty() || !answer.placed.empty()) && verdict.unjustified.empty();
    return verdict;
}

} // namespace nonet
