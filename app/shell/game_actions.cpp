#include "app/shell/game_actions.h"

#include "app/session/game_title.h"
#include "app/session/level_names.h"
#include "app/session/variant_names.h"
#include "app/storage/level_key.h"
#include "core/grader/variant_levels.h"
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
    newGame_ = makeAction(this, tr("&New Game"), "actionNew", tr("Start a new game of the chosen variant and level"),
                          ui::actionIcon(ui::ActionGlyph::NewGame));
    newGame_->setShortcuts(QKeySequence::New);

    newMenu_ = new QMenu(tr("&New Game"), window);
    newMenu_->setObjectName(QStringLiteral("menuNew"));
    // One exclusive group across the submenus: one (variant, level) is New's.
    choices_ = new QActionGroup(this);
    choices_->setExclusive(true);
    for (const Variant variant : kAllVariants) {
        const QString key = QString::fromLatin1(variantKey(variant).data(), static_cast<qsizetype>(variantKey(variant).size()));
        QMenu* menu = newMenu_->addMenu(VariantNames::title(variant));
        menu->setObjectName(QStringLiteral("menuNew-") + key);
        menu->menuAction()->setCheckable(true);
        variantMenus_[static_cast<std::size_t>(variant)] = menu;
        for (const Level level : variantLevels(variant)) {
            const QString name = QStringLiteral("actionNew-%1-%2").arg(key, levelKeyText(level));
            const QString tip = tr("Start a new game: %1", "New Game: %1 is the game's title, Killer · Tough").arg(GameTitle::of(variant, level));
            QAction* action = makeAction(this, levelTitle(level), name.toLatin1().constData(), tip);
            action->setCheckable(true);
            choices_->addAction(action);
            menu->addAction(action);
            newAt_[static_cast<std::size_t>(variant)][static_cast<std::size_t>(level)] = action;
        }
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
    dailyCalendar_ = makeAction(this, tr("&Daily Calendar…"), "actionDailyCalendar",
                                tr("The days you solved, your streaks, and past days to play"),
                                QIcon::fromTheme(QStringLiteral("view-calendar")));
    practise_ = makeAction(this, tr("Practise a &Technique…"), "actionPractise",
                           tr("Positions where a technique you choose is the next step"));
    checkResult_ = makeAction(this, tr("Check a &Result…"), "actionCheckResult",
                              tr("Check whether a shared daily result line is genuine"));

    about_ = makeAction(this, tr("&About Nonet"), "actionAbout", tr("About Nonet"), QIcon::fromTheme(QStringLiteral("help-about")));
    about_->setMenuRole(QAction::AboutRole);
}

QAction* GameActions::newAt(Variant variant, Level level) const
{
    return newAt_[static_cast<std::size_t>(variant)][static_cast<std::size_t>(level)];
}

void GameActions::checkChoice(Variant variant, Level level)
{
    if (QAction* action = newAt(variant, level)) action->setChecked(true);
    for (const Variant each : kAllVariants) variantMenu(each)->menuAction()->setChecked(each == variant);
    // New's tooltip names what it starts.
    const QString tip = tr("Start a new game: %1", "New Game: %1 is the game's title, Killer · Tough").arg(GameTitle::of(variant, level));
    newGame_->setToolTip(tip);
    newGame_->setStatusTip(tip);
}

} // namespace nonet::app
