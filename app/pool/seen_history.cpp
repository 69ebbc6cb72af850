#include "app/pool/seen_history.h"

#include <QJsonArray>

namespace nonet::app {

bool SeenHistory::insert(const CanonicalForm& form)
{
    if (!forms_.insert(form).second) return false;
    order_.push_back(form);
    return true;
}

QJsonObject SeenHistory::toJson() const
{
    QJsonArray seen;
    for (const CanonicalForm& form : order_) {
        QString text(kCellCount, QLatin1Char('0'));
        for (int i = 0; i < kCellCount; ++i) text[i] = QLatin1Char(static_cast<char>('0' + form[static_cast<std::size_t>(i)]));
        seen.append(text);
    }
    return {{QStringLiteral("seen"), seen}};
}

SeenHistory::Parsed SeenHistory::fromJson(const QJsonObject& object)
{
    const QJsonValue seen = object.value(QStringLiteral("seen"));
    if (!seen.isArray()) return {std::nullopt, QStringLiteral("no \"seen\" list")};
    SeenHistory history;
    const QJsonArray list = seen.toArray();
    for (qsizetype n = 0; n < list.size(); ++n) {
        const QString text = list.at(n).toString();
        CanonicalForm form{};
        bool ok = text.size() == kCellCount;
        for (int i = 0; ok && i < kCellCount; ++i) {
            const QChar c = text[i];
            ok = c >= QLatin1Char('0') && c <= QLatin1Char('9');
            if (ok) form[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(c.unicode() - '0');
        }
        if (!ok) return {std::nullopt, QStringLiteral("entry %1 of \"seen\" is not 81 digits").arg(n + 1)};
        history.insert(form);
    }
    return {history, {}};
}

} // namespace nonet::app
