#include "app/shell/launch.h"

#include "app/diagnostics/demo_game.h"
#include "app/diagnostics/startup_probe.h"
#include "app/diagnostics/test_driver.h"
#include "app/editor/picture_opener.h"
#include "app/editor/puzzle_editor.h"
#include "app/files/game_files.h"
#include "app/files/puzzle_import.h"
#include "app/instance/single_instance.h"
#include "app/pool/new_game_provider.h"
#include "app/pool/pool_setup.h"
#include "app/pool/puzzle_pool.h"
#include "app/print/print_actions.h"
#include "app/session/game_session.h"
#include "app/shell/editing_mode.h"
#include "app/shell/main_window.h"
#include "app/shell/outside_opener.h"
#include "app/shell/quit_signals.h"
#include "app/shell/menu_layout.h"
#include "app/storage/atomic_file.h"
#include "core/notation/variant_link.h"
#include "core/shape/variant.h"
#include "ui/board_widget.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

#include <cstdio>

namespace nonet::app {
namespace {

// The Nonet already running for this user, display and data folder takes `game` (a link,
// puzzle text or file; empty: it only comes to the front): nullptr then. Otherwise the
// instance that now listens for later launches (or could not: it runs alone).
std::unique_ptr<SingleInstance> claimInstance(const QString& game)
{
    auto instance = std::make_unique<SingleInstance>(SingleInstance::socketNameFor(
        QGuiApplication::platformName(), SingleInstance::currentDisplay(), GameFiles::defaultDataDirectory()));
    InstanceMessage message{{}, SingleInstance::currentActivationToken(), {}};
    // The running Nonet has another working folder: a file named relative to this one is
    // handed over by its whole path.
    if (!game.isEmpty()) {
        const QFileInfo file(game);
        message.open << (file.exists() ? file.absoluteFilePath() : game);
    }
    if (instance->claim(message) == SingleInstance::Role::HandedOver) return nullptr;
    return instance;
}

} // namespace

LaunchOptions LaunchOptions::fromCommandLine(const QCoreApplication& app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "Sudoku for the desktop"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption measure(QStringLiteral("measure-startup"),
                                     QCoreApplication::translate("main", "Print the time to the first paint of the board, then quit."));
    const QCommandLineOption demo(QStringLiteral("demo-state"), QCoreApplication::translate("main", "Show a fixed game in progress (for screenshots)."));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"), QCoreApplication::translate("main", "Save a picture of the window to <file>, then quit."),
                                        QStringLiteral("file"));
    QCommandLineOption testPlay(QStringLiteral("test-play"), QStringLiteral("Test only: play a move every <ms>."), QStringLiteral("ms"));
    QCommandLineOption testReport(QStringLiteral("test-report"), QStringLiteral("Test only: print the resumed game, then quit."));
    testPlay.setFlags(QCommandLineOption::HiddenFromHelp);
    testReport.setFlags(QCommandLineOption::HiddenFromHelp);
    const QCommandLineOption demoVariant(QStringLiteral("demo-variant"),
                                         QCoreApplication::translate("main", "Show a fixed game of the variant <name> in progress (for screenshots): 4x4, 6x6, 16x16, x, windoku or jigsaw."),
                                         QStringLiteral("name"));
    parser.addOptions({measure, demo, demoVariant, screenshot, testPlay, testReport});
    parser.addPositionalArgument(QStringLiteral("game"), QCoreApplication::translate("main", "A nonet:// link, a puzzle as text, or a .nonet file to open."),
                                 QStringLiteral("[game]"));
    parser.process(app);

    LaunchOptions options;
    options.demo = parser.isSet(demo);
    options.measureStartup = parser.isSet(measure);
    options.screenshotFile = parser.value(screenshot);
    options.demoVariant = parser.value(demoVariant);
    if (parser.isSet(testPlay)) options.testPlayMs = parser.value(testPlay).toInt();
    options.testReport = parser.isSet(testReport);
    if (!parser.positionalArguments().isEmpty()) options.game = parser.positionalArguments().constFirst();
    return options;
}

Launch::Launch(LaunchOptions options, const QElapsedTimer& sinceMain) : options_(std::move(options)), sinceMain_(sinceMain) {}

Launch::~Launch() = default;

