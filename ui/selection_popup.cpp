#include "ui/selection_popup.h"

#include "ui/accessibility/spoken_text.h"
#include "ui/digit_button.h"
#include "ui/key_digit.h"
#include "ui/mark_colours.h"

#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QMenu>
#include <QScreen>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace nonet::ui {

SelectionPopup::SelectionPopup(QWidget* parent) : QFrame(parent, Qt::Popup | Qt::FramelessWindowHint)
{
    setFrameShape(QFrame::StyledPanel);
    setFrameShadow(QFrame::Raised);
    setAttribute(Qt::WA_WindowPropagation);

    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(6, 6, 6, 6);
    outer->setSpacing(4);
    digitGrid_ = new QGridLayout;
    digitGrid_->setSpacing(3);
    outer->addLayout(digitGrid_);

    auto* bottom = new QHBoxLayout;
    bottom->setSpacing(3);
    erase_ = new QToolButton(this);
    erase_->setText(tr("Erase"));
    erase_->setToolTip(tr("Erase the cell (Delete)"));
    erase_->setAccessibleName(tr("Erase"));
    erase_->setFocusPolicy(Qt::StrongFocus);
    erase_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    erase_->installEventFilter(this);
    connect(erase_, &QToolButton::clicked, this, &SelectionPopup::erase);
    notes_ = new QToolButton(this);
    notes_->setText(tr("Notes"));
    notes_->setCheckable(true);
    notes_->setToolTip(tr("Notes: a digit toggles a note instead of placing it (N)"));
    notes_->setAccessibleName(tr("Notes"));
    notes_->setFocusPolicy(Qt::StrongFocus);
    notes_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    notes_->installEventFilter(this);
    connect(notes_, &QToolButton::clicked, this, &SelectionPopup::toggleNotesMode);
    bottom->addWidget(erase_);
    bottom->addWidget(notes_);
    outer->addLayout(bottom);

    auto* colours = new QHBoxLayout;
    colours->setSpacing(2);
    for (int c = 0; c <= kColourCount; ++c) {
        auto* button = new QToolButton(this);
        button->setIcon(markSwatch(c));
        button->setCheckable(true);
        button->setAutoRaise(true);
        button->setFocusPolicy(Qt::StrongFocus);
        button->setObjectName(QStringLiteral("popupColour%1").arg(c));
        const QString name = c == 0 ? tr("No colour") : tr("Colour %1").arg(c);
        button->setAccessibleName(name);
        button->setToolTip(tr("%1 (Alt+%2)").arg(name).arg(c));
        button->installEventFilter(this);
        connect(button, &QToolButton::clicked, this, [this, c] { chooseColour(c); });
        colours->addWidget(button);
        colours_[static_cast<std::size_t>(c)] = button;
    }
    outer->addLayout(colours);

    setValueLayout({});
    setButtonSide(40);
    refresh();
}

void SelectionPopup::setValueLayout(const ValueLayout& layout)
{
    if (layout == layout_)
        return;
    layout_ = layout;
    qDeleteAll(digits_);
    digits_.clear();
    for (int d = 1; d <= layout.side(); ++d) {
        auto* button = new DigitButton(d, this, layout);
        button->setCheckable(true);
        button->installEventFilter(this);
        button->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(button, &DigitButton::clicked, this, [this, d] { choose(d, notesMode_); });
        connect(button, &DigitButton::customContextMenuRequested, this, [this, d] { openNoteColourMenu(d); });
        digitGrid_->addWidget(button, layout.rowOf(d), layout.columnOf(d));
        digits_.push_back(button);
    }
    setButtonSide(buttonSide_);
    refresh();
}

void SelectionPopup::setCell(int cell, int row, int column)
{
    cell_ = cell;
    row_ = row;
    column_ = column;
    refresh();
}

void SelectionPopup::setContent(int value, DigitSet notes, DigitSet impossible)
{
    value_ = value;
    cellNotes_ = notes;
    impossible_ = impossible;
    refresh();
}

