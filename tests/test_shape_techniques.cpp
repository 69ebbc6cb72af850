// The technique finders over every variant's houses (one template per technique, two
// instantiations; core/logic/grid_geometry.h):
//
//   classicAndShapeAgree  on classic puzzles the runtime-shape instantiation finds exactly
//                         the step the classic one finds, at every position of the
//                         grading path, so the classic tables and the runtime Shape agree
//   extraHouses           on generated puzzles of X, Windoku, Jigsaw, 4x4, 6x6 and 16x16
//                         every finder is asked at every position; no step may contradict
//                         the solution, and the steps that need an extra house (a
//                         diagonal, a window, a Jigsaw region) are counted: the common
//                         techniques must have fired on them many times

#include "core/generator/generator.h"
#include "core/generator/shape_generator.h"
#include "core/grader/grader.h"
#include "core/logic/candidate_grid.h"
#include "core/logic/technique_catalog.h"
#include "core/solver/shape_solve.h"

#include <QTest>

#include <array>
#include <map>
#include <string>

using namespace nonet;

namespace {

ShapeCandidateGrid asShape(const CandidateGrid& classic)
{
    ShapeCandidateGrid out = ShapeCandidateGrid::fromGrid(ShapeGrid::fromClassic(classic.toGrid()));
    for (int cell = 0; cell < kCellCount; ++cell)
        if (!classic.isSolved(cell)) out.setCandidates(cell, classic.candidates(cell));
    return out;
}

CandidateGrid asClassic(const ShapeCandidateGrid& shaped)
{
    CandidateGrid out = CandidateGrid::fromGrid(shaped.toGrid().toClassic());
    for (int cell = 0; cell < kCellCount; ++cell)
        if (!shaped.isSolved(cell)) out.setCandidates(cell, shaped.candidates(cell));
    return out;
}

// Empty when the step is sound on the position (see tests/soundness_checking.h).
std::string checkStep(const ShapeCandidateGrid& grid, const ShapeGrid& solution, const Step& step, Technique expected)
{
    const std::string name(techniqueName(expected));
    if (step.technique != expected) return name + " reported another technique";
    if (step.eliminations.empty() && step.placements.empty()) return name + " found nothing to do";
    for (const auto& e : step.eliminations) {
        if (!grid.hasCandidate(e.cell, e.digit)) return name + " eliminates an absent candidate";
        if (solution.at(e.cell) == e.digit) return name + " eliminates the solution's " + std::to_string(e.digit) + " from cell " + std::to_string(e.cell);
    }
    for (const auto& p : step.placements) {
        if (grid.isSolved(p.cell)) return name + " places into a solved cell";
        if (solution.at(p.cell) != p.digit) return name + " places a wrong value into cell " + std::to_string(p.cell);
    }
    return {};
}

bool namesExtraHouse(const ShapeCandidateGrid& grid, const Step& step)
{
    for (int house : step.houses) {
        const HouseKind kind = grid.houseKind(house);
        if (kind == HouseKind::Diagonal || kind == HouseKind::Window || kind == HouseKind::Region) return true;
    }
    return false;
}

} // namespace

class TestShapeTechniques : public QObject {
    Q_OBJECT
private slots:
    void classicAndShapeAgree()
    {
        int positions = 0;
        int compared = 0;
        for (Level level : {Level::Tough, Level::VeryTough, Level::Extreme}) {
            std::mt19937_64 rng(1000 + static_cast<std::uint64_t>(level));
            for (int n = 0; n < 4; ++n) {
                const auto puzzle = generate(level, Symmetry::Rotate180, rng);
                QVERIFY(puzzle);
                CandidateGrid grid = CandidateGrid::fromGrid(puzzle->givens);
                for (int guard = 0; guard < 400 && !grid.isComplete(); ++guard) {
                    const ShapeCandidateGrid shaped = asShape(grid);
                    ++positions;
                    std::optional<Step> first;
                    // Every finder in grading order up to the one the grader takes: the
                    // whole path the grader sees, for both instantiations.
                    for (Technique t : techniquesInGradingOrder()) {
                        const TechniqueInfo& info = techniqueInfo(t);
                        if (t == Technique::ForcingChain || t == Technique::Trial) continue; // slow; the guess closes the path
                        const auto classicStep = info.finder(grid);
                        const auto shapeStep = shapeFinder(t)(shaped);
                        ++compared;
                        QVERIFY2(classicStep == shapeStep, std::string(info.name).c_str());
                        if (classicStep) {
                            first = classicStep;
                            break;
                        }
                    }
                    QVERIFY(first);
                    grid.apply(*first);
                }
            }
        }
        QVERIFY(positions > 500);
        qInfo("%d positions, %d finder answers compared", positions, compared);
    }

