#include "app/shell/game_actions.h"

#include "app/session/level_names.h"
#include "app/storage/level_key.h"
#include "ui/action_icon.h"

#include <QAction>
#include <QActionGroup>
#include <QIcon>
#include <QMenu>
#include <QWidget>

namespace nonet::app {
namespace {

QAction* makeAction(QObject* parent, const QString& text, const char* name, const QString& tip, const QIcon& icon = {})
{
    auto* action = new QAction(text, parent);
    action->setObjectName(QString::fromLatin1(name));
    action->setToolTip(tip);
    action->setStatusTip(tip);
    action->setIcon(icon);
    return action;
}

} // namespace

GameActions::GameActions(QWidget* window) : QObject(window)
{
    newGame_ = makeAction(this, tr("&New Game"), "actionNew", tr("Start a new game at the chosen level"), ui::actionIcon(ui::ActionGlyph::NewGame));
    newGame_->setShortcuts(QKeySequence::New);

    newMenu_ = new QMenu(tr("&New Game"), window);
    newMenu_->setObjectName(QStringLiteral("menuNew"));
    levels_ = new QActionGroup(this);
    levels_->setExclusive(true);
    for (Level level : kAllLevels) {
        const QString name = QStringLiteral("actionNewLevel-") + levelKeyText(level);
        QAction* action = makeAction(this, levelTitle(level), name.toLatin1().constData(),
                                     tr("Start %1").arg(levelPuzzle(level)));
        action->setCheckable(true);
        action->setData(static_cast<int>(level));
        levels_->addAction(action);
        newMenu_->addAction(action);
        newAtLevel_[static_cast<std::size_t>(level)] = action;
    }

    restart_ = makeAction(this, tr("&Restart"), "actionRestart", tr("Clear every entry and note (undoable)"), ui::actionIcon(ui::ActionGlyph::Restart));
    restart_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    pause_ = makeAction(this, tr("&Pause"), "actionPause", tr("Pause or resume the game and its stopwatch"), ui::actionIcon(ui::ActionGlyph::Pause));
    pause_->setCheckable(true);
    pause_->setShortcut(QKeySequence(Qt::Key_P));
    quit_ = makeAction(this, tr("&Quit"), "actionQuit", tr("Quit Nonet"), QIcon::fromTheme(QStringLiteral("application-exit")));
    quit_->setShortcuts(QKeySequence::Quit);
    quit_->setMenuRole(QAction::QuitRole);

    notesMode_ = makeAction(this, tr("&Notes Mode"), "actionNotesMode", tr("Digits toggle notes instead of placing values (N)"), ui::actionIcon(ui::ActionGlyph::NotesMode));
    notesMode_->setCheckable(true);
    notesMode_->setShortcut(QKeySequence(Qt::Key_N));
    // Short on the toolbar, where it is a toggle among the other note buttons: the room it
    // leaves keeps the labels on the bar in a window of 720 px with Today's Puzzle there too.
    notesMode_->setIconText(tr("Notes", "toolbar: the notes mode toggle"));
    allNotes_ = makeAction(this, tr("&All Notes"), "actionAllNotes", tr("Fill every empty cell with its candidates"), ui::actionIcon(ui::ActionGlyph::AllNotes));
    allNotes_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    clearNotes_ = makeAction(this, tr("&Clear Notes"), "actionClearNotes", tr("Remove every note"), ui::actionIcon(ui::ActionGlyph::ClearNotes));
    clearNotes_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    autoRemoveNotes_ = makeAction(this, tr("Remove Notes Au&tomatically"), "actionAutoRemoveNotes",
                                 tr("Placing a digit removes it from the notes of its row, column and box"));
    autoRemoveNotes_->setCheckable(true);

    todaysPuzzle_ = makeAction(this, tr("&Today's Puzzle"), "actionTodaysPuzzle",
                               tr("Play today's daily puzzle: the same for everyone, its level following the week"),
                               ui::actionIcon(ui::ActionGlyph::Daily));
    todaysPuzzle_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    todaysPuzzle_->setIconText(tr("Today", "toolbar: today's daily puzzle"));
    dailyCalendar_ = makeAction(this, tr("Daily &Calendar…"), "actionDailyCalendar",
                                tr("The days you solved, your streaks, and past days to play"),
                                QIcon::fromTheme(QStringLiteral("view-calendar")));
    practise_ = makeAction(this, tr("Practise a &Technique…"), "actionPractise",
                           tr("Positions where a technique you choose is the next step"));
    checkResult_ = makeAction(this, tr("Check a &Result…"), "actionCheckResult",
                              tr("Check whether a shared daily result line is genuine"));
    newVariantGame_ = makeAction(this, tr("New &Variant Game…"), "actionNewVariantGame",
                                 tr("Play 4×4, 6×6, 16×16, X-Sudoku, Windoku or Jigsaw in a window of their own"));
    newVariantGame_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));

    about_ = makeAction(this, tr("&About Nonet"), "actionAbout", tr("About Nonet"), QIcon::fromTheme(QStringLiteral("help-about")));
    about_->setMenuRole(QAction::AboutRole);
}

Level GameActions::checkedLevel() const
{
    const QAction* checked = levels_->checkedAction();
    return checked != nullptr ? static_cast<Level>(checked->data().toInt()) : Level::Medium;
}

void GameActions::checkLevel(Level level) { newAtLevel(level)->setChecked(true); }

} // namespace nonet::app
