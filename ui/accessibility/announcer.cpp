#include "ui/accessibility/announcer.h"

#include "ui/accessibility/notification.h"
#include "ui/accessibility/spoken_text.h"

#include <QWidget>

namespace nonet::ui {
namespace {

// How many announcements stay in the tree for a screen reader that reads them late.
constexpr std::size_t kKept = 4;

} // namespace

Announcer::Announcer(QWidget* host, Notification::Context context) : QObject(host), host_(host), context_(context) {}

Announcer* Announcer::of(QWidget* widget)
{
    // Only a host that contains the widget: one in a part of the window that is hidden now
    // (the game behind the editor) would never be heard.
    for (QWidget* place = widget; place != nullptr; place = place->parentWidget()) {
        // Not a drop-down's, which says its words without the window (SpokenChoice).
        for (Announcer* found : place->findChildren<Announcer*>(QString(), Qt::FindDirectChildrenOnly))
            if (found->context() == Notification::Context::Window) return found;
        if (place->isWindow()) break;
    }
    return new Announcer(widget->window());
}

void Announcer::announce(const QString& shown)
{
    // Words, not the symbols the screen shows for brevity (spoken_text.h).
    const QString text = SpokenText::plain(shown);
    if (text.isEmpty())
        return;
    if (Notification* previous = current())
        previous->hide();
    auto* notification = new Notification(text, host_, context_);
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
