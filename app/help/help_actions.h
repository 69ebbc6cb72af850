#pragma once
// The actions of the help while playing, shared by the menus and the toolbar.
//
// Object names: actionHint (H), actionCheck (Ctrl+K), actionMistakes-off / -conflicts /
// -solution (exclusive, checkable; in the "Mistakes" submenu), actionStatistics.

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

    QAction* hint = nullptr;
    QAction* check = nullptr;
    QAction* statistics = nullptr;
    std::array<QAction*, 3> mistakeModes{}; // indexed by MistakeMode
    QActionGroup* mistakeGroup = nullptr;
    QMenu* mistakeMenu = nullptr;

    MistakeMode checkedMistakeMode() const;
    void checkMistakeMode(MistakeMode mode);

signals:
    // The player picked a mode.
    void mistakeModeChosen(nonet::app::MistakeMode mode);
};

} // namespace nonet::app
