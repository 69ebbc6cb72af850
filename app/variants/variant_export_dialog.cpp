#include "app/variants/variant_export_dialog.h"

#include "app/storage/atomic_file.h"

#include <QApplication>
#include <QBoxLayout>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>

namespace nonet::app {
namespace {

// The folder the last export went to.
const QString kFolderKey = QStringLiteral("variants/exportFolder");

} // namespace

VariantExportDialog::VariantExportDialog(const ShapeGame& game, QWidget* parent) : QDialog(parent), game_(game)
{
    setWindowTitle(tr("Export the variant puzzle"));
    setObjectName(QStringLiteral("variantExportDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    formats_ = new QComboBox(this);
    formats_->setObjectName(QStringLiteral("variantExportFormat"));
    formats_->setAccessibleName(tr("Export format"));
    for (VariantExportFormat format : kAllVariantExportFormats)
        formats_->addItem(VariantExport::formatTitle(format), static_cast<int>(format));
    form->addRow(tr("&Format:"), formats_);
    layout->addLayout(form);

    preview_ = new QPlainTextEdit(this);
    preview_->setObjectName(QStringLiteral("variantExportPreview"));
    preview_->setAccessibleName(tr("Exported text"));
    preview_->setReadOnly(true);
    preview_->setTabChangesFocus(true);
    preview_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // The notation is one line: wrapped, so that a 256-cell or Jigsaw line is seen whole.
    preview_->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    preview_->setWordWrapMode(QTextOption::WrapAnywhere);
    const QFontMetrics metrics(preview_->font());
    preview_->setMinimumSize(metrics.horizontalAdvance(QString(66, QLatin1Char('0'))), metrics.lineSpacing() * 7);
    layout->addWidget(preview_, 1);

    auto* bottom = new QHBoxLayout;
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("variantExportStatus"));
    status_->setAccessibleName(tr("Export status"));
    status_->setWordWrap(true);
    bottom->addWidget(status_, 1);
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* copyButton = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    copyButton->setAccessibleName(tr("Copy to the clipboard"));
    QPushButton* saveButton = buttons->addButton(tr("&Save to File…"), QDialogButtonBox::ActionRole);
    saveButton->setObjectName(QStringLiteral("variantExportSave"));
    saveButton->setAccessibleName(tr("Save to a text file"));
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    close->setAccessibleName(tr("Close"));
    close->setDefault(true);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);

    connect(formats_, &QComboBox::currentIndexChanged, this, [this] {
        showFormat();
        copy();
    });
    connect(copyButton, &QPushButton::clicked, this, &VariantExportDialog::copy);
    connect(saveButton, &QPushButton::clicked, this, &VariantExportDialog::saveToFile);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    showFormat();
    copy();
}

VariantExportFormat VariantExportDialog::format() const { return static_cast<VariantExportFormat>(formats_->currentData().toInt()); }

void VariantExportDialog::showFormat() { preview_->setPlainText(VariantExport::text(game_, format())); }

void VariantExportDialog::copy()
{
    QApplication::clipboard()->setText(VariantExport::text(game_, format()));
    status_->setText(tr("Copied to the clipboard."));
}

void VariantExportDialog::saveToFile()
{
    QString folder = QSettings().value(kFolderKey).toString();
    if (folder.isEmpty() || !QDir(folder).exists()) folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export to a Text File"),
                                                      QDir(folder).filePath(VariantExport::fileName(game_, format())),
                                                      tr("Text files (*.txt);;All files (*)"));
    if (path.isEmpty()) return;
    if (writeTo(path)) QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());
}

bool VariantExportDialog::writeTo(const QString& path)
{
    const QByteArray bytes = (VariantExport::text(game_, format()) + QLatin1Char('\n')).toUtf8();
    if (const std::optional<QString> problem = writeFileAtomically(path, bytes)) {
        status_->setText(tr("“%1” could not be written (%2).").arg(QDir::toNativeSeparators(path), *problem));
        return false;
    }
    status_->setText(tr("Saved to “%1”.").arg(QDir::toNativeSeparators(path)));
    return true;
}

} // namespace nonet::app
