// The puzzle pool's files on any bytes, read the way PuzzlePool reads them at start-up:
// JsonFile::load (app/storage/json_file.h) from a real file, then PoolContents::fromJson for
// pool.json (version 2, and version 1 of earlier builds), SeenHistory::fromJson for seen.json
// and PoolContents::fromVariantPoolJson for the variant-pool.json of earlier builds (the same
// bytes are offered as all three). Invariants on every input:
//   - a file that is refused says why (a non-empty message);
//   - an accepted pool holds only consistent puzzles at a level their variant offers (from
//     version 1 classic ones only; from variant-pool.json no classic one);
//   - what was accepted, saved with JsonFile::save (always today's version) and loaded again,
//     is the same pool (seed, counter, puzzles in order) or the same history.
//
// The file names, format names and versions are the pool's own (app/pool/pool_files.h).

#include "app/pool/pool_contents.h"
#include "app/pool/pool_files.h"
#include "app/pool/seen_history.h"
#include "app/storage/json_file.h"
#include "core/grader/variant_levels.h"
#include "fuzz/fuzz_check.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <memory>

using nonet::app::JsonFile;
using nonet::app::PoolContents;
using nonet::app::SeenHistory;

namespace {

// One scratch folder for the whole fuzzing process (removed when it ends), in memory when
// the system lets us write in /dev/shm: QSaveFile syncs every commit to disk, which on a real
// disk would cut executions per second about tenfold. Containers and chroots may have a
// /dev/shm nobody can write: then the temporary folder.
const QTemporaryDir& scratch()
{
    static const std::unique_ptr<QTemporaryDir> dir = [] {
        auto inMemory = std::make_unique<QTemporaryDir>(QStringLiteral("/dev/shm/nonet-fuzz-XXXXXX"));
        if (inMemory->isValid()) return inMemory;
        return std::make_unique<QTemporaryDir>(QDir::temp().filePath(QStringLiteral("nonet-fuzz-XXXXXX")));
    }();
    NONET_FUZZ_CHECK(dir->isValid());
    return *dir;
}

void writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    NONET_FUZZ_CHECK(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    NONET_FUZZ_CHECK(file.write(bytes) == bytes.size());
}

JsonFile::Loaded loadAs(const JsonFile& file, const QByteArray& bytes)
{
    writeBytes(file.path(), bytes);
    const JsonFile::Loaded loaded = file.load();
    NONET_FUZZ_CHECK(loaded.status != JsonFile::Status::Missing);
    if (loaded.status != JsonFile::Status::Loaded) NONET_FUZZ_CHECK(!loaded.message.isEmpty());
    return loaded;
}

// pool.json (oldVariants: false) or the variant-pool.json of earlier builds (true).
void checkPool(const QByteArray& bytes, bool oldVariants)
{
    const JsonFile file = oldVariants ? nonet::app::oldVariantPoolFile(scratch().path()) : nonet::app::poolFile(scratch().path());
    const JsonFile::Loaded loaded = loadAs(file, bytes);
    if (loaded.status != JsonFile::Status::Loaded) return;
    const PoolContents::Parsed parsed =
        oldVariants ? PoolContents::fromVariantPoolJson(loaded.object) : PoolContents::fromJson(loaded.object, loaded.version);
    if (!parsed.contents) {
        NONET_FUZZ_CHECK(!parsed.error.isEmpty());
        return;
    }
    const PoolContents& pool = *parsed.contents;
    for (const nonet::GamePuzzle& puzzle : pool.puzzles) {
        NONET_FUZZ_CHECK(nonet::isConsistentPuzzle(puzzle));
        NONET_FUZZ_CHECK(nonet::offersLevel(puzzle.variant(), puzzle.level));
        if (oldVariants) NONET_FUZZ_CHECK(!puzzle.isClassic());
        if (!oldVariants && loaded.version == 1) NONET_FUZZ_CHECK(puzzle.isClassic());
    }

    // Written back in today's version, as pool.json.
    const JsonFile today = nonet::app::poolFile(scratch().path());
    NONET_FUZZ_CHECK(!today.save(pool.toJson()).has_value());
    const JsonFile::Loaded again = today.load();
    NONET_FUZZ_CHECK(again.status == JsonFile::Status::Loaded && again.version == nonet::app::kPoolFileVersion);
    const PoolContents::Parsed back = PoolContents::fromJson(again.object, again.version);
    NONET_FUZZ_CHECK(back.contents.has_value());
    NONET_FUZZ_CHECK(back.contents->seed == pool.seed && back.contents->counter == pool.counter);
    NONET_FUZZ_CHECK(back.contents->puzzles == pool.puzzles);
}

void checkHistory(const QByteArray& bytes)
{
    const JsonFile file = nonet::app::seenFile(scratch().path());
    const JsonFile::Loaded loaded = loadAs(file, bytes);
    if (loaded.status != JsonFile::Status::Loaded) return;
    const SeenHistory::Parsed parsed = SeenHistory::fromJson(loaded.object);
    if (!parsed.history) {
        NONET_FUZZ_CHECK(!parsed.error.isEmpty());
        return;
    }
    NONET_FUZZ_CHECK(!file.save(parsed.history->toJson()).has_value());
    const JsonFile::Loaded again = file.load();
    NONET_FUZZ_CHECK(again.status == JsonFile::Status::Loaded);
    const SeenHistory::Parsed back = SeenHistory::fromJson(again.object);
    NONET_FUZZ_CHECK(back.history.has_value());
    NONET_FUZZ_CHECK(back.history->size() == parsed.history->size());
    NONET_FUZZ_CHECK(back.history->toJson() == parsed.history->toJson());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    checkPool(bytes, false);
    checkHistory(bytes);
    checkPool(bytes, true);
    return 0;
}
