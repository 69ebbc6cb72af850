#pragma once
// The one size rule for Nonet's own files: saved games, the autosave slots, the Continue
// list, statistics, daily results, the puzzle pool and its history, the entry being made.
//
//   written      at most kMaxDataFileBytes: writeDataFile refuses more, so a file Nonet wrote
//                is always one it reads back. A game stays far below it: SaveFile::write
//                folds the oldest moves of an enormous history into one step
//                (kGameFileBudget, save_file.h), so the limit is only ever met by files
//                Nonet did not write.
//   read         at most kMaxDataFileBytes: readDataFile refuses a larger file before
//                reading it (its size said), so a huge file is never taken into memory.
//
// Files that Nonet writes for other programs (PDF, pictures) are not read back and are
// not bound by this; puzzle text from outside has its own, far smaller, bound
// (PuzzleImport::kMaxTextLength).

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>
#include <variant>

namespace nonet::app {

// More than ten times the largest game file any test reaches (a 16×16 game with 100,000
// note moves, 7.0 MB: test_save_file logs the figure and fails when the margin shrinks).
inline constexpr qint64 kMaxDataFileBytes = qint64{80} * 1024 * 1024;

struct DataFileError {
    enum class Code {
        Unreadable, // it could not be opened or read (detail: the system's reason)
        TooLarge,   // larger than kMaxDataFileBytes (detail: its size)
        NotAFile,   // a folder, a device, a pipe or a socket (detail: which)
    };
    Code code = Code::Unreadable;
    QString detail; // in the player's language, for the sentence around it
};

class DataFile {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::DataFile)
public:
    // The whole file, within the size rule. A path that names no ordinary file is refused
    // before it is opened (a pipe would block, a device never end).
    static std::variant<QByteArray, DataFileError> read(const QString& path);
    // Writes `bytes` atomically (atomic_file.h) when they are within the size rule; the
    // reason when not, or when the write failed (the file at `path` is then as it was).
    static std::optional<QString> write(const QString& path, const QByteArray& bytes);

    // What is at `path` when it is no ordinary file: "a folder", "a device", "a pipe",
    // "a socket"; nothing for a file or nothing at all.
    static std::optional<QString> notAFile(const QString& path);
    // "6.2 MB" for people.
    static QString sizeText(qint64 bytes);
};

} // namespace nonet::app
