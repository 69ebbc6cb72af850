// nonet-bench save: what an autosave of a very long game costs, split into the part the
// GUI thread does (taking the game's record) and the part a worker does (writing it out).

#include "app/storage/data_file.h"
#include "app/storage/save_file.h"
#include "bench/parse_number.h"
#include "bench/stopwatch.h"
#include "bench/subcommand.h"
#include "core/generator/shape_generator.h"

#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

namespace nonet::bench {
namespace {

constexpr std::string_view kHelp = R"(Usage: nonet-bench save [options]

A 16x16 game with --moves note moves (each toggles a note of an empty cell), autosaved as
the game does it:
  record   a copy of the game's record: the GUI thread's share of a write (Autosave takes
           the record and hands it to a worker once the history has 1,000 moves or more)
  format   SaveFile::write: the file's bytes (on the worker)
  write    DataFile::write: the bytes to disk, atomically (on the worker)
  read     SaveFile::readFile: the file back, checked move by move (a restart)
Each is the median of --runs runs, in milliseconds of wall time; the file's size too.

Target: the GUI thread's share within one frame (16.7 ms).

Options:
  --moves N   the history's length (default 100000)
  --runs N    runs of each step (default 5)

Exit status: 0 when the record is taken within a frame, 1 otherwise, 2 on a bad command
line.
)";

struct Options {
    int moves = 100000;
    int runs = 5;
};

std::optional<Options> parseOptions(std::span<const std::string_view> args)
{
    Options o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        const bool hasValue = i + 1 < args.size();
        if (arg == "--moves" && hasValue) {
            if (!parsePositive(args[++i], o.moves)) return std::nullopt;
        } else if (arg == "--runs" && hasValue) {
            if (!parsePositive(args[++i], o.runs)) return std::nullopt;
        } else {
            return std::nullopt;
        }
    }
    return o;
}

template <typename Step>
double medianMilliseconds(int runs, Step step)
{
    std::vector<double> times;
    for (int run = 0; run < runs; ++run) {
        const Stopwatch watch(ClockKind::Wall);
        step();
        times.push_back(watch.microseconds() / 1000.0);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

std::optional<int> run(std::span<const std::string_view> args)
{
    const auto options = parseOptions(args);
    if (!options) return std::nullopt;
    std::mt19937_64 rng(20261207);
    const auto made = generateShaped(Variant::Giant16, Level::VeryEasy, defaultSymmetry(Variant::Giant16), rng);
    if (!made) {
        std::fprintf(stderr, "nonet-bench save: no 16x16 puzzle was made\n");
        return kExitFailed;
    }
    app::SavedGame game;
    game.record.puzzle = GamePuzzle{made->givens, made->solution, made->level};
    std::vector<int> empty;
    for (int cell = 0; cell < made->givens.cellCount(); ++cell)
        if (made->givens.at(cell) == 0) empty.push_back(cell);
    for (int i = 0; i < options->moves; ++i) {
        const auto slot = static_cast<std::size_t>(i);
        game.record.moves.push_back(Move::toggleNote(empty[slot % empty.size()], 1 + static_cast<int>(slot / empty.size()) % 16));
    }
    game.record.undoIndex = options->moves;

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave-1.nonet"));
    GameRecord copy;
    const double record = medianMilliseconds(options->runs, [&] { copy = game.record; });
    QByteArray bytes;
    const double format = medianMilliseconds(options->runs, [&] { bytes = app::SaveFile::write(game); });
    bool wrote = true;
    const double write = medianMilliseconds(options->runs, [&] { wrote = wrote && !app::DataFile::write(path, bytes); });
    bool readBack = true;
    const double read = medianMilliseconds(options->runs, [&] {
        const auto back = app::SaveFile::readFile(path);
        readBack = readBack && std::holds_alternative<app::SavedGame>(back) && std::get<app::SavedGame>(back).record == game.record;
    });
    if (!wrote || !readBack || !(copy == game.record)) {
        std::fprintf(stderr, "nonet-bench save: the game did not come back as written\n");
        return kExitFailed;
    }
    constexpr double kFrameMs = 1000.0 / 60.0;
    std::printf("16x16, %d note moves, %lld bytes\n", options->moves, static_cast<long long>(bytes.size()));
    std::printf("  record  %8.1f ms  (GUI thread; target %.1f ms: %s)\n", record, kFrameMs, record <= kFrameMs ? "met" : "MISSED");
    std::printf("  format  %8.1f ms  (worker)\n", format);
    std::printf("  write   %8.1f ms  (worker)\n", write);
    std::printf("  read    %8.1f ms\n", read);
    return record <= kFrameMs ? kExitOk : kExitFailed;
}

} // namespace

Subcommand saveSubcommand() { return {"save", "an autosave of a very long game: the GUI thread's share and the worker's", kHelp, run}; }

} // namespace nonet::bench
