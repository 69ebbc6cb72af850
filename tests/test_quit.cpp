// Quitting never drops a game (app/files/quit_saver.h): every way out writes the game and
// its clock first, and when that write fails the player is asked.
//
//   fullDiskThenQuit      the disk fills during a game, then the window is closed: the
//                         player is asked; Retry after freeing space keeps every move (and
//                         the clock); Save Elsewhere… writes the file chosen; Quit Anyway
//                         lets the game go; Cancel keeps the window and the game. The disk is
//                         a real tmpfs, filled up, in a user and mount namespace of this
//                         test's own (a child process; skipped, saying why, where the kernel
//                         allows none), and RLIMIT_FSIZE = 0 everywhere.
//   readOnlyDataFolder    a start on a folder Nonet cannot write opens the game it can read,
//                         says why nothing will be saved (folder and the system's reason) and
//                         offers Save to File…, which saves elsewhere
//   terminated            a real nonet ended by SIGTERM writes every move and the time since
//                         the last one, and exits as from File ▸ Quit
//   saveDialogKeepsItsGame  a game that replaces the one being saved while the Save dialog
//                         is open: the dialog saves the game it was opened for
//   handOverWaitsForDialog  a link handed over while a dialog is open opens when it closes

#include "app/editor/picture_opener.h"
#include "app/editor/puzzle_editor.h"
#include "app/files/autosave.h"
#include "app/files/game_files.h"
#include "app/files/puzzle_import.h"
#include "app/instance/instance_message.h"
#include "app/shell/outside_opener.h"
#include "app/storage/game_store.h"
#include "app/storage/save_file.h"
#include "core/notation/formatter.h"
#include "core/notation/variant_link.h"
#include "tests/bad_input_catalogue.h"
#include "tests/fault_scope.h"
#include "tests/window_fixtures.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <functional>
#include <optional>

#include <sched.h>
#include <signal.h>
#include <sys/mount.h>

using namespace nonet;
using nonet::app::SaveFile;
using nonet::app::SavedGame;
using nonet::test::PlayerStart;

namespace {

enum class Answer { Retry, SaveElsewhere, QuitAnyway, Cancel };
enum class FullDisk { Tmpfs, FileSizeLimit };

// The environment variables of the child that runs a tmpfs row (see main()).
const char* const kChildAnswer = "NONET_QUIT_CHILD_ANSWER";
const char* const kChildFolder = "NONET_QUIT_CHILD_FOLDER";
// The child's exit status when no namespace or tmpfs could be had; it prints why.
constexpr int kChildUnavailable = 77;

QString answerName(Answer answer)
{
    switch (answer) {
    case Answer::Retry: return QStringLiteral("retry");
    case Answer::SaveElsewhere: return QStringLiteral("elsewhere");
    case Answer::QuitAnyway: return QStringLiteral("anyway");
    case Answer::Cancel: return QStringLiteral("cancel");
    }
    return {};
}

std::optional<GameRecord> onDisk(const QString& path)
{
    auto read = SaveFile::readFile(path);
    if (auto* game = std::get_if<SavedGame>(&read)) return game->record;
    return std::nullopt;
}

// Answers the dialogs that come up while `action` runs, in order: each step gets the modal
// widget that came to the front and handles it (clicks a button, fills a field). What went
// wrong is in `failure`.
struct Responder {
    std::vector<std::function<QString(QWidget*)>> steps;
    QString failure;

