#pragma once
// Writes a whole file atomically (QSaveFile): afterwards the file holds either the old
// content or all of the new, never part of it.
//
// Why not QSaveFile alone: its commit() (Qt 6.4) renames the temporary file into place even
// when the buffered data could not be written at flush time (a full disk: EFBIG/ENOSPC), so
// a good file would be replaced by an empty or cut one. Here the data is flushed and checked
// before the commit, and the temporary file is dropped when it failed (tests/test_faults.cpp).

#include <QByteArray>
#include <QString>

#include <optional>

namespace nonet::app {

// Nothing when `bytes` are in `path`; otherwise the system's reason ("No space left on
// device") and the file at `path` is as it was.
std::optional<QString> writeFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace nonet::app
