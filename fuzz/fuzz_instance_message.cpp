// What a second launch of Nonet sends the running one (app/instance/instance_message.h),
// on any bytes, as they come off the local socket: first through FrameReader in two
// pieces, then the payload through parsePayload. Invariants on every input:
//   - the reader completes only with a payload within the limit, exactly as announced;
//   - a refused payload has a reason;
//   - an accepted message is within every limit, and framed again and read back it is
//     the same message.

#include "app/instance/instance_message.h"
#include "fuzz/fuzz_check.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <variant>

using nonet::app::FrameReader;
using nonet::app::InstanceMessage;
using nonet::app::InstanceMessageError;
using nonet::app::InstanceProtocol;

namespace {

void checkMessage(const InstanceMessage& message)
{
    NONET_FUZZ_CHECK(message.open.size() <= InstanceProtocol::kMaxItems);
    for (const QString& item : message.open) NONET_FUZZ_CHECK(item.size() <= InstanceProtocol::kMaxItemLength);
    NONET_FUZZ_CHECK(message.activation.size() <= InstanceProtocol::kMaxActivationLength);
    NONET_FUZZ_CHECK(message.tooLong.size() <= InstanceProtocol::kMaxItems);
    for (const qint64 length : message.tooLong)
        NONET_FUZZ_CHECK(length > InstanceProtocol::kMaxItemLength && length <= InstanceProtocol::kMaxTooLongLength);
    FrameReader again;
    NONET_FUZZ_CHECK(again.add(InstanceProtocol::frame(message)) == FrameReader::State::Complete);
    const auto reread = InstanceProtocol::parsePayload(again.payload());
    NONET_FUZZ_CHECK(std::holds_alternative<InstanceMessage>(reread));
    NONET_FUZZ_CHECK(std::get<InstanceMessage>(reread) == message);
}

void checkPayload(const QByteArray& payload)
{
    const auto parsed = InstanceProtocol::parsePayload(payload);
    if (const auto* error = std::get_if<InstanceMessageError>(&parsed)) NONET_FUZZ_CHECK(!error->message.isEmpty());
    else checkMessage(std::get<InstanceMessage>(parsed));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    // As a frame arriving in two reads, split in the middle.
    FrameReader reader;
    FrameReader::State state = reader.add(bytes.left(bytes.size() / 2));
    if (state == FrameReader::State::NeedMore) state = reader.add(bytes.mid(bytes.size() / 2));
    if (state == FrameReader::State::Complete) {
        NONET_FUZZ_CHECK(reader.payload().size() <= InstanceProtocol::kMaxPayload);
        NONET_FUZZ_CHECK(bytes.size() >= 4 + reader.payload().size());
        NONET_FUZZ_CHECK(reader.payload() == bytes.mid(4, reader.payload().size()));
        checkPayload(reader.payload());
    }
    // And the bytes as a payload themselves, so the fuzzer reaches the JSON directly.
    checkPayload(bytes);
    return 0;
}
