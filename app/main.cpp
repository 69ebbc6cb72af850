#include "app/demo_game.h"
#include "app/game_session.h"
#include "app/main_window.h"
#include "app/new_game_provider.h"
#include "app/startup_probe.h"
#include "ui/board_widget.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QIcon>
#include <QTimer>

#include <cstdio>

namespace {

// The sizes rendered from resources/icons/nonet.svg up to 128 px, so each window decoration
// and task switcher picks a crisp one. Larger ones are left out: X11 copies every size of
// the window icon into a window property when the window is first shown, and the 256 and
// 512 px renders alone made that cost more than the rest of showing the window (measured
// with --measure-startup). Launchers and docks take the installed theme icon instead.
QIcon applicationIcon()
{
    constexpr int kLargestWindowIcon = 128;
    QIcon icon;
    const QDir sizes(QStringLiteral(":/app-icon"));
    for (const QString& name : sizes.entryList(QDir::Files)) {
        // nonet-<size>.png
        const int size = name.section(QLatin1Char('-'), -1).section(QLatin1Char('.'), 0, 0).toInt();
        if (size > 0 && size <= kLargestWindowIcon) icon.addFile(sizes.filePath(name), QSize(size, size));
    }
    return icon;
}

// --demo-state: the fixed mid-game position of the README screenshot, clock frozen.
bool showDemo(nonet::app::MainWindow& window)
{
    const auto snapshot = nonet::app::demoSnapshot(nonet::app::BundledPuzzles::loadBuiltIn().puzzles);
    if (!snapshot || !window.session()->restore(*snapshot)) return false;
    window.board()->setSelectedCell(nonet::app::demoSelectedCell(*snapshot));
    return true;
}

} // namespace

int main(int argc, char* argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Nonet"));
    QApplication::setOrganizationName(QStringLiteral("Nonet"));
    QApplication::setApplicationVersion(QStringLiteral(NONET_VERSION));
    QApplication::setDesktopFileName(QStringLiteral(NONET_APP_ID));
    QApplication::setWindowIcon(applicationIcon());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Sudoku for the desktop"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption measure(QStringLiteral("measure-startup"),
                                     QApplication::translate("main", "Print the time to the first paint of the board, then quit."));
    const QCommandLineOption demo(QStringLiteral("demo-state"),
                                  QApplication::translate("main", "Show a fixed game in progress (for screenshots)."));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QApplication::translate("main", "Save a picture of the window to <file>, then quit."),
                                        QStringLiteral("file"));
    parser.addOptions({measure, demo, screenshot});
    parser.process(app);

    // The demo freezes the stopwatch so every screenshot shows the same time.
    nonet::app::MainWindow window(nonet::app::NewGameProvider::createDefault(),
                                  parser.isSet(demo) ? nonet::app::Stopwatch::Clock([] { return qint64{0}; })
                                                     : nonet::app::Stopwatch::Clock{});
    if (parser.isSet(demo) && !showDemo(window)) {
        std::fprintf(stderr, "nonet: the demo game could not be set up\n");
        return 1;
    }
    if (parser.isSet(measure)) new nonet::app::StartupProbe(window.board(), sinceMain, &window);
    if (parser.isSet(screenshot) || parser.isSet(demo)) window.resize(900, 660);
    window.show();

    if (parser.isSet(screenshot)) {
        const QString file = parser.value(screenshot);
        // Long enough for the first layout and paint to settle.
        QTimer::singleShot(500, &window, [&window, file] {
            const bool saved = window.grab().save(file);
            std::printf("%s %s\n", saved ? "saved" : "could not save", qPrintable(file));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return QApplication::exec();
}
