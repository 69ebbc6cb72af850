#pragma once
// A practice session: positions of one technique, one after the other.
//
//   start(technique) -> the supply's next position -> gameReady(puzzle, setup): the shell
//   starts the puzzle the way New does and plays the setup (the grader's digits and the
//   candidates as notes) as its first move.
//   check()          -> what the player changed since the setup is judged (right when every
//                       change is one a step of the technique makes); the pattern is shown
//                       on the board either way, as a hint's last stage shows it.
//   next()           -> the next position (usually ready: the supply keeps two).
//   end(), or any other game starting -> practice is over.

#include "core/game/game_puzzle.h"
#include "core/game/game_state.h"
#include "core/game/move.h"
#include "core/trainer/answer_check.h"
#include "core/trainer/trainer_position.h"

#include <QObject>
#include <QString>

#include <optional>

namespace nonet::ui {
class BoardWidget;
}

namespace nonet::app {

class GameSession;
class PracticeSupply;

class PracticeController : public QObject {
    Q_OBJECT
public:
    PracticeController(GameSession* session, ui::BoardWidget* board, PracticeSupply* supply, QObject* parent = nullptr);

    PracticeSupply* supply() const { return supply_; }
    bool isActive() const { return technique_.has_value(); }
    std::optional<Technique> technique() const { return technique_; }
    // The position on the board, once its game has started.
    const std::optional<TrainerPosition>& position() const { return current_; }
    // The technique of the last practice position that was on the board, when `givens` are
    // its puzzle's; kept after practice ends (New ends it before the position is left and
    // kept in the Continue list, which says what the position practised).
    std::optional<Technique> techniqueOf(const ShapeGrid& givens) const;
    bool isWaiting() const;
    QString text() const { return text_; }

    void start(Technique technique);
    void next();
    void end();
    // Judges the board against the position; nothing when no position is on the board. A
    // first wrong step gets another try: the changes that do not follow are framed, the
    // step is not shown yet; a second check on the position shows it.
    std::optional<AnswerVerdict> check();

    // The player's changes since the setup: removed candidates and placed digits.
    static TrainerAnswer answerOf(const TrainerPosition& position, const GameState& state);
    // The first move of a practice game: the grader's digits, and every other empty cell's
    // candidates as notes.
    static Move setupMove(const TrainerPosition& position);

signals:
    void gameReady(const nonet::GamePuzzle& puzzle, const nonet::Move& setup);
    void stateChanged();

private:
    void onPositionReady(const TrainerPosition& position);
    void onReset();
    void setText(const QString& text);

    GameSession* session_;
    ui::BoardWidget* board_;
    PracticeSupply* supply_;
    std::optional<Technique> technique_;
    std::optional<TrainerPosition> pending_; // handed to the shell, its game not started yet
    std::optional<TrainerPosition> current_;
    std::optional<TrainerPosition> lastOnBoard_; // current_'s, or the one before practice ended
    QString text_;
    bool marksShown_ = false; // a check's pattern is on the board
    int wrongTries_ = 0;      // wrong steps checked on this position
};

} // namespace nonet::app
