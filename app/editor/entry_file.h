#pragma once
// The puzzle being entered, kept on disk while the editor is open, so that quitting (or a
// crash) loses nothing and the next launch opens the editor with it again:
//
//   <data folder>/entry.json   {"format": "nonet-entry", "version": 1,
//                               "givens": "<81 characters: digits and '.'>"}
//
// Written atomically (app/storage/json_file.h) a moment after each change and at once when
// asked (quit, leaving the editor); removed when the editor closes by Start Playing or
// Cancel. A file that cannot be read is set aside (app/storage/set_aside.h), never
// overwritten, and reported.

#include "core/grid.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <variant>

namespace nonet::app {

class EntryFile {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::EntryFile)
public:
    explicit EntryFile(const QString& dataDirectory);

    const QString& path() const { return path_; }

    // Nothing saved (no file): nullopt. A saved entry: its givens. A file that cannot be
    // used: set aside, and a sentence for the player.
    std::variant<std::nullopt_t, Grid, QString> load() const;
    // An error sentence when the write failed (the entry stays in memory meanwhile).
    std::optional<QString> save(const Grid& givens) const;
    // False only when a file is there and could not be removed.
    bool remove() const;

private:
    QString path_;
};

} // namespace nonet::app
