#pragma once
// Keeps every unfinished game that another game replaces, and offers them back: no game in
// progress is lost by starting another, whichever way the other one starts.
//
//   GameSession::newGame / restore ---keeper---> keep(the game being left)
//        |                                          --> UnfinishedStore (<data>/unfinished)
//        |                                              the 10 left most recently stay
//        '-- refused when it could not be kept (the player is told why; nothing changes)
//
//   Game ▸ Continue ▸ "Classic · Medium, 45 % filled, 12:03 played, today at 14:05" (GameTitle)
//                     ▸ "6×6 · Easy, ..."   "Daily puzzle of 2 December 2026 (Classic · Medium), ..."
//                     ▸ "Practice of X-Wing (Classic · Tough), ..."
//        --> resume(path): the session restores it (the game left for it is kept in turn),
//            then its file is removed: it is the current game again, kept by the autosave
//
// Games of every shape are kept in the one list and the one format, each named by its
// variant and level (GameTitle: "6×6 · Easy"); the session restores any of them. What a game is
// besides that (a daily puzzle, a practice position: its GameOrigin) the shell says
// (setOriginSource) and the file keeps; a game brought back keeps its origin for the next
// time it is left (originOf). A game the variant window of earlier versions left in its
// own autosave is taken into the list at start-up (adopt).
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
    // What the current game is (a daily puzzle, a practice position), asked when it is
    // kept; nothing is an ordinary game.
    void setOriginSource(std::function<GameOrigin()> currentOrigin) { currentOrigin_ = std::move(currentOrigin); }
    // The origin of the game with these givens: the source's answer, else the origin it was
    // brought back with (from the Continue list or the autosave, noteBroughtBack).
    GameOrigin originOf(const ShapeGrid& givens) const;
    // A game that came back from a file (the autosave) is `origin` (none for an ordinary game).
    void noteBroughtBack(const ShapeGrid& givens, const GameOrigin& origin);

    const UnfinishedStore& store() const { return store_; }

    // Games that are left without being kept while `passOver` says so: an exercise replaced
    // by the next one (a practice position of the technique trainer), which the player can
    // have again at any time and which would push real games out of the list.
    void setPassOver(std::function<bool()> passOver) { passOver_ = std::move(passOver); }

    // The Continue menu: one entry per kept game, filled each time it opens.
    QMenu* createMenu(QWidget* parent);
    // Runs before every filling of the menu (games left elsewhere join the list first).
    void setBeforeListing(std::function<void()> before) { beforeListing_ = std::move(before); }
    // Fills `menu` with the kept games (what opening the Continue menu does).
    void fillMenu(QMenu* menu);

    // Keeps `record` as the game being left; false (and problem()) when it could not be.
    bool keep(const GameRecord& record);
    // Makes the kept game at `path` the current game;
    // false when it could not be.
    bool resume(const QString& path);
    // The kept game of this puzzle left most recently, if any (a daily puzzle asked for again
    // goes on from there rather than from the start).
    std::optional<QString> findKept(const ShapeGrid& givens) const;

    // Where a game was left outside the list.
    enum class LeftIn {
        EarlierVariantWindow, // variant-autosave.json, which nothing reads any more
        AnotherWindow,        // the autosave slot of a Nonet window that has closed
    };
    // Takes a game left in a file outside the list into it: an unfinished game with a move
    // is kept and message() says so, then the file goes; one with nothing to lose (no move,
    // solved, lost) just goes; a file that cannot be read is set aside and problem() says
    // so; one that cannot be kept (a full disk) stays for the next time. Whether a game
    // was kept.
    bool adopt(const QString& path, LeftIn leftIn);

    // The sentence about the game kept for the current one ("Your game in progress (Classic · Medium,
    // 45 % filled) was kept: ..."); empty when the current game replaced nothing worth
    // keeping.
    const QString& keptNote() const { return keptNote_; }

    // The title of a game of this puzzle (GameTitle), with what it is when it is the current
    // game or the one brought back (originOf): for Save's proposed name.
    QString titleOf(const GamePuzzle& puzzle) const;
    // The title of a kept or saved game, with what it is: for the Continue and Load lists.
    static QString titleOf(const GameStore::Entry& entry);

    // How a kept game reads in the menu (`now` decides "today" and "yesterday").
    static QString describe(const GameStore::Entry& entry, const QDateTime& now);

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
    std::function<GameOrigin()> currentOrigin_;
    // The game last brought back and what it was.
    std::optional<ShapeGrid> broughtBackGivens_;
    GameOrigin broughtBackOrigin_;
    std::function<bool()> passOver_;
    std::function<void()> beforeListing_;
    QString pendingNote_; // said by keep(), for the game about to start
    QString keptNote_;    // the note of the game that started last
};

} // namespace nonet::app
