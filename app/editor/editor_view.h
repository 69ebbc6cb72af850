#pragma once
// The editor on screen, in the window's middle while a puzzle is entered. The same board
// and keypad as in play (ui/), so the same keyboard, popup and clicks; no notes.
//
//   Enter a puzzle: ...                                   heading
//   [Undo] [Redo] [Paste] [Clear]
//   +-----------+  +------------------------------+  +--------+
//   | picture   |  |          BoardWidget         |  | Keypad |
//   +-----------+  +------------------------------+  +--------+
//   (the picture only for a puzzle read from one)
//   | This puzzle has exactly one solution. Level: Medium (SE 2.6).     |  verdict
//                                      [Cancel] [Start Playing]
//
// It shows what PuzzleEditor hands it and reports what the player asks; it owns no rule.

#include "core/cell_set.h"
#include "core/grid.h"

#include <QImage>
#include <QPolygonF>
#include <QWidget>

class QAction;
class QLabel;
class QPushButton;
class QUndoStack;

namespace nonet::ui {
class BoardWidget;
class Keypad;
} // namespace nonet::ui

namespace nonet::app {

class PictureView;

class EditorView : public QWidget {
    Q_OBJECT
public:
    EditorView(QUndoStack* undoStack, QWidget* parent = nullptr);

    ui::BoardWidget* board() const { return board_; }
    ui::Keypad* keypad() const { return keypad_; }
    QLabel* verdictLabel() const { return verdict_; }
    QPushButton* startButton() const { return start_; }
    QPushButton* cancelButton() const { return cancel_; }
    QAction* undoAction() const { return undo_; }
    QAction* redoAction() const { return redo_; }
    QAction* pasteAction() const { return paste_; }
    QAction* clearAction() const { return clear_; }
    PictureView* picture() const { return picture_; }

    // The givens, conflicting ones marked; `suggested` rings `digits` in one cell (-1: none);
    // `pointed` shades givens the verdict points at (the ones at fault when none completes);
    // the cells to check against a picture are hatched (the board's colour 2).
    void showGivens(const Grid& givens, CellSet conflicts, int suggested, const std::vector<int>& digits,
                    CellSet pointed = {}, CellSet toCheck = {});
    // The picture beside the board (null: none, the view hidden); grid: its corners in it.
    void showPicture(const QImage& picture, const QPolygonF& grid);
    void showVerdict(const QString& text, bool canStart);

signals:
    void digitEntered(nonet::CellSet cells, int digit);
    void eraseRequested(nonet::CellSet cells);
    void pasteRequested();
    void clearRequested();
    void startRequested();
    void cancelRequested();

private:
    ui::BoardWidget* board_ = nullptr;
    PictureView* picture_ = nullptr;
    ui::Keypad* keypad_ = nullptr;
    QLabel* verdict_ = nullptr;
    QPushButton* start_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    QAction* paste_ = nullptr;
    QAction* clear_ = nullptr;
};

} // namespace nonet::app
