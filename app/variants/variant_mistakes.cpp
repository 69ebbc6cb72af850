#include "app/variants/variant_mistakes.h"

namespace nonet::app {

void VariantMistakes::loadSettings()
{
    mode_ = loadMistakeMode();
    limit_ = loadMistakeLimit();
}

void VariantMistakes::reset(int count, bool lost)
{
    count_ = std::max(0, count);
    lost_ = lost;
}

bool VariantMistakes::countPlaced(const ShapeGrid& before, const ShapeGame& after)
{
    int made = 0;
    for (const int cell : after.wrongEntries())
        if (before.at(cell) != after.value(cell)) ++made;
    count_ += made;
    return made > 0 && checkLimit();
}

bool VariantMistakes::checkLimit()
{
    if (lost_ || activeLimit() == 0 || count_ < activeLimit()) return false;
    lost_ = true;
    return true;
}

WideCellSet VariantMistakes::shownConflicts(const ShapeGame& game) const
{
    return mode_ == MistakeMode::Off ? WideCellSet{} : game.conflicts();
}

WideCellSet VariantMistakes::shownWrong(const ShapeGame& game, bool checked) const
{
    return checked || mode_ == MistakeMode::Solution ? game.wrongEntries() : WideCellSet{};
}

QString VariantMistakes::statusText() const
{
    if (mode_ != MistakeMode::Solution) return {};
    return QStringLiteral(" \u00b7 ")
           + (activeLimit() > 0 ? tr("%1 of %n mistake(s)", nullptr, activeLimit()).arg(count_) : tr("%n mistake(s)", nullptr, count_));
}

QString VariantMistakes::lostText() const
{
    return tr("Game over: %n wrong value(s). The game counts as lost; start a new one when you are ready.", nullptr, count_);
}

} // namespace nonet::app
