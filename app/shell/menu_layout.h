#pragma once
// Where every action of the window sits: the menu bar's menus and the game toolbar, laid
// out from one table (menu_layout.cpp) in the order the player sees them. The window and
// the modules it attaches (files, printing, the editor, the review, ...) add their actions
// to named places at any time; each lands in its place whatever the order of adding, and
// the separators between the sections follow.
//
//   File   Quick · Files · Exchange, Pictures, Share · Paper
//   Game   Start, Daily · Kept, Play, LookBack · Quit
//   Edit   Undo · Notes · Colours · Checkpoints · NoteOptions · Settings
//   View   Input · Highlight · Zoom · Screen
//   Help   Assist · Records · Learn · About
//
//   toolbar  Files | Start | Notes | Undo | Assist   <spring> Clock

#include <QList>
#include <QObject>

#include <array>
#include <vector>

class QAction;
class QMainWindow;
class QMenu;
class QToolBar;
class QWidget;

namespace nonet::app {

enum class MenuPlace {
    FileQuick, FileFiles, FileExchange, FilePictures, FileShare, FilePaper,
    GameStart, GameDaily, GameKept, GamePlay, GameLookBack, GameQuit,
    EditUndo, EditNotes, EditColours, EditCheckpoints, EditNoteOptions, EditSettings,
    ViewInput, ViewHighlight, ViewZoom, ViewScreen,
    HelpAssist, HelpRecords, HelpLearn, HelpAbout,
};
inline constexpr int kMenuPlaceCount = static_cast<int>(MenuPlace::HelpAbout) + 1;

enum class ToolPlace { Files, Start, Notes, Undo, Assist, Clock };
inline constexpr int kToolPlaceCount = static_cast<int>(ToolPlace::Clock) + 1;

class MenuLayout : public QObject {
    Q_OBJECT
public:
    // Makes the menus in `window`'s menu bar and the game toolbar (object names menuFile,
    // menuGame, menuEdit, menuView, menuHelp and gameToolBar, which tests and the
    // accessibility checks look for).
    explicit MenuLayout(QMainWindow* window);

    void add(MenuPlace place, QAction* action);
    void add(MenuPlace place, const QList<QAction*>& actions);
    void add(MenuPlace place, QMenu* submenu);
    void add(ToolPlace place, QAction* action);
    void add(ToolPlace place, const QList<QAction*>& actions);
    // A widget of its own (a button with a menu, the clock); its action is returned.
    QAction* add(ToolPlace place, QWidget* widget);

    QToolBar* toolBar() const { return toolBar_; }
    // The menu that holds `place`.
    QMenu* menu(MenuPlace place) const;

private:
    struct Slot {
        QAction* separator = nullptr; // before the section this place starts, if it starts one
        std::vector<QAction*> actions;
    };
    QAction* menuInsertionPoint(MenuPlace place) const;
    QAction* toolInsertionPoint(ToolPlace place) const;
    void showToolSeparators();

    std::vector<QMenu*> menus_;
    std::array<Slot, kMenuPlaceCount> menuSlots_{};
    QToolBar* toolBar_ = nullptr;
    std::array<Slot, kToolPlaceCount> toolSlots_{};
};

} // namespace nonet::app
