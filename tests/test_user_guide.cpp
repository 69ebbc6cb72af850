// Help ▸ User Guide (F1): docs/user-guide.md rendered in the game from the resources, opened
// at the section for what is in front of the player (a classic game, the editor, the
// trainer, the review, a game of each variant), with the window's shortcuts listed under
// Keyboard shortcuts; readable in a dark palette and at 200 % (the CTest entry
// test_user_guide_200 runs the rendering checks again with QT_SCALE_FACTOR=2 on a laptop's
// screen of 1366 × 768 pixels, tests/data/offscreen-laptop.json), reachable
// by keyboard and named for screen readers; a translated guide when there is one.

#include "app/editor/editor_view.h"
#include "app/editor/puzzle_editor.h"
#include "app/files/puzzle_import.h"
#include "app/help/guide_section.h"
#include "app/help/user_guide_dialog.h"
#include "app/review/game_review_dialog.h"
#include "app/session/game_session.h"
#include "app/shell/editing_mode.h"
#include "app/shell/main_window.h"
#include "app/trainer/trainer_dialog.h"
#include "tests/widget_fixtures.h"
#include "tests/window_fixtures.h"
#include "ui/board_widget.h"
#include "ui/colors.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>
#include <QTableWidget>
#include <QTextTable>
#include <QTreeWidget>

#include <memory>

using nonet::Variant;
using nonet::app::GuideSection;
using nonet::app::MainWindow;
using nonet::app::UserGuideDialog;
using nonet::app::guideAnchor;
using nonet::test::windowPlaying;

namespace {

UserGuideDialog* openGuide(const QObject& parent)
{
    UserGuideDialog* dialog = nullptr;
    if (!QTest::qWaitFor([&] { return (dialog = parent.findChild<UserGuideDialog*>()) != nullptr && dialog->isVisible(); }, 5000))
        return nullptr;
    return dialog;
}

// F1 on `widget`, as the player presses it; the guide that opens under `parent`.
UserGuideDialog* pressF1(QWidget* widget, const QObject& parent)
{
    QTest::keyClick(widget, Qt::Key_F1);
    return openGuide(parent);
}

QStringList column(const QTextTable* table, int col)
{
    QStringList texts;
    for (int row = 0; row < table->rows(); ++row) {
        const QTextTableCell cell = table->cellAt(row, col);
        QTextCursor cursor = cell.firstCursorPosition();
        cursor.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
        texts << cursor.selectedText();
    }
    return texts;
}

// The table of the window's shortcuts: the one whose header says "Action", "Keys".
const QTextTable* shortcutTable(const QTextDocument* document)
{
    for (QTextFrame* frame : document->rootFrame()->childFrames())
        if (const auto* table = qobject_cast<const QTextTable*>(frame); table != nullptr && column(table, 0).value(0) == QStringLiteral("Action"))
            return table;
    return nullptr;
}

void menuActions(const QList<QAction*>& list, QList<QAction*>& out)
{
    for (QAction* action : list) {
        if (action->menu() != nullptr) menuActions(action->menu()->actions(), out);
        else if (!action->isSeparator()) out << action;
    }
}

void write(const QDir& dir, const QString& name, const QByteArray& text)
{
    QFile file(dir.filePath(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

bool atTwoHundredPercent() { return qEnvironmentVariable("QT_SCALE_FACTOR") == QLatin1String("2"); }

} // namespace

class TestUserGuide : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_user_guide"));
        QSettings().clear();
        QSettings().setValue(QStringLiteral("game/autoPause"), false); // the offscreen window may lose focus
    }

    // The guide the game ships: every section F1 may open exists, every picture it shows
    // is in the resources, and every link inside it lands on a heading.
    void theShippedGuideIsWhole()
    {
        UserGuideDialog dialog({}, QStringLiteral("en"));
        const nonet::app::GuideDocument& guide = dialog.guide();
        QVERIFY(guide.headings().size() > 20);
        QVERIFY2(guide.missingPictures().isEmpty(), qPrintable(guide.missingPictures().join(QStringLiteral(", "))));
        for (int s = 0; s <= static_cast<int>(GuideSection::Shortcuts); ++s) {
            const QString anchor = guideAnchor(static_cast<GuideSection>(s));
            QVERIFY2(guide.hasAnchor(anchor), qPrintable(QStringLiteral("docs/user-guide.md has no section \"%1\"").arg(anchor)));
        }
        for (const Variant variant : nonet::kAllVariants) {
            const QString anchor = guideAnchor(variant);
            QVERIFY2(guide.hasAnchor(anchor),
                     qPrintable(QStringLiteral("docs/user-guide.md has no section for %1: a heading with <a id=\"%2\"></a>")
                                    .arg(QString::fromLatin1(nonet::variantName(variant).data()), anchor)));
        }
        int pictures = 0;
        int links = 0;
        const QTextDocument* text = dialog.browser()->document();
        for (QTextBlock block = text->begin(); block.isValid(); block = block.next()) {
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                const QTextCharFormat format = it.fragment().charFormat();
                if (format.isImageFormat()) {
                    ++pictures;
                    QVERIFY(!text->resource(QTextDocument::ImageResource, QUrl(format.toImageFormat().name())).isNull());
                }
                const QString href = format.anchorHref();
                if (href.isEmpty()) continue;
                ++links;
                // Inside the guide only (it works offline), or to the web.
                if (href.startsWith(QLatin1String("http"))) continue;
                QVERIFY2(href.startsWith(QLatin1Char('#')), qPrintable(href));
                QVERIFY2(guide.hasAnchor(href.mid(1)), qPrintable(QStringLiteral("the link %1 goes nowhere").arg(href)));
            }
        }
        QVERIFY(pictures >= 8); // the game, the editor with a picture, a booklet page, six variants
        QVERIFY(links >= 10);
        // Parsed, not shown as Markdown: no heading marks, table pipes or link brackets.
        const QString plain = text->toPlainText();
        QVERIFY(!plain.contains(QStringLiteral("## ")));
        QVERIFY(!plain.contains(QStringLiteral("|---")));
        QVERIFY(!plain.contains(QStringLiteral("](#")));
        QVERIFY(!plain.contains(QStringLiteral("<a id=")));
    }

