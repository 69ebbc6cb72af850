#pragma once
// The variant window's Export: the puzzle goes to the clipboard at once in the variant's
// notation; the dialog shows what was copied, offers the other forms (variant_export.h)
// and writes the shown text to a file.
//
//   +--------------------------------------------------------+
//   | Format: [Puzzle on one line, “.” for empty cells    v]  |
//   | +----------------------------------------------------+ |
//   | | 2...3......2...1                                   | |  read-only preview
//   | +----------------------------------------------------+ |
//   | Copied to the clipboard.   [Copy] [Save to File…] [Close]|
//   +--------------------------------------------------------+

#include "app/variants/variant_export.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace nonet::app {

class VariantExportDialog : public QDialog {
    Q_OBJECT
public:
    // Copies the first format to the clipboard as it opens.
    explicit VariantExportDialog(const ShapeGame& game, QWidget* parent = nullptr);

    QComboBox* formatBox() const { return formats_; }
    QPlainTextEdit* preview() const { return preview_; }
    QLabel* status() const { return status_; }
    VariantExportFormat format() const;
    void copy();
    // Asks where, then writeTo().
    void saveToFile();
    // The shown text and a line end, atomically; false (and the reason in the dialog) when
    // it could not be written.
    bool writeTo(const QString& path);

private:
    void showFormat();

    ShapeGame game_;
    QComboBox* formats_;
    QPlainTextEdit* preview_;
    QLabel* status_;
};

} // namespace nonet::app
