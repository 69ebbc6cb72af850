#pragma once

#include "core/digit_set.h"
#include "core/game/cell_marks.h"
#include "ui/value_layout.h"

#include <QFrame>

#include <array>
#include <vector>

class QGridLayout;
class QMenu;
class QToolButton;

namespace nonet::ui {

class DigitButton;

// The picker that opens beside a clicked cell (a Qt::Popup: Esc or a click outside closes
// it).
//
//   +---+---+---+
//   | 1 | 2 | 3 |   the board's values in the note-grid order (ValueLayout: 2x2, 2x3,
//   | 4 | 5 | 6 |   3x3, 4x4); values the givens and entries rule out are dimmed but
//   | 7 | 8 | 9 |   stay usable
//   +---+---+---+
//   | Erase |Notes|  Notes: choosing toggles a note and keeps the popup open, so several
//   +-------+-----+  notes can be set in one go; choosing a value closes it.
//   |x|1|2|3|4|5|6|  colours (mark_colours.h): each colours the cell, x takes its colour
//   +-------------+  off; the popup stays open
//
// A digit that is a note of the cell (either kind) has a menu of note colours: right-click
// it, or press the menu key or Shift+F10 on it.
//
// Keys: 1-9 (and A-G past 9) choose (Shift/Ctrl+digit toggles a note), Alt+1..6 colour, Alt+0 no colour,
// Shift+Alt+1..6 colour the note of the focused digit (Shift+Alt+0: no colour), arrows
// move, Enter/Space press, Delete/Backspace/0 erase, N switches notes, Esc closes.
class SelectionPopup : public QFrame {
    Q_OBJECT
public:
    explicit SelectionPopup(QWidget* parent = nullptr);

    // The board's values (made anew when they change).
    void setValueLayout(const ValueLayout& layout);
    const ValueLayout& valueLayout() const { return layout_; }
    int cell() const { return cell_; }
    // The cell it chooses for, and where it stands (for its name).
    void setCell(int cell, int row, int column);
    // The cell's value and notes, and the digits its peers already hold.
    void setContent(int value, DigitSet notes, DigitSet impossible);
    // The cell's colour (0 = none): its swatch shows checked.
    void setColour(int colour);
    // The cell's notes of both kinds and their colours: the digits whose note can be coloured.
    void setNoteColours(DigitSet notes, CandidateColours colours);
    bool notesMode() const { return notesMode_; }
    void setNotesMode(bool notesMode);
    // Buttons sized for cells of this many pixels (within readable bounds).
    void setButtonSide(int side);
    // Shows the popup diagonally beside anchor (global coordinates), clear of its row and
    // column, kept on the anchor's screen; focus starts on the cell's digit or a usable one.
    void popupBeside(const QRect& anchor);

    DigitButton* digitButton(int digit) const;
    QToolButton* eraseButton() const { return erase_; }
    QToolButton* notesButton() const { return notes_; }
    // 0 = no colour, 1..kColourCount.
    QToolButton* colourButton(int colour) const;
    // The menu of note colours, open while it is shown (nullptr before the first one).
    QMenu* noteColourMenu() const { return noteMenu_; }
    // Opens that menu for the note `digit` under its button; false when it is no note.
    bool openNoteColourMenu(int digit);

signals:
    void digitChosen(int digit);
    void noteChosen(int digit);
    void eraseChosen();
    void colourChosen(int colour);
    // Colour 0..kColourCount for the note `digit` of the cell.
    void noteColourChosen(int digit, int colour);
    void notesModeChanged(bool notesMode);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void choose(int digit, bool note);
    void chooseColour(int colour);
    void erase();
    void toggleNotesMode();
    void moveFocus(int key);
    QWidget* startButton() const;
    void refresh();
    bool handleKey(QKeyEvent* event);

    // The value button that has the focus, 0 for none.
    int focusedValue() const;

    ValueLayout layout_{0, 0, 0}; // none until the first setValueLayout
    QGridLayout* digitGrid_ = nullptr;
    std::vector<DigitButton*> digits_;
    int buttonSide_ = 40;
    int row_ = 0;
    int column_ = 0;
    QToolButton* erase_ = nullptr;
    QToolButton* notes_ = nullptr;
    std::array<QToolButton*, kColourCount + 1> colours_{};
    QMenu* noteMenu_ = nullptr;
    int colour_ = 0;
    DigitSet allNotes_;
    CandidateColours noteColours_;
    int cell_ = -1;
    int value_ = 0;
    DigitSet cellNotes_;
    DigitSet impossible_;
    bool notesMode_ = false;
};

} // namespace nonet::ui
