#include "ui/accessibility/button_accessible.h"

#include "ui/digit_button.h"
#include "ui/timer_label.h"

namespace nonet::ui {
namespace {

QAccessibleInterface* buttonFactory(const QString& key, QObject* object)
{
    // Keys are class names; only the exact classes, so that a subclass can bring its own.
    if (key == QLatin1String(TimerLabel::staticMetaObject.className()) || key == QLatin1String(DigitButton::staticMetaObject.className()))
        if (auto* button = qobject_cast<QAbstractButton*>(object)) return new ButtonAccessible(button);
    return nullptr;
}

QString spokenDescriptionOf(const QAbstractButton* button)
{
    if (const auto* timer = qobject_cast<const TimerLabel*>(button)) return timer->spokenDescription();
    if (const auto* digit = qobject_cast<const DigitButton*>(button)) return digit->spokenDescription();
    return {};
}

} // namespace

ButtonAccessible::ButtonAccessible(QAbstractButton* button) : QAccessibleWidget(button, QAccessible::Button) {}

QString ButtonAccessible::text(QAccessible::Text t) const
{
    const auto* button = static_cast<const QAbstractButton*>(widget());
    switch (t) {
    case QAccessible::Description: {
        const QString spoken = spokenDescriptionOf(button);
        return spoken.isEmpty() ? QAccessibleWidget::text(t) : spoken; // the tooltip, else
    }
    case QAccessible::Name:
        if (const auto* digit = qobject_cast<const DigitButton*>(button)) return digit->spokenName();
        return button->accessibleName().isEmpty() ? button->text() : button->accessibleName();
    default: return QAccessibleWidget::text(t);
    }
}

QAccessible::State ButtonAccessible::state() const
{
    QAccessible::State s = QAccessibleWidget::state();
    const auto* button = static_cast<const QAbstractButton*>(widget());
    s.checkable = button->isCheckable();
    s.checked = button->isChecked();
    s.pressed = button->isDown();
    return s;
}

QStringList ButtonAccessible::actionNames() const { return {pressAction()}; }

void ButtonAccessible::doAction(const QString& actionName)
{
    if (actionName == pressAction())
        static_cast<QAbstractButton*>(widget())->click();
}

void ButtonAccessible::install()
{
    // Once per process, and only once the application exists: Qt asks the factories
    // installed last first, so one installed before Qt's own widget factory would be
    // shadowed by it.
    static const bool installed = [] {
        QAccessible::installFactory(&buttonFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

void ButtonAccessible::tellDescription(QAbstractButton* button)
{
    if (!button->hasFocus())
        return;
    QAccessibleEvent event(button, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}

} // namespace nonet::ui
