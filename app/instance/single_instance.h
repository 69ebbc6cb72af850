#pragma once
// One Nonet at a time per user, display and data folder: a second launch hands what it was
// asked to open to the running one and exits; the running window comes to the front and
// opens it as a first launch would.
//
//   claim(message)
//     under a lock file (serializes two launches at the same moment; it decides nothing)
//       connect to <runtime dir>/nonet-<key>
//         answered "ok"        -> HandedOver: this process exits
//         connected, no answer -> Alone: a hung Nonet holds the name; start anyway
//         nobody there         -> remove the socket (a crashed Nonet's, if any: a stale
//                                 socket never blocks), listen -> Primary
//                                 listen fails -> Alone
//   Primary: messageReceived(message) for every later launch
//
// key = the first 16 hex digits of SHA-256(user id, platform, display, data folder): a
// Nonet with another data folder (another profile, a test's) is another Nonet. Instances
// that run a Nonet from before this existed listen nowhere: a new launch does not find
// them and starts as before, and they keep working.

#include "app/instance/instance_message.h"

#include <QLocalServer>
#include <QObject>
#include <QString>

#include <memory>

namespace nonet::app {

class SingleInstance : public QObject {
    Q_OBJECT
public:
    enum class Role { Primary, HandedOver, Alone };

    // `name`: the socket's path (socketNameFor() in the app).
    explicit SingleInstance(QString name, QObject* parent = nullptr);
    ~SingleInstance() override;

    // <runtime dir>/nonet-<key>, the key from the user, `platform`, `display` and
    // `dataDirectory` (see above).
    static QString socketNameFor(const QString& platform, const QString& display, const QString& dataDirectory);
    // The display of this session: $WAYLAND_DISPLAY, else $DISPLAY.
    static QString currentDisplay();
    // The launcher's activation token: $XDG_ACTIVATION_TOKEN, else $DESKTOP_STARTUP_ID.
    static QString currentActivationToken();

    // Waits at most about `timeoutMs` for a running instance to answer.
    Role claim(const InstanceMessage& message, int timeoutMs = 3000);
    Role role() const { return role_; }
    const QString& name() const { return name_; }

signals:
    void messageReceived(const nonet::app::InstanceMessage& message);

private:
    void onConnection();

    QString name_;
    std::unique_ptr<QLocalServer> server_;
    Role role_ = Role::Alone;
};

} // namespace nonet::app
