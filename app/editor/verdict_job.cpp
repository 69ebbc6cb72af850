#include "app/editor/verdict_job.h"

#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace nonet::app {

VerdictJob::VerdictJob(QObject* parent) : QObject(parent)
{
    pool_.setMaxThreadCount(1);
    connect(&watcher_, &QFutureWatcher<Result>::finished, this, &VerdictJob::workerDone);
}

VerdictJob::~VerdictJob()
{
    stop_.request_stop();
    pool_.waitForDone();
}

void VerdictJob::judge(const Grid& givens)
{
    cancel();
    givens_ = givens;
    const quint64 id = ++id_;
    busy_ = true;
    if (const auto quick = quickVerdict(givens)) {
        QTimer::singleShot(0, this, [this, id, verdict = *quick] {
            if (id != id_) return; // superseded meanwhile
            busy_ = false;
            emit verdictReady(verdict);
        });
        return;
    }
    stop_ = std::stop_source();
    watcher_.setFuture(QtConcurrent::run(&pool_, [id, givens, stop = stop_.get_token()] { return Result{id, judgeEntry(givens, stop)}; }));
}

void VerdictJob::cancel()
{
    ++id_; // whatever is on its way is for an older grid now
    stop_.request_stop();
    busy_ = false;
}

void VerdictJob::workerDone()
{
    const Result result = watcher_.result();
    if (result.id != id_ || result.verdict.cancelled) return;
    busy_ = false;
    emit verdictReady(result.verdict);
}

} // namespace nonet::app
