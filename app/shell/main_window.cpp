#include "app/shell/main_window.h"

#include "app/daily/daily_calendar_dialog.h"
#include "app/daily/daily_launcher.h"
#include "app/daily/daily_recorder.h"
#include "app/daily/daily_result_dialog.h"
#include "app/daily/result_check_dialog.h"
#include "app/files/game_files.h"
#include "app/files/file_actions.h"
#include "app/files/game_keeper.h"
#include "app/help/expert_rating_job.h"
#include "app/help/guide_section.h"
#include "app/help/help_actions.h"
#include "app/help/hint_controller.h"
#include "app/help/user_guide_dialog.h"
#include "app/pool/puzzle_source.h"
#include "app/review/review_actions.h"
#include "app/review/review_controller.h"
#include "app/session/game_session.h"
#include "app/session/game_title.h"
#include "app/session/level_names.h"
#include "app/settings/preferences.h"
#include "app/settings/preferences_dialog.h"
#include "app/shell/auto_pause.h"
#include "app/shell/board_tools.h"
#include "app/shell/game_actions.h"
#include "app/shell/menu_layout.h"
#include "app/shell/generating_notice.h"
#include "app/shell/message_strip.h"
#include "app/shell/tool_bar_fitter.h"
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
#include "app/pool/new_game_choice.h"
#include "core/game/cage_choices.h"
#include "ui/accessibility/announcer.h"
#include "ui/accessibility/spoken_text.h"
#include "ui/action_icon.h"
#include "ui/board_widget.h"
#include "ui/cage_combinations_view.h"
#include "ui/cage_view.h"
#include "ui/cell_view.h"
#include "ui/keypad.h"
#include "ui/timer_label.h"
#include "ui/zoom_area.h"
#include "core/presets/preset.h"

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
#include <QScopedValueRollback>
#include <QScreen>
#include <QSettings>
#include <QSignalBlocker>
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
    // A screen reader says the window's title at every return to the window: in words, not
    // with the "·" of "Classic · Easy" read out as "middle dot".
    connect(this, &QWidget::windowTitleChanged, this, [this](const QString& title) { setAccessibleName(ui::SpokenText::plain(title)); });
    setWindowTitle(tr("Nonet"));
    source_->setParent(this);
    actions_ = new GameActions(this);
    connect(actions_->newMenu(), &QMenu::aboutToShow, this, &MainWindow::refreshReadyCounts);
    help_ = new HelpActions(this);
    buildWidgets();
    // The board has the keyboard when the window first shows, whatever game it shows: a
    // game that comes back paused from the last run too (its pause cover then says so).
    board_->setFocus();
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
    const int width = std::min(available.width() * 9 / 10, std::max(height * 3 / 2, menus_->toolBar()->sizeHint().width()));
    resize(width, height);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (files_ != nullptr && !files_->saveForQuit()) {
        event->ignore(); // the player chose to go back to the game
        return;
    }
    QSettings().setValue(kGeometryKey, saveGeometry());
    QMainWindow::closeEvent(event);
}

