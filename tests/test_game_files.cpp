// The File actions as a player meets them: the Import, Load, Export and Share
// dialogs driven through GameFiles on a real window, with the clipboard, the saved-games
// folder and the current game checked after each step; Import, Export and Share for a game
// of every shape, and every bad text of the catalogue said in the Import dialog.
#include "app/files/export_dialog.h"
#include "app/files/game_files.h"
#include "app/files/import_dialog.h"
#include "app/files/import_job.h"
#include "app/files/load_dialog.h"
#include "app/files/share_dialog.h"
#include "app/paper/puzzle_sheet.h"
#include "app/pool/new_game_provider.h"
#include "app/session/game_session.h"
#include "app/session/game_title.h"
#include "app/session/variant_names.h"
#include "app/shell/main_window.h"
#include "core/notation/formatter.h"
#include "core/notation/parser.h"
#include "core/notation/shape_notation.h"
#include "core/notation/variant_text.h"
#include "tests/bad_input_catalogue.h"
#include "ui/board_widget.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QPointer>
#include <QTest>
#include <QTreeWidget>

#include <memory>
#include <vector>

using namespace nonet;
using nonet::app::GameFiles;
using nonet::app::ImportProblem;
using nonet::app::MainWindow;
namespace testing = nonet::testing;

Q_DECLARE_METATYPE(nonet::Variant)
Q_DECLARE_METATYPE(nonet::app::ImportProblem::Code)

namespace {

// The Dutch assignment's puzzle: unique, and not among the bundled ones the window starts with.
const QString kPuzzle = QStringLiteral("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");

std::string lineOf(const Grid& grid) { return formatLine(grid); }

struct Fixture {
    QTemporaryDir data;
    std::unique_ptr<MainWindow> window;
    GameFiles* files = nullptr;

    Fixture()
    {
        window = std::make_unique<MainWindow>(new app::NewGameProvider(app::BundledPuzzles::loadBuiltIn().puzzles, 1));
        files = new GameFiles(window.get(), window->session(),
                              {data.path(), &app::ImportJob::gradeLevel});
        window->attachFiles(*files);
        window->resize(900, 700);
        window->show();
    }
    app::GameSession* session() const { return window->session(); }
    std::string givens() const { return lineOf(session()->state().givens().toClassic()); }
};

QByteArray keyOf(Variant variant) { return {variantKey(variant).data(), static_cast<qsizetype>(variantKey(variant).size())}; }

void everyVariantRows()
{
    QTest::addColumn<Variant>("variant");
    for (const Variant v : kAllVariants) QTest::newRow(keyOf(v)) << v;
}

// The sample of the shape as the window's game, with one entry.
void playSample(Fixture& f, Variant variant)
{
    const GamePuzzle puzzle = testing::sampleVariantPuzzle(variant);
    QVERIFY(f.session()->newGame(puzzle));
    int cell = 0;
    while (puzzle.givens.at(cell) != 0) ++cell;
    QVERIFY(f.session()->setValue(cell, puzzle.solution.at(cell)));
}

} // namespace

