#pragma once
// The window where the variants are played (Game ▸ New Variant Game… in the main window):
//
//   +--------------------------------------------------+
//   | New  Undo Redo  Notes All-notes  Hint Check  ... |  toolbar (the actions, also in menus)
//   | hint / completion strip                          |
//   |            board (any shape)                     |
//   | [1][2][3][4]...[Erase]                           |  keypad: the shape's values
//   | 6×6 · Easy · 12/36 · 1:05                        |  status bar
//   +--------------------------------------------------+
//
// It owns one ShapeGame (core/game/shape_game.h) with undo and redo as inverse moves,
// makes puzzles (core/generator/shape_generator.h: microseconds for a 4×4, a second for a
// hard 16×16) and hints (VariantHints) off the GUI thread with BackgroundJob, and
// keeps the game in the application data folder after every move
// (variant-autosave.json, the variant save format), so closing and coming back loses
// nothing. Save As / Open use the same format; Share Link copies a variant link
// (core/notation/variant_link.h); Export copies the notation or writes it to a file
// (variant_export_dialog.h); Print, Print Preview and Export as PDF put the board on
// paper (variant_printing.h).
//
// A played game, neither solved nor lost, that the window lets go (another replaces it, the
// window closes) goes to the keeper first (setKeeper; the app's is the Continue list,
// app/files/game_keeper.h). When it could not be kept, a new game does not replace it; a
// closing window leaves it in the autosave. Once kept on closing, the autosave goes: the
// game is in the Continue list, and is not in two places at once. The signals below let
// the statistics follow the games.

#include "app/jobs/background_job.h"
#include "app/session/stopwatch.h"
#include "app/variants/variant_hint.h"
#include "app/speech/variant_move_words.h"
#include "app/storage/variant_save_file.h"
#include "app/variants/variant_mistakes.h"
#include "core/game/shape_game.h"

#include <QMainWindow>

#include <functional>
#include <optional>
#include <vector>

class QAction;
class QHBoxLayout;
class QLabel;
class QToolButton;

namespace nonet::ui {
class Announcer;
class ShapeBoardWidget;
}

namespace nonet::app {

class SentenceGatherer;
class VariantMistakeMenu;
class VariantPool;
class VariantPrinting;

class VariantWindow : public QMainWindow {
    Q_OBJECT
public:
    // dataDirectory: where the autosave lives (the application data folder).
    explicit VariantWindow(const QString& dataDirectory, QWidget* parent = nullptr);
    ~VariantWindow() override;

    // The variant and level dialog, then a new puzzle.
    void chooseNewGame();
    // A new puzzle of the variant and level, made in the background; seed makes it reproducible.
    void startNewGame(Variant variant, Level level, std::uint64_t seed);
    // A variant share link: false (the player told why, the game as it was) when it does not
    // read; true when it does, and the puzzle is checked and graded in the background, then
    // played (or the player told it has no single solution).
    bool openLink(const QString& link);
    // A variant save file; the same.
    bool openFile(const QString& path);
    // Brings back the autosaved game, if there is one (false when there is none or it is bad).
    bool restoreAutosave();
    // mistakes and lost: what the game's file kept (VariantMistakes). The stopwatch runs from
    // elapsedMs. False when the game it would replace could not be kept (nothing changes).
    bool setGame(ShapeGame game, qint64 elapsedMs = 0, int mistakes = 0, bool lost = false);
    // A game brought back (the autosave, the Continue list): setGame, the stopwatch paused
    // until the first move, as the classic game comes back.
    bool resumeGame(SavedVariantGame saved);
    // Hands a played game, neither solved nor lost, to be kept before the window lets it go;
    // false: it could not be (the keeper has told the player).
    using Keeper = std::function<bool(const SavedVariantGame& leaving)>;
    void setKeeper(Keeper keeper) { keeper_ = std::move(keeper); }
    qint64 elapsedMs() const { return stopwatch_.elapsed(); }
    // Adds a sentence to the message shown (the statistics' word on a solved game's time).
    void appendMessage(const QString& text);
    // New's puzzles come ready from the pool (not owned; it outlives the window) instead of
    // being made on request; the seed of startNewGame is then the pool's business.
    void setPool(VariantPool* pool);

