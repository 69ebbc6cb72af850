#pragma once
// The game window: the board and keypad in the middle, a toolbar and menus around them.
//
//   +--------------------------------------------------------------------+
//   | Game  Edit  Help                                                   |
//   | [New v] [Restart] | [Notes] [All notes] [Clear notes] | [Undo] [Redo]   0:42 |
//   |  +--------------------------------------------------------------+  |
//   |  | MessageStrip: the banner ("Solved! ...", "The grid is full,  |  |
//   |  | but...") or the hint; one fixed height, so the board below   |  |
//   |  | never moves when a message comes or goes                      |  |
//   |  +--------------------------------------------+ +-------------+  |
//   |  |                                            | |   Keypad    |  |
//   |  |                 BoardWidget                | |   1 2 3     |  |
//   |  |                                            | |   ...       |  |
//   |  +--------------------------------------------+ +-------------+  |
//   | Medium - 34 of 81 filled                                           |
//   +--------------------------------------------------------------------+
//
// Widgets only show and ask; every change goes through the GameSession, and the session's
// signals repaint exactly the cells that changed.

#include "app/help/mistake_mode.h"
#include "core/daily/civil_date.h"
#include "core/game/move.h"
#include "core/logic/technique.h"
#include "app/session/stopwatch.h"
#include "core/game/game_puzzle.h"

#include <QMainWindow>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QToolBar;
class QToolButton;

namespace nonet::ui {
class Announcer;
class BoardWidget;
class CageCombinationsView;
class Keypad;
class ZoomArea;
class TimerLabel;
struct CellView;
} // namespace nonet::ui

namespace nonet::app {

class BoardTools;
class MenuLayout;
class ViewTools;
class DailyCalendarDialog;
class DailyLauncher;
class DailyRecorder;
class GameActions;
class GameFiles;
class GameKeeper;
class PracticeBar;
class PracticeController;
class ResultCheckDialog;
class TrainerDialog;
class UserGuideDialog;
class GeneratingNotice;
class MessageStrip;
class PreferencesDialog;
struct Preferences;
class HelpActions;
class HintController;
class AutoPause;
class ReviewActions;
class ReviewController;
class ExpertRatingJob;
class StatisticsRecorder;
class GameSession;
class GameSpeaker;
class PuzzleSource;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // When the first game starts: in the constructor, or when the owner calls
    // startFirstGame() (after trying to resume the last game, so that no fresh puzzle is
    // spent on a game nobody sees).
    enum class FirstGame { Now, Later };

    // Puzzles from `source` (the window takes ownership); the first game comes from its
    // takeReady() at once. `clock` drives the stopwatch (a fixed one freezes it: demo, tests).
    explicit MainWindow(PuzzleSource* source, Stopwatch::Clock clock = {}, QWidget* parent = nullptr,
                        FirstGame first = FirstGame::Now);

    // Tests and automation find the window's parts by object name: board, boardZoom, keypad,
    // stopwatch, banner, hintText, gameStatus, gameToolBar, hints, expertRating, statistics,
    // review, autoPause, announcer (what a screen reader is told, ui/accessibility/announcer.h),
    // the actions (game_actions.h, help_actions.h, file_actions.h, review_actions.h) and
    // actionUndo, actionRedo.
    GameSession* session() const { return session_; }
    ui::BoardWidget* board() const { return board_; }
    // Where the window's actions sit: the menus and the game toolbar (attached modules add theirs).
    MenuLayout* menus() const { return menus_; }
    // Opens the statistics dialog (window-modal, deleted on close).
    void showStatistics();
    MistakeMode mistakeMode() const { return mistakeMode_; }
    void setMistakeMode(MistakeMode mode);
    // Check: marks the entries that differ from the solution until the next move; returns
    // how many there are.
    int checkEntries();

    // Edit > Preferences: opens the dialog (window-modal, deleted on close); OK applies.
    PreferencesDialog* showPreferences();
    // Saves the preferences and applies what can change at once (everything but the
    // language, which the next start reads, and the symmetry, which the next generated
    // puzzle reads).
    void applyPreferences(const Preferences& preferences);

    // The File menu first, the file actions at the start of the toolbar; Game ▸ Continue,
    // and the same under the New button's arrow after the levels: the unfinished games kept
    // when others replaced them (app/files/game_keeper.h).
    void attachFiles(GameFiles& files);

    // New Game of the variant and level (remembered as New's), from the puzzle source in the
    // background; the current game stays playable until it arrives, and is played here.
    void startNew(Variant variant, Level level);
    // startNew of a classic game.
    void requestNewGame(Level level);
    // Every new game starts here: New's puzzles, the daily puzzle, practice positions. A
    // practice position comes with its setup (played as the first move) and is left out of
    // the statistics.
    bool startGame(const GamePuzzle& puzzle, const Move& setup = {});

