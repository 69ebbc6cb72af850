#pragma once
// The File actions, beside the Game actions (app/shell/game_actions.h): text, shortcut,
// icon and object name of each, one set for the menu and the toolbar. GameFiles owns them
// and does what they ask; the window places them.
//
//   Save (Ctrl+S)        actionSave       Save As… (Ctrl+Shift+S)  actionSaveAs
//   Open… (Ctrl+O)       actionOpen       Load… (Ctrl+L)           actionLoad
//   Import… (Ctrl+I)     actionImport     Export… (Ctrl+E)         actionExport
//   Share Link… (Ctrl+Shift+L)  actionShare
//
// Save, Save As, Export and Share need a game: they are off until one starts.

#include <QList>
#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace nonet::app {

class GameSession;

class FileActions : public QObject {
    Q_OBJECT
public:
    FileActions(GameSession* session, QObject* parent);

    QAction* save() const { return save_; }
    QAction* saveAs() const { return saveAs_; }
    QAction* open() const { return open_; }
    QAction* load() const { return load_; }
    QAction* importPuzzle() const { return import_; }
    QAction* exportPuzzle() const { return export_; }
    QAction* share() const { return share_; }


private:
    QAction* save_ = nullptr;
    QAction* saveAs_ = nullptr;
    QAction* open_ = nullptr;
    QAction* load_ = nullptr;
    QAction* import_ = nullptr;
    QAction* export_ = nullptr;
    QAction* share_ = nullptr;
};

} // namespace nonet::app
