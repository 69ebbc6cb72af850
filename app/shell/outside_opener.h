#pragma once
// What comes into the running window from outside: the game named on the command line and
// whatever a later launch hands over (a clicked link, a double-clicked file, `nonet <item>`).
//
//   receive(message)   the window comes to the front (with the launcher's activation token)
//        |
//   open(item)         a modal dialog is open (Save, Load, Preferences, a question)?
//        |                 wait until the last one closes, saying so in the status bar: the
//        |                 game behind a dialog never changes, and a dialog that saves saves
//        |                 its own game; a newer item replaces the waiting one
//        |             a puzzle is being entered?  the editor asks first (leaveFor)
//        v
//   a picture file (by its content)  --> read as File ▸ Open Picture… reads it
//   anything else (link, text, file) --> GameFiles::openArgument; the game left goes to
//                                        Game ▸ Continue
//
// A text too long to be handed over arrives as its length only, and is refused with it.

#include <QObject>
#include <QString>

namespace nonet::app {

class GameFiles;
class MainWindow;
class PictureOpener;
class PuzzleEditor;
struct InstanceMessage;

class OutsideOpener : public QObject {
    Q_OBJECT
public:
    OutsideOpener(MainWindow* window, GameFiles* files, PuzzleEditor* editor, PictureOpener* pictures);

    void open(const QString& item);
    // A later launch's message: to the front, then its first item (or its length, when too long).
    void receive(const InstanceMessage& message);
    // An item waits for a dialog to close (tests).
    bool isWaiting() const { return waiting_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void openNow(const QString& item);
    void openWaiting();

    MainWindow* window_;
    GameFiles* files_;
    PuzzleEditor* editor_;
    PictureOpener* pictures_;
    QString item_; // waiting for the dialog to close
    bool waiting_ = false;
};

} // namespace nonet::app
