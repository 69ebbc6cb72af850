// One Nonet at a time, with real processes: a second launch hands its argument to the
// running Nonet and exits, and the running one opens it (the game in progress kept in the
// Continue list first; a file named relative to the second launch's folder found); a
// launch without argument only brings the window forward; the socket of a killed Nonet
// never blocks the next launch; bytes that are no message (the bad input catalogue) are
// refused and change nothing. The message format's rows are checked on the parser too.

#include "app/instance/instance_message.h"
#include "app/storage/save_file.h"
#include "core/notation/grid_line.h"
#include "tests/bad_input_catalogue.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLocalSocket>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace nonet;
using namespace nonet::app;

namespace {

// Another puzzle than the catalogue's sample, with one solution.
constexpr const char* kOther = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

// A home of its own: data, settings and the runtime folder (where the socket lives).
class Home {
public:
    Home()
    {
        QDir(dir_.path()).mkpath(QStringLiteral("run"));
        QFile::setPermissions(runtime(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QDir().mkpath(data());
    }
    QString path() const { return dir_.path(); }
    QString runtime() const { return dir_.filePath(QStringLiteral("run")); }
    QString data() const { return dir_.filePath(QStringLiteral("data/Nonet/Nonet")); }

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir_.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir_.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), dir_.filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime());
        return env;
    }

    // The socket the running Nonet listens on, if there is one.
    QString socket() const
    {
        const QStringList found = QDir(runtime()).entryList({QStringLiteral("nonet-*")}, QDir::System | QDir::Files);
        for (const QString& name : found)
            if (!name.endsWith(QStringLiteral(".lock"))) return QDir(runtime()).filePath(name);
        return {};
    }

    // The givens of every game in the autosave slots.
    QStringList autosaved() const
    {
        QStringList givens;
        for (const QString& name : QDir(data()).entryList({QStringLiteral("autosave-*.nonet")}, QDir::Files)) {
            const auto read = SaveFile::readFile(QDir(data()).filePath(name));
            if (const auto* game = std::get_if<SavedGame>(&read))
                givens << QString::fromStdString(formatGridLine(game->record.puzzle.givens.toClassic()));
        }
        return givens;
    }

    // The givens of the games in the Continue list (unfinished games another one replaced).
    QStringList continueList() const
    {
        QStringList givens;
        const QDir games(QDir(data()).filePath(QStringLiteral("unfinished")));
        for (const QString& name : games.entryList({QStringLiteral("*.nonet")}, QDir::Files)) {
            const auto read = SaveFile::readFile(games.filePath(name));
            if (const auto* game = std::get_if<SavedGame>(&read))
                givens << QString::fromStdString(formatGridLine(game->record.puzzle.givens.toClassic()));
        }
        return givens;
    }

private:
    QTemporaryDir dir_;
};

bool waitFor(const std::function<bool()>& condition, int ms = 20000)
{
    QElapsedTimer clock;
    clock.start();
    while (!condition()) {
        if (clock.elapsed() > ms) return false;
        QTest::qWait(50);
    }
    return true;
}

// A Nonet that runs until the test ends it.
class Running {
public:
    explicit Running(const Home& home, const QStringList& arguments = {})
    {
        process_.setProcessEnvironment(home.environment());
        process_.setWorkingDirectory(home.path());
        process_.start(QStringLiteral(NONET_BINARY), arguments);
    }
    ~Running()
    {
        if (process_.state() == QProcess::NotRunning) return;
        process_.terminate();
        if (!process_.waitForFinished(5000)) process_.kill();
        process_.waitForFinished(5000);
    }
    QProcess& process() { return process_; }

private:
    QProcess process_;
};

