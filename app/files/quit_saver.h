#pragma once
// Quitting never drops a game without asking. Every way out writes the game and its clock
// synchronously first:
//
//   File ▸ Quit, the window's close button   the window's close event   -> saveForQuit()
//   a signal to end (SIGTERM, SIGINT, SIGHUP)  closes the window (app/shell/quit_signals.h)
//   the desktop session ends                 commitDataRequest          -> saveForQuit(),
//                                                                          asking only when
//                                                                          the session allows
//   the application quits any other way      aboutToQuit                -> the write alone
//                                                                          (no dialog is
//                                                                          possible then)
//
// When the write fails (a full disk, a folder Nonet may not write to) and the game has
// something to lose (an unfinished game with moves), the player is asked:
//
//   "Your game could not be saved: “…/autosave-1.nonet” (No space left on device)."
//   [Retry]  [Save Elsewhere…]  [Quit Anyway]  [Cancel]
//
// Retry writes again (after the player freed some space); Save Elsewhere… asks for a file
// anywhere (GameFiles::saveToFile); Quit Anyway lets the game go; Cancel (Escape) goes back
// to the game. Nothing is dropped unless the player said so.

#include <QObject>
#include <QString>

#include <functional>

class QSessionManager;
class QWidget;

namespace nonet::app {

class Autosave;
class GameSession;

class QuitSaver : public QObject {
    Q_OBJECT
public:
    // saveElsewhere asks the player for a file and writes the game there: whether it did.
    QuitSaver(QWidget* window, GameSession* session, Autosave* autosave, std::function<bool()> saveElsewhere,
              QObject* parent = nullptr);

    // The game and its clock on disk now; when that fails, the question above (unless
    // `mayAsk` is false: then quitting goes on, as the write was all that could be done).
    // True when quitting may go on.
    bool saveForQuit(bool mayAsk = true);

    // The question's buttons, by object name: quitRetry, quitSaveElsewhere, quitAnyway,
    // quitCancel; the box itself is quitQuestion.
    enum class Answer { Retry, SaveElsewhere, QuitAnyway, Cancel };

private:
    Answer ask(const QString& reason);
    void onCommitData(QSessionManager& manager);

    QWidget* window_;
    GameSession* session_;
    Autosave* autosave_;
    std::function<bool()> saveElsewhere_;
};

} // namespace nonet::app
