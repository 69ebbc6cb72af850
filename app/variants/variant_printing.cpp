#include "app/variants/variant_printing.h"

#include "app/jobs/run_in_background.h"
#include "app/paper/paper_files.h"
#include "app/session/level_names.h"
#include "app/session/variant_names.h"
#include "app/storage/atomic_file.h"

#include <QAction>
#include <QBoxLayout>
#include <QBuffer>
#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QSettings>
#include <QStandardPaths>
#include <QToolBar>

namespace nonet::app {
namespace {

const QString kIncludeEntriesKey = QStringLiteral("variants/printEntries");
constexpr double kMarginMm = 15;

std::shared_ptr<QPrinter> newPrinter()
{
    auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
    printer->setPageMargins(QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm), QPageLayout::Millimeter);
    return printer;
}

// Paints the sheet on the device's whole paintable area.
bool paintSheet(QPaintDevice& device, const ShapeSheetContent& content)
{
    QPainter painter;
    if (!painter.begin(&device)) return false;
    ShapeSheet::paint(painter, QRectF(0, 0, device.width(), device.height()), content);
    return painter.end();
}

} // namespace

VariantPrinting::VariantPrinting(QWidget* window, GameSource game) : QObject(window), window_(window), game_(std::move(game))
{
    worker_.setMaxThreadCount(1);
    const auto make = [this](const QString& text, const char* name, const QString& icon, const QString& tip) {
        auto* action = new QAction(QIcon::fromTheme(icon), text, this);
        action->setObjectName(QLatin1String(name));
        action->setToolTip(tip);
        action->setStatusTip(tip);
        return action;
    };
    printAction = make(tr("&Print…"), "variantPrint", QStringLiteral("document-print"), tr("Print the puzzle on paper"));
    printAction->setShortcuts(QKeySequence::Print);
    previewAction = make(tr("Print Pre&view…"), "variantPrintPreview", QStringLiteral("document-print-preview"),
                         tr("See the printed page before printing"));
    pdfAction = make(tr("Export as P&DF…"), "variantExportPdf", QStringLiteral("application-pdf"),
                     tr("Save the printed page as a PDF file"));
    connect(printAction, &QAction::triggered, this, &VariantPrinting::showPrint);
    connect(previewAction, &QAction::triggered, this, &VariantPrinting::showPreview);
    connect(pdfAction, &QAction::triggered, this, &VariantPrinting::exportPdf);
}

VariantPrinting::~VariantPrinting() { worker_.waitForDone(); }

void VariantPrinting::setEnabled(bool enabled)
{
    for (QAction* action : {printAction, previewAction, pdfAction}) action->setEnabled(enabled);
}

bool VariantPrinting::includeEntries() const { return QSettings().value(kIncludeEntriesKey, false).toBool(); }

void VariantPrinting::setIncludeEntries(bool on) { QSettings().setValue(kIncludeEntriesKey, on); }

ShapeSheetContent VariantPrinting::sheetOf(const ShapeGame& game, bool withEntries)
{
    ShapePaperBoard board = ShapePaperBoard::blank(game.puzzle().givens);
    if (withEntries) {
        board.notes.resize(static_cast<std::size_t>(game.cellCount()));
        for (int cell = 0; cell < game.cellCount(); ++cell) {
            if (game.isGiven(cell)) continue;
            board.entries.setAt(cell, game.value(cell));
            board.notes[static_cast<std::size_t>(cell)] = game.notes(cell);
        }
    }
    return {std::move(board), tr("Nonet · %1 · %2").arg(VariantNames::title(game.variant()), levelTitle(game.level())),
            ShapeSheet::codeLinesOf(game.puzzle().givens)};
}

QByteArray VariantPrinting::pdf(const ShapeSheetContent& content, const QPageSize& pageSize)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setCreator(QStringLiteral("Nonet"));
        writer.setTitle(content.heading);
        writer.setPageSize(pageSize);
        writer.setPageMargins(QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm), QPageLayout::Millimeter);
        paintSheet(writer, content); // ending the painter writes the PDF's trailer into the buffer
    }
    return bytes;
}

