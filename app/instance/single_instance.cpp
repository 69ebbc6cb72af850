#include "app/instance/single_instance.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QLocalSocket>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>

#include <unistd.h>

namespace nonet::app {
namespace {

// sockaddr_un holds 108 bytes; a deep runtime folder falls back to the temporary one.
constexpr qsizetype kMaxSocketPath = 100;
// A connection that says nothing whole in this time is dropped.
constexpr int kConnectionTimeoutMs = 5000;

} // namespace

SingleInstance::SingleInstance(QString name, QObject* parent) : QObject(parent), name_(std::move(name)) {}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::socketNameFor(const QString& platform, const QString& display, const QString& dataDirectory)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArray::number(static_cast<qulonglong>(getuid())));
    for (const QString& part : {platform, display, QDir::cleanPath(dataDirectory)}) {
        hash.addData(QByteArrayView("\n"));
        hash.addData(part.toUtf8());
    }
    const QString file = QStringLiteral("nonet-") + QString::fromLatin1(hash.result().toHex().left(16));
    QString folder = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    if (folder.isEmpty() || folder.size() + file.size() + 1 > kMaxSocketPath)
        folder = QDir::tempPath(); // QLocalServer::UserAccessOption keeps it the user's
    return QDir(folder).filePath(file);
}

QString SingleInstance::currentDisplay()
{
    const QString wayland = qEnvironmentVariable("WAYLAND_DISPLAY");
    return wayland.isEmpty() ? qEnvironmentVariable("DISPLAY") : QStringLiteral("wayland:") + wayland;
}

QString SingleInstance::currentActivationToken()
{
    const QString wayland = qEnvironmentVariable("XDG_ACTIVATION_TOKEN");
    return wayland.isEmpty() ? qEnvironmentVariable("DESKTOP_STARTUP_ID") : wayland;
}

SingleInstance::Role SingleInstance::claim(const InstanceMessage& message, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    const auto left = [&clock, timeoutMs] { return std::max(100, timeoutMs - static_cast<int>(clock.elapsed())); };
    // Two launches at once: the second waits until the first listens (or gave up). A lock
    // left by a killed process is stale and taken over.
    QLockFile lock(name_ + QStringLiteral(".lock"));
    const bool locked = lock.tryLock(left());

    QLocalSocket socket;
    socket.connectToServer(name_);
    if (socket.waitForConnected(std::min(1000, left()))) {
        socket.write(InstanceProtocol::frame(message));
        socket.flush();
        QByteArray answer;
        while (!answer.contains('\n') && socket.waitForReadyRead(left())) answer += socket.readAll();
        socket.disconnectFromServer();
        return role_ = answer.startsWith(InstanceProtocol::kOk) ? Role::HandedOver : Role::Alone;
    }
    if (!locked) return role_ = Role::Alone; // someone else is deciding, and slowly: start alone
    // Nobody answers: the socket of a crashed Nonet, or none at all.
    QLocalServer::removeServer(name_);
    server_ = std::make_unique<QLocalServer>();
    server_->setSocketOptions(QLocalServer::UserAccessOption);
    if (!server_->listen(name_)) {
        server_.reset();
        return role_ = Role::Alone;
    }
    connect(server_.get(), &QLocalServer::newConnection, this, &SingleInstance::onConnection);
    return role_ = Role::Primary;
}

void SingleInstance::onConnection()
{
    while (QLocalSocket* socket = server_->nextPendingConnection()) {
        auto reader = std::make_shared<FrameReader>();
        // Whatever happens, the connection goes after a while: a silent client holds nothing.
        QTimer::singleShot(kConnectionTimeoutMs, socket, [socket] { socket->abort(); });
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket, reader] {
            if (reader->state() != FrameReader::State::NeedMore) return;
            const FrameReader::State state = reader->add(socket->readAll());
            if (state == FrameReader::State::NeedMore) return;
            const auto parsed = state == FrameReader::State::Complete
                                    ? InstanceProtocol::parsePayload(reader->payload())
                                    : std::variant<InstanceMessage, InstanceMessageError>(InstanceMessageError{QStringLiteral("too large")});
            if (const auto* message = std::get_if<InstanceMessage>(&parsed)) {
                socket->write(InstanceProtocol::kOk);
                socket->flush();
                socket->disconnectFromServer();
                emit messageReceived(*message);
            } else {
                qWarning("nonet: a message from another launch was refused: %s",
                         qPrintable(std::get<InstanceMessageError>(parsed).message));
                socket->write(InstanceProtocol::kError);
                socket->flush();
                socket->disconnectFromServer();
            }
        });
    }
}

} // namespace nonet::app