bool MainWindow::event(QEvent* event)
{
    if (event->type() == QEvent::WindowBlocked) {
        session_->setClockHeld(true);
        lendGuideTo(QApplication::activeModalWidget());
    }
    else if (event->type() == QEvent::WindowUnblocked) session_->setClockHeld(false);
    // A menu item's status tip goes to the status bar too, but it is no message of the
    // game: a screen reader reads the item itself.
    if (event->type() == QEvent::StatusTip) {
        const QScopedValueRollback<bool> tip(showingStatusTip_, true);
        return QMainWindow::event(event);
    }
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
    // The board and the keypad side by side in the middle: the spare width goes to both
    // sides, not between them.
    zoom_->setWidthFollowsContent(true);
    row->addStretch(1);
    row->addWidget(zoom_, 100);
    // The keypad, and under it for a Killer the combinations of the selected cage.
    auto* side = new QVBoxLayout;
    side->addStretch(1);
    side->addWidget(keypad_);
    combinations_ = new ui::CageCombinationsView(central);
    combinations_->setMaximumWidth(keypad_->sizeHint().width() * 3 / 2);
    combinations_->hide();
    combinations_->setBoard(board_);
    side->addWidget(combinations_);
    side->addStretch(1);
    row->addLayout(side);
    row->addStretch(1);
    column->addLayout(row, 1);
    setCentralWidget(central);
    // Outside every layout: it is never seen, only heard.
    announcer_ = new ui::Announcer(central);
    announcer_->setObjectName(QStringLiteral("announcer"));
    speaker_ = new GameSpeaker(session_, announcer_, [this](int cell) { return viewOf(cell); }, this);
    speaker_->setCursor([this] { return board_->selectedCell(); });

    timer_ = new ui::TimerLabel(this);
    timer_->setObjectName(QStringLiteral("stopwatch"));
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("gameStatus"));
    status_->setAccessibleName(tr("Game progress"));
    modeLabel_ = new QLabel(this);
    modeLabel_->setObjectName(QStringLiteral("modeLabel"));
    modeLabel_->setAccessibleName(tr("Input mode"));
    modeLabel_->hide();
    statusBar()->addPermanentWidget(modeLabel_);
    statusBar()->addPermanentWidget(status_);
    statusBar()->setAccessibleName(tr("Status bar"));
    // What the status bar tells (a game kept in Continue, an import, a file saved) is said
    // too: a screen reader does not watch it.
    connect(statusBar(), &QStatusBar::messageChanged, this, [this](const QString& text) {
        if (!showingStatusTip_) speaker_->say(text);
    });
    menuBar()->setAccessibleName(tr("Menu bar"));
    // A player waiting for a level the source has run out of sees this, with Cancel.
    notice_ = new GeneratingNotice(
        [this] {
            return source_->isBusy() || (daily_ != nullptr && daily_->isBusy());
        },
        this);
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

    menus_ = new MenuLayout(this);
    menus_->add(MenuPlace::GameStart, actions_->newMenu());
    menus_->add(MenuPlace::GameDaily, {actions_->todaysPuzzle(), actions_->dailyCalendar()});
    menus_->add(MenuPlace::GamePlay, {actions_->restart(), actions_->pause()});
    menus_->add(MenuPlace::GameQuit, actions_->quit());

    menus_->add(MenuPlace::EditUndo, {undo_, redo_});
    menus_->add(MenuPlace::EditNotes, {tools_->selectEmpty(), actions_->notesMode(), tools_->centreNotes(), actions_->allNotes(), actions_->clearNotes()});
    menus_->add(MenuPlace::EditColours, tools_->colourMenu());
    menus_->add(MenuPlace::EditNoteOptions, actions_->autoRemoveNotes());
    preferences_ = PreferencesDialog::createAction(this);
    menus_->add(MenuPlace::EditSettings, preferences_);
    connect(preferences_, &QAction::triggered, this, &MainWindow::showPreferences);

    views_->addTo(*menus_);

    menus_->add(MenuPlace::HelpAssist, {help_->hint(), help_->hintCells(), help_->check()});
    menus_->add(MenuPlace::HelpAssist, help_->mistakeMenu());
    menus_->add(MenuPlace::HelpRecords, help_->statistics());
    menus_->add(MenuPlace::HelpLearn, {actions_->practise(), actions_->checkResult()});
    menus_->add(MenuPlace::HelpAbout, {help_->userGuide(), help_->shortcuts(), actions_->about()});

    QToolBar* bar = menus_->toolBar();
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
    // Like the toolbar's other buttons, out of the Tab chain (the menus and shortcuts reach
    // everything): a focused New would start a new game on a single Space, the very key
    // the pause cover asks for.
    newButton_->setFocusPolicy(Qt::NoFocus);
    menus_->add(ToolPlace::Start, newButton_);
    menus_->add(ToolPlace::Start, {actions_->todaysPuzzle(), actions_->restart()});
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
    notesButton->setFocusPolicy(Qt::NoFocus);
    menus_->add(ToolPlace::Notes, notesButton);
    connect(bar, &QToolBar::toolButtonStyleChanged, notesButton, &QToolButton::setToolButtonStyle);
    // The button shows which notes it writes.
    connect(tools_->centreNotes(), &QAction::toggled, this, [this](bool centre) {
        actions_->notesMode()->setIcon(ui::actionIcon(centre ? ui::ActionGlyph::CentreNotes : ui::ActionGlyph::NotesMode));
    });
    menus_->add(ToolPlace::Notes, {actions_->allNotes(), actions_->clearNotes()});
    menus_->add(ToolPlace::Undo, {undo_, redo_});
    menus_->add(ToolPlace::Assist, {help_->hint(), help_->check()});
    menus_->add(ToolPlace::Clock, timer_);
    // The New button is a widget of its own: it follows the bar's style by hand.
    connect(bar, &QToolBar::toolButtonStyleChanged, newButton_, &QToolButton::setToolButtonStyle);
    new ToolBarFitter(this, bar);

    connect(actions_->about(), &QAction::triggered, this, &MainWindow::showAbout);
    connect(help_->userGuide(), &QAction::triggered, this, [this] { showGuide(); });
    connect(help_->shortcuts(), &QAction::triggered, this, [this] { showGuide(guideAnchor(GuideSection::Shortcuts)); });
    connect(actions_->quit(), &QAction::triggered, this, &QWidget::close);
}

