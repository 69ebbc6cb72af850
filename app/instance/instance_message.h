#pragma once
// What a second launch of Nonet tells the running one over the local socket, and the
// framing around it. The only thing read from the socket, so it is bounded and checked
// as bad input from outside (fuzz/fuzz_instance_message.cpp):
//
//   frame:    4 bytes, the payload's length (big-endian, at most kMaxPayload), then the
//             payload
//   payload:  {"format": "nonet-instance", "version": 1,
//              "open": ["<a link, puzzle text or absolute file path>", ...],   0 .. 4 items
//              "activation": "<the launcher's activation token>",             may be ""
//              "tooLong": [<characters>, ...]}                                 optional
//   answer:   "ok\n" once the message was taken, "error\n" before the connection is
//             closed on a bad one
//
// An empty "open" asks the running window to come to the front, nothing more. An item too
// long to hand over (over kMaxItemLength characters: no puzzle is that long) is not sent;
// its length is, in "tooLong", so the running window says how long it really was rather
// than reading a piece of it.

#include <QByteArray>
#include <QString>
#include <QList>
#include <QStringList>

#include <optional>
#include <variant>

namespace nonet::app {

struct InstanceMessage {
    QStringList open;   // what to open, in order (the GUI opens the first)
    QString activation; // XDG_ACTIVATION_TOKEN or DESKTOP_STARTUP_ID of the second launch
    QList<qint64> tooLong; // the lengths, in characters, of items too long to hand over

    bool operator==(const InstanceMessage&) const = default;
};

struct InstanceMessageError {
    QString message; // what is wrong, in English, for the log
};

class InstanceProtocol {
public:
    static constexpr qsizetype kMaxPayload = 300 * 1024;
    static constexpr qsizetype kMaxItems = 4;
    static constexpr qsizetype kMaxItemLength = 64 * 1024; // as much as Import reads
    static constexpr qsizetype kMaxActivationLength = 1024;
    // A length in "tooLong" beyond this is no text a command line or link could carry.
    static constexpr qint64 kMaxTooLongLength = qint64{1} << 40;
    static inline const QByteArray kOk = QByteArrayLiteral("ok\n");
    static inline const QByteArray kError = QByteArrayLiteral("error\n");

    // The whole frame for a message (bounded: items beyond kMaxItems are left out, an item
    // over kMaxItemLength goes as its length in "tooLong").
    static QByteArray frame(const InstanceMessage& message);
    static std::variant<InstanceMessage, InstanceMessageError> parsePayload(const QByteArray& payload);
};

// Collects a frame from bytes as they arrive.
class FrameReader {
public:
    enum class State { NeedMore, Complete, TooLarge };
    // Adds bytes; Complete once the whole payload is in (payload() holds it; bytes after
    // the frame are ignored), TooLarge when the announced length is over the limit.
    State add(const QByteArray& bytes);
    State state() const { return state_; }
    const QByteArray& payload() const { return payload_; }

private:
    QByteArray buffer_;
    QByteArray payload_;
    State state_ = State::NeedMore;
};

} // namespace nonet::app