    // F1 in a classic game opens the guide at the section on playing, which explains the
    // rules and how hints name cells; the stopwatch stands still while it is open.
    void f1InAGameOpensPlaying()
    {
        auto window = nonet::test::showWindow();
        UserGuideDialog* dialog = pressF1(window->board(), *window);
        QVERIFY(dialog != nullptr);
        QCOMPARE(dialog->section(), guideAnchor(GuideSection::Playing));
        QTRY_COMPARE(dialog->sectionInView(), QStringLiteral("playing"));
        const QString text = dialog->browser()->toPlainText();
        QVERIFY(text.contains(QStringLiteral("exactly once")));
        QVERIFY(text.contains(QStringLiteral("row 2 column 9")));
        QVERIFY(text.contains(QStringLiteral("r2c9")));
        QVERIFY(text.contains(QStringLiteral("Continue")));
        // The hint strip, where cell names appear, points to the guide.
        QVERIFY(nonet::test::child<QLabel>(*window, "hintText")->toolTip().contains(QStringLiteral("User Guide")));
        QTRY_VERIFY(window->session()->isClockHeld());
        dialog->reject();
        QTRY_VERIFY(!window->session()->isClockHeld());
        // The menu item does the same.
        nonet::test::action(*window, "actionUserGuide")->trigger();
        QVERIFY((dialog = openGuide(*window)) != nullptr);
        QTRY_COMPARE(dialog->sectionInView(), QStringLiteral("playing"));
        dialog->reject();
    }

