// nonet-cli-booklet: the drawing half of `nonet-cli booklet` (a PDF of new puzzles of one
// level or several, several a page, answers at the end). nonet-cli hands the verb's arguments over
// by exec, so that nonet-cli itself stays plain C++: this program alone links Qt Gui
// (through app/paper) and paints on the offscreen platform, so it needs no display.

#include "app/cli/arguments.h"
#include "app/cli/booklet_help.h"
#include "app/cli/puzzle_production.h"
#include "app/cli/verb.h"
#include "app/paper/booklet.h"
#include "app/paper/paper_files.h"
#include "core/presets/preset.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryFile>
#include <QGuiApplication>
#include <QStringList>

#include <unistd.h>

#include <algorithm>
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
    std::vector<Level> levels; // as given, each once; the puzzles spread over them
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
    // The modes can say yes where writing says no (root, /proc, a read-only mount): a file
    // is made there now, as the PDF will be (beside it, then renamed), before any puzzle is.
    QTemporaryFile probe(QDir(file.absolutePath()).filePath(QStringLiteral(".nonet-booklet-XXXXXX")));
    if (!probe.open())
        return "the folder of --output '" + path.toStdString() + "' cannot be written (" + probe.errorString().toStdString() + ")";
    return {};
}

// --level L or several, L1,L2,...: as the booklet dialog offers several levels.
std::string readLevels(const Arguments& arguments, Options& options)
{
    const auto text = arguments.value("--level");
    if (!text) return "--level is required (very-easy, easy, medium, tough, very-tough, extreme, or several: easy,medium)";
    std::string_view rest = *text;
    while (true) {
        const std::size_t comma = rest.find(',');
        const std::string_view name = rest.substr(0, comma);
        const auto level = parseLevel(name);
        if (!level)
            return name.empty() ? "--level '" + std::string(*text) + "' has an empty level between its commas"
                                : "unknown level '" + std::string(name) + "' (very-easy, easy, medium, tough, very-tough, extreme)";
        if (std::string problem = levelNotOffered(options.production.production.variant, *level); !problem.empty()) return problem;
        if (std::find(options.levels.begin(), options.levels.end(), *level) == options.levels.end()) options.levels.push_back(*level);
        if (comma == std::string_view::npos) break;
        rest.remove_prefix(comma + 1);
    }
    options.production.production.level = options.levels.front();
    return {};
}

std::string readOptions(const Arguments& arguments, Options& options)
{
    if (!arguments.files.empty()) return "unexpected argument '" + std::string(arguments.files.front()) + "'";
    if (!arguments.value("--count")) return "--count is required (1 to 100)";
    std::string variantError;
    const auto variant = readVariant(arguments, variantError);
    if (!variant) return variantError;
    options.production.production.variant = *variant;
    options.production.production.symmetry = defaultSymmetry(*variant); // --symmetry, read next, may change it
    if (std::string error = readLevels(arguments, options); !error.empty()) return error;
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
    QStringList names;
    for (const Level level : Booklet::slotLevels(static_cast<int>(options.levels.size()), options.levels))
        names << fromView(levelName(level));
    options.booklet.title = presetOf(*variant).home
                                ? QStringLiteral("Nonet \u00b7 %1").arg(names.join(QStringLiteral(", ")))
                                : QStringLiteral("Nonet \u00b7 %1 \u00b7 %2").arg(fromView(variantName(*variant)), names.join(QStringLiteral(", ")));
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

    // The puzzles of each level, easiest first, as the booklet dialog spreads them: each
    // level's are those of `nonet-cli generate --variant V --level L --count n` with the
    // same seed.
    const ProductionOptions& production = options.production.production;
    const std::vector<Level> levels = Booklet::slotLevels(production.count, options.levels);
    std::vector<BookletPuzzle> puzzles;
    bool complete = true;
    {
        const InterruptGuard guard;
        for (auto first = levels.begin(); complete && first != levels.end();) {
            const auto last = std::find_if(first, levels.end(), [first](Level level) { return level != *first; });
            ProductionOptions each = production;
            each.level = *first;
            each.count = static_cast<int>(last - first);
            const QString level = fromView(levelName(each.level));
            if (isPlainClassic(each.variant))
                complete = producePuzzles(each, [&](int, const GeneratedPuzzle& puzzle) {
                    puzzles.push_back({puzzle.givens, puzzle.solution, level});
                });
            else
                complete = produceShapedPuzzles(each, [&](int, const GeneratedShapePuzzle& puzzle) {
                    puzzles.push_back({puzzle.givens, puzzle.solution, level});
                });
            first = last;
        }
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
