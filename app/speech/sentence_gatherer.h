#pragma once
// One action, one announcement: the sentences that one action of the player sets off in one
// go (the last value and "Solved!", a move and the message it clears) are gathered and said
// as one, through the Announcer, when control returns to the event loop:
//
//   say("7") -+
//   say("Solved! ...") -+--> pending (next event-loop turn) --> Announcer::announce("7. Solved! ...")
//
// A sentence already pending is not said twice; flush() says what is pending now.

#include <QObject>
#include <QStringList>
#include <QTimer>

namespace nonet::ui {
class Announcer;
}

namespace nonet::app {

class SentenceGatherer : public QObject {
    Q_OBJECT
public:
    explicit SentenceGatherer(ui::Announcer* announcer, QObject* parent = nullptr);

    // Adds a sentence to what the current action says (empty: nothing).
    void say(const QString& text);
    void flush();
    // Drops what is pending (a new game: the old one's words are stale).
    void clear() { pending_.clear(); }

private:
    ui::Announcer* announcer_;
    QStringList pending_;
    QTimer flushTimer_;
};

} // namespace nonet::app