    // F1 in the editor (Game ▸ Enter Puzzle, whose menus are off) opens the section on
    // entering a puzzle; after the editor closes, F1 is back to playing.
    void f1InTheEditor()
    {
        QTemporaryDir data;
        auto window = nonet::test::showWindow();
        auto* editor = new nonet::app::PuzzleEditor(window->session(), {data.path(), &nonet::app::PuzzleImport::classicGivens}, window.get());
        new nonet::app::EditingMode(window.get(), editor);
        editor->open();
        QTRY_VERIFY(editor->view()->isVisible());
        QVERIFY(!window->menuBar()->isEnabled());
        UserGuideDialog* dialog = pressF1(editor->view()->board(), *window);
        QVERIFY(dialog != nullptr);
        QTRY_COMPARE(dialog->sectionInView(), guideAnchor(GuideSection::Editor));
        dialog->reject();
        QTRY_VERIFY(window->findChild<UserGuideDialog*>() == nullptr);
        editor->cancel();
        QCOMPARE(window->guideAnchorInFront(), guideAnchor(GuideSection::Playing));
    }

    // F1 in the trainer (Help ▸ Practise a Technique) opens the section on practising,
    // over the trainer, which stays open beneath it.
    void f1InTheTrainer()
    {
        auto window = nonet::test::showWindow();
        nonet::app::TrainerDialog* trainer = window->showTrainer();
        QApplication::setActiveWindow(trainer); // as the desktop does with a new dialog
        QVERIFY(QTest::qWaitForWindowActive(trainer));
        UserGuideDialog* dialog = pressF1(trainer->techniqueList(), *trainer);
        QVERIFY(dialog != nullptr);
        QCOMPARE(dialog->parentWidget(), trainer);
        QTRY_COMPARE(dialog->sectionInView(), guideAnchor(GuideSection::Trainer));
        dialog->reject();
        QVERIFY(trainer->isVisible());
        trainer->reject();
    }

    // F1 in the review of a game that has ended opens the section on the review.
    void f1InTheReview()
    {
        auto window = windowPlaying(Variant::Classic);
        nonet::app::GameSession* session = window->session();
        const nonet::GameState start = session->state();
        for (int cell = 0; cell < start.cellCount(); ++cell)
            if (start.value(cell) == 0) QVERIFY(session->setValue(cell, start.solution().at(cell)));
        QTRY_VERIFY(nonet::test::action(*window, "actionReviewGame")->isEnabled());
        nonet::test::action(*window, "actionReviewGame")->trigger();
        auto* review = window->findChild<nonet::app::GameReviewDialog*>();
        QVERIFY(review != nullptr);
        QApplication::setActiveWindow(review);
        QVERIFY(QTest::qWaitForWindowActive(review));
        UserGuideDialog* dialog = pressF1(review->techniqueTable(), *review);
        QVERIFY(dialog != nullptr);
        QTRY_COMPARE(dialog->sectionInView(), guideAnchor(GuideSection::Review));
        dialog->reject();
        review->reject();
    }

    // F1 in a game of a variant opens the section of that variant.
    void f1InAVariantGame_data()
    {
        QTest::addColumn<Variant>("variant");
        for (const Variant variant : nonet::kAllVariants)
            if (variant != Variant::Classic) QTest::newRow(std::string(nonet::variantKey(variant)).c_str()) << variant;
    }
    void f1InAVariantGame()
    {
        QFETCH(Variant, variant);
        auto window = windowPlaying(variant);
        QCOMPARE(window->session()->state().variant(), variant);
        UserGuideDialog* dialog = pressF1(window->board(), *window);
        QVERIFY(dialog != nullptr);
        QTRY_COMPARE(dialog->sectionInView(), QStringLiteral("variant-") + QString::fromLatin1(nonet::variantKey(variant).data()));
        dialog->reject();
    }

