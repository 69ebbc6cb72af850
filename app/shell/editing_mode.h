#pragma once
// The window while a puzzle is entered (app/editor): the editor takes the board's place,
// and what acts on the game waits until the editor closes.
//
//   central widget:  [ game page | editor view ]    a QStackedWidget; the game's widgets
//                                                   stay as they are behind the editor
//   toolbar:         hidden        menus: off (their shortcuts with them); the editor has
//                                  its own Undo, Redo, Paste, Clear; Quit and the user
//                                  guide (F1, at the section on entering a puzzle) still work
//   drops:           refused (a dropped puzzle would replace the game behind the editor)
//
// Game > Enter Puzzle… sits after New Game in the Game menu.

#include <QObject>
#include <QString>

class QStackedWidget;

namespace nonet::app {

class MainWindow;
class PuzzleEditor;

class EditingMode : public QObject {
    Q_OBJECT
public:
    EditingMode(MainWindow* window, PuzzleEditor* editor);

    QStackedWidget* stack() const { return stack_; }

private:
    void enter();
    void leave();

    MainWindow* window_;
    PuzzleEditor* editor_;
    QStackedWidget* stack_ = nullptr;
    QWidget* game_ = nullptr;
    QString title_;
    bool gameChanged_ = false; // another game started meanwhile: it names the window itself
    bool toolBarVisible_ = true;
    bool acceptedDrops_ = false;
};

} // namespace nonet::app
