#pragma once
// One spoken sentence as an object of the accessibility tree: an unpainted, unfocusable
// widget of role Notification whose accessible name is the sentence. The Announcer makes
// one per announcement (see announcer.h for why a fresh one each time).

#include <QString>
#include <QWidget>

namespace nonet::ui {

class Notification : public QWidget {
    Q_OBJECT
public:
    Notification(const QString& text, QWidget* parent);
};

} // namespace nonet::ui