    // Help ▸ Keyboard Shortcuts opens the same guide at its list: every action with a
    // shortcut, read from the actions, and then the board's own keys from the guide.
    void shortcutsAreASectionOfTheGuide()
    {
        auto window = nonet::test::showWindow();
        nonet::test::action(*window, "actionShortcuts")->trigger();
        UserGuideDialog* dialog = openGuide(*window);
        QVERIFY(dialog != nullptr);
        QTRY_COMPARE(dialog->sectionInView(), guideAnchor(GuideSection::Shortcuts));
        const QTextTable* table = shortcutTable(dialog->browser()->document());
        QVERIFY(table != nullptr);
        const QStringList names = column(table, 0);
        const QStringList keys = column(table, 1);
        QCOMPARE(keys.value(0), QStringLiteral("Keys"));

        QList<QAction*> actions;
        menuActions(window->menuBar()->actions(), actions);
        actions << window->findChildren<QAction*>(); // New sits on a toolbar button
        int withKeys = 0;
        QList<const QAction*> seen;
        for (const QAction* action : actions) {
            if (action->shortcut().isEmpty() || seen.contains(action)) continue;
            seen << action;
            ++withKeys;
            const QString key = action->shortcut().toString(QKeySequence::NativeText);
            bool listed = false;
            for (const QString& k : keys) listed = listed || k.split(QStringLiteral(", ")).contains(key);
            QVERIFY2(listed, qPrintable(QStringLiteral("%1 (%2) is not listed").arg(action->text(), key)));
        }
        QVERIFY(withKeys >= 12); // New, Today, Restart, Pause, Undo, Notes, Hint, Check, F1...
        const int newRow = static_cast<int>(names.indexOf(QStringLiteral("New Game")));
        QVERIFY(newRow > 0);
        QVERIFY(keys.at(newRow).contains(QKeySequence(QKeySequence::New).toString(QKeySequence::NativeText)));
        QVERIFY(names.contains(QStringLiteral("User Guide")));
        // Menu names, not the toolbar's short labels; Undo without the move it would undo;
        // no menu punctuation ("Load…", "&Save").
        QVERIFY(names.contains(QStringLiteral("Today's Puzzle")));
        QVERIFY(names.contains(QStringLiteral("Undo")));
        for (const QString& name : names)
            QVERIFY2(!name.contains(QLatin1Char('&')) && !name.endsWith(QChar(0x2026)), qPrintable(name));
        // The board's keys, which are no actions, follow from the guide's own table.
        const QString text = dialog->browser()->toPlainText();
        const qsizetype listed = text.indexOf(QStringLiteral("New Game"));
        for (const char* boardKeys : {"Shift+digit", "Delete, Backspace, 0", "Ctrl+arrows", "Alt+1"})
            QVERIFY2(text.indexOf(QString::fromLatin1(boardKeys), listed) > listed, boardKeys);
        dialog->reject();
    }

