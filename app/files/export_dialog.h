#pragma once
// Export: the puzzle goes to the clipboard at once on one line, in its shape's notation;
// the dialog shows what was copied, offers the other formats of the shape
// (PuzzleExport::formatsFor) and writes the shown text to a file.
//
//   +--------------------------------------------------------+
//   | Format: [Puzzle on one line, “.” for empty cells    v]  |
//   | +----------------------------------------------------+ |
//   | | 8.7.5..324.....6.5...                              | |  read-only preview
//   | +----------------------------------------------------+ |
//   | Copied to the clipboard.  [Copy] [Save to File…] [Close] |
//   +--------------------------------------------------------+

#include "app/files/puzzle_export.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;

namespace nonet::app {

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    // Copies the first format to the clipboard as it opens.
    ExportDialog(const GameState& state, QWidget* parent = nullptr);

    QComboBox* formatBox() const { return formats_; }
    QPlainTextEdit* preview() const { return preview_; }
    QLabel* status() const { return status_; }
    ExportFormat format() const;
    void copy();
    // Asks where, then writeTo().
    void saveToFile();
    // The shown text and a line end, atomically; false (and the reason in the dialog) when
    // it could not be written.
    bool writeTo(const QString& path);

private:
    // Room for the largest format without scroll bars (up to a limit of columns and lines).
    QSize previewSize() const;
    void showFormat();

    GameState state_;
    QComboBox* formats_;
    QPlainTextEdit* preview_;
    QLabel* status_;
};

} // namespace nonet::app