bool Launch::start()
{
    const bool player = options_.isPlayerRun();
    if (player && !options_.testPlayMs && !options_.testReport) {
        instance_ = claimInstance(options_.game);
        if (!instance_) {
            handedOver_ = true;
            return true;
        }
    }
    PuzzlePool* pool = player ? new PuzzlePool(defaultPoolOptions()) : nullptr;
    PuzzleSource* source = pool != nullptr ? static_cast<PuzzleSource*>(pool) : NewGameProvider::createDefault();
    // The demo freezes the stopwatch so every screenshot shows the same time. A player's
    // first game waits for the autosave below, so that no fresh puzzle is spent on a game
    // nobody sees.
    const bool demo = options_.demo || !options_.demoVariant.isEmpty();
    window_ = std::make_unique<MainWindow>(source, demo ? Stopwatch::Clock([] { return qint64{0}; }) : Stopwatch::Clock{},
                                           nullptr, player ? MainWindow::FirstGame::Later : MainWindow::FirstGame::Now);
    if (demo && !showDemo()) return false;
    if (options_.measureStartup) new StartupProbe(window_->board(), sinceMain_, window_.get());
    if (!options_.screenshotFile.isEmpty() || demo) window_->resize(1040, 720); // labels under the icons

    if (!player) scratch_.emplace();
    auto* files = new GameFiles(window_.get(), window_->session(),
                                {player ? GameFiles::defaultDataDirectory() : scratch_->path(), &ImportJob::gradeLevel});
    window_->attachFiles(*files);
    attachPrinting(source);
    PuzzleEditor* editor = attachEditor(player ? GameFiles::defaultDataDirectory() : scratch_->path());
    auto* outside = new OutsideOpener(window_.get(), files, editor, pictures_);
    // A signal to end closes the window as Quit does: the game and its clock are saved first.
    new QuitSignals(window_.get());
    // The game of the last run comes back paused; only when there is none does the first
    // game take a fresh puzzle. A puzzle that was being entered comes back in the editor.
    if (player && !files->resume()) window_->startFirstGame();
    if (player && !options_.testPlayMs && !options_.testReport) editor->resumeSaved();
    window_->show();
    if (pool != nullptr) attachPool(pool);
    // What later launches hand over: to the front, then opened as a first launch would.
    if (instance_ && instance_->role() == SingleInstance::Role::Primary)
        QObject::connect(instance_.get(), &SingleInstance::messageReceived, outside, &OutsideOpener::receive);
    // After the autosaved game is back: a game named on the command line replaces it, and the
    // session keeps the one it replaces in the Continue list. A puzzle being entered came
    // back first: the player chooses between the two.
    if (player && !options_.game.isEmpty()) outside->open(options_.game);

    if (options_.testReport) {
        auto* driver = new TestDriver(window_->session(), window_.get());
        QTimer::singleShot(0, driver, &TestDriver::reportAndQuit);
    } else if (options_.testPlayMs) {
        auto* driver = new TestDriver(window_->session(), window_.get());
        driver->startPlaying(*options_.testPlayMs);
    }
    if (!options_.screenshotFile.isEmpty()) scheduleScreenshot();
    return true;
}

// The pool's file problems (a damaged pool set aside, a folder that cannot be written) are
// told in a window-modal box; the game goes on meanwhile. Quitting stops the jobs (each
// honours its stop token) and saves the pool before the window goes.
void Launch::attachPool(PuzzlePool* pool)
{
    MainWindow* window = window_.get();
    QObject::connect(pool, &PuzzlePool::storageProblem, window, [window](const QString& message) {
        auto* box = new QMessageBox(QMessageBox::Warning, QCoreApplication::translate("main", "Nonet"), message, QMessageBox::Ok, window);
        box->setAccessibleName(QCoreApplication::translate("main", "Puzzle pool problem"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    QObject::connect(qApp, &QCoreApplication::aboutToQuit, pool, &PuzzlePool::stop);
    pool->start();
}

namespace {

// What a feature module reports: a note in the status bar, a problem in a window-modal box.
template <typename Feature>
void reportIn(MainWindow* window, Feature* feature)
{
    QObject::connect(feature, &Feature::message, window, [window](const QString& text) { window->statusBar()->showMessage(text, 6000); });
    QObject::connect(feature, &Feature::problem, window, [window](const QString& text) {
        auto* box = new QMessageBox(QMessageBox::Warning, QCoreApplication::translate("main", "Nonet"), text, QMessageBox::Ok, window);
        box->setAccessibleName(QCoreApplication::translate("main", "Problem"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
}

} // namespace

// Print, Print Preview, Export as PDF, Print Booklet and Export Picture at the end of the File menu.
void Launch::attachPrinting(PuzzleSource* source)
{
    MainWindow* window = window_.get();
    auto* printing = new PrintActions(window, window->session(), source);
    window->menus()->add(MenuPlace::FilePaper, printing->menuActions());
    reportIn(window, printing);
}

// Game > Enter Puzzle; pasted text is read as Import reads it. The entry is kept in
// `dataDirectory` while the editor is open.
PuzzleEditor* Launch::attachEditor(const QString& dataDirectory)
{
    MainWindow* window = window_.get();
    auto* editor = new PuzzleEditor(window->session(), {dataDirectory, &PuzzleImport::classicGivens}, window);
    new EditingMode(window, editor);
    reportIn(window, editor);
    // File > Open Picture… and Paste Puzzle (Ctrl+V), and pictures dropped on the window.
    pictures_ = new PictureOpener(editor, window);
    window->menus()->add(MenuPlace::FilePictures, {pictures_->openAction(), pictures_->pasteAction()});
    reportIn(window, pictures_);
    return editor;
}

// The demo game (--demo-state, --demo-variant) in the window, its clock stopped at 12:34.
bool Launch::showDemo()
{
    std::optional<GameRecord> record;
    if (options_.demo) {
        record = demoRecord(BundledPuzzles::loadBuiltIn().puzzles);
    } else {
        const std::optional<Variant> variant = parseVariant(options_.demoVariant.toStdString());
        record = variant ? demoRecord(*variant) : std::nullopt;
        if (!record) {
            std::fprintf(stderr, "nonet: --demo-variant takes 4x4, 6x6, 16x16, x, windoku or jigsaw, not '%s'\n",
                         qPrintable(options_.demoVariant));
            return false;
        }
    }
    if (!record || !window_->session()->restore(*record)) {
        std::fprintf(stderr, "nonet: the demo game could not be set up\n");
        return false;
    }
    window_->board()->setSelectedCell(demoSelectedCell(*record));
    return true;
}

void Launch::scheduleScreenshot()
{
    QWidget* window = window_.get();
    // Long enough for the first layout and paint to settle.
    QTimer::singleShot(500, window, [window, file = options_.screenshotFile] {
        const bool saved = window->grab().save(file);
        std::printf("%s %s\n", saved ? "saved" : "could not save", qPrintable(file));
        QApplication::exit(saved ? 0 : 1);
    });
}

} // namespace nonet::app
