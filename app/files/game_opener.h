#pragma once
// The one place where a game from elsewhere replaces the current one: an imported text, a
// saved game (Load, Open), a command-line argument or link, a dropped file. Nothing reaches
// the session unless it was checked completely first, so after any problem the game in
// progress is exactly as it was.
//
//   importText(text) --ImportJob (parse, solutions, rating)--> restore --> imported(level)
//   openSaved(game)  --------------------------------------> restore --> loaded(name)
//   openArgument(arg) --Incoming::resolve--> one of the two above
//          any refusal --> problem(sentence)      (the session is untouched)
//
// Games that come from outside the window (command line, links) replace a game in
// progress only after keepCurrent has put it somewhere safe (see setKeepCurrent).

#include "app/files/import_job.h"
#include "app/files/incoming.h"

#include <QObject>

#include <functional>

namespace nonet::app {

class GameSession;

class GameOpener : public QObject {
    Q_OBJECT
public:
    enum class Origin {
        Player,  // the Import dialog, the clipboard, a drop, Load, Open: the player chose it
        Outside, // the command line or a link clicked elsewhere
    };

    GameOpener(GameSession* session, ImportJob::Rate rate, QObject* parent = nullptr);

    // Called before a game from Origin::Outside replaces an unfinished game with moves; it
    // returns a sentence for the player about where that game went (empty: nothing said).
    void setKeepCurrent(std::function<QString()> keepCurrent) { keepCurrent_ = std::move(keepCurrent); }

    void importText(const QString& text, Origin origin = Origin::Player);
    bool openSaved(const SavedGame& game, Origin origin = Origin::Player);
    void openArgument(const QString& argument, Origin origin);
    void openItem(const IncomingItem& item, Origin origin);
    bool isBusy() const { return job_.isBusy(); }
    ImportJob* job() { return &job_; }

signals:
    void imported(nonet::Level level, nonet::Notation notation);
    void loaded(const QString& name);
    // Before a replacement: what keepCurrent said (only when it said something).
    void keptCurrent(const QString& message);
    void problem(const QString& message);
    void busyChanged(bool busy);

private:
    void onImported(const ImportedGame& game);
    bool replaceWith(const GameRecord& record, Origin origin);

    GameSession* session_;
    ImportJob job_;
    Origin pendingOrigin_ = Origin::Player;
    std::function<QString()> keepCurrent_;
};

} // namespace nonet::app
