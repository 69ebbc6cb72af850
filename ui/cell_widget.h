#pragma once

#include "ui/cell_view.h"
#include "ui/value_layout.h"

#include <QFlags>
#include <QWidget>

#include <utility>
#include <vector>

namespace nonet::ui {

// One square of a board of any shape. It only paints what it is told: the CellView plus
// the highlights the board computed, at its place (row and column) and with the shape's
// values (ValueLayout). Mouse and keyboard go to the BoardWidget (a cell takes neither
// focus nor mouse events), so the board alone decides what input means.
//
//  +-----------+   value: large, centred; givens bold in Text, entries regular in Link;
//  | 1   2   3 |          1..9, then A..G
//  | 4   5   6 |   notes: a mini-grid in the box's proportions (2x2, 2x3, 3x3, 4x4), value
//  | 7   8   9 |          v always at the same place
//  +-----------+   conflict: error colour + a bar under the value + a corner triangle, so
//                            that it does not depend on colour alone
//                  shaded: the cell is in an extra house (X's diagonals, Windoku's windows)
class CellWidget : public QWidget {
    Q_OBJECT
public:
    enum class Highlight {
        None = 0,
        Peer = 1 << 0,      // same row, column or box as the selected cell
        SameDigit = 1 << 1, // holds the selected cell's digit
        Selected = 1 << 2,
        Hovered = 1 << 3,
        Hint = 1 << 4,      // part of the hint on show
        InSelection = 1 << 5, // selected with others, not the cursor
        Candidate = 1 << 6, // the highlighted digit (emphasizedDigit) can still go here
        Bivalue = 1 << 7,   // an empty cell with exactly two candidates
    };
    Q_DECLARE_FLAGS(Highlights, Highlight)

    // A cell of the classic grid; setPlace() moves it to a cell of another shape.
    explicit CellWidget(int cell, QWidget* parent = nullptr);

    int cell() const { return cell_; }
    int row() const { return row_; }
    int column() const { return column_; }
    // Where the cell stands on its board, and the values of the board's shape.
    void setPlace(int cell, int row, int column, ValueLayout layout);
    const ValueLayout& valueLayout() const { return layout_; }
    // In an extra house (painted a shade darker, so the house stands out).
    void setShaded(bool shaded);
    bool isShaded() const { return shaded_; }
    // In a Killer cage: the notes keep clear of the cage's outline and sum
    // (CageOverlay::notesAreaOf); `colour` tints the cell when cages are coloured (0: none).
    void setCage(bool caged, int colour);
    // A light tint (1..kCageColourCount, 0: none) that tells an irregular region (a
    // Jigsaw's) from its neighbours, as cage colours tell cages apart.
    void setRegionTint(int tint);
    int regionTint() const { return regionTint_; }
    bool isCaged() const { return caged_; }
    int cageColour() const { return cageColour_; }
    // Where this cell's notes go within `cell` (all of it, but in a cage).
    QRectF notesArea(const QRectF& cell) const;
    const CellView& view() const { return view_; }
    // Tell: a screen reader hears of the new name (one cell changed); Quietly: the board
    // tells of a change of every cell at once.
    enum class Telling { Tell, Quietly };
    void setView(const CellView& view, Telling telling = Telling::Tell);
    // What the cell's place says beyond its row and column: a Killer's cage with its size
    // and sum, and the shape's houses that the cell's address does not tell ("region 4" of
    // a Jigsaw, "window 2", "diagonal 1").
    void setHouseWords(const QString& words);
    // The cell to a screen reader, worked out when it is read (CellAccessible): its name,
    // "Row 3 column 5, 7, given, region 4", and its marks, "Two candidates. 5 can go here."
    QString spokenName() const;
    QString spokenMarks() const;
    // Tells a screen reader that the name changed (the board, after a change of every cell,
    // for the cell it is on).
    void tellNameChanged();
    Highlights highlights() const { return highlights_; }
    void setHighlights(Highlights highlights);
    // The selected cell's digit: notes holding it are emphasised (0 = none).
    void setEmphasizedDigit(int digit);
    int emphasizedDigit() const { return emphasizedDigit_; }
    // Candidates a hint points at: the pattern's (ringed) and the ones it removes (struck).
    void setHintMarks(DigitSet pattern, DigitSet removed);
    DigitSet hintPattern() const { return hintPattern_; }
    DigitSet hintRemoved() const { return hintRemoved_; }
    // Whether the board has keyboard focus: the selection ring is bold only then.
    void setBoardFocused(bool focused);
    bool boardFocused() const { return boardFocused_; }
    // Low vision: digits and notes drawn larger in the same cell.
    void setLargeDigits(bool large);
    bool largeDigits() const { return largeDigits_; }
    // The pixel size a value is drawn at (tests).
    int valuePixelSize() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // "Row 3 column 5, 7, given": the cell's accessible name; its accessible value is the
    // content alone (describeContent, and the digit through the Value interface).
    static QString describe(int row, int column, const CellView& view);
    // Where a note value sits in a cell of the given rectangle: the mini-grid of fixed
    // positions (1 top left .. side bottom right, ValueLayout). The chain overlay aims its
    // lines here too.
    static QRectF noteSlot(const QRectF& cell, int digit, const ValueLayout& layout = {});
    // The box the highlighted note's frame is drawn in: its slot, clear of the cell's corners.
    static QRectF noteBox(const QRectF& cell, const QRectF& slot);
    // The ink of candidate highlights (the highlighted digit's frame and dot, the bivalue
    // brackets): the text's, readable on `background`.
    static QColor candidateInk(const QPalette& palette, const QColor& background);
    // Where the corner notes are drawn: their fixed slots, or, around centre notes, along
    // the edges (corners first) in ascending order (core/shape/note_places.h, as on paper).
    static std::vector<std::pair<int, QRectF>> cornerNoteSlots(const QRectF& cell, DigitSet corner, bool aroundCentre,
                                                               const ValueLayout& layout = {});
    // Where the centre notes are drawn: a row (more beyond five values) across the middle.
    static std::vector<std::pair<int, QRectF>> centreNoteSlots(const QRectF& cell, DigitSet centre, DigitSet corner);
    // "7, given", "5, conflict", "empty", "empty, notes 1 4 9"
    static QString describeContent(const CellView& view);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void tellMarksChanged(const QString& before);
    QColor backgroundColor() const;
    void paintValue(QPainter& painter, const QRectF& r, const QColor& background) const;
    void paintNotes(QPainter& painter, const QRectF& r, const QColor& background) const;
    void paintRings(QPainter& painter, const QRectF& r) const;
    void paintCandidateMarks(QPainter& painter, const QRectF& r) const;

    int cell_;
    int row_ = 0;
    int column_ = 0;
    ValueLayout layout_;
    QString houseWords_;
    bool shaded_ = false;
    bool caged_ = false;
    int cageColour_ = 0;
    int regionTint_ = 0;
    CellView view_;
    Highlights highlights_;
    int emphasizedDigit_ = 0;
    DigitSet hintPattern_;
    DigitSet hintRemoved_;
    bool boardFocused_ = false;
    bool largeDigits_ = false;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(CellWidget::Highlights)

} // namespace nonet::ui
