#include "app/files/game_files.h"

#include "app/files/drop_opener.h"
#include "app/files/export_dialog.h"
#include "app/files/file_folder.h"
#include "app/files/import_dialog.h"
#include "app/files/load_dialog.h"
#include "app/files/share_dialog.h"
#include "app/session/game_session.h"
#include "app/session/game_title.h"
#include "app/storage/data_file.h"
#include "core/presets/preset.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

#include <utility>

namespace nonet::app {
namespace {

constexpr int kMessageMs = 6000;

Autosave::Options autosaveOptions(const QString& directory)
{
    Autosave::Options options;
    options.directory = directory;
    return options;
}

} // namespace

GameFiles::GameFiles(QMainWindow* window, GameSession* session, Options options)
    : QObject(window),
      window_(window),
      session_(session),
      dataDirectory_(options.dataDirectory),
      store_(QDir(options.dataDirectory).filePath(QStringLiteral("games"))),
      autosave_(session, autosaveOptions(options.dataDirectory)),
      opener_(session, std::move(options.rate)),
      actions_(new FileActions(session, this)),
      keeper_(session, QDir(options.dataDirectory).filePath(QStringLiteral("unfinished"))),
      quitSaver_(window, session, &autosave_, [this] { return saveAs(); })
{
    keeper_.setNameSource([this] { return currentName_; });
    autosave_.setOriginSource([this] { return keeper_.originOf(session_->state().givens()); });
    connectActions();
    new DropOpener(window_, &opener_);

    connect(&opener_, &GameOpener::imported, this, [this](Level level, Notation) {
        if (importDialog_) importDialog_->accept();
        emit message(withKeptNote(tr("Imported: %1.").arg(GameTitle::of(session_->state().variant(), level))));
    });
    connect(&opener_, &GameOpener::loaded, this, [this](const QString& name) {
        adoptName(name);
        emit message(withKeptNote(tr("Opened “%1”.").arg(name)));
    });
    connect(&keeper_, &GameKeeper::resumed, this, &GameFiles::adoptName);
    connect(&keeper_, &GameKeeper::message, this, &GameFiles::message);
    connect(&opener_, &GameOpener::busyChanged, this, [this](bool busy) {
        if (importDialog_) importDialog_->setBusy(busy);
    });
    // While the Import dialog is up, a problem is shown there, next to the text.
    const auto tell = [this](const QString& text) {
        if (importDialog_ && importDialog_->isVisible()) importDialog_->showProblem(text);
        else showProblem(text);
    };
    connect(&opener_, &GameOpener::problem, this, tell);
    connect(&keeper_, &GameKeeper::problem, this, tell);
    connect(&autosave_, &Autosave::problem, this, &GameFiles::showProblem);
    // A game that replaces this one (new, imported) has no name until it is saved; a
    // loaded one gets its name back from loaded(), which follows the reset.
    connect(session_, &GameSession::reset, this, [this] {
        currentName_.clear();
        ++generation_;
        // New and the like say nothing else: the note on the game kept is the message.
        if (!keeper_.keptNote().isEmpty()) emit message(keeper_.keptNote());
    });
    connect(this, &GameFiles::message, this, [this](const QString& text) { window_->statusBar()->showMessage(text, kMessageMs); });
    // The other slots' games join the list whenever it opens: a window that closed since.
    keeper_.setBeforeListing([this] { takeOtherSlots(); });
}

GameFiles::~GameFiles() { autosave_.flush(); }

QString GameFiles::defaultDataDirectory() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation); }

void GameFiles::connectActions()
{
    connect(actions_->save(), &QAction::triggered, this, &GameFiles::save);
    connect(actions_->saveAs(), &QAction::triggered, this, &GameFiles::saveAs);
    connect(actions_->open(), &QAction::triggered, this, &GameFiles::open);
    connect(actions_->load(), &QAction::triggered, this, &GameFiles::showLoad);
    connect(actions_->importPuzzle(), &QAction::triggered, this, &GameFiles::showImport);
    connect(actions_->exportPuzzle(), &QAction::triggered, this, &GameFiles::showExport);
    connect(actions_->share(), &QAction::triggered, this, &GameFiles::showShare);
}

