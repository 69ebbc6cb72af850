// A puzzle from a picture in the game (app/editor/picture_opener.h), on the offscreen
// platform with real pictures: File > Open Picture…, Paste Puzzle (Ctrl+V) with a picture or
// text on the clipboard, and a picture file dropped on the window each open Enter Puzzle with
// the givens read, the picture beside the board and the usual verdict; the cells to check
// are hatched and named until the player changes them; reading runs on a worker with a
// progress dialog and Cancel; every bad picture of the catalogue gets its sentence and
// leaves the game as it was.

#include "app/editor/editor_view.h"
#include "app/editor/picture_opener.h"
#include "app/editor/picture_view.h"
#include "app/editor/puzzle_editor.h"
#include "app/editor/verdict_text.h"
#include "app/files/game_files.h"
#include "app/files/import_job.h"
#include "app/files/puzzle_import.h"
#include "app/pool/bundled_puzzles.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/shell/editing_mode.h"
#include "app/shell/main_window.h"
#include "app/shell/menu_layout.h"
#include "app/shell/outside_opener.h"
#include "core/geometry.h"
#include "core/solver/solve.h"
#include "tests/bad_input_catalogue.h"
#include "tests/pictures/sample_pictures.h"
#include "ui/board_widget.h"
#include "ui/cell_widget.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace nonet;
using namespace nonet::app;

namespace {

// The game window with the editor and the picture opener wired in as app/shell/launch.cpp does.
struct Fixture {
    QTemporaryDir data;
    std::unique_ptr<MainWindow> window;
    PuzzleEditor* editor = nullptr;
    PictureOpener* opener = nullptr;

    Fixture()
    {
        window = std::make_unique<MainWindow>(new NewGameProvider(BundledPuzzles::loadBuiltIn().puzzles, 1));
        auto* files = new GameFiles(window.get(), window->session(), {data.path(), &ImportJob::gradeLevel});
        window->attachFiles(*files);
        editor = new PuzzleEditor(window->session(), {data.path(), &PuzzleImport::classicGivens}, window.get());
        new EditingMode(window.get(), editor);
        opener = new PictureOpener(editor, window.get());
        window->menus()->add(MenuPlace::FilePictures, {opener->openAction(), opener->pasteAction()});
        window->show();
        window->activateWindow();
        if (!QTest::qWaitForWindowActive(window.get())) qWarning("the window is not active: shortcuts will not work");
    }

    bool waitForReading()
    {
        QSignalSpy finished(opener, &PictureOpener::finished);
        return finished.wait(20000) && finished.front().front().toBool();
    }

    QString write(const QString& name, const QByteArray& bytes) const
    {
        QFile file(data.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) qFatal("cannot write %s", qPrintable(name));
        return file.fileName();
    }

    EntryVerdict waitForVerdict()
    {
        if (!editor->verdictIsCurrent()) {
            QSignalSpy shown(editor, &PuzzleEditor::verdictShown);
            if (!shown.wait(10000)) qWarning("no verdict");
        }
        return editor->verdict();
    }
};

const testing::SamplePicture& screenshot()
{
    static const testing::SamplePicture picture = testing::SamplePictures::screenshots(1).front();
    return picture;
}

} // namespace

