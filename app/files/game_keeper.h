#pragma once
// Keeps every unfinished game that another game replaces, and offers them back: no game in
// progress is lost by starting another, whichever way the other one starts.
//
//   GameSession::newGame / restore ---keeper---> keep(the game being left)
//        |                                          --> UnfinishedStore (<data>/unfinished)
//        |                                              the 10 left most recently stay
//        '-- refused when it could not be kept (the player is told why; nothing changes)
//
//   Game ▸ Continue ▸ "Medium, 45 % filled, 12:03 played, today at 14:05"
//        --> resume(path): the session restores it (the game left for it is kept in turn),
//            then its file is removed: it is the current game again, kept by the autosave
//
// Variant games join the same list: the variant window hands over a played, unsolved game
// it lets go (another replaces it, the window closes, Nonet quits) through keepVariant();
// the list names its variant, and choosing it hands it to the variant resumer (the main
// window's variant window), which keeps the variant game it replaces in turn.
//
// Why a list rather than a question: a player who starts another game means it nearly
// always, and one who did not (a misclick on the level arrow) gets the game back in two
// clicks, with its undo history, without having answered anything.

#include "app/storage/unfinished_store.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

class QMenu;
class QWidget;

namespace nonet::app {

class GameSession;

class GameKeeper : public QObject {
    Q_OBJECT
public:
    // Installs itself as the session's keeper. Kept games live in `directory`.
    GameKeeper(GameSession* session, QString directory, QObject* parent = nullptr);
    ~GameKeeper() override;

    // The name the current game was saved or loaded under ("" when none): kept with it, and
    // given back when it is resumed.
    void setNameSource(std::function<QString()> currentName) { currentName_ = std::move(currentName); }

    const UnfinishedStore& store() const { return store_; }

    // Games that are left without being kept while `passOver` says so: an exercise replaced
    // by the next one (a practice position of the technique trainer), which the player can
    // have again at any time and which would push real games out of the list.
    void setPassOver(std::function<bool()> passOver) { passOver_ = std::move(passOver); }

    // The Continue menu: one entry per kept game, filled each time it opens.
    QMenu* createMenu(QWidget* parent);
    // Fills `menu` with the kept games (what opening the Continue menu does).
    void fillMenu(QMenu* menu);

    // Keeps `record` as the game being left; false (and problem()) when it could not be.
    bool keep(const GameRecord& record);
    // The same for a variant game the variant window lets go.
    bool keepVariant(const SavedVariantGame& game);
    // What brings a kept variant game back (false: it was not taken, and stays in the list).
    using VariantResumer = std::function<bool(SavedVariantGame game)>;
    void setVariantResumer(VariantResumer resumer) { variantResumer_ = std::move(resumer); }
    // Makes the kept game at `path` the current game (a variant game: the variant window's);
    // false when it could not be.
    bool resume(const QString& path);
    // The kept game of this puzzle left most recently, if any (a daily puzzle asked for again
    // goes on from there rather than from the start).
    std::optional<QString> findKept(const Grid& givens) const;

    // The sentence about the game kept for the current one ("Your game in progress (Medium,
    // 45 % filled) was kept: ..."); empty when the current game replaced nothing worth
    // keeping.
    const QString& keptNote() const { return keptNote_; }

    // How a kept game reads in the menu (`now` decides "today" and "yesterday").
    static QString describe(const GameStore::Entry& entry, const QDateTime& now);
    // "Medium", or "6×6 · Easy" for a variant game.
    static QString gameTitle(Variant variant, Level level);

signals:
    // A kept game is the current one again, under its name ("" when it had none).
    void resumed(const QString& name);
    // A note for the status bar (resume()).
    void message(const QString& text);
    // Something went wrong, in plain words.
    void problem(const QString& text);

private:
    QPointer<GameSession> session_; // may go first when both belong to one window
    UnfinishedStore store_;
    std::function<QString()> currentName_;
    std::function<bool()> passOver_;
    VariantResumer variantResumer_;
    QString pendingNote_; // said by keep(), for the game about to start
    QString keptNote_;    // the note of the game that started last
};

} // namespace nonet::app
