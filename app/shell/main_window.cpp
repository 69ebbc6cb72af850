#include "app/shell/main_window.h"

#include "app/daily/daily_calendar_dialog.h"
#include "app/daily/daily_launcher.h"
#include "app/daily/daily_recorder.h"
#include "app/daily/daily_result_dialog.h"
#include "app/daily/result_check_dialog.h"
#include "app/files/game_files.h"
#include "app/files/game_keeper.h"
#include "app/help/expert_rating_job.h"
#include "app/help/help_actions.h"
#include "app/help/hint_controller.h"
#include "app/pool/puzzle_source.h"
#include "app/review/review_actions.h"
#include "app/review/review_controller.h"
#include "app/session/game_session.h"
#include "app/session/level_names.h"
#include "app/settings/preferences.h"
#include "app/settings/preferences_dialog.h"
#include "app/shell/auto_pause.h"
#include "app/shell/board_tools.h"
#include "app/shell/game_actions.h"
#include "app/shell/generating_notice.h"
#include "app/shell/message_strip.h"
#include "app/shell/tool_bar_fitter.h"
#include "app/shell/variant_hookup.h"
#include "app/shell/view_tools.h"
#include "app/speech/game_speaker.h"
#include "app/speech/move_words.h"
#include "app/stats/statistics_dialog.h"
#include "app/stats/statistics_recorder.h"
#include "app/storage/level_key.h"
#include "app/trainer/practice_bar.h"
#include "app/trainer/practice_controller.h"
#include "app/trainer/practice_set.h"
#include "app/trainer/practice_supply.h"
#include "app/trainer/trainer_dialog.h"
#include "app/variants/variant_window.h"
#include "app/shell/variant_choice.h"
#include "app/session/variant_names.h"
#include "app/pool/new_game_choice.h"
#include "app/pool/variant_pool.h"
#include "ui/accessibility/announcer.h"
#include "ui/action_icon.h"
#include "ui/board_widget.h"
#include "ui/cell_view.h"
#include "ui/keypad.h"
#include "ui/timer_label.h"
#include "ui/zoom_area.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QBoxLayout>
#include <QCloseEvent>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QLocale>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QRandomGenerator>

#include <algorithm>
#include <functional>
#include <random>

namespace nonet::app {
namespace {

const QString kGeometryKey = QStringLiteral("window/geometry");

} // namespace

MainWindow::MainWindow(PuzzleSource* source, Stopwatch::Clock clock, QWidget* parent, FirstGame first)
    : QMainWindow(parent), session_(new GameSession(std::move(clock), this)), source_(source)
{
    setWindowTitle(tr("Nonet"));
    source_->setParent(this);
    actions_ = new GameActions(this);
    variantChoice_ = new VariantChoice(actions_);
    connect(variantChoice_, &VariantChoice::variantChosen, this, [this](Variant variant) {
        refreshReadyCounts();
        statusBar()->showMessage(tr("New Game starts %1 puzzles at %2.").arg(VariantNames::title(variant), levelTitle(VariantChoice::level())), 5000);
    });
    // A variant chosen in the New Variant Game dialog shows the next time the menu opens.
    connect(actions_->newMenu(), &QMenu::aboutToShow, this, &MainWindow::refreshReadyCounts);
    help_ = new HelpActions(this);
    buildWidgets();
    tools_ = new BoardTools(session_, board_, this);
    views_ = new ViewTools(board_, zoom_, this);
    buildMenusAndToolbar();
    connectSession();
    autoPause_ = new AutoPause(this, session_);
    autoPause_->setObjectName(QStringLiteral("autoPause"));
    connectInput();
    connectHelp();
    attachReview();
    connectDailyAndPractice();
    loadSettings();
    restoreWindowGeometry();
    if (first == FirstGame::Now) startFirstGame();
    refreshReadyCounts();
}

void MainWindow::restoreWindowGeometry()
{
    if (restoreGeometry(QSettings().value(kGeometryKey).toByteArray())) return;
    // First run: most of the screen's height, the width the toolbar needs with its labels
    // where the screen allows it; the board takes what is left and stays square.
    const QScreen* display = screen();
    const QRect available = display != nullptr ? display->availableGeometry() : QRect(0, 0, 1280, 800);
    const int height = std::clamp(available.height() * 4 / 5, std::min(560, available.height()), 900);
    const int width = std::min(available.width() * 9 / 10, std::max(height * 3 / 2, toolBar_->sizeHint().width()));
    resize(width, height);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings().setValue(kGeometryKey, saveGeometry());
    // Quitting lets the variant game go too (to the Continue list, while the keeper is here).
    if (variants_ != nullptr) variants_->close();
    QMainWindow::closeEvent(event);
}

bool MainWindow::event(QEvent* event)
{
    if (event->type() == QEvent::WindowBlocked) session_->setClockHeld(true);
    else if (event->type() == QEvent::WindowUnblocked) session_->setClockHeld(false);
    return QMainWindow::event(event);
}

void MainWindow::buildWidgets()
{
    auto* central = new QWidget(this);
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(12, 8, 12, 8);
    column->setSpacing(8);

    // Messages come and go above the board in a strip of fixed height: the board stays put.
    messages_ = new MessageStrip(central);
    banner_ = messages_->banner();
    column->addWidget(messages_);

    auto* row = new QHBoxLayout;
    row->setSpacing(12);
    board_ = new ui::BoardWidget(central);
    board_->setObjectName(QStringLiteral("board"));
    keypad_ = new ui::Keypad(central);
    keypad_->setObjectName(QStringLiteral("keypad"));
    zoom_ = new ui::ZoomArea(board_, central);
    zoom_->setObjectName(QStringLiteral("boardZoom"));
    row->addWidget(zoom_, 1);
    row->addWidget(keypad_, 0, Qt::AlignVCenter);
    column->addLayout(row, 1);
    setCentralWidget(central);
    // Outside every layout: it is never seen, only heard.
    announcer_ = new ui::Announcer(central);
    announcer_->setObjectName(QStringLiteral("announcer"));
    speaker_ = new GameSpeaker(session_, announcer_, [this](int cell) { return viewOf(cell); }, this);

    timer_ = new ui::TimerLabel(this);
    timer_->setObjectName(QStringLiteral("stopwatch"));
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("gameStatus"));
    status_->setAccessibleName(tr("Game progress"));
    status_->setToolTip(tr("The level, an estimate of the puzzle's rating on Sukaku Explainer's scale (SE, 1.0 to 11.9, "
                           "the scale experts compare puzzles by) and how many cells are filled"));
    statusBar()->addPermanentWidget(status_);
    statusBar()->setAccessibleName(tr("Status bar"));
    menuBar()->setAccessibleName(tr("Menu bar"));
    // A player waiting for a level the source has run out of sees this, with Cancel.
    notice_ = new GeneratingNotice([this] { return source_->isBusy() || (daily_ != nullptr && daily_->isBusy()); }, this);
    statusBar()->addWidget(notice_);
}

