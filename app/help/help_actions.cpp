#include "app/help/help_actions.h"

#include "ui/action_icon.h"

#include <QAction>
#include <QActionGroup>
#include <QIcon>
#include <QMenu>
#include <QWidget>

namespace nonet::app {

HelpActions::HelpActions(QWidget* window) : QObject(window)
{
    hint_ = new QAction(tr("&Hint"), this);
    hint_->setObjectName(QStringLiteral("actionHint"));
    hint_->setShortcut(QKeySequence(Qt::Key_H));
    hint_->setIcon(ui::actionIcon(ui::ActionGlyph::Hint));
    hint_->setToolTip(tr("Show the next logical step, a little more with each press (H)"));
    hint_->setStatusTip(hint_->toolTip());

    // The frame of a hint is seen, not heard: this says which cells it holds (a Jigsaw
    // region or a window named by the hint is otherwise only a number to a screen reader).
    hintCells_ = new QAction(tr("Say the Hint's C&ells"), this);
    hintCells_->setObjectName(QStringLiteral("actionHintCells"));
    hintCells_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_H));
    hintCells_->setToolTip(tr("Say and show the cells the hint frames, as row and column (Shift+H)"));
    hintCells_->setStatusTip(hintCells_->toolTip());

    check_ = new QAction(tr("&Check"), this);
    check_->setObjectName(QStringLiteral("actionCheck"));
    check_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    check_->setIcon(ui::actionIcon(ui::ActionGlyph::Check));
    check_->setToolTip(tr("Mark the digits that differ from the solution, until the next move"));
    check_->setStatusTip(check_->toolTip());

    statistics_ = new QAction(tr("&Statistics..."), this);
    statistics_->setObjectName(QStringLiteral("actionStatistics"));
    statistics_->setToolTip(tr("Games, solves, times and streaks per level"));
    statistics_->setStatusTip(statistics_->toolTip());

    userGuide_ = new QAction(QIcon::fromTheme(QStringLiteral("help-contents")), tr("User &Guide"), this);
    userGuide_->setObjectName(QStringLiteral("actionUserGuide"));
    userGuide_->setShortcuts(QKeySequence::HelpContents);
    userGuide_->setToolTip(tr("How to play and every tool of the game, at the section for what you are doing (F1)"));
    userGuide_->setStatusTip(userGuide_->toolTip());

    shortcuts_ = new QAction(tr("&Keyboard Shortcuts"), this);
    shortcuts_->setObjectName(QStringLiteral("actionShortcuts"));
    shortcuts_->setToolTip(tr("The user guide at its list of every key and shortcut"));
    shortcuts_->setStatusTip(shortcuts_->toolTip());

    mistakeMenu_ = new QMenu(tr("&Mistakes"), window);
    mistakeMenu_->setObjectName(QStringLiteral("menuMistakes"));
    auto* mistakeGroup = new QActionGroup(this);
    mistakeGroup->setExclusive(true);
    const std::array<QString, 3> texts{tr("&Off"), tr("Show &Conflicts"), tr("Check Against the &Solution")};
    const std::array<QString, 3> tips{tr("Mark nothing"), tr("Mark digits that repeat in a row, column or box"),
                                      tr("Mark conflicts and every entry that differs from the solution")};
    for (MistakeMode mode : {MistakeMode::Off, MistakeMode::Conflicts, MistakeMode::Solution}) {
        const auto i = static_cast<std::size_t>(mode);
        auto* action = new QAction(texts[i], this);
        action->setObjectName(QStringLiteral("actionMistakes-") + mistakeModeKey(mode));
        action->setCheckable(true);
        action->setToolTip(tips[i]);
        action->setStatusTip(tips[i]);
        mistakeGroup->addAction(action);
        mistakeMenu_->addAction(action);
        mistakeModes_[i] = action;
        connect(action, &QAction::triggered, this, [this, mode] { emit mistakeModeChosen(mode); });
    }
    checkMistakeMode(kDefaultMistakeMode);
}

MistakeMode HelpActions::checkedMistakeMode() const
{
    for (MistakeMode mode : {MistakeMode::Off, MistakeMode::Conflicts, MistakeMode::Solution})
        if (mistakeMode(mode)->isChecked()) return mode;
    return kDefaultMistakeMode;
}

void HelpActions::checkMistakeMode(MistakeMode mode) { mistakeMode(mode)->setChecked(true); }

} // namespace nonet::app
