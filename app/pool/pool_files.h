#pragma once
// The puzzle pool's files in its folder (the app data folder), with their formats:
//
//   file               format               versions            contents
//   pool.json          nonet-puzzle-pool    2 (1 read)          PoolContents (pool_contents.h)
//   seen.json          nonet-seen-history   1                   SeenHistory (seen_history.h)
//   variant-pool.json  nonet-variant-pool   1, read only        the variant puzzles of earlier
//                                                               builds: taken into pool.json,
//                                                               then removed
//
// One place for the names, so that the pool, its fuzzer and its tests read the same files.

#include "app/storage/json_file.h"

#include <QString>

namespace nonet::app {

// The version of pool.json this build writes.
inline constexpr int kPoolFileVersion = 2;

JsonFile poolFile(const QString& directory);
JsonFile seenFile(const QString& directory);
JsonFile oldVariantPoolFile(const QString& directory);

} // namespace nonet::app