QString GameFiles::proposedFilePath() const
{
    // The game's saved name when it has one, so the file and the saved game are recognisably
    // the same game; characters file systems refuse become '-'.
    QString name = currentName_.isEmpty() ? GameStore::defaultName(keeper_.titleOf(session_->state().puzzle()), QDateTime::currentDateTime())
                                          : currentName_;
    for (QChar& c : name)
        if (QStringLiteral("/\\:*?\"<>|").contains(c) || c.unicode() < 32) c = QLatin1Char('-');
    return QDir(FileFolder::current()).filePath(name.trimmed() + QStringLiteral(".nonet"));
}

bool GameFiles::saveAs()
{
    if (!session_->hasGame()) return false;
    const GameRecord record = session_->record(); // the game this dialog is for
    QString path = QFileDialog::getSaveFileName(window_, tr("Save Game to File"), proposedFilePath(), tr("Nonet games (*.nonet)"));
    if (path.isEmpty()) return false;
    if (!path.endsWith(QStringLiteral(".nonet"))) path += QStringLiteral(".nonet");
    if (!saveToFile(path, record)) return false;
    FileFolder::remember(path);
    return true;
}

void GameFiles::open()
{
    const QString path = QFileDialog::getOpenFileName(window_, tr("Open Game File"), FileFolder::current(),
                                                      tr("Nonet games (*.nonet *.nonetv);;Text files (*.txt);;All files (*)"));
    if (path.isEmpty()) return;
    FileFolder::remember(path);
    openFile(path);
}

QString GameFiles::variantAutosavePath() const { return QDir(dataDirectory_).filePath(QStringLiteral("variant-autosave.json")); }

bool GameFiles::resume()
{
    // One autosave for every shape now: the variant window's game of before is not lost.
    keeper_.adopt(variantAutosavePath(), GameKeeper::LeftIn::EarlierVariantWindow);
    const bool slot = autosave_.acquireSlot();
    bool resumed = false;
    if (slot || !autosave_.unwritableReason().isEmpty()) {
        if (auto game = autosave_.load()) {
            // A finished game is not worth coming back to: a new one starts instead.
            if (playedPosition(game->record).completion() != Completion::Solved && session_->restore(game->record)) {
                keeper_.noteBroughtBack(game->record.puzzle.givens, game->origin);
                session_->setPaused(true);
                resumed = true;
            }
        }
    }
    if (slot) takeOtherSlots();
    else if (!autosave_.unwritableReason().isEmpty()) showUnwritable(autosave_.unwritableReason());
    else emit message(tr("Another Nonet is using every autosave slot: this window's game is not autosaved."));
    autosave_.start();
    return resumed;
}

void GameFiles::takeOtherSlots()
{
    autosave_.takeOtherSlots([this](const QString& path) { return keeper_.adopt(path, GameKeeper::LeftIn::AnotherWindow); });
}

