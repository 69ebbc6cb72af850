#pragma once

#include <QWidget>

#include <array>

class QToolButton;

namespace nonet::ui {

class DigitButton;

// The on-screen keypad: acts on the selected cell through the window.
//
//   +---+---+---+
//   | 1 | 2 | 3 |   each digit shows how many are still to place (small, bottom right)
//   | 4 | 5 | 6 |   and is dimmed once all nine are placed (still usable: dimming
//   | 7 | 8 | 9 |   informs, it never forbids)
//   +---+---+---+
//   | Erase |Notes|  Notes is the window's notes mode (checkable)
//
// Buttons are reachable with Tab but clicking them does not take the focus from the
// board, so the keyboard keeps working on the board after a click here.
class Keypad : public QWidget {
    Q_OBJECT
public:
    explicit Keypad(QWidget* parent = nullptr);

    // How many of each digit (index 0 = digit 1) are still to place.
    void setRemaining(const std::array<int, 9>& remaining);
    const std::array<int, 9>& remaining() const { return remaining_; }
    bool notesMode() const { return notesMode_; }
    void setNotesMode(bool notesMode);

    DigitButton* digitButton(int digit) const;
    QToolButton* eraseButton() const { return erase_; }
    QToolButton* notesButton() const { return notes_; }

signals:
    void digitClicked(int digit);
    void eraseClicked();
    void notesModeToggled(bool notesMode);

private:
    void refresh();

    std::array<DigitButton*, 9> digits_{};
    QToolButton* erase_ = nullptr;
    QToolButton* notes_ = nullptr;
    std::array<int, 9> remaining_{9, 9, 9, 9, 9, 9, 9, 9, 9};
    bool notesMode_ = false;
};

} // namespace nonet::ui
