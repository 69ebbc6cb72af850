#pragma once
// Game ▸ New Variant Game… (Ctrl+Shift+N), and New in the variant window: the variant and a
// level it offers (core/grader/variant_levels.h), a shortcut to the choice New Game's menu
// offers in the main window. Play remembers both as that menu does
// (app/pool/new_game_choice.h), so New Game then starts the same variant and level.

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

    // The remembered choice: New Game's variant, or the last variant other than classic when
    // that is Classic (4×4, Very easy at first).
    static Variant rememberedVariant();
    static Level rememberedLevel(Variant variant);

private:
    void fillLevels();

    QComboBox* variants_ = nullptr;
    QComboBox* levels_ = nullptr;
};

} // namespace nonet::app
