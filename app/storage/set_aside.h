#pragma once
// The one policy for a file of ours that cannot be used (a damaged save, pool, history or
// statistics file, a save of a newer Nonet): it is never overwritten and never deleted,
// but renamed next to where it was, so the player (or a newer Nonet) can still have it,
// and so the name is free for a good file.
//
//   games/Medium-….nonet  ->  games/Medium-….nonet.damaged-20261129-201503[-n]
//   pool.json             ->  pool.json.damaged-20261129-201503[-n]
//
// The new name no longer ends in the file's own suffix, so nothing of Nonet reads it again
// (lists of saved games leave it out).

#include <QString>

#include <cstdint>
#include <optional>

namespace nonet::app {

enum class AsideReason : std::uint8_t {
    Damaged, // ".damaged-…": it cannot be read
    Newer,   // ".newer-…": written by a newer Nonet
};

// The new path, or nothing when the file could not be renamed (it is then left exactly as
// it was).
std::optional<QString> setAside(const QString& path, AsideReason reason);

} // namespace nonet::app
