#include "app/editor/verdict_job.h"

#include <QTimer>

namespace nonet::app {

VerdictJob::VerdictJob(QObject* parent)
    : QObject(parent), worker_([this](const EntryVerdict& verdict) { workerDone(verdict); }, &pool_)
{
    pool_.setMaxThreadCount(1);
}

VerdictJob::~VerdictJob()
{
    worker_.cancel();
    pool_.waitForDone();
}

void VerdictJob::judge(const Grid& givens, CellSet typed, std::vector<int> doubtful)
{
    cancel();
    givens_ = givens;
    const quint64 id = ++id_;
    busy_ = true;
    if (const auto quick = quickVerdict(givens, doubtful)) {
        QTimer::singleShot(0, this, [this, id, verdict = *quick] {
            if (id != id_) return; // superseded meanwhile
            busy_ = false;
            emit verdictReady(verdict);
        });
        return;
    }
    worker_.start([givens, typed, doubtful = std::move(doubtful)](std::stop_token stop) { return judgeEntry(givens, stop, typed, doubtful); });
}

void VerdictJob::cancel()
{
    ++id_; // a quick verdict on its way is for an older grid now
    worker_.cancel(); // and so is the worker's: its answer never comes
    busy_ = false;
}

void VerdictJob::workerDone(const EntryVerdict& verdict)
{
    if (verdict.cancelled) return;
    busy_ = false;
    emit verdictReady(verdict);
}

} // namespace nonet::app
