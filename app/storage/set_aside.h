#pragma once
// A file of ours that cannot be used is never overwritten and never deleted: it is renamed
// next to where it was, so the player (or a newer Nonet) can still have it, and so the name
// is free for a good file.
//
//   games/Medium-….nonet  ->  games/Medium-….nonet.damaged-20261129-201503[-n]
//
// The new name no longer ends in ".nonet", so lists of saved games leave it out.

#include <QString>

#include <optional>

namespace nonet::app {

// `reason` is one word for the new suffix ("damaged", "newer"). Returns the new path, or
// nothing when the file could not be renamed (it is then left exactly as it was).
std::optional<QString> setAside(const QString& path, const QString& reason);

} // namespace nonet::app