    const ShapeGame* game() const { return game_ ? &*game_ : nullptr; }
    bool isBusy() const;
    QString shareLink(bool withProgress) const;
    QString autosavePath() const;
    ui::ShapeBoardWidget* board() const { return board_; }
    QString hintText() const;
    const VariantMistakes& mistakes() const { return mistakes_; }
    QString statusText() const;
    // Reads the mistake setting again (the main window or the Preferences changed it).
    void reloadMistakeSettings();
    VariantPrinting* printing() const { return printing_; }
    // Export: the puzzle to the clipboard at once, the dialog for the other forms and files.
    void showExport();

signals:
    // Every change of the game shown (a new game, a move, undo).
    void gameChanged();
    // The player chose a mistake mode in this window (already stored in the setting).
    void mistakeModeChosen(nonet::app::MistakeMode mode);
    // A game is now in the window: new, or brought back (autosave, file, link, Continue);
    // lost: lost to the mistake limit before it was kept.
    void gameShown(const nonet::ShapeGame& game, bool lost);
    // The window let its game go without another replacing it (kept on closing).
    void gameLetGo();
    // A move of the player's (a hint's placement included; undo and redo are not new
    // moves); marksAgainstSolution: the mistake marks compare with the solution.
    void moveMade(bool marksAgainstSolution);
    // The game was just solved, in elapsedMs; or lost to the mistake limit.
    void solved(qint64 elapsedMs);
    void lost();
    // A hint showed something, or Check marked the entries.
    void hintShown();
    void checked();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void buildActions();
    // name: what a screen reader hears for a move of many cells (Restart, All Notes, a hint).
    void play(const ShapeMove& move, const QString& name = {});
    // Says what the last move did to the game that was `before` it.
    void speak(const ShapeGame& before, VariantMoveDirection direction, const QString& name = {});
    void undo();
    void redo();
    void enterValue(int cell, int value);
    void toggleNote(int cell, int value);
    void erase(int cell);
    void keypadValue(int value);
    void hint();
    void showHint();
    void check();
    void saveAs();
    void openDialog();
    void copyShareLink();
    void refresh();
    void rebuildKeypad();
    void autosave();
    void showMessage(const QString& text);
    void resetHint();
    // No game, a solved one or one lost to the mistake limit: the board takes no more input.
    bool isLocked() const;
    void chooseMistakeMode(MistakeMode mode);
    // Neither solved nor lost, and anything of the player's on the board.
    bool hasGameToKeep() const;
    SavedVariantGame current() const;

    QString dataDirectory_;
    VariantPool* pool_ = nullptr;
    std::optional<ShapeGame> game_;
    std::vector<ShapeMove> undo_;
    std::vector<ShapeMove> redo_;
    Stopwatch stopwatch_;
    BackgroundJob<std::optional<ShapeGamePuzzle>> puzzleJob_;
    BackgroundJob<VariantHint> hintJob_; // cancelled by every change of the position
    // A link's puzzle, solved and graded: the game, or how many solutions it has (0 or 2).
    struct LinkedGame {
        std::optional<ShapeGame> game;
        int solutions = 0;
    };
    BackgroundJob<LinkedGame> linkJob_;
    std::optional<VariantHint> hint_;
    int hintStage_ = 0; // presses on the current position
    bool checkShown_ = false;
    VariantMistakes mistakes_;
    VariantMistakeMenu* mistakeMenu_ = nullptr;
    ui::Announcer* announcer_ = nullptr;
    SentenceGatherer* speech_ = nullptr;
    Keeper keeper_;

    ui::ShapeBoardWidget* board_ = nullptr;
    QLabel* message_ = nullptr;
    QWidget* keypad_ = nullptr;
    QHBoxLayout* keypadLayout_ = nullptr;
    std::vector<QToolButton*> keys_;
    QLabel* status_ = nullptr;
    QAction* undoAction_ = nullptr;
    QAction* redoAction_ = nullptr;
    QAction* notesAction_ = nullptr;
    QAction* hintAction_ = nullptr;
    VariantPrinting* printing_ = nullptr;
};

} // namespace nonet::app
