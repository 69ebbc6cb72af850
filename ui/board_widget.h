#pragma once

#include "core/cell_set.h"
#include "core/game/cell_marks.h"
#include "core/game/hint.h"
#include "core/geometry.h"
#include "core/grid.h"
#include "core/logic/step.h"
#include "ui/cell_view.h"

#include <QWidget>

#include <array>
#include <optional>
#include <vector>

class QGridLayout;

namespace nonet::ui {

class CellWidget;
class ChainOverlay;
class PauseCover;
class SelectionPopup;

// Where the candidate highlights read a cell's candidates: the player's notes (corner and
// centre), or what the digits in its row, column and box leave.
enum class CandidateSource { Notes, Grid };

// The 9x9 board. It shows the CellViews it is given and turns mouse and keyboard input
// into signals; the game (app/) decides what they do and sends the new views back.
//
// Layout: a square area centred in the widget, 81 CellWidgets in an 11x11 QGridLayout
// whose columns/rows 3 and 7 hold only a gap, so box lines are thicker than cell lines:
//
//   T | c t c t c | T | c t c t c | T | c t c t c | T      T thick, t thin, c cell
//
// Input (never while locked or paused):
//   click an editable cell: select it and open the SelectionPopup beside it (on release)
//   right-click: the same popup in notes mode;  click a given: select it only
//   Ctrl+click: add the cell to the selection or take it out;  Shift+click: add it;
//   drag: select the cells passed over;  Ctrl+A: select every empty cell
//   1-9 (main row or keypad): value of the hovered cell, else of the selection;
//     notes mode: toggle a note of noteKind(); Shift+digit a corner note, Ctrl+digit a
//     centre note.  Delete, Backspace, 0: erase;  Alt+1..6: colour, Alt+0: no colour
//   a digit key held down: after the first press (which acts as above), the cells where
//     that digit can still go light up until the key is let go (setHeldDigit)
//   Shift+Alt+1..6: colour the note of highlightedDigit() in the cells, Shift+Alt+0: off
//   arrows: move the selection (wrapping), Ctrl+arrow: next empty cell that way,
//     Shift+arrow: extend the selection;  Esc: back to the one cell under the cursor
//   Enter/Space: open the popup on the selected cell;  N: ask to switch notes mode
//
// Digit first (setDigitFirst): a digit key, setChosenDigit (the keypad) or a click on a
// given chooses a digit; then a click on a cell places it (notes mode: toggles its note;
// the cell's own digit again: erases it), a drag does so in every cell passed, Enter/Space
// in the selection; Shift/Ctrl+digit still write notes; Esc leaves the mode.
//
// A selection of several cells: the cursor (selectedCell(), ringed, where the arrows
// start) and the others, each tinted and framed. Input then goes to all of them at once,
// through the *InCells signals; one cell keeps the single-cell signals.
class BoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit BoardWidget(QWidget* parent = nullptr);

    void setCell(int cell, const CellView& view);
    void setCells(const std::array<CellView, kCellCount>& views);
    CellView cell(int cell) const;
    // Convenience: every filled cell of grid as a given, the rest empty.
    void setGrid(const Grid& grid);

    // The cursor of the selection, -1 for none.
    int selectedCell() const { return selected_; }
    // Selects exactly that cell (-1 = none); emits selectionChanged when it changes.
    void setSelectedCell(int cell);
    // Every selected cell, the cursor included (empty when none).
    CellSet selection() const { return selection_; }
    // Selects `cells` with `cursor` (which is added to them); an empty set and -1 clears.
    void setSelection(CellSet cells, int cursor);
    // Ctrl+A: every empty cell (the cursor stays on one of them).
    void selectEmptyCells();
    int hoveredCell() const { return hovered_; }
    bool notesMode() const { return notesMode_; }
    void setNotesMode(bool notesMode);
    bool isLocked() const { return locked_; }
    void setLocked(bool locked);
    bool isPaused() const { return paused_; }
    void setPaused(bool paused);

    // Highlight options (both on by default): tint the selected cell's row, column and box;
    // light up the cells holding the selected cell's digit and mark it in notes. The
    // selection itself, the hover and a hint always show.
    bool peerHighlight() const { return peerHighlight_; }
    void setPeerHighlight(bool on);
    bool sameDigitHighlight() const { return sameDigitHighlight_; }
    void setSameDigitHighlight(bool on);

    // A hint on show (core/game/hint.h): its cells get a frame, its candidates are drawn (even
    // in cells without notes), the ringed ones ringed and the struck ones struck through, and
    // a chain's links drawn as lines between its candidates. Empty marks clear it.
    void setHintMarks(const HintMarks& marks);
    ChainOverlay* chainOverlay() const { return chains_; }
    CellSet hintCells() const { return hintCells_; }

    // The digits the givens and entries among the cell's peers already hold.
    DigitSet peerDigits(int cell) const;
    SelectionPopup* selectionPopup() const { return popup_; }
    // What covers the cells while paused (its accessible interface takes the focus then).
    PauseCover* pauseCover() const { return cover_; }
    CellWidget* cellWidget(int cell) const { return cells_[static_cast<std::size_t>(cell)]; }
    // Which cell is at a point in board coordinates, -1 for none (lines, margins).
    int cellAt(const QPoint& position) const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Which kind of note Shift/Ctrl+digit and notes mode write (corner by default).
    NoteKind noteKind() const { return noteKind_; }
    void setNoteKind(NoteKind kind);