    void run(const std::function<void()>& action)
    {
        std::size_t next = 0;
        // A dialog open before the action is not one the action brought up.
        QWidget* handled = QApplication::activeModalWidget();
        QTimer timer;
        timer.setInterval(20);
        QObject::connect(&timer, &QTimer::timeout, [&] {
            QWidget* modal = QApplication::activeModalWidget();
            if (modal == nullptr || modal == handled || next >= steps.size()) return;
            handled = modal;
            if (const QString problem = steps[next++](modal); !problem.isEmpty() && failure.isEmpty()) failure = problem;
        });
        timer.start();
        action();
        timer.stop();
        if (failure.isEmpty() && next < steps.size())
            failure = QStringLiteral("%1 of %2 dialogs came up").arg(next).arg(steps.size());
    }
};

// A step that clicks the quit question's button `name`, after checking that it says why.
std::function<QString(QWidget*)> clickQuit(const char* name, const QString& mustSay, std::function<void()> before = {})
{
    return [name, mustSay, before](QWidget* modal) -> QString {
        auto* box = qobject_cast<QMessageBox*>(modal);
        if (box == nullptr || box->objectName() != QLatin1String("quitQuestion"))
            return QStringLiteral("expected the quit question, found %1").arg(modal->metaObject()->className());
        const QString said = box->text() + QLatin1Char(' ') + box->informativeText();
        if (!said.contains(mustSay)) return QStringLiteral("the question does not say “%1”: %2").arg(mustSay, said);
        auto* button = box->findChild<QPushButton*>(QString::fromLatin1(name));
        if (button == nullptr) return QStringLiteral("no button %1").arg(QString::fromLatin1(name));
        if (before) before();
        QTimer::singleShot(0, button, &QPushButton::click);
        return {};
    };
}

std::function<QString(QWidget*)> chooseFile(const QString& path)
{
    return [path](QWidget* modal) -> QString {
        auto* dialog = qobject_cast<QFileDialog*>(modal);
        if (dialog == nullptr) return QStringLiteral("expected a file dialog, found %1").arg(modal->metaObject()->className());
        if (dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")) == nullptr) return QStringLiteral("the file dialog has no name field");
        QTimer::singleShot(0, dialog, [dialog, path] {
            // As a person does: the name typed into the dialog's field.
            dialog->setDirectory(QFileInfo(path).absolutePath());
            if (auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"))) name->setText(path);
            QMetaObject::invokeMethod(dialog, "accept"); // QDialog's slot: what the Save button does
        });
        return {};
    };
}

// Full disk, then quit, answered with `answer`. The data folder is `folder`; fill() makes
// the disk full, free() gives the space back, `reason` is what the system says. Empty when
// everything held, else what did not.
QString quitOnFullDisk(const QString& folder, const QString& elsewhere, Answer answer, const std::function<bool()>& fill,
                       const std::function<void()>& free, const QString& reason)
{
    qint64 now = 0;
    PlayerStart start(folder, &now);
    app::GameSession* session = start.session();
    const GameState& state = session->state();
    std::vector<int> empty;
    for (int cell = 0; cell < state.cellCount(); ++cell)
        if (state.value(cell) == 0) empty.push_back(cell);
    const auto play = [&](int count) {
        for (int i = 0; i < count; ++i) {
            const int cell = empty.back();
            empty.pop_back();
            if (!session->setValue(cell, state.solution().at(cell))) return false;
        }
        return true;
    };
    if (!play(2) || !start.files->autosave()->flush()) return QStringLiteral("the first moves were not saved");
    const QString slot = start.files->autosave()->slotPath();
    const GameRecord before = session->record();
    if (!fill()) return QStringLiteral("the disk could not be filled");
    now += 20000;
    if (!play(3)) return QStringLiteral("the moves on a full disk were refused");
    now += 60000;
    const GameRecord played = session->record();
    // The autosave said the disk was full, once, in a box the player closed.
    if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) box->close();

    const QString file = QDir(elsewhere).filePath(QStringLiteral("rescued.nonet"));
    Responder responder;
    switch (answer) {
    case Answer::Retry:
        responder.steps = {clickQuit("quitRetry", reason, free)};
        break;
    case Answer::SaveElsewhere:
        responder.steps = {clickQuit("quitSaveElsewhere", reason), chooseFile(file)};
        break;
    case Answer::QuitAnyway:
        responder.steps = {clickQuit("quitAnyway", reason)};
        break;
    case Answer::Cancel:
        responder.steps = {clickQuit("quitCancel", reason)};
        break;
    }
    bool closed = false;
    responder.run([&] { closed = start.quit(); });
    if (!responder.failure.isEmpty()) return responder.failure;
    if (closed == (answer == Answer::Cancel)) return closed ? QStringLiteral("the window closed on Cancel") : QStringLiteral("the window stayed open");
    free();

    const auto inSlot = onDisk(slot);
    switch (answer) {
    case Answer::Retry:
        if (!inSlot || inSlot->moves != played.moves || inSlot->undoIndex != played.undoIndex)
            return QStringLiteral("the slot does not hold every move after Retry");
        if (inSlot->elapsedMs != played.elapsedMs) return QStringLiteral("the slot's clock is %1, not %2").arg(inSlot->elapsedMs).arg(played.elapsedMs);
        break;
    case Answer::SaveElsewhere: {
        const auto saved = onDisk(file);
        if (!saved || saved->moves != played.moves || saved->elapsedMs != played.elapsedMs)
            return QStringLiteral("the file chosen does not hold the game (%1: %2 moves, %3 ms; played %4 moves, %5 ms)")
                .arg(file)
                .arg(saved ? static_cast<int>(saved->moves.size()) : -1)
                .arg(saved ? saved->elapsedMs : -1)
                .arg(played.moves.size())
                .arg(played.elapsedMs);
        break;
    }
    case Answer::QuitAnyway:
        // What the player let go is gone; what was on disk before is whole.
        if (!inSlot || inSlot->moves != before.moves) return QStringLiteral("the slot is not the game before the disk filled");
        break;
    case Answer::Cancel:
        if (session->record().moves != played.moves) return QStringLiteral("Cancel changed the game");
        break;
    }
    return {};
}

// A tmpfs of 1 MB at `folder`, in a user and mount namespace of this process's own: nothing
// outside sees it, and it goes with the process. Why not, when it cannot be had.
QString mountTmpfs(const QString& folder)
{
    const uid_t uid = getuid();
    const gid_t gid = getgid();
    if (unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0) return QStringLiteral("unshare(CLONE_NEWUSER | CLONE_NEWNS): %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
    const auto write = [](const char* path, const QByteArray& text) {
        QFile file(QString::fromLatin1(path));
        return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
    };
    if (!write("/proc/self/setgroups", "deny") || !write("/proc/self/uid_map", QByteArray("0 ") + QByteArray::number(uid) + " 1")
        || !write("/proc/self/gid_map", QByteArray("0 ") + QByteArray::number(gid) + " 1"))
        return QStringLiteral("the namespace's user could not be mapped");
    if (mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0
        || mount("tmpfs", QFile::encodeName(folder).constData(), "tmpfs", 0, "size=1m") != 0)
        return QStringLiteral("mount tmpfs: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
    return {};
}

// Fills the file system of `folder` with one file until a write fails for want of space.
bool fillUp(const QString& folder)
{
    QFile filler(QDir(folder).filePath(QStringLiteral("filler")));
    if (!filler.open(QIODevice::WriteOnly)) return false;
    const QByteArray block(4096, 'x');
    while (filler.write(block) == block.size() && filler.flush()) {
    }
    return filler.error() != QFileDevice::NoError;
}

// The child of a tmpfs row: mounts, plays, answers, says what happened.
int runTmpfsChild(const QString& answerKey, const QString& folder, int argc, char** argv)
{
    if (const QString why = mountTmpfs(folder); !why.isEmpty()) {
        std::printf("unavailable: %s\n", qPrintable(why));
        return kChildUnavailable;
    }
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir elsewhere;
    Answer answer = Answer::Retry;
    for (Answer a : {Answer::Retry, Answer::SaveElsewhere, Answer::QuitAnyway, Answer::Cancel})
        if (answerName(a) == answerKey) answer = a;
    const QString data = QDir(folder).filePath(QStringLiteral("data"));
    const QString result = quitOnFullDisk(data, elsewhere.path(), answer, [&folder] { return fillUp(folder); },
                                          [&folder] { QFile::remove(QDir(folder).filePath(QStringLiteral("filler"))); },
                                          QStringLiteral("No space left on device"));
    std::printf("%s\n", result.isEmpty() ? "ok" : qPrintable(result));
    return result.isEmpty() ? 0 : 1;
}

} // namespace

Q_DECLARE_METATYPE(Answer)
Q_DECLARE_METATYPE(FullDisk)

class TestQuit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void fullDiskThenQuit_data();
    void fullDiskThenQuit();
    void readOnlyDataFolder();
    void terminated();
    void saveDialogKeepsItsGame();
    void handOverWaitsForDialog();
    void oversizeHandOverSaysItsSize();
};

void TestQuit::fullDiskThenQuit_data()
{
    QTest::addColumn<FullDisk>("disk");
    QTest::addColumn<Answer>("answer");
    for (Answer answer : {Answer::Retry, Answer::SaveElsewhere, Answer::QuitAnyway, Answer::Cancel}) {
        QTest::addRow("full tmpfs, %s", qPrintable(answerName(answer))) << FullDisk::Tmpfs << answer;
        // The limit is the whole process's: there is no disk elsewhere to save to.
        if (answer != Answer::SaveElsewhere)
            QTest::addRow("file size limit, %s", qPrintable(answerName(answer))) << FullDisk::FileSizeLimit << answer;
    }
}

void TestQuit::fullDiskThenQuit()
{
    QFETCH(FullDisk, disk);
    QFETCH(Answer, answer);
    QTemporaryDir home;
    if (disk == FullDisk::Tmpfs) {
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(kChildAnswer), answerName(answer));
        env.insert(QString::fromLatin1(kChildFolder), home.path());
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForFinished(nonet::test::kWaitMs));
        const QByteArray said = child.readAllStandardOutput().trimmed();
        if (child.exitCode() == kChildUnavailable) QSKIP(said.constData());
        QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0,
                 qPrintable(QString::fromLocal8Bit(said + '\n' + child.readAllStandardError())));
        return;
    }
    QTemporaryDir elsewhere;
    const QString data = home.filePath(QStringLiteral("data"));
    std::optional<nonet::test::FaultScope> fault;
    const QString result = quitOnFullDisk(
        data, elsewhere.path(), answer,
        [&] {
            fault.emplace(nonet::test::Fault::FullDisk, data);
            return fault->unavailable().isEmpty();
        },
        [&] {
            if (fault) fault->lift();
        },
        QStringLiteral("File too large"));
    QVERIFY2(result.isEmpty(), qPrintable(result));
}

