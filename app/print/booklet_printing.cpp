#include "app/print/booklet_printing.h"

#include "app/jobs/run_in_background.h"
#include "app/pool/symmetry_setting.h"
#include "app/session/level_names.h"
#include "ui/work_progress.h"

#include <QDir>
#include <QFileDialog>
#include <QPainter>
#include <QPrintDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QStandardPaths>

#include <random>

namespace nonet::app {

BookletPrinting::BookletPrinting(QWidget* window, PuzzleSource* source, QObject* parent)
    : QObject(parent), window_(window), job_(source)
{
    writer_.setMaxThreadCount(1);
    connect(&job_, &BookletJob::progress, this, [this](int ready, int total) {
        if (!progress_) return;
        progress_->setMaximum(total + 1); // the last step is the writing
        progress_->setValue(ready);
        progress_->setLabelText(tr("Preparing the puzzles: %1 of %2 ready…").arg(ready).arg(total));
    });
    connect(&job_, &BookletJob::finished, this, &BookletPrinting::onGathered);
}

BookletPrinting::~BookletPrinting()
{
    cancel();
    writer_.waitForDone();
}

BookletDialog* BookletPrinting::showDialog(Variant variant, Level level)
{
    auto* dialog = new BookletDialog(variant, level, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &BookletDialog::pdfRequested, this, [this](const BookletChoice& choice) {
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        QString path = QFileDialog::getSaveFileName(window_, tr("Save the Booklet"),
                                                    QDir(folder).filePath(tr("nonet-booklet") + QStringLiteral(".pdf")),
                                                    tr("PDF documents (*.pdf)"));
        if (path.isEmpty()) return;
        if (!path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive)) path += QStringLiteral(".pdf");
        saveAsPdf(choice, path);
    });
    connect(dialog, &BookletDialog::printRequested, this, [this](const BookletChoice& choice) {
        auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
        printer->setPageSize(choice.pageSize);
        printer->setDocName(choice.options.title);
        auto* printDialog = new QPrintDialog(printer.get(), window_);
        printDialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(printDialog, &QDialog::accepted, this, [this, choice, printer] { print(choice, printer); });
        printDialog->open();
    });
    dialog->open();
    return dialog;
}

void BookletPrinting::saveAsPdf(const BookletChoice& choice, const QString& path) { start(choice, path); }

void BookletPrinting::print(const BookletChoice& choice, std::shared_ptr<QPrinter> printer) { start(choice, std::move(printer)); }

void BookletPrinting::start(const BookletChoice& choice, Output output)
{
    cancel();
    choice_ = choice;
    output_ = std::move(output);
    busy_ = true;
    stop_ = std::stop_source();
    progress_ = ui::openWorkProgress(window_,
                                     {tr("Preparing the puzzles…"), tr("Print a Booklet"), tr("Cancel"),
                                      tr("Booklet progress"), QStringLiteral("bookletProgress")},
                                     choice.count + 1);
    connect(progress_, &QProgressDialog::canceled, this, [this] {
        if (!busy_) return;
        cancel();
        emit message(tr("The booklet was cancelled; nothing was written."));
        emit done(false);
    });
    std::random_device entropy;
    job_.start(choice.variant, choice.count, choice.levels, newGameSymmetry(), (std::uint64_t{entropy()} << 32) ^ entropy());
}

void BookletPrinting::onGathered(const std::vector<GamePuzzle>& gathered)
{
    if (!busy_) return;
    std::vector<BookletPuzzle> puzzles;
    puzzles.reserve(gathered.size());
    for (const GamePuzzle& puzzle : gathered) puzzles.push_back({puzzle.givens, puzzle.solution, levelTitle(puzzle.level)});
    const Booklet booklet(choice_.options, std::move(puzzles));
    const int pages = booklet.pageCount();
    const int count = static_cast<int>(gathered.size());
    if (progress_) {
        progress_->setValue(count);
        progress_->setLabelText(std::holds_alternative<QString>(output_) ? tr("Writing the booklet…") : tr("Printing the booklet…"));
    }
    const std::stop_token stop = stop_.get_token();
    if (const auto* path = std::get_if<QString>(&output_)) {
        runInBackground(
            this, &writer_,
            [booklet, path = *path, size = choice_.pageSize, stop] { return PaperFiles::writeBookletPdf(path, booklet, size, stop); },
            [this, path = *path, count, pages](const std::optional<PaperProblem>& problem) {
                if (!busy_) return;
                if (problem) finish(false, problem->message);
                else finish(true, tr("Saved the booklet to “%1”: %2, %3.")
                                      .arg(QDir::toNativeSeparators(path), tr("%n puzzle(s)", nullptr, count), tr("%n page(s)", nullptr, pages)));
            });
        return;
    }
    const auto printer = std::get<std::shared_ptr<QPrinter>>(output_);
    runInBackground(
        this, &writer_,
        [booklet, printer, stop]() -> bool {
            QPainter painter;
            if (!painter.begin(printer.get())) return false;
            const bool complete = booklet.paint(painter, *printer, stop);
            if (!complete) printer->abort();
            painter.end();
            return complete;
        },
        [this, pages](bool printed) {
            if (!busy_) return;
            if (printed) finish(true, tr("Sent the booklet to the printer: %1.").arg(tr("%n page(s)", nullptr, pages)));
            else finish(false, tr("The printer did not take the booklet."));
        });
}

void BookletPrinting::cancel()
{
    if (!busy_) return;
    busy_ = false;
    job_.cancel();
    stop_.request_stop();
}

void BookletPrinting::finish(bool success, const QString& text)
{
    busy_ = false;
    if (progress_) progress_->close();
    if (success) emit message(text);
    else emit problem(text);
    emit done(success);
}

} // namespace nonet::app