    bool digitFirst() const { return digitFirst_; }
    void setDigitFirst(bool on); // emits digitFirstChanged when it changes
    // 1..9, 0 for none; kept while the mode is off, for the next time.
    int chosenDigit() const { return chosenDigit_; }
    void setChosenDigit(int digit); // emits chosenDigitChanged when it changes
    // A digit held down (a digit key, or a keypad button pressed and held), 0 for none:
    // while held, the board highlights it and the cells where it is still a candidate.
    int heldDigit() const { return heldDigit_; }
    void setHeldDigit(int digit);
    // The digit the board lights up: the held one, else the chosen one in digit first, else
    // the selected cell's.
    int highlightedDigit() const;

    // Candidate highlights (off by default): the cells where highlightedDigit() can still
    // go, and the cells with exactly two candidates, by candidateSource().
    bool candidateHighlight() const { return candidateHighlight_; }
    void setCandidateHighlight(bool on);
    bool bivalueHighlight() const { return bivalueHighlight_; }
    void setBivalueHighlight(bool on);
    CandidateSource candidateSource() const { return candidateSource_; }
    void setCandidateSource(CandidateSource source);
    // An empty cell's candidates by candidateSource(); none for a filled cell.
    DigitSet candidatesOf(int cell) const;

    // Low vision: every digit and note drawn larger (off by default).
    bool largeDigits() const { return largeDigits_; }
    void setLargeDigits(bool large);

signals:
    void digitEntered(int cell, int digit);
    void noteToggled(int cell, int digit, nonet::NoteKind kind);
    void eraseRequested(int cell);
    // The same for a selection of several cells.
    void digitEnteredInCells(nonet::CellSet cells, int digit);
    void noteToggledInCells(nonet::CellSet cells, int digit, nonet::NoteKind kind);
    void eraseRequestedInCells(nonet::CellSet cells);
    // Colour 1..kColourCount for the cells, 0 to take their colour off (Alt+digit, the popup).
    void colourRequested(nonet::CellSet cells, int colour);
    // The same for the note `digit` in each of the cells (Shift+Alt+digit on the highlighted
    // digit, where `digit` is 0 when none is highlighted; the popup's menu of a note).
    void candidateColourRequested(nonet::CellSet cells, int digit, int colour);
    // The cursor moved or the selection around it changed.
    void selectionChanged(int cell);
    void notesModeToggleRequested();
    void digitFirstChanged(bool on);
    void chosenDigitChanged(int digit);
    // The pause cover was clicked (or Space/Enter pressed on it).
    void resumeRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    bool acceptsInput() const { return !locked_ && !paused_; }
    bool handlesKey(const QKeyEvent& event) const;
    void layoutSquare();
    void setHovered(int cell);
    void refreshHighlights();
    void openPopup(int cell, bool notes);
    void refreshPopup();
    // Where typed input goes: the selection when it has several cells, else the hovered
    // cell, else the selected one.
    CellSet inputTargets() const;
    // A note of `kind`, or of noteKind() when not given.
    void enterDigit(CellSet cells, int digit, bool note, std::optional<NoteKind> kind = std::nullopt);
    void requestColour(CellSet cells, int colour);
    void requestCandidateColour(CellSet cells, int digit, int colour);
    // Digit first: the chosen digit into the cells (a value, a note, or out again).
    void applyChosenDigit(CellSet cells);
    void moveSelection(int key, bool toEmpty, bool extend);
    void updateDescription();
    void announceSelection();

    std::array<CellWidget*, kCellCount> cells_{};
    QWidget* area_ = nullptr; // the square holding the grid layout
    QGridLayout* grid_ = nullptr;
    std::array<QWidget*, 2> boxGaps_{}; // empty widgets holding rows/columns 3 and 7 open
    PauseCover* cover_ = nullptr;
    ChainOverlay* chains_ = nullptr; // over the cells, under the pause cover
    SelectionPopup* popup_ = nullptr;
    int thin_ = 1;
    int thick_ = 3;
    CellSet hintCells_;
    int selected_ = -1;
    CellSet selection_;
    int hovered_ = -1;
    int pressed_ = -1;      // the cell a left button went down on, until it comes up
    bool dragged_ = false;  // the press has moved on to other cells
    bool notesMode_ = false;
    NoteKind noteKind_ = NoteKind::Corner;
    bool locked_ = false;
    bool paused_ = false;
    bool peerHighlight_ = true;
    bool sameDigitHighlight_ = true;
    bool digitFirst_ = false;
    int chosenDigit_ = 0;
    int heldDigit_ = 0;
    bool candidateHighlight_ = false;
    bool bivalueHighlight_ = false;
    bool largeDigits_ = false;
    CandidateSource candidateSource_ = CandidateSource::Notes;
};

} // namespace nonet::ui
