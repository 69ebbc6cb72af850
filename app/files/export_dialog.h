#pragma once
// Export: the puzzle goes to the clipboard at once as an 81-character line; the dialog
// shows what was copied and offers the other formats.
//
//   +----------------------------------------------+
//   | Format: [Puzzle on one line, “.” for empty v] |
//   | +------------------------------------------+ |
//   | | 8.7.5..324.....6.5...                    | |  read-only preview
//   | +------------------------------------------+ |
//   | Copied to the clipboard.        [Copy] [Close]|
//   +----------------------------------------------+

#include "app/files/puzzle_export.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;

namespace nonet::app {

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    // Copies the default format to the clipboard as it opens.
    ExportDialog(const GameState& state, QWidget* parent = nullptr);

    QComboBox* formatBox() const { return formats_; }
    QPlainTextEdit* preview() const { return preview_; }
    ExportFormat format() const;
    void copy();

private:
    // Room for the largest format without scroll bars (up to a limit of lines).
    QSize previewSize(const GameState& state) const;
    void showFormat();

    GameState state_;
    QComboBox* formats_;
    QPlainTextEdit* preview_;
    QLabel* status_;
};

} // namespace nonet::app
