#pragma once
// Engine work off the GUI thread, and the GUI thread's side of it, written once for the
// import check, the hint search, the expert-scale estimate, the puzzle pool's jobs, the
// daily puzzle and its result check, and the trainer's positions and diagrams:
//
//   start(work) --QtConcurrent::run(threads, work(stop token))--> a worker thread
//        |                                                              |
//        |  requestStop()   the token says stop; a result still comes   |
//        |  cancel()        the token says stop; no result comes        |
//        |  start() again   cancel(), then the new work                 |
//        v                                                              v
//   done(result) <---- QFutureWatcher::finished, on the job's thread ---+
//
// The work sees its own copies and the stop token, nothing of the job. The destructor
// cancels and waits for the work it started last (work superseded earlier ends on its
// own; an owner with a private QThreadPool waits for that pool). done() may delete the
// job only with deleteLater(): it runs inside the watcher's signal.

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>
#include <optional>
#include <stop_token>
#include <utility>

namespace nonet::app {

template <typename Result>
class BackgroundJob : public QObject {
public:
    using Done = std::function<void(Result)>;

    // The work runs on `threads` (not owned), or on QThreadPool::globalInstance().
    explicit BackgroundJob(Done done, QThreadPool* threads = nullptr, QObject* parent = nullptr)
        : QObject(parent), done_(std::move(done)), threads_(threads != nullptr ? threads : QThreadPool::globalInstance())
    {
        connect(&watcher_, &QFutureWatcherBase::finished, this, [this] {
            if (!pending_) return; // cancelled
            pending_ = false;
            done_(watcher_.result());
        });
    }
    ~BackgroundJob() override
    {
        cancel();
        watcher_.waitForFinished();
    }

    // work: Result(std::stop_token), called once on a worker thread.
    template <typename Work>
    void start(Work work)
    {
        cancel();
        stop_ = std::stop_source();
        pending_ = true;
        watcher_.setFuture(QtConcurrent::run(threads_, [work = std::move(work), token = stop_.get_token()] { return work(token); }));
    }
    void requestStop() { stop_.request_stop(); }
    void cancel()
    {
        stop_.request_stop();
        pending_ = false;
    }

    // The work started last is still running (after cancel() too, until it returns).
    bool isRunning() const { return watcher_.isRunning(); }
    // The work started last was told to stop: inside done(), its result may be partial.
    bool stopRequested() const { return stop_.stop_requested(); }
    // A result is still to come to done().
    bool isPending() const { return pending_; }
    // Work runs, or its result is still on the way to done(): starting other work now would
    // throw that result away. A job that runs one piece of work at a time waits for this.
    bool isBusy() const { return isRunning() || pending_; }
    void waitForFinished() { watcher_.waitForFinished(); }
    // A finished result done() has not had (at shutdown, once the threads were waited for
    // and no event loop runs): it will not come to done() any more.
    std::optional<Result> takeFinished()
    {
        if (!pending_ || !watcher_.isFinished() || watcher_.future().resultCount() == 0) return std::nullopt;
        pending_ = false;
        return watcher_.result();
    }

private:
    Done done_;
    QThreadPool* threads_;
    QFutureWatcher<Result> watcher_;
    std::stop_source stop_;
    bool pending_ = false;
};

} // namespace nonet::app
