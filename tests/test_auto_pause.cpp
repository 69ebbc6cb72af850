// Auto-pause: minimising the window pauses at once, losing the focus pauses after the
// grace period; either way the board is covered and the stopwatch stops, and the game
// resumes only by the player's action. Off in the preferences, nothing of it happens.

#include "app/pool/bundled_puzzles.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/settings/preferences.h"
#include "app/shell/auto_pause.h"
#include "app/shell/main_window.h"
#include "ui/board_widget.h"

#include <QGuiApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace nonet;
using nonet::app::MainWindow;

namespace {

app::AutoPause* autoPause(const MainWindow& window) { return window.findChild<app::AutoPause*>(QStringLiteral("autoPause")); }

constexpr int kGraceMs = 300; // the window's is AutoPause::kDefaultGraceMs

struct Fixture {
    qint64 now = 1'000'000;
    std::unique_ptr<MainWindow> window;

    Fixture()
    {
        window = std::make_unique<MainWindow>(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1),
                                              [this] { return now; });
        autoPause(*window)->setGraceMs(kGraceMs);
        window->resize(900, 660);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get())) qWarning("window not exposed");
    }
    app::GameSession* session() const { return window->session(); }
    // Another application takes the focus (or gives it back).
    static void applicationBecomes(Qt::ApplicationState state) { emit qGuiApp->applicationStateChanged(state); }
};

} // namespace

class TestAutoPause : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_auto_pause"));
    }
    void init() { QSettings().clear(); }

    void onByDefault()
    {
        QVERIFY(app::Preferences::load().autoPause);
        Fixture f;
        QVERIFY(autoPause(*f.window)->isEnabled());
    }

    void minimisingPausesAndCoversTheBoard()
    {
        Fixture f;
        QVERIFY(f.session()->isPlayable());
        f.now += 5000;
        const qint64 played = f.session()->elapsed();
        QCOMPARE(played, qint64{5000});
        f.window->showMinimized();
        QVERIFY(f.session()->isPaused());
        QVERIFY(f.window->board()->isPaused()); // covered
        f.now += 60000; // away for a minute: not counted
        QCOMPARE(f.session()->elapsed(), played);

        // Shown again and active: still paused until the player resumes.
        f.window->showNormal();
        Fixture::applicationBecomes(Qt::ApplicationActive);
        QTest::qWait(50);
        QVERIFY(f.session()->isPaused());
        QVERIFY(f.window->board()->isPaused());
        f.window->board()->setFocus();
        QTest::keyClick(f.window->board(), Qt::Key_Space);
        QVERIFY(!f.session()->isPaused());
        QVERIFY(!f.window->board()->isPaused());
        f.now += 1000;
        QCOMPARE(f.session()->elapsed(), played + 1000);
    }

    void losingTheFocusPausesAfterTheGracePeriod()
    {
        Fixture f;
        Fixture::applicationBecomes(Qt::ApplicationInactive);
        QTest::qWait(kGraceMs / 3);
        QVERIFY(!f.session()->isPaused()); // a glance elsewhere is not a pause
        QTRY_VERIFY_WITH_TIMEOUT(f.session()->isPaused(), kGraceMs + 2000);
        QVERIFY(f.window->board()->isPaused());
        const qint64 played = f.session()->elapsed();
        f.now += 30000;
        QCOMPARE(f.session()->elapsed(), played);
        Fixture::applicationBecomes(Qt::ApplicationActive);
        QVERIFY(f.session()->isPaused()); // only the player resumes
        f.session()->setPaused(false);     // the cover's click, Space or P
        QVERIFY(f.session()->isPlayable());
    }

    void focusBackInTimeDoesNotPause()
    {
        Fixture f;
        Fixture::applicationBecomes(Qt::ApplicationInactive);
        QTest::qWait(kGraceMs / 3);
        Fixture::applicationBecomes(Qt::ApplicationActive);
        QTest::qWait(kGraceMs + 200);
        QVERIFY(!f.session()->isPaused());
    }

    void offInThePreferences()
    {
        Fixture f;
        app::Preferences preferences = app::Preferences::load();
        preferences.autoPause = false;
        f.window->applyPreferences(preferences);
        QVERIFY(!app::Preferences::load().autoPause);
        f.window->showMinimized();
        QVERIFY(!f.session()->isPaused());
        f.window->showNormal();
        // A window made with the setting off starts with it off.
        MainWindow second(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1));
        QVERIFY(!autoPause(second)->isEnabled());
    }
};

QTEST_MAIN(TestAutoPause)
#include "test_auto_pause.moc"
