#include "core/generator/killer_generator.h"

#include "core/generator/full_grid.h"
#include "core/generator/symmetry.h"
#include "core/grader/grader.h"
#include "core/grader/variant_levels.h"
#include "core/shape/killer_cages.h"
#include "core/solver/killer_solver.h"

#include <algorithm>
#include <array>
#include <vector>

namespace nonet {

namespace {

constexpr int kCells = 81;
// A count that needs more search nodes than this is given up (the try is lost): unique
// Killers are counted in a few hundred nodes.
constexpr long kNodeLimit = 2000;
// The quick look for a second solution before grading an Extreme merge or moved cell.
constexpr long kQuickNodes = 300;
// Cells moved at most per try: one move in some 80 (Very tough) or 30 (Extreme) reaches
// the level, which takes fewer milliseconds than new tries do.
constexpr int kMoves = 120;

int neighbours(int cell, std::array<int, 4>& out)
{
    const int r = cell / 9;
    const int c = cell % 9;
    int n = 0;
    if (r > 0) out[static_cast<std::size_t>(n++)] = cell - 9;
    if (c > 0) out[static_cast<std::size_t>(n++)] = cell - 1;
    if (c < 8) out[static_cast<std::size_t>(n++)] = cell + 1;
    if (r < 8) out[static_cast<std::size_t>(n++)] = cell + 9;
    return n;
}

// The cages as cell lists; a cage number per cell. Numbers of merged-away cages stay
// unused (empty lists) until the shape is made.
class Layout {
public:
    explicit Layout(const ShapeGrid& solution) : solution_(solution) { cageOf_.fill(-1); }

    int cageOf(int cell) const { return cageOf_[static_cast<std::size_t>(cell)]; }
    const std::vector<int>& cells(int cage) const { return cages_[static_cast<std::size_t>(cage)]; }
    int slots() const { return static_cast<int>(cages_.size()); }
    int count() const
    {
        return static_cast<int>(std::count_if(cages_.begin(), cages_.end(), [](const std::vector<int>& c) { return !c.empty(); }));
    }
    unsigned valuesOf(int cage) const
    {
        unsigned mask = 0;
        for (const int cell : cells(cage)) mask |= 1u << (solution_.at(cell) - 1);
        return mask;
    }

    int add(std::vector<int> cells)
    {
        const int cage = slots();
        for (const int cell : cells) cageOf_[static_cast<std::size_t>(cell)] = cage;
        cages_.push_back(std::move(cells));
        return cage;
    }
    // b's cells join a.
    void merge(int a, int b)
    {
        for (const int cell : cells(b)) {
            cageOf_[static_cast<std::size_t>(cell)] = a;
            cages_[static_cast<std::size_t>(a)].push_back(cell);
        }
        cages_[static_cast<std::size_t>(b)].clear();
    }
    // The inverse of merge(a, b), given b's cells.
    void unmerge(int a, int b, const std::vector<int>& cellsOfB)
    {
        auto& own = cages_[static_cast<std::size_t>(a)];
        own.resize(own.size() - cellsOfB.size());
        cages_[static_cast<std::size_t>(b)] = cellsOfB;
        for (const int cell : cellsOfB) cageOf_[static_cast<std::size_t>(cell)] = b;
    }
    // The cell leaves its cage for a cage of its own, and the rest of the old cage splits
    // into its connected pieces.
    void cutOut(int cell)
    {
        const int old = cageOf(cell);
        std::vector<int> rest;
        for (const int c : cells(old))
            if (c != cell) rest.push_back(c);
        cages_[static_cast<std::size_t>(old)] = {cell};
        for (const int c : rest) cageOf_[static_cast<std::size_t>(c)] = -1;
        while (!rest.empty()) {
            std::vector<int> piece{rest.front()};
            cageOf_[static_cast<std::size_t>(rest.front())] = -2;
            for (std::size_t i = 0; i < piece.size(); ++i) {
                std::array<int, 4> around{};
                const int n = neighbours(piece[i], around);
                for (int k = 0; k < n; ++k) {
                    const int next = around[static_cast<std::size_t>(k)];
                    if (cageOf_[static_cast<std::size_t>(next)] != -1 || std::find(rest.begin(), rest.end(), next) == rest.end()) continue;
                    cageOf_[static_cast<std::size_t>(next)] = -2;
                    piece.push_back(next);
                }
            }
            std::vector<int> left;
            for (const int c : rest)
                if (std::find(piece.begin(), piece.end(), c) == piece.end()) left.push_back(c);
            std::sort(piece.begin(), piece.end());
            add(piece);
            rest = std::move(left);
        }
    }

