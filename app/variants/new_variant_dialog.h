#pragma once
// Game ▸ New Variant Game…: the variant and a level it offers
// (core/grader/variant_levels.h), both remembered (QSettings "variants/variant",
// "variants/level").

#include "core/grader/level.h"
#include "core/shape/variant.h"

#include <QDialog>

class QComboBox;

namespace nonet::app {

class NewVariantDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewVariantDialog(QWidget* parent = nullptr);

    Variant variant() const;
    Level level() const;
    void accept() override; // remembers the choice

    // The remembered choice (4×4, Very easy at first).
    static Variant rememberedVariant();
    static Level rememberedLevel(Variant variant);

private:
    void fillLevels();

    QComboBox* variants_ = nullptr;
    QComboBox* levels_ = nullptr;
};

} // namespace nonet::app
