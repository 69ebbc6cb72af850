#pragma once
// Many independent pieces of engine work off the GUI thread, each answered as soon as it is
// done (a booklet's puzzles: one generation a slot, as many at a time as `threads` runs):
//
//   start(items, work) --QtConcurrent::mapped(threads, work(item, stop token))--> workers
//        |                                                                          |
//        |  cancel()        the token says stop; no more answers                    |
//        |  start() again   cancel(), then the new items                            |
//        v                                                                          v
//   each(result) <---- QFutureWatcher::resultReadyAt, on the batch's thread, in the order
//                      the workers finish (a result carries what it needs to be placed)
//
// The destructor cancels and waits for the workers. Like BackgroundJob, the work sees its
// own copies and the stop token, nothing of the batch.

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <functional>
#include <stop_token>
#include <utility>
#include <vector>

namespace nonet::app {

template <typename Item, typename Result>
class BackgroundBatch : public QObject {
public:
    using Each = std::function<void(Result)>;

    // The work runs on `threads` (not owned), or on QThreadPool::globalInstance().
    explicit BackgroundBatch(Each each, QThreadPool* threads = nullptr, QObject* parent = nullptr)
        : QObject(parent), each_(std::move(each)), threads_(threads != nullptr ? threads : QThreadPool::globalInstance())
    {
        connect(&watcher_, &QFutureWatcherBase::resultReadyAt, this, [this](int index) {
            if (active_) each_(watcher_.resultAt(index));
        });
    }
    ~BackgroundBatch() override
    {
        cancel();
        watcher_.waitForFinished();
    }

    // work: Result(const Item&, std::stop_token), called once per item on a worker thread.
    template <typename Work>
    void start(std::vector<Item> items, Work work)
    {
        cancel();
        stop_ = std::stop_source();
        active_ = true;
        watcher_.setFuture(QtConcurrent::mapped(threads_, std::move(items),
                                                [work = std::move(work), token = stop_.get_token()](const Item& item) {
                                                    return work(item, token);
                                                }));
    }
    void cancel()
    {
        active_ = false;
        stop_.request_stop();
        watcher_.cancel();
    }
    bool isRunning() const { return watcher_.isRunning(); }

private:
    Each each_;
    QThreadPool* threads_;
    QFutureWatcher<Result> watcher_;
    std::stop_source stop_;
    bool active_ = false;
};

} // namespace nonet::app