    // The guide's window by keyboard and for screen readers: it opens with the text
    // focused, Tab reaches the contents and Close, the arrow keys in the contents go from
    // section to section, links inside the guide scroll to their heading.
    void keyboardAndScreenReaders()
    {
        auto window = nonet::test::showWindow();
        UserGuideDialog* dialog = window->showGuide(guideAnchor(GuideSection::Playing));
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        for (const QWidget* named : std::initializer_list<const QWidget*>{dialog, dialog->contents(), dialog->browser()})
            QVERIFY2(!named->accessibleName().isEmpty(), named->metaObject()->className());
        QTRY_COMPARE(QApplication::focusWidget(), dialog->browser());
        QTRY_COMPARE(dialog->contents()->currentItem()->text(0), QStringLiteral("Playing"));

        dialog->contents()->setFocus();
        QTest::keyClick(dialog->contents(), Qt::Key_End);
        const QString last = dialog->contents()->currentItem()->text(0);
        QTRY_VERIFY(dialog->sectionInView() != QStringLiteral("playing"));
        QTest::keyClick(dialog->contents(), Qt::Key_Home);
        QTRY_COMPARE(dialog->contents()->currentItem()->text(0), QStringLiteral("Playing"));
        QTRY_COMPARE(dialog->sectionInView(), QStringLiteral("playing"));
        QVERIFY(last != QStringLiteral("Playing"));

        // Tab goes from the contents into the text, then from link to link (Enter follows
        // one) and on to Close; Shift+Tab back the same way.
        QWidget* close = nullptr;
        for (QPushButton* button : dialog->findChildren<QPushButton*>())
            if (!button->accessibleName().isEmpty()) close = button;
        QVERIFY(close != nullptr);
        QTest::keyClick(dialog->contents(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), dialog->browser());
        int links = 0;
        for (; links < 500 && QApplication::focusWidget() == dialog->browser(); ++links)
            QTest::keyClick(dialog->browser(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), close);
        QVERIFY(links > 10);
        QTest::keyClick(close, Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(QApplication::focusWidget(), dialog->browser());
        for (int back = 0; back <= links && QApplication::focusWidget() == dialog->browser(); ++back)
            QTest::keyClick(dialog->browser(), Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(QApplication::focusWidget(), dialog->contents());

        emit dialog->browser()->anchorClicked(QUrl(QStringLiteral("#levels")));
        QTRY_COMPARE(dialog->sectionInView(), guideAnchor(GuideSection::Levels));
        QCOMPARE(dialog->contents()->currentItem()->text(0), QStringLiteral("Levels"));
        dialog->reject();
    }

    // Read by a screen reader: the page is shown in one step (built off screen, so a
    // screen reader is told of one new page, not of every paragraph as it is added: that
    // flood kept Orca busy for half a minute), F1 shows it at once, a caret the
    // arrow keys move reads it line by line from the section's heading, and the contents
    // say "expanded" only of sections that hold subsections.
    void readLineByLineAndShownInOneStep()
    {
        auto window = nonet::test::showWindow();
        QElapsedTimer clock;
        clock.start();
        UserGuideDialog* dialog = pressF1(window->board(), *window);
        QVERIFY(dialog != nullptr);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTRY_COMPARE(dialog->sectionInView(), QStringLiteral("playing"));
        const qint64 shown = clock.elapsed();
        qInfo("F1 to the guide shown at its section: %lld ms", shown);
        QVERIFY2(shown < 5000, qPrintable(QStringLiteral("%1 ms (well under a second in a release build)").arg(shown)));

        // The caret is on the heading of the section shown; Down moves it line by line.
        QTextBrowser* text = dialog->browser();
        QVERIFY(text->textInteractionFlags() & Qt::TextSelectableByKeyboard);
        QTRY_COMPARE(QApplication::focusWidget(), text);
        const QTextBlock heading = dialog->guide().headingBlock(QStringLiteral("playing"));
        QCOMPARE(text->textCursor().block().blockNumber(), heading.blockNumber());
        QAccessibleInterface* reader = QAccessible::queryAccessibleInterface(text);
        QVERIFY(reader != nullptr && reader->textInterface() != nullptr);
        const int before = reader->textInterface()->cursorPosition();
        QCOMPARE(before, heading.position());
        QTest::keyClick(text, Qt::Key_Down);
        const int after = reader->textInterface()->cursorPosition();
        QVERIFY2(after > before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
        QCOMPARE(text->textCursor().block().blockNumber(), heading.next().blockNumber());
        // The line the caret is on is what a screen reader reads.
        int start = 0;
        int end = 0;
        const QString line = reader->textInterface()->textAtOffset(after, QAccessible::LineBoundary, &start, &end);
        QVERIFY2(heading.next().text().startsWith(line.trimmed()) && !line.trimmed().isEmpty(), qPrintable(line));
        QTest::keyClick(text, Qt::Key_Up);
        QCOMPARE(reader->textInterface()->cursorPosition(), before);
        // Choosing a section in the contents brings the caret to its heading.
        dialog->contents()->setFocus();
        QTest::keyClick(dialog->contents(), Qt::Key_End);
        const QString last = dialog->contents()->currentItem()->data(0, Qt::UserRole).toString();
        QTRY_COMPARE(text->textCursor().block().blockNumber(), dialog->guide().headingBlock(last).blockNumber());

        // Leaves of the contents are not expandable, let alone expanded.
        QAccessibleInterface* tree = QAccessible::queryAccessibleInterface(dialog->contents());
        int leaves = 0;
        int branches = 0;
        for (int i = 0; i < tree->childCount(); ++i) {
            QAccessibleInterface* row = tree->child(i);
            if (row == nullptr || row->role() != QAccessible::TreeItem) continue;
            const QList<QTreeWidgetItem*> items = dialog->contents()->findItems(row->text(QAccessible::Name), Qt::MatchExactly | Qt::MatchRecursive);
            QVERIFY2(!items.isEmpty(), qPrintable(row->text(QAccessible::Name)));
            const bool branch = items.front()->childCount() > 0;
            (branch ? branches : leaves) += 1;
            QCOMPARE(row->state().expandable, branch);
            QVERIFY2(row->state().expanded == branch, qPrintable(row->text(QAccessible::Name)));
        }
        QVERIFY(leaves > 10);
        QVERIFY(branches > 2);

        // A new palette builds the page anew, and shows it in one step too.
        QSignalSpy changes(text, &QTextEdit::textChanged);
        dialog->setPalette(nonet::test::darkPalette());
        QVERIFY2(changes.count() <= 2, qPrintable(QString::number(changes.count())));
        QVERIFY(text->toPlainText().contains(QStringLiteral("exactly once")));
        dialog->reject();
    }

    // Readable in a dark palette, at 100 % and (test_user_guide_200) at 200 %: every run of
    // text reaches 4.5:1 on what it is drawn on, the page is drawn dark with light text,
    // the pictures fit the page (no sideways scrolling) and the window fits the screen.
    void readableInTheDark()
    {
        const QPalette before = QApplication::palette();
        QApplication::setPalette(nonet::test::darkPalette());
        auto window = nonet::test::showWindow();
        UserGuideDialog* dialog = window->showGuide(guideAnchor(GuideSection::Variants));
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTRY_COMPARE(dialog->sectionInView(), guideAnchor(GuideSection::Variants));
        if (atTwoHundredPercent()) QCOMPARE(dialog->devicePixelRatio(), 2.0);

        const QPalette palette = dialog->browser()->palette();
        const QTextDocument* text = dialog->browser()->document();
        int runs = 0;
        for (QTextBlock block = text->begin(); block.isValid(); block = block.next()) {
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                const QTextCharFormat format = it.fragment().charFormat();
                if (format.isImageFormat() || it.fragment().text().trimmed().isEmpty()) continue;
                const QColor ink = format.foreground().style() == Qt::NoBrush ? palette.color(QPalette::Text) : format.foreground().color();
                QColor page = palette.color(QPalette::Base);
                if (block.blockFormat().background().style() != Qt::NoBrush) page = block.blockFormat().background().color();
                if (format.background().style() != Qt::NoBrush) page = format.background().color();
                ++runs;
                QVERIFY2(nonet::ui::contrastRatio(ink, page) >= 4.5,
                         qPrintable(QStringLiteral("\"%1\": %2 on %3").arg(it.fragment().text().left(40), ink.name(), page.name())));
            }
        }
        QVERIFY(runs > 500);

        // As drawn: a dark page, light letters on it.
        const QImage shot = dialog->browser()->viewport()->grab().toImage();
        QCOMPARE(shot.devicePixelRatio(), atTwoHundredPercent() ? 2.0 : 1.0);
        int dark = 0;
        int light = 0;
        for (int y = 0; y < shot.height(); y += 2)
            for (int x = 0; x < shot.width(); x += 2) {
                const double l = nonet::ui::luminance(shot.pixelColor(x, y));
                dark += l < 0.05 ? 1 : 0;
                light += l > 0.5 ? 1 : 0;
            }
        const int samples = ((shot.height() + 1) / 2) * ((shot.width() + 1) / 2);
        QVERIFY2(dark > samples / 2, qPrintable(QStringLiteral("%1 of %2 dark").arg(dark).arg(samples)));
        QVERIFY2(light > samples / 200, qPrintable(QStringLiteral("%1 of %2 light").arg(light).arg(samples)));
        QDir().mkpath(QStringLiteral("screenshots"));
        dialog->grab().save(QStringLiteral("screenshots/user-guide-dark%1.png").arg(atTwoHundredPercent() ? QStringLiteral("-200") : QString()));

        // Nothing wider than the page, and the window within the screen.
        QTRY_COMPARE(dialog->browser()->horizontalScrollBar()->maximum(), 0);
        const QSize room = dialog->screen()->availableGeometry().size();
        QVERIFY2(dialog->width() <= room.width() && dialog->height() <= room.height(),
                 qPrintable(QStringLiteral("%1 x %2 on a screen of %3 x %4").arg(dialog->width()).arg(dialog->height()).arg(room.width()).arg(room.height())));
        dialog->reject();
        window.reset();
        QApplication::setPalette(before);
    }

    // The guide in the player's language where docs/ has its translation
    // (user-guide.<language>.md), section by section over the English guide: a section it
    // does not translate yet stays English, and the window says so in the player's
    // language. Translated headings keep the English sections' ids, so F1 lands on the
    // same section.
    void translatedWhereThereIsATranslation()
    {
        QTemporaryDir docs;
        const QDir dir(docs.path());
        write(dir, QStringLiteral("user-guide.md"),
              "# Guide\n\n## Playing\n\nFill the grid.\n\n## Entering a puzzle\n\nType the givens.\n");
        // Dutch: the title and Playing, not Entering a puzzle; a heading in code is none.
        write(dir, QStringLiteral("user-guide.nl.md"),
              "# Handleiding <a id=\"guide\"></a>\n\n## Spelen <a id=\"playing\"></a>\n\nVul het rooster.\n\n```\n## geen kop\n```\n");
        // Hebrew: every section.
        write(dir, QStringLiteral("user-guide.he.md"),
              "# \xd7\x9e\xd7\x93\xd7\xa8\xd7\x99\xd7\x9a <a id=\"guide\"></a>\n\n## \xd7\x9e\xd7\xa9\xd7\x97\xd7\xa7\xd7\x99\xd7\x9d <a id=\"playing\"></a>\n\n"
              "\xd7\x9e\xd7\x9c\xd7\x90\xd7\x95.\n\n## \xd7\x94\xd7\x96\xd7\xa0\xd7\x94 <a name=\"entering-a-puzzle\"></a>\n\n\xd7\x94\xd7\xa7\xd7\x9c\xd7\x99\xd7\x93\xd7\x95.\n");

        UserGuideDialog dutch({}, QStringLiteral("nl"), nullptr, docs.path());
        QCOMPARE(dutch.guideLanguage(), QStringLiteral("nl"));
        const QString text = dutch.browser()->toPlainText();
        QVERIFY(text.contains(QStringLiteral("Vul het rooster.")));
        QVERIFY(text.contains(QStringLiteral("## geen kop")));
        QVERIFY(!text.contains(QStringLiteral("Fill the grid.")));
        QVERIFY(text.contains(QStringLiteral("Type the givens.")));
        const QList<nonet::app::GuideHeading>& headings = dutch.guide().headings();
        QCOMPARE(headings.size(), 3);
        QCOMPARE(headings[0].title, QStringLiteral("Handleiding"));
        QCOMPARE(headings[1].title, QStringLiteral("Spelen"));
        QCOMPARE(headings[1].anchor, QStringLiteral("playing"));
        QCOMPARE(headings[2].title, QStringLiteral("Entering a puzzle"));
        QCOMPARE(headings[2].anchor, QStringLiteral("entering-a-puzzle"));
        QVERIFY(dutch.guide().hasAnchor(QStringLiteral("spelen"))); // the name GitHub gives it too
        QCOMPARE(dutch.guide().untranslatedSections(), 1);
        QVERIFY(dutch.isFallback());
        QVERIFY(dutch.notice()->isVisibleTo(&dutch));

        UserGuideDialog hebrew({}, QStringLiteral("he"), nullptr, docs.path());
        QCOMPARE(hebrew.guideLanguage(), QStringLiteral("he"));
        QCOMPARE(hebrew.guide().untranslatedSections(), 0);
        QVERIFY(!hebrew.notice()->isVisibleTo(&hebrew));
        QVERIFY(hebrew.guide().hasAnchor(QStringLiteral("entering-a-puzzle")));
        QVERIFY(!hebrew.browser()->toPlainText().contains(QStringLiteral("Type the givens.")));

        UserGuideDialog german({}, QStringLiteral("de"), nullptr, docs.path());
        QCOMPARE(german.guideLanguage(), QStringLiteral("en"));
        QCOMPARE(german.guide().untranslatedSections(), 3);
        QVERIFY(german.notice()->isVisibleTo(&german));
        QVERIFY(german.guide().hasAnchor(QStringLiteral("entering-a-puzzle")));

        UserGuideDialog english({}, QStringLiteral("en"), nullptr, docs.path());
        QVERIFY(!english.isFallback());
        QVERIFY(!english.notice()->isVisibleTo(&english));

        // The game asks in the language its translation names (English here: none installed).
        QCOMPARE(UserGuideDialog::uiLanguage(), QStringLiteral("en"));
        QCOMPARE(nonet::app::GuideDocument::anchorOf(QStringLiteral("Today's puzzle")), QStringLiteral("todays-puzzle"));
        QCOMPARE(nonet::app::GuideDocument::anchorOf(QStringLiteral("4×4 and 6×6")), QStringLiteral("44-and-66"));
    }

    // The translations docs/ ships lay over the English guide without losing a section:
    // every id they give is one of the English guide's, and each still has every section.
    void shippedTranslationsFitTheGuide_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* language : {"nl", "de", "he"}) QTest::newRow(language) << QString::fromLatin1(language);
    }
    void shippedTranslationsFitTheGuide()
    {
        QFETCH(QString, language);
        UserGuideDialog english({}, QStringLiteral("en"));
        UserGuideDialog translated({}, language);
        if (translated.guideLanguage() != language) QSKIP("no translation of the guide in this language");
        QCOMPARE(translated.guide().headings().size(), english.guide().headings().size());
        QVERIFY(translated.guide().untranslatedSections() < english.guide().headings().size());
        for (qsizetype i = 0; i < english.guide().headings().size(); ++i)
            QCOMPARE(translated.guide().headings()[i].anchor, english.guide().headings()[i].anchor);
        QVERIFY(translated.guide().missingPictures().isEmpty());
        QFile file(QStringLiteral("%1/user-guide.%2.md").arg(UserGuideDialog::kResourceFolder, language));
        QVERIFY(file.open(QIODevice::ReadOnly));
        static const QRegularExpression id(QStringLiteral("<a (?:id|name)=\"([^\"]+)\"></a>"));
        int ids = 0;
        for (auto it = id.globalMatch(QString::fromUtf8(file.readAll())); it.hasNext(); ++ids) {
            const QString anchor = it.next().captured(1);
            QVERIFY2(english.guide().hasAnchor(anchor), qPrintable(QStringLiteral("%1 translates no section: %2").arg(file.fileName(), anchor)));
        }
        QCOMPARE(translated.guide().untranslatedSections(), english.guide().headings().size() - ids);
    }
};

QTEST_MAIN(TestUserGuide)
#include "test_user_guide.moc"
