#include "app/diagnostics/demo_game.h"
#include "app/diagnostics/startup_probe.h"
#include "app/diagnostics/test_driver.h"
#include "app/files/game_files.h"
#include "app/pool/new_game_provider.h"
#include "app/pool/pool_setup.h"
#include "app/pool/puzzle_pool.h"
#include "app/session/game_session.h"
#include "app/settings/translation_loader.h"
#include "app/shell/main_window.h"
#include "ui/board_widget.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>
#include <QIcon>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <optional>

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
    const auto record = nonet::app::demoRecord(nonet::app::BundledPuzzles::loadBuiltIn().puzzles);
    if (!record || !window.session()->restore(*record)) return false;
    window.board()->setSelectedCell(nonet::app::demoSelectedCell(*record));
    return true;
}

// The puzzle pool's file problems (a damaged pool set aside, a folder that cannot be
// written) are told in a window-modal box; the game goes on meanwhile. Quitting stops the
// jobs (each honours its stop token) and saves the pool before the window goes.
void attachPool(nonet::app::MainWindow& window, nonet::app::PuzzlePool* pool)
{
    QObject::connect(pool, &nonet::app::PuzzlePool::storageProblem, &window, [&window](const QString& message) {
        auto* box = new QMessageBox(QMessageBox::Warning, QApplication::translate("main", "Nonet"), message, QMessageBox::Ok, &window);
        box->setAccessibleName(QApplication::translate("main", "Puzzle pool problem"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    QObject::connect(qApp, &QCoreApplication::aboutToQuit, pool, &nonet::app::PuzzlePool::stop);
    pool->start();
}

// File menu and toolbar, autosave and resume: the game of the last run comes back
// paused, and only when there is none does the first game take a fresh puzzle. Demo,
// screenshot and measuring runs get the same menu and toolbar but keep their files in
// `directory`, a scratch directory, and resume nothing: they must not touch the player's
// games (their first game came from the bundled list when the window was made).
nonet::app::GameFiles* attachGameFiles(nonet::app::MainWindow& window, const QString& directory, bool resume)
{
    auto* files = new nonet::app::GameFiles(&window, window.session(), {directory, &nonet::app::ImportJob::gradeLevel});
    QMenuBar* bar = window.menuBar();
    bar->insertMenu(bar->actions().value(0), files->createMenu(&window));
    if (auto* tools = window.findChild<QToolBar*>(QStringLiteral("gameToolBar"))) files->addToToolBar(tools);
    if (resume && !files->resume()) window.startFirstGame();
    return files;
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
    // Before any text is made: the language of the preferences (or the system's), and with
    // Hebrew the right-to-left layout.
    nonet::app::TranslationLoader translations;
    translations.installFromSettings();

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
    QCommandLineOption testPlay(QStringLiteral("test-play"), QStringLiteral("Test only: play a move every <ms>."), QStringLiteral("ms"));
    QCommandLineOption testReport(QStringLiteral("test-report"), QStringLiteral("Test only: print the resumed game, then quit."));
    testPlay.setFlags(QCommandLineOption::HiddenFromHelp);
    testReport.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({measure, demo, screenshot, testPlay, testReport});
    parser.addPositionalArgument(QStringLiteral("game"),
                                 QApplication::translate("main", "A nonet:// link, a puzzle as text, or a .nonet file to open."),
                                 QStringLiteral("[game]"));
    parser.process(app);

    const bool playerRun = !parser.isSet(demo) && !parser.isSet(screenshot) && !parser.isSet(measure);
    // The player's runs get New's puzzles from the background pool in the app
    // data folder. Demo, screenshot and measuring runs take the bundled list only: they
    // must neither spend the player's ready puzzles nor add to the puzzles seen.
    nonet::app::PuzzlePool* pool = playerRun ? new nonet::app::PuzzlePool(nonet::app::defaultPoolOptions()) : nullptr;
    nonet::app::PuzzleSource* source = pool ? static_cast<nonet::app::PuzzleSource*>(pool) : nonet::app::NewGameProvider::createDefault();
    // The demo freezes the stopwatch so every screenshot shows the same time.
    nonet::app::MainWindow window(source,
                                  parser.isSet(demo) ? nonet::app::Stopwatch::Clock([] { return qint64{0}; })
                                                     : nonet::app::Stopwatch::Clock{},
                                  nullptr, playerRun ? nonet::app::MainWindow::FirstGame::Later : nonet::app::MainWindow::FirstGame::Now);
    if (parser.isSet(demo) && !showDemo(window)) {
        std::fprintf(stderr, "nonet: the demo game could not be set up\n");
        return 1;
    }
    if (parser.isSet(measure)) new nonet::app::StartupProbe(window.board(), sinceMain, &window);
    if (parser.isSet(screenshot) || parser.isSet(demo)) window.resize(1040, 720); // labels under the icons
    // Only runs that must not touch the player's files make a scratch folder.
    std::optional<QTemporaryDir> scratch;
    if (!playerRun) scratch.emplace();
    nonet::app::GameFiles* files =
        attachGameFiles(window, playerRun ? nonet::app::GameFiles::defaultDataDirectory() : scratch->path(), playerRun);
    window.show();
    if (pool) attachPool(window, pool);
    // After the autosaved game is back: a game named on the command line replaces it only
    // after it was kept among the saved games.
    if (playerRun && !parser.positionalArguments().isEmpty()) files->openArgument(parser.positionalArguments().constFirst());
    if (parser.isSet(testReport)) {
        auto* driver = new nonet::app::TestDriver(window.session(), &window);
        QTimer::singleShot(0, driver, &nonet::app::TestDriver::reportAndQuit);
    } else if (parser.isSet(testPlay)) {
        auto* driver = new nonet::app::TestDriver(window.session(), &window);
        driver->startPlaying(parser.value(testPlay).toInt());
    }

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