    // The cell leaves its cage for cage b.
    void transfer(int cell, int b)
    {
        auto& own = cages_[static_cast<std::size_t>(cageOf(cell))];
        own.erase(std::find(own.begin(), own.end(), cell));
        cages_[static_cast<std::size_t>(b)].push_back(cell);
        cageOf_[static_cast<std::size_t>(cell)] = b;
    }
    // Whether the cell's cage keeps two cells or more, connected, without it.
    bool canGive(int cell) const
    {
        const std::vector<int>& own = cells(cageOf(cell));
        if (own.size() < 3) return false;
        std::vector<std::uint8_t> rest;
        for (const int c : own)
            if (c != cell) rest.push_back(static_cast<std::uint8_t>(c));
        return isConnected(9, rest);
    }

    // The Killer shape of the layout (cages numbered afresh, sums from the solution).
    ShapePtr shape() const
    {
        std::array<std::uint8_t, kCells> dense{};
        std::vector<int> number(cages_.size(), -1);
        std::vector<int> sums;
        for (int cell = 0; cell < kCells; ++cell) {
            int& n = number[static_cast<std::size_t>(cageOf(cell))];
            if (n < 0) {
                n = static_cast<int>(sums.size());
                sums.push_back(0);
            }
            sums[static_cast<std::size_t>(n)] += solution_.at(cell);
            dense[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(n);
        }
        return Shape::killer(dense, sums);
    }

private:
    const ShapeGrid& solution_;
    std::array<int, kCells> cageOf_{};
    std::vector<std::vector<int>> cages_;
};

// Step 1: pieces of two or three cells with different values, grown from the cells in
// random order.
void cutIntoCages(Layout& layout, const ShapeGrid& solution, std::mt19937_64& rng)
{
    std::array<int, kCells> order{};
    for (int i = 0; i < kCells; ++i) order[static_cast<std::size_t>(i)] = i;
    std::shuffle(order.begin(), order.end(), rng);
    std::array<bool, kCells> taken{};
    for (const int start : order) {
        if (taken[static_cast<std::size_t>(start)]) continue;
        const int size = 2 + randomBelow(rng, 2);
        std::vector<int> cells{start};
        taken[static_cast<std::size_t>(start)] = true;
        unsigned values = 1u << (solution.at(start) - 1);
        while (static_cast<int>(cells.size()) < size) {
            std::vector<int> options;
            for (const int cell : cells) {
                std::array<int, 4> around{};
                const int n = neighbours(cell, around);
                for (int k = 0; k < n; ++k) {
                    const int next = around[static_cast<std::size_t>(k)];
                    if (!taken[static_cast<std::size_t>(next)] && (values & (1u << (solution.at(next) - 1))) == 0) options.push_back(next);
                }
            }
            if (options.empty()) break;
            const int next = options[static_cast<std::size_t>(randomBelow(rng, static_cast<int>(options.size())))];
            taken[static_cast<std::size_t>(next)] = true;
            values |= 1u << (solution.at(next) - 1);
            cells.push_back(next);
        }
        std::sort(cells.begin(), cells.end());
        layout.add(std::move(cells));
    }
}

ShapeGrid puzzleOf(const Layout& layout, const ShapeGrid& givens)
{
    ShapeGrid puzzle(layout.shape());
    for (int cell = 0; cell < kCells; ++cell) puzzle.setAt(cell, givens.at(cell));
    return puzzle;
}

// Step 2. False when a count took too long.
bool makeUnique(Layout& layout, const ShapeGrid& solution, std::mt19937_64& rng, std::stop_token stop)
{
    const ShapeGrid none(Shape::of(Variant::Killer));
    for (int round = 0; round < kCells && !stop.stop_requested(); ++round) {
        const KillerSolver::Other other = KillerSolver::otherSolution(puzzleOf(layout, none), solution, kNodeLimit);
        if (other.gaveUp) return false;
        if (!other.solution) return true;
        std::vector<int> differ;
        for (int cell = 0; cell < kCells; ++cell)
            if (other.solution->at(cell) != solution.at(cell) && layout.cells(layout.cageOf(cell)).size() > 1) differ.push_back(cell);
        if (differ.empty()) return false;
        layout.cutOut(differ[static_cast<std::size_t>(randomBelow(rng, static_cast<int>(differ.size())))]);
    }
    return false;
}

// The tier of the hardest technique up to the level that solving the puzzle without a
// guess needs (so it is unique too); nothing when they cannot solve it.
std::optional<Level> levelUpTo(const ShapeGrid& puzzle, Level level, std::stop_token stop)
{
    GradeOptions options;
    options.maxLevel = level;
    options.uniqueness = UniquenessPolicy::Never;
    options.keepSteps = false;
    options.allowGuess = false;
    const GradeResult r = grade(puzzle, options, std::move(stop));
    if (!r.solved || r.level > level) return std::nullopt;
    return r.level;
}

bool solvedUpTo(const ShapeGrid& puzzle, Level level, std::stop_token stop) { return levelUpTo(puzzle, level, std::move(stop)).has_value(); }

// The pairs of cages side by side, shuffled, those with a lone cell first (a Killer has
// few cages of one cell).
std::vector<std::pair<int, int>> neighbourPairs(const Layout& layout, std::mt19937_64& rng, int onlyCage = -1)
{
    std::vector<std::pair<int, int>> pairs;
    for (int cell = 0; cell < kCells; ++cell) {
        std::array<int, 4> around{};
        const int n = neighbours(cell, around);
        for (int k = 0; k < n; ++k) {
            const int a = layout.cageOf(cell);
            const int b = layout.cageOf(around[static_cast<std::size_t>(k)]);
            if (a != b && (onlyCage < 0 || a == onlyCage || b == onlyCage)) pairs.emplace_back(std::min(a, b), std::max(a, b));
        }
    }
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    std::shuffle(pairs.begin(), pairs.end(), rng);
    std::stable_partition(pairs.begin(), pairs.end(), [&layout](const std::pair<int, int>& p) {
        return layout.cells(p.first).size() == 1 || layout.cells(p.second).size() == 1;
    });
    return pairs;
}

// Step 3: merges, each kept while keeps() says the puzzle is still as wanted, until done()
// or no merge is left. A merge refused once is not tried again (more merges only loosen the
// puzzle, which would hardly let it pass later); a merge kept brings the new cage's pairs
// onto the list.
template <class Keeps, class Done>
void mergeCages(Layout& layout, std::size_t most, std::mt19937_64& rng, std::stop_token stop, const Keeps& keeps, const Done& done)
{
    std::vector<std::pair<int, int>> queue = neighbourPairs(layout, rng);
    std::vector<std::pair<int, int>> refused;
    for (std::size_t i = 0; i < queue.size(); ++i) {
        if (stop.stop_requested() || done()) return;
        const auto [a, b] = queue[i];
        if (layout.cells(a).empty() || layout.cells(b).empty()) continue;
        if (layout.cells(a).size() + layout.cells(b).size() > most || (layout.valuesOf(a) & layout.valuesOf(b)) != 0) continue;
        if (std::find(refused.begin(), refused.end(), queue[i]) != refused.end()) continue;
        const std::vector<int> cellsOfB = layout.cells(b);
        layout.merge(a, b);
        if (!keeps()) {
            layout.unmerge(a, b, cellsOfB);
            refused.push_back(queue[i]);
            continue;
        }
        for (const auto& pair : neighbourPairs(layout, rng, a)) queue.push_back(pair);
    }
}

// Step 3, the moved cells: a cell into a neighbouring cage that has room (up to `most`
// cells) and lacks its value, from a cage left connected with two cells or more; at random
// among those, each kept while keeps() says so, until done() or `moves` were tried. A move
// refused is not tried again until one is kept.
template <class Keeps, class Done>
void moveCells(Layout& layout, const ShapeGrid& solution, std::size_t most, int moves, std::mt19937_64& rng, std::stop_token stop,
               const Keeps& keeps, const Done& done)
{
    std::vector<std::pair<int, int>> options; // cell, the cage it would join
    bool stale = true;
    for (int tried = 0; tried < moves && !done() && !stop.stop_requested(); ++tried) {
        if (stale) {
            options.clear();
            for (int cell = 0; cell < kCells; ++cell) {
                if (!layout.canGive(cell)) continue;
                std::array<int, 4> around{};
                const int n = neighbours(cell, around);
                for (int k = 0; k < n; ++k) {
                    const int b = layout.cageOf(around[static_cast<std::size_t>(k)]);
                    if (b == layout.cageOf(cell) || layout.cells(b).size() >= most || (layout.valuesOf(b) & (1u << (solution.at(cell) - 1))) != 0) continue;
                    if (std::find(options.begin(), options.end(), std::pair{cell, b}) == options.end()) options.emplace_back(cell, b);
                }
            }
            stale = false;
        }
        if (options.empty()) return;
        const std::size_t pick = static_cast<std::size_t>(randomBelow(rng, static_cast<int>(options.size())));
        const auto [cell, b] = options[pick];
        const int a = layout.cageOf(cell);
        layout.transfer(cell, b);
        if (keeps()) {
            stale = true;
            continue;
        }
        layout.transfer(cell, a);
        options.erase(options.begin() + static_cast<std::ptrdiff_t>(pick));
    }
}

// Step 4: givens in mirrored pairs until the level's techniques solve the puzzle, then
// each taken out again where they still do.
std::optional<ShapeGrid> addGivens(const Layout& layout, const ShapeGrid& solution, Level level, std::mt19937_64& rng, std::stop_token stop)
{
    const ShapePtr shape = layout.shape();
    ShapeGrid puzzle(shape);
    std::vector<std::vector<int>> order = orbits(Symmetry::Rotate180);
    std::shuffle(order.begin(), order.end(), rng);
    const auto solved = [&]() { return solvedUpTo(puzzle, level, stop); };
    std::vector<const std::vector<int>*> added;
    std::size_t next = 0;
    while (!solved()) {
        if (stop.stop_requested() || next == order.size()) return std::nullopt;
        // Several pairs at a time while far from solved: fewer gradings.
        const std::size_t batch = added.size() < 6 ? 3 : 1;
        for (std::size_t k = 0; k < batch && next < order.size(); ++k, ++next) {
            for (const int cell : order[next]) puzzle.setAt(cell, solution.at(cell));
            added.push_back(&order[next]);
        }
    }
    for (auto it = added.rbegin(); it != added.rend(); ++it) {
        if (stop.stop_requested()) return std::nullopt;
        for (const int cell : **it) puzzle.setAt(cell, 0);
        if (!solved())
            for (const int cell : **it) puzzle.setAt(cell, solution.at(cell));
    }
    return puzzle;
}

} // namespace

std::optional<GeneratedShapePuzzle> generateKillerOnce(Level level, std::mt19937_64& rng, std::stop_token stop)
{
    Grid full = randomFullGrid(rng);
    const ShapeGrid solution = ShapeGrid::fromClassic(full);
    Layout layout(solution);
    cutIntoCages(layout, solution, rng);
    if (!makeUnique(layout, solution, rng, stop)) return std::nullopt;
    const bool givens = level <= Level::Medium;
    const ShapeGrid none(Shape::of(Variant::Killer));
    const auto unique = [&]() { return KillerSolver::count(puzzleOf(layout, none), 2, kNodeLimit) == 1; };
    // First merges into cages of up to four cells (five where givens come next, Very easy
    // to Medium) while the puzzle stays unique: cages that small rarely make a puzzle hard,
    // and counting is far cheaper than grading. Without givens, the level's techniques then
    // steer the merges into larger cages: a merge stays while they solve the puzzle without
    // a guess (no puzzle for people), which proves it unique too.
    mergeCages(layout, givens ? 5 : 4, rng, stop, unique, [] { return false; });
    if (!givens) {
        // Already too hard (rare): lost.
        const std::optional<Level> start = levelUpTo(puzzleOf(layout, none), level, stop);
        if (!start) return std::nullopt;
        Level reached = *start;
        const std::size_t most = level >= Level::VeryTough ? 7 : 6;
        // At Extreme a quick count first: a change that leaves two solutions usually shows
        // it within a few hundred nodes, sooner than the grader gets stuck after trying
        // chains and trials. Below, the grader gets stuck sooner than that.
        const auto keeps = [&]() {
            const ShapeGrid puzzle = puzzleOf(layout, none);
            if (level == Level::Extreme && KillerSolver::count(puzzle, 2, kQuickNodes) == 2) return false;
            const std::optional<Level> graded = levelUpTo(puzzle, level, stop);
            if (graded) reached = *graded;
            return graded.has_value();
        };
        // Both stop once the level's own techniques are needed: a merge more rarely keeps
        // it there, and a refused change costs the most (the grader tries everything up to
        // the level before it gives up).
        const auto done = [&]() { return reached == level; };
        mergeCages(layout, most, rng, stop, keeps, done);
        moveCells(layout, solution, most, kMoves, rng, stop, keeps, done);
    }
    if (stop.stop_requested() || layout.count() > kMaxCages) return std::nullopt;
    ShapeGrid puzzle(layout.shape());
    if (givens) {
        auto withGivens = addGivens(layout, solution, level, rng, stop);
        if (!withGivens) return std::nullopt;
        puzzle = *withGivens;
    }
    GradeOptions options;
    options.uniqueness = UniquenessPolicy::AssumeUnique;
    options.keepSteps = false;
    const GradeResult result = grade(puzzle, options, stop);
    if (result.cancelled || !result.solved || variantLevel(Variant::Killer, result) != level ||
        result.counts[static_cast<std::size_t>(Technique::Guess)] != 0)
        return std::nullopt;
    ShapeGrid filled(puzzle.shapePtr());
    for (int cell = 0; cell < kCells; ++cell) filled.setAt(cell, solution.at(cell));
    return GeneratedShapePuzzle{puzzle, filled, level, result.score, result.hardest};
}

} // namespace nonet
