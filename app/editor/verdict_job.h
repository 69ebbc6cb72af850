#pragma once
// The editor's verdict without holding up typing: the quick part (empty, conflicts, full)
// answers at once; the solver and the grader run on a worker, and a newer grid stops the
// older one, whose answer is then dropped.
//
//   judge(grid) --quickVerdict--> decided? --------------------> verdictReady (queued)
//                    | no
//                    v   QtConcurrent, private one-thread pool, stop token
//               judgeEntry(grid) --> verdictReady       (only for the newest grid)

#include "app/editor/entry_verdict.h"

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>

#include <stop_token>

namespace nonet::app {

class VerdictJob : public QObject {
    Q_OBJECT
public:
    explicit VerdictJob(QObject* parent = nullptr);
    // Stops and waits: no worker outlives the job.
    ~VerdictJob() override;

    void judge(const Grid& givens);
    void cancel();
    bool isBusy() const { return busy_; }
    // The grid of the newest verdict asked for.
    const Grid& givens() const { return givens_; }

signals:
    // Always later than judge(), on this object's thread, for the newest grid only.
    void verdictReady(const nonet::app::EntryVerdict& verdict);

private:
    struct Result {
        quint64 id = 0;
        EntryVerdict verdict;
    };
    void workerDone();

    QThreadPool pool_;
    QFutureWatcher<Result> watcher_;
    std::stop_source stop_;
    Grid givens_;
    quint64 id_ = 0;
    bool busy_ = false;
};

} // namespace nonet::app
