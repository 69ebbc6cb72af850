#pragma once
// How the board is looked at, with the View menu's actions:
//
//   Digit First (D)            pick a digit (keypad, key, or a given), then every click
//                              places it, or notes it in notes mode; Esc leaves
//   Highlight Candidates (X)   the cells where the highlighted digit can still go
//   Bivalue Cells (B)          the cells with exactly two candidates
//   Candidates From            My Notes | The Grid (what the row, column and box allow)
//   Zoom In / Zoom Out / Actual Size (Ctrl++ Ctrl+- Ctrl+0)   the board alone, remembered
//   Full Screen (F11 and the platform's key)                  the toolbar stays
//   Large Digits               digits and notes drawn larger, for low vision
//   Cage Colours               tints a Killer's cages (offered only where there are cages)
//
// None of these is a move: they change what the board shows, never the game.
//
// Settings: view/zoom (double, 1 = fitted), view/highlightCandidates, view/bivalue (bool),
// view/candidateSource ("notes" | "grid"), view/largeDigits, view/cageColours (bool).
// Object names: actionDigitFirst, actionHighlightCandidates, actionBivalue,
// actionCandidatesFromNotes, actionCandidatesFromGrid, actionZoomIn, actionZoomOut,
// actionZoomReset, actionFullScreen, actionLargeDigits, actionCageColours, menuView,
// menuCandidatesFrom.

#include "core/shape/shape.h"

#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace nonet::ui {
class BoardWidget;
class ZoomArea;
} // namespace nonet::ui

namespace nonet::app {

class MenuLayout;

class ViewTools : public QObject {
    Q_OBJECT
public:
    // `window` is the top-level window that Full Screen acts on.
    ViewTools(ui::BoardWidget* board, ui::ZoomArea* zoom, QWidget* window);

    QAction* digitFirst() const { return digitFirst_; } // checkable
    QAction* highlightCandidates() const { return highlightCandidates_; } // checkable
    QAction* bivalue() const { return bivalue_; } // checkable
    QAction* candidatesFromNotes() const { return fromNotes_; }
    QAction* candidatesFromGrid() const { return fromGrid_; }
    QAction* zoomIn() const { return zoomIn_; }
    QAction* zoomOut() const { return zoomOut_; }
    QAction* zoomReset() const { return zoomReset_; }
    QAction* fullScreen() const { return fullScreen_; } // checkable, follows the window
    QAction* largeDigits() const { return largeDigits_; } // checkable
    QAction* cageColours() const { return cageColours_; } // checkable; shown where there are cages
    // The board took another shape: Cage Colours is offered only for a shape with cages.
    void followShape(const Shape& shape);
    // The View menu's entries, in their places.
    void addTo(MenuLayout& menus);

    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void loadSettings();
    void refreshZoomActions();

    ui::BoardWidget* board_;
    ui::ZoomArea* zoom_;
    QWidget* window_;
    QAction* digitFirst_ = nullptr;
    QAction* highlightCandidates_ = nullptr;
    QAction* bivalue_ = nullptr;
    QActionGroup* sources_ = nullptr;
    QAction* fromNotes_ = nullptr;
    QAction* fromGrid_ = nullptr;
    QAction* zoomIn_ = nullptr;
    QAction* zoomOut_ = nullptr;
    QAction* zoomReset_ = nullptr;
    QAction* fullScreen_ = nullptr;
    QAction* cageColours_ = nullptr;
    QAction* largeDigits_ = nullptr;
};

} // namespace nonet::app
