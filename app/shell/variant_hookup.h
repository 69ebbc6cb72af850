#pragma once
// Joins the variant window (app/variants/) to what the main window keeps for every game,
// which the variants room may not reach itself:
//
//   VariantWindow --gameShown / moveMade / hintShown / checked / solved / lost--> VariantStatisticsRecorder
//                 <--appendMessage("New best time ...")--                    (the classic record and file)
//   VariantWindow --keeper (a played game let go)--> GameKeeper::keepVariant (the Continue list)
//
// Made with the window, before its autosave is brought back (that game is shown to the
// statistics like any other); owned by the window.

#include <QObject>

namespace nonet::app {

class GameKeeper;
class StatisticsRecorder;
class VariantStatisticsRecorder;
class VariantWindow;

class VariantHookup : public QObject {
    Q_OBJECT
public:
    // keeper may be null (a window without the Continue list: the games stay in the autosave).
    VariantHookup(VariantWindow* window, StatisticsRecorder* statistics, GameKeeper* keeper);

    VariantStatisticsRecorder* statistics() const { return statistics_; }

private:
    VariantStatisticsRecorder* statistics_;
};

} // namespace nonet::app
