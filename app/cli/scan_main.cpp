// nonet-cli-scan: the reading half of `nonet-cli scan`. nonet-cli hands the verb's
// arguments over by exec (hand_over.h); this program alone links Qt Gui (for its image
// readers, through app/pictures) and the picture reader (scan/).

#include "app/cli/arguments.h"
#include "app/cli/scan_help.h"
#include "app/cli/verb.h"
#include "app/pictures/picture_decoder.h"
#include "app/pictures/picture_scan.h"
#include "scan/picture_reader.h"

#include <QCoreApplication>
#include <QString>

#include <fcntl.h>
#include <unistd.h>

#include <iostream>
#include <ostream>
#include <string>
#include <vector>

namespace nonet::cli {
namespace {

void onlyQtErrors(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg) std::cerr << "nonet-cli scan: " << message.toStdString() << '\n';
}

// "r3c5": row and column from 1.
std::string cellName(int cell)
{
    std::string name = "r0c0";
    name[1] = static_cast<char>('1' + cell / 9);
    name[3] = static_cast<char>('1' + cell % 9);
    return name;
}

// libpng writes its own complaints about a damaged file straight to standard error; the
// user gets this program's one line per picture instead.
template <typename Work>
auto quietly(Work work)
{
    std::cerr.flush();
    const int saved = dup(STDERR_FILENO);
    const int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (saved >= 0 && null >= 0) dup2(null, STDERR_FILENO);
    auto result = work();
    if (saved >= 0 && null >= 0) dup2(saved, STDERR_FILENO);
    if (null >= 0) close(null);
    if (saved >= 0) close(saved);
    return result;
}

// "<81 cells>\t<cells to check>", or the reason there is none.
struct Scanned {
    std::string line;
    std::string problem;
};

Scanned scanFile(const scan::PictureReader& reader, std::string_view file)
{
    const app::DecodedPicture decoded = quietly([&] { return app::PictureDecoder::readFile(QString::fromUtf8(file.data(), static_cast<qsizetype>(file.size()))); });
    const app::ScannedPicture scanned = app::PictureScan::scan(decoded, reader);
    if (!scanned.reading) return {{}, scanned.problem.toStdString()};
    std::string check;
    for (const int cell : scanned.cellsToCheck) {
        if (!check.empty()) check += ',';
        check += cellName(cell);
    }
    // A Jigsaw grid in Nonet's Jigsaw notation: the layout, a space, the cells.
    const std::string layout = scanned.reading->layout();
    return {(layout.empty() ? "" : layout + ' ') + scanned.reading->line() + '\t' + (check.empty() ? "-" : check), {}};
}

int runScan(std::span<const std::string_view> args)
{
    const Arguments arguments = parseArguments(args, kScanValueOptions);
    if (arguments.help) {
        std::cout << kScanHelp;
        return kExitOk;
    }
    std::string error = arguments.error;
    if (error.empty() && arguments.files.empty()) error = "no IMAGE given";
    if (!error.empty()) {
        std::cerr << "nonet-cli scan: " << error << "\n(see nonet-cli scan --help)\n";
        return kExitUsage;
    }
    qInstallMessageHandler(&onlyQtErrors);
    static int argc = 1;
    static char name[] = "nonet-cli-scan";
    static char* argv[] = {name, nullptr};
    const QCoreApplication application(argc, argv);
    const scan::PictureReader reader;
    int status = kExitOk;
    for (const std::string_view file : arguments.files) {
        const Scanned scanned = scanFile(reader, file);
        if (!scanned.problem.empty()) {
            std::cout.flush();
            std::cerr << "nonet-cli scan: " << file << ": " << scanned.problem << '\n';
            status = kExitNotAll;
            continue;
        }
        std::cout << scanned.line << '\n';
    }
    return status;
}

} // namespace
} // namespace nonet::cli

int main(int argc, char** argv)
{
    std::ios::sync_with_stdio(false);
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    const int status = nonet::cli::runScan(args);
    std::cout.flush();
    return status;
}
