#include "app/speech/sentence_gatherer.h"

#include "ui/accessibility/announcer.h"

namespace nonet::app {

SentenceGatherer::SentenceGatherer(ui::Announcer* announcer, QObject* parent) : QObject(parent), announcer_(announcer)
{
    flushTimer_.setSingleShot(true);
    flushTimer_.setInterval(0);
    connect(&flushTimer_, &QTimer::timeout, this, &SentenceGatherer::flush);
}

void SentenceGatherer::say(const QString& text)
{
    if (text.isEmpty() || pending_.contains(text)) return;
    pending_ << text;
    flushTimer_.start();
}

void SentenceGatherer::flush()
{
    flushTimer_.stop();
    if (pending_.isEmpty()) return;
    // Sentences that end in a full stop or "!" already; the others get one between them.
    QString sentence;
    for (const QString& part : std::as_const(pending_)) {
        if (!sentence.isEmpty()) {
            const QChar end = sentence.back();
            sentence += (end == QLatin1Char('.') || end == QLatin1Char('!') || end == QLatin1Char('?')) ? QStringLiteral(" ") : QStringLiteral(". ");
        }
        sentence += part;
    }
    pending_.clear();
    announcer_->announce(sentence);
}

} // namespace nonet::app
