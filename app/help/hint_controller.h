#pragma once
// The Hint action's state: each press on the same position goes one stage further
// (HintStage, core/game/hint.h).
//
//   press 1  Where    where to look        (the house or cells framed on the board)
//   press 2  What     technique + one-line explanation
//   press 3  Pattern  the exact pattern: cells framed, candidates ringed, removals struck, in words
//   press 4  Apply    apply it (GameSession::play, one undo step)
//
// With a wrong entry on the board the hint does not teach: press 1 says a mistake exists,
// press 2 frames the wrong cells. Any change of the game starts over at press 1.
// What to show is two values: the words (textChanged) and the board's marks
// (marksChanged, computed by hintMarks()); the window hands the marks to the board.
// The step is searched off the GUI thread (QtConcurrent): the easy techniques take
// microseconds, but the last resorts (forcing chains, trial) may take longer than a frame.

#include "app/jobs/background_job.h"
#include "core/game/hint.h"

#include <QObject>
#include <QString>

namespace nonet::app {

class GameSession;

class HintController : public QObject {
    Q_OBJECT
public:
    explicit HintController(GameSession* session, QObject* parent = nullptr);

    // None while nothing is shown (or the step is being searched).
    HintStage stage() const { return stage_; }
    bool isBusy() const { return search_.isRunning(); }
    const Hint& hint() const { return hint_; }
    QString text() const { return text_; }
    const HintMarks& marks() const { return marks_; }

    // The next stage (starting the search on the first press).
    void next();
    // The same, for one cell: the first press finds the step that leads to that cell's
    // digit (findHintForCell: where the player went wrong), the next presses go on with it.
    void explain(int cell);
    // Forgets the hint, its words and its marks (the position changed).
    void clear();
    // The cells the hint frames now, in words, for a player who cannot see the frame:
    // "Region 8 is row 1 column 1, row 2 column 1, …" when they are one house (a hint that
    // names a Jigsaw region or a window says which cells those are), else the cells listed;
    // what to do when no hint is shown.
    QString framedWords() const;

signals:
    // What the hint says now; empty when no hint is shown.
    void textChanged(const QString& text);
    // What the board marks now; empty marks when no hint is shown.
    void marksChanged(const nonet::HintMarks& marks);
    // A press showed something (statistics: the game was solved with help).
    void hintShown();
    // A press changed nothing (the hint has shown all it has): why, in words.
    void unchanged(const QString& why);

private:
    void onFound(Hint hint);
    void apply();
    void show();
    void setText(const QString& text);
    void setMarks(const HintMarks& marks);

    GameSession* session_;
    BackgroundJob<Hint> search_;
    Hint hint_;
    QString text_;
    HintMarks marks_;
    HintStage stage_ = HintStage::None;
};

} // namespace nonet::app
