#include "app/diagnostics/startup_probe.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QTimer>
#include <QWidget>

#include <cstdio>
#include <sys/resource.h>
#include <unistd.h>

namespace nonet::app {
namespace {

// Milliseconds since this process started, from /proc; negative where /proc is missing.
double processAgeMs()
{
    QFile stat(QStringLiteral("/proc/self/stat"));
    QFile uptime(QStringLiteral("/proc/uptime"));
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly)) return -1;
    const QByteArray statText = stat.readAll();
    // Field 22 (starttime, in clock ticks since boot) comes after the ")" ending field 2.
    const QList<QByteArray> fields = statText.mid(statText.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 20) return -1;
    const double startTicks = fields[19].toDouble();
    const double upSeconds = uptime.readAll().split(' ').value(0).toDouble();
    const long ticksPerSecond = sysconf(_SC_CLK_TCK);
    if (ticksPerSecond <= 0) return -1;
    return (upSeconds - startTicks / static_cast<double>(ticksPerSecond)) * 1000.0;
}

// User + system CPU time of this process so far, in milliseconds.
double cpuTimeMs()
{
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) != 0) return -1;
    const auto ms = [](const timeval& t) { return static_cast<double>(t.tv_sec) * 1000.0 + static_cast<double>(t.tv_usec) / 1000.0; };
    return ms(usage.ru_utime) + ms(usage.ru_stime);
}

} // namespace

StartupProbe::StartupProbe(QWidget* board, const QElapsedTimer& sinceMain, QObject* parent)
    : QObject(parent), board_(board), sinceMain_(sinceMain)
{
    board_->installEventFilter(this);
}

bool StartupProbe::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == board_ && event->type() == QEvent::Paint && firstPaintMs_ < 0) {
        firstPaintMs_ = sinceMain_.elapsed();
        processAgeMs_ = processAgeMs();
        cpuMs_ = cpuTimeMs();
        // Report once this paint (and the cells' paints in the same pass) have finished.
        QTimer::singleShot(0, this, &StartupProbe::report);
    }
    return QObject::eventFilter(watched, event);
}

void StartupProbe::report()
{
    std::printf("startup: first paint of the board %lld ms after main()\n", static_cast<long long>(firstPaintMs_));
    if (processAgeMs_ >= 0) std::printf("startup: first paint of the board %.0f ms after process start (10 ms resolution)\n", processAgeMs_);
    if (cpuMs_ >= 0) std::printf("startup: %.0f ms of CPU time (user + system) up to the first paint\n", cpuMs_);
    std::fflush(stdout);
    QCoreApplication::quit();
}

} // namespace nonet::app