void GameFiles::showUnwritable(const QString& reason)
{
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Nonet"),
                                reason + QLatin1Char(' ')
                                    + tr("Your game is open, but nothing you play is kept when Nonet closes. "
                                         "Save to File… keeps the game in a file elsewhere."),
                                QMessageBox::NoButton, window_);
    box->setObjectName(QStringLiteral("unwritableDataFolder"));
    box->setAccessibleName(tr("Games cannot be saved"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* saveAs = box->addButton(tr("Save to &File…"), QMessageBox::AcceptRole);
    saveAs->setObjectName(QStringLiteral("unwritableSaveAs"));
    box->addButton(QMessageBox::Close);
    // After the box has gone: Save to File… is a dialog of its own.
    connect(saveAs, &QPushButton::clicked, this, [this] { QTimer::singleShot(0, this, &GameFiles::saveAs); });
    box->open();
}

void GameFiles::openArgument(const QString& argument) { opener_.openArgument(argument); }

void GameFiles::adoptName(const QString& name) { currentName_ = name; }

QString GameFiles::withKeptNote(const QString& text) const
{
    return keeper_.keptNote().isEmpty() ? text : text + QLatin1Char(' ') + keeper_.keptNote();
}

bool GameFiles::save()
{
    if (!session_->hasGame()) return false;
    // The game the dialogs below are for, whatever replaces it while they are open.
    const GameRecord record = session_->record();
    if (!currentName_.isEmpty()) return saveUnder(currentName_, record, generation_);
    const int generation = generation_;
    const QString name = askSaveName(record);
    if (name.isEmpty()) return false;
    if (store_.contains(name)
        && QMessageBox::question(window_, tr("Save Game"), tr("A saved game called “%1” exists. Replace it?").arg(name),
                                 QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel)
               != QMessageBox::Save)
        return false;
    return saveUnder(name, record, generation);
}

QString GameFiles::askSaveName(const GameRecord& record)
{
    const QString proposed = GameStore::defaultName(keeper_.titleOf(record.puzzle), QDateTime::currentDateTime());
    QInputDialog dialog(window_);
    dialog.setObjectName(QStringLiteral("saveNameDialog"));
    dialog.setWindowTitle(tr("Save Game"));
    dialog.setLabelText(tr("Name of this game among your saved games (Load brings it back):"));
    dialog.setTextValue(proposed);
    // The whole proposed name in view, with room to type more.
    if (auto* edit = dialog.findChild<QLineEdit*>()) {
        edit->setAccessibleName(tr("Name of the saved game"));
        edit->setMinimumWidth(edit->fontMetrics().horizontalAdvance(proposed) + 12 * edit->fontMetrics().averageCharWidth());
    }
    if (dialog.exec() != QDialog::Accepted) return {};
    return dialog.textValue().trimmed();
}

bool GameFiles::saveUnder(const QString& name) { return session_->hasGame() && saveUnder(name, session_->record(), generation_); }

bool GameFiles::saveUnder(const QString& name, const GameRecord& record, int generation)
{
    const SavedGame game{record, name, QDateTime::currentDateTimeUtc()};
    if (const auto error = store_.save(game)) {
        showProblem(*error);
        return false;
    }
    // The name is the game's only if it is still the game being played.
    if (generation == generation_) adoptName(name);
    emit message(tr("Saved as “%1”.").arg(name));
    return true;
}

bool GameFiles::saveToFile(const QString& path) { return session_->hasGame() && saveToFile(path, session_->record()); }

bool GameFiles::saveToFile(const QString& path, const GameRecord& record)
{
    const SavedGame game{record, QFileInfo(path).completeBaseName(), QDateTime::currentDateTimeUtc()};
    if (const auto reason = DataFile::write(path, SaveFile::write(game))) {
        showProblem(tr("“%1” could not be written (%2).").arg(path, *reason));
        return false;
    }
    emit message(tr("Saved to “%1”.").arg(QDir::toNativeSeparators(path)));
    return true;
}

void GameFiles::openFile(const QString& path) { opener_.openItem(Incoming::fromFile(path)); }

void GameFiles::showLoad()
{
    auto* dialog = new LoadDialog(store_, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &LoadDialog::gameChosen, this, [this](const SavedGame& game) { opener_.openSaved(game); });
    connect(dialog, &LoadDialog::problem, this, &GameFiles::message);
    dialog->open();
}

void GameFiles::showImport()
{
    if (!importDialog_) {
        importDialog_ = new ImportDialog(window_);
        importDialog_->setAttribute(Qt::WA_DeleteOnClose);
        connect(importDialog_, &ImportDialog::importRequested, this, &GameFiles::importText);
        connect(importDialog_, &QDialog::rejected, &opener_, [this] { opener_.job()->cancel(); });
    }
    // What is on the clipboard is most likely what the player wants to import.
    const QString clip = QApplication::clipboard()->text();
    if (importDialog_->text().isEmpty() && !clip.trimmed().isEmpty() && clip.size() <= PuzzleImport::kMaxTextLength)
        importDialog_->setText(clip);
    importDialog_->open();
}

void GameFiles::importText(const QString& text) { opener_.importText(text, importDialog_ ? importDialog_->variant() : homeVariant()); }

void GameFiles::showExport()
{
    if (!session_->hasGame()) return;
    auto* dialog = new ExportDialog(session_->state(), window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    emit message(tr("The puzzle was copied to the clipboard."));
    dialog->open();
}

void GameFiles::showShare()
{
    if (!session_->hasGame()) return;
    auto* dialog = new ShareDialog(session_->state(), window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    emit message(tr("The link was copied to the clipboard."));
    dialog->open();
}

void GameFiles::showProblem(const QString& text)
{
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Nonet"), text, QMessageBox::Ok, window_);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setAccessibleName(tr("Problem"));
    box->open();
}

} // namespace nonet::app
