#include "app/variants/new_variant_dialog.h"

#include "app/pool/new_game_choice.h"
#include "app/session/level_names.h"
#include "app/session/variant_names.h"
#include "core/grader/variant_levels.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QPushButton>

namespace nonet::app {

NewVariantDialog::NewVariantDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("New Variant Game"));
    variants_ = new QComboBox(this);
    variants_->setObjectName(QStringLiteral("variantChoice"));
    variants_->setAccessibleName(tr("Variant"));
    for (const Variant v : kAllVariants)
        if (v != Variant::Classic) variants_->addItem(VariantNames::title(v), static_cast<int>(v));
    levels_ = new QComboBox(this);
    levels_->setObjectName(QStringLiteral("levelChoice"));
    levels_->setAccessibleName(tr("Level"));

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Variant:"), variants_);
    form->addRow(tr("&Level:"), levels_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Play"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewVariantDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewVariantDialog::reject);

    variants_->setCurrentIndex(std::max(0, variants_->findData(static_cast<int>(rememberedVariant()))));
    fillLevels();
    connect(variants_, &QComboBox::currentIndexChanged, this, &NewVariantDialog::fillLevels);
}

Variant NewVariantDialog::variant() const { return static_cast<Variant>(variants_->currentData().toInt()); }
Level NewVariantDialog::level() const { return static_cast<Level>(levels_->currentData().toInt()); }

void NewVariantDialog::fillLevels()
{
    levels_->clear();
    for (const Level level : variantLevels(variant())) levels_->addItem(levelTitle(level), static_cast<int>(level));
    levels_->setCurrentIndex(std::max(0, levels_->findData(static_cast<int>(rememberedLevel(variant())))));
}

void NewVariantDialog::accept()
{
    // The same choice as New Game's menu: New (Ctrl+N) starts this variant from now on.
    NewGameChoice::rememberVariant(variant());
    NewGameChoice::rememberLevel(variant(), level());
    QDialog::accept();
}

Variant NewVariantDialog::rememberedVariant()
{
    const Variant chosen = NewGameChoice::variant();
    return chosen != Variant::Classic ? chosen : NewGameChoice::lastVariant();
}

Level NewVariantDialog::rememberedLevel(Variant variant) { return NewGameChoice::level(variant); }

} // namespace nonet::app
