#pragma once
// Share link: the nonet:// link of the puzzle, of any shape (PuzzleExport::shareLink),
// copied to the clipboard as the dialog opens.
//
//   +--------------------------------------------------------+
//   | [nonet://play?p=807050032400000605...            ]      |
//   | [x] Include my progress (entries and notes)             |
//   | Copied to the clipboard.                [Copy] [Close]  |
//   +--------------------------------------------------------+

#include "core/game/game_state.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace nonet::app {

class ShareDialog : public QDialog {
    Q_OBJECT
public:
    ShareDialog(const GameState& state, QWidget* parent = nullptr);

    QLineEdit* linkEdit() const { return link_; }
    QCheckBox* progressBox() const { return progress_; }
    QString link() const;
    void copy();

private:
    void showWholeLink();
    GameState state_;
    QLineEdit* link_;
    QCheckBox* progress_;
    QLabel* status_;
};

} // namespace nonet::app
