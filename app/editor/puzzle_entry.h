#pragma once
// The givens being entered, with undo: every change (a digit, an erase, a paste, Clear) is
// one QUndoCommand holding the grid before and after, so Undo and Redo give back exactly
// what was there.

#include "app/session/game_session.h"
#include "core/cell_set.h"
#include "core/grid.h"

#include <QObject>
#include <QUndoStack>

namespace nonet::app {

class PuzzleEntry : public QObject {
    Q_OBJECT
public:
    explicit PuzzleEntry(QObject* parent = nullptr);

    const Grid& givens() const { return givens_; }
    QUndoStack* undoStack() { return &undoStack_; }

    // Each returns whether it changed the grid (nothing to undo otherwise).
    bool setDigit(int cell, int digit);
    bool erase(int cell);
    // Every cell of a selection at once, as one step.
    bool setDigits(CellSet cells, int digit);
    bool eraseCells(CellSet cells);
    // The whole grid at once (a paste), as one step.
    bool replaceAll(const Grid& givens, const QString& text);
    bool clear();
    // A fresh start with `givens` and no history (opening the editor, a restored entry).
    void reset(const Grid& givens = {});

signals:
    // After every change, undo and redo included.
    void changed();
    // After a step went `direction`; text is its name in Undo/Redo ("Enter 5 in row 1 column 2").
    void stepped(const QString& text, nonet::app::MoveDirection direction);

private:
    friend class EntryCommand;
    void apply(const Grid& givens);
    void applyStep(const Grid& givens, const QString& text, MoveDirection direction);
    bool push(const Grid& after, const QString& text);
    bool pushing_ = false; // the first redo() of a step is the step itself

    Grid givens_;
    QUndoStack undoStack_;
};

} // namespace nonet::app
