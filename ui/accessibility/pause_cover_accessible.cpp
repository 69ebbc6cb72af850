#include "ui/accessibility/pause_cover_accessible.h"

#include "ui/pause_cover.h"

namespace nonet::ui {

PauseCoverAccessible::PauseCoverAccessible(PauseCover* cover) : QAccessibleWidget(cover, QAccessible::Button) {}

QAccessible::State PauseCoverAccessible::state() const
{
    QAccessible::State s = QAccessibleWidget::state();
    const QWidget* board = widget()->parentWidget();
    s.focusable = true;
    s.focused = widget()->isVisible() && board != nullptr && board->hasFocus();
    return s;
}

QStringList PauseCoverAccessible::actionNames() const { return {pressAction()}; }

void PauseCoverAccessible::doAction(const QString& actionName)
{
    if (actionName == pressAction())
        emit static_cast<PauseCover*>(widget())->resumeRequested();
}

} // namespace nonet::ui
