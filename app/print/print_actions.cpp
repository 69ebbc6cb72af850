#include "app/print/print_actions.h"

#include "app/jobs/run_in_background.h"
#include "app/paper/paper_files.h"
#include "app/print/game_paper.h"
#include "app/session/game_session.h"
#include "app/session/level_names.h"
#include "app/session/variant_names.h"
#include "app/storage/atomic_file.h"
#include "core/presets/preset.h"

#include <QAction>
#include <QBoxLayout>
#include <QBuffer>
#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QScreen>
#include <QGuiApplication>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QSettings>
#include <QStandardPaths>
#include <QToolBar>

#include <algorithm>

namespace nonet::app {
namespace {

const QString kIncludeProgressKey = QStringLiteral("print/includeProgress");
constexpr double kMarginMm = 15;

std::shared_ptr<QPrinter> newPrinter()
{
    auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
    printer->setPageMargins(QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm), QPageLayout::Millimeter);
    return printer;
}

// Paints the sheet on the device's whole paintable area.
bool paintSheet(QPaintDevice& device, const SheetContent& content)
{
    QPainter painter;
    if (!painter.begin(&device)) return false;
    PuzzleSheet::paint(painter, QRectF(0, 0, device.width(), device.height()), content);
    return painter.end();
}

// The words of a file name for the game: "medium", "jigsaw-medium".
QString nameOf(const GameState& state)
{
    QString words = levelTitle(state.level()).toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
    if (!presetOf(state.variant()).home) {
        const std::string_view key = variantKey(state.variant());
        words.prepend(QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size())) + QLatin1Char('-'));
    }
    return words;
}

} // namespace

PrintActions::PrintActions(QWidget* window, GameSession* session, PuzzleSource* source)
    : PrintActions(
          window, [session]() -> std::optional<GameState> { return session->hasGame() ? std::optional(session->state()) : std::nullopt; },
          source)
{
    connect(session, &GameSession::reset, this, &PrintActions::updateEnabled);
}

PrintActions::PrintActions(QWidget* window, Game game, PuzzleSource* source)
    : QObject(window), window_(window), game_(std::move(game)), booklets_(window, source)
{
    worker_.setMaxThreadCount(1);
    const auto make = [this](const QString& text, const char* name, const QString& icon, const QString& tip) {
        auto* action = new QAction(QIcon::fromTheme(icon), text, this);
        action->setObjectName(QLatin1String(name));
        action->setToolTip(tip);
        action->setStatusTip(tip);
        return action;
    };
    printAction = make(tr("&Print…"), "actionPrint", QStringLiteral("document-print"), tr("Print the puzzle on paper"));
    printAction->setShortcuts(QKeySequence::Print);
    previewAction = make(tr("Print Pre&view…"), "actionPrintPreview", QStringLiteral("document-print-preview"),
                         tr("See the printed page before printing"));
    pdfAction = make(tr("Export as P&DF…"), "actionExportPdf", QStringLiteral("application-pdf"), tr("Save the printed page as a PDF file"));
    bookletAction = make(tr("Print &Booklet…"), "actionPrintBooklet", QStringLiteral("document-print"),
                         tr("Print many puzzles, or save them as a PDF, with answer pages"));
    pictureAction = make(tr("Export Pict&ure…"), "actionExportPicture", QStringLiteral("image-x-generic"),
                         tr("Save the board as a PNG or SVG picture"));

    connect(printAction, &QAction::triggered, this, &PrintActions::showPrint);
    connect(previewAction, &QAction::triggered, this, &PrintActions::showPreview);
    connect(pdfAction, &QAction::triggered, this, &PrintActions::exportPdf);
    connect(bookletAction, &QAction::triggered, this, &PrintActions::showBooklet);
    connect(pictureAction, &QAction::triggered, this, &PrintActions::showPicture);
    connect(&booklets_, &BookletPrinting::message, this, &PrintActions::message);
    connect(&booklets_, &BookletPrinting::problem, this, &PrintActions::problem);
    updateEnabled();
}

