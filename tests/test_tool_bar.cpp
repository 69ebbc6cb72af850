// The toolbar keeps every action and the stopwatch on screen at any window width,
// and Nonet's own action icons are real drawings in the palette's colours.
#include "app/pool/new_game_provider.h"
#include "app/shell/main_window.h"
#include "tests/fixtures.h"
#include "ui/action_icon.h"
#include "ui/keypad.h"
#include "ui/timer_label.h"

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QMenuBar>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

#include <memory>

using nonet::app::BundledPuzzles;
using nonet::app::MainWindow;
using nonet::app::NewGameProvider;
using nonet::ui::ActionGlyph;

namespace {

std::unique_ptr<MainWindow> makeWindow(int width)
{
    auto window = std::make_unique<MainWindow>(new NewGameProvider(BundledPuzzles::loadBuiltIn().puzzles, 1));
    window->resize(width, 700);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get())) qWarning("window not exposed");
    QApplication::processEvents();
    return window;
}

QToolBar* gameToolBar(const MainWindow& window) { return window.findChild<QToolBar*>(QStringLiteral("gameToolBar")); }

// Opaque pixels in the icon's picture at `side` px: a blank icon has none.
int inkedPixels(const QIcon& icon, int side, QIcon::Mode mode = QIcon::Normal)
{
    const QImage image = icon.pixmap(QSize(side, side), mode).toImage();
    int inked = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) inked += qAlpha(image.pixel(x, y)) > 128 ? 1 : 0;
    return inked;
}

constexpr std::array kGlyphs{ActionGlyph::NewGame, ActionGlyph::Restart,   ActionGlyph::Pause,    ActionGlyph::Save,
                             ActionGlyph::Load,    ActionGlyph::Import,    ActionGlyph::Export,   ActionGlyph::Share,
                             ActionGlyph::NotesMode, ActionGlyph::AllNotes, ActionGlyph::ClearNotes, ActionGlyph::Undo,
                             ActionGlyph::Redo,    ActionGlyph::Hint,      ActionGlyph::Check, ActionGlyph::Daily,
                             ActionGlyph::CentreNotes, ActionGlyph::DigitFirst, ActionGlyph::FullScreen};

} // namespace