// A launch that should hand over and end: its exit code, or -1 when it did not end in time.
int launch(const Home& home, const QStringList& arguments, const QString& folder = {})
{
    QProcess process;
    process.setProcessEnvironment(home.environment());
    process.setWorkingDirectory(folder.isEmpty() ? home.path() : folder);
    process.start(QStringLiteral(NONET_BINARY), arguments);
    if (!process.waitForFinished(20000)) {
        process.kill();
        process.waitForFinished();
        return -1;
    }
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

// What the running Nonet answers to raw bytes on its socket.
QByteArray answerTo(const QString& socketPath, const QByteArray& bytes)
{
    QLocalSocket socket;
    socket.connectToServer(socketPath);
    if (!socket.waitForConnected(5000)) return "no connection";
    socket.write(bytes);
    socket.flush();
    QByteArray answer;
    while (!answer.contains('\n') && socket.waitForReadyRead(5000)) answer += socket.readAll();
    return answer;
}

} // namespace

class TestSingleInstance : public QObject {
    Q_OBJECT
private slots:
    void messagesRoundTrip()
    {
        const InstanceMessage message{{QStringLiteral("nonet://play?p=") + QString::fromLatin1(kOther)}, QStringLiteral("token-1")};
        FrameReader reader;
        const QByteArray frame = InstanceProtocol::frame(message);
        QCOMPARE(reader.add(frame.left(3)), FrameReader::State::NeedMore);
        QCOMPARE(reader.add(frame.mid(3, 10)), FrameReader::State::NeedMore);
        QCOMPARE(reader.add(frame.mid(13)), FrameReader::State::Complete);
        const auto parsed = InstanceProtocol::parsePayload(reader.payload());
        QVERIFY(std::holds_alternative<InstanceMessage>(parsed));
        QCOMPARE(std::get<InstanceMessage>(parsed), message);
    }

