#pragma once
// One spoken sentence as an object of the accessibility tree: an unpainted, unfocusable
// widget of role Notification whose accessible name is the sentence. The Announcer makes
// one per announcement (see announcer.h for why a fresh one each time).
//
// Orca says the windows and dialogs a notification sits in before its words ("Statistics
// dialog notification 4 by 4"). Where that is noise - the choice of a drop-down, said at
// every arrow key - a notification without context stands, to a screen reader, right
// under the application (Context::None): only its words are said.

#include <QString>
#include <QWidget>

namespace nonet::ui {

class Notification : public QWidget {
    Q_OBJECT
public:
    enum class Context { Window, None };

    Notification(const QString& text, QWidget* parent, Context context = Context::Window);

    Context context() const { return context_; }

private:
    Context context_;
};

} // namespace nonet::ui