PrintActions::~PrintActions() { worker_.waitForDone(); }

void PrintActions::updateEnabled()
{
    const bool game = game_().has_value();
    for (QAction* action : {printAction, previewAction, pdfAction, pictureAction}) action->setEnabled(game);
}

bool PrintActions::includeProgress() const { return QSettings().value(kIncludeProgressKey, false).toBool(); }

void PrintActions::setIncludeProgress(bool on) { QSettings().setValue(kIncludeProgressKey, on); }

void PrintActions::printOn(const std::shared_ptr<QPrinter>& printer)
{
    const std::optional<GameState> game = game_();
    if (!game) return;
    const SheetContent content = sheetOf(*game, includeProgress());
    runInBackground(
        this, &worker_, [printer, content] { return paintSheet(*printer, content); },
        [this, file = printer->outputFormat() == QPrinter::PdfFormat ? printer->outputFileName() : QString()](bool printed) {
            // "Print to File" is a PDF the player will look for, not a printer.
            if (printed && !file.isEmpty()) emit message(tr("The puzzle was saved to “%1”.").arg(QDir::toNativeSeparators(file)));
            else if (printed) emit message(tr("The puzzle was sent to the printer."));
            else if (!file.isEmpty()) emit problem(tr("“%1” could not be written.").arg(QDir::toNativeSeparators(file)));
            else emit problem(tr("The printer did not take the puzzle."));
            emit finished(printed);
        });
}

QPrintDialog* PrintActions::showPrint()
{
    if (!game_()) return nullptr;
    auto printer = newPrinter();
    printer->setDocName(tr("Nonet puzzle"));
    auto* dialog = new QPrintDialog(printer.get(), window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Print the Puzzle"));
    // A tab of our own in the print dialog: what goes on the page.
    auto* tab = new QWidget;
    tab->setWindowTitle(tr("Puzzle"));
    auto* layout = new QVBoxLayout(tab);
    auto* progress = new QCheckBox(tr("Include my &entries and notes"), tab);
    progress->setObjectName(QStringLiteral("printIncludeProgress"));
    progress->setAccessibleName(tr("Include my entries and notes"));
    progress->setChecked(includeProgress());
    layout->addWidget(progress);
    layout->addStretch(1);
    dialog->setOptionTabs({tab});
    connect(dialog, &QDialog::accepted, this, [this, printer, progress] {
        setIncludeProgress(progress->isChecked());
        printOn(printer);
    });
    dialog->open();
    return dialog;
}

QPrintPreviewDialog* PrintActions::showPreview()
{
    if (!game_()) return nullptr;
    auto printer = newPrinter();
    printer->setDocName(tr("Nonet puzzle"));
    auto* dialog = new QPrintPreviewDialog(printer.get(), window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Print Preview"));
    // Qt paints the preview (and its Print button's pages) on the GUI thread: one page.
    connect(dialog, &QPrintPreviewDialog::paintRequested, this, [this](QPrinter* target) {
        if (const std::optional<GameState> game = game_()) paintSheet(*target, sheetOf(*game, includeProgress()));
    });
    // The same choice as the print dialog's tab, on the preview's toolbar.
    if (auto* bar = dialog->findChild<QToolBar*>()) {
        auto* toggle = new QAction(tr("Entries and Notes"), dialog);
        toggle->setObjectName(QStringLiteral("previewIncludeProgress"));
        toggle->setToolTip(tr("Include my entries and notes"));
        toggle->setCheckable(true);
        toggle->setChecked(includeProgress());
        bar->addSeparator();
        bar->addAction(toggle);
        connect(toggle, &QAction::toggled, dialog, [this, dialog](bool on) {
            setIncludeProgress(on);
            if (auto* preview = dialog->findChild<QPrintPreviewWidget*>()) preview->updatePreview();
        });
    }
    // The printer lives as long as the dialog.
    connect(dialog, &QObject::destroyed, this, [printer] {});
    // Large enough to read the page: most of the screen's height, a page's width beside
    // it, the whole page in view (Qt's own size shows it at a third of its size).
    const QScreen* screen = window_ != nullptr ? window_->screen() : QGuiApplication::primaryScreen();
    const QRect available = screen != nullptr ? screen->availableGeometry() : QRect(0, 0, 1280, 900);
    const int height = std::max(480, available.height() * 85 / 100);
    // Wide enough for the whole toolbar too: Entries and Notes at its end stays in view.
    const QToolBar* tools = dialog->findChild<QToolBar*>();
    const int toolbar = tools != nullptr ? tools->sizeHint().width() + 24 : 0;
    dialog->resize(std::min(available.width(), std::max(height * 4 / 5 + 160, toolbar)), height);
    if (auto* preview = dialog->findChild<QPrintPreviewWidget*>()) preview->fitInView();
    dialog->open();
    return dialog;
}

QString PrintActions::pictureFileName(const QString& path, PictureFormat format)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QStringLiteral("png") || suffix == QStringLiteral("svg")) return path;
    return path + (format == PictureFormat::Svg ? QStringLiteral(".svg") : QStringLiteral(".png"));
}

