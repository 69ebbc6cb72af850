#include "app/instance/instance_message.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

#include <algorithm>
#include <cmath>

namespace nonet::app {
namespace {

const QString kFormat = QStringLiteral("nonet-instance");
constexpr int kVersion = 1;

} // namespace

QByteArray InstanceProtocol::frame(const InstanceMessage& message)
{
    QJsonArray open;
    QJsonArray tooLong;
    for (const qint64 length : message.tooLong.mid(0, kMaxItems)) tooLong.append(static_cast<double>(std::min(length, kMaxTooLongLength)));
    for (const QString& item : message.open.mid(0, kMaxItems)) {
        if (item.size() <= kMaxItemLength) open.append(item);
        else if (tooLong.size() < kMaxItems) tooLong.append(static_cast<double>(std::min<qint64>(item.size(), kMaxTooLongLength)));
    }
    QJsonObject root{{QStringLiteral("format"), kFormat},
                     {QStringLiteral("version"), kVersion},
                     {QStringLiteral("open"), open},
                     {QStringLiteral("activation"), message.activation.left(kMaxActivationLength)}};
    if (!tooLong.isEmpty()) root.insert(QStringLiteral("tooLong"), tooLong);
    const QByteArray payload = QJsonDocument(root).toJson(QJsonDocument::Compact);
    QByteArray framed(4, '\0');
    qToBigEndian(static_cast<quint32>(payload.size()), framed.data());
    return framed + payload;
}

std::variant<InstanceMessage, InstanceMessageError> InstanceProtocol::parsePayload(const QByteArray& payload)
{
    if (payload.size() > kMaxPayload) return InstanceMessageError{QStringLiteral("the message is too large")};
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(payload, &error);
    if (error.error != QJsonParseError::NoError) return InstanceMessageError{QStringLiteral("not JSON: ") + error.errorString()};
    if (!document.isObject()) return InstanceMessageError{QStringLiteral("not a JSON object")};
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat)
        return InstanceMessageError{QStringLiteral("not a Nonet instance message")};
    // A whole number, exactly: 1.5 or 1e300 is no version this build knows.
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() != kVersion)
        return InstanceMessageError{QStringLiteral("a message version this Nonet does not know")};
    const QJsonValue open = root.value(QStringLiteral("open"));
    if (!open.isArray()) return InstanceMessageError{QStringLiteral("\"open\" is not a list")};
    const QJsonArray items = open.toArray();
    if (items.size() > kMaxItems) return InstanceMessageError{QStringLiteral("\"open\" has too many items")};
    InstanceMessage message;
    for (const QJsonValue& item : items) {
        if (!item.isString()) return InstanceMessageError{QStringLiteral("an item of \"open\" is not text")};
        if (item.toString().size() > kMaxItemLength) return InstanceMessageError{QStringLiteral("an item of \"open\" is too long")};
        message.open << item.toString();
    }
    const QJsonValue activation = root.value(QStringLiteral("activation"));
    if (!activation.isUndefined()) {
        if (!activation.isString() || activation.toString().size() > kMaxActivationLength)
            return InstanceMessageError{QStringLiteral("\"activation\" is not a short text")};
        message.activation = activation.toString();
    }
    const QJsonValue tooLong = root.value(QStringLiteral("tooLong"));
    if (!tooLong.isUndefined()) {
        if (!tooLong.isArray() || tooLong.toArray().size() > kMaxItems)
            return InstanceMessageError{QStringLiteral("\"tooLong\" is not a short list of lengths")};
        for (const QJsonValue& length : tooLong.toArray()) {
            const double n = length.toDouble(-1);
            // A whole number of characters beyond what an item may hold, and not absurd.
            if (!length.isDouble() || n <= kMaxItemLength || n > static_cast<double>(kMaxTooLongLength) || n != std::floor(n))
                return InstanceMessageError{QStringLiteral("an item of \"tooLong\" is not the length of a long text")};
            message.tooLong << static_cast<qint64>(n);
        }
    }
    return message;
}

FrameReader::State FrameReader::add(const QByteArray& bytes)
{
    if (state_ != State::NeedMore) return state_;
    buffer_ += bytes;
    if (buffer_.size() < 4) return state_;
    const quint32 length = qFromBigEndian<quint32>(buffer_.constData());
    if (length > static_cast<quint32>(InstanceProtocol::kMaxPayload)) {
        buffer_.clear();
        return state_ = State::TooLarge;
    }
    if (buffer_.size() - 4 < static_cast<qsizetype>(length)) return state_;
    payload_ = buffer_.mid(4, static_cast<qsizetype>(length));
    buffer_.clear();
    return state_ = State::Complete;
}

} // namespace nonet::app