void TestQuit::readOnlyDataFolder()
{
    QTemporaryDir home;
    const QString data = home.filePath(QStringLiteral("data"));
    qint64 now = 0;
    GameRecord left;
    {
        PlayerStart first(data, &now);
        QVERIFY(first.session()->restore(testing::sampleRecord()));
        QVERIFY(first.session()->toggleNote(6, 3));
        left = first.session()->record();
        QVERIFY(first.quit());
    }
    QTemporaryDir elsewhere;
    const QString file = elsewhere.filePath(QStringLiteral("kept.nonet"));
    {
        NONET_MAKE_FAULT(scope, nonet::test::Fault::ReadOnlyFolder, data);
        PlayerStart start(data, &now);
        // The game it can read, not a fresh one.
        QVERIFY(start.resumed);
        QCOMPARE(start.session()->record().moves, left.moves);
        // Why nothing will be saved, exactly: the folder and the system's reason.
        auto* box = start.window->findChild<QMessageBox*>(QStringLiteral("unwritableDataFolder"));
        QVERIFY(box != nullptr);
        QTRY_VERIFY(box->isVisible());
        QVERIFY2(box->text().contains(QDir::toNativeSeparators(data)) && box->text().contains(QStringLiteral("Permission denied")),
                 qPrintable(box->text()));
        QVERIFY(!box->text().contains(QStringLiteral("autosave slot")));
        // Save to File… from the box saves the game elsewhere.
        auto* saveAs = box->findChild<QPushButton*>(QStringLiteral("unwritableSaveAs"));
        QVERIFY(saveAs != nullptr);
        Responder responder;
        responder.steps = {chooseFile(file)};
        responder.run([&] {
            saveAs->click();
            QTRY_VERIFY(QFile::exists(file));
        });
        QVERIFY2(responder.failure.isEmpty(), qPrintable(responder.failure));
        const auto saved = onDisk(file);
        QVERIFY(saved && saved->moves == left.moves);
        // Quitting says the same reason, and Quit Anyway goes.
        Responder quitting;
        quitting.steps = {clickQuit("quitAnyway", QStringLiteral("Permission denied"))};
        bool closed = false;
        quitting.run([&] { closed = start.quit(); });
        QVERIFY2(quitting.failure.isEmpty(), qPrintable(quitting.failure));
        QVERIFY(closed);
    }
}

