#include "app/print/picture_dialog.h"

#include "ui/accessibility/spoken_choice.h"

#include <QBoxLayout>
#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>

namespace nonet::app {
namespace {

const QString kAsShownKey = QStringLiteral("picture/asShown");
const QString kSideKey = QStringLiteral("picture/size");
const QString kFormatKey = QStringLiteral("picture/format"); // "png" or "svg"

} // namespace

PictureDialog::PictureDialog(const PictureChoice& choice, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Export a Picture"));
    setObjectName(QStringLiteral("pictureDialog"));
    auto* form = new QFormLayout(this);

    auto* shows = new QVBoxLayout;
    asShown_ = new QRadioButton(tr("The board &as it is, with your entries and notes"), this);
    asShown_->setObjectName(QStringLiteral("pictureAsShown"));
    asShown_->setAccessibleName(tr("The board as it is"));
    blank_ = new QRadioButton(tr("The &puzzle alone, blank"), this);
    blank_->setObjectName(QStringLiteral("pictureBlank"));
    blank_->setAccessibleName(tr("The puzzle alone"));
    auto* group = new QButtonGroup(this);
    group->addButton(asShown_);
    group->addButton(blank_);
    (choice.asShown ? asShown_ : blank_)->setChecked(true);
    shows->addWidget(asShown_);
    shows->addWidget(blank_);
    form->addRow(tr("Shows:"), shows);

    size_ = new QSpinBox(this);
    size_->setObjectName(QStringLiteral("pictureSize"));
    size_->setAccessibleName(tr("Picture size in pixels"));
    size_->setRange(PaperFiles::kMinPictureSide, PaperFiles::kMaxPictureSide);
    size_->setSingleStep(100);
    size_->setSuffix(tr(" px"));
    size_->setValue(choice.side);
    form->addRow(tr("Si&ze:"), size_);

    format_ = new QComboBox(this);
    format_->setObjectName(QStringLiteral("pictureFormat"));
    format_->setAccessibleName(tr("Picture format"));
    format_->addItem(tr("PNG image"), static_cast<int>(PictureFormat::Png));
    format_->addItem(tr("SVG drawing"), static_cast<int>(PictureFormat::Svg));
    format_->setCurrentIndex(choice.format == PictureFormat::Svg ? 1 : 0);
    form->addRow(tr("&Format:"), format_);
    new ui::SpokenChoice(format_); // Qt 6.4 tells a screen reader no choice

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Save)->setText(tr("&Save…"));
    buttons->button(QDialogButtonBox::Save)->setAccessibleName(tr("Save the picture"));
    buttons->button(QDialogButtonBox::Cancel)->setAccessibleName(tr("Cancel"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

PictureChoice PictureDialog::choice() const
{
    return {asShown_->isChecked(), size_->value(), static_cast<PictureFormat>(format_->currentData().toInt())};
}

PictureChoice PictureDialog::savedChoice()
{
    const QSettings settings;
    PictureChoice choice;
    choice.asShown = settings.value(kAsShownKey, true).toBool();
    choice.side = std::clamp(settings.value(kSideKey, 900).toInt(), PaperFiles::kMinPictureSide, PaperFiles::kMaxPictureSide);
    choice.format = settings.value(kFormatKey).toString() == QStringLiteral("svg") ? PictureFormat::Svg : PictureFormat::Png;
    return choice;
}

void PictureDialog::saveChoice(const PictureChoice& choice)
{
    QSettings settings;
    settings.setValue(kAsShownKey, choice.asShown);
    settings.setValue(kSideKey, choice.side);
    settings.setValue(kFormatKey, choice.format == PictureFormat::Svg ? QStringLiteral("svg") : QStringLiteral("png"));
}

} // namespace nonet::app
