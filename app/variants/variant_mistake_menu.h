#pragma once
// Help ▸ Mistakes in the variant window: the classic game's three mistake-mark modes
// (app/help/mistake_mode.h), one checked. Choosing one emits modeChosen; the window stores
// it in the shared setting, so both windows mark mistakes alike.
//
// Object names: variantMistakes-off / -conflicts / -solution.

#include "app/help/mistake_mode.h"

#include <QMenu>

#include <array>

class QAction;

namespace nonet::app {

class VariantMistakeMenu : public QMenu {
    Q_OBJECT
public:
    explicit VariantMistakeMenu(QWidget* parent = nullptr);

    // Checks the mode's entry without emitting modeChosen.
    void check(MistakeMode mode);
    QAction* action(MistakeMode mode) const { return actions_[static_cast<std::size_t>(mode)]; }

signals:
    void modeChosen(nonet::app::MistakeMode mode);

private:
    std::array<QAction*, 3> actions_{}; // indexed by MistakeMode
};

} // namespace nonet::app