class TestToolBar : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_tool_bar"));
    }
    void init() { QSettings().clear(); }

    void everyActionStaysVisible()
    {
        // From a small window to a wide one: nothing ever goes into the overflow, and the
        // style only gets roomier as the window widens (beside > under > icons only).
        auto window = makeWindow(1800);
        QToolBar* bar = gameToolBar(*window);
        QVERIFY(bar != nullptr);
        const auto roominess = [](Qt::ToolButtonStyle style) {
            return style == Qt::ToolButtonTextBesideIcon ? 2 : style == Qt::ToolButtonTextUnderIcon ? 1 : 0;
        };
        QSet<int> seen;
        int previous = -1;
        for (int width = 480; width <= 2000; width += 40) {
            window->resize(width, 700);
            QApplication::processEvents();
            const int now = roominess(bar->toolButtonStyle());
            QVERIFY2(now >= previous, qPrintable(QStringLiteral("style got tighter at %1 px").arg(width)));
            previous = now;
            seen.insert(now);
            int buttons = 0;
            for (QAction* action : bar->actions()) {
                if (action->isSeparator()) continue;
                QWidget* widget = bar->widgetForAction(action);
                QVERIFY(widget != nullptr);
                QVERIFY2(widget->isVisible(),
                         qPrintable(QStringLiteral("%1 is in the overflow at %2 px").arg(action->objectName()).arg(width)));
                if (qobject_cast<QToolButton*>(widget) != nullptr) ++buttons;
            }
            QVERIFY(buttons >= 9); // new, restart, notes mode, all notes, clear notes, undo, redo, hint, check
            QVERIFY(nonet::test::child<nonet::ui::TimerLabel>(*window, "stopwatch")->isVisible());
            QVERIFY(bar->rect().contains(nonet::test::child<nonet::ui::TimerLabel>(*window, "stopwatch")->geometry()));
            // The New button is a widget of its own and follows the bar's style.
            auto* newButton = window->findChild<QToolButton*>(QStringLiteral("newGameButton"));
            QVERIFY(newButton != nullptr);
            QCOMPARE(newButton->toolButtonStyle(), bar->toolButtonStyle());
        }
        QCOMPARE(seen, (QSet<int>{0, 1, 2}));
    }

    void fullScreenAndZoomKeepEveryActionReachable()
    {
        // Full screen keeps the menu bar and the toolbar; zoomed in or out, the board scrolls
        // inside its area and the toolbar, the keypad and the timer stay where they were.
        auto window = makeWindow(1000);
        QToolBar* bar = gameToolBar(*window);
        auto* fullScreen = window->findChild<QAction*>(QStringLiteral("actionFullScreen"));
        QVERIFY(fullScreen != nullptr);
        // The first action the bar does not show, if any.
        const auto firstHidden = [&]() -> QString {
            for (QAction* action : bar->actions()) {
                if (action->isSeparator()) continue;
                QWidget* widget = bar->widgetForAction(action);
                if (widget == nullptr || !widget->isVisible()) return action->objectName();
            }
            return {};
        };
        const auto everyActionShows = [&](const char* when) {
            QVERIFY2(bar->isVisible(), when);
            QVERIFY2(window->menuBar()->isVisible(), when);
            QVERIFY2(nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->isVisible(), when);
            // The bar lays itself out again after the fitter's change of style, from the event
            // loop: slower under a sanitizer, so it is waited for rather than given 50 ms.
            QTRY_VERIFY2(firstHidden().isEmpty(), qPrintable(QStringLiteral("%1 hidden %2").arg(firstHidden(), QString::fromLatin1(when))));
            QVERIFY2(window->rect().contains(QRect(nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->mapTo(window.get(), QPoint(0, 0)), nonet::test::child<nonet::ui::Keypad>(*window, "keypad")->size())), when);
        };
        fullScreen->trigger();
        QTRY_VERIFY(window->isFullScreen());
        QVERIFY(fullScreen->isChecked());
        everyActionShows("in full screen");
        for (int i = 0; i < 8; ++i) window->findChild<QAction*>(QStringLiteral("actionZoomIn"))->trigger();
        everyActionShows("zoomed in, full screen");
        fullScreen->trigger();
        QTRY_VERIFY(!window->isFullScreen());
        QVERIFY(!fullScreen->isChecked());
        everyActionShows("zoomed in");
        for (int i = 0; i < 12; ++i) window->findChild<QAction*>(QStringLiteral("actionZoomOut"))->trigger();
        everyActionShows("zoomed out");
        // The smallest window the toolbar test knows, zoomed in: still every action.
        window->findChild<QAction*>(QStringLiteral("actionZoomReset"))->trigger();
        for (int i = 0; i < 4; ++i) window->findChild<QAction*>(QStringLiteral("actionZoomIn"))->trigger();
        window->resize(480, 700);
        everyActionShows("small and zoomed in");
    }

    void styleFollowsResizing()
    {
        auto window = makeWindow(1800);
        QToolBar* bar = gameToolBar(*window);
        window->resize(640, 700);
        QApplication::processEvents();
        QCOMPARE(bar->toolButtonStyle(), Qt::ToolButtonIconOnly);
        window->resize(1800, 700);
        QApplication::processEvents();
        QCOMPARE(bar->toolButtonStyle(), Qt::ToolButtonTextBesideIcon);
    }

    void firstRunSizeShowsTheLabels()
    {
        // No saved geometry: the window opens big enough for labelled buttons on a common
        // screen (the offscreen platform's is 800 x 600 unless told otherwise).
        auto window = std::make_unique<MainWindow>(new NewGameProvider(BundledPuzzles::loadBuiltIn().puzzles, 1));
        window->show();
        QApplication::processEvents();
        QVERIFY(window->width() <= window->screen()->availableGeometry().width());
        QVERIFY(window->height() <= window->screen()->availableGeometry().height());
        QVERIFY(gameToolBar(*window)->toolButtonStyle() != Qt::ToolButtonIconOnly
                || window->screen()->availableGeometry().width() < 700);
    }

    void geometryIsRemembered()
    {
        {
            auto window = makeWindow(777);
            window->resize(777, 555);
            window->close();
        }
        auto again = std::make_unique<MainWindow>(new NewGameProvider(BundledPuzzles::loadBuiltIn().puzzles, 1));
        QCOMPARE(again->size(), QSize(777, 555));
    }

    void drawnIconsHaveInk()
    {
        for (ActionGlyph glyph : kGlyphs) {
            const QIcon icon = nonet::ui::drawnActionIcon(glyph);
            for (int side : {16, 24, 48}) {
                const int inked = inkedPixels(icon, side);
                // Some ink, but a line drawing: never a filled square.
                QVERIFY2(inked > side / 2, qPrintable(QStringLiteral("glyph %1 at %2 px is blank").arg(int(glyph)).arg(side)));
                QVERIFY(inked < side * side / 2);
            }
        }
    }

    // A theme icon only where its name means the action: a theme that has every name still
    // gives Load, Import, Export, Check... Nonet's own drawing (not a clock, a clipboard, a
    // copy icon or a spell-checker), and gives Save its own document-save.
    void themeIconsOnlyWhereTheNameMeansTheAction()
    {
        QTemporaryDir dir;
        const QString actions = QDir(dir.path()).filePath(QStringLiteral("probe/24x24/actions"));
        QVERIFY(QDir().mkpath(actions));
        QFile index(QDir(dir.path()).filePath(QStringLiteral("probe/index.theme")));
        QVERIFY(index.open(QIODevice::WriteOnly));
        index.write("[Icon Theme]\nName=probe\nDirectories=24x24/actions\n\n[24x24/actions]\nSize=24\nType=Fixed\n");
        index.close();
        QImage square(24, 24, QImage::Format_ARGB32);
        square.fill(Qt::red);
        const QStringList names{"document-new", "view-refresh", "media-playback-pause", "document-save", "document-open-recent",
                                "edit-paste", "edit-copy", "emblem-shared", "document-edit", "view-grid", "edit-clear",
                                "edit-undo", "edit-redo", "help-hint", "tools-check-spelling", "x-office-calendar"};
        for (const QString& name : names) QVERIFY(square.save(QDir(actions).filePath(name + QStringLiteral(".png"))));
        const QStringList paths = QIcon::themeSearchPaths();
        const QString theme = QIcon::themeName();
        QIcon::setThemeSearchPaths({dir.path()});
        QIcon::setThemeName(QStringLiteral("probe"));
        QVERIFY(QIcon::hasThemeIcon(QStringLiteral("edit-paste")));

        const auto themed = [](ActionGlyph glyph) { return nonet::ui::actionIcon(glyph).name(); };
        QCOMPARE(themed(ActionGlyph::Save), QStringLiteral("document-save"));
        QCOMPARE(themed(ActionGlyph::NewGame), QStringLiteral("document-new"));
        QCOMPARE(themed(ActionGlyph::Undo), QStringLiteral("edit-undo"));
        for (ActionGlyph glyph : {ActionGlyph::Restart, ActionGlyph::Load, ActionGlyph::Import, ActionGlyph::Export, ActionGlyph::Share,
                                  ActionGlyph::NotesMode, ActionGlyph::AllNotes, ActionGlyph::Check, ActionGlyph::Daily})
            QVERIFY2(themed(glyph).isEmpty(), qPrintable(QStringLiteral("glyph %1 took the theme's %2").arg(int(glyph)).arg(themed(glyph))));
        // Nonet's own: no red square.
        const QImage check = nonet::ui::actionIcon(ActionGlyph::Check).pixmap(QSize(24, 24)).toImage();
        QVERIFY(check.pixelColor(2, 2) != QColor(Qt::red));

        QIcon::setThemeName(theme);
        QIcon::setThemeSearchPaths(paths);
    }

    void drawnIconsFollowThePalette()
    {
        const QPalette original = QApplication::palette();
        QPalette dark = original;
        dark.setColor(QPalette::Active, QPalette::ButtonText, QColor(0xf0, 0xf0, 0xf0));
        dark.setColor(QPalette::Inactive, QPalette::ButtonText, QColor(0xf0, 0xf0, 0xf0));
        dark.setColor(QPalette::Button, QColor(0x30, 0x30, 0x30));
        QApplication::setPalette(dark);
        const QImage image = nonet::ui::drawnActionIcon(ActionGlyph::Check).pixmap(QSize(48, 48)).toImage();
        QApplication::setPalette(original);
        bool light = false;
        for (int y = 0; y < image.height() && !light; ++y)
            for (int x = 0; x < image.width() && !light; ++x) {
                const QColor c = image.pixelColor(x, y);
                light = c.alpha() == 255 && c.lightness() > 200;
            }
        QVERIFY2(light, "the Check glyph is not drawn in the dark palette's light button text");
    }
};

QTEST_MAIN(TestToolBar)
#include "test_tool_bar.moc"
