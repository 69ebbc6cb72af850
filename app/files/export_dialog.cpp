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

#include <algorithm>
#include <cmath>

namespace nonet::app {
namespace {

// Up to this many lines are shown without scrolling; a longer text scrolls.
constexpr int kMostLines = 30;

} // namespace

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
    // A line of 81 cells is one line, never wrapped; the box is as large as the largest
    // format (the boxed grid's 13 lines, the progress with notes), so none needs a scroll bar.
    preview_->setLineWrapMode(QPlainTextEdit::NoWrap);
    preview_->setMinimumSize(previewSize(state));
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

QSize ExportDialog::previewSize(const GameState& state) const
{
    int columns = 0;
    int lines = 0;
    for (ExportFormat format : kAllExportFormats) {
        const QStringList rows = PuzzleExport::text(state, format).split(QLatin1Char('\n'));
        lines = std::max(lines, static_cast<int>(rows.size()));
        for (const QString& row : rows) columns = std::max(columns, static_cast<int>(row.size()));
    }
    const QFontMetrics metrics(preview_->font());
    const int margins = 2 * preview_->frameWidth() + 2 * static_cast<int>(std::ceil(preview_->document()->documentMargin()));
    const int width = metrics.horizontalAdvance(QString(columns + 1, QLatin1Char('0'))) + margins;
    const int height = metrics.lineSpacing() * (std::min(lines, kMostLines) + 1) + margins;
    return {width, height};
}

ExportFormat ExportDialog::format() const { return static_cast<ExportFormat>(formats_->currentData().toInt()); }

void ExportDialog::showFormat() { preview_->setPlainText(PuzzleExport::text(state_, format())); }

void ExportDialog::copy()
{
    QApplication::clipboard()->setText(PuzzleExport::text(state_, format()));
    status_->setText(tr("Copied to the clipboard."));
}

} // namespace nonet::app
