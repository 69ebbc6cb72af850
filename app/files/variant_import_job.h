#pragma once
// Imports a variant's puzzle without holding up the GUI, as ImportJob does for the classic
// game: the text is parsed at once (bounded, cheap), then a worker checks the solutions and
// grades it; the answer comes back on the GUI thread by signal, never from inside start().
//
//   start(text, variant) --parse--> problem? ------------------> failed(problem)
//                           |ok
//                           v  a private pool of one thread
//                  solutions (limit 2) + grade (stop token)
//                           |
//   finished(game) <--------+  or failed(problem)   (a newer start() or cancel() drops it)

#include "app/files/variant_import.h"
#include "app/jobs/background_job.h"

#include <QObject>
#include <QThreadPool>

#include <variant>

namespace nonet::app {

class VariantImportJob : public QObject {
    Q_OBJECT
public:
    explicit VariantImportJob(QObject* parent = nullptr);
    // Cancels and waits: no worker outlives the job.
    ~VariantImportJob() override;

    // variant: what the text is read as (VariantImport::variantOf), not Classic.
    void start(const QString& text, Variant variant);
    void cancel();
    bool isBusy() const { return busy_; }
    // Blocks until the running check is done (tests, shutdown).
    void waitForFinished();

signals:
    void finished(const nonet::ShapeGame& game);
    void failed(const nonet::app::ImportProblem& problem);
    void busyChanged(bool busy);

private:
    using Result = std::variant<ImportProblem, ShapeGame>; // default-constructible, as QFuture wants
    void setBusy(bool busy);

    QThreadPool pool_;         // one worker; waited for at the end, superseded work too
    BackgroundJob<Result> check_;
    quint64 id_ = 0;           // of the latest start(), for a refusal of the parser
    bool busy_ = false;
};

} // namespace nonet::app
