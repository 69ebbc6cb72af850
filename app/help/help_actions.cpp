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
    hint = new QAction(tr("&Hint"), this);
    hint->setObjectName(QStringLiteral("actionHint"));
    hint->setShortcut(QKeySequence(Qt::Key_H));
    hint->setIcon(ui::actionIcon(ui::ActionGlyph::Hint));
    hint->setToolTip(tr("Show the next logical step, a little more with each press (H)"));
    hint->setStatusTip(hint->toolTip());

    check = new QAction(tr("&Check"), this);
    check->setObjectName(QStringLiteral("actionCheck"));
    check->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    check->setIcon(ui::actionIcon(ui::ActionGlyph::Check));
    check->setToolTip(tr("Mark the digits that differ from the solution, until the next move"));
    check->setStatusTip(check->toolTip());

    statistics = new QAction(tr("&Statistics..."), this);
    statistics->setObjectName(QStringLiteral("actionStatistics"));
    statistics->setToolTip(tr("Games, solves, times and streaks per level"));
    statistics->setStatusTip(statistics->toolTip());

    mistakeMenu = new QMenu(tr("&Mistakes"), window);
    mistakeMenu->setObjectName(QStringLiteral("menuMistakes"));
    mistakeGroup = new QActionGroup(this);
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
        mistakeMenu->addAction(action);
        mistakeModes[i] = action;
        connect(action, &QAction::triggered, this, [this, mode] { emit mistakeModeChosen(mode); });
    }
    checkMistakeMode(kDefaultMistakeMode);
}

MistakeMode HelpActions::checkedMistakeMode() const
{
    for (MistakeMode mode : {MistakeMode::Off, MistakeMode::Conflicts, MistakeMode::Solution})
        if (mistakeModes[static_cast<std::size_t>(mode)]->isChecked()) return mode;
    return kDefaultMistakeMode;
}

void HelpActions::checkMistakeMode(MistakeMode mode) { mistakeModes[static_cast<std::size_t>(mode)]->setChecked(true); }

} // namespace nonet::app