PictureDialog* PrintActions::showPicture()
{
    if (!game_()) return nullptr;
    auto* dialog = new PictureDialog(PictureDialog::savedChoice(), window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const std::optional<GameState> game = game_();
        if (!game) return;
        const PictureChoice choice = dialog->choice();
        PictureDialog::saveChoice(choice);
        const bool svg = choice.format == PictureFormat::Svg;
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        const QString name = tr("nonet-%1").arg(nameOf(*game)) + (svg ? QStringLiteral(".svg") : QStringLiteral(".png"));
        const QString path = QFileDialog::getSaveFileName(window_, tr("Save the Picture"), QDir(folder).filePath(name),
                                                          svg ? tr("SVG drawings (*.svg)") : tr("PNG images (*.png)"));
        if (!path.isEmpty()) savePicture(pictureFileName(path, choice.format), choice);
    });
    dialog->open();
    return dialog;
}

void PrintActions::savePicture(const QString& path, const PictureChoice& choice)
{
    const std::optional<GameState> game = game_();
    if (!game) return;
    const PaperBoard board = paperBoardOf(*game, choice.asShown);
    const PictureFormat format = PaperFiles::pictureFormatOf(path);
    runInBackground(
        this, &worker_, [path, board, side = choice.side, format] { return PaperFiles::writePicture(path, board, side, format); },
        [this, path](const std::optional<PaperProblem>& problem) {
            if (problem) emit this->problem(problem->message);
            else emit message(tr("Saved the picture to “%1”.").arg(QDir::toNativeSeparators(path)));
            emit finished(!problem);
        });
}

BookletDialog* PrintActions::showBooklet()
{
    const std::optional<GameState> game = game_();
    return booklets_.showDialog(game ? game->variant() : homeVariant(), game ? game->level() : Level::Easy);
}

QByteArray PrintActions::pdf(const SheetContent& content, const QPageSize& pageSize)
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

void PrintActions::exportPdf()
{
    const std::optional<GameState> game = game_();
    if (!game) return;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString name = tr("nonet-%1").arg(nameOf(*game)) + QStringLiteral(".pdf");
    QString path = QFileDialog::getSaveFileName(window_, tr("Export as PDF"), QDir(folder).filePath(name), tr("PDF documents (*.pdf)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pdf");
    writePdf(path);
}

void PrintActions::writePdf(const QString& path)
{
    const std::optional<GameState> game = game_();
    if (!game) return;
    runInBackground(
        this, &worker_,
        [path, content = sheetOf(*game, includeProgress()), page = PaperFiles::defaultPageSize()]() -> std::optional<QString> {
            return writeFileAtomically(path, pdf(content, page));
        },
        [this, path](const std::optional<QString>& reason) {
            if (reason) emit problem(PaperFiles::unwritable(path, *reason).message);
            else emit message(tr("Saved the page to “%1”.").arg(QDir::toNativeSeparators(path)));
            emit finished(!reason);
        });
}

} // namespace nonet::app
