#pragma once
// Everything that keeps and shares games, for one window: what the File actions do
// (file_actions.h), the autosave, drops on the window (drop_opener.h) and games named on
// the command line.
//
//   Save (Ctrl+S)      the game under a name in the saved-games folder (asks the name once)
//   Save to File…      the game as a .nonet file anywhere (named after its saved name)
//   Open File… (Ctrl+O) a .nonet file (or a text file with a puzzle) from anywhere
//   Load…              the saved games: open or delete one              (load_dialog.h)
//   Import…            paste or type a puzzle or link, of any shape      (import_dialog.h)
//   Export…            the puzzle to the clipboard or a text file, in a  (export_dialog.h)
//                      format its shape's notation has
//   Share link…        nonet://play?… to the clipboard                   (share_dialog.h)
//
// Every replacement of the current game goes through GameOpener, so nothing half-checked
// ever reaches the session.

#include "app/files/autosave.h"
#include "app/files/file_actions.h"
#include "app/files/game_keeper.h"
#include "app/files/game_opener.h"
#include "app/files/import_dialog.h"
#include "app/files/quit_saver.h"
#include "app/storage/game_store.h"

#include <QObject>
#include <QPointer>

class QMainWindow;

namespace nonet::app {

class GameFiles : public QObject {
    Q_OBJECT
public:
    struct Options {
        QString dataDirectory;  // autosave slots here, saved games in <dataDirectory>/games
        ImportJob::Rate rate;   // the level of an imported puzzle (on a worker thread)
    };

    GameFiles(QMainWindow* window, GameSession* session, Options options);
    ~GameFiles() override;

    // <AppDataLocation>
    static QString defaultDataDirectory();

    // For the window's menu and toolbar.
    const FileActions& actions() const { return *actions_; }

    // Start-up: takes an autosave slot and brings back its game with the timer paused.
    // False when there is none (or it was finished): the caller starts a new game. From
    // then on, the game is autosaved. First, a game the variant window of earlier versions
    // left in its own autosave (variantAutosavePath) goes to the Continue list, and so do
    // the games of the other slots whose windows have closed (each time the Continue list
    // opens, too). A data folder Nonet cannot write still gives its game back: the player
    // is told why nothing will be saved there, and offered Save to File….
    bool resume();
    // Quitting: the game and its clock on disk, or the player's answer (quit_saver.h).
    // True when the window may close.
    bool saveForQuit() { return quitSaver_.saveForQuit(); }
    // <dataDirectory>/variant-autosave.json: where the variant window of earlier versions
    // kept its game.
    QString variantAutosavePath() const;
    // The command line or a forwarded link: a link, puzzle text or file. A game in progress
    // is kept in the Continue list first (as with every other way of starting a game).
    void openArgument(const QString& argument);

    // What the actions do, callable directly (tests, automation).
    bool save();
    // Save to File: asks where, proposing proposedFilePath(); whether it saved. It saves
    // the game it was asked for, even if another replaced it while the dialog was open.
    bool saveAs();
    // The folder last used for a file (else Documents), and a file named after the game's
    // saved name (else its level and the time).
    QString proposedFilePath() const;
    bool saveUnder(const QString& name);
    bool saveToFile(const QString& path);
    // The same for a game captured earlier (when its dialog opened); the name becomes the
    // current game's only while the session still plays the game of `generation`.
    bool saveUnder(const QString& name, const GameRecord& record, int generation);
    bool saveToFile(const QString& path, const GameRecord& record);
    // Open: asks which file.
    void open();
    void openFile(const QString& path);
    void showLoad();
    void showImport();
    void showExport();
    void showShare();

    const GameStore& store() const { return store_; }
    Autosave* autosave() { return &autosave_; }
    GameOpener* opener() { return &opener_; }
    GameKeeper* keeper() { return &keeper_; }
    ImportDialog* importDialog() const { return importDialog_; }
    // The name the game was last saved or loaded under (Save writes there again).
    const QString& currentName() const { return currentName_; }

signals:
    // A short note for the status bar.
    void message(const QString& text);

private:
    void connectActions();
    void showProblem(const QString& message);
    // Import's text, read as the dialog's variant when its form does not say.
    void importText(const QString& text);
    // Save's question: the name among the saved games ("" when cancelled).
    QString askSaveName(const GameRecord& record);
    void adoptName(const QString& name);
    // The games of slots whose windows have closed, into the Continue list.
    void takeOtherSlots();
    // A data folder Nonet cannot write: said once, with Save to File… at hand.
    void showUnwritable(const QString& reason);
    // `text`, followed by what the keeper said about the game left for this one.
    QString withKeptNote(const QString& text) const;

    QMainWindow* window_;
    GameSession* session_;
    QString dataDirectory_;
    GameStore store_;
    Autosave autosave_;
    GameOpener opener_;
    FileActions* actions_;
    GameKeeper keeper_;
    QPointer<ImportDialog> importDialog_;
    QString currentName_;
    // Counts the games the session has had (every reset): a dialog that saves knows
    // whether its game is still the one being played.
    int generation_ = 0;
    QuitSaver quitSaver_;
};

} // namespace nonet::app
