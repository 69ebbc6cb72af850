#include "core/game/hint_log.h"

namespace nonet {
namespace {

// None has no slot: it is not something a press shows.
int slot(HintStage stage) { return static_cast<int>(stage) - static_cast<int>(HintStage::Where); }

} // namespace

void HintLog::note(HintStage stage, std::optional<Technique> technique)
{
    if (stage == HintStage::None) return;
    ++stages[static_cast<std::size_t>(slot(stage))];
    if (stage == HintStage::Where && technique) ++techniques[static_cast<std::size_t>(*technique)];
}

int HintLog::count(HintStage stage) const
{
    return stage == HintStage::None ? 0 : stages[static_cast<std::size_t>(slot(stage))];
}

} // namespace nonet