class TestGameFiles : public QObject {
    Q_OBJECT
    std::unique_ptr<Fixture> shared_;
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("NonetTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_game_files"));
    }
    void init() { QSettings().clear(); }

    // A problem is shown in the dialog, which stays open for a fix; the game is untouched.
    void importProblemKeepsTheGame_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("too short") << QStringLiteral("53..7....6..195") << QStringLiteral("15");
        QTest::newRow("conflicting givens") << QStringLiteral("55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
                                            << QStringLiteral("r1c1");
        QTest::newRow("several solutions") << QStringLiteral("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5.........")
                                           << QStringLiteral("solution");
    }
    void importProblemKeepsTheGame()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        Fixture f;
        const std::string before = f.givens();
        const int undoBefore = f.session()->undoStack()->count();
        QApplication::clipboard()->clear();
        f.files->showImport();
        app::ImportDialog* dialog = f.files->importDialog();
        QVERIFY(dialog != nullptr);
        QTRY_VERIFY(dialog->isVisible());
        dialog->setText(text);
        QTest::mouseClick(dialog->importButton(), Qt::LeftButton);
        QTRY_VERIFY(dialog->problemLabel()->isVisible());
        QVERIFY2(dialog->problemLabel()->text().contains(says), qPrintable(dialog->problemLabel()->text()));
        QVERIFY(dialog->isVisible());
        QTRY_VERIFY(dialog->importButton()->isEnabled()); // no longer busy
        QCOMPARE(f.givens(), before);
        QCOMPARE(f.session()->undoStack()->count(), undoBefore);
        // The problem stands under the text box, never over it, whole, inside the dialog;
        // a long one makes the dialog grow (at any width).
        const auto apart = [dialog] {
            const QRect editor = dialog->editor()->geometry();
            const QRect problem = dialog->problemLabel()->geometry();
            return !editor.intersects(problem) && problem.top() >= editor.bottom() && dialog->rect().contains(problem)
                   && problem.height() >= dialog->problemLabel()->heightForWidth(problem.width());
        };
        QTRY_VERIFY(apart());
        dialog->showProblem(QStringList(4, dialog->problemLabel()->text()).join(QLatin1Char(' ')));
        QTRY_VERIFY(apart());
        // A line of 81 cells is one line in the box.
        QCOMPARE(dialog->editor()->lineWrapMode(), QPlainTextEdit::NoWrap);
        // Editing the text takes the old problem away.
        dialog->editor()->insertPlainText(QStringLiteral("."));
        QVERIFY(dialog->problemLabel()->isHidden());
    }

    // The clipboard's puzzle is offered; importing it starts the game, rated.
    void importFromTheClipboardStartsTheGame()
    {
        Fixture f;
        QApplication::clipboard()->setText(kPuzzle);
        f.files->showImport();
        app::ImportDialog* dialog = f.files->importDialog();
        QVERIFY(dialog != nullptr);
        QCOMPARE(dialog->text(), kPuzzle);
        QTest::mouseClick(dialog->importButton(), Qt::LeftButton);
        QTRY_COMPARE(QString::fromStdString(f.givens()), kPuzzle);
        QTRY_VERIFY(f.files->importDialog() == nullptr || !f.files->importDialog()->isVisible());
        QCOMPARE(f.session()->level(), app::ImportJob::gradeLevel(f.session()->state().givens().toClassic(), {}));
    }

    // Return in the text box imports, as in any dialog with a default button; Shift+Return
    // starts a new line (a grid typed by hand).
    void returnInTheBoxImports()
    {
        Fixture f;
        QApplication::clipboard()->clear();
        f.files->showImport();
        app::ImportDialog* dialog = f.files->importDialog();
        QVERIFY(dialog != nullptr);
        QTRY_VERIFY(dialog->isVisible());
        dialog->editor()->setFocus();
        QTest::keyClicks(dialog->editor(), kPuzzle.left(9));
        QTest::keyClick(dialog->editor(), Qt::Key_Return, Qt::ShiftModifier);
        QCOMPARE(dialog->text(), kPuzzle.left(9) + QLatin1Char('\n'));
        QVERIFY(dialog->isVisible());
        dialog->setText(kPuzzle);
        const QPointer<app::ImportDialog> open = dialog;
        QTest::keyClick(dialog->editor(), Qt::Key_Return);
        if (open) QCOMPARE(open->text(), kPuzzle); // no new line typed
        QTRY_COMPARE(QString::fromStdString(f.givens()), kPuzzle);
        QTRY_VERIFY(f.files->importDialog() == nullptr || !f.files->importDialog()->isVisible());
    }

    // Export copies the puzzle's line at once, for a game of every shape; the chooser offers
    // the shape's formats; another format changes the preview and Copy puts exactly the
    // preview on the clipboard; Save to File writes it; every one reads back.
    void exportCopiesEachFormat_data() { everyVariantRows(); }
    void exportCopiesEachFormat()
    {
        QFETCH(Variant, variant);
        Fixture f;
        playSample(f, variant);
        const GameState& state = f.session()->state();
        QVERIFY(f.files->actions().exportPuzzle()->isEnabled());
        QApplication::clipboard()->clear();
        f.files->showExport();
        auto* dialog = f.window->findChild<app::ExportDialog*>();
        QVERIFY(dialog != nullptr);
        QCOMPARE(QApplication::clipboard()->text(), QString::fromStdString(formatShapePuzzle(state.givens())));
        const std::vector<app::ExportFormat> formats = app::PuzzleExport::formatsFor(state.shape());
        QCOMPARE(dialog->formatBox()->count(), static_cast<int>(formats.size()));
        // Every shape offers the line, the position and the progress with notes.
        QVERIFY(std::find(formats.begin(), formats.end(), app::ExportFormat::Progress) != formats.end());
        QSet<QString> previews;
        for (int i = 0; i < dialog->formatBox()->count(); ++i) {
            dialog->formatBox()->setCurrentIndex(i);
            dialog->copy();
            QCOMPARE(QApplication::clipboard()->text(), dialog->preview()->toPlainText());
            // Every format whole in the box: no scroll bar (a line longer than the box wraps).
            QTRY_COMPARE(dialog->preview()->horizontalScrollBar()->maximum(), 0);
            QTRY_COMPARE(dialog->preview()->verticalScrollBar()->maximum(), 0);
            // Whatever the format, the puzzle (or the position) reads back as the shape, with
            // no choice of variant made (the text says it).
            const auto back = app::PuzzleImport::parse(QApplication::clipboard()->text());
            QVERIFY2(std::holds_alternative<app::ParsedImport>(back), qPrintable(dialog->formatBox()->currentText()));
            const ShapeGrid& givens = std::get<app::ParsedImport>(back).givens;
            const app::ExportFormat format = formats[static_cast<std::size_t>(i)];
            // The classic progress is a pencil-mark grid of the position; the others' a link.
            const bool position = format == app::ExportFormat::Position || (format == app::ExportFormat::Progress && variant == Variant::Classic);
            QVERIFY(givens == (position ? state.values() : state.givens()));
            previews.insert(dialog->preview()->toPlainText());

            // The shown text to a file, read back the same.
            const QString path = QDir(f.data.path()).filePath(QStringLiteral("export-%1.txt").arg(i));
            QVERIFY(dialog->writeTo(path));
            QFile written(path);
            QVERIFY(written.open(QIODevice::ReadOnly));
            QCOMPARE(QString::fromUtf8(written.readAll()), dialog->preview()->toPlainText() + QLatin1Char('\n'));
            QVERIFY(dialog->status()->text().contains(QDir::toNativeSeparators(path)));
        }
        QCOMPARE(previews.size(), static_cast<qsizetype>(formats.size())); // each format its own text
        // A folder that is not there: said in the dialog, no file.
        const QString missing = QDir(f.data.path()).filePath(QStringLiteral("missing/puzzle.txt"));
        QVERIFY(!dialog->writeTo(missing));
        QVERIFY(dialog->status()->text().contains(QStringLiteral("could not be written")));
        QVERIFY(!QFile::exists(missing));
        QVERIFY(app::PuzzleExport::fileName(state, formats.front()).startsWith(app::VariantNames::title(variant)));
    }

    // Every text a game of any shape gives out (each form of Export, and the code printed
    // under its board) goes back in through Import as it opens, its Variant box left as it
    // is, and is the same puzzle (the same position, with the notes, for the progress): an
    // X-Sudoku or Windoku says which, a 16x16's code in four lines and a Killer's sums broken
    // over lines read back whole.
    void everyExportImportsAsTheSamePuzzle_data() { everyVariantRows(); }
    void everyExportImportsAsTheSamePuzzle()
    {
        QFETCH(Variant, variant);
        Fixture f;
        playSample(f, variant);
        int empty = 0;
        while (f.session()->state().value(empty) != 0) ++empty;
        QVERIFY(f.session()->toggleNote(empty, 1));
        QVERIFY(f.session()->toggleNote(empty, 2));
        const GameState exported = f.session()->state();
        struct Text {
            QString name;
            QString text;
            bool position; // the position (entries as givens, or as the game's first move) comes back
        };
        std::vector<Text> texts;
        for (const app::ExportFormat format : app::PuzzleExport::formatsFor(exported.shape()))
            texts.push_back({app::PuzzleExport::formatTitle(format), app::PuzzleExport::text(exported, format),
                             format == app::ExportFormat::Position || format == app::ExportFormat::Progress});
        texts.push_back({QStringLiteral("printed code"), app::PuzzleSheet::codeLinesOf(exported.givens()).join(QLatin1Char('\n')), false});
        for (const Text& each : texts) {
            QApplication::clipboard()->setText(each.text);
            f.files->showImport();
            app::ImportDialog* dialog = f.files->importDialog();
            QCOMPARE(dialog->text(), each.text);
            QCOMPARE(dialog->variant(), variant); // followed the text; nobody chose it
            QSignalSpy reset(f.session(), &app::GameSession::reset);
            QTest::mouseClick(dialog->importButton(), Qt::LeftButton);
            QVERIFY2(reset.wait(20000), qPrintable(each.name + QStringLiteral(": ") + each.text));
            QTRY_VERIFY(f.files->importDialog() == nullptr);
            const GameState& imported = f.session()->state();
            QCOMPARE(imported.variant(), variant);
            QVERIFY2(imported.shape() == exported.shape(), qPrintable(each.name));
            QVERIFY2(imported.values() == (each.position ? exported.values() : exported.givens()), qPrintable(each.name));
            if (each.name == app::PuzzleExport::formatTitle(app::ExportFormat::Progress))
                QCOMPARE(imported.notes(empty), exported.notes(empty));
        }
    }

    // Share copies the link; with progress the player's entries ride along.
    void shareLinkRoundTrip()
    {
        Fixture f;
        int cell = 0;
        while (f.session()->state().givens().at(cell) != 0) ++cell;
        const int digit = f.session()->state().solution().at(cell);
        QVERIFY(f.session()->setValue(cell, digit));
        f.files->showShare();
        auto* dialog = f.window->findChild<app::ShareDialog*>();
        QVERIFY(dialog != nullptr);
        QVERIFY(dialog->link().startsWith(QStringLiteral("nonet://play?p=")));
        // The field shows the link's start, selected whole.
        auto* field = dialog->findChild<QLineEdit*>(QStringLiteral("shareLink"));
        QVERIFY(field != nullptr);
        QCOMPARE(field->cursorPosition(), 0);
        QCOMPARE(field->selectedText(), dialog->link());
        QCOMPARE(QApplication::clipboard()->text(), dialog->link());
        dialog->progressBox()->setChecked(false); // copies again
        QCOMPARE(QApplication::clipboard()->text(), dialog->link());
        const ParseResult plain = parsePuzzle(dialog->link().toStdString());
        QVERIFY(plain.ok());
        QCOMPARE(lineOf(plain.puzzle().givens), f.givens());
        QVERIFY(!plain.puzzle().entries.has_value());
        dialog->progressBox()->setChecked(true);
        QCOMPARE(QApplication::clipboard()->text(), dialog->link());
        const ParseResult withProgress = parsePuzzle(dialog->link().toStdString());
        QVERIFY(withProgress.ok());
        QVERIFY(withProgress.puzzle().entries.has_value());
        QCOMPARE(withProgress.puzzle().entries->at(cell), digit);
    }

    // Share for a game of every shape: its link, the player's entries along when asked;
    // Import reads it back as the shape.
    void shareEveryShape_data() { everyVariantRows(); }
    void shareEveryShape()
    {
        QFETCH(Variant, variant);
        Fixture f;
        playSample(f, variant);
        QVERIFY(f.files->actions().share()->isEnabled());
        f.files->showShare();
        auto* dialog = f.window->findChild<app::ShareDialog*>();
        QVERIFY(dialog != nullptr);
        QVERIFY(dialog->link().startsWith(QStringLiteral("nonet://play?")));
        for (const bool progress : {false, true}) {
            dialog->progressBox()->setChecked(progress);
            QCOMPARE(QApplication::clipboard()->text(), dialog->link());
            const auto back = app::PuzzleImport::parse(dialog->link());
            QVERIFY(std::holds_alternative<app::ParsedImport>(back));
            const app::ParsedImport& read = std::get<app::ParsedImport>(back);
            QVERIFY(read.givens == f.session()->state().givens());
            QCOMPARE(read.progress.has_value(), progress);
        }
    }

    // Import of every shape's line through the dialog: the dialog says the variant the form
    // names (the 9x9 look-alikes are chosen), the game plays in the one window.
    void importEveryShape_data() { everyVariantRows(); }
    void importEveryShape()
    {
        QFETCH(Variant, variant);
        Fixture f;
        QSignalSpy reset(f.session(), &app::GameSession::reset);
        QApplication::clipboard()->clear();
        f.files->showImport();
        app::ImportDialog* dialog = f.files->importDialog();
        dialog->setText(QString::fromLatin1(testing::sampleText(variant)));
        QCOMPARE(dialog->variant(), readsClassicForms(variant) ? Variant::Classic : variant);
        dialog->setVariant(variant);
        QTest::mouseClick(dialog->importButton(), Qt::LeftButton);
        QVERIFY(reset.wait(20000));
        QTRY_VERIFY(f.files->importDialog() == nullptr || !f.files->importDialog()->isVisible());
        const GameState& game = f.session()->state();
        QCOMPARE(game.variant(), variant);
        QVERIFY(game.givens() == testing::sampleVariantPuzzle(variant).givens);
        QCOMPARE(f.window->board()->cellCount(), game.cellCount());
        QVERIFY(f.window->windowTitle().contains(app::VariantNames::title(variant)));
        QCOMPARE(f.session()->level(), app::ImportJob::gradeLevel(game.givens(), {}));
        // Export and Share follow the game.
        QVERIFY(f.files->actions().exportPuzzle()->isEnabled());
        QVERIFY(f.files->actions().share()->isEnabled());
    }

    // The dialog's variant follows the text's form; a 9x9 text keeps the player's choice
    // among the look-alikes and leaves a choice it cannot be read as.
    void importDialogFollowsTheForm()
    {
        Fixture f;
        QApplication::clipboard()->clear();
        f.files->showImport();
        app::ImportDialog* dialog = f.files->importDialog();
        const auto text = [](Variant v) { return QString::fromLatin1(testing::sampleText(v)); };
        dialog->setText(text(Variant::Giant16));
        QCOMPARE(dialog->variant(), Variant::Giant16);
        dialog->setText(text(Variant::Jigsaw));
        QCOMPARE(dialog->variant(), Variant::Jigsaw);
        dialog->setText(text(Variant::Classic));
        QCOMPARE(dialog->variant(), Variant::Classic);
        dialog->setVariant(Variant::Windoku);
        dialog->setText(text(Variant::Windoku));
        QCOMPARE(dialog->variant(), Variant::Windoku);
        dialog->setText(QStringLiteral("nonet://play?v=6x6&p=") + text(Variant::Mini6));
        QCOMPARE(dialog->variant(), Variant::Mini6);
        // Typed cell by cell: 16 cells are a 4x4 until the 17th.
        dialog->setText(text(Variant::Mini4));
        QCOMPARE(dialog->variant(), Variant::Mini4);
        dialog->editor()->moveCursor(QTextCursor::End);
        dialog->editor()->insertPlainText(QStringLiteral("."));
        QCOMPARE(dialog->variant(), Variant::Classic);
    }

    // Every bad text of the catalogue, of every shape, in the dialog: the sentence under the
    // text, the text and the choice kept, the dialog open, the game untouched.
    void badImportInTheDialog_data()
    {
        QTest::addColumn<Variant>("chosen");
        QTest::addColumn<QString>("text");
        for (const auto& row : testing::badImportTexts())
            if (row.text.size() <= app::PuzzleImport::kMaxTextLength) QTest::newRow(row.name) << row.chosen << row.text;
    }
    void badImportInTheDialog()
    {
        QFETCH(Variant, chosen);
        QFETCH(QString, text);
        // One window for every row: each leaves it as it was.
        if (!shared_) shared_ = std::make_unique<Fixture>();
        Fixture& f = *shared_;
        const GameRecord before = f.session()->record();
        QSignalSpy reset(f.session(), &app::GameSession::reset);
        f.files->showImport();
        app::ImportDialog* dialog = f.files->importDialog();
        dialog->setText(text);
        dialog->setVariant(chosen);
        // What the text box holds (line ends and the like as the editor keeps them).
        const QString typed = dialog->text();
        const auto result = app::PuzzleImport::run(typed, chosen);
        QVERIFY(std::holds_alternative<ImportProblem>(result));
        QTest::mouseClick(dialog->importButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->problemLabel()->isVisible(), 20000);
        QCOMPARE(dialog->problemLabel()->text(), std::get<ImportProblem>(result).message);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->text(), typed);
        QCOMPARE(dialog->variant(), chosen);
        QVERIFY(dialog->importButton()->isEnabled());
        QCOMPARE(reset.count(), 0);
        QCOMPARE(f.session()->record().puzzle, before.puzzle);
        QCOMPARE(f.session()->record().moves, before.moves);
    }
    void cleanupTestCase() { shared_.reset(); }

    // Save under a name, see it listed with its facts, open it after playing on, delete it.
    void saveListOpenDelete()
    {
        Fixture f;
        const GameRecord saved = f.session()->record();
        QVERIFY(f.files->saveUnder(QStringLiteral("Before lunch")));
        QCOMPARE(f.files->currentName(), QStringLiteral("Before lunch"));

        // Play on: the file keeps the saved position.
        const GameState& state = f.session()->state();
        int cell = 0;
        while (state.givens().at(cell) != 0) ++cell;
        QVERIFY(f.session()->setValue(cell, state.solution().at(cell)));

        f.files->showLoad();
        auto* dialog = f.window->findChild<app::LoadDialog*>();
        QVERIFY(dialog != nullptr);
        QCOMPARE(dialog->list()->topLevelItemCount(), 1);
        QTreeWidgetItem* item = dialog->list()->topLevelItem(0);
        QCOMPARE(item->text(0), QStringLiteral("Before lunch"));
        QCOMPARE(item->text(1), app::GameTitle::of(saved.puzzle)); // variant and level
        QVERIFY(item->text(2).contains(QLatin1Char('%'))); // progress
        QVERIFY(!item->text(3).isEmpty());              // time played
        QVERIFY(!item->text(4).isEmpty());              // saved at
        dialog->list()->setCurrentItem(item);
        QVERIFY(dialog->openButton()->isEnabled());
        QTest::mouseClick(dialog->openButton(), Qt::LeftButton);
        QTRY_COMPARE(f.session()->state().value(cell), 0); // back to the saved position
        QCOMPARE(f.givens(), lineOf(saved.puzzle.givens.toClassic()));

        f.files->showLoad();
        auto dialogs = f.window->findChildren<app::LoadDialog*>();
        QVERIFY(!dialogs.isEmpty());
        app::LoadDialog* again = dialogs.back();
        again->list()->setCurrentItem(again->list()->topLevelItem(0));
        again->deleteSelected(false);
        QCOMPARE(again->list()->topLevelItemCount(), 0);
        QVERIFY(!again->openButton()->isEnabled());
        // Empty: it says so instead of showing a blank table.
        QVERIFY(again->emptyLabel()->isVisible());
        QVERIFY(!again->list()->isVisible());
        QVERIFY(again->emptyLabel()->text().contains(QStringLiteral("No saved games yet")));
        QCOMPARE(f.files->store().list().games.size(), std::size_t{0});
    }

    // Save proposes a name that says what the game is, and the Load list says it too, for
    // every shape: "Killer · Easy — 2026-03-07 09:05".
    void savedGamesSayTheirVariant_data() { everyVariantRows(); }
    void savedGamesSayTheirVariant()
    {
        QFETCH(Variant, variant);
        Fixture f;
        playSample(f, variant);
        const QString title = app::GameTitle::of(f.session()->state().puzzle());
        QVERIFY(title.contains(app::VariantNames::title(variant)));
        const QString proposed = QFileInfo(f.files->proposedFilePath()).completeBaseName();
        QVERIFY2(proposed.startsWith(title + QStringLiteral(" \u2014 ")), qPrintable(proposed));
        QVERIFY(f.files->saveUnder(QStringLiteral("Mine")));
        f.files->showLoad();
        auto* dialog = f.window->findChildren<app::LoadDialog*>().back();
        QCOMPARE(dialog->list()->topLevelItemCount(), 1);
        QCOMPARE(dialog->list()->headerItem()->text(1), QStringLiteral("Game"));
        QCOMPARE(dialog->list()->topLevelItem(0)->text(1), title);
        dialog->close();
    }

    // Save asks for a name among the saved games, in a box that shows the whole proposed
    // name; Save to File proposes the saved name and the folder used last.
    void saveNamesReadWhole()
    {
        Fixture f;
        QString label;
        QString value;
        int editWidth = 0;
        int textWidth = 0;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
            if (dialog == nullptr || !dialog->isVisible()) return;
            label = dialog->labelText();
            value = dialog->textValue();
            const auto* edit = dialog->findChild<QLineEdit*>();
            editWidth = edit->width();
            textWidth = edit->fontMetrics().horizontalAdvance(value);
            dialog->reject();
        });
        poll.start(20);
        QVERIFY(!f.files->save()); // cancelled: nothing saved
        poll.stop();
        QVERIFY2(label.contains(QStringLiteral("saved games")), qPrintable(label));
        QVERIFY(value.contains(QStringLiteral(" — "))); // level — date and time
        QVERIFY2(editWidth > textWidth, qPrintable(QStringLiteral("%1 <= %2").arg(editWidth).arg(textWidth)));
        QCOMPARE(f.files->store().list().games.size(), std::size_t{0});

        // Save to File: named after the saved game (unsafe characters replaced), in the
        // folder used last.
        QVERIFY(f.files->saveUnder(QStringLiteral("Before: lunch/2")));
        QCOMPARE(QFileInfo(f.files->proposedFilePath()).fileName(), QStringLiteral("Before- lunch-2.nonet"));
        QSettings().setValue(QStringLiteral("files/folder"), f.data.path());
        QCOMPARE(QFileInfo(f.files->proposedFilePath()).absolutePath(), QFileInfo(f.data.path()).absoluteFilePath());

        // The two pairs read as different things: Save / Load, then Save to File / Open File.
        const auto& actions = f.files->actions();
        QCOMPARE(actions.saveAs()->text(), QStringLiteral("Save to &File…"));
        QCOMPARE(actions.open()->text(), QStringLiteral("&Open File…"));
        QMenu* menu = f.window->findChild<QMenu*>(QStringLiteral("menuFile"));
        QVERIFY(menu);
        const QList<QAction*> items = menu->actions();
        QCOMPARE(items.at(0), actions.save());
        QCOMPARE(items.at(1), actions.load());
        QVERIFY(items.at(2)->isSeparator());
        QCOMPARE(items.at(3), actions.saveAs());
        QCOMPARE(items.at(4), actions.open());
        QVERIFY(!actions.saveAs()->shortcut().isEmpty());
    }

    // Save as a .nonet file and open it again; a damaged file is reported, kept aside, and
    // the game stays.
    void fileRoundTripAndDamagedFile()
    {
        Fixture f;
        const QString path = QDir(f.data.path()).filePath(QStringLiteral("mine.nonet"));
        QVERIFY(f.files->saveToFile(path));
        const std::string givens = f.givens();
        f.window->requestNewGame(Level::Easy);
        QTRY_VERIFY(f.givens() != givens);
        f.files->openFile(path);
        QTRY_COMPARE(f.givens(), givens);

        const QString damaged = QDir(f.data.path()).filePath(QStringLiteral("damaged.nonet"));
        QFile file(damaged);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"nonet-game\", \"version\": 1, \"puzzle\": \"53..");
        file.close();
        QSignalSpy problems(f.files->opener(), &app::GameOpener::problem);
        f.files->openFile(damaged);
        QTRY_COMPARE(problems.count(), 1);
        QVERIFY(!problems.front().front().toString().isEmpty());
        QCOMPARE(f.givens(), givens);
        // Kept aside, never deleted: some file in the folder still holds the bytes.
        bool kept = false;
        for (const QFileInfo& info : QDir(f.data.path()).entryInfoList(QDir::Files))
            if (info.fileName() != QStringLiteral("mine.nonet") && info.size() > 0 && info.fileName().startsWith(QStringLiteral("damaged")))
                kept = true;
        QVERIFY(kept);
    }
};

QTEST_MAIN(TestGameFiles)
#include "test_game_files.moc"
