#pragma once
// Help > Practise a Technique...: the techniques by level; for the chosen one a paragraph on
// what it says and how to find it, and a diagram drawn from a real position (the first
// bundled puzzle of the technique, advanced to where the grader needs it, the step shown as
// a hint shows it). Practise starts a position; meanwhile the supply gets more ready.
//
//   +-----------------+----------------------------------------+
//   | Medium          | X-Wing                                 |
//   |   Pointing      | A digit fits in two rows only in ...   |
//   |   ...           | +---------------------+                |
//   | Tough           | |  diagram (a board)  |                |
//   |   X-Wing   <--  | +---------------------+                |
//   +-----------------+----------------------------------------+
//                                          [Practise]  [Close]

#include "app/jobs/background_job.h"
#include "core/game/hint.h"
#include "core/trainer/trainer_position.h"

#include <QDialog>

#include <map>
#include <optional>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace nonet::ui {
class BoardWidget;
}

namespace nonet::app {

class PracticeSupply;

class TrainerDialog : public QDialog {
    Q_OBJECT
public:
    TrainerDialog(PracticeSupply* supply, QWidget* parent = nullptr);
    ~TrainerDialog() override;

    QTreeWidget* techniqueList() const { return list_; }
    ui::BoardWidget* diagram() const { return diagram_; }
    QLabel* paragraphLabel() const { return paragraph_; }
    QPushButton* practiseButton() const { return practise_; }
    std::optional<Technique> chosen() const;
    void choose(Technique technique);
    // The diagram's position is being made.
    bool isDrawing() const { return job_.isBusy(); }

signals:
    void practiseRequested(nonet::Technique technique);
    void diagramShown(nonet::Technique technique);

private:
    void onChosen();
    void drawDiagram(Technique technique);
    void onDiagramMade(std::optional<TrainerPosition> position);

    PracticeSupply* supply_;
    QTreeWidget* list_ = nullptr;
    QLabel* title_ = nullptr;
    QLabel* paragraph_ = nullptr;
    QLabel* source_ = nullptr;
    ui::BoardWidget* diagram_ = nullptr;
    QPushButton* practise_ = nullptr;
    std::optional<Technique> computing_; // the diagram being made
    std::map<Technique, std::optional<TrainerPosition>> diagrams_;
    BackgroundJob<std::optional<TrainerPosition>> job_; // last: stops and waits before the rest goes
};

// The board's view of a practice position: givens, the digits the grader placed, and the
// candidates of every other cell as notes; with its step's pattern marked.
void showPosition(ui::BoardWidget* board, const TrainerPosition& position);
// A step's pattern as a hint's Pattern stage marks it (core/game/hint.h).
HintMarks patternMarks(const Step& step, const CandidateGrid& grid);

} // namespace nonet::app