void VariantPrinting::printOn(const std::shared_ptr<QPrinter>& printer)
{
    const ShapeGame* game = game_();
    if (game == nullptr) return;
    runInBackground(
        this, &worker_, [printer, content = sheetOf(*game, includeEntries())] { return paintSheet(*printer, content); },
        [this](bool printed) {
            if (printed) emit message(tr("The puzzle was sent to the printer."));
            else emit problem(tr("The printer did not take the puzzle."));
            emit finished(printed);
        });
}

QPrintDialog* VariantPrinting::showPrint()
{
    if (game_() == nullptr) return nullptr;
    auto printer = newPrinter();
    printer->setDocName(tr("Nonet variant puzzle"));
    auto* dialog = new QPrintDialog(printer.get(), window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Print the Puzzle"));
    // A tab of our own in the print dialog: what goes on the page.
    auto* tab = new QWidget;
    tab->setWindowTitle(tr("Puzzle"));
    auto* layout = new QVBoxLayout(tab);
    auto* entries = new QCheckBox(tr("Include my &entries and notes"), tab);
    entries->setObjectName(QStringLiteral("variantPrintEntries"));
    entries->setAccessibleName(tr("Include my entries and notes"));
    entries->setChecked(includeEntries());
    layout->addWidget(entries);
    layout->addStretch(1);
    dialog->setOptionTabs({tab});
    connect(dialog, &QDialog::accepted, this, [this, printer, entries] {
        setIncludeEntries(entries->isChecked());
        printOn(printer);
    });
    dialog->open();
    return dialog;
}

QPrintPreviewDialog* VariantPrinting::showPreview()
{
    if (game_() == nullptr) return nullptr;
    auto printer = newPrinter();
    printer->setDocName(tr("Nonet variant puzzle"));
    auto* dialog = new QPrintPreviewDialog(printer.get(), window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Print Preview"));
    // Qt paints the preview (and its Print button's pages) on the GUI thread: one page.
    connect(dialog, &QPrintPreviewDialog::paintRequested, this, [this](QPrinter* target) {
        if (const ShapeGame* game = game_()) paintSheet(*target, sheetOf(*game, includeEntries()));
    });
    // The same choice as the print dialog's tab, on the preview's toolbar.
    if (auto* bar = dialog->findChild<QToolBar*>()) {
        auto* toggle = new QAction(tr("Entries and Notes"), dialog);
        toggle->setObjectName(QStringLiteral("variantPreviewEntries"));
        toggle->setToolTip(tr("Include my entries and notes"));
        toggle->setCheckable(true);
        toggle->setChecked(includeEntries());
        bar->addSeparator();
        bar->addAction(toggle);
        connect(toggle, &QAction::toggled, dialog, [this, dialog](bool on) {
            setIncludeEntries(on);
            if (auto* preview = dialog->findChild<QPrintPreviewWidget*>()) preview->updatePreview();
        });
    }
    // The printer lives as long as the dialog.
    connect(dialog, &QObject::destroyed, this, [printer] {});
    dialog->open();
    return dialog;
}

void VariantPrinting::exportPdf()
{
    const ShapeGame* game = game_();
    if (game == nullptr) return;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString name = tr("Nonet %1 %2").arg(VariantNames::title(game->variant()), levelTitle(game->level())) + QStringLiteral(".pdf");
    QString path = QFileDialog::getSaveFileName(window_, tr("Export as PDF"), QDir(folder).filePath(name), tr("PDF documents (*.pdf)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pdf");
    writePdf(path);
}

void VariantPrinting::writePdf(const QString& path)
{
    const ShapeGame* game = game_();
    if (game == nullptr) return;
    runInBackground(
        this, &worker_,
        [path, content = sheetOf(*game, includeEntries()), page = PaperFiles::defaultPageSize()]() -> std::optional<QString> {
            return writeFileAtomically(path, pdf(content, page));
        },
        [this, path](const std::optional<QString>& reason) {
            if (reason) emit problem(PaperFiles::unwritable(path, *reason).message);
            else emit message(tr("Saved the page to “%1”.").arg(QDir::toNativeSeparators(path)));
            emit finished(!reason);
        });
}

} // namespace nonet::app
