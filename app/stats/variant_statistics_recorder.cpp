#include "app/stats/variant_statistics_recorder.h"

#include "app/stats/statistics_recorder.h"
#include "core/game/shape_game.h"
#include "ui/timer_label.h"

#include <chrono>

namespace nonet::app {

VariantStatisticsRecorder::VariantStatisticsRecorder(StatisticsRecorder* record, QObject* parent) : QObject(parent), record_(record) {}

int VariantStatisticsRecorder::minEmptyForBestTime(int cellCount)
{
    return (cellCount * StatisticsRecorder::kMinEmptyForBestTime + kCellCount - 1) / kCellCount;
}

void VariantStatisticsRecorder::gameShown(const ShapeGame& game, bool lost)
{
    if (hasGame_ && counted_ && !finished_)
        record_->change([variant = variant_, level = level_](GameStatistics& s) { s.recordAbandoned(variant, level); });
    hasGame_ = true;
    variant_ = game.variant();
    level_ = game.level();
    finished_ = lost || game.completion() == ShapeCompletion::Solved;
    // A game with anything of the player's on it was counted when its first move was made.
    bool played = false;
    for (int cell = 0; cell < game.cellCount() && !played; ++cell)
        played = (!game.isGiven(cell) && game.value(cell) != 0) || !game.notes(cell).empty();
    counted_ = played || finished_;
    usedHints_ = false;
    usedChecks_ = false;
    usedSolutionMarks_ = false;
    cellCount_ = game.cellCount();
    emptyAtStart_ = game.cellCount() - game.puzzle().givens.filledCount();
}

void VariantStatisticsRecorder::noteMove(bool marksAgainstSolution)
{
    if (marksAgainstSolution) usedSolutionMarks_ = true;
    if (!hasGame_ || counted_) return;
    counted_ = true;
    record_->change([variant = variant_, level = level_](GameStatistics& s) { s.recordStarted(variant, level); });
}

QString VariantStatisticsRecorder::recordCompletion(qint64 elapsedMs)
{
    if (!hasGame_ || finished_) return {};
    finished_ = true;
    const bool tooShort = emptyAtStart_ < minEmptyForBestTime(cellCount_);
    GameStatistics::Solve solve;
    record_->change([&](GameStatistics& s) {
        if (!counted_) s.recordStarted(variant_, level_);
        solve = s.recordSolved(variant_, level_, elapsedMs, usedHints_, usedChecks_ || usedSolutionMarks_ || tooShort);
    });
    counted_ = true;
    if (solve.newBest)
        return solve.previousBestMs == 0
                   ? tr("That sets your best time for this variant at this level.")
                   : tr("New best time (was %1)!").arg(ui::TimerLabel::format(std::chrono::milliseconds(solve.previousBestMs)));
    if (QString help = StatisticsRecorder::helpSentence(usedHints_, usedChecks_, usedSolutionMarks_); !help.isEmpty()) return help;
    if (tooShort) return StatisticsRecorder::tooFewEmptyCellsSentence(emptyAtStart_, minEmptyForBestTime(cellCount_));
    return {};
}

void VariantStatisticsRecorder::recordLoss()
{
    if (!hasGame_ || finished_) return;
    finished_ = true;
    record_->change([&](GameStatistics& s) {
        if (!counted_) s.recordStarted(variant_, level_);
        s.recordLost(variant_, level_);
    });
    counted_ = true;
}

} // namespace nonet::app