    void extraHouses()
    {
        struct Source {
            Variant variant;
            Level level;
            int count;
        };
        const std::array<Source, 13> sources{{
            {Variant::X, Level::Medium, 3}, {Variant::X, Level::VeryTough, 3}, {Variant::X, Level::Extreme, 2},
            {Variant::Windoku, Level::Medium, 3}, {Variant::Windoku, Level::VeryTough, 3}, {Variant::Windoku, Level::Extreme, 2},
            {Variant::Jigsaw, Level::Medium, 3}, {Variant::Jigsaw, Level::VeryTough, 3}, {Variant::Jigsaw, Level::Extreme, 2},
            {Variant::Mini4, Level::Easy, 10}, {Variant::Mini6, Level::Tough, 6}, {Variant::Mini6, Level::Extreme, 3},
            {Variant::Giant16, Level::Easy, 1},
        }};
        std::map<std::string, int> onExtra; // technique name -> steps that needed an extra house
        int steps = 0;
        for (const Source& source : sources) {
            std::mt19937_64 rng(500 + static_cast<std::uint64_t>(source.variant) * 10 + static_cast<std::uint64_t>(source.level));
            for (int n = 0; n < source.count; ++n) {
                const auto puzzle = generateShaped(source.variant, source.level, defaultSymmetry(source.variant), rng);
                QVERIFY(puzzle);
                const bool nine = puzzle->givens.side() == 9;
                ShapeCandidateGrid grid = ShapeCandidateGrid::fromGrid(puzzle->givens);
                for (int guard = 0; guard < 2000 && !grid.isComplete(); ++guard) {
                    std::optional<Step> first;
                    const CandidateGrid classic = nine ? asClassic(grid) : CandidateGrid();
                    for (const TechniqueInfo& info : techniqueCatalog()) {
                        // 16x16: the chains and beyond take seconds a position there.
                        if (grid.side() == 16 && info.level == Level::Extreme && info.technique != Technique::Guess) continue;
                        const auto step = shapeFinder(info.technique)(grid);
                        if (!step) continue;
                        ++steps;
                        const std::string error = checkStep(grid, puzzle->solution, *step, info.technique);
                        QVERIFY2(error.empty(), (std::string(variantKey(source.variant)) + ": " + error).c_str());
                        // Needed an extra house: it names one, or the classic houses alone
                        // (the same candidates on the classic grid) give another answer.
                        const bool extra = namesExtraHouse(grid, *step) ||
                                           (nine && source.variant != Variant::Jigsaw && info.finder(classic) != step);
                        if (extra) ++onExtra[std::string(info.name)];
                        if (!first) first = step;
                    }
                    QVERIFY(first);
                    grid.apply(*first);
                }
                QVERIFY(grid.isComplete() && grid.toGrid() == puzzle->solution);
            }
        }
        std::string report;
        for (const auto& [name, count] : onExtra) report += name + " " + std::to_string(count) + ", ";
        qInfo("%d steps checked; on extra houses: %s", steps, report.c_str());
        // A naked single names no house: the cell's candidates already carry the extra houses.
        for (const char* name : {"Full house", "Hidden single (box)", "Hidden single (row or column)", "Locked candidates (pointing)",
                                 "Locked candidates (claiming)", "Naked pair", "Hidden pair", "Naked triple", "X-Chain", "Nice loop"})
            QVERIFY2(onExtra[name] >= 5, name);
    }
};

QTEST_GUILESS_MAIN(TestShapeTechniques)
#include "test_shape_techniques.moc"
