#include "ui/board_widget.h"

#include "ui/accessibility/announcer.h"
#include "ui/board_accessible.h"
#include "ui/cell_widget.h"
#include "ui/cage_overlay.h"
#include "ui/chain_overlay.h"
#include "ui/colors.h"
#include "ui/key_digit.h"
#include "ui/pause_cover.h"
#include "ui/selection_popup.h"

#include <QAccessible>
#include <QGridLayout>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QStringList>
#include <QTimer>

#include <algorithm>
#include <utility>
#include <utility>

namespace nonet::ui {

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent)
{
    installBoardAccessibility(); // before any cell's interface is asked for
    setAccessibleName(tr("Sudoku board"));
    // A Sudoku grid is not text: column 1 stays on the left in a right-to-left (Hebrew)
    // window too, and so do the popup's digits. Arrow keys then move the way they point.
    setLayoutDirection(Qt::LeftToRight);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    area_ = new QWidget(this);
    area_->setAttribute(Qt::WA_TransparentForMouseEvents);
    grid_ = new QGridLayout(area_);
    shape_ = Shape::classic();
    buildCells();

    // Made after the cells, so they lie on top of them (buildCells raises them again).
    cageOverlay_ = new CageOverlay(
        [this](int cell) {
            if (cell < 0 || cell >= cellCount())
                return QRectF();
            return QRectF(cells_[static_cast<std::size_t>(cell)]->geometry());
        },
        area_);
    chains_ = new ChainOverlay(
        [this](int cell, int value) {
            if (cell < 0 || cell >= cellCount())
                return QRectF();
            const CellWidget* widget = cells_[static_cast<std::size_t>(cell)];
            return CellWidget::noteSlot(widget->notesArea(QRectF(widget->geometry())), value, layout_);
        },
        area_);

    cover_ = new PauseCover(this);
    cover_->hide();
    connect(cover_, &PauseCover::resumeRequested, this, &BoardWidget::resumeRequested);
    updateDescription();
}

void BoardWidget::setCages(std::vector<CageView> cages)
{
    if (cages == cageOverlay_->cages())
        return;
    cageOverlay_->setCages(std::move(cages), side());
    applyCages();
}

const std::vector<CageView>& BoardWidget::cages() const { return cageOverlay_->cages(); }

void BoardWidget::setCageColours(bool on)
{
    if (on == cageColours_)
        return;
    cageColours_ = on;
    applyCages();
}

void BoardWidget::applyCages()
{
    std::vector<int> colourOf(static_cast<std::size_t>(cellCount()), -1);
    for (const CageView& cage : cageOverlay_->cages())
        for (const int cell : cage.cells)
            if (cell >= 0 && cell < cellCount())
                colourOf[static_cast<std::size_t>(cell)] = cageColours_ ? cage.colour : 0;
    for (CellWidget* widget : cells_) {
        const int colour = colourOf[static_cast<std::size_t>(widget->cell())];
        widget->setCage(colour >= 0, std::max(colour, 0));
    }
}

void BoardWidget::tintRegions()
{
    // Irregular regions (a Jigsaw's) are told apart by a light tint as well as by their
    // borders, four tints so that two regions side by side always differ (as cages are).
    std::vector<CageView> regions;
    if (!shape_->hasRegularBoxes()) {
        regions.resize(static_cast<std::size_t>(side()));
        for (int cell = 0; cell < cellCount(); ++cell) regions[static_cast<std::size_t>(shape_->regionOf(cell))].cells.push_back(cell);
        colourCages(regions, side());
    }
    for (CellWidget* widget : cells_) {
        const int region = shape_->regionOf(widget->cell());
        widget->setRegionTint(regions.empty() ? 0 : regions[static_cast<std::size_t>(region)].colour);
    }
}

void BoardWidget::setShape(ShapePtr shape)
{
    if (!shape || shape == shape_ || *shape == *shape_)
        return;
    shape_ = std::move(shape);
    if (popup_ != nullptr)
        popup_->hide();
    selected_ = -1;
    selection_ = {};
    hovered_ = -1;
    pressed_ = -1;
    hintCells_ = {};
    chains_->setLinks({});
    // The shape's cages come with it: every board of a Killer draws them.
    cageOverlay_->setCages(cageViewsOf(*shape_), side());
    if (chosenDigit_ > side())
        setChosenDigit(0);
    if (heldDigit_ > side())
        setHeldDigit(0);
    buildCells();
    applyCages();
    tintRegions();
    cageOverlay_->raise();
    chains_->raise();
    layoutSquare();
    refreshHighlights();
    updateDescription();
    // Assistive technology reads the table anew: its rows, columns and cells changed.
    QAccessibleTableModelChangeEvent event(this, QAccessibleTableModelChangeEvent::ModelReset);
    QAccessible::updateAccessibility(&event);
    emit selectionChanged(-1);
}

