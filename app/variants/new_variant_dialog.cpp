#include "app/variants/new_variant_dialog.h"

#include "app/session/level_names.h"
#include "app/variants/variant_names.h"
#include "core/grader/variant_levels.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QPushButton>
#include <QSettings>

namespace nonet::app {
namespace {

const QString kVariantKey = QStringLiteral("variants/variant");
const QString kLevelKey = QStringLiteral("variants/level");

QString keyText(std::string_view key) { return QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size())); }

} // namespace

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
    QSettings settings;
    settings.setValue(kVariantKey, keyText(variantKey(variant())));
    settings.setValue(kLevelKey, keyText(levelKey(level())));
    QDialog::accept();
}

Variant NewVariantDialog::rememberedVariant()
{
    const std::optional<Variant> v = parseVariant(QSettings().value(kVariantKey).toString().toStdString());
    return v && *v != Variant::Classic ? *v : Variant::Mini4;
}

Level NewVariantDialog::rememberedLevel(Variant variant)
{
    const std::optional<Level> level = parseLevel(QSettings().value(kLevelKey).toString().toStdString());
    if (level && offersLevel(variant, *level)) return *level;
    return variantLevels(variant).front();
}

} // namespace nonet::app
