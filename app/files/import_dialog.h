#pragma once
// Import: a text box (filled from the clipboard when it holds text), Paste, Import, Cancel.
// Return in the box imports (Shift+Return starts a new line).
// The dialog only collects text and shows problems; GameFiles runs the import and closes
// the dialog when the new game has started, so a problem can be fixed in place.
//
//   +-------------------------------------------------+
//   | Paste or type a puzzle: 81 characters, 9 rows,   |
//   | a boxed or pencil-mark grid, or a link.          |
//   | Variant: [Classic v]  (81 cells: classic, X or   |   <- follows the text's form
//   |                        Windoku; the rest by size) |      where the form says it
//   | +---------------------------------------------+ |
//   | | 8.7.5..324.....6.5...                       | |
//   | +---------------------------------------------+ |
//   | The puzzle breaks the rules: r1c1 and r1c2 ...   |   <- problem, when there is one
//   |                        [Paste] [Import] [Cancel] |
//   +-------------------------------------------------+

#include "core/shape/variant.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace nonet::app {

class ImportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ImportDialog(QWidget* parent = nullptr);

    QString text() const;
    void setText(const QString& text);
    // The variant the text is read as: the one its form says (16, 36 or 256 cells, a Jigsaw
    // layout, a variant link), chosen as the text changes; for the 9x9 forms, the player's
    // choice among Classic, X-Sudoku and Windoku.
    Variant variant() const;
    void setVariant(Variant variant);
    // Shows the problem beside the text, makes it the dialog's (and the text box's)
    // accessible description and says it (ui::Announcer): the focus stays in the text box,
    // so a screen reader would otherwise hear nothing new.
    void showProblem(const QString& message);
    void setBusy(bool busy);

    QPlainTextEdit* editor() const { return editor_; }
    QLabel* problemLabel() const { return problem_; }
    QComboBox* variantBox() const { return variant_; }
    QPushButton* importButton() const { return import_; }

signals:
    void importRequested(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void pasteClipboard();
    void growToFit();
    void followTextForm();
    void hideProblem();

    QPlainTextEdit* editor_;
    QComboBox* variant_;
    QLabel* problem_;
    QPushButton* paste_;
    QPushButton* import_;
};

} // namespace nonet::app
