#include "ui/keypad.h"

#include "ui/digit_button.h"

#include <QEvent>
#include <QGridLayout>
#include <QGuiApplication>
#include <QMouseEvent>
#include <QStyleHints>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

namespace nonet::ui {

Keypad::Keypad(QWidget* parent) : QWidget(parent)
{
    setAccessibleName(tr("Keypad"));
    setAccessibleDescription(tr("Places digits and notes in the selected cell"));
    // Digits 1 2 3 from the left, as on every number pad, in right-to-left windows too.
    setLayoutDirection(Qt::LeftToRight);
    auto* grid = new QGridLayout(this);
    grid_ = grid;
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(4);
    for (int d = 1; d <= 9; ++d) {
        auto* button = new DigitButton(d, this);
        button->setFocusPolicy(Qt::TabFocus);
        button->installEventFilter(this);
        connect(button, &DigitButton::clicked, this, [this, d] { emit digitClicked(d); });
        grid->addWidget(button, (d - 1) / 3, (d - 1) % 3);
        digits_[static_cast<std::size_t>(d - 1)] = button;
    }
    holdTimer_ = new QTimer(this);
    holdTimer_->setSingleShot(true);
    connect(holdTimer_, &QTimer::timeout, this, [this] {
        heldDigit_ = pressedDigit_;
        emit digitHeld(heldDigit_);
    });
    erase_ = new QToolButton(this);
    erase_->setText(tr("Erase"));
    erase_->setAccessibleName(tr("Erase"));
    erase_->setToolTip(tr("Erase the selected cell (Delete)"));
    erase_->setFocusPolicy(Qt::TabFocus);
    erase_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(erase_, &QToolButton::clicked, this, &Keypad::eraseClicked);
    notes_ = new QToolButton(this);
    notes_->setText(tr("Notes"));
    notes_->setAccessibleName(tr("Notes mode"));
    notes_->setToolTip(tr("Notes mode: digits toggle notes instead of placing values (N)"));
    notes_->setCheckable(true);
    notes_->setFocusPolicy(Qt::TabFocus);
    notes_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(notes_, &QToolButton::clicked, this, [this](bool checked) {
        notesMode_ = checked;
        refresh();
        emit notesModeToggled(checked);
    });
    // The bottom row: Erase under 1-2 (wider, the more frequent), Notes under 3.
    grid->addWidget(erase_, 3, 0, 1, 2);
    grid->addWidget(notes_, 3, 2);
    for (int i = 0; i < 3; ++i)
        grid->setColumnStretch(i, 1);
    for (int i = 0; i < 3; ++i)
        grid->setRowStretch(i, 3);
    grid->setRowStretch(3, 2);
    equalColumns();
    refresh();
}

void Keypad::equalColumns()
{
    // The widest of a digit, Notes, and half of Erase sets every column, so Notes (wider in
    // some languages) does not widen only the 3-6-9 column.
    int width = 0;
    for (const DigitButton* button : digits_) width = std::max(width, button->minimumSizeHint().width());
    width = std::max(width, notes_->sizeHint().width());
    width = std::max(width, (erase_->sizeHint().width() - grid_->horizontalSpacing() + 1) / 2);
    for (int column = 0; column < 3; ++column) grid_->setColumnMinimumWidth(column, width);
}

bool Keypad::eventFilter(QObject* watched, QEvent* event)
{
    const bool pressOrRelease = event->type() == QEvent::MouseButtonPress || event->type() == QEvent::MouseButtonRelease;
    if (!pressOrRelease || static_cast<QMouseEvent*>(event)->button() != Qt::LeftButton)
        return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::MouseButtonPress) {
        for (int d = 1; d <= 9; ++d)
            if (watched == digits_[static_cast<std::size_t>(d - 1)])
                pressedDigit_ = d;
        holdTimer_->start(QGuiApplication::styleHints()->mousePressAndHoldInterval());
        return QWidget::eventFilter(watched, event);
    }
    holdTimer_->stop();
    pressedDigit_ = 0;
    if (heldDigit_ == 0)
        return QWidget::eventFilter(watched, event);
    // A hold ends: the highlight goes, and the release is no click.
    heldDigit_ = 0;
    if (auto* button = qobject_cast<DigitButton*>(watched))
        button->setDown(false);
    emit digitHeld(0);
    return true;
}

void Keypad::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange || event->type() == QEvent::LanguageChange)
        equalColumns();
}

void Keypad::setRemaining(const std::array<int, 9>& remaining, DigitSet marked)
{
    remaining_ = remaining;
    marked_ = marked;
    refresh();
}

void Keypad::setNotesMode(bool notesMode)
{
    notesMode_ = notesMode;
    refresh();
}

void Keypad::setDigitFirst(bool on)
{
    digitFirst_ = on;
    refresh();
}

void Keypad::setChosenDigit(int digit)
{
    chosenDigit_ = digit >= 1 && digit <= 9 ? digit : 0;
    refresh();
}

DigitButton* Keypad::digitButton(int digit) const
{
    return digit >= 1 && digit <= 9 ? digits_[static_cast<std::size_t>(digit - 1)] : nullptr;
}

void Keypad::refresh()
{
    for (int d = 1; d <= 9; ++d) {
        DigitButton* button = digits_[static_cast<std::size_t>(d - 1)];
        const int left = remaining_[static_cast<std::size_t>(d - 1)];
        button->setCaption(left > 0 ? QString::number(left) : QString());
        const bool doubtful = left <= 0 && marked_.contains(d);
        button->setDimmed(left <= 0 && !doubtful);
        button->setNoteStyle(notesMode_);
        // Checkable only in digit first, so that a click otherwise stays a click. A button
        // keeps its check when it stops being checkable: uncheck first.
        if (digitFirst_) {
            button->setCheckable(true);
            button->setChecked(d == chosenDigit_);
        } else {
            button->setChecked(false);
            button->setCheckable(false);
        }
        const QString tip = digitFirst_ ? tr("Choose %1, then click cells to place it or, in notes mode, note it (key %1)").arg(d)
                            : notesMode_ ? tr("Toggle note %1 in the selected cell (Shift+%1)").arg(d)
                                         : tr("Place %1 in the selected cell (key %1)").arg(d);
        button->setToolTip(tr("%1. Hold it down to see where %2 can still go.").arg(tip).arg(d));
        button->setAccessibleDescription(left > 0 ? tr("%n left to place", nullptr, left)
                                         : doubtful ? tr("all placed, but one is marked as a mistake")
                                                    : tr("all placed"));
    }
    notes_->setChecked(notesMode_);
}

} // namespace nonet::ui