void BoardWidget::buildCells()
{
    // The cell widgets are kept and placed anew; only the difference in count is made or
    // removed. Every widget made or removed is an event for a screen reader: going from one
    // 9x9 shape to another makes none.
    for (CellWidget* widget : cells_)
        grid_->removeWidget(widget);
    qDeleteAll(gaps_);
    gaps_.clear();
    for (int i = 0; i < grid_->rowCount(); ++i)
        grid_->setRowStretch(i, 0);
    for (int i = 0; i < grid_->columnCount(); ++i)
        grid_->setColumnStretch(i, 0);

    const int n = side();
    layout_ = ValueLayout::of(*shape_);
    // A line is wide when a region border runs along it anywhere.
    std::vector<bool> wideAfterRow(static_cast<std::size_t>(n), false);
    std::vector<bool> wideAfterColumn(static_cast<std::size_t>(n), false);
    for (int cell = 0; cell < cellCount(); ++cell) {
        const int r = shape_->rowOf(cell);
        const int c = shape_->columnOf(cell);
        if (c + 1 < n && regionsPart(cell, cell + 1))
            wideAfterColumn[static_cast<std::size_t>(c)] = true;
        if (r + 1 < n && regionsPart(cell, cell + n))
            wideAfterRow[static_cast<std::size_t>(r)] = true;
    }
    // Layout positions: a wide line takes a row (column) of its own, held open by an empty
    // widget - not a QSpacerItem, which the layout counts as empty and would drop the
    // spacing on both sides of.
    const auto place = [this](const std::vector<bool>& wide, std::vector<int>& positions, bool rows) {
        positions.assign(wide.size(), 0);
        int at = 0;
        int count = 0;
        for (std::size_t i = 0; i < wide.size(); ++i) {
            positions[i] = at++;
            if (i + 1 < wide.size() && wide[i]) {
                auto* gap = new QWidget(area_);
                gap->setAttribute(Qt::WA_TransparentForMouseEvents);
                grid_->addWidget(gap, rows ? at : 0, rows ? 0 : at);
                gaps_.push_back(gap);
                ++at;
                ++count;
            }
        }
        return count;
    };
    wideRows_ = place(wideAfterRow, layoutRows_, true);
    wideColumns_ = place(wideAfterColumn, layoutColumns_, false);

    // The cells of extra houses (X's diagonals, Windoku's windows) are shaded.
    WideCellSet extra;
    for (int house = 0; house < shape_->houseCount(); ++house)
        if (house >= 3 * n)
            extra |= shape_->houseSet(house);
    while (static_cast<int>(cells_.size()) > cellCount()) {
        delete cells_.back();
        cells_.pop_back();
    }
    cells_.reserve(static_cast<std::size_t>(cellCount()));
    while (static_cast<int>(cells_.size()) < cellCount())
        cells_.push_back(new CellWidget(static_cast<int>(cells_.size()), area_));
    for (int cell = 0; cell < cellCount(); ++cell) {
        const int r = shape_->rowOf(cell);
        const int c = shape_->columnOf(cell);
        CellWidget* widget = cells_[static_cast<std::size_t>(cell)];
        // A kept widget forgets the cell it was: its content, cage and hint marks.
        widget->setView({}, CellWidget::Telling::Quietly);
        widget->setCage(false, 0);
        widget->setHintMarks({}, {});
        widget->setPlace(cell, r, c, layout_);
        widget->setHouseWords(houseWords(cell));
        widget->setShaded(extra.contains(cell));
        widget->setLargeDigits(largeDigits_);
        widget->setBoardFocused(hasFocus());
        grid_->addWidget(widget, layoutRow(r), layoutColumn(c));
        widget->show();
    }
    for (int i = 0; i < n; ++i) {
        grid_->setRowStretch(layoutRow(i), 1);
        grid_->setColumnStretch(layoutColumn(i), 1);
    }
}

QString BoardWidget::houseWords(int cell) const
{
    // What the shape says of a cell that its row and column do not give away: its Killer
    // cage (numbered as the combination helper numbers it, with its size and sum), and
    // its houses as the hints number them (HintText::houseName): a Jigsaw's region,
    // Windoku's window, X's diagonals. A box follows from the row and column.
    QStringList words;
    if (const int cage = shape_->cageOf(cell); cage >= 0) {
        const int cells = static_cast<int>(shape_->cage(cage).cells.size());
        words << tr("cage %1, %n cell(s), sum %2", nullptr, cells).arg(cage + 1).arg(shape_->cage(cage).sum);
    }
    for (const int house : shape_->housesOf(cell)) {
        const int number = shape_->houseIndex(house) + 1;
        switch (shape_->houseKind(house)) {
        case HouseKind::Region: words << tr("region %1").arg(number); break;
        case HouseKind::Window: words << tr("window %1").arg(number); break;
        case HouseKind::Diagonal: words << tr("diagonal %1").arg(number); break;
        case HouseKind::Row:
        case HouseKind::Column:
        case HouseKind::Box: break;
        }
    }
    return words.join(QStringLiteral(", "));
}

QSize BoardWidget::sizeHint() const { return {450, 450}; }
QSize BoardWidget::minimumSizeHint() const { return {252, 252}; } // notes stay >= 7 px

void BoardWidget::setCell(int cell, const CellView& view)
{
    if (cell < 0 || cell >= cellCount())
        return;
    cells_[static_cast<std::size_t>(cell)]->setView(view);
    refreshHighlights();
    if (cell == selected_)
        updateDescription();
    if (popup_ != nullptr && popup_->isVisible() && (cell == popup_->cell() || shape_->arePeers(cell, popup_->cell())))
        refreshPopup();
}

void BoardWidget::setCells(std::span<const CellView> views)
{
    // Every cell at once (a new game, a loaded one, a restart): no event per cell, which
    // would flood a screen reader (Orca drops everything behind a queue of a hundred events,
    // the announcement of the new game included). A screen reader reads a cell's words
    // afresh when the cursor reaches it (its selection tells it); the table says it changed
    // as a whole, and the cell the cursor is on tells its new words.
    const int count = std::min(cellCount(), static_cast<int>(views.size()));
    for (int cell = 0; cell < count; ++cell)
        cells_[static_cast<std::size_t>(cell)]->setView(views[static_cast<std::size_t>(cell)], CellWidget::Telling::Quietly);
    refreshHighlights();
    updateDescription();
    QAccessibleTableModelChangeEvent event(this, QAccessibleTableModelChangeEvent::DataChanged);
    event.setFirstRow(0);
    event.setFirstColumn(0);
    event.setLastRow(side() - 1);
    event.setLastColumn(side() - 1);
    QAccessible::updateAccessibility(&event);
    if (selected_ >= 0)
        cells_[static_cast<std::size_t>(selected_)]->tellNameChanged();
    if (popup_ != nullptr && popup_->isVisible())
        refreshPopup();
}

