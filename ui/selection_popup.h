#pragma once

#include "core/digit_set.h"

#include <QFrame>

#include <array>

class QToolButton;

namespace nonet::ui {

class DigitButton;

// The picker that opens beside a clicked cell (a Qt::Popup: Esc or a click outside closes
// it).
//
//   +---+---+---+
//   | 1 | 2 | 3 |   digits in the note-grid order; digits the givens and entries rule
//   | 4 | 5 | 6 |   out are dimmed but stay usable
//   | 7 | 8 | 9 |
//   +---+---+---+
//   | Erase |Notes|  Notes: choosing toggles a note and keeps the popup open, so several
//   +-------+-----+  notes can be set in one go; choosing a value closes it.
//
// Keys: 1-9 choose (Shift/Ctrl+digit toggles a note), arrows move, Enter/Space press,
// Delete/Backspace/0 erase, N switches notes, Esc closes.
class SelectionPopup : public QFrame {
    Q_OBJECT
public:
    explicit SelectionPopup(QWidget* parent = nullptr);

    int cell() const { return cell_; }
    void setCell(int cell);
    // The cell's value and notes, and the digits its peers already hold.
    void setContent(int value, DigitSet notes, DigitSet impossible);
    bool notesMode() const { return notesMode_; }
    void setNotesMode(bool notesMode);
    // Buttons sized for cells of this many pixels (within readable bounds).
    void setButtonSide(int side);
    // Shows the popup beside anchor (global coordinates), kept on the anchor's screen.
    void popupBeside(const QRect& anchor);

    DigitButton* digitButton(int digit) const;
    QToolButton* eraseButton() const { return erase_; }
    QToolButton* notesButton() const { return notes_; }

signals:
    void digitChosen(int digit);
    void noteChosen(int digit);
    void eraseChosen();
    void notesModeChanged(bool notesMode);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void choose(int digit, bool note);
    void erase();
    void toggleNotesMode();
    void moveFocus(int key);
    void refresh();
    bool handleKey(QKeyEvent* event);

    std::array<DigitButton*, 9> digits_{};
    QToolButton* erase_ = nullptr;
    QToolButton* notes_ = nullptr;
    int cell_ = -1;
    int value_ = 0;
    DigitSet cellNotes_;
    DigitSet impossible_;
    bool notesMode_ = false;
};

} // namespace nonet::ui
