#include "app/help/mistake_mode.h"

#include <QSettings>

#include <algorithm>

namespace nonet::app {
namespace {

const QString kSettingsKey = QStringLiteral("help/mistakes");
const QString kLimitKey = QStringLiteral("help/mistakeLimit");

} // namespace

QString mistakeModeKey(MistakeMode mode)
{
    switch (mode) {
    case MistakeMode::Off: return QStringLiteral("off");
    case MistakeMode::Conflicts: return QStringLiteral("conflicts");
    case MistakeMode::Solution: return QStringLiteral("solution");
    }
    return {};
}

std::optional<MistakeMode> parseMistakeMode(const QString& key)
{
    for (MistakeMode mode : {MistakeMode::Off, MistakeMode::Conflicts, MistakeMode::Solution})
        if (key == mistakeModeKey(mode)) return mode;
    return std::nullopt;
}

MistakeMode loadMistakeMode()
{
    return parseMistakeMode(QSettings().value(kSettingsKey).toString()).value_or(kDefaultMistakeMode);
}

void saveMistakeMode(MistakeMode mode) { QSettings().setValue(kSettingsKey, mistakeModeKey(mode)); }

int loadMistakeLimit()
{
    const int limit = QSettings().value(kLimitKey, 0).toInt();
    return std::find(kMistakeLimits.begin(), kMistakeLimits.end(), limit) != kMistakeLimits.end() ? limit : 0;
}

void saveMistakeLimit(int limit) { QSettings().setValue(kLimitKey, limit); }

ui::CellView mistakeView(const GameState& state, const WideCellSet& conflicts, MistakeMode mode, bool showWrong, int cell)
{
    ui::CellView view;
    view.value = state.value(cell);
    view.given = state.isGiven(cell);
    view.notes = state.notes(cell);
    view.centreNotes = state.centreNotes(cell);
    view.colour = state.colour(cell);
    view.candidateColours = state.candidateColours(cell);
    view.candidates = state.values().allowedValues(cell);
    view.conflict = mode != MistakeMode::Off && conflicts.contains(cell);
    const bool entry = view.value != 0 && !view.given;
    view.wrong = entry && (showWrong || mode == MistakeMode::Solution) && view.value != state.solution().at(cell);
    return view;
}

} // namespace nonet::app
