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
    setValueLayout({});
}

void Keypad::setValueLayout(const ValueLayout& layout)
{
    if (layout == layout_)
        return;
    for (int i = 0; i < grid_->rowCount(); ++i)
        grid_->setRowStretch(i, 0);
    for (int i = 0; i < grid_->columnCount(); ++i) {
        grid_->setColumnStretch(i, 0);
        grid_->setColumnMinimumWidth(i, 0);
    }
    layout_ = layout;
    // The buttons of values both layouts have are kept: every button made or removed is an
    // event for a screen reader, and a change of the board's shape comes with many.
    for (DigitButton* button : digits_)
        grid_->removeWidget(button);
    while (static_cast<int>(digits_.size()) > layout.side()) {
        delete digits_.back();
        digits_.pop_back();
    }
    for (int d = static_cast<int>(digits_.size()) + 1; d <= layout.side(); ++d) {
        auto* button = new DigitButton(d, this, layout);
        button->setFocusPolicy(Qt::TabFocus);
        button->installEventFilter(this);
        connect(button, &DigitButton::clicked, this, [this, d] { emit digitClicked(d); });
        digits_.push_back(button);
    }
    for (int d = 1; d <= layout.side(); ++d) {
        DigitButton* button = digits_[static_cast<std::size_t>(d - 1)];
        button->setValueLayout(layout);
        grid_->addWidget(button, layout.rowOf(d), layout.columnOf(d));
    }
    // Tab goes through the values in reading order, then Erase and Notes.
    for (std::size_t i = 1; i < digits_.size(); ++i)
        setTabOrder(digits_[i - 1], digits_[i]);
    if (!digits_.empty()) {
        setTabOrder(digits_.back(), erase_);
        setTabOrder(erase_, notes_);
    }
    // The bottom row: Erase under all but the last column (wider, the more frequent),
    // Notes under the last.
    const int rows = layout.rows();
    const int columns = layout.columns();
    grid_->removeWidget(erase_);
    grid_->removeWidget(notes_);
    grid_->addWidget(erase_, rows, 0, 1, std::max(1, columns - 1));
    grid_->addWidget(notes_, rows, columns - 1);
    for (int i = 0; i < columns; ++i)
        grid_->setColumnStretch(i, 1);
    for (int i = 0; i < rows; ++i)
        grid_->setRowStretch(i, 3);
    grid_->setRowStretch(rows, 2);
    remaining_.assign(static_cast<std::size_t>(layout.side()), layout.side());
    if (chosenDigit_ > layout.side())
        chosenDigit_ = 0;
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
    const int eraseColumns = std::max(1, layout_.columns() - 1);
    width = std::max(width, (erase_->sizeHint().width() - (eraseColumns - 1) * grid_->horizontalSpacing() + eraseColumns - 1) / eraseColumns);
    for (int column = 0; column < layout_.columns(); ++column) grid_->setColumnMinimumWidth(column, width);
}

bool Keypad::eventFilter(QObject* watched, QEvent* event)
{
    const bool pressOrRelease = event->type() == QEvent::MouseButtonPress || event->type() == QEvent::MouseButtonRelease;
    if (!pressOrRelease || static_cast<QMouseEvent*>(event)->button() != Qt::LeftButton)
        return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::MouseButtonPress) {
        for (std::size_t i = 0; i < digits_.size(); ++i)
            if (watched == digits_[i])
                pressedDigit_ = static_cast<int>(i) + 1;
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

void Keypad::setRemaining(const std::vector<int>& remaining, DigitSet marked)
{
    remaining_ = remaining;
    remaining_.resize(digits_.size(), 0);
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
    chosenDigit_ = digit >= 1 && digit <= layout_.side() ? digit : 0;
    refresh();
}

DigitButton* Keypad::digitButton(int digit) const
{
    return digit >= 1 && digit <= static_cast<int>(digits_.size()) ? digits_[static_cast<std::size_t>(digit - 1)] : nullptr;
}

void Keypad::refresh()
{
    for (int d = 1; d <= static_cast<int>(digits_.size()); ++d) {
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
        const QString value = ValueLayout::text(d);
        const QString tip = digitFirst_ ? tr("Choose %1, then click cells to place it or, in notes mode, note it (key %1)").arg(value)
                            : notesMode_ ? tr("Toggle note %1 in the selected cell (Shift+%1)").arg(value)
                                         : tr("Place %1 in the selected cell (key %1)").arg(value);
        button->setToolTip(tr("%1. Hold it down to see where %2 can still go.").arg(tip, value));
        const QString description = left > 0 ? tr("%n left to place", nullptr, left)
                                    : doubtful ? tr("all placed, but one is marked as a mistake")
                                               : tr("all placed");
        button->setSpokenDescription(description);
    }
    notes_->setChecked(notesMode_);
}

} // namespace nonet::ui
