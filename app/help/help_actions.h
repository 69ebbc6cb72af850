#pragma once
// The actions of the help while playing, shared by the menus and the toolbar.
//
// Object names: actionHint (H), actionHintCells (Shift+H: the framed cells in words), actionCheck (Ctrl+K), actionMistakes-off / -conflicts /
// -solution (exclusive, checkable; in the "Mistakes" submenu), actionStatistics,
// actionUserGuide (F1: the guide at the section for what is in front) and actionShortcuts
// (the guide at its list of shortcuts).

#include "app/help/mistake_mode.h"

#include <QObject>

#include <array>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace nonet::app {

class HelpActions : public QObject {
    Q_OBJECT
public:
    explicit HelpActions(QWidget* window);

    QAction* hint() const { return hint_; }
    QAction* hintCells() const { return hintCells_; }
    QAction* check() const { return check_; }
    QAction* statistics() const { return statistics_; }
    QAction* userGuide() const { return userGuide_; }
    QAction* shortcuts() const { return shortcuts_; }
    QAction* mistakeMode(MistakeMode mode) const { return mistakeModes_[static_cast<std::size_t>(mode)]; }
    QMenu* mistakeMenu() const { return mistakeMenu_; }

    MistakeMode checkedMistakeMode() const;
    void checkMistakeMode(MistakeMode mode);

signals:
    // The player picked a mode.
    void mistakeModeChosen(nonet::app::MistakeMode mode);

private:
    QAction* hint_ = nullptr;
    QAction* hintCells_ = nullptr;
    QAction* check_ = nullptr;
    QAction* statistics_ = nullptr;
    QAction* userGuide_ = nullptr;
    QAction* shortcuts_ = nullptr;
    std::array<QAction*, 3> mistakeModes_{}; // indexed by MistakeMode
    QMenu* mistakeMenu_ = nullptr;
};

} // namespace nonet::app