void TestQuit::terminated()
{
    QTemporaryDir home;
    QProcess process;
    process.setProcessEnvironment(nonet::test::isolatedHome(home));
    // A move every 1.2 s: the signal comes 0.9 s after the second, long after its autosave
    // (0.4 s), before a third.
    process.start(QStringLiteral(NONET_BINARY), {QStringLiteral("--test-play"), QStringLiteral("1200")});
    QVERIFY(process.waitForStarted(nonet::test::kWaitMs));
    QByteArray output;
    qint64 elapsedAtMove = -1;
    QElapsedTimer sinceMove;
    while (elapsedAtMove < 0 && process.waitForReadyRead(nonet::test::kWaitMs)) {
        output += process.readAllStandardOutput();
        for (const QByteArray& line : output.split('\n')) {
            const QList<QByteArray> parts = line.split(' ');
            if (parts.size() >= 4 && parts[0] == "played" && parts[1] == "2") {
                elapsedAtMove = parts[3].mid(8).toLongLong();
                sinceMove.start();
            }
        }
    }
    QVERIFY(elapsedAtMove > 0);
    QTest::qWait(900);
    const qint64 waited = sinceMove.elapsed();
    if (waited >= 1100) QSKIP("the machine was too busy to send the signal before the next move");
    ::kill(static_cast<pid_t>(process.processId()), SIGTERM);
    QVERIFY(process.waitForFinished(nonet::test::kWaitMs));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);

    QProcess report;
    report.setProcessEnvironment(nonet::test::isolatedHome(home));
    report.start(QStringLiteral(NONET_BINARY), {QStringLiteral("--test-report")});
    QVERIFY(report.waitForFinished(nonet::test::kWaitMs));
    qint64 elapsed = -1;
    int moves = -1;
    for (const QByteArray& line : report.readAllStandardOutput().split('\n')) {
        const QList<QByteArray> parts = line.split(' ');
        if (parts.size() >= 5 && parts[0] == "state") {
            moves = parts[3].mid(6).toInt();
            elapsed = parts[4].mid(8).toLongLong();
        }
    }
    QCOMPARE(moves, 2);
    // The time after the last move is on the clock too (the autosave after the move wrote
    // 0.4 s of it; the rest only the quit can have written).
    QVERIFY2(elapsed >= elapsedAtMove + 800, qPrintable(QStringLiteral("%1 ms on the clock; %2 at the move, %3 waited").arg(elapsed).arg(elapsedAtMove).arg(waited)));
}

