#pragma once
// The one place where a game from elsewhere replaces the current one: an imported text, a
// saved game (Load, Open), a command-line argument or link, a dropped file. Nothing reaches
// the session unless it was checked completely first, so after any problem the game in
// progress is exactly as it was.
//
//   importText(text, chosen) --ImportJob (parse, solutions, rating)--> restore --> imported(level)
//   openSaved(game)  --------------------------------------> restore --> loaded(name)
//   openArgument(arg) --Incoming::resolve--> one of the two above
//          any refusal --> problem(sentence)      (the session is untouched)
//
// The game in progress is not lost: the session hands it to its keeper before the
// replacement (GameSession::setKeeper, GameKeeper), whichever way the new game came.

#include "app/files/import_job.h"
#include "app/files/incoming.h"

#include "core/shape/variant.h"
#include "core/presets/preset.h"

#include <QObject>

namespace nonet::app {

class GameSession;

class GameOpener : public QObject {
    Q_OBJECT
public:
    GameOpener(GameSession* session, ImportJob::Rate rate, QObject* parent = nullptr);

    // A puzzle of any shape; chosen: the player's choice for an 81-cell text
    // (PuzzleImport::variantOf). Text from outside is read by its form alone.
    void importText(const QString& text, Variant chosen = homeVariant());
    bool openSaved(const SavedGame& game);
    void openArgument(const QString& argument);
    void openItem(const IncomingItem& item);
    bool isBusy() const { return job_.isBusy(); }
    ImportJob* job() { return &job_; }

signals:
    void imported(nonet::Level level, nonet::Notation notation);
    void loaded(const QString& name);
    void problem(const QString& message);
    void busyChanged(bool busy);

private:
    void onImported(const ImportedGame& game);
    enum class Replaced {
        Yes,     // the game started
        Invalid, // the record does not fit together
        NotKept, // the game in progress could not be kept (the keeper told the player)
    };
    Replaced replaceWith(const GameRecord& record);

    GameSession* session_;
    ImportJob job_;
};

} // namespace nonet::app
