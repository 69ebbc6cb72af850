#include "app/print/print_actions.h"

#include "app/jobs/run_in_background.h"
#include "app/paper/puzzle_sheet.h"
#include "app/print/game_paper.h"
#include "app/session/game_session.h"
#include "app/session/level_names.h"

#include <QAction>
#include <QBoxLayout>
#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QSettings>
#include <QStandardPaths>
#include <QToolBar>

namespace nonet::app {
namespace {

const QString kIncludeProgressKey = QStringLiteral("print/includeProgress");

std::shared_ptr<QPrinter> newPrinter()
{
    auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
    printer->setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    return printer;
}

// Paints the sheet on the painter's paged device, its whole paintable area.
bool paintSheet(QPrinter& printer, const SheetContent& content)
{
    QPainter painter;
    if (!painter.begin(&printer)) return false;
    PuzzleSheet::paint(painter, QRectF(0, 0, printer.width(), printer.height()), content);
    return painter.end();
}

} // namespace

PrintActions::PrintActions(QWidget* window, GameSession* session, PuzzleSource* source)
    : QObject(window), window_(window), session_(session), booklets_(window, source)
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
    bookletAction = make(tr("Print &Booklet…"), "actionPrintBooklet", QStringLiteral("document-print"),
                         tr("Print many puzzles, or save them as a PDF, with answer pages"));
    pictureAction = make(tr("Export Pict&ure…"), "actionExportPicture", QStringLiteral("image-x-generic"),
                         tr("Save the board as a PNG or SVG picture"));

    connect(printAction, &QAction::triggered, this, &PrintActions::showPrint);
    connect(previewAction, &QAction::triggered, this, &PrintActions::showPreview);
    connect(bookletAction, &QAction::triggered, this, &PrintActions::showBooklet);
    connect(pictureAction, &QAction::triggered, this, &PrintActions::showPicture);
    connect(&booklets_, &BookletPrinting::message, this, &PrintActions::message);
    connect(&booklets_, &BookletPrinting::problem, this, &PrintActions::problem);
    connect(session_, &GameSession::reset, this, &PrintActions::updateEnabled);
    updateEnabled();
}

PrintActions::~PrintActions() { worker_.waitForDone(); }

void PrintActions::updateEnabled()
{
    // Print and the picture need a game; a booklet does not.
    for (QAction* action : {printAction, previewAction, pictureAction}) action->setEnabled(session_->hasGame());
}

void PrintActions::addToMenu(QMenu* menu, QAction* before)
{
    menu->insertSeparator(before);
    menu->insertActions(before, {printAction, previewAction, bookletAction, pictureAction});
}

bool PrintActions::includeProgress() const { return QSettings().value(kIncludeProgressKey, false).toBool(); }

void PrintActions::setIncludeProgress(bool on) { QSettings().setValue(kIncludeProgressKey, on); }

void PrintActions::printOn(const std::shared_ptr<QPrinter>& printer)
{
    const SheetContent content = sheetOf(session_->state(), includeProgress());
    runInBackground(
        this, &worker_, [printer, content] { return paintSheet(*printer, content); },
        [this](bool printed) {
            if (printed) emit message(tr("The puzzle was sent to the printer."));
            else emit problem(tr("The printer did not take the puzzle."));
            emit finished(printed);
        });
}

QPrintDialog* PrintActions::showPrint()
{
    if (!session_->hasGame()) return nullptr;
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
    if (!session_->hasGame()) return nullptr;
    auto printer = newPrinter();
    printer->setDocName(tr("Nonet puzzle"));
    auto* dialog = new QPrintPreviewDialog(printer.get(), window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Print Preview"));
    // Qt paints the preview (and its Print button's pages) on the GUI thread: one page.
    connect(dialog, &QPrintPreviewDialog::paintRequested, this,
            [this](QPrinter* target) { paintSheet(*target, sheetOf(session_->state(), includeProgress())); });
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
    if (!session_->hasGame()) return nullptr;
    auto* dialog = new PictureDialog(PictureDialog::savedChoice(), window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const PictureChoice choice = dialog->choice();
        PictureDialog::saveChoice(choice);
        const bool svg = choice.format == PictureFormat::Svg;
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        const QString name = tr("nonet-%1").arg(levelTitle(session_->level()).toLower().replace(QLatin1Char(' '), QLatin1Char('-')))
                             + (svg ? QStringLiteral(".svg") : QStringLiteral(".png"));
        const QString path = QFileDialog::getSaveFileName(window_, tr("Save the Picture"), QDir(folder).filePath(name),
                                                          svg ? tr("SVG drawings (*.svg)") : tr("PNG images (*.png)"));
        if (!path.isEmpty()) savePicture(pictureFileName(path, choice.format), choice);
    });
    dialog->open();
    return dialog;
}

void PrintActions::savePicture(const QString& path, const PictureChoice& choice)
{
    const PaperBoard board = paperBoardOf(session_->state(), choice.asShown);
    const PictureFormat format = PaperFiles::pictureFormatOf(path);
    runInBackground(
        this, &worker_, [path, board, side = choice.side, format] { return PaperFiles::writePicture(path, board, side, format); },
        [this, path](const std::optional<PaperProblem>& problem) {
            if (problem) emit this->problem(problem->message);
            else emit message(tr("Saved the picture to “%1”.").arg(QDir::toNativeSeparators(path)));
            emit finished(!problem);
        });
}

BookletDialog* PrintActions::showBooklet() { return booklets_.showDialog(session_->hasGame() ? session_->level() : Level::Easy); }

} // namespace nonet::app