void SelectionPopup::setColour(int colour)
{
    colour_ = colour;
    refresh();
}

void SelectionPopup::setNoteColours(DigitSet notes, CandidateColours colours)
{
    allNotes_ = notes;
    noteColours_ = colours;
    refresh();
}

bool SelectionPopup::openNoteColourMenu(int digit)
{
    DigitButton* button = digitButton(digit);
    if (button == nullptr || !allNotes_.contains(digit))
        return false;
    if (noteMenu_ == nullptr)
        noteMenu_ = new QMenu(this);
    noteMenu_->clear();
    noteMenu_->setTitle(tr("Colour of note %1").arg(ValueLayout::text(digit)));
    noteMenu_->setAccessibleName(noteMenu_->title());
    noteMenu_->addSection(noteMenu_->title());
    const int current = noteColours_.of(digit);
    for (int c : {1, 2, 3, 4, 5, 6, 0}) {
        QAction* action = noteMenu_->addAction(markSwatch(c), c == 0 ? tr("&No colour") : tr("Colour &%1").arg(c));
        action->setObjectName(QStringLiteral("noteColour%1").arg(c));
        action->setCheckable(true);
        action->setChecked(c == current);
        connect(action, &QAction::triggered, this, [this, digit, c] { emit noteColourChosen(digit, c); });
    }
    noteMenu_->popup(button->mapToGlobal(QPoint(0, button->height())));
    return true;
}

QToolButton* SelectionPopup::colourButton(int colour) const
{
    return colour >= 0 && colour <= kColourCount ? colours_[static_cast<std::size_t>(colour)] : nullptr;
}

void SelectionPopup::chooseColour(int colour)
{
    emit colourChosen(colour);
    refresh();
}

void SelectionPopup::setNotesMode(bool notesMode)
{
    notesMode_ = notesMode;
    refresh();
}

void SelectionPopup::setButtonSide(int side)
{
    buttonSide_ = side;
    const int s = std::clamp(side, 34, 60);
    for (DigitButton* button : digits_)
        button->setFixedSize(s, s);
    // The seven swatches span the digit columns.
    const int columns = std::max(3, layout_.columns());
    const int swatch = std::max(16, (columns * s - 6 * 2) / (kColourCount + 1));
    for (QToolButton* button : colours_)
        button->setIconSize(QSize(swatch - 6, swatch - 6));
    adjustSize();
}

DigitButton* SelectionPopup::digitButton(int digit) const
{
    return digit >= 1 && digit <= static_cast<int>(digits_.size()) ? digits_[static_cast<std::size_t>(digit - 1)] : nullptr;
}

int SelectionPopup::focusedValue() const
{
    for (std::size_t i = 0; i < digits_.size(); ++i)
        if (focusWidget() == digits_[i])
            return static_cast<int>(i) + 1;
    return 0;
}

void SelectionPopup::popupBeside(const QRect& anchor)
{
    ensurePolished();
    const QSize size = sizeHint().expandedTo(minimumSizeHint());
    resize(size);
    QScreen* screen = QGuiApplication::screenAt(anchor.center());
    if (screen == nullptr && parentWidget() != nullptr)
        screen = parentWidget()->screen();
    const QRect area = screen != nullptr ? screen->availableGeometry() : QRect(anchor.topLeft(), size);
    constexpr int kGap = 2;
    // Diagonally beside the cell, below and to the right, so the cell's row and column stay
    // in view (the digits the player is weighing) and a cell near the top never sends it
    // over the toolbar. Left of the cell where the screen ends on the right, above it where
    // it ends below; within the screen wherever it must go.
    //
    //   . . . . .          . . . . .
    //   . . X . .          . +-----+ X      X = the clicked cell
    //   . . . +-----+      . |     | .
    //   . . . |     |      . +-----+ .      (at the right and bottom edges)
    const int maxX = std::max(area.left(), area.left() + area.width() - size.width());
    const int maxY = std::max(area.top(), area.top() + area.height() - size.height());
    int x = anchor.right() + 1 + kGap;
    if (x > maxX) x = anchor.left() - kGap - size.width();
    int y = anchor.bottom() + 1 + kGap;
    if (y > maxY) y = anchor.top() - kGap - size.height();
    move(std::clamp(x, area.left(), maxX), std::clamp(y, area.top(), maxY));
    show();
    startButton()->setFocus(Qt::PopupFocusReason);
}

