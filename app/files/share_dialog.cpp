#include "app/files/share_dialog.h"

#include "app/files/puzzle_export.h"

#include <QApplication>
#include <QBoxLayout>
#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace nonet::app {

ShareDialog::ShareDialog(const GameState& state, QWidget* parent) : QDialog(parent), state_(state)
{
    setWindowTitle(tr("Share link"));
    setObjectName(QStringLiteral("shareDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Send this link to a friend: clicking it, or pasting it into Import, opens the puzzle in Nonet."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    link_ = new QLineEdit(this);
    link_->setObjectName(QStringLiteral("shareLink"));
    link_->setAccessibleName(tr("Share link"));
    link_->setReadOnly(true);
    link_->setMinimumWidth(560);
    intro->setBuddy(link_);
    layout->addWidget(link_);

    progress_ = new QCheckBox(tr("Include my &progress (entries and notes)"), this);
    progress_->setObjectName(QStringLiteral("shareProgress"));
    progress_->setAccessibleName(tr("Include my progress"));
    layout->addWidget(progress_);

    auto* bottom = new QHBoxLayout;
    status_ = new QLabel(this);
    status_->setAccessibleName(tr("Share status"));
    bottom->addWidget(status_, 1);
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* copyButton = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    copyButton->setObjectName(QStringLiteral("shareCopy"));
    copyButton->setAccessibleName(tr("Copy the link"));
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    close->setAccessibleName(tr("Close"));
    close->setDefault(true);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);

    connect(progress_, &QCheckBox::toggled, this, &ShareDialog::copy);
    connect(copyButton, &QPushButton::clicked, this, &ShareDialog::copy);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    copy();
    showWholeLink();
}

void ShareDialog::showWholeLink()
{
    // Selected whole (ready to copy by hand), with the cursor at the start so that the
    // field shows "nonet://play?p=..." rather than the end of the progress.
    link_->setSelection(static_cast<int>(link_->text().size()), -static_cast<int>(link_->text().size()));
}

QString ShareDialog::link() const { return PuzzleExport::shareLink(state_, progress_->isChecked()); }

void ShareDialog::copy()
{
    link_->setText(link());
    showWholeLink();
    QApplication::clipboard()->setText(link());
    status_->setText(tr("Copied to the clipboard."));
}

} // namespace nonet::app
