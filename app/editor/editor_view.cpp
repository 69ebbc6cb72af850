#include "app/editor/editor_view.h"

#include "app/editor/picture_view.h"

#include "core/game/hint.h"
#include "ui/action_icon.h"
#include "ui/board_widget.h"
#include "ui/cell_view.h"
#include "ui/keypad.h"

#include <QAction>
#include <QBoxLayout>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QUndoStack>

namespace nonet::app {
namespace {

// The hatched colour (////) of the board's colour marks: a cell to check against the picture.
constexpr int kToCheckColour = 2;

// An action of the editor whose shortcut works while the focus is anywhere in it (the
// window's own actions are off meanwhile).
QAction* editorAction(QWidget* view, QAction* action, const char* name, const QList<QKeySequence>& keys)
{
    action->setObjectName(QLatin1String(name));
    action->setShortcuts(keys);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    view->addAction(action);
    return action;
}

QToolButton* buttonFor(QAction* action, QWidget* parent)
{
    auto* button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setAccessibleName(action->iconText());
    return button;
}

} // namespace

EditorView::EditorView(QUndoStack* undoStack, QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("puzzleEditor"));
    setAccessibleName(tr("Puzzle editor"));
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(12, 8, 12, 8);
    column->setSpacing(8);

    auto* heading = new QLabel(tr("Enter a puzzle: type or click the givens into the grid, or paste a whole puzzle. "
                                  "Start Playing once it has exactly one solution."),
                               this);
    heading->setObjectName(QStringLiteral("editorHeading"));
    heading->setWordWrap(true);
    heading->setTextFormat(Qt::PlainText);
    column->addWidget(heading);

