#pragma once
// The variant half of New Game's menu (the toolbar's arrow beside New, and Game ▸ New Game):
//
//   New Game ▸  ── Variant ──        checkable, one of them checked: what New starts
//               Classic
//               4×4 … Jigsaw
//               ── Level ──          GameActions' level actions: only those the checked
//               Very easy — 8 ready  variant offers are shown (core/grader/variant_levels.h),
//               …                    its remembered level checked
//
// The settings are the truth (app/pool/new_game_choice.h): choosing a variant here stores
// it, and the menu reads them again each time it opens, so a choice made elsewhere (the New
// Variant Game dialog) shows too.
//
// Object names: actionNewVariant-<key> (core/shape/variant.h keys: classic, 4x4, ...).

#include "core/grader/level.h"
#include "core/shape/variant.h"

#include <QObject>

#include <array>
#include <optional>

class QAction;
class QActionGroup;

namespace nonet::app {

class GameActions;
class VariantPool;

class VariantChoice : public QObject {
    Q_OBJECT
public:
    // Puts the variants into actions' New menu, before its levels.
    explicit VariantChoice(GameActions* actions);

    QAction* variantAction(Variant variant) const { return variants_[static_cast<std::size_t>(variant)]; }
    // The variant and its level New starts now (the settings).
    static Variant variant();
    static Level level();

    // Checks the remembered variant and level and shows the variant's levels only; tells the
    // pool what to keep ready.
    void sync();

    // The variant pool (not owned) keeps puzzles of the chosen variant and level ready; with
    // Classic chosen, of the last other variant chosen, so that going back to it is instant too.
    void attachPool(VariantPool* pool);
    VariantPool* pool() const { return pool_; }
    // "Extreme — 2 ready" for the chosen variant other than Classic, when a pool is attached.
    std::optional<int> variantReadyCount(Level level) const;

signals:
    // The player chose a variant in the menu (already remembered).
    void variantChosen(Variant variant);

private:
    GameActions* actions_ = nullptr;
    VariantPool* pool_ = nullptr;
    QActionGroup* group_ = nullptr;
    std::array<QAction*, kVariantCount> variants_{};
};

} // namespace nonet::app
