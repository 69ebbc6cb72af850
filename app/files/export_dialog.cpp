#include "app/files/export_dialog.h"

#include <QApplication>
#include <QBoxLayout>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>

namespace nonet::app {

ExportDialog::ExportDialog(const GameState& state, QWidget* parent) : QDialog(parent), state_(state)
{
    setWindowTitle(tr("Export the puzzle"));
    setObjectName(QStringLiteral("exportDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    formats_ = new QComboBox(this);
    formats_->setObjectName(QStringLiteral("exportFormat"));
    formats_->setAccessibleName(tr("Export format"));
    for (ExportFormat format : kAllExportFormats)
        formats_->addItem(PuzzleExport::formatTitle(format), static_cast<int>(format));
    form->addRow(tr("&Format:"), formats_);
    layout->addLayout(form);

    preview_ = new QPlainTextEdit(this);
    preview_->setObjectName(QStringLiteral("exportPreview"));
    preview_->setAccessibleName(tr("Exported text"));
    preview_->setReadOnly(true);
    preview_->setTabChangesFocus(true);
    preview_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    preview_->setMinimumSize(520, 240);
    layout->addWidget(preview_, 1);

    auto* bottom = new QHBoxLayout;
    status_ = new QLabel(this);
    status_->setAccessibleName(tr("Export status"));
    bottom->addWidget(status_, 1);
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* copyButton = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    copyButton->setAccessibleName(tr("Copy to the clipboard"));
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    close->setAccessibleName(tr("Close"));
    close->setDefault(true);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);

    connect(formats_, &QComboBox::currentIndexChanged, this, [this] {
        showFormat();
        copy();
    });
    connect(copyButton, &QPushButton::clicked, this, &ExportDialog::copy);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    showFormat();
    copy();
}

ExportFormat ExportDialog::format() const { return static_cast<ExportFormat>(formats_->currentData().toInt()); }

void ExportDialog::showFormat() { preview_->setPlainText(PuzzleExport::text(state_, format())); }

void ExportDialog::copy()
{
    QApplication::clipboard()->setText(PuzzleExport::text(state_, format()));
    status_->setText(tr("Copied to the clipboard."));
}

} // namespace nonet::app
