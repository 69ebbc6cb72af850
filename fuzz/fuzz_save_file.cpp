// SaveFile::read (app/storage/save_file.h: Load, Open, the autosave slot, the Continue list,
// files named on the command line) on any bytes: games of every shape in the save format of
// every version, and the variant window's old format (legacy_variant_game.h). Invariants on
// every input:
//   - an error has a non-empty detail and a non-empty sentence for the player;
//   - a game it accepts is consistent (the solution solves the givens, both of one shape),
//     its history is bounded, `done` counts moves of it, its time is a time, every move
//     replays on a GameState, and every value of the position is within the shape's side;
//   - writing the accepted game and reading it back gives the same game (the whole record,
//     name, date and origin), in the current format version, and the written bytes look like a save
//     file.

#include "app/storage/save_file.h"
#include "core/game/game_state.h"
#include "fuzz/fuzz_check.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <variant>

using nonet::app::SavedGame;
using nonet::app::SaveError;
using nonet::app::SaveFile;

namespace {

void checkGame(const SavedGame& game)
{
    const auto& snap = game.record;
    NONET_FUZZ_CHECK(nonet::isConsistentPuzzle(snap.puzzle));
    NONET_FUZZ_CHECK(snap.moves.size() <= static_cast<std::size_t>(nonet::app::kMaxSavedMoves));
    NONET_FUZZ_CHECK(snap.undoIndex >= 0 && static_cast<std::size_t>(snap.undoIndex) <= snap.moves.size());
    NONET_FUZZ_CHECK(snap.elapsedMs >= 0 && snap.elapsedMs <= nonet::app::kMaxElapsedMs);
    NONET_FUZZ_CHECK(!game.saved.isValid() || game.saved.timeSpec() == Qt::UTC);
    NONET_FUZZ_CHECK(snap.puzzle.givens.shape() == snap.puzzle.solution.shape());
    nonet::GameState state(snap.puzzle);
    for (const nonet::Move& move : snap.moves) NONET_FUZZ_CHECK(state.apply(move).has_value());
    for (int cell = 0; cell < state.cellCount(); ++cell) {
        NONET_FUZZ_CHECK(state.value(cell) >= 0 && state.value(cell) <= state.side());
        NONET_FUZZ_CHECK(state.notes(cell).isSubsetOf(nonet::DigitSet::all(state.side())));
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const auto result = SaveFile::read(bytes);
    if (const auto* error = std::get_if<SaveError>(&result)) {
        NONET_FUZZ_CHECK(!error->detail.isEmpty());
        NONET_FUZZ_CHECK(!SaveFile::describe(*error, QStringLiteral("game.nonet")).isEmpty());
        return 0;
    }
    const SavedGame& game = std::get<SavedGame>(result);
    checkGame(game);

    const QByteArray written = SaveFile::write(game);
    NONET_FUZZ_CHECK(SaveFile::looksLikeSaveFile(written));
    const auto again = SaveFile::read(written);
    NONET_FUZZ_CHECK(std::holds_alternative<SavedGame>(again));
    const SavedGame& back = std::get<SavedGame>(again);
    NONET_FUZZ_CHECK(back.record == game.record);
    NONET_FUZZ_CHECK(SaveFile::write(back) == written);
    NONET_FUZZ_CHECK(back.name == game.name);
    NONET_FUZZ_CHECK(back.origin == game.origin);
    NONET_FUZZ_CHECK(!(game.origin.daily && game.origin.practice));
    // ISO dates keep whole seconds: a fraction read from outside is dropped on writing.
    NONET_FUZZ_CHECK(back.saved.isValid() == game.saved.isValid());
    if (game.saved.isValid()) NONET_FUZZ_CHECK(back.saved.toSecsSinceEpoch() == game.saved.toSecsSinceEpoch());
    return 0;
}
