#pragma once
// One of the app's small JSON files (the puzzle pool, the history of seen puzzles):
//
//   { "format": "<name>", "version": <n>, ...the owner's fields... }
//
// Written atomically (QSaveFile: a crash leaves the old file or the new one, never half of
// one), always in the newest version. A file that exists but cannot be used is never
// overwritten: the owner sets it aside (set_aside.h) and reports it. An owner whose format
// grew reads its older versions too (oldestVersion) and learns which one it got.

#include <QJsonObject>
#include <QString>

#include <optional>

namespace nonet::app {

class JsonFile {
public:
    enum class Status {
        Loaded,
        Missing,     // no file yet: a first launch
        Unreadable,  // exists but cannot be opened or read, or is beyond the size rule (data_file.h)
        NotJson,     // not a JSON object
        WrongFormat, // another kind of file, or a version this build does not know
    };
    struct Loaded {
        Status status = Status::Missing;
        QJsonObject object; // the whole document when status == Loaded
        QString message;    // what is wrong, for people (English; file path included)
        int version = 0;    // the file's version when status == Loaded
    };

    // Reads and writes `version` only.
    JsonFile(QString path, QString format, int version);
    // Reads oldestVersion..version, writes `version`.
    JsonFile(QString path, QString format, int version, int oldestVersion);

    const QString& path() const { return path_; }
    Loaded load() const;
    // The fields plus "format" and "version"; an error message when the write failed.
    std::optional<QString> save(QJsonObject fields) const;

private:
    QString path_;
    QString format_;
    int version_;
    int oldestVersion_;
};

} // namespace nonet::app
