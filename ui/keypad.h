#pragma once

#include "core/digit_set.h"
#include "ui/value_layout.h"

#include <QWidget>

#include <vector>

class QGridLayout;
class QTimer;
class QToolButton;

namespace nonet::ui {

class DigitButton;

// The on-screen keypad: acts on the selected cell through the window.
//
//   +---+---+---+
//   | 1 | 2 | 3 |   the board's values as in a box (ValueLayout: 2x2, 2x3, 3x3, 4x4);
//   | 4 | 5 | 6 |   each shows how many are still to place (small, in a badge) and is
//   | 7 | 8 | 9 |   dimmed once all are placed, unless one of them is marked as a mistake
//   +---+---+---+   (still usable: dimming informs, it never forbids)
//   | Erase |Notes|  Notes is the window's notes mode (checkable); the columns are
//                    always equally wide, whatever the language makes of "Notes"
//
// Buttons are reachable with Tab but clicking them does not take the focus from the
// board, so the keyboard keeps working on the board after a click here.
//
// A digit pressed and held (the platform's press-and-hold time) is no click: it asks the
// board to show where the digit can still go (digitHeld) until the button is let go.
class Keypad : public QWidget {
    Q_OBJECT
public:
    explicit Keypad(QWidget* parent = nullptr);

    // The board's values (the buttons are made anew when they change; 1..9 at first).
    void setValueLayout(const ValueLayout& layout);
    const ValueLayout& valueLayout() const { return layout_; }
    // How many of each value (index 0 = value 1) are still to place, and the values that
    // stand in a cell marked as a mistake (conflict or wrong): those are not dimmed when
    // all are placed, since one of them is not right.
    void setRemaining(const std::vector<int>& remaining, DigitSet marked = {});
    DigitSet marked() const { return marked_; }
    const std::vector<int>& remaining() const { return remaining_; }
    bool notesMode() const { return notesMode_; }
    void setNotesMode(bool notesMode);
    // Digit first: a digit button chooses the digit, and the chosen one stays pressed
    // (0 = none chosen yet).
    bool digitFirst() const { return digitFirst_; }
    void setDigitFirst(bool on);
    int chosenDigit() const { return chosenDigit_; }
    void setChosenDigit(int digit);

    DigitButton* digitButton(int digit) const;
    QToolButton* eraseButton() const { return erase_; }
    QToolButton* notesButton() const { return notes_; }

signals:
    void digitClicked(int digit);
    void eraseClicked();
    void notesModeToggled(bool notesMode);
    // A digit button held down past the press-and-hold time; 0 when it is let go.
    void digitHeld(int digit);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void equalColumns();

    ValueLayout layout_{0, 0, 0}; // none until the first setValueLayout
    std::vector<DigitButton*> digits_;
    QToolButton* erase_ = nullptr;
    QToolButton* notes_ = nullptr;
    std::vector<int> remaining_;
    DigitSet marked_;
    QGridLayout* grid_ = nullptr;
    bool notesMode_ = false;
    bool digitFirst_ = false;
    int chosenDigit_ = 0;
    QTimer* holdTimer_ = nullptr;
    int pressedDigit_ = 0; // the digit button the left button is down on
    int heldDigit_ = 0;    // the same once it is held
};

} // namespace nonet::ui
