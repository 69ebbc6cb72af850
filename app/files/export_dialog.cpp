#include "app/files/export_dialog.h"

#include "app/files/file_folder.h"
#include "app/storage/atomic_file.h"
#include "ui/accessibility/spoken_choice.h"

#include <QApplication>
#include <QBoxLayout>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
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
// The preview is at most this many characters wide: a line of 81 cells and the widest
// pencil-mark grid fit; a longer line (a Jigsaw's layout and cells, 256 cells) wraps, at
// the space where it has one.
constexpr int kMostColumns = 100;

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
    for (ExportFormat format : PuzzleExport::formatsFor(state.shape()))
        formats_->addItem(PuzzleExport::formatTitle(format), static_cast<int>(format));
    form->addRow(tr("&Format:"), formats_);
    new ui::SpokenChoice(formats_); // Qt 6.4 tells a screen reader no choice
    layout->addLayout(form);

    preview_ = new QPlainTextEdit(this);
    preview_->setObjectName(QStringLiteral("exportPreview"));
    preview_->setAccessibleName(tr("Exported text"));
    preview_->setReadOnly(true);
    preview_->setTabChangesFocus(true);
    preview_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    preview_->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    preview_->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    preview_->setMinimumSize(previewSize());
    layout->addWidget(preview_, 1);

    auto* bottom = new QHBoxLayout;
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("exportStatus"));
    status_->setAccessibleName(tr("Export status"));
    status_->setWordWrap(true);
    bottom->addWidget(status_, 1);
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* copyButton = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    copyButton->setAccessibleName(tr("Copy to the clipboard"));
    QPushButton* saveButton = buttons->addButton(tr("&Save to File…"), QDialogButtonBox::ActionRole);
    saveButton->setObjectName(QStringLiteral("exportSave"));
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
    connect(copyButton, &QPushButton::clicked, this, &ExportDialog::copy);
    connect(saveButton, &QPushButton::clicked, this, &ExportDialog::saveToFile);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    showFormat();
    copy();
}

QSize ExportDialog::previewSize() const
{
    int columns = 0;
    int lines = 0;
    for (ExportFormat format : PuzzleExport::formatsFor(state_.shape())) {
        const QStringList rows = PuzzleExport::text(state_, format).split(QLatin1Char('\n'));
        int wrapped = 0;
        for (const QString& row : rows) {
            columns = std::max(columns, std::min(static_cast<int>(row.size()), kMostColumns));
            wrapped += std::max(1, static_cast<int>((row.size() + kMostColumns - 1) / kMostColumns));
        }
        lines = std::max(lines, wrapped);
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

void ExportDialog::saveToFile()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export to a Text File"),
                                                      QDir(FileFolder::current()).filePath(PuzzleExport::fileName(state_, format())),
                                                      tr("Text files (*.txt);;All files (*)"));
    if (path.isEmpty()) return;
    if (writeTo(path)) FileFolder::remember(path);
}

bool ExportDialog::writeTo(const QString& path)
{
    const QByteArray bytes = (PuzzleExport::text(state_, format()) + QLatin1Char('\n')).toUtf8();
    if (const std::optional<QString> problem = writeFileAtomically(path, bytes)) {
        status_->setText(tr("“%1” could not be written (%2).").arg(QDir::toNativeSeparators(path), *problem));
        return false;
    }
    status_->setText(tr("Saved to “%1”.").arg(QDir::toNativeSeparators(path)));
    return true;
}

} // namespace nonet::app
