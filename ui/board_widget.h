#pragma once

#include "core/shape/wide_cell_set.h"
#include "core/game/cell_marks.h"
#include "core/game/hint.h"
#include "core/logic/step.h"
#include "core/shape/shape.h"
#include "core/shape/shape_grid.h"
#include "ui/cage_view.h"
#include "ui/cell_view.h"
#include "ui/value_layout.h"

#include <QWidget>

#include <optional>
#include <span>
#include <vector>

class QGridLayout;

namespace nonet::ui {

class CellWidget;
class CageOverlay;
class ChainOverlay;
class PauseCover;
class SelectionPopup;

// Where the candidate highlights read a cell's candidates: the player's notes (corner and
// centre), or what the values in its houses leave (CellView::candidates, from the game).
enum class CandidateSource { Notes, Grid };

// The board of any shape (setShape; the classic 9x9 until told otherwise). It shows the
// CellViews it is given and turns mouse and keyboard input into signals; the game (app/)
// decides what they do and sends the new views back. The shape is data to it: where the
// cells stand, which lines are region borders, which cells are shaded; no rule.
//
// Layout: a square area centred in the widget, one CellWidget per cell in a QGridLayout.
// A grid line along which some region border runs gets a gap column (or row) of its own,
// so that region lines are thicker than cell lines; each stretch of a line is painted in
// the thick colour where the cells on its two sides are in different regions:
//
//   classic   T | c t c t c | T | c t c t c | T | c t c t c | T     T thick, t thin, c cell
//   6x6       columns: boxes of 3 (T after 3); rows: boxes of 2 (T after 2 and 4)
//   Jigsaw    every line may carry a border: every gap is wide, thick where regions part
//
// Input (never while locked or paused):
//   click an editable cell: select it and open the SelectionPopup beside it (on release)
//   right-click: the same popup in notes mode;  click a given: select it only
//   Ctrl+click: add the cell to the selection or take it out;  Shift+click: add it;
//   drag: select the cells passed over;  Ctrl+A: select every empty cell
//   1-9 (main row or keypad), and A-G on a board whose values reach past 9 (16x16):
//     value of the hovered cell, else of the selection; notes mode: toggle a note of
//     noteKind(); Shift+value a corner note, Ctrl+digit a centre note (Ctrl+letter stays
//     the window's).  Delete, Backspace, 0: erase;  Alt+1..6: colour, Alt+0: no colour
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
// Why a key on the board changed nothing.
enum class NoChange {
    NothingToErase, // Erase on an empty cell without notes
    Given,          // a value, a note or Erase on a given
};

class BoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit BoardWidget(QWidget* parent = nullptr);

    // The shape of the board: the cells are made anew (empty) when it differs, and the
    // selection, hover, hint marks and a chosen digit beyond its values go.
    void setShape(ShapePtr shape);
    const Shape& shape() const { return *shape_; }
    const ShapePtr& shapePtr() const { return shape_; }
    int side() const { return shape_->side(); }
    int cellCount() const { return shape_->cellCount(); }
    const ValueLayout& valueLayout() const { return layout_; }

    void setCell(int cell, const CellView& view);
    // One view per cell of the shape.
    void setCells(std::span<const CellView> views);
    CellView cell(int cell) const;
    // Convenience: the grid's shape, every filled cell as a given, the rest empty.
    void setGrid(const ShapeGrid& grid);

    // The cursor of the selection, -1 for none.
    int selectedCell() const { return selected_; }
    // Selects exactly that cell (-1 = none); emits selectionChanged when it changes.
    void setSelectedCell(int cell);
    // Every selected cell, the cursor included (empty when none).
    WideCellSet selection() const { return selection_; }
    // Selects `cells` with `cursor` (which is added to them); an empty set and -1 clears.
    void setSelection(WideCellSet cells, int cursor);
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
    // Killer cages, drawn over the cells; with cage colours on, each cage's cells are tinted
    // so that two cages that touch differ (colourCages). setShape sets the shape's own
    // (cageViewsOf: none for a shape without), so every board of a Killer draws them;
    // setCages replaces them.
    void setCages(std::vector<CageView> cages);
    const std::vector<CageView>& cages() const;
    void setCageColours(bool on);
    bool cageColours() const { return cageColours_; }
    CageOverlay* cageOverlay() const { return cageOverlay_; }
    ChainOverlay* chainOverlay() const { return chains_; }
    WideCellSet hintCells() const { return hintCells_; }

    // The values the givens and entries among the cell's peers already hold (from the
    // view's candidates: what no peer holds).
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

    // The digit keys (with their note and colour modifiers) typed anywhere in `area` - on a
    // focused keypad button, say, which ignores them - act on the board as if it had the
    // focus, and Escape there gives the board the focus back: no key of the game is lost
    // to a button that happens to have the focus.
    void takeDigitKeysFrom(QWidget* area);

