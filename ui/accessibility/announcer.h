#pragma once
// Says one short sentence to a screen reader, once, without moving the focus.
//
// Qt 6.4 has no announcement event (QAccessibleAnnouncementEvent came with 6.8). What a
// screen reader (Orca over AT-SPI) does speak is a Notification-role object becoming
// showing: "notification: 7". So every announcement is a fresh Notification widget in the
// host, shown once:
//
//   announce("7, conflict with row 3")
//     new Notification(text, host)   an object whose name is the sentence, for good
//     show()                         ObjectShow (state showing -> true): Orca says it
//     the previous one hidden; the ones before it deleted
//
// A fresh object each time, because a screen reader handles events late (Orca queues them
// and reads the name when it gets to one, often a second later while a move changes many
// cells) and takes a second "showing" of the same object for a duplicate: one object
// renamed and shown again was heard with the next sentence's words, twice, or not at all.
// The last few stay alive so that a late reader still finds their words.
//
// announced() is emitted once per announcement, with the words said, for whoever wants to
// know what was said.

#include "ui/accessibility/notification.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <deque>

class QWidget;

namespace nonet::ui {

class Announcer : public QObject {
    Q_OBJECT
public:
    // The notifications are children of host (a widget of the window, outside any layout).
    // `context`: whether a screen reader says the host's window before the words.
    explicit Announcer(QWidget* host, Notification::Context context = Notification::Context::Window);
    // The announcer for what happens in `widget`: the nearest one with the window's context
    // made in the widget or an ancestor of it up to its window, else a new one in its window
    // (a dialog, the editor while the game's part of the window is hidden). One per place,
    // shared by all there.
    static Announcer* of(QWidget* widget);

    // Empty text says nothing. Symbols are said as words (SpokenText::plain): "16 by 16".
    void announce(const QString& text);
    // The notification of the last announcement (nullptr before the first).
    Notification* current() const;
    // Its words (empty before the first).
    QString lastText() const;
    Notification::Context context() const { return context_; }

signals:
    void announced(const QString& text);

private:
    QWidget* host_;
    Notification::Context context_;
    std::deque<QPointer<Notification>> recent_; // oldest first, the current one last
};

} // namespace nonet::ui
