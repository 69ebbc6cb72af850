#pragma once
// What arrives from outside by the command line, a clicked link or a drop, sorted out:
//
//   "nonet://play?p=…", "8.7.5..32…", any pasted notation   -> text to import
//   a path or file:// URL of a file starting with '{'        -> a saved game (.nonet)
//   a path or file:// URL of any other file                  -> its text, to import
//
// Files named here belong to the player: a bad one is reported, never renamed.

#include "app/storage/save_file.h"

#include <QCoreApplication>
#include <QString>

#include <variant>

namespace nonet::app {

struct IncomingText {
    QString text;
};
struct IncomingProblem {
    QString message;
};
using IncomingItem = std::variant<SavedGame, IncomingText, IncomingProblem>;

class Incoming {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::Incoming)
public:
    static IncomingItem resolve(const QString& argument);
    // A file the player named or dropped.
    static IncomingItem fromFile(const QString& path);
};

} // namespace nonet::app
