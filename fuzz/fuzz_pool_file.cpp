// The puzzle pools' files on any bytes, read the way PuzzlePool and VariantPool read them at
// start-up: JsonFile::load (app/storage/json_file.h) from a real file, then
// PoolContents::fromJson for pool.json, SeenHistory::fromJson for seen.json and
// VariantPoolContents::fromJson for variant-pool.json (the same bytes are offered as all three).
// Invariants on every input:
//   - a file that is refused says why (a non-empty message);
//   - an accepted pool holds only consistent puzzles (the solution solves the givens; for
//     the variants also of a variant other than classic, at a level the variant offers);
//   - what was accepted, saved with JsonFile::save and loaded again, is the same pool
//     (seed, counter, puzzles in order) or the same history.
//
// The file names, format names and versions are PuzzlePool's (app/pool/puzzle_pool.cpp) and
// VariantPool's (app/pool/variant_pool.cpp).

#include "app/pool/pool_contents.h"
#include "app/pool/seen_history.h"
#include "app/pool/variant_pool_contents.h"
#include "core/grader/variant_levels.h"
#include "app/storage/json_file.h"
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
using nonet::app::VariantPoolContents;

namespace {

constexpr int kFormatVersion = 1;

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

JsonFile::Loaded loadAs(const QString& path, const QByteArray& bytes, const QString& format)
{
    writeBytes(path, bytes);
    const JsonFile::Loaded loaded = JsonFile(path, format, kFormatVersion).load();
    NONET_FUZZ_CHECK(loaded.status != JsonFile::Status::Missing);
    if (loaded.status != JsonFile::Status::Loaded) NONET_FUZZ_CHECK(!loaded.message.isEmpty());
    return loaded;
}

void checkPool(const QByteArray& bytes)
{
    const QString path = QDir(scratch().path()).filePath(QStringLiteral("pool.json"));
    const QString format = QStringLiteral("nonet-puzzle-pool");
    const JsonFile::Loaded loaded = loadAs(path, bytes, format);
    if (loaded.status != JsonFile::Status::Loaded) return;
    const PoolContents::Parsed parsed = PoolContents::fromJson(loaded.object);
    if (!parsed.contents) {
        NONET_FUZZ_CHECK(!parsed.error.isEmpty());
        return;
    }
    const PoolContents& pool = *parsed.contents;
    for (const nonet::GamePuzzle& puzzle : pool.puzzles) NONET_FUZZ_CHECK(nonet::isConsistentPuzzle(puzzle));

    const JsonFile file(path, format, kFormatVersion);
    NONET_FUZZ_CHECK(!file.save(pool.toJson()).has_value());
    const JsonFile::Loaded again = file.load();
    NONET_FUZZ_CHECK(again.status == JsonFile::Status::Loaded);
    const PoolContents::Parsed back = PoolContents::fromJson(again.object);
    NONET_FUZZ_CHECK(back.contents.has_value());
    NONET_FUZZ_CHECK(back.contents->seed == pool.seed && back.contents->counter == pool.counter);
    NONET_FUZZ_CHECK(back.contents->puzzles == pool.puzzles);
}

void checkVariantPool(const QByteArray& bytes)
{
    const QString path = QDir(scratch().path()).filePath(QStringLiteral("variant-pool.json"));
    const QString format = QStringLiteral("nonet-variant-pool");
    const JsonFile::Loaded loaded = loadAs(path, bytes, format);
    if (loaded.status != JsonFile::Status::Loaded) return;
    const VariantPoolContents::Parsed parsed = VariantPoolContents::fromJson(loaded.object);
    if (!parsed.contents) {
        NONET_FUZZ_CHECK(!parsed.error.isEmpty());
        return;
    }
    const VariantPoolContents& pool = *parsed.contents;
    for (const nonet::ShapeGamePuzzle& puzzle : pool.puzzles) {
        NONET_FUZZ_CHECK(nonet::isConsistentPuzzle(puzzle));
        NONET_FUZZ_CHECK(puzzle.givens.variant() != nonet::Variant::Classic);
        NONET_FUZZ_CHECK(nonet::offersLevel(puzzle.givens.variant(), puzzle.level));
    }

    const JsonFile file(path, format, kFormatVersion);
    NONET_FUZZ_CHECK(!file.save(pool.toJson()).has_value());
    const JsonFile::Loaded again = file.load();
    NONET_FUZZ_CHECK(again.status == JsonFile::Status::Loaded);
    const VariantPoolContents::Parsed back = VariantPoolContents::fromJson(again.object);
    NONET_FUZZ_CHECK(back.contents.has_value());
    NONET_FUZZ_CHECK(back.contents->seed == pool.seed && back.contents->counter == pool.counter);
    NONET_FUZZ_CHECK(back.contents->puzzles.size() == pool.puzzles.size());
    for (std::size_t i = 0; i < pool.puzzles.size(); ++i) {
        const nonet::ShapeGamePuzzle& a = pool.puzzles[i];
        const nonet::ShapeGamePuzzle& b = back.contents->puzzles[i];
        NONET_FUZZ_CHECK(a.givens == b.givens && a.solution == b.solution && a.level == b.level);
    }
}

void checkHistory(const QByteArray& bytes)
{
    const QString path = QDir(scratch().path()).filePath(QStringLiteral("seen.json"));
    const QString format = QStringLiteral("nonet-seen-history");
    const JsonFile::Loaded loaded = loadAs(path, bytes, format);
    if (loaded.status != JsonFile::Status::Loaded) return;
    const SeenHistory::Parsed parsed = SeenHistory::fromJson(loaded.object);
    if (!parsed.history) {
        NONET_FUZZ_CHECK(!parsed.error.isEmpty());
        return;
    }
    const JsonFile file(path, format, kFormatVersion);
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
    checkPool(bytes);
    checkHistory(bytes);
    checkVariantPool(bytes);
    return 0;
}