void MainWindow::buildMenusAndToolbar()
{
    QUndoStack* stack = session_->undoStack();
    undo_ = stack->createUndoAction(this, tr("&Undo"));
    undo_->setObjectName(QStringLiteral("actionUndo"));
    undo_->setShortcuts(QKeySequence::Undo);
    undo_->setIcon(ui::actionIcon(ui::ActionGlyph::Undo));
    // The menu says what will be undone ("Undo Place 5 in r3c4"); the toolbar button keeps
    // a short, steady label so the toolbar does not change width with every move.
    undo_->setIconText(tr("Undo"));
    undo_->setProperty("stableName", undo_->iconText()); // the list of shortcuts
    redo_ = stack->createRedoAction(this, tr("&Redo"));
    redo_->setObjectName(QStringLiteral("actionRedo"));
    // Both common spellings, whatever the platform's standard list holds.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence& extra : {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)})
        if (!redoKeys.contains(extra)) redoKeys << extra;
    redo_->setShortcuts(redoKeys);
    redo_->setIcon(ui::actionIcon(ui::ActionGlyph::Redo));
    redo_->setIconText(tr("Redo"));
    redo_->setProperty("stableName", redo_->iconText());

    // What changes the game is off while it is paused or solved. An action in a disabled
    // group stays disabled even when the undo stack enables it.
    moveActions_ = new QActionGroup(this);
    moveActions_->setExclusive(false);
    for (QAction* a : {actions_->restart(), actions_->allNotes(), actions_->clearNotes(), undo_, redo_, help_->hint(), help_->check()}) moveActions_->addAction(a);
    for (QAction* a : tools_->moveActions()) moveActions_->addAction(a);

    QMenu* game = menuBar()->addMenu(tr("&Game"));
    gameMenu_ = game;
    game->setObjectName(QStringLiteral("menuGame"));
    game->addMenu(actions_->newMenu());
    game->addAction(actions_->todaysPuzzle());
    game->addAction(actions_->dailyCalendar());
    game->addAction(actions_->newVariantGame());
    game->addSeparator();
    game->addAction(actions_->restart());
    game->addAction(actions_->pause());
    game->addSeparator();
    game->addAction(actions_->quit());

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("menuEdit"));
    edit->addAction(undo_);
    edit->addAction(redo_);
    edit->addSeparator();
    edit->addAction(actions_->notesMode());
    edit->addAction(tools_->centreNotes());
    edit->addAction(actions_->allNotes());
    edit->addAction(actions_->clearNotes());
    edit->addSeparator();
    edit->addMenu(tools_->colourMenu());
    edit->addSeparator();
    edit->addAction(actions_->autoRemoveNotes());
    edit->addSeparator();
    preferences_ = PreferencesDialog::createAction(this);
    edit->addAction(preferences_);
    connect(preferences_, &QAction::triggered, this, &MainWindow::showPreferences);

    menuBar()->addMenu(views_->createMenu(this));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("menuHelp"));
    help->addAction(help_->hint());
    help->addAction(help_->check());
    help->addMenu(help_->mistakeMenu());
    help->addSeparator();
    help->addAction(help_->statistics());
    help->addSeparator();
    help->addAction(actions_->practise());
    help->addAction(actions_->checkResult());
    help->addSeparator();
    help->addAction(help_->howToPlay());
    help->addAction(help_->shortcuts());
    help->addAction(actions_->about());

    QToolBar* bar = addToolBar(tr("Game"));
    toolBar_ = bar;
    bar->setObjectName(QStringLiteral("gameToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // New: a click starts a game at the last level, the arrow picks another level.
    newButton_ = new QToolButton(bar);
    newButton_->setObjectName(QStringLiteral("newGameButton"));
    newButton_->setDefaultAction(actions_->newGame());
    newButton_->setMenu(actions_->newMenu());
    newButton_->setPopupMode(QToolButton::MenuButtonPopup);
    newButton_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    newButton_->setAccessibleName(tr("New game"));
    bar->addWidget(newButton_);
    bar->addAction(actions_->todaysPuzzle());
    bar->addAction(actions_->restart());
    bar->addSeparator();
    // Notes mode, and under its arrow the kind of notes it writes (one button: the toolbar
    // keeps its labels in a small window).
    auto* notesButton = new QToolButton(bar);
    notesButton->setObjectName(QStringLiteral("notesModeButton"));
    notesButton->setDefaultAction(actions_->notesMode());
    // Digit first sits here too: the toolbar has no room for one more labelled button in
    // a window of 720 px.
    tools_->notesMenu()->addSeparator();
    tools_->notesMenu()->addAction(views_->digitFirst());
    notesButton->setMenu(tools_->notesMenu());
    notesButton->setPopupMode(QToolButton::MenuButtonPopup);
    notesButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    notesButton->setAccessibleName(tr("Notes mode"));
    bar->addWidget(notesButton);
    connect(bar, &QToolBar::toolButtonStyleChanged, notesButton, &QToolButton::setToolButtonStyle);
    // The button shows which notes it writes.
    connect(tools_->centreNotes(), &QAction::toggled, this, [this](bool centre) {
        actions_->notesMode()->setIcon(ui::actionIcon(centre ? ui::ActionGlyph::CentreNotes : ui::ActionGlyph::NotesMode));
    });
    bar->addAction(actions_->allNotes());
    bar->addAction(actions_->clearNotes());
    bar->addSeparator();
    bar->addAction(undo_);
    bar->addAction(redo_);
    bar->addSeparator();
    bar->addAction(help_->hint());
    bar->addAction(help_->check());
    auto* spacer = new QWidget(bar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bar->addWidget(spacer);
    bar->addWidget(timer_);
    // The New button is a widget of its own: it follows the bar's style by hand.
    connect(bar, &QToolBar::toolButtonStyleChanged, newButton_, &QToolButton::setToolButtonStyle);
    new ToolBarFitter(this, bar);

    connect(actions_->about(), &QAction::triggered, this, &MainWindow::showAbout);
    connect(help_->howToPlay(), &QAction::triggered, this, [this] { showHowToPlay(HowToPlayDialog::Page::Guide); });
    connect(help_->shortcuts(), &QAction::triggered, this, [this] { showHowToPlay(HowToPlayDialog::Page::Shortcuts); });
    connect(actions_->quit(), &QAction::triggered, this, &QWidget::close);
}

void MainWindow::attachFiles(GameFiles& files)
{
    QMenuBar* bar = menuBar();
    bar->insertMenu(bar->actions().value(0), files.actions().createMenu(this));
    QAction* first = toolBar_->actions().value(0);
    toolBar_->insertActions(first, files.actions().toolBarActions());
    toolBar_->insertSeparator(first);
    keeper_ = files.keeper();
    // A variant's puzzle from Import is played in the variant window.
    connect(&files, &GameFiles::variantImported, this, [this](const ShapeGame& game) { variants()->setGame(game); });
    files.keeper()->setPassOver([this] {
        return startingPractice_ && practice_->position() && session_->state().givens() == practice_->position()->puzzle.givens;
    });
    // A variant game chosen in Continue goes to the variant window (made if need be).
    files.keeper()->setVariantResumer([this](SavedVariantGame game) { return variants()->resumeGame(std::move(game)); });
    QMenu* kept = files.keeper()->createMenu(this);
    gameMenu_->insertMenu(actions_->restart(), kept);
    actions_->newMenu()->addSeparator();
    actions_->newMenu()->addMenu(kept);
}

void MainWindow::connectSession()
{
    connect(session_, &GameSession::cellChanged, this, [this](int cell) { board_->setCell(cell, viewOf(cell)); });
    connect(session_, &GameSession::changed, this, [this] {
        refreshKeypad();
        if (!banner_->text().isEmpty() && session_->state().completion() == Completion::InProgress) hideBanner();
        refreshStatus();
    });
    connect(session_, &GameSession::reset, this, &MainWindow::refreshAll);
    connect(session_, &GameSession::completed, this, &MainWindow::onCompleted);
    connect(session_, &GameSession::fullButWrong, this, &MainWindow::onFullButWrong);
    connect(session_, &GameSession::mistakesChanged, this, &MainWindow::refreshStatus);
    connect(session_, &GameSession::lost, this, &MainWindow::onLost);
    connect(session_, &GameSession::playableChanged, this, &MainWindow::onPlayableChanged);
    connect(session_, &GameSession::pausedChanged, this, [this](bool paused) {
        board_->setPaused(paused);
        timer_->setPaused(paused);
        actions_->pause()->setChecked(paused);
        // A board with the focus hands it to the pause cover, and a screen reader says that
        // ("Paused, button"); anywhere else the pause is announced.
        if (!(paused && board_->hasFocus())) speaker_->say(MoveWords::paused(paused));
        if (!paused) board_->setFocus();
    });
    connect(session_, &GameSession::elapsedChanged, this, [this](qint64 ms) { timer_->setElapsed(std::chrono::milliseconds(ms)); });

    // Whatever game starts (New, import, a link, a saved game, the resumed one) is seen:
    // the source never hands that puzzle out again.
    connect(session_, &GameSession::reset, this, [this] {
        if (session_->hasGame()) source_->markSeen(session_->state().givens());
    });
    connect(source_, &PuzzleSource::puzzleReady, this, &MainWindow::onPuzzleReady);
    connect(source_, &PuzzleSource::countsChanged, this, &MainWindow::refreshReadyCounts);
    connect(notice_, &GeneratingNotice::cancelRequested, this, [this] {
        source_->cancel();
        daily_->cancel();
        statusBar()->clearMessage();
    });
    connect(source_, &PuzzleSource::failed, this, [this](Level level) {
        notice_->dismiss();
        statusBar()->showMessage(tr("Nonet could not make %1.").arg(levelPuzzle(level)), 5000);
    });
}

void MainWindow::connectInput()
{
    connect(board_, &ui::BoardWidget::digitEntered, session_, &GameSession::setValue);
    connect(board_, &ui::BoardWidget::noteToggled, session_, &GameSession::toggleNote);
    connect(board_, &ui::BoardWidget::eraseRequested, session_, &GameSession::erase);
    connect(board_, &ui::BoardWidget::digitEnteredInCells, session_, &GameSession::setValues);
    connect(board_, &ui::BoardWidget::noteToggledInCells, session_, &GameSession::toggleNotes);
    connect(board_, &ui::BoardWidget::eraseRequestedInCells, session_, &GameSession::eraseCells);
    connect(board_, &ui::BoardWidget::notesModeToggleRequested, actions_->notesMode(), &QAction::toggle);
    connect(board_, &ui::BoardWidget::resumeRequested, this, [this] { session_->setPaused(false); });

    connect(keypad_, &ui::Keypad::digitClicked, this, &MainWindow::keypadDigit);
    connect(board_, &ui::BoardWidget::digitFirstChanged, keypad_, &ui::Keypad::setDigitFirst);
    connect(board_, &ui::BoardWidget::chosenDigitChanged, keypad_, &ui::Keypad::setChosenDigit);
    connect(keypad_, &ui::Keypad::digitHeld, board_, &ui::BoardWidget::setHeldDigit);
    connect(keypad_, &ui::Keypad::eraseClicked, this, &MainWindow::keypadErase);
    connect(tools_, &BoardTools::message, this, [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(keypad_, &ui::Keypad::notesModeToggled, actions_->notesMode(), &QAction::setChecked);
    connect(actions_->notesMode(), &QAction::toggled, this, &MainWindow::setNotesMode);

    connect(timer_, &ui::TimerLabel::pauseToggleRequested, session_, &GameSession::togglePause);
    connect(actions_->pause(), &QAction::triggered, this, [this](bool paused) {
        session_->setPaused(paused);
        actions_->pause()->setChecked(session_->isPaused()); // a solved game cannot be paused
    });

    connect(actions_->newGame(), &QAction::triggered, this, [this] { startNew(VariantChoice::level()); });
    for (Level level : kAllLevels)
        connect(actions_->newAtLevel(level), &QAction::triggered, this, [this, level] { startNew(level); });
    connect(actions_->restart(), &QAction::triggered, session_, &GameSession::restart);
    connect(actions_->allNotes(), &QAction::triggered, session_, &GameSession::fillAllNotes);
    connect(actions_->clearNotes(), &QAction::triggered, session_, &GameSession::clearAllNotes);
    connect(actions_->autoRemoveNotes(), &QAction::toggled, this, [this](bool on) {
        session_->setAutoRemoveNotes(on);
        saveAutoRemoveNotes(on);
    });
}

void MainWindow::loadSettings()
{
    variantChoice_->sync();
    const Preferences preferences = Preferences::load();
    actions_->autoRemoveNotes()->setChecked(preferences.autoRemoveNotes);
    session_->setAutoRemoveNotes(preferences.autoRemoveNotes);
    mistakeMode_ = preferences.mistakeMode;
    help_->checkMistakeMode(mistakeMode_);
    mistakeLimit_ = preferences.mistakeLimit;
    applyMistakeLimit();
    board_->setPeerHighlight(preferences.highlightPeers);
    board_->setSameDigitHighlight(preferences.highlightSameDigit);
    autoPause_->setEnabled(preferences.autoPause);
}

void MainWindow::applyMistakeLimit()
{
    // Only where each wrong digit is marked as it is made: elsewhere the player would lose
    // without having been told of a single mistake.
    session_->setMistakeLimit(mistakeMode_ == MistakeMode::Solution ? mistakeLimit_ : 0);
    refreshStatus();
}

void MainWindow::onLost()
{
    statistics_->recordLoss();
    showLostBanner();
}

void MainWindow::showLostBanner()
{
    showBanner(tr("Game over: %n wrong digit(s). The game counts as lost; start a new one when you are ready.", nullptr,
                  session_->mistakes()),
               false, reviewActions_->reviewGame());
}

PreferencesDialog* MainWindow::showPreferences()
{
    auto* dialog = new PreferencesDialog(Preferences::load(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { applyPreferences(dialog->preferences()); });
    dialog->open();
    return dialog;
}

void MainWindow::applyPreferences(const Preferences& preferences)
{
    preferences.save();
    actions_->autoRemoveNotes()->setChecked(preferences.autoRemoveNotes);
    session_->setAutoRemoveNotes(preferences.autoRemoveNotes);
    if (preferences.mistakeMode != mistakeMode_) setMistakeMode(preferences.mistakeMode);
    mistakeLimit_ = preferences.mistakeLimit;
    applyMistakeLimit();
    board_->setPeerHighlight(preferences.highlightPeers);
    board_->setSameDigitHighlight(preferences.highlightSameDigit);
    autoPause_->setEnabled(preferences.autoPause);
}

void MainWindow::startFirstGame()
{
    // Start-up never waits for a generator: the first game is one that is ready now.
    const Level level = NewGameChoice::level(Variant::Classic);
    if (const auto puzzle = source_->takeReady(level))
        startGame(*puzzle);
    else
        requestNewGame(level);
    onPlayableChanged();
    board_->setFocus();
}

void MainWindow::startNew(Level level)
{
    const Variant variant = VariantChoice::variant();
    if (variant == Variant::Classic) return requestNewGame(level);
    NewGameChoice::rememberLevel(variant, level);
    actions_->checkLevel(level);
    variants()->startNewGame(variant, level, QRandomGenerator::global()->generate64());
}

void MainWindow::requestNewGame(Level level)
{
    NewGameChoice::rememberLevel(Variant::Classic, level);
    if (VariantChoice::variant() == Variant::Classic) actions_->checkLevel(level);
    statusBar()->showMessage(tr("Preparing %1…").arg(levelPuzzle(level)));
    // The last thing asked for starts: nothing else still on its way replaces it later.
    daily_->cancel();
    practice_->end();
    source_->request(level);
    notice_->waitFor(level);
}

void MainWindow::refreshReadyCounts()
{
    // "Extreme — 8 ready" in the New chooser, when the source keeps count.
    const bool classic = VariantChoice::variant() == Variant::Classic;
    for (const Level level : kAllLevels) {
        const std::optional<int> ready = classic ? source_->knownReadyCount(level) : variantChoice_->variantReadyCount(level);
        actions_->newAtLevel(level)->setText(
            ready ? tr("%1 — %2 ready").arg(levelTitle(level)).arg(*ready) : levelTitle(level));
    }
}

void MainWindow::onPuzzleReady(const GamePuzzle& puzzle)
{
    notice_->dismiss();
    statusBar()->clearMessage();
    startGame(puzzle);
}

bool MainWindow::startGame(const GamePuzzle& puzzle, const Move& setup)
{
    if (!isConsistentPuzzle(puzzle)) {
        statusBar()->showMessage(tr("The new puzzle was not valid; please try again."), 5000);
        return false;
    }
    // A refusal by the session's keeper (the game in progress could not be kept) was told
    // to the player by the keeper.
    // The next practice position replaces the last one without keeping it (GameKeeper).
    startingPractice_ = !setup.isEmpty();
    const bool started = session_->newGame(puzzle);
    startingPractice_ = false;
    if (!started) return false;
    if (!setup.isEmpty()) {
        statistics_->leaveOutGame();
        session_->play(setup, tr("Practice position"));
    }
    board_->setFocus();
    return true;
}

void MainWindow::playToday() { playDaily(dailyRecorder_->today()); }

void MainWindow::playDaily(CivilDate date)
{
    // Asked for the day being played: it goes on rather than starting over.
    if (dailyRecorder_->currentDay() == date && !session_->isFinished()) {
        statusBar()->showMessage(tr("This is the daily puzzle of %1.").arg(QLocale().toString(qDate(date), QLocale::LongFormat)), 5000);
        board_->setFocus();
        return;
    }
    // A New or a practice position still on its way would replace the daily puzzle.
    source_->cancel();
    practice_->end();
    statusBar()->showMessage(tr("Preparing the daily puzzle of %1...").arg(QLocale().toString(qDate(date), QLocale::LongFormat)));
    daily_->request(date);
    notice_->waitFor(tr("Making the daily puzzle…"));
}

DailyCalendarDialog* MainWindow::showDailyCalendar()
{
    auto* dialog = new DailyCalendarDialog(dailyRecorder_, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &DailyCalendarDialog::playRequested, this, &MainWindow::playDaily);
    dialog->open();
    return dialog;
}

ResultCheckDialog* MainWindow::showResultCheck()
{
    auto* dialog = new ResultCheckDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

TrainerDialog* MainWindow::showTrainer()
{
    auto* dialog = new TrainerDialog(practice_->supply(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (const auto technique = practice_->technique()) dialog->choose(*technique);
    connect(dialog, &TrainerDialog::practiseRequested, this, &MainWindow::practise);
    dialog->open();
    return dialog;
}

void MainWindow::practise(Technique technique)
{
    // A New or a daily puzzle still on its way would replace the position.
    source_->cancel();
    daily_->cancel();
    notice_->dismiss();
    practice_->start(technique);
}

void MainWindow::connectDailyAndPractice()
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    daily_ = new DailyLauncher(this);
    dailyRecorder_ = new DailyRecorder(session_, data, {}, this);
    if (!dailyRecorder_->loadError().isEmpty()) statusBar()->showMessage(dailyRecorder_->loadError(), 10000);
    connect(actions_->todaysPuzzle(), &QAction::triggered, this, &MainWindow::playToday);
    connect(actions_->dailyCalendar(), &QAction::triggered, this, &MainWindow::showDailyCalendar);
    connect(actions_->checkResult(), &QAction::triggered, this, &MainWindow::showResultCheck);
    connect(actions_->newVariantGame(), &QAction::triggered, this, [this] { variants()->chooseNewGame(); });
    connect(daily_, &DailyLauncher::ready, this, [this](CivilDate date, const GamePuzzle& puzzle) {
        notice_->dismiss();
        statusBar()->clearMessage();
        dailyRecorder_->noteStarted(date, puzzle.givens);
        // Left unfinished for another game earlier: it goes on from where it was left.
        if (const auto kept = keeper_ != nullptr ? keeper_->findKept(puzzle.givens) : std::nullopt) {
            if (keeper_->resume(*kept)) board_->setFocus();
            return;
        }
        startGame(puzzle);
    });
    connect(daily_, &DailyLauncher::failed, this, [this] {
        notice_->dismiss();
        statusBar()->showMessage(tr("That day has no daily puzzle."), 5000);
    });
    connect(hints_, &HintController::hintShown, dailyRecorder_, &DailyRecorder::noteHint);
    connect(dailyRecorder_, &DailyRecorder::daySolved, this, [this](CivilDate date) {
        auto* dialog = new DailyResultDialog(dailyRecorder_, date, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &DailyResultDialog::calendarRequested, this, &MainWindow::showDailyCalendar);
        dialog->open();
    });

    PracticeSet::Parsed practiceSet = PracticeSet::loadBuiltIn();
    for (const QString& error : practiceSet.errors) qWarning("practice set: %s", qPrintable(error));
    auto* supply = new PracticeSupply(std::move(practiceSet.set), std::random_device{}(), this);
    practice_ = new PracticeController(session_, board_, supply, this);
    practiceBar_ = new PracticeBar(practice_, centralWidget());
    // Above the board, under the message strip.
    if (auto* column = qobject_cast<QVBoxLayout*>(centralWidget()->layout())) column->insertWidget(1, practiceBar_);
    connect(actions_->practise(), &QAction::triggered, this, &MainWindow::showTrainer);
    connect(practice_, &PracticeController::gameReady, this, [this](const GamePuzzle& puzzle, const Move& setup) {
        startGame(puzzle, setup);
    });
}

ui::CellView MainWindow::viewOf(int cell) const
{
    return mistakeView(session_->state(), session_->conflicts(), mistakeMode_, checkShown_, cell);
}

void MainWindow::refreshCells()
{
    std::array<ui::CellView, kCellCount> views{};
    for (int cell = 0; cell < kCellCount; ++cell) views[static_cast<std::size_t>(cell)] = viewOf(cell);
    board_->setCells(views);
    refreshKeypad();
}

void MainWindow::refreshKeypad()
{
    // A digit whose nine cells include a marked one (a conflict, or wrong where mistakes
    // are shown) is not "all placed": the keypad never tells more than the board shows.
    DigitSet marked;
    for (int cell = 0; cell < kCellCount; ++cell) {
        const ui::CellView view = viewOf(cell);
        if (view.value != 0 && (view.conflict || view.wrong)) marked.insert(view.value);
    }
    keypad_->setRemaining(session_->state().remaining(), marked);
}

void MainWindow::connectHelp()
{
    hints_ = new HintController(session_, this);
    hints_->setObjectName(QStringLiteral("hints"));
    connect(hints_, &HintController::marksChanged, board_, &ui::BoardWidget::setHintMarks);
    expertRating_ = new ExpertRatingJob(session_, this);
    expertRating_->setObjectName(QStringLiteral("expertRating"));
    connect(expertRating_, &ExpertRatingJob::ratingChanged, this, &MainWindow::refreshStatus);
    statistics_ = new StatisticsRecorder(session_, QStandardPaths::writableLocation(QStandardPaths::AppDataLocation), this);
    statistics_->setObjectName(QStringLiteral("statistics"));
    connect(hints_, &HintController::hintShown, statistics_, &StatisticsRecorder::noteHint);
    connect(help_->check(), &QAction::triggered, statistics_, &StatisticsRecorder::noteCheck);
    // Playing with the solution's marks on is checking all the time.
    connect(session_, &GameSession::changed, this, [this] {
        if (mistakeMode_ == MistakeMode::Solution) statistics_->noteSolutionMarks();
    });
    connect(help_->statistics(), &QAction::triggered, this, &MainWindow::showStatistics);
    connect(help_->hint(), &QAction::triggered, hints_, &HintController::next);
    connect(hints_, &HintController::textChanged, messages_, &MessageStrip::setHint);
    connect(hints_, &HintController::textChanged, speaker_, &GameSpeaker::say);
    connect(messages_, &MessageStrip::hintDismissed, this, [this] {
        hints_->clear();
        board_->setFocus();
    });
    connect(help_->check(), &QAction::triggered, this, &MainWindow::checkEntries);
    connect(help_, &HelpActions::mistakeModeChosen, this, &MainWindow::setMistakeMode);
    // Check's marks last until the next move (cellChanged has repainted the moved cell
    // with them still on; this takes them off everywhere).
    connect(session_, &GameSession::changed, this, [this] {
        if (!checkShown_) return;
        checkShown_ = false;
        refreshCells();
    });
    connect(session_, &GameSession::reset, this, [this] { checkShown_ = false; });
}

void MainWindow::attachReview()
{
    review_ = new ReviewController(session_, hints_, this);
    review_->setObjectName(QStringLiteral("review"));
    reviewActions_ = new ReviewActions(review_, this);
    connect(review_, &ReviewController::message, this, [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    // Edit: after the notes, before the settings. Help: after the mistake marks.
    if (auto* edit = menuBar()->findChild<QMenu*>(QStringLiteral("menuEdit"))) {
        QAction* before = actions_->autoRemoveNotes(); // a separator precedes it
        edit->insertActions(before, {reviewActions_->setCheckpoint(), reviewActions_->backToCheckpoint(),
                                     reviewActions_->checkpoints(), reviewActions_->rewind()});
        edit->insertSeparator(before);
    }
    if (auto* help = menuBar()->findChild<QMenu*>(QStringLiteral("menuHelp"))) {
        const QList<QAction*> entries = help->actions();
        help->insertAction(entries.value(entries.indexOf(help_->mistakeMenu()->menuAction()) + 1), reviewActions_->showMissed());
    }
    // Game: after Pause, where a game that has ended is looked back on.
    const QList<QAction*> gameEntries = gameMenu_->actions();
    gameMenu_->insertAction(gameEntries.value(gameEntries.indexOf(actions_->pause()) + 1), reviewActions_->reviewGame());
}

void MainWindow::setMistakeMode(MistakeMode mode)
{
    mistakeMode_ = mode;
    help_->checkMistakeMode(mode);
    if (mode == MistakeMode::Solution && session_->isPlayable()) statistics_->noteSolutionMarks();
    saveMistakeMode(mode);
    applyMistakeLimit();
    refreshCells();
}

void MainWindow::showStatistics()
{
    auto* dialog = new StatisticsDialog(statistics_->statistics(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &StatisticsDialog::resetRequested, this, [this, dialog] {
        statistics_->reset();
        dialog->setStatistics(statistics_->statistics());
    });
    dialog->open();
}

int MainWindow::checkEntries()
{
    if (!session_->isPlayable()) return 0;
    const int wrong = session_->state().wrongEntries().count();
    checkShown_ = true;
    refreshCells();
    statusBar()->showMessage(wrong == 0 ? tr("No mistakes so far.") : tr("%n wrong digit(s) marked.", nullptr, wrong), 5000);
    speaker_->say(MoveWords::checked(session_->state().wrongEntries()));
    return wrong;
}

void MainWindow::refreshAll()
{
    refreshCells();
    board_->setLocked(session_->isFinished());
    board_->setPaused(session_->isPaused());
    timer_->setPaused(session_->isPaused());
    timer_->setElapsed(std::chrono::milliseconds(session_->elapsed()));
    refreshKeypad();
    hideBanner();
    if (session_->isLost()) showLostBanner();
    setWindowTitle(titleText());
    refreshStatus();
}

// A daily puzzle says which day it is: a past day of the calendar would otherwise look like
// any puzzle of its level. The date is written as in the result line, in every language.
QString MainWindow::titleText() const
{
    const QString level = levelTitle(session_->level());
    const std::optional<CivilDate> day =
        dailyRecorder_ != nullptr ? dailyRecorder_->results().dateOf(session_->state().givens()) : std::nullopt;
    // The main window plays the classic grid; the title says so beside the variants of New Game's menu.
    if (!day) return tr("Nonet - %1 \u00b7 %2").arg(VariantNames::title(Variant::Classic), level);
    return tr("Nonet - Daily Puzzle %1 - %2").arg(QString::fromStdString(day->toString()), level);
}

void MainWindow::refreshStatus()
{
    const GameState& state = session_->state();
    const QString expert = expertRating_ ? expertRating_->text() : QString();
    QString text = expert.isEmpty() ? tr("%1 \u00b7 %2 of 81 filled").arg(levelTitle(state.level())).arg(state.filledCount())
                                    : tr("%1 \u00b7 %2 \u00b7 %3 of 81 filled").arg(levelTitle(state.level()), expert).arg(state.filledCount());
    // The count shows where each wrong digit is marked as it is made.
    if (mistakeMode_ == MistakeMode::Solution) {
        text += QStringLiteral(" \u00b7 ") + (session_->mistakeLimit() > 0
                                                   ? tr("%1 of %n mistake(s)", nullptr, session_->mistakeLimit()).arg(session_->mistakes())
                                                   : tr("%n mistake(s)", nullptr, session_->mistakes()));
    }
    status_->setText(text);
}

void MainWindow::showBanner(const QString& text, bool success, QAction* action)
{
    messages_->showBanner(text, success ? MessageStrip::Tone::Success : MessageStrip::Tone::Warning, action);
}

void MainWindow::hideBanner() { messages_->hideBanner(); }

void MainWindow::onCompleted()
{
    board_->setLocked(true);
    if (mistakeMode_ == MistakeMode::Solution) statistics_->noteSolutionMarks();
    const GameStatistics::Solve solve = statistics_->recordCompletion();
    QString text = tr("Solved! You finished %1 in %2.").arg(levelPuzzle(session_->level()), ui::TimerLabel::format(std::chrono::milliseconds(session_->elapsed())));
    if (solve.newBest)
        text += QLatin1Char(' ') + (solve.previousBestMs == 0 ? tr("That sets your best time at this level.")
                                                              : tr("New best time (was %1)!").arg(ui::TimerLabel::format(std::chrono::milliseconds(solve.previousBestMs))));
    else if (const QString note = statistics_->noBestTimeNote(); !note.isEmpty())
        text += QLatin1Char(' ') + note;
    // Once, in the banner, with the review one click away; the status bar keeps its own messages.
    showBanner(text, true, reviewActions_->reviewGame());
}

void MainWindow::onFullButWrong()
{
    showBanner(tr("The grid is full, but some digits are wrong. Keep going!"), false);
}

void MainWindow::onPlayableChanged()
{
    const bool playable = session_->isPlayable();
    moveActions_->setEnabled(playable);
    keypad_->setEnabled(playable);
    board_->setLocked(session_->isFinished());
    actions_->pause()->setEnabled(session_->hasGame() && !session_->isFinished());
}

void MainWindow::keypadDigit(int digit)
{
    // Digit first: the keypad chooses the digit; the clicks on the board place it.
    if (board_->digitFirst()) {
        board_->setChosenDigit(digit);
        board_->setFocus();
        return;
    }
    const CellSet cells = board_->selection();
    if (board_->notesMode())
        session_->toggleNotes(cells, digit, board_->noteKind());
    else
        session_->setValues(cells, digit);
    board_->setFocus();
}

void MainWindow::keypadErase()
{
    session_->eraseCells(board_->selection());
    board_->setFocus();
}

void MainWindow::setNotesMode(bool on)
{
    board_->setNotesMode(on);
    keypad_->setNotesMode(on);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Nonet"),
                       tr("<h3>Nonet %1</h3>"
                          "<p>Sudoku for the desktop. Fresh puzzles at six levels, made on your computer and graded by "
                          "the techniques a person needs to solve them; notes, hints that teach the next step, undo "
                          "of every move, a stopwatch and statistics, a daily puzzle and a technique trainer.</p>"
                          "<p>No game in progress is lost: every move is saved, and a game you leave waits in "
                          "Game ▸ Continue. Puzzles travel as text or nonet:// links.</p>"
                          "<p><i>Help ▸ How to Play</i> (F1) explains the game and lists every shortcut.</p>"
                          "<p>Built with Qt %2.</p>")
                           .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

void MainWindow::showHowToPlay(HowToPlayDialog::Page page)
{
    // Every action of the menus, in menu order (submenus included, each once).
    QList<QAction*> actions;
    const std::function<void(const QList<QAction*>&)> collect = [&](const QList<QAction*>& list) {
        for (QAction* action : list) {
            if (action->menu() != nullptr) collect(action->menu()->actions());
            else if (!action->isSeparator() && !actions.contains(action)) actions.append(action);
        }
    };
    collect(menuBar()->actions());
    // Then those that live elsewhere (New on its toolbar button), in the order they were made.
    for (QAction* action : findChildren<QAction*>())
        if (!action->shortcuts().isEmpty() && !actions.contains(action)) actions.append(action);
    auto* dialog = new HowToPlayDialog(actions, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->showPage(page);
    // Modal like every other dialog: the stopwatch stands still while the player reads.
    dialog->open();
}

void MainWindow::setVariantPool(VariantPool* pool)
{
    variantChoice_->attachPool(pool);
    connect(pool, &VariantPool::countsChanged, this, &MainWindow::refreshReadyCounts);
    if (variants_ != nullptr) variants_->setPool(pool);
    refreshReadyCounts();
}

VariantWindow* MainWindow::variants()
{
    if (variants_ == nullptr) {
        // A window of its own (Qt::Window), owned here so that it closes with Nonet. The game
        // last played in it comes back first.
        variants_ = new VariantWindow(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation), this);
        variants_->setWindowFlag(Qt::Window);
        // One mistake setting for both windows, whichever the player changes it in.
        connect(variants_, &VariantWindow::mistakeModeChosen, this, &MainWindow::setMistakeMode);
        connect(help_, &HelpActions::mistakeModeChosen, variants_, &VariantWindow::reloadMistakeSettings);
        new VariantHookup(variants_, statistics_, keeper_); // statistics, the Continue list
        variants_->restoreAutosave();
        if (variantChoice_->pool() != nullptr) variants_->setPool(variantChoice_->pool());
    }
    variants_->show();
    variants_->raise();
    variants_->activateWindow();
    return variants_;
}

} // namespace nonet::app