namespace {

// A window with everything that takes a game from outside (as Launch wires it).
struct Receiving {
    QTemporaryDir data;
    qint64 now = 0;
    PlayerStart start{data.path(), &now};
    app::PuzzleEditor* editor = new app::PuzzleEditor(start.session(), {data.path(), &app::PuzzleImport::classicGivens}, start.window.get());
    app::PictureOpener* pictures = new app::PictureOpener(editor, start.window.get());
    app::OutsideOpener* outside = new app::OutsideOpener(start.window.get(), start.files, editor, pictures);
};

// Types `name` into the Save dialog and presses OK; first runs `meanwhile` (what happens
// while the player types).
std::function<QString(QWidget*)> nameAndSave(const QString& name, std::function<void()> meanwhile)
{
    return [name, meanwhile](QWidget* modal) -> QString {
        auto* dialog = qobject_cast<QInputDialog*>(modal);
        if (dialog == nullptr || dialog->objectName() != QLatin1String("saveNameDialog"))
            return QStringLiteral("expected the Save dialog, found %1").arg(modal->metaObject()->className());
        meanwhile();
        dialog->setTextValue(name);
        QTimer::singleShot(0, dialog, &QDialog::accept);
        return {};
    };
}

} // namespace

void TestQuit::saveDialogKeepsItsGame()
{
    Receiving window;
    app::GameSession* session = window.start.session();
    QVERIFY(session->restore(testing::sampleRecord()));
    const GameRecord opened = session->record();
    GameRecord other;
    other.puzzle = testing::sampleVariantPuzzle(Variant::Mini4);
    Responder responder;
    // Another game replaces this one while the dialog is open (a New puzzle that arrived).
    responder.steps = {nameAndSave(QStringLiteral("Before the 4x4"), [&] { QVERIFY(session->restore(other)); })};
    bool saved = false;
    responder.run([&] { saved = window.start.files->save(); });
    QVERIFY2(responder.failure.isEmpty(), qPrintable(responder.failure));
    QVERIFY(saved);
    const auto inStore = window.start.files->store().open(window.start.files->store().pathFor(QStringLiteral("Before the 4x4")));
    QVERIFY(std::holds_alternative<SavedGame>(inStore));
    QCOMPARE(std::get<SavedGame>(inStore).record.moves, opened.moves);
    QCOMPARE(std::get<SavedGame>(inStore).record.puzzle, opened.puzzle);
    // The name belongs to the game saved, not to the 4x4 now played.
    QVERIFY(window.start.files->currentName().isEmpty());
}