    // Game > Today's Puzzle, and a day of the calendar: made in the background (with the
    // generating notice), then started like New's puzzles.
    void playDaily(CivilDate date);
    void playToday();
    DailyLauncher* dailyLauncher() const { return daily_; }
    DailyRecorder* dailyRecorder() const { return dailyRecorder_; }
    // Game > Daily Calendar..., Help > Check a Result..., Help > Practise a Technique...
    // (window-modal, deleted on close).
    DailyCalendarDialog* showDailyCalendar();
    ResultCheckDialog* showResultCheck();
    TrainerDialog* showTrainer();
    PracticeController* practice() const { return practice_; }
    // Practises the technique (what the trainer's Practise does).
    void practise(Technique technique);
    PracticeBar* practiceBar() const { return practiceBar_; }
    // Help > User Guide (F1): the guide over the window in front (a dialog, or this one),
    // at `anchor`, or with none at the section for what is in front (guideAnchorInFront).
    UserGuideDialog* showGuide(const QString& anchor = {});
    // The guide's section for what the player has in front: the dialog over the window
    // when it names one, the editor, a practice position, the variant being played, else
    // the section on playing.
    QString guideAnchorInFront() const;
    // A game of the chosen level that is ready now, or the request for one.
    void startFirstGame();

protected:
    // The game and its clock are written first (GameFiles::saveForQuit: when that fails the
    // player is asked, and may keep the window open); then the window's geometry is kept.
    void closeEvent(QCloseEvent* event) override;
    // A modal dialog over the window (Load, Import, Preferences, Statistics, a question)
    // holds the stopwatch until it closes: time spent in a dialog is not playing time.
    bool event(QEvent* event) override;

private:
    void buildWidgets();
    void buildMenusAndToolbar();
    void connectSession();
    void connectInput();
    void loadSettings();
    void restoreWindowGeometry();

    ui::CellView viewOf(int cell) const;
    void refreshAll();
    QString titleText() const;
    void refreshStatus();
    void showBanner(const QString& text, bool success, QAction* action = nullptr);
    void hideBanner();
    void onPuzzleReady(const GamePuzzle& puzzle);
    void refreshReadyCounts();
    // Tells the source what New starts next, to keep ready.
    void keepNewReady();
    void onCompleted();
    void onFullButWrong();
    void onLost();
    void showLostBanner();
    void applyMistakeLimit();
    void onPlayableChanged();
    void keypadDigit(int digit);
    void keypadErase();
    // A move of `digit` (0: Erase) into `cells` that the game refused: says why, when the
    // game is being played ("given, cannot change", "already 7", "nothing to erase").
    void sayUnchanged(const WideCellSet& cells, int digit);
    void setNotesMode(bool on);
    void refreshModeLabel();
    void showAbout();
    // F1 in a dialog over the window: the guide's action is lent to it while it is open.
    void lendGuideTo(QWidget* dialog);
    void connectHelp();
    void refreshCells();
    void connectDailyAndPractice();
    void refreshKeypad();
    void refreshCombinations();
    void attachReview();

    GameSession* session_ = nullptr;
    PuzzleSource* source_ = nullptr;
    GameActions* actions_ = nullptr;
    BoardTools* tools_ = nullptr;
    ViewTools* views_ = nullptr;
    ui::ZoomArea* zoom_ = nullptr; // holds the board, zoomed independently of the window
    QActionGroup* moveActions_ = nullptr; // disabled while paused or finished
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    QAction* preferences_ = nullptr;
    ui::BoardWidget* board_ = nullptr;
    ui::Keypad* keypad_ = nullptr;
    ui::TimerLabel* timer_ = nullptr;
    MessageStrip* messages_ = nullptr;
    QLabel* banner_ = nullptr;      // in messages_

    QLabel* status_ = nullptr;
    GeneratingNotice* notice_ = nullptr;
    QToolButton* newButton_ = nullptr;
    MenuLayout* menus_ = nullptr;
    ui::CageCombinationsView* combinations_ = nullptr; // beside a Killer board
    HelpActions* help_ = nullptr;
    HintController* hints_ = nullptr;
    ReviewController* review_ = nullptr;
    ReviewActions* reviewActions_ = nullptr;
    AutoPause* autoPause_ = nullptr;
    ExpertRatingJob* expertRating_ = nullptr;
    StatisticsRecorder* statistics_ = nullptr;
    DailyLauncher* daily_ = nullptr;
    DailyRecorder* dailyRecorder_ = nullptr;
    PracticeController* practice_ = nullptr;
    PracticeBar* practiceBar_ = nullptr;
    MistakeMode mistakeMode_ = kDefaultMistakeMode;
    QLabel* modeLabel_ = nullptr; // digit first and its digit, while on
    bool showingStatusTip_ = false; // the status bar shows an action's tip, not a message
    int mistakeLimit_ = 0; // the preference; the session applies it from the next game
    bool checkShown_ = false;       // Check's marks, until the next move
    GameKeeper* keeper_ = nullptr;  // the Continue list (attachFiles)
    GameFiles* files_ = nullptr;    // saves before the window closes (attachFiles)
    bool startingPractice_ = false; // startGame is replacing a game with a practice position
    // What a screen reader is told (object name "announcer", ui/accessibility/announcer.h).
    ui::Announcer* announcer_ = nullptr;
    GameSpeaker* speaker_ = nullptr;
};

} // namespace nonet::app