QWidget* SelectionPopup::startButton() const
{
    // The cell's digit, else the usable digit nearest the middle (arrows go from there):
    // never a dimmed one the player would not choose. Erase when every digit is dimmed.
    if (value_ != 0 && digitButton(value_) != nullptr) return digitButton(value_);
    // Nearest the middle of the grid first (5, then 2 4 6 8, then the corners on a 3x3).
    const double middleRow = (layout_.rows() - 1) / 2.0;
    const double middleColumn = (layout_.columns() - 1) / 2.0;
    const auto distance = [&](int v) {
        return std::hypot(layout_.rowOf(v) - middleRow, layout_.columnOf(v) - middleColumn);
    };
    std::vector<int> order;
    for (int v = 1; v <= layout_.side(); ++v) order.push_back(v);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return distance(a) < distance(b) - 1e-9; });
    for (int digit : order)
        if (!impossible_.contains(digit)) return digitButton(digit);
    return erase_;
}

void SelectionPopup::choose(int digit, bool note)
{
    if (note) {
        emit noteChosen(digit);
        refresh();
        return;
    }
    hide();
    emit digitChosen(digit);
}

void SelectionPopup::erase()
{
    hide();
    emit eraseChosen();
}

void SelectionPopup::toggleNotesMode()
{
    notesMode_ = !notesMode_;
    refresh();
    emit notesModeChanged(notesMode_);
}

void SelectionPopup::refresh()
{
    for (int d = 1; d <= static_cast<int>(digits_.size()); ++d) {
        DigitButton* button = digits_[static_cast<std::size_t>(d - 1)];
        const bool on = notesMode_ ? cellNotes_.contains(d) : value_ == d;
        button->setChecked(on);
        button->setDimmed(impossible_.contains(d));
        button->setNoteStyle(notesMode_);
        const QString value = ValueLayout::text(d);
        QString tip = notesMode_ ? (on ? tr("Remove note %1").arg(value) : tr("Add note %1").arg(value)) : tr("Place %1").arg(value);
        if (impossible_.contains(d))
            tip = tr("%1 (already in one of its houses)").arg(tip);
        if (const int colour = noteColours_.of(d); colour != 0 && allNotes_.contains(d))
            tip = tr("%1; the note is in colour %2").arg(tip).arg(colour);
        if (allNotes_.contains(d))
            tip = tr("%1 (right-click: colour the note)").arg(tip);
        button->setToolTip(tip);
        button->setAccessibleDescription(tip);
    }
    notes_->setChecked(notesMode_);
    for (int c = 0; c <= kColourCount; ++c)
        colours_[static_cast<std::size_t>(c)]->setChecked(c == colour_ && c != 0);
    const QString where = cell_ >= 0 ? SpokenText::cell(row_ + 1, column_ + 1) : QString();
    setAccessibleName(notesMode_ ? tr("Toggle notes of %1").arg(where) : tr("Choose a digit for %1").arg(where));
}

bool SelectionPopup::eventFilter(QObject* watched, QEvent* event)
{
    // The buttons would take arrows for focus chains and ignore Enter; the popup decides.
    if (event->type() == QEvent::KeyPress && handleKey(static_cast<QKeyEvent*>(event)))
        return true;
    return QFrame::eventFilter(watched, event);
}

void SelectionPopup::keyPressEvent(QKeyEvent* event)
{
    if (!handleKey(event))
        QFrame::keyPressEvent(event);
}