    undo_ = editorAction(this, undoStack->createUndoAction(this, tr("&Undo")), "editorUndo", QKeySequence::keyBindings(QKeySequence::Undo));
    undo_->setIcon(ui::actionIcon(ui::ActionGlyph::Undo));
    undo_->setIconText(tr("Undo"));
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence& extra : {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)})
        if (!redoKeys.contains(extra)) redoKeys << extra;
    redo_ = editorAction(this, undoStack->createRedoAction(this, tr("&Redo")), "editorRedo", redoKeys);
    redo_->setIcon(ui::actionIcon(ui::ActionGlyph::Redo));
    redo_->setIconText(tr("Redo"));
    paste_ = editorAction(this, new QAction(QIcon::fromTheme(QStringLiteral("edit-paste")), tr("&Paste"), this), "editorPaste",
                          QKeySequence::keyBindings(QKeySequence::Paste));
    paste_->setToolTip(tr("Replace the grid by a puzzle from the clipboard"));
    clear_ = editorAction(this, new QAction(QIcon::fromTheme(QStringLiteral("edit-clear")), tr("C&lear"), this), "editorClear", {});
    clear_->setToolTip(tr("Empty the grid (Undo brings it back)"));
    auto* tools = new QHBoxLayout;
    for (QAction* action : {undo_, redo_, paste_, clear_}) tools->addWidget(buttonFor(action, this));
    tools->addStretch(1);
    column->addLayout(tools);

    auto* row = new QHBoxLayout;
    row->setSpacing(12);
    board_ = new ui::BoardWidget(this);
    board_->setObjectName(QStringLiteral("editorBoard"));
    board_->setAccessibleName(tr("Puzzle being entered"));
    // One key a cell, as a puzzle is typed on a line.
    board_->setTypingAdvances(true);
    keypad_ = new ui::Keypad(this);
    keypad_->setObjectName(QStringLiteral("editorKeypad"));
    keypad_->notesButton()->hide(); // givens have no notes
    picture_ = new PictureView(this);
    picture_->hide();
    row->addWidget(picture_, 1);
    row->addWidget(board_, 1);
    row->addWidget(keypad_, 0, Qt::AlignVCenter);
    column->addLayout(row, 1);

    verdict_ = new QLabel(this);
    verdict_->setObjectName(QStringLiteral("editorVerdict"));
    verdict_->setAccessibleName(tr("What the puzzle is"));
    verdict_->setWordWrap(true);
    verdict_->setTextFormat(Qt::PlainText);
    verdict_->setFrameShape(QFrame::StyledPanel);
    verdict_->setMargin(6);
    verdict_->setMinimumHeight(verdict_->fontMetrics().lineSpacing() * 3);
    // Read-only and in the Tab order after the keypad: the verdict can be read again at
    // any time, by a screen reader too (a label with the focus is read whole).
    verdict_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    verdict_->setFocusPolicy(Qt::StrongFocus);
    column->addWidget(verdict_);

    auto* buttons = new QDialogButtonBox(this);
    start_ = buttons->addButton(tr("&Start Playing"), QDialogButtonBox::AcceptRole);
    start_->setObjectName(QStringLiteral("editorStart"));
    start_->setAccessibleName(tr("Start playing this puzzle"));
    start_->setEnabled(false);
    cancel_ = buttons->addButton(QDialogButtonBox::Cancel);
    cancel_->setObjectName(QStringLiteral("editorCancel"));
    cancel_->setAccessibleName(tr("Cancel and return to your game"));
    column->addWidget(buttons);

    // One cell or a selection of several; a note means nothing for a given, so Shift+digit
    // or the popup's notes enter the digit too.
    connect(board_, &ui::BoardWidget::digitEntered, this, [this](int cell, int digit) { emit digitEntered(CellSet::single(cell), digit); });
    connect(board_, &ui::BoardWidget::noteToggled, this, [this](int cell, int digit) { emit digitEntered(CellSet::single(cell), digit); });
    connect(board_, &ui::BoardWidget::eraseRequested, this, [this](int cell) { emit eraseRequested(CellSet::single(cell)); });
    // The editor enters classic givens: the board's cells are the classic set's.
    connect(board_, &ui::BoardWidget::digitEnteredInCells, this,
            [this](WideCellSet cells, int digit) { emit digitEntered(cells.toClassic(), digit); });
    connect(board_, &ui::BoardWidget::noteToggledInCells, this,
            [this](WideCellSet cells, int digit) { emit digitEntered(cells.toClassic(), digit); });
    connect(board_, &ui::BoardWidget::eraseRequestedInCells, this,
            [this](WideCellSet cells) { emit eraseRequested(cells.toClassic()); });
    connect(keypad_, &ui::Keypad::digitClicked, this, [this](int digit) {
        emit digitEntered(board_->selection().toClassic(), digit);
        board_->setFocus();
    });
    connect(keypad_, &ui::Keypad::eraseClicked, this, [this] {
        emit eraseRequested(board_->selection().toClassic());
        board_->setFocus();
    });
    connect(paste_, &QAction::triggered, this, &EditorView::pasteRequested);
    connect(clear_, &QAction::triggered, this, &EditorView::clearRequested);
    connect(start_, &QPushButton::clicked, this, &EditorView::startRequested);
    connect(cancel_, &QPushButton::clicked, this, &EditorView::cancelRequested);
}

void EditorView::showGivens(const Grid& givens, CellSet conflicts, int suggested, const std::vector<int>& digits, CellSet pointed,
                            CellSet toCheck)
{
    std::array<ui::CellView, kCellCount> views{};
    std::vector<int> remaining(kSide, kSide);
    const ShapeGrid grid(givens);
    for (int cell = 0; cell < kCellCount; ++cell) {
        ui::CellView& view = views[static_cast<std::size_t>(cell)];
        view.value = givens.at(cell);
        view.candidates = grid.allowedValues(cell);
        view.conflict = conflicts.contains(cell);
        if (toCheck.contains(cell)) view.colour = kToCheckColour;
        if (view.value != 0) remaining[static_cast<std::size_t>(view.value - 1)] = std::max(0, remaining[static_cast<std::size_t>(view.value - 1)] - 1);
    }
    board_->setCells(views);
    keypad_->setRemaining(remaining);
    HintMarks marks;
    marks.cells = pointed;
    if (suggested >= 0) {
        marks.cells.insert(suggested);
        for (const int digit : digits) marks.ringed.push_back({suggested, digit});
    }
    board_->setHintMarks(marks);
}

void EditorView::showPicture(const QImage& picture, const QPolygonF& grid)
{
    picture_->setPicture(picture, grid);
    picture_->setVisible(!picture.isNull());
}

void EditorView::showVerdict(const QString& text, bool canStart)
{
    verdict_->setText(text);
    verdict_->setAccessibleDescription(text);
    start_->setEnabled(canStart);
}

} // namespace nonet::app
