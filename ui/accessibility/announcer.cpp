#include "ui/accessibility/announcer.h"

#include "ui/accessibility/notification.h"

#include <QWidget>

namespace nonet::ui {
namespace {

// How many announcements stay in the tree for a screen reader that reads them late.
constexpr std::size_t kKept = 4;

} // namespace

Announcer::Announcer(QWidget* host) : QObject(host), host_(host) {}

void Announcer::announce(const QString& text)
{
    if (text.isEmpty())
        return;
    if (Notification* previous = current())
        previous->hide();
    auto* notification = new Notification(text, host_);
    recent_.emplace_back(notification);
    notification->show();
    while (recent_.size() > kKept) {
        if (Notification* old = recent_.front())
            old->deleteLater();
        recent_.pop_front();
    }
    emit announced(text);
}

Notification* Announcer::current() const { return recent_.empty() ? nullptr : recent_.back().data(); }

QString Announcer::lastText() const
{
    const Notification* notification = current();
    return notification != nullptr ? notification->accessibleName() : QString();
}

} // namespace nonet::ui
