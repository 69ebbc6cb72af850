#pragma once
// The faults of the disk that the fault tests make, without privileges, as root (CI) or as a
// user:
//
//   fault              how it is made
//   full disk          RLIMIT_FSIZE = 0 with SIGXFSZ ignored: every write fails (EFBIG)
//   read-only folder   mode 0555; when running as root (which ignores modes) this thread
//                      also drops CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH and CAP_FOWNER from
//                      its effective capabilities for the while (back afterwards)
//   vanished folder    the data folder is deleted while the objects that write there live
//
// NONET_MAKE_FAULT(scope, fault, folder) makes one for the rest of the scope (lift() ends it
// sooner), or skips the test saying why it cannot be made here.

#include <QDir>
#include <QFile>
#include <QMetaType>
#include <QString>
#include <QTest>

#include <array>
#include <csignal>

#include <linux/capability.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace nonet::test {

enum class Fault { FullDisk, ReadOnlyFolder, VanishedFolder };

} // namespace nonet::test

Q_DECLARE_METATYPE(nonet::test::Fault)

namespace nonet::test {

// Root ignores file modes through these capabilities; without them it is an ordinary owner.
constexpr std::array kOverrideCapabilities{CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER};

// Raises (from the permitted set) or drops the override capabilities in this thread's
// effective set. Capabilities are per thread on Linux, and every write under test happens
// on this thread.
inline bool setOverrides(bool on)
{
    __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
    std::array<__user_cap_data_struct, _LINUX_CAPABILITY_U32S_3> data{};
    if (syscall(SYS_capget, &header, data.data()) != 0) return false;
    for (int cap : kOverrideCapabilities) {
        auto& word = data[static_cast<std::size_t>(cap / 32)];
        const __u32 bit = __u32{1} << (cap % 32);
        word.effective = on ? (word.effective | (word.permitted & bit)) : (word.effective & ~bit);
    }
    return syscall(SYS_capset, &header, data.data()) == 0;
}

// Makes `fault` happen to `folder` for the scope's lifetime. unavailable() says why it could
// not be made (the test then skips, saying so).
class FaultScope {
public:
    FaultScope(Fault fault, QString folder) : fault_(fault), folder_(std::move(folder))
    {
        switch (fault_) {
        case Fault::FullDisk:
            getrlimit(RLIMIT_FSIZE, &saved_);
            previousHandler_ = std::signal(SIGXFSZ, SIG_IGN); // a failed write, not a killed process
            {
                rlimit none = saved_;
                none.rlim_cur = 0;
                if (setrlimit(RLIMIT_FSIZE, &none) != 0) unavailable_ = QStringLiteral("setrlimit(RLIMIT_FSIZE) failed");
            }
            break;
        case Fault::ReadOnlyFolder:
            QFile::setPermissions(folder_, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
                                               | QFile::ReadOther | QFile::ExeOther);
            if (geteuid() == 0 && !setOverrides(false)) unavailable_ = QStringLiteral("running as root and capset() failed");
            if (unavailable_.isEmpty()) {
                QFile probe(QDir(folder_).filePath(QStringLiteral("probe")));
                if (probe.open(QIODevice::WriteOnly)) {
                    probe.remove();
                    unavailable_ = QStringLiteral("the folder stays writable with mode 0555 (a file system that ignores modes?)");
                }
            }
            break;
        case Fault::VanishedFolder:
            QDir(folder_).removeRecursively();
            break;
        }
    }
    ~FaultScope() { lift(); }
    FaultScope(const FaultScope&) = delete;
    FaultScope& operator=(const FaultScope&) = delete;

    const QString& unavailable() const { return unavailable_; }

    void lift()
    {
        if (lifted_) return;
        lifted_ = true;
        if (fault_ == Fault::FullDisk) {
            setrlimit(RLIMIT_FSIZE, &saved_);
            std::signal(SIGXFSZ, previousHandler_);
        } else if (fault_ == Fault::ReadOnlyFolder) {
            if (geteuid() == 0) setOverrides(true);
            QFile::setPermissions(folder_, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
    }

private:
    Fault fault_;
    QString folder_;
    rlimit saved_{};
    void (*previousHandler_)(int) = SIG_DFL;
    QString unavailable_;
    bool lifted_ = false;
};

} // namespace nonet::test

#define NONET_MAKE_FAULT(scope, fault, folder)   \
    nonet::test::FaultScope scope(fault, folder); \
    if (!scope.unavailable().isEmpty()) QSKIP(qPrintable(scope.unavailable()));
