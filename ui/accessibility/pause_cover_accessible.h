#pragma once
// The pause cover to assistive technology: a button "Paused" (Space or a click resumes)
// that holds the focus while the game is paused and the board has keyboard focus - the
// cells under it are hidden, and none of them claims the focus then.

#include <QAccessibleWidget>

namespace nonet::ui {

class PauseCover;

class PauseCoverAccessible : public QAccessibleWidget {
public:
    explicit PauseCoverAccessible(PauseCover* cover);

    QAccessible::State state() const override;
    QStringList actionNames() const override;
    void doAction(const QString& actionName) override;
};

} // namespace nonet::ui
