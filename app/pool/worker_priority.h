#pragma once
// The priority of a pool's worker thread, where the scheduler listens. QThread priorities
// change nothing under Linux's default scheduler (SCHED_OTHER has a single static
// priority); there the thread's nice value is what yields to the GUI, and it is per thread.
// Called by a job on its own worker thread; a pool thread only ever runs generation jobs.

#include <QThread>

namespace nonet::app {

// Under Linux: the calling thread's nice value 10 (LowPriority) or 15 (LowestPriority) steps
// below the GUI's (the process's main thread), at most 19, never raised. Elsewhere nothing
// (the QThreadPool's thread priority does the work there).
void lowerThisThread(QThread::Priority priority);

} // namespace nonet::app
