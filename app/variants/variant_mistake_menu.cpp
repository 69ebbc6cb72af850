#include "app/variants/variant_mistake_menu.h"

#include <QAction>
#include <QActionGroup>

namespace nonet::app {

VariantMistakeMenu::VariantMistakeMenu(QWidget* parent) : QMenu(tr("&Mistakes"), parent)
{
    setObjectName(QStringLiteral("variantMistakes"));
    auto* group = new QActionGroup(this);
    group->setExclusive(true);
    const std::array<QString, 3> texts{tr("&Off"), tr("Show &Conflicts"), tr("Check Against the &Solution")};
    const std::array<QString, 3> tips{tr("Mark nothing"), tr("Mark values that repeat in a row, column, box or other house"),
                                      tr("Mark conflicts and every entry that differs from the solution")};
    for (MistakeMode mode : {MistakeMode::Off, MistakeMode::Conflicts, MistakeMode::Solution}) {
        const auto i = static_cast<std::size_t>(mode);
        auto* entry = new QAction(texts[i], this);
        entry->setObjectName(QStringLiteral("variantMistakes-") + mistakeModeKey(mode));
        entry->setCheckable(true);
        entry->setToolTip(tips[i]);
        entry->setStatusTip(tips[i]);
        group->addAction(entry);
        addAction(entry);
        actions_[i] = entry;
        connect(entry, &QAction::triggered, this, [this, mode] { emit modeChosen(mode); });
    }
    check(kDefaultMistakeMode);
}

void VariantMistakeMenu::check(MistakeMode mode) { action(mode)->setChecked(true); }

} // namespace nonet::app
