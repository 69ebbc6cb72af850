#include "app/files/import_dialog.h"

#include "app/files/puzzle_import.h"

#include <QApplication>
#include <QBoxLayout>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>

namespace nonet::app {

ImportDialog::ImportDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Import a puzzle"));
    setObjectName(QStringLiteral("importDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Paste or type a puzzle: 81 characters on a line, 9 rows of 9, a boxed or "
                                "pencil-mark grid, or a link (nonet://play?p=… or a Sudoku site's link)."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    editor_ = new QPlainTextEdit(this);
    editor_->setObjectName(QStringLiteral("importText"));
    editor_->setAccessibleName(tr("Puzzle text"));
    editor_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    editor_->setTabChangesFocus(true);
    editor_->setMinimumSize(420, 200);
    intro->setBuddy(editor_);
    layout->addWidget(editor_, 1);

    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("importProblem"));
    problem_->setAccessibleName(tr("Import problem"));
    problem_->setWordWrap(true);
    problem_->setTextFormat(Qt::PlainText);
    problem_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    problem_->hide();
    layout->addWidget(problem_);

    auto* buttons = new QDialogButtonBox(this);
    paste_ = buttons->addButton(tr("&Paste"), QDialogButtonBox::ActionRole);
    paste_->setAccessibleName(tr("Paste from the clipboard"));
    import_ = buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    import_->setObjectName(QStringLiteral("importButton"));
    import_->setAccessibleName(tr("Import"));
    import_->setDefault(true);
    QPushButton* cancel = buttons->addButton(QDialogButtonBox::Cancel);
    cancel->setAccessibleName(tr("Cancel"));
    layout->addWidget(buttons);

    connect(paste_, &QPushButton::clicked, this, &ImportDialog::pasteClipboard);
    connect(import_, &QPushButton::clicked, this, [this] { emit importRequested(text()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(editor_, &QPlainTextEdit::textChanged, problem_, &QLabel::hide);
}

QString ImportDialog::text() const { return editor_->toPlainText(); }

void ImportDialog::setText(const QString& text) { editor_->setPlainText(text); }

void ImportDialog::showProblem(const QString& message)
{
    problem_->setText(message);
    problem_->setAccessibleDescription(message);
    problem_->show();
    editor_->setFocus();
}

void ImportDialog::setBusy(bool busy)
{
    import_->setEnabled(!busy);
    import_->setText(busy ? tr("Checking…") : tr("&Import"));
}

void ImportDialog::pasteClipboard()
{
    const QString text = QApplication::clipboard()->text();
    // A huge clipboard is not put into the editor (it would only be refused, slowly).
    if (text.size() > PuzzleImport::kMaxTextLength) {
        showProblem(tr("The clipboard holds far too much text to be a puzzle (%L1 characters).").arg(text.size()));
        return;
    }
    editor_->setPlainText(text);
    editor_->setFocus();
}

} // namespace nonet::app