CellView BoardWidget::cell(int cell) const
{
    if (cell < 0 || cell >= cellCount())
        return {};
    return cells_[static_cast<std::size_t>(cell)]->view();
}

void BoardWidget::setGrid(const ShapeGrid& grid)
{
    setShape(grid.shapePtr());
    std::vector<CellView> views(static_cast<std::size_t>(grid.cellCount()));
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        CellView& view = views[static_cast<std::size_t>(cell)];
        view.value = grid.at(cell);
        view.given = view.value != 0;
        view.candidates = grid.allowedValues(cell);
    }
    setCells(views);
}

void BoardWidget::setSelectedCell(int cell)
{
    if (cell < -1 || cell >= cellCount())
        cell = -1;
    setSelection(cell >= 0 ? WideCellSet::single(cell) : WideCellSet{}, cell);
}

void BoardWidget::setSelection(WideCellSet cells, int cursor)
{
    if (cursor < -1 || cursor >= cellCount())
        cursor = -1;
    if (cursor >= 0)
        cells.insert(cursor);
    else if (!cells.empty())
        cursor = cells.first();
    if (cursor == selected_ && cells == selection_)
        return;
    const bool moved = cursor != selected_;
    selected_ = cursor;
    selection_ = cells;
    refreshHighlights();
    updateDescription();
    if (moved)
        announceSelection();
    emit selectionChanged(selected_);
}

void BoardWidget::selectEmptyCells()
{
    WideCellSet empty;
    for (const CellWidget* widget : cells_)
        if (widget->view().value == 0)
            empty.insert(widget->cell());
    if (empty.empty())
        return;
    setSelection(empty, selected_ >= 0 && empty.contains(selected_) ? selected_ : empty.first());
}

void BoardWidget::setPeerHighlight(bool on)
{
    if (on == peerHighlight_)
        return;
    peerHighlight_ = on;
    refreshHighlights();
}

void BoardWidget::setSameDigitHighlight(bool on)
{
    if (on == sameDigitHighlight_)
        return;
    sameDigitHighlight_ = on;
    refreshHighlights();
}

void BoardWidget::announceSelection()
{
    // The board holds the keyboard focus for its cells: tell assistive technology that the
    // selected cell is the focused one, so that a screen reader reads it as it moves; while
    // paused the cover over the cells holds it.
    if (!hasFocus() || (!paused_ && selected_ < 0))
        return;
    QWidget* focused = paused_ ? static_cast<QWidget*>(cover_) : cells_[static_cast<std::size_t>(selected_)];
    QAccessibleEvent event(focused, QAccessible::Focus);
    QAccessible::updateAccessibility(&event);
}

void BoardWidget::setNotesMode(bool notesMode)
{
    notesMode_ = notesMode;
}

void BoardWidget::setNoteKind(NoteKind kind)
{
    noteKind_ = kind;
    if (popup_ != nullptr && popup_->isVisible())
        refreshPopup(); // its notes mode shows the notes of the kind it writes
}

void BoardWidget::setDigitFirst(bool on)
{
    if (on == digitFirst_)
        return;
    digitFirst_ = on;
    if (on && popup_ != nullptr)
        popup_->hide();
    refreshHighlights();
    updateDescription();
    emit digitFirstChanged(on);
}

void BoardWidget::setChosenDigit(int digit)
{
    if (digit < 1 || digit > side())
        digit = 0;
    if (digit == chosenDigit_)
        return;
    chosenDigit_ = digit;
    refreshHighlights();
    updateDescription();
    emit chosenDigitChanged(digit);
}

