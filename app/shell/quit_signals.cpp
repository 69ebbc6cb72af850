#include "app/shell/quit_signals.h"

#include <QCoreApplication>
#include <QSocketNotifier>
#include <QWidget>

#include <array>
#include <csignal>

#include <sys/socket.h>
#include <unistd.h>

namespace nonet::app {
namespace {

std::array<int, 2> pair{-1, -1}; // [0] written by the handler, [1] read on the GUI thread
constexpr std::array kSignals{SIGTERM, SIGINT, SIGHUP};

extern "C" void onQuitSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(pair[0], &byte, 1);
}

} // namespace

QuitSignals::QuitSignals(QWidget* window) : QObject(window), window_(window)
{
    if (pair[0] >= 0 || ::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair.data()) != 0) return;
    notifier_ = new QSocketNotifier(pair[1], QSocketNotifier::Read, this);
    connect(notifier_, &QSocketNotifier::activated, this, &QuitSignals::onSignal);
    struct sigaction action {};
    action.sa_handler = onQuitSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int signal : kSignals) ::sigaction(signal, &action, nullptr);
}

QuitSignals::~QuitSignals()
{
    if (notifier_ == nullptr) return;
    struct sigaction action {};
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    for (int signal : kSignals) ::sigaction(signal, &action, nullptr);
    ::close(pair[0]);
    ::close(pair[1]);
    pair = {-1, -1};
}

void QuitSignals::onSignal()
{
    char byte = 0;
    [[maybe_unused]] const ssize_t read = ::read(pair[1], &byte, 1);
    // As File ▸ Quit: the window closes (saving first, asking if that fails), and with the
    // last window the application quits. Without a window there is nothing to save.
    if (window_) window_->close();
    else QCoreApplication::quit();
}

} // namespace nonet::app
