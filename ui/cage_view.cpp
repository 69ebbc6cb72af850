#include "ui/cage_view.h"

#include <algorithm>
#include <cstddef>
#include <utility>

namespace nonet::ui {
namespace {

std::vector<std::vector<int>> neighboursOf(const std::vector<CageView>& cages, int side)
{
    std::vector<int> cageOf(static_cast<std::size_t>(side * side), -1);
    for (std::size_t i = 0; i < cages.size(); ++i)
        for (const int cell : cages[i].cells)
            if (cell >= 0 && cell < side * side) cageOf[static_cast<std::size_t>(cell)] = static_cast<int>(i);
    std::vector<std::vector<int>> neighbours(cages.size());
    const auto join = [&](int a, int b) {
        if (a < 0 || b < 0 || a == b) return;
        auto& list = neighbours[static_cast<std::size_t>(a)];
        if (std::find(list.begin(), list.end(), b) == list.end()) {
            list.push_back(b);
            neighbours[static_cast<std::size_t>(b)].push_back(a);
        }
    };
    for (int cell = 0; cell < side * side; ++cell) {
        const int here = cageOf[static_cast<std::size_t>(cell)];
        if (cell % side + 1 < side) join(here, cageOf[static_cast<std::size_t>(cell + 1)]);
        if (cell + side < side * side) join(here, cageOf[static_cast<std::size_t>(cell + side)]);
    }
    return neighbours;
}

bool fits(const std::vector<std::vector<int>>& neighbours, const std::vector<int>& colours, int cage, int colour)
{
    for (const int other : neighbours[static_cast<std::size_t>(cage)])
        if (colours[static_cast<std::size_t>(other)] == colour) return false;
    return true;
}

// Backtracking, the cage with the fewest colours left first; false past `steps`.
bool colourFrom(const std::vector<std::vector<int>>& neighbours, std::vector<int>& colours, long& steps)
{
    if (--steps < 0) return false;
    int best = -1;
    int bestLeft = kCageColourCount + 1;
    for (std::size_t cage = 0; cage < colours.size(); ++cage) {
        if (colours[cage] != 0) continue;
        int left = 0;
        for (int colour = 1; colour <= kCageColourCount; ++colour) left += fits(neighbours, colours, static_cast<int>(cage), colour) ? 1 : 0;
        if (left < bestLeft) {
            bestLeft = left;
            best = static_cast<int>(cage);
        }
    }
    if (best < 0) return true; // every cage coloured
    for (int colour = 1; colour <= kCageColourCount; ++colour) {
        if (!fits(neighbours, colours, best, colour)) continue;
        colours[static_cast<std::size_t>(best)] = colour;
        if (colourFrom(neighbours, colours, steps)) return true;
        if (steps < 0) return false;
    }
    colours[static_cast<std::size_t>(best)] = 0;
    return false;
}

} // namespace

void colourCages(std::vector<CageView>& cages, int side)
{
    const auto neighbours = neighboursOf(cages, side);
    std::vector<int> colours(cages.size(), 0);
    long steps = 100000;
    if (!colourFrom(neighbours, colours, steps)) {
        std::fill(colours.begin(), colours.end(), 0);
        for (std::size_t cage = 0; cage < cages.size(); ++cage)
            for (int colour = 1; colour <= kCageColourCount; ++colour)
                if (fits(neighbours, colours, static_cast<int>(cage), colour)) {
                    colours[cage] = colour;
                    break;
                }
    }
    for (std::size_t cage = 0; cage < cages.size(); ++cage) cages[cage].colour = colours[cage];
}

std::vector<CageView> cageViewsOf(const Shape& shape)
{
    std::vector<CageView> views;
    for (const Cage& cage : shape.cages()) {
        CageView view;
        view.cells.assign(cage.cells.begin(), cage.cells.end());
        view.sum = cage.sum;
        views.push_back(std::move(view));
    }
    colourCages(views, shape.side());
    return views;
}

} // namespace nonet::ui