void TestQuit::handOverWaitsForDialog()
{
    Receiving window;
    app::GameSession* session = window.start.session();
    QVERIFY(session->restore(testing::sampleRecord()));
    const GameRecord opened = session->record();
    const GamePuzzle linked = testing::sampleVariantPuzzle(Variant::Mini6);
    const QString link = QString::fromStdString(formatVariantLink(linked.givens));
    Responder responder;
    responder.steps = {nameAndSave(QStringLiteral("Before the link"), [&] {
        app::InstanceMessage message;
        message.open << link;
        window.outside->receive(message);
        // Nothing changes behind the dialog.
        QVERIFY(window.outside->isWaiting());
        QCOMPARE(session->state().givens(), opened.puzzle.givens);
    })};
    responder.run([&] { QVERIFY(window.start.files->save()); });
    QVERIFY2(responder.failure.isEmpty(), qPrintable(responder.failure));
    const auto inStore = window.start.files->store().open(window.start.files->store().pathFor(QStringLiteral("Before the link")));
    QVERIFY(std::holds_alternative<SavedGame>(inStore));
    QCOMPARE(std::get<SavedGame>(inStore).record.puzzle, opened.puzzle);
    // Once the dialog has gone, the link opens; the game left for it is in Continue.
    QTRY_COMPARE(session->state().givens(), linked.givens);
    QVERIFY(!window.outside->isWaiting());
    QCOMPARE(window.start.files->keeper()->store().list().games.size(), std::size_t{1});
}

void TestQuit::oversizeHandOverSaysItsSize()
{
    Receiving window;
    app::GameSession* session = window.start.session();
    QVERIFY(session->restore(testing::sampleRecord()));
    const QString huge(100000, QLatin1Char('5'));
    app::InstanceMessage sent;
    sent.open << huge;
    // Framed as a second launch frames it, read as the running Nonet reads it.
    const QByteArray frame = app::InstanceProtocol::frame(sent);
    const auto parsed = app::InstanceProtocol::parsePayload(frame.mid(4));
    QVERIFY(std::holds_alternative<app::InstanceMessage>(parsed));
    const app::InstanceMessage& received = std::get<app::InstanceMessage>(parsed);
    QVERIFY(received.open.isEmpty());
    QCOMPARE(received.tooLong, QList<qint64>{100000});
    window.outside->receive(received);
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) != nullptr);
    QVERIFY2(box->text().contains(QStringLiteral("100,000 characters")), qPrintable(box->text()));
    box->close();
    QCOMPARE(session->record().puzzle, testing::sampleRecord().puzzle);
}

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsSet(kChildAnswer))
        return runTmpfsChild(qEnvironmentVariable(kChildAnswer), qEnvironmentVariable(kChildFolder), argc, argv);
    QApplication app(argc, argv);
    TestQuit test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "test_quit.moc"
