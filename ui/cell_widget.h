#pragma once

#include "ui/cell_view.h"

#include <QFlags>
#include <QWidget>

#include <utility>
#include <vector>

namespace nonet::ui {

// One square of the board. It only paints what it is told: the CellView plus the
// highlights the board computed. Mouse and keyboard go to the BoardWidget (a cell takes
// neither focus nor mouse events), so the board alone decides what input means.
//
//  +-----------+   value: large, centred; givens bold in Text, entries regular in Link
//  | 1   2   3 |   notes: a 3x3 mini-grid, digit d always at the same place
//  | 4   5   6 |   conflict: error colour + a bar under the digit + a corner triangle,
//  | 7   8   9 |             so that it does not depend on colour alone
//  +-----------+
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

    explicit CellWidget(int cell, QWidget* parent = nullptr);

    int cell() const { return cell_; }
    const CellView& view() const { return view_; }
    void setView(const CellView& view);
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
    static QString describe(int cell, const CellView& view);
    // Where a note digit sits in a cell of the given rectangle: the 3 x 3 mini-grid of fixed
    // positions (1 top left .. 9 bottom right). The chain overlay aims its lines here too.
    static QRectF noteSlot(const QRectF& cell, int digit);
    // Where the corner notes are drawn: their fixed slots, or, around centre notes, along
    // the edges (corners first) in ascending order.
    static std::vector<std::pair<int, QRectF>> cornerNoteSlots(const QRectF& cell, DigitSet corner, bool aroundCentre);
    // Where the centre notes are drawn: a row (two beyond five digits) across the middle.
    static std::vector<std::pair<int, QRectF>> centreNoteSlots(const QRectF& cell, DigitSet centre, DigitSet corner);
    // "7, given", "5, conflict", "empty", "empty, notes 1 4 9"
    static QString describeContent(const CellView& view);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void updateAccessibleText();
    QColor backgroundColor() const;
    void paintValue(QPainter& painter, const QRectF& r, const QColor& background) const;
    void paintNotes(QPainter& painter, const QRectF& r, const QColor& background) const;
    void paintRings(QPainter& painter, const QRectF& r) const;
    void paintCandidateMarks(QPainter& painter, const QRectF& r) const;

    int cell_;
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