class TestPictureEntry : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_picture_entry"));
    }

    void theFileMenuOffersIt()
    {
        Fixture f;
        auto* file = f.window->findChild<QMenu*>(QStringLiteral("menuFile"));
        QVERIFY(file->actions().contains(f.opener->openAction()));
        QVERIFY(file->actions().contains(f.opener->pasteAction()));
        QCOMPARE(file->actions().indexOf(f.opener->openAction()),
                 file->actions().indexOf(f.window->findChild<QAction*>(QStringLiteral("actionImport"))) + 1);
        QVERIFY(!f.opener->openAction()->toolTip().isEmpty());
        QVERIFY(f.opener->pasteAction()->shortcuts().contains(QKeySequence(QKeySequence::Paste)));
        // Open Picture… asks for a file.
        f.opener->openAction()->trigger();
        auto* dialog = f.window->findChild<QFileDialog*>(QStringLiteral("openPictureDialog"));
        QVERIFY(dialog);
        QVERIFY(dialog->nameFilters().front().contains(QStringLiteral("*.webp")));
        dialog->reject();
    }

    void aPictureFileOpensTheEditor()
    {
        Fixture f;
        const Grid before = f.window->session()->state().puzzle().givens.toClassic();
        f.opener->openFile(f.write(QStringLiteral("puzzle.png"), screenshot().file));
        QVERIFY(f.waitForReading());
        QVERIFY(f.editor->isOpen());
        QCOMPARE(f.editor->entry()->givens(), screenshot().givens);
        // The picture beside the board, the grid on screen the same.
        QVERIFY(f.editor->view()->picture()->isVisible());
        QVERIFY(!f.editor->view()->picture()->shown().isNull());
        QCOMPARE(f.editor->view()->board()->cell(0).value, screenshot().givens.at(0));
        // The verdict as for a typed puzzle: one solution, Start Playing on.
        QCOMPARE(f.waitForVerdict().kind, EntryVerdict::Kind::Unique);
        QVERIFY(f.editor->view()->startButton()->isEnabled());
        QVERIFY(f.editor->cellsToCheck().empty());
        // Cancel: the game as it was, the picture gone with the editor.
        f.editor->cancel();
        QCOMPARE(f.window->session()->state().puzzle().givens, before);
        QVERIFY(!f.editor->view()->picture()->isVisible());
    }

    void ctrlVPastesAPicture()
    {
        Fixture f;
        QImage image;
        QVERIFY(image.loadFromData(screenshot().file));
        QApplication::clipboard()->setImage(image);
        QTest::keyClick(f.window.get(), Qt::Key_V, Qt::ControlModifier);
        QVERIFY(f.waitForReading());
        QVERIFY(f.editor->isOpen());
        QCOMPARE(f.editor->entry()->givens(), screenshot().givens);
    }

    // With text on the clipboard, Ctrl+V opens the editor with that puzzle; inside the editor
    // Ctrl+V takes a picture before text, as one undo step.
    void ctrlVPastesTextAndInTheEditorAPicture()
    {
        Fixture f;
        QApplication::clipboard()->setText(QString::fromLatin1(testing::kSamplePuzzle));
        QTest::keyClick(f.window.get(), Qt::Key_V, Qt::ControlModifier);
        QVERIFY(f.editor->isOpen());
        QCOMPARE(f.editor->entry()->givens().filledCount(), QString::fromLatin1(testing::kSamplePuzzle).count(QRegularExpression(QStringLiteral("[1-9]"))));
        QImage image;
        QVERIFY(image.loadFromData(screenshot().file));
        QApplication::clipboard()->setImage(image);
        f.editor->view()->pasteAction()->trigger();
        QVERIFY(f.waitForReading());
        QCOMPARE(f.editor->entry()->givens(), screenshot().givens);
        f.editor->entry()->undoStack()->undo();
        QCOMPARE(f.editor->entry()->givens().filledCount(), QString::fromLatin1(testing::kSamplePuzzle).count(QRegularExpression(QStringLiteral("[1-9]"))));
    }

    void nothingToPasteIsSaid()
    {
        Fixture f;
        QApplication::clipboard()->setText(QStringLiteral("shopping list: eggs, milk"));
        QSignalSpy message(f.opener, &PictureOpener::message);
        f.opener->pasteAction()->trigger();
        QCOMPARE(message.size(), 1);
        QVERIFY(!f.editor->isOpen());
    }

    void aDroppedPictureFileOpensTheEditor()
    {
        Fixture f;
        const QString path = f.write(QStringLiteral("dropped.png"), screenshot().file);
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(f.window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(f.window.get(), &drop);
        QVERIFY(f.waitForReading());
        QCOMPARE(f.editor->entry()->givens(), screenshot().givens);
    }

    // `nonet puzzle.png` (or a picture handed over by a later launch, as a path or a file:
    // URL) opens as Open Picture… opens it, not as text to import; the game waits behind.
    void aPictureNamedOnTheCommandLineOpensTheEditor()
    {
        Fixture f;
        auto* files = f.window->findChild<GameFiles*>();
        QVERIFY(files != nullptr);
        auto* outside = new OutsideOpener(f.window.get(), files, f.editor, f.opener);
        const GameRecord before = f.window->session()->record();
        const QString path = f.write(QStringLiteral("board"), screenshot().file); // no suffix: the content decides
        QSignalSpy problems(files->opener(), &GameOpener::problem);
        outside->open(path);
        QVERIFY(f.waitForReading());
        QVERIFY(f.editor->isOpen());
        QCOMPARE(f.editor->entry()->givens(), screenshot().givens);
        QVERIFY(problems.isEmpty());
        QCOMPARE(f.window->session()->record().moves, before.moves);
        f.editor->cancel();
        outside->open(QUrl::fromLocalFile(path).toString());
        QVERIFY(f.waitForReading());
        QCOMPARE(f.editor->entry()->givens(), screenshot().givens);
    }

    // A text file dropped is not a picture: left to the game's own drop handling.
    void aDroppedTextFileIsNotTaken()
    {
        Fixture f;
        const QString path = f.write(QStringLiteral("puzzle.txt"), QByteArray(testing::kSamplePuzzle) + '\n');
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(path)});
        QSignalSpy finished(f.opener, &PictureOpener::finished);
        QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(f.window.get(), &drop);
        QTest::qWait(200);
        QCOMPARE(finished.size(), 0);
        QVERIFY(!f.opener->isBusy());
    }

    // The cells to check: hatched on the board and named under the verdict until the player
    // types over them.
    void theCellsToCheckAreMarked()
    {
        Fixture f;
        QImage image;
        QVERIFY(image.loadFromData(screenshot().file));
        CellSet toCheck;
        toCheck.insert(3);
        toCheck.insert(40);
        f.editor->openFromPicture(screenshot().givens, image, QPolygonF({QPointF(10, 10), QPointF(300, 10), QPointF(300, 300), QPointF(10, 300)}),
                                  toCheck);
        f.waitForVerdict();
        ui::BoardWidget* board = f.editor->view()->board();
        QVERIFY(board->cell(3).colour != 0);
        QVERIFY(board->cell(40).colour != 0);
        QCOMPARE(board->cell(4).colour, 0);
        const QString verdict = f.editor->view()->verdictLabel()->text();
        QVERIFY2(verdict.contains(QStringLiteral("row 1 column 4")) && verdict.contains(QStringLiteral("row 5 column 5")), qPrintable(verdict));
        board->setSelectedCell(40);
        QTest::keyClick(board, Qt::Key_Delete);
        QCOMPARE(f.editor->cellsToCheck(), CellSet::single(3));
        QCOMPARE(board->cell(40).colour, 0);
        QVERIFY(!f.editor->view()->verdictLabel()->text().contains(QStringLiteral("row 5 column 5")));
    }

    // A reading that breaks the rules: the verdict points at the given the reading was least
    // sure of first, and never at "the one you typed last" (nothing was typed); leaving the
    // editor says the givens read from the picture will be lost.
    void aBrokenReadingPointsAtTheLeastSureFirst()
    {
        Fixture f;
        QImage image;
        QVERIFY(image.loadFromData(screenshot().file));
        // One given misread as another digit that clashes with nothing but leaves no solution.
        Grid misread = screenshot().givens;
        int cell = -1;
        for (int c = 0; c < kCellCount && cell < 0; ++c) {
            if (misread.at(c) == 0) continue;
            for (int digit = 1; digit <= kSide && cell < 0; ++digit) {
                Grid trial = misread;
                trial.setAt(c, 0);
                if (digit == misread.at(c) || !trial.isAllowed(rowOf(c), columnOf(c), digit)) continue;
                trial.setAt(c, digit);
                if (countSolutions(trial, 1) == 0) {
                    misread = trial;
                    cell = c;
                }
            }
        }
        QVERIFY(cell >= 0);
        std::vector<int> leastSureFirst{cell};
        for (int c = 0; c < kCellCount; ++c)
            if (c != cell && misread.at(c) != 0) leastSureFirst.push_back(c);
        f.editor->openFromPicture(misread, image, QPolygonF({QPointF(10, 10), QPointF(300, 10), QPointF(300, 300), QPointF(10, 300)}),
                                  CellSet::single(cell), leastSureFirst);
        const EntryVerdict verdict = f.waitForVerdict();
        QCOMPARE(verdict.kind, EntryVerdict::Kind::NoSolution);
        QCOMPARE(verdict.lastTyped, -1);
        QCOMPARE(verdict.leastSure, cell);
        QVERIFY(verdict.culprits.contains(cell));
        const QString text = f.editor->view()->verdictLabel()->text();
        const QString name = VerdictText::cellName(cell);
        QVERIFY2(!text.contains(QStringLiteral("typed last")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("least sure of the one in ") + name), qPrintable(text));
        // Named first among the givens at fault (they are named when few).
        if (verdict.culprits.count() <= 8) QVERIFY2(text.contains(QStringLiteral("(") + name), qPrintable(text));

        f.editor->view()->cancelButton()->click();
        auto* question = f.window->findChild<QMessageBox*>(QStringLiteral("editorCancelQuestion"));
        QVERIFY(question);
        QVERIFY2(question->text().contains(QStringLiteral("read from the picture will be lost")), qPrintable(question->text()));
        QVERIFY2(!question->text().contains(QStringLiteral("you entered")), qPrintable(question->text()));
        question->button(QMessageBox::Cancel)->click();
        QVERIFY(f.editor->isOpen());
    }

    // A photo: read on the worker with a progress dialog; the givens nearly all right and
    // every misread among the cells to check.
    void aPhotoOpensWithItsCellsToCheck()
    {
        Fixture f;
        const auto photo = testing::SamplePictures::photos(1).front();
        f.opener->openFile(f.write(QStringLiteral("photo.jpg"), photo.file));
        QVERIFY(f.opener->isBusy());
        QVERIFY(f.waitForReading());
        for (int cell = 0; cell < kCellCount; ++cell)
            if (f.editor->entry()->givens().at(cell) != photo.givens.at(cell)) QVERIFY(f.editor->cellsToCheck().contains(cell));
    }

    // A Jigsaw is offered for Import: copied, it is the layout and the cells Import reads.
    void aJigsawIsOfferedForImport()
    {
        Fixture f;
        const auto jigsaw = testing::SamplePictures::jigsaws(1).front();
        f.opener->openFile(f.write(QStringLiteral("jigsaw.png"), jigsaw.file));
        QVERIFY(f.waitForReading());
        QVERIFY(!f.editor->isOpen());
        auto* box = f.window->findChild<QMessageBox*>(QStringLiteral("jigsawReadMessage"));
        QVERIFY(box);
        auto* copy = box->findChild<QPushButton*>(QStringLiteral("copyJigsaw"));
        QVERIFY(copy);
        copy->click();
        QString layout;
        for (const std::uint8_t region : jigsaw.regions) layout += QChar(QLatin1Char('1' + region));
        QString cells;
        for (int cell = 0; cell < kCellCount; ++cell) cells += jigsaw.givens.at(cell) == 0 ? QLatin1Char('.') : QChar(QLatin1Char('0' + jigsaw.givens.at(cell)));
        QCOMPARE(QApplication::clipboard()->text(), layout + QLatin1Char(' ') + cells);
    }

    void cancelReadsNothing()
    {
        Fixture f;
        QSignalSpy finished(f.opener, &PictureOpener::finished);
        f.opener->openFile(f.write(QStringLiteral("puzzle.png"), screenshot().file));
        f.opener->cancel();
        QTest::qWait(500);
        QCOMPARE(finished.size(), 0);
        QVERIFY(!f.editor->isOpen());
    }

    void badPicturesSayWhy_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("missing");
        QTest::addColumn<QString>("fragment");
        for (const auto& row : testing::badPictures()) QTest::newRow(row.name) << row.bytes << row.missing << row.messageFragment;
    }

    void badPicturesSayWhy()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, missing);
        QFETCH(QString, fragment);
        Fixture f;
        const Grid before = f.window->session()->state().puzzle().givens.toClassic();
        const QString path = missing ? f.data.filePath(QStringLiteral("missing.png")) : f.write(QStringLiteral("bad.png"), bytes);
        QSignalSpy problem(f.opener, &PictureOpener::problem);
        QSignalSpy finished(f.opener, &PictureOpener::finished);
        f.opener->openFile(path);
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.front().front().toBool(), false);
        QCOMPARE(problem.size(), 1);
        const QString text = problem.front().front().toString();
        QVERIFY2(text.contains(QStringLiteral("bad.png")) || missing, qPrintable(text));
        QVERIFY2(text.contains(fragment), qPrintable(text));
        QVERIFY(!f.editor->isOpen());
        QCOMPARE(f.window->session()->state().puzzle().givens, before);
    }
};

QTEST_MAIN(TestPictureEntry)
#include "test_picture_entry.moc"
