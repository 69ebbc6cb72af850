#include "app/pool/worker_priority.h"

#include <algorithm>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace nonet::app {

void lowerThisThread([[maybe_unused]] QThread::Priority priority)
{
#ifdef Q_OS_LINUX
    // Steps below the GUI, counted from the main thread's nice value (the pid names the main
    // thread): a game started with `nice` keeps its jobs below itself, and no job ever asks
    // for more priority than it has, which an unprivileged process may not.
    const int steps = priority <= QThread::LowestPriority ? 15 : priority <= QThread::LowPriority ? 10 : 0;
    if (steps == 0) return;
    const int gui = getpriority(PRIO_PROCESS, static_cast<id_t>(getpid()));
    const int nice = std::min(19, gui + steps);
    if (nice > getpriority(PRIO_PROCESS, static_cast<id_t>(gettid()))) setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), nice);
#endif
}

} // namespace nonet::app
