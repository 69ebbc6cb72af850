#pragma once
// One piece of work that must not hold up the GUI thread and needs no stop (writing a file,
// painting pages for a printer): `work` runs on `pool`, then `done(result)` on the thread of
// `context`, unless `context` was destroyed meanwhile (then the result is dropped). The
// caller's pool outlives the work: destroying a QThreadPool waits for its tasks. Work that
// can be stopped or superseded uses BackgroundJob; many items at once, BackgroundBatch.

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <type_traits>
#include <utility>

namespace nonet::app {

template <typename Work, typename Done>
void runInBackground(QObject* context, QThreadPool* pool, Work work, Done done)
{
    using Result = std::invoke_result_t<Work>;
    auto* watcher = new QFutureWatcher<Result>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context, [watcher, done = std::move(done)]() mutable {
        done(watcher->result());
        watcher->deleteLater();
    });
    watcher->setFuture(QtConcurrent::run(pool, std::move(work)));
}

} // namespace nonet::app