    void badMessagesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("frame");
        QTest::addColumn<QString>("reason");
        for (const auto& row : testing::badInstanceMessages()) QTest::newRow(row.name) << row.frame << row.reasonFragment;
    }

    void badMessagesAreRefused()
    {
        QFETCH(QByteArray, frame);
        QFETCH(QString, reason);
        FrameReader reader;
        const FrameReader::State state = reader.add(frame);
        if (reason.isEmpty()) {
            QCOMPARE(state, FrameReader::State::TooLarge);
            return;
        }
        QCOMPARE(state, FrameReader::State::Complete);
        const auto parsed = InstanceProtocol::parsePayload(reader.payload());
        QVERIFY(std::holds_alternative<InstanceMessageError>(parsed));
        QVERIFY2(std::get<InstanceMessageError>(parsed).message.contains(reason), qPrintable(std::get<InstanceMessageError>(parsed).message));
    }

    // A game in progress is running; later launches hand over a puzzle, a file named
    // relative to their own folder, nothing at all, and junk.
    void laterLaunchesHandOver()
    {
        Home home;
        {
            QFile slot(QDir(home.data()).filePath(QStringLiteral("autosave-1.nonet")));
            QVERIFY(slot.open(QIODevice::WriteOnly));
            slot.write(SaveFile::write({testing::sampleRecord(), QStringLiteral("Sample"), QDateTime::currentDateTimeUtc()}));
        }
        const QString sample = QString::fromLatin1(testing::kSamplePuzzle);
        const QString other = QString::fromStdString(formatGridLine(*parseGridLine(kOther)));
        Running first(home);
        QVERIFY2(waitFor([&] { return !home.socket().isEmpty(); }), "the first Nonet never listened");
        QCOMPARE(home.autosaved(), QStringList{sample});

        // A puzzle on the command line: handed over, opened; the game in progress kept in
        // the Continue list.
        QCOMPARE(launch(home, {QString::fromLatin1(kOther)}), 0);
        QVERIFY2(waitFor([&] { return home.autosaved() == QStringList{other}; }),
                 qPrintable(home.autosaved().join(' ') + QDir(home.data()).entryList(QDir::Files).join(' ')));
        QCOMPARE(home.continueList(), QStringList{sample});

        // A text file named relative to the second launch's own folder.
        QTemporaryDir elsewhere;
        QFile file(elsewhere.filePath(QStringLiteral("today.txt")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(testing::kSamplePuzzle);
        file.close();
        QCOMPARE(launch(home, {QStringLiteral("today.txt")}, elsewhere.path()), 0);
        QVERIFY2(waitFor([&] { return home.autosaved() == QStringList{sample}; }), qPrintable(home.autosaved().join(' ')));

        // No argument: the running window comes forward, its game stays.
        QCOMPARE(launch(home, {}), 0);
        QCOMPARE(home.autosaved(), QStringList{sample});

        // Junk on the socket: refused, the running Nonet unharmed.
        for (const auto& row : testing::badInstanceMessages())
            QCOMPARE(answerTo(home.socket(), row.frame), InstanceProtocol::kError);
        QCOMPARE(first.process().state(), QProcess::Running);
        QCOMPARE(launch(home, {QString::fromLatin1(kOther)}), 0);
        QVERIFY(waitFor([&] { return home.autosaved() == QStringList{other}; }));
        QCOMPARE(first.process().state(), QProcess::Running);
    }

    // A puzzle was being entered when the Nonet was closed: it comes back in the editor,
    // and a later launch's puzzle waits for the player's answer instead of replacing the
    // game behind the editor.
    void handOverWhileEnteringAsksFirst()
    {
        Home home;
        {
            QFile slot(QDir(home.data()).filePath(QStringLiteral("autosave-1.nonet")));
            QVERIFY(slot.open(QIODevice::WriteOnly));
            slot.write(SaveFile::write({testing::sampleRecord(), QStringLiteral("Sample"), QDateTime::currentDateTimeUtc()}));
            QFile entry(QDir(home.data()).filePath(QStringLiteral("entry.json")));
            QVERIFY(entry.open(QIODevice::WriteOnly));
            entry.write(QByteArray(R"({"format": "nonet-entry", "version": 1, "givens": "5)") + QByteArray(80, '.') + "\"}");
        }
        const QString sample = QString::fromLatin1(testing::kSamplePuzzle);
        Running first(home);
        QVERIFY2(waitFor([&] { return !home.socket().isEmpty(); }), "the first Nonet never listened");
        QCOMPARE(launch(home, {QString::fromLatin1(kOther)}), 0);
        QTest::qWait(1000); // the puzzle would have replaced the game by now
        QCOMPARE(home.autosaved(), QStringList{sample});
        QVERIFY(home.continueList().isEmpty());
        QVERIFY(QFile::exists(QDir(home.data()).filePath(QStringLiteral("entry.json"))));
        QCOMPARE(first.process().state(), QProcess::Running);
    }

    // A Nonet killed outright leaves its socket behind: the next launch takes over the
    // name and is the one later launches hand over to.
    void staleSocketNeverBlocks()
    {
        Home home;
        QString stale;
        {
            Running crashed(home);
            QVERIFY(waitFor([&] { return !home.socket().isEmpty(); }));
            stale = home.socket();
            crashed.process().kill();
            QVERIFY(crashed.process().waitForFinished(5000));
        }
        QVERIFY2(QFile::exists(stale), "the killed Nonet's socket is gone; the test needs it there");
        QCOMPARE(answerTo(stale, InstanceProtocol::frame({})), QByteArray("no connection"));

        Running next(home);
        QVERIFY2(waitFor([&] { return answerTo(stale, InstanceProtocol::frame({})) == InstanceProtocol::kOk; }),
                 "the launch after the crash does not listen");
        QCOMPARE(next.process().state(), QProcess::Running);
        QCOMPARE(launch(home, {QString::fromLatin1(kOther)}), 0);
        const QString other = QString::fromStdString(formatGridLine(*parseGridLine(kOther)));
        QVERIFY(waitFor([&] { return home.autosaved().contains(other); }));
        QCOMPARE(next.process().state(), QProcess::Running);
    }
};

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "test_single_instance.moc"
