#include "ui/accessibility/notification.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QCoreApplication>

namespace nonet::ui {
namespace {

// A notification without context: its parent to a screen reader is the application.
class LoneNotificationAccessible : public QAccessibleWidget {
public:
    explicit LoneNotificationAccessible(QWidget* widget) : QAccessibleWidget(widget, QAccessible::Notification) {}
    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(qApp); }
};

QAccessibleInterface* notificationFactory(const QString& key, QObject* object)
{
    if (key == QLatin1String(Notification::staticMetaObject.className()))
        if (auto* widget = qobject_cast<Notification*>(object)) {
            if (widget->context() == Notification::Context::None) return new LoneNotificationAccessible(widget);
            return new QAccessibleWidget(widget, QAccessible::Notification);
        }
    return nullptr;
}

void installNotificationAccessibility()
{
    // Once per process, and only once the application exists: Qt asks the factories
    // installed last first, so one installed before Qt's own widget factory would be
    // shadowed by it.
    static const bool installed = [] {
        QAccessible::installFactory(&notificationFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

} // namespace

Notification::Notification(const QString& text, QWidget* parent, Context context) : QWidget(parent), context_(context)
{
    installNotificationAccessibility();
    setObjectName(QStringLiteral("notification"));
    setAccessibleName(text);
    setFocusPolicy(Qt::NoFocus);
    setAttribute(Qt::WA_TransparentForMouseEvents);
    // Nothing to paint: one pixel in the corner of its parent that shows what is beneath.
    setAttribute(Qt::WA_NoSystemBackground);
    setGeometry(0, 0, 1, 1);
    hide();
}

} // namespace nonet::ui