void BoardWidget::setHeldDigit(int digit)
{
    if (digit < 1 || digit > side())
        digit = 0;
    if (digit == heldDigit_)
        return;
    heldDigit_ = digit;
    refreshHighlights();
    updateDescription();
    if (heldDigit_ != 0 && hasFocus()) {
        // Say where it can go now, not only when the description is next read.
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

int BoardWidget::highlightedDigit() const
{
    if (heldDigit_ != 0)
        return heldDigit_;
    if (digitFirst_ && chosenDigit_ != 0)
        return chosenDigit_;
    return selected_ >= 0 ? cells_[static_cast<std::size_t>(selected_)]->view().value : 0;
}

void BoardWidget::setLargeDigits(bool large)
{
    largeDigits_ = large;
    for (CellWidget* widget : cells_)
        widget->setLargeDigits(large);
}

void BoardWidget::setCandidateHighlight(bool on)
{
    if (on == candidateHighlight_)
        return;
    candidateHighlight_ = on;
    refreshHighlights();
}

void BoardWidget::setBivalueHighlight(bool on)
{
    if (on == bivalueHighlight_)
        return;
    bivalueHighlight_ = on;
    refreshHighlights();
}

void BoardWidget::setCandidateSource(CandidateSource source)
{
    if (source == candidateSource_)
        return;
    candidateSource_ = source;
    refreshHighlights();
}

DigitSet BoardWidget::candidatesOf(int cell) const
{
    if (cell < 0 || cell >= cellCount())
        return {};
    const CellView& view = cells_[static_cast<std::size_t>(cell)]->view();
    if (view.value != 0)
        return {};
    if (candidateSource_ == CandidateSource::Notes)
        return view.notes | view.centreNotes;
    return view.candidates;
}

void BoardWidget::setLocked(bool locked)
{
    locked_ = locked;
    if (locked_ && popup_ != nullptr)
        popup_->hide();
}

void BoardWidget::setPaused(bool paused)
{
    if (paused == paused_)
        return;
    paused_ = paused;
    if (paused_ && popup_ != nullptr)
        popup_->hide();
    setHovered(-1);
    area_->setVisible(!paused_);
    cover_->setVisible(paused_);
    update();
    announceSelection();
}

DigitSet BoardWidget::peerDigits(int cell) const
{
    if (cell < 0 || cell >= cellCount())
        return {};
    const CellView& view = cells_[static_cast<std::size_t>(cell)]->view();
    DigitSet held = DigitSet::all(side()) - view.candidates;
    if (view.value != 0)
        held.erase(view.value); // its own value is no peer's
    return held;
}

int BoardWidget::cellAt(const QPoint& position) const
{
    if (paused_ || !area_->geometry().contains(position))
        return -1;
    const QPoint inArea = position - area_->pos();
    for (const CellWidget* widget : cells_)
        if (widget->geometry().contains(inArea))
            return widget->cell();
    return -1;
}

void BoardWidget::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    layoutSquare();
}

void BoardWidget::layoutSquare()
{
    // Line widths grow gently with the board; cells get whole pixels so that every cell
    // has the same size and every line of a kind the same width. Outer frame and wide
    // lines are thick, the others thin.
    const int size = std::max(0, std::min(width(), height()));
    const int n = side();
    thin_ = std::max(1, size / 450);
    thick_ = std::max(3, size / 150);
    const int across = 2 * thick_ + wideColumns_ * thick_ + (n - 1 - wideColumns_) * thin_;
    const int down = 2 * thick_ + wideRows_ * thick_ + (n - 1 - wideRows_) * thin_;
    const int cell = std::max(1, (size - std::max(across, down)) / n);
    const int usedWidth = across + n * cell;
    const int usedHeight = down + n * cell;
    grid_->setContentsMargins(thick_, thick_, thick_, thick_);
    grid_->setSpacing(thin_);
    // A wide line is a gap widget between two thin spacings.
    const int gap = thick_ - 2 * thin_;
    for (QWidget* spacer : gaps_)
        spacer->setFixedSize(gap, gap);
    const QRect square((width() - usedWidth) / 2, (height() - usedHeight) / 2, usedWidth, usedHeight);
    area_->setGeometry(square);
    cover_->setGeometry(square);
    grid_->activate();
    cageOverlay_->setGeometry(area_->rect());
    chains_->setGeometry(area_->rect());
    update();
}

void BoardWidget::paintEvent(QPaintEvent*)
{
    // The lines are the board showing through the gaps of the grid layout: thick colour
    // under the whole square, thin colour where two cells of one region meet (and where
    // four of one region meet at a corner).
    if (paused_)
        return;
    QPainter painter(this);
    const QPalette& pal = palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const QColor thick = hasFocus() ? mix(base, pal.color(QPalette::Highlight), 0.9) : mix(base, text, 0.78);
    painter.fillRect(area_->geometry(), thick);
    // The region lines themselves when focused (the outer frame alone carries the focus
    // colour).
    if (hasFocus())
        painter.fillRect(area_->geometry().adjusted(thick_, thick_, -thick_, -thick_), mix(base, text, 0.78));
    const QColor thin = mix(base, text, 0.3);
    const int n = side();
    const auto rectOf = [this](int cell) { return cells_[static_cast<std::size_t>(cell)]->geometry().translated(area_->pos()); };
    for (int cell = 0; cell < cellCount(); ++cell) {
        const int r = shape_->rowOf(cell);
        const int c = shape_->columnOf(cell);
        const QRect here = rectOf(cell);
        const bool joinsRight = c + 1 < n && !regionsPart(cell, cell + 1);
        const bool joinsBelow = r + 1 < n && !regionsPart(cell, cell + n);
        if (joinsRight) {
            const QRect right = rectOf(cell + 1);
            painter.fillRect(QRect(here.right() + 1, here.top(), right.left() - here.right() - 1, here.height()), thin);
        }
        if (joinsBelow) {
            const QRect below = rectOf(cell + n);
            painter.fillRect(QRect(here.left(), here.bottom() + 1, here.width(), below.top() - here.bottom() - 1), thin);
        }
        if (joinsRight && joinsBelow && !regionsPart(cell, cell + n + 1)) {
            const QRect diagonal = rectOf(cell + n + 1);
            painter.fillRect(QRect(here.right() + 1, here.bottom() + 1, diagonal.left() - here.right() - 1,
                                   diagonal.top() - here.bottom() - 1),
                             thin);
        }
    }
}

bool BoardWidget::event(QEvent* event)
{
    // While the board has focus, the keys it acts on beat window shortcuts on the same
    // keys (an action on Delete or N, say), so typing on the board always reaches it.
    if (event->type() == QEvent::ShortcutOverride && handlesKey(*static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

void BoardWidget::takeDigitKeysFrom(QWidget* area)
{
    if (area != nullptr)
        area->installEventFilter(this);
}

bool BoardWidget::eventFilter(QObject* watched, QEvent* event)
{
    // A key press reaches the area when the widget with the focus inside it ignored it (a
    // button ignores digits); the board's own keys never come this way twice.
    if (event->type() != QEvent::KeyPress || relaying_ || hasFocus() || !isVisible())
        return QWidget::eventFilter(watched, event);
    auto* key = static_cast<QKeyEvent*>(event);
    if (key->key() == Qt::Key_Escape && key->modifiers() == Qt::NoModifier) {
        setFocus(Qt::OtherFocusReason);
        return true;
    }
    if (!valueForKey(*key).has_value() || !handlesKey(*key))
        return QWidget::eventFilter(watched, event);
    relaying_ = true;
    keyPressEvent(key);
    relaying_ = false;
    return true;
}

bool BoardWidget::handlesKey(const QKeyEvent& event) const
{
    const int key = event.key();
    const Qt::KeyboardModifiers modifiers = event.modifiers();
    if (paused_)
        return key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter;
    if (typingAdvances_ && !locked_ && selected_ >= 0 && key == Qt::Key_Period
        && !(modifiers & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)))
        return true;
    if ((modifiers & Qt::AltModifier) && !(modifiers & (Qt::ControlModifier | Qt::MetaModifier))) {
        const auto digit = digitForKey(event, currentKeyPlatform());
        return !locked_ && digit && *digit <= kColourCount;
    }
    if (modifiers & (Qt::AltModifier | Qt::MetaModifier))
        return false;
    // A letter that is a value of this board (16x16) before any single-letter meaning.
    if (key >= Qt::Key_A && key <= Qt::Key_G && valueForKey(event))
        return !locked_;
    switch (key) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Home:
    case Qt::Key_End:
        return true;
    case Qt::Key_A:
        return (modifiers & Qt::ControlModifier) && !(modifiers & Qt::ShiftModifier);
    case Qt::Key_Escape:
        return selection_.count() > 1 || digitFirst_;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        return !locked_;
    case Qt::Key_N:
        return !locked_ && !(modifiers & Qt::ControlModifier);
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        return !locked_ && selected_ >= 0;
    default: {
        // Ctrl+0 is the window's Actual Size, not an erase.
        const auto digit = valueForKey(event);
        return !locked_ && digit.has_value() && !(*digit == 0 && (modifiers & Qt::ControlModifier));
    }
    }
}

void BoardWidget::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    const Qt::KeyboardModifiers modifiers = event->modifiers();
    if (paused_) {
        if (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter)
            emit resumeRequested();
        else
            QWidget::keyPressEvent(event);
        return;
    }
    if (typeAhead(*event))
        return;
    if (!(modifiers & Qt::AltModifier)) {
        if (const auto digit = valueForKey(*event); digit && !(*digit == 0 && (modifiers & Qt::ControlModifier))) {
            // A digit key held down repeats: the first press acted, the repeats only hold
            // the digit's highlight (a repeated note key would switch its note on and off).
            if (event->isAutoRepeat()) {
                setHeldDigit(*digit);
                return;
            }
            // Shift writes corner notes and Ctrl centre notes, whatever notes mode writes
            // (the keys of the solvers' web apps).
            const NoteKind kind = (modifiers & Qt::ShiftModifier)     ? NoteKind::Corner
                                  : (modifiers & Qt::ControlModifier) ? NoteKind::Centre
                                                                      : noteKind_;
            // Digit first: a plain digit chooses; 0 still erases, modifiers still note.
            if (digitFirst_ && *digit != 0 && !isNoteModifier(modifiers) && !(modifiers & (Qt::ShiftModifier | Qt::ControlModifier))) {
                setChosenDigit(*digit);
                return;
            }
            enterDigit(inputTargets(), *digit, notesMode_ || isNoteModifier(modifiers), kind);
            return;
        }
    } else if (!(modifiers & (Qt::ControlModifier | Qt::MetaModifier))) {
        const auto digit = digitForKey(*event, currentKeyPlatform());
        if (digit && *digit <= kColourCount) {
            if (event->isAutoRepeat())
                return;
            if (modifiers & Qt::ShiftModifier)
                requestCandidateColour(inputTargets(), highlightedDigit(), *digit);
            else
                requestColour(inputTargets(), *digit);
            return;
        }
    }
    switch (key) {
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        enterDigit(inputTargets(), 0, false);
        return;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        moveSelection(key, (modifiers & Qt::ControlModifier) != 0, (modifiers & Qt::ShiftModifier) != 0);
        return;
    case Qt::Key_Home:
    case Qt::Key_End:
        moveToEnd(key == Qt::Key_End, (modifiers & Qt::ControlModifier) != 0, (modifiers & Qt::ShiftModifier) != 0);
        return;
    case Qt::Key_A:
        if ((modifiers & Qt::ControlModifier) && !(modifiers & Qt::ShiftModifier)) {
            selectEmptyCells();
            return;
        }
        break;
    case Qt::Key_Escape:
        // Out of digit first before anything else: it is the mode the next click is in.
        if (digitFirst_) {
            setDigitFirst(false);
            return;
        }
        if (selection_.count() > 1) {
            setSelectedCell(selected_);
            // The cursor stays where it was: the focus does not move, so this says it.
            Announcer::of(this)->announce(tr("selection cleared", "spoken: Escape left only the cursor's cell selected"));
            return;
        }
        break;
    case Qt::Key_N:
        if (!(modifiers & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
            if (acceptsInput())
                emit notesModeToggleRequested();
            return;
        }
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (digitFirst_ && chosenDigit_ != 0)
            applyChosenDigit(selection_); // the keyboard's cells, not the one under the mouse
        else if (selected_ >= 0)
            openPopup(selected_, notesMode_);
        return;
    default:
        break;
    }
    QWidget::keyPressEvent(event);
}

std::optional<int> BoardWidget::valueForKey(const QKeyEvent& event) const { return ui::valueForKey(event, side()); }

bool BoardWidget::typeAhead(const QKeyEvent& event)
{
    if (!typingAdvances_ || !acceptsInput() || selected_ < 0 || selection_.count() > 1)
        return false;
    if (event.modifiers() & (Qt::ShiftModifier | Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return false;
    const auto digit = valueForKey(event);
    const bool blank = (digit && *digit == 0) || event.key() == Qt::Key_Period || event.key() == Qt::Key_Space;
    if (!blank && !digit)
        return false;
    if (event.isAutoRepeat() && !blank)
        return true; // a held digit fills one cell, not a row
    // The selected cell, not the one under a resting mouse: typing follows the cursor.
    const CellView& view = cells_[static_cast<std::size_t>(selected_)]->view();
    if (blank) {
        if (!view.given && view.value != 0)
            emit eraseRequested(selected_);
    } else {
        enterDigit(WideCellSet::single(selected_), *digit, false);
    }
    setSelectedCell((selected_ + 1) % cellCount());
    return true;
}

void BoardWidget::keyReleaseEvent(QKeyEvent* event)
{
    // The repeats of a held key come as release and press pairs marked auto-repeat; only
    // the real release lets the digit go.
    if (heldDigit_ != 0 && !event->isAutoRepeat() && valueForKey(*event).has_value()) {
        setHeldDigit(0);
        return;
    }
    QWidget::keyReleaseEvent(event);
}

WideCellSet BoardWidget::inputTargets() const
{
    // The hovered cell wins over a single selected one: point and type, as in the browser
    // game. A selection of several cells was made on purpose and takes everything.
    if (selection_.count() > 1)
        return selection_;
    const int cell = hovered_ >= 0 ? hovered_ : selected_;
    return cell >= 0 ? WideCellSet::single(cell) : WideCellSet{};
}

void BoardWidget::applyChosenDigit(WideCellSet cells)
{
    if (cells.empty() || chosenDigit_ == 0)
        return;
    if (notesMode_) {
        enterDigit(cells, chosenDigit_, true);
        return;
    }
    // A second click on a cell that holds the digit takes it out, as a toggle.
    const CellView& view = cells_[static_cast<std::size_t>(cells.first())]->view();
    if (cells.count() == 1 && !view.given && view.value == chosenDigit_)
        enterDigit(cells, 0, false);
    else
        enterDigit(cells, chosenDigit_, false);
}

void BoardWidget::requestColour(WideCellSet cells, int colour)
{
    if (acceptsInput() && !cells.empty())
        emit colourRequested(cells, colour);
}

void BoardWidget::requestCandidateColour(WideCellSet cells, int digit, int colour)
{
    if (acceptsInput() && !cells.empty())
        emit candidateColourRequested(cells, digit, colour);
}

void BoardWidget::enterDigit(WideCellSet cells, int digit, bool note, std::optional<NoteKind> kind)
{
    if (!acceptsInput())
        return;
    // Givens take nothing; whether the rest can take the move is the game's to say.
    WideCellSet editable;
    for (int cell : cells)
        if (!cells_[static_cast<std::size_t>(cell)]->view().given)
            editable.insert(cell);
    if (editable.empty()) {
        if (!cells.empty())
            emit nothingChanged(cells.first(), NoChange::Given);
        return;
    }
    if (editable.count() > 1) {
        if (digit == 0)
            emit eraseRequestedInCells(editable);
        else if (note)
            emit noteToggledInCells(editable, digit, kind.value_or(noteKind_));
        else
            emit digitEnteredInCells(editable, digit);
        return;
    }
    const int cell = editable.first();
    const CellView& view = cells_[static_cast<std::size_t>(cell)]->view();
    if (digit == 0) {
        if (view.value != 0 || !view.notes.empty() || !view.centreNotes.empty())
            emit eraseRequested(cell);
        else
            emit nothingChanged(cell, NoChange::NothingToErase);
    } else if (note) {
        emit noteToggled(cell, digit, kind.value_or(noteKind_));
    } else {
        emit digitEntered(cell, digit);
    }
}

void BoardWidget::moveToEnd(bool end, bool wholeBoard, bool extend)
{
    // Home and End: the first and last cell of the cursor's row (of the board with Ctrl), as
    // in a text or a table.
    setHovered(-1);
    const int n = side();
    const int row = wholeBoard ? (end ? n - 1 : 0) : (selected_ >= 0 ? shape_->rowOf(selected_) : 0);
    const int cell = shape_->cellAt(row, end ? n - 1 : 0);
    if (!extend && cell == selected_ && selection_.count() == 1 && hasFocus()) {
        // Already there: the focus does not move, so nothing would be said; the cell is
        // said again, as a text field says its line again.
        Announcer::of(this)->announce(cells_[static_cast<std::size_t>(cell)]->spokenName());
        return;
    }
    if (extend)
        setSelection(selection_, cell);
    else
        setSelectedCell(cell);
}

void BoardWidget::moveSelection(int key, bool toEmpty, bool extend)
{
    // Keys take over from the mouse: digits go to the selection until the mouse moves.
    setHovered(-1);
    if (selected_ < 0 && !toEmpty) {
        setSelectedCell(0);
        return;
    }
    // Shift keeps what is selected and adds the cell the cursor moves to.
    const auto go = [this, extend](int cell) {
        if (extend)
            setSelection(selection_, cell);
        else
            setSelectedCell(cell);
    };
    if (!toEmpty) {
        const int n = side();
        int row = shape_->rowOf(selected_);
        int column = shape_->columnOf(selected_);
        switch (key) {
        case Qt::Key_Left: column = (column + n - 1) % n; break;
        case Qt::Key_Right: column = (column + 1) % n; break;
        case Qt::Key_Up: row = (row + n - 1) % n; break;
        default: row = (row + 1) % n; break;
        }
        go(shape_->cellAt(row, column));
        return;
    }
    // Next empty cell: reading order for Left/Right, column by column for Up/Down.
    const bool vertical = key == Qt::Key_Up || key == Qt::Key_Down;
    const int step = (key == Qt::Key_Left || key == Qt::Key_Up) ? -1 : 1;
    const int n = side();
    const int count = cellCount();
    const auto toOrder = [this, vertical, n](int c) { return vertical ? shape_->columnOf(c) * n + shape_->rowOf(c) : c; };
    const auto fromOrder = [this, vertical, n](int i) { return vertical ? shape_->cellAt(i % n, i / n) : i; };
    const int start = selected_ >= 0 ? toOrder(selected_) : (step > 0 ? count - 1 : 0);
    for (int k = 1; k <= count; ++k) {
        const int candidate = fromOrder(((start + step * k) % count + count) % count);
        if (candidate != selected_ && cells_[static_cast<std::size_t>(candidate)]->view().value == 0) {
            go(candidate);
            return;
        }
    }
}

void BoardWidget::mousePressEvent(QMouseEvent* event)
{
    const int cell = cellAt(event->position().toPoint());
    if (cell < 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    setHovered(cell);
    const Qt::KeyboardModifiers modifiers = event->modifiers();
    if (event->button() == Qt::LeftButton && (modifiers & Qt::ControlModifier)) {
        // Ctrl+click: in or out of the selection; the cursor goes to the last cell added.
        WideCellSet cells = selection_;
        if (cells.contains(cell) && cells.count() > 1) {
            cells.erase(cell);
            setSelection(cells, cell == selected_ ? cells.first() : selected_);
        } else {
            setSelection(cells, cell);
        }
        return;
    }
    if (event->button() == Qt::LeftButton && (modifiers & Qt::ShiftModifier)) {
        setSelection(selection_, cell);
        return;
    }
    setSelectedCell(cell);
    if (event->button() == Qt::LeftButton) {
        // The popup waits for the release: the press may become a drag over several cells.
        pressed_ = cell;
        dragged_ = false;
    } else if (event->button() == Qt::RightButton && acceptsInput() && !cells_[static_cast<std::size_t>(cell)]->view().given) {
        openPopup(cell, true);
    }
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event)
{
    const int cell = cellAt(event->position().toPoint());
    setHovered(cell);
    if (pressed_ >= 0 && (event->buttons() & Qt::LeftButton) && cell >= 0 && !selection_.contains(cell)) {
        dragged_ = true;
        setSelection(selection_, cell);
    }
    QWidget::mouseMoveEvent(event);
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event)
{
    const int pressed = std::exchange(pressed_, -1);
    if (event->button() != Qt::LeftButton || pressed < 0) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const CellView& view = cells_[static_cast<std::size_t>(pressed)]->view();
    if (digitFirst_) {
        // A given chooses its digit; otherwise the chosen digit goes where the mouse went.
        if (!dragged_ && view.given)
            setChosenDigit(view.value);
        else if (chosenDigit_ != 0)
            applyChosenDigit(dragged_ ? selection_ : WideCellSet::single(pressed));
        else if (!dragged_ && clickOpensPopup_ && acceptsInput())
            openPopup(pressed, notesMode_);
        return;
    }
    if (!dragged_ && clickOpensPopup_ && acceptsInput() && !view.given)
        openPopup(pressed, notesMode_);
}

void BoardWidget::leaveEvent(QEvent* event)
{
    setHovered(-1);
    QWidget::leaveEvent(event);
}

void BoardWidget::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    for (CellWidget* widget : cells_)
        widget->setBoardFocused(true);
    update();
    announceSelection();
    // Coming back from elsewhere (a dialog closed, another window, Tab, the window shown at
    // launch), a screen reader names the board and its description last, after the cell's
    // focus: the board says where the player is, or that the game is paused, once those are
    // read. Not when the game hands the focus back itself (a keypad button, resuming),
    // which says what happened, nor after its own popup.
    const Qt::FocusReason reason = event->reason();
    if (reason == Qt::ActiveWindowFocusReason || reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason
        || reason == Qt::ShortcutFocusReason)
        QTimer::singleShot(0, this, [this, cell = selected_] { sayWhere(cell); });
}

void BoardWidget::sayWhere(int cell)
{
    // The cell the focus came back to: one selected since (a click, a new game) says itself.
    if (!hasFocus())
        return;
    if (paused_)
        Announcer::of(this)->announce(cover_->accessibleName());
    else if (cell >= 0 && cell == selected_)
        Announcer::of(this)->announce(cells_[static_cast<std::size_t>(cell)]->spokenName());
}

void BoardWidget::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    // A key let go elsewhere never reaches the board: no highlight stays stuck.
    if (heldDigit_ != 0 && event->reason() != Qt::PopupFocusReason)
        setHeldDigit(0);
    for (CellWidget* widget : cells_)
        widget->setBoardFocused(false);
    update();
}

void BoardWidget::setHovered(int cell)
{
    if (cell == hovered_)
        return;
    hovered_ = cell;
    refreshHighlights();
}

void BoardWidget::setHintMarks(const HintMarks& marks)
{
    chains_->setLinks(marks.links);
    cageOverlay_->setEmphasised(marks.cages);
    std::vector<DigitSet> ringed(static_cast<std::size_t>(cellCount()));
    std::vector<DigitSet> struck(static_cast<std::size_t>(cellCount()));
    for (const CellDigit& m : marks.ringed)
        if (m.cell >= 0 && m.cell < cellCount())
            ringed[static_cast<std::size_t>(m.cell)].insert(m.digit);
    for (const CellDigit& m : marks.struck)
        if (m.cell >= 0 && m.cell < cellCount())
            struck[static_cast<std::size_t>(m.cell)].insert(m.digit);
    for (CellWidget* widget : cells_) {
        const auto i = static_cast<std::size_t>(widget->cell());
        widget->setHintMarks(ringed[i], struck[i]);
    }
    hintCells_ = marks.cells;
    refreshHighlights();
}

void BoardWidget::refreshHighlights()
{
    // The chosen digit of digit first always lights up; the selected cell's as preferred.
    const int shown = highlightedDigit();
    const int digit = sameDigitHighlight_ || (digitFirst_ && chosenDigit_ != 0) || heldDigit_ != 0 ? shown : 0;
    // A held digit shows its candidates whether or not they are switched on.
    const int candidateDigit = candidateHighlight_ || heldDigit_ != 0 ? shown : 0;
    // The houses of one cell mean something; those of a whole selection only add noise.
    const bool peers = peerHighlight_ && selected_ >= 0 && selection_.count() == 1;
    for (CellWidget* widget : cells_) {
        const int c = widget->cell();
        CellWidget::Highlights flags;
        if (c == selected_)
            flags |= CellWidget::Highlight::Selected;
        else if (selection_.contains(c))
            flags |= CellWidget::Highlight::InSelection;
        else if (peers && shape_->arePeers(c, selected_))
            flags |= CellWidget::Highlight::Peer;
        if (digit != 0 && c != selected_ && widget->view().value == digit)
            flags |= CellWidget::Highlight::SameDigit;
        if (c == hovered_)
            flags |= CellWidget::Highlight::Hovered;
        if (hintCells_.contains(c))
            flags |= CellWidget::Highlight::Hint;
        if ((candidateDigit != 0 || bivalueHighlight_) && widget->view().value == 0) {
            const DigitSet candidates = candidatesOf(c);
            if (candidateDigit != 0 && candidates.contains(candidateDigit))
                flags |= CellWidget::Highlight::Candidate;
            if (bivalueHighlight_ && candidates.count() == 2)
                flags |= CellWidget::Highlight::Bivalue;
        }
        widget->setEmphasizedDigit(digit != 0 ? digit : candidateDigit);
        widget->setHighlights(flags);
    }
}

void BoardWidget::openPopup(int cell, bool notes)
{
    if (!acceptsInput() || cells_[static_cast<std::size_t>(cell)]->view().given)
        return;
    if (popup_ == nullptr) {
        popup_ = new SelectionPopup(this);
        // The popup speaks for the whole selection when it opened on one of its cells.
        const auto targets = [this] {
            return selection_.contains(popup_->cell()) ? selection_ : WideCellSet::single(popup_->cell());
        };
        connect(popup_, &SelectionPopup::digitChosen, this, [this, targets](int d) { enterDigit(targets(), d, false); });
        connect(popup_, &SelectionPopup::noteChosen, this, [this, targets](int d) { enterDigit(targets(), d, true); });
        connect(popup_, &SelectionPopup::eraseChosen, this, [this, targets] { enterDigit(targets(), 0, false); });
        connect(popup_, &SelectionPopup::colourChosen, this, [this, targets](int colour) { requestColour(targets(), colour); });
        connect(popup_, &SelectionPopup::noteColourChosen, this,
                [this, targets](int digit, int colour) { requestCandidateColour(targets(), digit, colour); });
    }
    const CellWidget* widget = cells_[static_cast<std::size_t>(cell)];
    popup_->setValueLayout(layout_);
    popup_->setCell(cell, shape_->rowOf(cell), shape_->columnOf(cell));
    popup_->setNotesMode(notes);
    refreshPopup();
    popup_->setButtonSide(widget->height() * 4 / 5);
    popup_->popupBeside(QRect(widget->mapToGlobal(QPoint(0, 0)), widget->size()));
}

void BoardWidget::refreshPopup()
{
    const int cell = popup_->cell();
    if (cell < 0)
        return;
    const CellView& view = cells_[static_cast<std::size_t>(cell)]->view();
    popup_->setContent(view.value, noteKind_ == NoteKind::Corner ? view.notes : view.centreNotes, peerDigits(cell));
    popup_->setColour(view.colour);
    popup_->setNoteColours(view.notes | view.centreNotes, view.candidateColours);
}

void BoardWidget::updateDescription()
{
    // How to play, said once on entering the board; the cells' names stay short. It does
    // not follow the selection: the focused cell says where the cursor is, and a changing
    // description would be read again (or, by some screen readers, misread). Digit first
    // changes how typing works, so its state is part of it while on.
    // The grid's shape first: the board is no Table for a screen reader (board_accessible.h).
    QString description = tr("A grid of %1 rows and %1 columns.").arg(side()) + QLatin1Char(' ')
                          + tr("Arrow keys move between the cells. Type a digit to place it, Shift and a digit for a note, "
                               "Delete to erase, Ctrl and an arrow for the next empty cell.");
    if (digitFirst_)
        description += QLatin1Char(' ') + (chosenDigit_ != 0 ? tr("Digit first: %1 is chosen; Enter places it, Esc leaves.").arg(ValueLayout::text(chosenDigit_))
                                                              : tr("Digit first: type the digit to place."));
    if (heldDigit_ != 0) {
        int where = 0;
        for (int c = 0; c < cellCount(); ++c)
            if (candidatesOf(c).contains(heldDigit_))
                ++where;
        description += QLatin1Char(' ') + tr("%1 can still go in %n cell(s).", nullptr, where).arg(ValueLayout::text(heldDigit_));
    }
    // Qt tells a screen reader of every setting, the same words too, and this runs at every
    // move and every arrow key.
    if (description != accessibleDescription())
        setAccessibleDescription(description);
}

} // namespace nonet::ui