    // A left click on an editable cell opens the digit popup (on by default); off, it only
    // selects - the keys, Space and a right click still open the popup.
    bool clickOpensPopup() const { return clickOpensPopup_; }
    void setClickOpensPopup(bool on) { clickOpensPopup_ = on; }

    // Typing a puzzle in (the editor; off by default): the keys go to the selected cell and
    // move on as a typed line does - a digit enters it and selects the next cell in reading
    // order (wrapping from the last to the first), and 0, '.' and Space leave the cell blank
    // and move on. Arrows, the mouse and the keypad work as ever.
    bool typingAdvances() const { return typingAdvances_; }
    void setTypingAdvances(bool on) { typingAdvances_ = on; }

signals:
    void digitEntered(int cell, int digit);
    void noteToggled(int cell, int digit, nonet::NoteKind kind);
    void eraseRequested(int cell);
    // A key that changes nothing, and why: the player pressed it all the same (a screen
    // reader says so).
    void nothingChanged(int cell, nonet::ui::NoChange why);
    // The same for a selection of several cells.
    void digitEnteredInCells(nonet::WideCellSet cells, int digit);
    void noteToggledInCells(nonet::WideCellSet cells, int digit, nonet::NoteKind kind);
    void eraseRequestedInCells(nonet::WideCellSet cells);
    // Colour 1..kColourCount for the cells, 0 to take their colour off (Alt+digit, the popup).
    void colourRequested(nonet::WideCellSet cells, int colour);
    // The same for the note `digit` in each of the cells (Shift+Alt+digit on the highlighted
    // digit, where `digit` is 0 when none is highlighted; the popup's menu of a note).
    void candidateColourRequested(nonet::WideCellSet cells, int digit, int colour);
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
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void applyCages(); // the cells' share of the cages: notes clear of the sums, tints
    void tintRegions(); // an irregular region's cells a light tint of their own
    bool acceptsInput() const { return !locked_ && !paused_; }
    bool handlesKey(const QKeyEvent& event) const;
    // The value 1..side (0: erase) a key stands for on this board, nothing for other keys.
    std::optional<int> valueForKey(const QKeyEvent& event) const;
    void layoutSquare();
    void setHovered(int cell);
    // `cell`, the current one when the keyboard focus came back, or "Paused": said then.
    void sayWhere(int cell);
    void refreshHighlights();
    void openPopup(int cell, bool notes);
    void refreshPopup();
    // Where typed input goes: the selection when it has several cells, else the hovered
    // cell, else the selected one.
    WideCellSet inputTargets() const;
    // A note of `kind`, or of noteKind() when not given.
    void enterDigit(WideCellSet cells, int digit, bool note, std::optional<NoteKind> kind = std::nullopt);
    void requestColour(WideCellSet cells, int colour);
    void requestCandidateColour(WideCellSet cells, int digit, int colour);
    // Digit first: the chosen digit into the cells (a value, a note, or out again).
    void applyChosenDigit(WideCellSet cells);
    void moveToEnd(bool end, bool wholeBoard, bool extend);
    void moveSelection(int key, bool toEmpty, bool extend);
    void updateDescription();
    void announceSelection();

    // Makes the cells and gaps of shape_ in the layout.
    void buildCells();
    QString houseWords(int cell) const;
    // The layout row/column of board row/column i.
    int layoutRow(int row) const { return layoutRows_[static_cast<std::size_t>(row)]; }
    int layoutColumn(int column) const { return layoutColumns_[static_cast<std::size_t>(column)]; }
    // Whether the two cells side by side (or one above the other) are in different regions.
    bool regionsPart(int a, int b) const { return shape_->regionOf(a) != shape_->regionOf(b); }

    ShapePtr shape_;
    ValueLayout layout_;
    std::vector<CellWidget*> cells_;
    QWidget* area_ = nullptr; // the square holding the grid layout
    QGridLayout* grid_ = nullptr;
    std::vector<QWidget*> gaps_;       // empty widgets holding the wide lines open
    std::vector<int> layoutRows_;      // per board row, its layout row
    std::vector<int> layoutColumns_;   // per board column, its layout column
    int wideRows_ = 0;                 // inner horizontal lines that are wide
    int wideColumns_ = 0;              // inner vertical lines that are wide
    PauseCover* cover_ = nullptr;
    CageOverlay* cageOverlay_ = nullptr; // over the cells, under the chains
    bool cageColours_ = false;
    ChainOverlay* chains_ = nullptr; // over the cells, under the pause cover
    SelectionPopup* popup_ = nullptr;
    int thin_ = 1;
    int thick_ = 3;
    WideCellSet hintCells_;
    int selected_ = -1;
    WideCellSet selection_;
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
    bool typingAdvances_ = false;
    bool clickOpensPopup_ = true;
    bool relaying_ = false; // a key from takeDigitKeysFrom()'s area is on its way in
    // A key of typingAdvances(); false when it is no such key.
    bool typeAhead(const QKeyEvent& event);
    CandidateSource candidateSource_ = CandidateSource::Notes;
};

} // namespace nonet::ui