void MainWindow::attachFiles(GameFiles& files)
{
    const FileActions& actions = files.actions();
    menus_->add(MenuPlace::FileQuick, {actions.save(), actions.load()});
    menus_->add(MenuPlace::FileFiles, {actions.saveAs(), actions.open()});
    menus_->add(MenuPlace::FileExchange, actions.importPuzzle());
    menus_->add(MenuPlace::FileShare, {actions.exportPuzzle(), actions.share()});
    menus_->add(ToolPlace::Files, {actions.save(), actions.load(), actions.importPuzzle(), actions.exportPuzzle(), actions.share()});
    keeper_ = files.keeper();
    files_ = &files;
    // What the game being kept is, for the Continue list: a daily puzzle, or a practice
    // position (practice may have ended just before: New ends it first).
    files.keeper()->setOriginSource([this] {
        GameOrigin origin;
        if (const auto day = dailyRecorder_->currentDay()) origin.daily = qDate(*day);
        else origin.practice = practice_->techniqueOf(session_->state().givens());
        return origin;
    });
    files.keeper()->setPassOver([this] {
        return startingPractice_ && practice_->position() && session_->state().givens() == practice_->position()->puzzle.givens;
    });
    QMenu* kept = files.keeper()->createMenu(this);
    menus_->add(MenuPlace::GameKept, kept);
    actions_->newMenu()->addSeparator();
    actions_->newMenu()->addMenu(kept);
}

