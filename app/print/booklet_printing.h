#pragma once
// File > Print Booklet, from the dialog to the paper or the PDF, never holding up the GUI:
//
//   BookletDialog --Save as PDF--> file dialog --+
//                 --Print-------> print dialog --+--> BookletJob (pool, then generator;
//                                                |    workers) -- progress dialog, Cancel
//                                                v
//                                 paint every page on a worker (QPdfWriter into memory,
//                                 then an atomic write; or the QPrinter) -- Cancel
//                                                v
//                                 message("Saved the booklet to …") or problem(reason)
//
// Cancel at any point stops the workers; nothing is written then.

#include "app/paper/booklet.h"
#include "app/paper/paper_files.h"
#include "app/print/booklet_dialog.h"
#include "app/print/booklet_job.h"

#include <QObject>
#include <QPointer>
#include <QProgressDialog>
#include <QThreadPool>

#include <memory>
#include <stop_token>
#include <variant>

class QPrinter;
class QWidget;

namespace nonet::app {

class PuzzleSource;

class BookletPrinting : public QObject {
    Q_OBJECT
public:
    BookletPrinting(QWidget* window, PuzzleSource* source, QObject* parent = nullptr);
    ~BookletPrinting() override;

    // The dialog (window-modal, deleted on close), `level` checked at first.
    BookletDialog* showDialog(Variant variant, Level level);

    void saveAsPdf(const BookletChoice& choice, const QString& path);
    void print(const BookletChoice& choice, std::shared_ptr<QPrinter> printer);
    void cancel();
    bool isBusy() const { return busy_; }
    QProgressDialog* progressDialog() const { return progress_; }
    BookletJob* job() { return &job_; }

signals:
    void message(const QString& text);
    void problem(const QString& text);
    // The booklet was written or printed (true), or cancelled or refused (false).
    void done(bool success);

private:
    using Output = std::variant<QString, std::shared_ptr<QPrinter>>;
    void start(const BookletChoice& choice, Output output);
    void onGathered(const std::vector<GamePuzzle>& puzzles);
    void finish(bool success, const QString& text);

    QWidget* window_;
    BookletJob job_;
    QThreadPool writer_;
    QPointer<QProgressDialog> progress_;
    BookletChoice choice_;
    Output output_;
    std::stop_source stop_;
    bool busy_ = false;
};

} // namespace nonet::app