bool SelectionPopup::handleKey(QKeyEvent* event)
{
    const int key = event->key();
    if (event->modifiers() & Qt::AltModifier) {
        const auto digit = digitForKey(*event, currentKeyPlatform());
        if (digit && *digit <= kColourCount) {
            if (!(event->modifiers() & Qt::ShiftModifier)) {
                chooseColour(*digit);
                return true;
            }
            // The note of the focused digit button, when it is a note.
            if (const int d = focusedValue(); d != 0 && allNotes_.contains(d))
                emit noteColourChosen(d, *digit);
            return true;
        }
        return false;
    }
    if (const auto digit = valueForKey(*event, layout_.side())) {
        if (*digit == 0)
            erase();
        else
            choose(*digit, notesMode_ || isNoteModifier(event->modifiers()));
        return true;
    }
    switch (key) {
    case Qt::Key_Menu:
    case Qt::Key_F10:
        if (key == Qt::Key_F10 && !(event->modifiers() & Qt::ShiftModifier))
            return false;
        if (const int d = focusedValue(); d != 0)
            openNoteColourMenu(d);
        return true;
    case Qt::Key_Escape:
        hide();
        return true;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        erase();
        return true;
    case Qt::Key_N:
        toggleNotesMode();
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (auto* button = qobject_cast<QAbstractButton*>(focusWidget()))
            button->click();
        return true;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        moveFocus(key);
        return true;
    default:
        return false;
    }
}

void SelectionPopup::moveFocus(int key)
{
    // Positions: values at (row, column) of their grid (rows x columns); row `rows` is the
    // bottom bar, where Erase covers the columns but the last and Notes the last; row
    // `rows` + 1 the colour swatches.
    const int rows = layout_.rows();
    const int columns = layout_.columns();
    const int barRow = rows;
    const int swatchRow = rows + 1;
    QWidget* current = focusWidget();
    int row = (rows - 1) / 2;
    int column = (columns - 1) / 2;
    if (const int d = focusedValue(); d != 0) {
        row = layout_.rowOf(d);
        column = layout_.columnOf(d);
    }
    if (current == erase_) {
        row = barRow;
        column = 0;
    } else if (current == notes_) {
        row = barRow;
        column = columns - 1;
    }
    constexpr int kSwatches = kColourCount + 1;
    for (int c = 0; c < kSwatches; ++c) {
        if (current == colours_[static_cast<std::size_t>(c)]) {
            // The swatches, left to right; up and down keep the nearest column.
            if (key == Qt::Key_Left || key == Qt::Key_Right) {
                const int next = (c + (key == Qt::Key_Left ? kSwatches - 1 : 1)) % kSwatches;
                colours_[static_cast<std::size_t>(next)]->setFocus(Qt::TabFocusReason);
                return;
            }
            row = swatchRow;
            column = std::min(columns - 1, c * columns / kSwatches);
        }
    }
    if (row == barRow && (key == Qt::Key_Left || key == Qt::Key_Right)) {
        (column == 0 ? static_cast<QWidget*>(notes_) : erase_)->setFocus(Qt::TabFocusReason);
        return;
    }
    switch (key) {
    case Qt::Key_Left: column = (column + columns - 1) % columns; break;
    case Qt::Key_Right: column = (column + 1) % columns; break;
    case Qt::Key_Up: row = (row + rows + 1) % (rows + 2); break;
    case Qt::Key_Down: row = (row + 1) % (rows + 2); break;
    default: break;
    }
    // The swatch under the middle of the column.
    const int swatch = std::min(kSwatches - 1, (2 * column + 1) * kSwatches / (2 * columns));
    QWidget* target = row == swatchRow ? colours_[static_cast<std::size_t>(swatch)]
                      : row == barRow  ? (column == columns - 1 ? static_cast<QWidget*>(notes_) : erase_)
                                       : digitButton(row * columns + column + 1);
    if (target != nullptr)
        target->setFocus(Qt::TabFocusReason);
}

} // namespace nonet::ui