void MainWindow::connectSession()
{
    connect(session_, &GameSession::cellChanged, this, [this](int cell) { board_->setCell(cell, viewOf(cell)); });
    connect(session_, &GameSession::changed, this, [this] {
        refreshKeypad();
        refreshCombinations();
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
    connect(source_, &PuzzleSource::failed, this, [this](Variant variant, Level level) {
        notice_->dismiss();
        statusBar()->showMessage(tr("Nonet could not make this puzzle: %1.").arg(GameTitle::of(variant, level)), 5000);
    });
}

void MainWindow::connectInput()
{
    connect(board_, &ui::BoardWidget::digitEntered, this, [this](int cell, int digit) {
        if (!session_->setValue(cell, digit)) sayUnchanged(WideCellSet::single(cell), digit);
    });
    connect(board_, &ui::BoardWidget::selectionChanged, this, [this] { refreshCombinations(); });
    connect(board_, &ui::BoardWidget::noteToggled, session_, &GameSession::toggleNote);
    connect(board_, &ui::BoardWidget::eraseRequested, session_, &GameSession::erase);
    connect(board_, &ui::BoardWidget::nothingChanged, this, [this](int, ui::NoChange why) {
        speaker_->say(why == ui::NoChange::Given ? MoveWords::givenKept() : MoveWords::nothingToErase());
    });
    connect(board_, &ui::BoardWidget::digitEnteredInCells, this, [this](WideCellSet cells, int digit) {
        if (!session_->setValues(cells, digit)) sayUnchanged(cells, digit);
    });
    connect(board_, &ui::BoardWidget::noteToggledInCells, session_, &GameSession::toggleNotes);
    connect(board_, &ui::BoardWidget::eraseRequestedInCells, this, [this](WideCellSet cells) {
        if (!session_->eraseCells(cells)) sayUnchanged(cells, 0);
    });
    connect(board_, &ui::BoardWidget::notesModeToggleRequested, actions_->notesMode(), &QAction::toggle);
    connect(board_, &ui::BoardWidget::resumeRequested, this, [this] { session_->setPaused(false); });

    connect(keypad_, &ui::Keypad::digitClicked, this, &MainWindow::keypadDigit);
    connect(board_, &ui::BoardWidget::digitFirstChanged, keypad_, &ui::Keypad::setDigitFirst);
    connect(board_, &ui::BoardWidget::chosenDigitChanged, keypad_, &ui::Keypad::setChosenDigit);
    // Digit first changes what a click does: the status bar says so while it is on, and a
    // screen reader hears it turn on and off.
    connect(board_, &ui::BoardWidget::digitFirstChanged, this, [this](bool on) {
        refreshModeLabel();
        speaker_->say(MoveWords::digitFirst(on));
    });
    connect(board_, &ui::BoardWidget::chosenDigitChanged, this, &MainWindow::refreshModeLabel);
    // A digit typed where a keypad button has the focus still goes to the board.
    board_->takeDigitKeysFrom(centralWidget());
    connect(keypad_, &ui::Keypad::digitHeld, board_, &ui::BoardWidget::setHeldDigit);
    connect(keypad_, &ui::Keypad::eraseClicked, this, &MainWindow::keypadErase);
    connect(tools_, &BoardTools::message, this, [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(keypad_, &ui::Keypad::notesModeToggled, actions_->notesMode(), &QAction::setChecked);
    connect(actions_->notesMode(), &QAction::toggled, this, &MainWindow::setNotesMode);
    // The modes change what the next key does, and nothing on the board shows it at once.
    connect(actions_->notesMode(), &QAction::toggled, this, [this](bool on) { speaker_->say(MoveWords::notesMode(on)); });
    connect(tools_->centreNotes(), &QAction::toggled, this, [this](bool centre) {
        speaker_->say(MoveWords::noteKind(centre ? NoteKind::Centre : NoteKind::Corner));
    });

    connect(timer_, &ui::TimerLabel::pauseToggleRequested, session_, &GameSession::togglePause);
    connect(actions_->pause(), &QAction::triggered, this, [this](bool paused) {
        session_->setPaused(paused);
        actions_->pause()->setChecked(session_->isPaused()); // a solved game cannot be paused
    });

    connect(actions_->newGame(), &QAction::triggered, this, [this] {
        const Variant variant = NewGameChoice::variant();
        startNew(variant, NewGameChoice::level(variant));
    });
    for (const Variant variant : kAllVariants)
        for (const Level level : kAllLevels)
            if (QAction* action = actions_->newAt(variant, level))
                connect(action, &QAction::triggered, this, [this, variant, level] { startNew(variant, level); });
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
    const Variant variant = NewGameChoice::variant();
    actions_->checkChoice(variant, NewGameChoice::level(variant));
    const Preferences preferences = Preferences::load();
    actions_->autoRemoveNotes()->setChecked(preferences.autoRemoveNotes);
    session_->setAutoRemoveNotes(preferences.autoRemoveNotes);
    mistakeMode_ = preferences.mistakeMode;
    help_->checkMistakeMode(mistakeMode_);
    mistakeLimit_ = preferences.mistakeLimit;
    applyMistakeLimit();
    board_->setPeerHighlight(preferences.highlightPeers);
    board_->setSameDigitHighlight(preferences.highlightSameDigit);
    board_->setClickOpensPopup(preferences.clickPopup);
    autoPause_->setEnabled(preferences.autoPause);
}

void MainWindow::applyMistakeLimit()
{
    // Mistakes count, and the limit holds, only where each wrong digit is marked as it is
    // made: elsewhere the player would lose without having been told of a single mistake.
    session_->setMistakesMarked(mistakeMode_ == MistakeMode::Solution);
    session_->setMistakeLimit(mistakeLimit_);
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
    setGuideSection(dialog, GuideSection::Preferences);
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
    board_->setClickOpensPopup(preferences.clickPopup);
    autoPause_->setEnabled(preferences.autoPause);
}

void MainWindow::startFirstGame()
{
    // Start-up never waits for a generator: the first game is one of the chosen variant and
    // level that is ready now, else a classic one that is (the choice is then asked for).
    const Variant variant = NewGameChoice::variant();
    const Level level = NewGameChoice::level(variant);
    std::optional<GamePuzzle> ready = source_->takeReady(variant, level);
    if (!ready && !presetOf(variant).home) ready = source_->takeReady(homeVariant(), NewGameChoice::level(homeVariant()));
    if (ready)
        startGame(*ready);
    else
        startNew(variant, level);
    onPlayableChanged();
    board_->setFocus();
}

void MainWindow::startNew(Variant variant, Level level)
{
    NewGameChoice::rememberVariant(variant);
    NewGameChoice::rememberLevel(variant, level);
    actions_->checkChoice(variant, level);
    keepNewReady();
    const QString what = GameTitle::of(variant, level);
    statusBar()->showMessage(tr("Preparing %1…").arg(what));
    // The last thing asked for starts: nothing else still on its way replaces it later.
    daily_->cancel();
    practice_->end();
    source_->request(variant, level);
    if (presetOf(variant).home)
        notice_->waitFor(level);
    else
        notice_->waitFor(tr("Making the puzzle: %1…").arg(what));
}

void MainWindow::requestNewGame(Level level) { startNew(homeVariant(), level); }

void MainWindow::keepNewReady()
{
    // New's variant and level; with classic chosen, also the last other variant chosen, so
    // that going back to it is at once too (the classic levels are always kept).
    const Variant chosen = NewGameChoice::variant();
    const Variant kept = presetOf(chosen).home ? NewGameChoice::lastVariant() : chosen;
    source_->keepReady(kept, NewGameChoice::level(kept));
}

void MainWindow::refreshReadyCounts()
{
    // "Extreme, 8 ready" in New Game's menu, where the source keeps count.
    for (const Variant variant : kAllVariants) {
        for (const Level level : kAllLevels) {
            QAction* action = actions_->newAt(variant, level);
            if (action == nullptr) continue;
            const std::optional<int> ready = source_->knownReadyCount(variant, level);
            // A comma, not a dash: a screen reader reads the item as it is written.
            action->setText(ready ? tr("%1, %2 ready").arg(levelTitle(level)).arg(*ready) : levelTitle(level));
        }
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
    speaker_->say(MoveWords::newGame(puzzle.variant(), puzzle.level));
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
    setGuideSection(dialog, GuideSection::Daily);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &DailyCalendarDialog::playRequested, this, &MainWindow::playDaily);
    dialog->open();
    return dialog;
}

ResultCheckDialog* MainWindow::showResultCheck()
{
    auto* dialog = new ResultCheckDialog(this);
    setGuideSection(dialog, GuideSection::Daily);
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
    connect(daily_, &DailyLauncher::ready, this, [this](CivilDate date, const GamePuzzle& puzzle) {
        notice_->dismiss();
        statusBar()->clearMessage();
        dailyRecorder_->noteStarted(date, puzzle.givens.toClassic());
        // Left unfinished for another game earlier: it goes on from where it was left.
        if (const auto kept = keeper_ != nullptr ? keeper_->findKept(puzzle.givens) : std::nullopt) {
            if (keeper_->resume(*kept)) board_->setFocus();
            return;
        }
        if (!startGame(puzzle)) return;
        // A day solved before starts over on an empty board: say so, and that its result stays.
        if (const auto result = dailyRecorder_->resultOf(date)) {
            const QString text = tr("You solved the daily puzzle of %1 in %2 already. This replay is not recorded; its result stays.")
                                     .arg(QLocale().toString(qDate(date), QLocale::LongFormat),
                                          ui::TimerLabel::format(std::chrono::seconds(result->seconds)));
            showBanner(text, false);
            speaker_->say(text);
        }
    });
    connect(daily_, &DailyLauncher::failed, this, [this] {
        notice_->dismiss();
        statusBar()->showMessage(tr("That day has no daily puzzle."), 5000);
    });
    connect(hints_, &HintController::hintShown, dailyRecorder_, &DailyRecorder::noteHint);
    connect(dailyRecorder_, &DailyRecorder::daySolved, this, [this](CivilDate date) {
        auto* dialog = new DailyResultDialog(dailyRecorder_, date, this);
        setGuideSection(dialog, GuideSection::Daily);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &DailyResultDialog::calendarRequested, this, &MainWindow::showDailyCalendar);
        dialog->open();
    });

    PracticeSet::Parsed practiceSet = PracticeSet::loadBuiltIn();
    for (const QString& error : practiceSet.errors) qWarning("practice set: %s", qPrintable(error));
    auto* supply = new PracticeSupply(std::move(practiceSet.set), std::random_device{}(), this);
    practice_ = new PracticeController(session_, board_, supply, this);
    practiceBar_ = new PracticeBar(practice_, centralWidget());
    // In the message strip's band above the board, which it has to itself while no message
    // comes: practising neither shrinks the board nor leaves an empty band.
    messages_->setPanel(practiceBar_);
    connect(actions_->practise(), &QAction::triggered, this, &MainWindow::showTrainer);
    connect(practice_, &PracticeController::gameReady, this, [this](const GamePuzzle& puzzle, const Move& setup) {
        startGame(puzzle, setup);
    });
}


ui::CellView MainWindow::viewOf(int cell) const
{
    // What the shape says of the cell (its cage, region, window or diagonal) the board
    // adds: it knows the shape.
    return mistakeView(session_->state(), session_->conflicts(), mistakeMode_, checkShown_, cell);
}

void MainWindow::refreshCombinations()
{
    const GameState& state = session_->state();
    const Shape& shape = state.shape();
    const int selected = board_->selectedCell();
    combinations_->setVisible(shape.hasCages());
    const int cage = selected >= 0 && selected < state.cellCount() ? shape.cageOf(selected) : -1;
    if (cage < 0) {
        combinations_->clear();
        return;
    }
    // The combinations of the selected cell's cage, struck where the board rules them out
    // (a value locked elsewhere in a house of the cage included: core/game/cage_choices.h).
    std::vector<ui::CombinationView> views;
    for (const CageChoice& choice : cageChoices(state, cage)) {
        ui::CombinationView view;
        for (const int value : choice.values) view.values.push_back(value);
        view.ruledOut = !choice.fits;
        views.push_back(std::move(view));
    }
    const Cage& cells = shape.cage(cage);
    const int size = static_cast<int>(cells.cells.size());
    combinations_->setCage(cage + 1, size, cells.sum, std::move(views));
}

void MainWindow::refreshCells()
{
    // The board and the keypad take the game's shape (the same one: nothing is made anew).
    const ShapePtr shape = session_->state().puzzle().shapePtr();
    board_->setShape(shape); // with its cages
    if (views_ != nullptr) views_->followShape(*shape);
    keypad_->setValueLayout(board_->valueLayout());
    const int count = session_->state().cellCount();
    std::vector<ui::CellView> views(static_cast<std::size_t>(count));
    for (int cell = 0; cell < count; ++cell) views[static_cast<std::size_t>(cell)] = viewOf(cell);
    board_->setCells(views);
    refreshKeypad();
    refreshCombinations();
}

void MainWindow::refreshKeypad()
{
    // A value whose cells include a marked one (a conflict, or wrong where mistakes are
    // shown) is not "all placed": the keypad never tells more than the board shows.
    DigitSet marked;
    for (int cell = 0; cell < session_->state().cellCount(); ++cell) {
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
    // The help is the game's (kept in its record): the hint controller notes hints there.
    connect(help_->check(), &QAction::triggered, session_, &GameSession::noteCheck);
    // Playing with the solution's marks on is checking all the time.
    connect(session_, &GameSession::changed, this, [this] {
        if (mistakeMode_ == MistakeMode::Solution) session_->noteSolutionMarks();
    });
    connect(help_->statistics(), &QAction::triggered, this, &MainWindow::showStatistics);
    connect(help_->hint(), &QAction::triggered, hints_, &HintController::next);
    // Shown in the status bar, which the speaker says.
    connect(help_->hintCells(), &QAction::triggered, this, [this] { statusBar()->showMessage(hints_->framedWords(), 15000); });
    connect(hints_, &HintController::textChanged, messages_, &MessageStrip::setHint);
    connect(hints_, &HintController::textChanged, speaker_, &GameSpeaker::say);
    connect(hints_, &HintController::unchanged, speaker_, &GameSpeaker::say);
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
    menus_->add(MenuPlace::EditCheckpoints, {reviewActions_->setCheckpoint(), reviewActions_->backToCheckpoint(),
                                              reviewActions_->checkpoints(), reviewActions_->rewind(),
                                              reviewActions_->removeWrongDigits()});
    menus_->add(MenuPlace::HelpAssist, reviewActions_->showMissed());
    menus_->add(MenuPlace::GameLookBack, reviewActions_->reviewGame());
}

void MainWindow::setMistakeMode(MistakeMode mode)
{
    mistakeMode_ = mode;
    help_->checkMistakeMode(mode);
    if (mode == MistakeMode::Solution && session_->isPlayable()) session_->noteSolutionMarks();
    saveMistakeMode(mode);
    applyMistakeLimit();
    refreshCells();
}

void MainWindow::showStatistics()
{
    auto* dialog = new StatisticsDialog(statistics_->statistics(), this);
    setGuideSection(dialog, GuideSection::Statistics);
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
    {
        // Said in its own words, which name the cells.
        const QSignalBlocker quiet(statusBar());
        statusBar()->showMessage(wrong == 0 ? tr("No mistakes so far.") : tr("%n wrong digit(s) marked.", nullptr, wrong), 5000);
    }
    speaker_->say(MoveWords::checked(session_->state().wrongEntries(), session_->state().shape()));
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
// any puzzle of its level; a practice position says what it practises. (Asked here, not of
// the daily recorder's current day: that follows the same reset, possibly after this.)
QString MainWindow::titleText() const
{
    const GamePuzzle& puzzle = session_->state().puzzle();
    GameTitle::Kind kind;
    if (dailyRecorder_ != nullptr && puzzle.isClassic())
        if (const std::optional<CivilDate> day = dailyRecorder_->results().dateOf(puzzle.givens.toClassic())) kind.daily = qDate(*day);
    if (!kind.daily && practice_ != nullptr) kind.practice = practice_->techniqueOf(puzzle.givens);
    return tr("Nonet - %1", "the window title: Nonet and the game's title").arg(GameTitle::of(puzzle, kind));
}

void MainWindow::refreshStatus()
{
    const GameState& state = session_->state();
    const QString expert = expertRating_ ? expertRating_->text() : QString();
    // "6×6 · Easy · 12 of 36 filled"
    const QString level = GameTitle::of(state.puzzle());
    // The expert scale rates classic puzzles only: a variant's status says so.
    status_->setToolTip(!expertRating_ || expertRating_->ratesCurrent()
                            ? tr("The level, an estimate of the puzzle's rating on Sukaku Explainer's scale (SE, 1.0 to 11.9, "
                                 "the scale experts compare puzzles by) and how many cells are filled")
                            : tr("The variant and level, and how many cells are filled. Sukaku Explainer's scale (SE) rates "
                                 "classic puzzles only, so this puzzle has no SE figure."));
    QString text = expert.isEmpty()
                       ? tr("%1 \u00b7 %2 of %3 filled").arg(level).arg(state.filledCount()).arg(state.cellCount())
                       : tr("%1 \u00b7 %2 \u00b7 %3 of %4 filled").arg(level, expert).arg(state.filledCount()).arg(state.cellCount());
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
    if (mistakeMode_ == MistakeMode::Solution) session_->noteSolutionMarks();
    const GameStatistics::Solve solve = statistics_->recordCompletion();
    QString text = tr("Solved! You finished %1 in %2.").arg(GameTitle::of(session_->state().puzzle()), ui::TimerLabel::format(std::chrono::milliseconds(session_->elapsed())));
    // What the time means: a best time, or why there is none (help used).
    QString meaning;
    if (solve.newBest)
        meaning = solve.previousBestMs == 0 ? tr("That sets your best time at this level.")
                                            : tr("New best time (was %1)!").arg(ui::TimerLabel::format(std::chrono::milliseconds(solve.previousBestMs)));
    else
        meaning = statistics_->noBestTimeNote();
    if (!meaning.isEmpty()) text += QLatin1Char(' ') + meaning;
    // Once, in the banner, with the review one click away; the status bar keeps its own messages.
    showBanner(text, true, reviewActions_->reviewGame());
    // Heard after the speaker's "Solved! … in …", in the same announcement: a player who
    // cannot see the banner learns the rest of it too.
    speaker_->say(meaning);
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
    const WideCellSet cells = board_->selection();
    if (board_->notesMode())
        session_->toggleNotes(cells, digit, board_->noteKind());
    else if (!session_->setValues(cells, digit))
        sayUnchanged(cells, digit);
    board_->setFocus();
}

void MainWindow::keypadErase()
{
    if (!session_->eraseCells(board_->selection())) sayUnchanged(board_->selection(), 0);
    board_->setFocus();
}

void MainWindow::sayUnchanged(const WideCellSet& cells, int digit)
{
    // A key pressed and nothing happened: without a word a screen reader's user cannot
    // tell a refused key from a lost one.
    if (!session_->isPlayable() || cells.empty()) return;
    const GameState& state = session_->state();
    bool allGiven = true;
    bool allHold = true;
    for (const int cell : cells) {
        allGiven = allGiven && state.isGiven(cell);
        allHold = allHold && (state.isGiven(cell) || state.value(cell) == digit);
    }
    if (allGiven) speaker_->say(MoveWords::givenKept());
    else if (digit == 0) speaker_->say(MoveWords::nothingToErase());
    else if (allHold) speaker_->say(MoveWords::alreadyThere(digit));
}

void MainWindow::refreshModeLabel()
{
    const bool on = board_->digitFirst();
    const int digit = board_->chosenDigit();
    modeLabel_->setText(digit != 0 ? tr("Digit first: %1 (Esc leaves)").arg(digit) : tr("Digit first: choose a digit (Esc leaves)"));
    modeLabel_->setVisible(on);
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
                          "<p><i>Help ▸ User Guide</i> (F1) explains every part of the game and lists every shortcut.</p>"
                          "<p>Built with Qt %2.</p>")
                           .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

QString MainWindow::guideAnchorInFront() const
{
    // A dialog over the window that names its section (the trainer, the review, ...).
    if (const QWidget* front = QApplication::activeModalWidget(); front != nullptr && front != this)
        if (const QString anchor = guideAnchorOf(front); !anchor.isEmpty()) return anchor;
    // The window itself names one while the editor has the board (EditingMode).
    if (const QString anchor = guideAnchorOf(this); !anchor.isEmpty()) return anchor;
    if (practice_->isActive()) return guideAnchor(GuideSection::Trainer);
    return guideAnchor(session_->state().variant());
}

UserGuideDialog* MainWindow::showGuide(const QString& anchor)
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
    // Over the dialog in front, if one is open: a window-modal dialog blocks its siblings.
    QWidget* front = QApplication::activeModalWidget();
    auto* dialog = new UserGuideDialog(actions, UserGuideDialog::uiLanguage(), front != nullptr ? front : this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->showSection(anchor.isEmpty() ? guideAnchorInFront() : anchor);
    // Modal like every other dialog: the stopwatch stands still while the player reads.
    dialog->open();
    return dialog;
}

void MainWindow::lendGuideTo(QWidget* dialog)
{
    // QAction's shortcuts work in the windows the action is added to; the guide itself
    // needs none of its own.
    if (dialog == nullptr || dialog == this || qobject_cast<UserGuideDialog*>(dialog) != nullptr) return;
    dialog->addAction(help_->userGuide());
}

} // namespace nonet::app
