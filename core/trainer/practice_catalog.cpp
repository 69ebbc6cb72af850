#include "core/trainer/practice_catalog.h"

#include "core/generator/technique_generator.h"
#include "core/logic/technique_catalog.h"

#include <algorithm>
#include <array>

namespace nonet {

namespace {

// Fewer than one puzzle a second on one core (nonet-bench practice): a player would wait.
constexpr std::array kTooRare{
    Technique::NakedQuad, Technique::HiddenQuad, Technique::Jellyfish,
    Technique::FinnedJellyfish, Technique::AlsXz, Technique::Trial,
};

} // namespace

std::vector<Technique> practiceTechniques()
{
    std::vector<Technique> techniques;
    for (Technique t : techniquesInGradingOrder())
        if (isTargetable(t)) techniques.push_back(t);
    return techniques;
}

bool isTooRareToGenerate(Technique technique)
{
    return std::find(kTooRare.begin(), kTooRare.end(), technique) != kTooRare.end();
}

} // namespace nonet
