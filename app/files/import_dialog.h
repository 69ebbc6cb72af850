#pragma once
// Import: a text box (filled from the clipboard when it holds text), Paste, Import, Cancel.
// The dialog only collects text and shows problems; GameFiles runs the import and closes
// the dialog when the new game has started, so a problem can be fixed in place.
//
//   +-------------------------------------------------+
//   | Paste or type a puzzle: 81 characters, 9 rows,   |
//   | a boxed or pencil-mark grid, or a link.          |
//   | +---------------------------------------------+ |
//   | | 8.7.5..324.....6.5...                       | |
//   | +---------------------------------------------+ |
//   | The puzzle breaks the rules: r1c1 and r1c2 ...   |   <- problem, when there is one
//   |                        [Paste] [Import] [Cancel] |
//   +-------------------------------------------------+

#include <QDialog>

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
    void showProblem(const QString& message);
    void setBusy(bool busy);

    QPlainTextEdit* editor() const { return editor_; }
    QLabel* problemLabel() const { return problem_; }
    QPushButton* importButton() const { return import_; }

signals:
    void importRequested(const QString& text);

private:
    void pasteClipboard();
    void growToFit();

    QPlainTextEdit* editor_;
    QLabel* problem_;
    QPushButton* paste_;
    QPushButton* import_;
};

} // namespace nonet::app
