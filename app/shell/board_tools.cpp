#include "app/shell/board_tools.h"

#include "app/session/game_session.h"
#include "ui/action_icon.h"
#include "ui/board_widget.h"
#include "ui/mark_colours.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

namespace nonet::app {

BoardTools::BoardTools(GameSession* session, ui::BoardWidget* board, QWidget* window)
    : QObject(window), session_(session), board_(board)
{
    centreNotes_ = new QAction(ui::actionIcon(ui::ActionGlyph::CentreNotes), tr("C&entre Notes"), this);
    centreNotes_->setObjectName(QStringLiteral("actionCentreNotes"));
    centreNotes_->setIconText(tr("Centre"));
    centreNotes_->setCheckable(true);
    centreNotes_->setShortcut(QKeySequence(Qt::Key_C));
    const QString centreTip = tr("Notes mode writes centre notes instead of corner notes (C); Ctrl+digit always writes a centre note");
    centreNotes_->setToolTip(centreTip);
    centreNotes_->setStatusTip(centreTip);
    notesMenu_ = new QMenu(tr("Notes"), window);
    notesMenu_->setObjectName(QStringLiteral("menuNotesKind"));
    notesMenu_->addAction(centreNotes_);
    connect(centreNotes_, &QAction::toggled, board_, [this](bool on) { board_->setNoteKind(on ? NoteKind::Centre : NoteKind::Corner); });

    // Ctrl+A on the board; from the menu too, and where Ctrl+A is a centre note (a 16x16's
    // value A), the menu's way is the one left.
    selectEmpty_ = new QAction(tr("&Select Empty Cells"), this);
    selectEmpty_->setObjectName(QStringLiteral("actionSelectEmpty"));
    selectEmpty_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_A));
    const QString selectTip = tr("Select every empty cell, to write a note in all of them at once (Ctrl+A; on a 16×16 board Ctrl+A writes the centre note A)");
    selectEmpty_->setToolTip(selectTip);
    selectEmpty_->setStatusTip(selectTip);
    connect(selectEmpty_, &QAction::triggered, board_, [this] {
        board_->selectEmptyCells();
        board_->setFocus();
    });

    colourMenu_ = new QMenu(tr("C&olour"), window);
    colourMenu_->setObjectName(QStringLiteral("menuColour"));
    for (int c = 0; c <= kColourCount; ++c) {
        auto* action = new QAction(ui::markSwatch(c), c == 0 ? tr("&No Colour") : tr("Colour &%1").arg(c), this);
        action->setObjectName(QStringLiteral("actionColour-%1").arg(c));
        action->setShortcut(QKeySequence(Qt::ALT | static_cast<Qt::Key>(Qt::Key_0 + c)));
        const QString tip = c == 0 ? tr("Take the colour off the selected cells") : tr("Colour the selected cells with colour %1 (again: take it off)").arg(c);
        action->setToolTip(tip);
        action->setStatusTip(tip);
        connect(action, &QAction::triggered, this, [this, c] { colourSelection(board_->selection(), c); });
        colours_[static_cast<std::size_t>(c)] = action;
    }
    for (int c = 1; c <= kColourCount; ++c) colourMenu_->addAction(colours_[static_cast<std::size_t>(c)]);
    colourMenu_->addAction(colours_[0]);
    colourMenu_->addSeparator();
    QMenu* notes = colourMenu_->addMenu(tr("Note &Colour"));
    notes->setObjectName(QStringLiteral("menuNoteColour"));
    for (int c = 0; c <= kColourCount; ++c) {
        auto* action = new QAction(ui::markSwatch(c), c == 0 ? tr("&No Note Colour") : tr("Note Colour &%1").arg(c), this);
        action->setObjectName(QStringLiteral("actionNoteColour-%1").arg(c));
        action->setShortcut(QKeySequence(Qt::SHIFT | Qt::ALT | static_cast<Qt::Key>(Qt::Key_0 + c)));
        const QString tip = c == 0 ? tr("Take the colour off the highlighted digit's note in the selected cells")
                                   : tr("Colour the highlighted digit's note in the selected cells with colour %1 (again: take it off); "
                                        "hold the digit, or choose it in Digit First")
                                         .arg(c);
        action->setToolTip(tip);
        action->setStatusTip(tip);
        connect(action, &QAction::triggered, this, [this, c] { colourNotes(board_->selection(), board_->highlightedDigit(), c); });
        noteColours_[static_cast<std::size_t>(c)] = action;
    }
    for (int c = 1; c <= kColourCount; ++c) notes->addAction(noteColours_[static_cast<std::size_t>(c)]);
    notes->addAction(noteColours_[0]);
    clearColours_ = new QAction(tr("Clear &All Colours"), this);
    clearColours_->setObjectName(QStringLiteral("actionClearColours"));
    clearColours_->setToolTip(tr("Take every colour off the board, of cells and of notes"));
    clearColours_->setStatusTip(clearColours_->toolTip());
    colourMenu_->addAction(clearColours_);
    connect(clearColours_, &QAction::triggered, session_, &GameSession::clearColours);

    // The board asks by key (Alt+digit, whatever the layout) and from its popup.
    connect(board_, &ui::BoardWidget::colourRequested, this, &BoardTools::colourSelection);
    connect(board_, &ui::BoardWidget::candidateColourRequested, this, &BoardTools::colourNotes);
}

QList<QAction*> BoardTools::moveActions() const
{
    QList<QAction*> actions(colours_.begin(), colours_.end());
    actions.append(QList<QAction*>(noteColours_.begin(), noteColours_.end()));
    actions << clearColours_;
    return actions;
}

void BoardTools::colourSelection(WideCellSet cells, int colour) { session_->colourCells(cells, colour); }

void BoardTools::colourNotes(WideCellSet cells, int digit, int colour)
{
    if (digit < 1 || digit > session_->state().shape().side()) {
        emit message(tr("Which note? Hold its digit down, or choose it in Digit First (D), then colour it."));
        return;
    }
    if (!session_->colourCandidates(cells, digit, colour) && colour != 0)
        emit message(tr("No selected cell has %1 as a note.").arg(digit));
}

} // namespace nonet::app
