#include "app/shell/variant_hookup.h"

#include "app/files/game_keeper.h"
#include "app/stats/variant_statistics_recorder.h"
#include "app/variants/variant_window.h"

#include <QPointer>

namespace nonet::app {

VariantHookup::VariantHookup(VariantWindow* window, StatisticsRecorder* statistics, GameKeeper* keeper)
    : QObject(window), statistics_(new VariantStatisticsRecorder(statistics, this))
{
    setObjectName(QStringLiteral("variantHookup"));
    statistics_->setObjectName(QStringLiteral("variantStatistics"));
    connect(window, &VariantWindow::gameShown, statistics_, &VariantStatisticsRecorder::gameShown);
    connect(window, &VariantWindow::gameLetGo, statistics_, &VariantStatisticsRecorder::gameLetGo);
    connect(window, &VariantWindow::moveMade, statistics_, &VariantStatisticsRecorder::noteMove);
    connect(window, &VariantWindow::hintShown, statistics_, &VariantStatisticsRecorder::noteHint);
    connect(window, &VariantWindow::checked, statistics_, &VariantStatisticsRecorder::noteCheck);
    connect(window, &VariantWindow::lost, statistics_, &VariantStatisticsRecorder::recordLoss);
    connect(window, &VariantWindow::solved, this,
            [this, window](qint64 elapsedMs) { window->appendMessage(statistics_->recordCompletion(elapsedMs)); });
    // A keeper gone (Nonet closing down) keeps nothing: the game stays in the autosave.
    if (keeper != nullptr)
        window->setKeeper([keeper = QPointer<GameKeeper>(keeper)](const SavedVariantGame& leaving) {
            return !keeper.isNull() && keeper->keepVariant(leaving);
        });
}

} // namespace nonet::app
