#pragma once
// The editor's verdict without holding up typing: the quick part (empty, conflicts, full)
// answers at once; the solver and the grader run on a worker, and a newer grid stops the
// older one, whose answer is then dropped.
//
//   judge(grid) --quickVerdict--> decided? --------------------> verdictReady (queued)
//                    | no
//                    v   BackgroundJob on a private one-thread pool, stop token
//               judgeEntry(grid) --> verdictReady       (only for the newest grid)

#include "app/editor/entry_verdict.h"
#include "app/jobs/background_job.h"

#include <QObject>
#include <QThreadPool>

namespace nonet::app {

class VerdictJob : public QObject {
    Q_OBJECT
public:
    explicit VerdictJob(QObject* parent = nullptr);
    // Stops and waits: no worker outlives the job.
    ~VerdictJob() override;

    // `typed`: the cells just changed (EntryVerdict's culprits keep them where they can);
    // `doubtful`: the givens read from a picture, least sure first (judgeEntry).
    void judge(const Grid& givens, CellSet typed = {}, std::vector<int> doubtful = {});
    void cancel();
    bool isBusy() const { return busy_; }
    // The grid of the newest verdict asked for.
    const Grid& givens() const { return givens_; }

signals:
    // Always later than judge(), on this object's thread, for the newest grid only.
    void verdictReady(const nonet::app::EntryVerdict& verdict);

private:
    void workerDone(const EntryVerdict& verdict);

    QThreadPool pool_;
    // Declared after the pool: destroyed first, it stops and waits for its work.
    BackgroundJob<EntryVerdict> worker_;
    Grid givens_;
    quint64 id_ = 0;
    bool busy_ = false;
};

} // namespace nonet::app
