// nonet-cli-booklet: the drawing half of `nonet-cli booklet` (a PDF of new puzzles of one
// level, several a page, answers at the end). nonet-cli hands the verb's arguments over
// by exec, so that nonet-cli itself stays plain C++: this program alone links Qt Gui
// (through app/paper) and paints on the offscreen platform, so it needs no display.

#include "app/cli/arguments.h"
#include "app/cli/booklet_help.h"
#include "app/cli/puzzle_production.h"
#include "app/cli/verb.h"
#include "app/paper/booklet.h"
#include "app/paper/paper_files.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>

#include <unistd.h>

#include <array>
#include <span>
#include <iostream>
#include <ostream>

namespace nonet::cli {
namespace {

using app::Booklet;
using app::BookletOptions;
using app::BookletPuzzle;
using app::PaperFiles;

constexpr int kExitUnwritten = 1;

struct Options {
    ProductionChoice production;
    QString output;
    BookletOptions booklet;
    QPageSize pageSize;
};

void onlyQtErrors(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg) std::cerr << "nonet-cli booklet: " << message.toStdString() << '\n';
}

QString fromView(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

// The output must be a file in a folder that exists and may be written: found out before
// any puzzle is made.
std::string checkOutput(const QString& path)
{
    const QFileInfo file(path);
    if (file.isDir()) return "--output '" + path.toStdString() + "' is a folder, not a file";
    const QFileInfo folder(file.absolutePath());
    if (!folder.isDir()) return "the folder of --output '" + path.toStdString() + "' does not exist";
    if (!folder.isWritable()) return "the folder of --output '" + path.toStdString() + "' cannot be written";
    if (file.exists() && !file.isWritable()) return "--output '" + path.toStdString() + "' cannot be written";
    return {};
}

std::string readOptions(const Arguments& arguments, Options& options)
{
    if (!arguments.files.empty()) return "unexpected argument '" + std::string(arguments.files.front()) + "'";
    if (!arguments.value("--count")) return "--count is required (1 to 100)";
    if (std::string error = readLevel(arguments, options.production.production); !error.empty()) return error;
    if (std::string error = readProductionOptions(arguments, Booklet::kMaxPuzzles, options.production); !error.empty())
        return error;
    const auto output = arguments.value("--output");
    if (!output || output->empty()) return "--output is required (the PDF file to write)";
    options.output = fromView(*output);
    if (const auto text = arguments.value("--per-page")) {
        const auto perPage = parseCount(*text);
        if (!perPage || !Booklet::isPerPageAllowed(*perPage))
            return "--per-page wants 1, 2, 4 or 6, not '" + std::string(*text) + "'";
        options.booklet.perPage = *perPage;
    }
    options.booklet.answers = arguments.has("--solutions");
    const std::string_view level = levelName(options.production.production.level);
    options.booklet.title = QStringLiteral("Nonet \u00b7 %1").arg(fromView(level));
    if (const auto title = arguments.value("--title")) options.booklet.title = fromView(*title);
    options.pageSize = PaperFiles::defaultPageSize();
    if (const auto paper = arguments.value("--paper")) {
        if (*paper == "a4" || *paper == "A4") options.pageSize = QPageSize(QPageSize::A4);
        else if (*paper == "letter" || *paper == "Letter") options.pageSize = QPageSize(QPageSize::Letter);
        else return "--paper wants a4 or letter, not '" + std::string(*paper) + "'";
    }
    return checkOutput(options.output);
}

struct Streams {
    std::ostream& out;
    std::ostream& err;
};

int runBooklet(std::span<const std::string_view> args, const Streams& invocation)
{
    const Arguments arguments = parseArguments(args, kBookletValueOptions, kBookletFlags);
    if (arguments.help) {
        invocation.out << kBookletHelp;
        return kExitOk;
    }
    Options options;
    std::string error = arguments.error;
    if (error.empty()) error = readOptions(arguments, options);
    if (!error.empty()) {
        invocation.err << "nonet-cli booklet: " << error << "\n(see nonet-cli booklet --help)\n";
        return kExitUsage;
    }
    chooseSeed(options.production, "booklet", invocation.err);

    const ProductionOptions& production = options.production.production;
    const QString level = fromView(levelName(production.level));
    std::vector<BookletPuzzle> puzzles;
    bool complete = false;
    {
        const InterruptGuard guard;
        complete = producePuzzles(production, [&](int, const GeneratedPuzzle& puzzle) {
            puzzles.push_back({puzzle.givens, puzzle.solution, level});
        });
    }
    if (!complete) {
        invocation.err << "nonet-cli booklet: interrupted; nothing was written\n";
        return kExitInterrupted;
    }

    // Fonts and painting need a GUI application; the offscreen platform needs no display.
    // Qt's notes about the environment (no XDG_RUNTIME_DIR, say) are not the user's concern
    // here; its errors still reach standard error.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qInstallMessageHandler(&onlyQtErrors);
    static int argc = 1;
    static char name[] = "nonet-cli-booklet";
    static char* argv[] = {name, nullptr};
    const QGuiApplication application(argc, argv);
    const Booklet booklet(options.booklet, std::move(puzzles));
    if (const auto problem = PaperFiles::writeBookletPdf(options.output, booklet, options.pageSize)) {
        invocation.err << "nonet-cli booklet: " << problem->message.toStdString() << '\n';
        return kExitUnwritten;
    }
    invocation.out << "wrote " << production.count << (production.count == 1 ? " puzzle" : " puzzles") << " on "
                   << booklet.pageCount() << (booklet.pageCount() == 1 ? " page" : " pages") << " to "
                   << QDir::toNativeSeparators(options.output).toStdString() << '\n';
    return kExitOk;
}

} // namespace
} // namespace nonet::cli

int main(int argc, char** argv)
{
    std::ios::sync_with_stdio(false);
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    const int status = nonet::cli::runBooklet(args, {std::cout, std::cerr});
    std::cout.flush();
    return status;
}
