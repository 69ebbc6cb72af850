#include "app/review/checkpoint_dialog.h"

#include "app/review/review_controller.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace nonet::app {

CheckpointDialog::CheckpointDialog(ReviewController* controller, QWidget* parent) : QDialog(parent), controller_(controller)
{
    setWindowTitle(tr("Checkpoints"));
    setObjectName(QStringLiteral("checkpointDialog"));
    setWindowModality(Qt::WindowModal);
    auto* layout = new QVBoxLayout(this);
    auto* label = new QLabel(tr("&Return to the position of:"), this);
    layout->addWidget(label);
    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("checkpointList"));
    list_->setAccessibleName(tr("Checkpoints"));
    list_->setAccessibleDescription(tr("The positions you marked, newest first"));
    label->setBuddy(list_);
    const QStringList names = controller_->checkpointNames();
    // Newest first: the one a player most often wants is at the top.
    for (auto it = names.crbegin(); it != names.crend(); ++it) list_->addItem(*it);
    list_->setCurrentRow(0);
    layout->addWidget(list_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton* back = buttons->addButton(tr("&Go Back"), QDialogButtonBox::AcceptRole);
    back->setObjectName(QStringLiteral("goBackButton"));
    back->setDefault(true);
    back->setToolTip(tr("Return to the chosen checkpoint, as one move that Undo takes back"));
    buttons->button(QDialogButtonBox::Cancel)->setToolTip(tr("Change nothing"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &CheckpointDialog::goBack);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(list_, &QListWidget::itemActivated, this, &CheckpointDialog::goBack);
}

int CheckpointDialog::chosenCheckpoint() const
{
    const int row = list_->currentRow();
    return row < 0 ? -1 : list_->count() - 1 - row;
}

void CheckpointDialog::goBack()
{
    const int index = chosenCheckpoint();
    if (index >= 0) controller_->backToCheckpoint(index);
    accept();
}

} // namespace nonet::app
