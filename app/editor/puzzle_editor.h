#pragma once
// Game > Enter Puzzle: the board becomes an editor of givens, with a live verdict, until
// Start Playing turns the puzzle into a game or Cancel returns to the game that was being
// played, untouched.
//
//   open()  --> the game is paused (its clock stops); opened()
//     |  every change of the grid (PuzzleEntry, with undo):
//     |     the board shows it, conflicts marked          (at once)
//     |     VerdictJob judges it on a worker              (the newest grid wins)
//     |     EntryFile keeps it on disk a moment later     (a restart brings it back)
//     v
//     |     a verdict that differs from the last is said (ui::Announcer), and so are Clear,
//     |     Undo and Redo: the board's cells do not tell them
//   startPlaying()  unique only: GameSession::newGame(givens, solution, graded level), the
//                   way every game starts (the game being left goes to Game > Continue);
//                   the entry file goes; closed()
//   cancel()        the entry file goes; the game resumes as it was; closed()
//   leaveFor(next)  a puzzle from outside (a later launch's link or file, the command
//                   line) wants the board: with givens entered the player chooses between
//                   it (cancel(), then next) and the entry (next is dropped, said so);
//                   never a game swapped in behind the editor
//
// Pasted text is read by the caller's parser (the Import parser, so the same notations and
// the same sentences); whatever it refuses leaves the grid as it was.

#include "app/editor/entry_file.h"
#include "app/editor/entry_verdict.h"
#include "app/editor/puzzle_entry.h"
#include "app/editor/verdict_job.h"

#include <QObject>
#include <QImage>
#include <QPointer>
#include <QPolygonF>
#include <QTimer>

#include <functional>
#include <variant>

class QAction;
class QMessageBox;
class QWidget;

namespace nonet::app {

class EditorView;
class GameSession;

class PuzzleEditor : public QObject {
    Q_OBJECT
public:
    // The givens of a pasted text, or a sentence saying why it is no puzzle.
    using ParsePaste = std::function<std::variant<Grid, QString>(const QString& text)>;
    struct Options {
        QString dataDirectory; // where the entry is kept while the editor is open
        ParsePaste parse;
    };

    // The view is made as a hidden child of `window`; the caller places it.
    PuzzleEditor(GameSession* session, Options options, QWidget* window);
    ~PuzzleEditor() override;

    QAction* enterAction() const { return enter_; }
    EditorView* view() const { return view_; }
    PuzzleEntry* entry() { return &entry_; }
    VerdictJob* verdictJob() { return &job_; }
    bool isOpen() const { return open_; }
    // The verdict on screen, and whether it is for the grid on screen.
    const EntryVerdict& verdict() const { return verdict_; }
    bool verdictIsCurrent() const { return verdictCurrent_; }

    // Opens the editor with `givens` (none: an empty grid).
    void open(const Grid& givens = {});
    // Start-up: opens the editor when an unfinished entry was kept; false when none was.
    bool resumeSaved();
    // The clipboard's (or any) text as the whole grid, one undo step. False, with
    // problem(), when it is no puzzle; the grid is then as it was.
    bool paste(const QString& text);
    // Opens the editor with the puzzle in `text` when it is one (nothing said otherwise).
    bool openWithText(const QString& text);
    // A puzzle read from a picture: opens the editor with `givens` (or, open already, puts
    // them in as one undo step), shows the picture beside the board with its grid
    // outlined, and hatches the cells to check until the player changes them.
    // `leastSureFirst`: the read givens, the reading's least sure first; the verdict on a
    // reading that breaks the rules points at those first. Nothing counts as typed.
    void openFromPicture(const Grid& givens, const QImage& picture, const QPolygonF& grid, CellSet toCheck, std::vector<int> leastSureFirst = {});
    // The cells still to check against the picture.
    CellSet cellsToCheck() const { return toCheck_; }
    // Paste (Ctrl+V) in the editor asks this first; true when it took a picture from the
    // clipboard (PictureOpener), so the text is not read.
    void setPicturePaste(std::function<bool()> pastePicture) { pastePicture_ = std::move(pastePicture); }
    // Only when the verdict on screen is current and unique.
    bool startPlaying();
    // Cancel, after asking when givens would be lost.
    void requestCancel();
    void cancel();
    // Runs `next` once the editor is closed (at once when it is not open). With givens
    // entered, asks first; a request that arrives while asking replaces the waiting one.
    void leaveFor(std::function<void()> next);
    // Writes a pending change of the entry now.
    void flush();

signals:
    void opened();
    void closed();
    void message(const QString& text);
    void problem(const QString& text);
    // A verdict reached the panel (tests).
    void verdictShown(const nonet::app::EntryVerdict& verdict);

private:
    void onChanged();
    void onVerdict(const EntryVerdict& verdict);
    void close();
    void showVerdictText();
    // Says `text` where the editor is (ui::Announcer).
    void say(const QString& text);
    // The entry no longer comes from a picture (another puzzle replaced it, or it closed).
    void forgetPicture();

    GameSession* session_;
    Options options_;
    EntryFile file_;
    PuzzleEntry entry_;
    VerdictJob job_;
    EditorView* view_ = nullptr;
    QAction* enter_ = nullptr;
    QTimer saveTimer_;
    EntryVerdict verdict_;
    Grid judged_;   // the grid of the last verdict asked for
    CellSet typed_; // the givens of the newest change that added any
    // The givens read from a picture that the player has not changed, least sure first.
    std::vector<int> doubtful_;
    bool fromPicture_ = false; // the entry began as a picture's reading
    bool readingPicture_ = false; // putting a reading in: its givens are not typed
    bool verdictCurrent_ = false;
    bool open_ = false;
    bool gameWasPaused_ = false;
    bool reportedSaveFailure_ = false;
    QPointer<QMessageBox> leaveQuestion_;
    std::function<void()> afterLeaving_;
    std::function<bool()> pastePicture_;
    CellSet toCheck_;
    Grid shownGivens_; // what onChanged saw last: a cell that differs was changed by the player
    QString verdictSaid_; // the verdict last announced: a verdict is said once, when it changes
};

} // namespace nonet::app
