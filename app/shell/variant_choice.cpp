#include "app/shell/variant_choice.h"

#include "app/pool/new_game_choice.h"
#include "app/pool/variant_pool.h"
#include "app/session/level_names.h"
#include "app/session/variant_names.h"
#include "app/shell/game_actions.h"
#include "core/grader/variant_levels.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

namespace nonet::app {

VariantChoice::VariantChoice(GameActions* actions) : QObject(actions), actions_(actions)
{
    QMenu* menu = actions->newMenu();
    QAction* firstLevel = actions->newAtLevel(kAllLevels.front());
    group_ = new QActionGroup(this);
    group_->setExclusive(true);
    menu->insertSection(firstLevel, tr("Variant", "New Game menu: the heading of the variants"));
    for (const Variant v : kAllVariants) {
        auto* action = new QAction(VariantNames::title(v), this);
        const std::string_view key = variantKey(v);
        action->setObjectName(QStringLiteral("actionNewVariant-") + QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size())));
        action->setCheckable(true);
        const QString tip = tr("New Game starts %1 puzzles", "New Game menu: %1 is a variant, e.g. 16×16").arg(VariantNames::title(v));
        action->setToolTip(tip);
        action->setStatusTip(tip);
        group_->addAction(action);
        menu->insertAction(firstLevel, action);
        variants_[static_cast<std::size_t>(v)] = action;
        connect(action, &QAction::triggered, this, [this, v] {
            NewGameChoice::rememberVariant(v);
            sync();
            emit variantChosen(v);
        });
    }
    menu->insertSection(firstLevel, tr("Level", "New Game menu: the heading of the levels"));
    connect(menu, &QMenu::aboutToShow, this, &VariantChoice::sync);
    sync();
}

Variant VariantChoice::variant() { return NewGameChoice::variant(); }

Level VariantChoice::level() { return NewGameChoice::level(variant()); }

void VariantChoice::sync()
{
    const Variant v = variant();
    variantAction(v)->setChecked(true);
    for (const Level each : kAllLevels) actions_->newAtLevel(each)->setVisible(offersLevel(v, each));
    const Level l = NewGameChoice::level(v);
    actions_->checkLevel(l);
    // New's tooltip names what it starts.
    const QString tip = tr("Start a new game: %1, %2", "New Game: %1 is the variant, %2 the level").arg(VariantNames::title(v), levelTitle(l));
    actions_->newGame()->setToolTip(tip);
    actions_->newGame()->setStatusTip(tip);
    if (pool_) {
        const Variant kept = v == Variant::Classic ? NewGameChoice::lastVariant() : v;
        pool_->setWanted(kept, NewGameChoice::level(kept));
    }
}

void VariantChoice::attachPool(VariantPool* pool)
{
    pool_ = pool;
    sync();
}

std::optional<int> VariantChoice::variantReadyCount(Level level) const
{
    const Variant v = variant();
    if (!pool_ || v == Variant::Classic) return std::nullopt;
    return pool_->readyCount(v, level);
}

} // namespace nonet::app
