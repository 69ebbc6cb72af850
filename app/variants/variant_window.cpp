#include "app/variants/variant_window.h"

#include "app/help/hint_text.h"
#include "app/pool/variant_pool.h"
#include "app/session/level_names.h"
#include "app/session/variant_names.h"
#include "app/speech/sentence_gatherer.h"
#include "app/storage/atomic_file.h"
#include "app/storage/variant_save_file.h"
#include "app/variants/new_variant_dialog.h"
#include "app/variants/variant_mistake_menu.h"
#include "app/variants/variant_export_dialog.h"
#include "app/variants/variant_printing.h"
#include "core/generator/shape_generator.h"
#include "core/grader/grader.h"
#include "core/grader/variant_levels.h"
#include "core/notation/variant_link.h"
#include "core/solver/shape_solve.h"
#include "ui/accessibility/announcer.h"
#include "ui/shape_board_widget.h"
#include "ui/timer_label.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <random>

namespace nonet::app {
namespace {

QString fileFilter() { return VariantWindow::tr("Nonet variant games (*.nonetv);;All files (*)"); }

// The stopwatch's own form (m:ss, h:mm:ss), as the classic window shows it.
QString clock(qint64 ms) { return ui::TimerLabel::format(std::chrono::milliseconds(ms)); }

} // namespace

VariantWindow::VariantWindow(const QString& dataDirectory, QWidget* parent)
    : QMainWindow(parent), dataDirectory_(dataDirectory),
      puzzleJob_([this](std::optional<ShapeGamePuzzle> puzzle) {
          if (puzzle) setGame(ShapeGame(*puzzle));
      }),
      hintJob_([this](VariantHint hint) {
          hint_ = std::move(hint);
          showHint();
      }),
      linkJob_([this](LinkedGame linked) {
          if (linked.game) setGame(std::move(*linked.game));
          else showMessage(linked.solutions == 0 ? tr("This link's puzzle has no solution.") : tr("This link's puzzle has more than one solution."));
      })
{
    setObjectName(QStringLiteral("variantWindow"));
    setWindowTitle(tr("Variants — Nonet"));
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    message_ = new QLabel(central);
    message_->setObjectName(QStringLiteral("variantMessage"));
    message_->setWordWrap(true);
    message_->setMinimumHeight(fontMetrics().height() * 3);
    message_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    message_->setAccessibleName(tr("Hint and messages"));
    layout->addWidget(message_);
    board_ = new ui::ShapeBoardWidget(central);
    board_->setObjectName(QStringLiteral("variantBoard"));
    layout->addWidget(board_, 1);
    keypad_ = new QWidget(central);
    keypad_->setObjectName(QStringLiteral("variantKeypad"));
    keypadLayout_ = new QHBoxLayout(keypad_);
    keypadLayout_->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(keypad_);
    setCentralWidget(central);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("variantStatus"));
    status_->setAccessibleName(tr("Game progress"));
    statusBar()->addWidget(status_, 1);
    statusBar()->setAccessibleName(tr("Status bar"));
    menuBar()->setAccessibleName(tr("Menu bar"));
    // What a screen reader hears: each change once (app/speech).
    announcer_ = new ui::Announcer(central);
    announcer_->setObjectName(QStringLiteral("variantAnnouncer"));
    speech_ = new SentenceGatherer(announcer_, this);

    mistakes_.loadSettings();
    buildActions();
    connect(board_, &ui::ShapeBoardWidget::valueRequested, this, [this](int cell, int value) {
        if (notesAction_->isChecked()) toggleNote(cell, value);
        else enterValue(cell, value);
    });
    connect(board_, &ui::ShapeBoardWidget::noteRequested, this, &VariantWindow::toggleNote);
    connect(board_, &ui::ShapeBoardWidget::eraseRequested, this, &VariantWindow::erase);
    auto* tick = new QTimer(this);
    connect(tick, &QTimer::timeout, this, [this] {
        if (stopwatch_.isRunning()) refresh();
    });
    tick->start(1000);
    resize(560, 720);
    refresh();
}

VariantWindow::~VariantWindow() = default;

void VariantWindow::buildActions()
{
    auto make = [this](const QString& text, const QKeySequence& key, const char* name) {
        auto* action = new QAction(text, this);
        action->setShortcut(key);
        action->setObjectName(QString::fromLatin1(name));
        return action;
    };
    QAction* newGame = make(tr("&New Variant Game…"), QKeySequence::New, "variantNew");
    QAction* open = make(tr("&Open…"), QKeySequence::Open, "variantOpen");
    QAction* save = make(tr("Save &As…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), "variantSaveAs");
    QAction* share = make(tr("Share &Link"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L), "variantShare");
    QAction* exportAction = make(tr("&Export…"), QKeySequence(Qt::CTRL | Qt::Key_E), "variantExport");
    printing_ = new VariantPrinting(this, [this] { return game(); });
    QAction* close = make(tr("&Close"), QKeySequence::Close, "variantClose");
    undoAction_ = make(tr("&Undo"), QKeySequence::Undo, "variantUndo");
    redoAction_ = make(tr("&Redo"), QKeySequence::Redo, "variantRedo");
    QAction* restart = make(tr("&Restart"), QKeySequence(Qt::CTRL | Qt::Key_R), "variantRestart");
    notesAction_ = make(tr("&Notes"), QKeySequence(Qt::Key_N), "variantNotes");
    notesAction_->setCheckable(true);
    QAction* allNotes = make(tr("&All Notes"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), "variantAllNotes");
    hintAction_ = make(tr("&Hint"), QKeySequence(Qt::Key_H), "variantHint");
    QAction* checkAction = make(tr("&Check"), QKeySequence(Qt::CTRL | Qt::Key_K), "variantCheck");

    connect(newGame, &QAction::triggered, this, &VariantWindow::chooseNewGame);
    connect(open, &QAction::triggered, this, &VariantWindow::openDialog);
    connect(save, &QAction::triggered, this, &VariantWindow::saveAs);
    connect(share, &QAction::triggered, this, &VariantWindow::copyShareLink);
    connect(exportAction, &QAction::triggered, this, &VariantWindow::showExport);
    connect(printing_, &VariantPrinting::message, this, [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(printing_, &VariantPrinting::problem, this, &VariantWindow::showMessage);
    // Export and the paper need a game.
    connect(this, &VariantWindow::gameChanged, this, [this, exportAction] {
        exportAction->setEnabled(game_.has_value());
        printing_->setEnabled(game_.has_value());
    });
    connect(close, &QAction::triggered, this, &VariantWindow::close);
    connect(undoAction_, &QAction::triggered, this, &VariantWindow::undo);
    connect(redoAction_, &QAction::triggered, this, &VariantWindow::redo);
    connect(restart, &QAction::triggered, this, [this, restart] {
        if (game_) play(game_->restartMove(), restart->text().remove(QLatin1Char('&')));
    });
    connect(allNotes, &QAction::triggered, this, [this, allNotes] {
        if (game_) play(game_->allNotesMove(), allNotes->text().remove(QLatin1Char('&')));
    });
    connect(hintAction_, &QAction::triggered, this, &VariantWindow::hint);
    connect(checkAction, &QAction::triggered, this, &VariantWindow::check);

    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addActions({newGame, restart});
    game->addSeparator();
    game->addActions({open, save, share, exportAction});
    game->addSeparator();
    game->addActions({printing_->printAction, printing_->previewAction, printing_->pdfAction});
    game->addSeparator();
    game->addAction(close);
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addActions({undoAction_, redoAction_});
    edit->addSeparator();
    edit->addActions({notesAction_, allNotes});
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addActions({hintAction_, checkAction});
    mistakeMenu_ = new VariantMistakeMenu(this);
    mistakeMenu_->check(mistakes_.mode());
    help->addMenu(mistakeMenu_);
    connect(mistakeMenu_, &VariantMistakeMenu::modeChosen, this, &VariantWindow::chooseMistakeMode);

    QToolBar* bar = addToolBar(tr("Variant game"));
    bar->setObjectName(QStringLiteral("variantToolBar"));
    bar->setMovable(false);
    bar->addActions({newGame, undoAction_, redoAction_, notesAction_, hintAction_, checkAction, share});
    for (QAction* action : bar->actions())
        if (QWidget* button = bar->widgetForAction(action)) button->setAccessibleName(action->text().remove(QLatin1Char('&')));
}

void VariantWindow::chooseNewGame()
{
    NewVariantDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return;
    startNewGame(dialog.variant(), dialog.level(), QRandomGenerator::global()->generate64());
}

void VariantWindow::setPool(VariantPool* pool)
{
    pool_ = pool;
    connect(pool_, &VariantPool::puzzleReady, this, [this](const ShapeGamePuzzle& puzzle) { setGame(ShapeGame(puzzle)); });
    connect(pool_, &VariantPool::failed, this, [this](Variant variant, Level level) {
        showMessage(tr("Nonet could not make this puzzle: %1, %2.").arg(VariantNames::title(variant), levelTitle(level)));
    });
}

bool VariantWindow::isBusy() const { return puzzleJob_.isPending() || linkJob_.isPending() || (pool_ && pool_->isWaiting()); }

void VariantWindow::startNewGame(Variant variant, Level level, std::uint64_t seed)
{
    if (pool_) {
        puzzleJob_.cancel();
        if (std::optional<ShapeGamePuzzle> ready = pool_->takeReady(variant, level)) {
            setGame(ShapeGame(std::move(*ready)));
            return;
        }
        showMessage(tr("Making the puzzle: %1, %2…").arg(VariantNames::title(variant), levelTitle(level)));
        return pool_->request(variant, level);
    }
    showMessage(tr("Making the puzzle: %1, %2…").arg(VariantNames::title(variant), levelTitle(level)));
    puzzleJob_.start([variant, level, seed](std::stop_token stop) -> std::optional<ShapeGamePuzzle> {
        std::mt19937_64 rng(seed);
        const auto made = generateShaped(variant, level, defaultSymmetry(variant), rng, stop);
        if (!made) return std::nullopt;
        return ShapeGamePuzzle{made->givens, made->solution, made->level};
    });
}

bool VariantWindow::hasGameToKeep() const
{
    if (isLocked()) return false;
    for (int cell = 0; cell < game_->cellCount(); ++cell)
        if ((!game_->isGiven(cell) && game_->value(cell) != 0) || !game_->notes(cell).empty()) return true;
    return false;
}

SavedVariantGame VariantWindow::current() const { return {*game_, stopwatch_.elapsed(), mistakes_.count(), mistakes_.isLost()}; }

bool VariantWindow::setGame(ShapeGame game, qint64 elapsedMs, int mistakes, bool lost)
{
    if (keeper_ && hasGameToKeep()) {
        if (!keeper_(current())) return false;
        statusBar()->showMessage(tr("Your game in progress was kept: Game ▸ Continue in the Nonet window brings it back."), 8000);
    }
    if (pool_) pool_->cancel(); // whatever game comes now, a puzzle still awaited would replace it
    game_ = std::move(game);
    mistakes_.reset(mistakes, lost);
    speech_->clear(); // the old game's words are stale
    undo_.clear();
    redo_.clear();
    resetHint();
    checkShown_ = false;
    stopwatch_.reset(elapsedMs);
    if (!isLocked()) stopwatch_.start();
    rebuildKeypad();
    showMessage(lost ? mistakes_.lostText() : QString());
    board_->selectCell(-1);
    refresh();
    autosave();
    board_->setFocus();
    emit gameShown(*game_, lost);
    return true;
}

void VariantWindow::rebuildKeypad()
{
    for (QToolButton* key : keys_) delete key;
    keys_.clear();
    if (!game_) return;
    for (int value = 1; value <= game_->side(); ++value) {
        auto* key = new QToolButton(keypad_);
        key->setText(ui::ShapeBoardWidget::valueText(value));
        key->setObjectName(QStringLiteral("variantKey%1").arg(value));
        key->setAccessibleName(tr("Value %1").arg(ui::ShapeBoardWidget::valueText(value)));
        key->setFocusPolicy(Qt::NoFocus);
        key->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        connect(key, &QToolButton::clicked, this, [this, value] { keypadValue(value); });
        keypadLayout_->addWidget(key);
        keys_.push_back(key);
    }
    auto* eraseKey = new QToolButton(keypad_);
    eraseKey->setText(tr("Erase"));
    eraseKey->setObjectName(QStringLiteral("variantErase"));
    eraseKey->setAccessibleName(tr("Erase"));
    eraseKey->setFocusPolicy(Qt::NoFocus);
    connect(eraseKey, &QToolButton::clicked, this, [this] {
        if (board_->selectedCell() >= 0) erase(board_->selectedCell());
    });
    keypadLayout_->addWidget(eraseKey);
    keys_.push_back(eraseKey);
}

void VariantWindow::keypadValue(int value)
{
    const int cell = board_->selectedCell();
    if (cell < 0) return;
    if (notesAction_->isChecked()) toggleNote(cell, value);
    else enterValue(cell, value);
}

void VariantWindow::enterValue(int cell, int value)
{
    if (!isLocked()) play(game_->placeMove(cell, value));
}

void VariantWindow::toggleNote(int cell, int value)
{
    if (!isLocked()) play(game_->noteMove(cell, value));
}

void VariantWindow::erase(int cell)
{
    if (!isLocked()) play(game_->eraseMove(cell));
}

void VariantWindow::play(const ShapeMove& move, const QString& name)
{
    if (!game_ || move.isEmpty() || mistakes_.isLost()) return;
    const ShapeGame before = *game_;
    const std::optional<ShapeMove> inverse = game_->apply(move);
    if (!inverse) return;
    undo_.push_back(*inverse);
    redo_.clear();
    resetHint();
    checkShown_ = false;
    if (!stopwatch_.isRunning()) stopwatch_.start(); // a game brought back paused resumes with its first move
    speak(before, VariantMoveDirection::Done, name);
    emit moveMade(mistakes_.mode() == MistakeMode::Solution);
    if (mistakes_.countPlaced(before.values(), *game_)) {
        stopwatch_.stop();
        showMessage(mistakes_.lostText());
        emit lost();
    } else if (game_->completion() == ShapeCompletion::Solved) {
        stopwatch_.stop();
        showMessage(tr("Solved: %1, %2, in %3.").arg(VariantNames::title(game_->variant()), levelTitle(game_->level()), clock(stopwatch_.elapsed())));
        emit solved(stopwatch_.elapsed());
    } else if (game_->completion() == ShapeCompletion::FullButWrong) {
        showMessage(tr("The grid is full, but something is wrong."));
    } else {
        showMessage({});
    }
    refresh();
    autosave();
}

void VariantWindow::undo()
{
    if (!game_ || undo_.empty() || mistakes_.isLost()) return;
    const ShapeGame before = *game_;
    const std::optional<ShapeMove> inverse = game_->apply(undo_.back());
    undo_.pop_back();
    if (inverse) redo_.push_back(*inverse);
    if (!stopwatch_.isRunning() && !isLocked()) stopwatch_.start();
    resetHint();
    showMessage({});
    speak(before, VariantMoveDirection::Undone);
    refresh();
    autosave();
}

void VariantWindow::redo()
{
    if (!game_ || redo_.empty() || mistakes_.isLost()) return;
    const ShapeGame before = *game_;
    const std::optional<ShapeMove> inverse = game_->apply(redo_.back());
    redo_.pop_back();
    if (inverse) undo_.push_back(*inverse);
    resetHint();
    speak(before, VariantMoveDirection::Redone);
    refresh();
    autosave();
}

void VariantWindow::resetHint()
{
    hintJob_.cancel();
    hint_.reset();
    hintStage_ = 0;
}

void VariantWindow::hint()
{
    if (isLocked() || hintJob_.isPending()) return;
    if (hint_) return showHint(); // the next stage of the same hint
    const ShapeGame position = *game_;
    hintJob_.start([position](std::stop_token) { return VariantHints::find(position); });
}

void VariantWindow::showHint()
{
    if (!hint_) return;
    const VariantHint& h = *hint_;
    ++hintStage_;
    if (!h.wrong.empty() || h.step) emit hintShown();
    if (!h.wrong.empty()) {
        showMessage(hintStage_ == 1 ? tr("There is a mistake on the board: no step follows from it. Press Hint again to see where.")
                                    : tr("The marked cells are wrong."));
        if (hintStage_ > 1) checkShown_ = true;
        refresh();
        return;
    }
    if (!h.step) {
        showMessage(tr("No step found."));
        return;
    }
    const Step& step = *h.step;
    if (hintStage_ == 1) {
        showMessage(HintText::techniqueLine(step.technique));
    } else if (hintStage_ == 2) {
        showMessage(HintText::techniqueName(step.technique) + QStringLiteral(": ") + VariantHints::conclusion(step, game_->shape()));
    } else {
        play(VariantHints::applyMove(*game_, step), VariantHints::conclusion(step, game_->shape()));
        return;
    }
    refresh();
}

void VariantWindow::check()
{
    if (!game_) return;
    checkShown_ = true;
    emit checked();
    const int wrong = game_->wrongEntries().count();
    showMessage(wrong == 0 ? tr("No wrong entries.") : tr("Wrong entries marked: %1.").arg(wrong));
    refresh();
}

QString VariantWindow::hintText() const { return message_->text(); }

void VariantWindow::showMessage(const QString& text)
{
    message_->setText(text);
    speech_->say(text);
}

void VariantWindow::appendMessage(const QString& text)
{
    if (text.isEmpty()) return;
    message_->setText(message_->text().isEmpty() ? text : message_->text() + QLatin1Char(' ') + text);
    speech_->say(text);
}

void VariantWindow::speak(const ShapeGame& before, VariantMoveDirection direction, const QString& name)
{
    // The marks as the board draws them after the move (Check's marks go with any move).
    speech_->say(VariantMoveWords::played(before, *game_, direction, name, mistakes_.shownConflicts(*game_), mistakes_.shownWrong(*game_, false)));
}

bool VariantWindow::isLocked() const
{
    return !game_ || game_->completion() == ShapeCompletion::Solved || mistakes_.isLost();
}

void VariantWindow::chooseMistakeMode(MistakeMode mode)
{
    saveMistakeMode(mode);
    mistakes_.setMode(mode);
    refresh();
    emit mistakeModeChosen(mode);
}

void VariantWindow::reloadMistakeSettings()
{
    mistakes_.loadSettings();
    mistakeMenu_->check(mistakes_.mode());
    refresh();
}

void VariantWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::ActivationChange && isActiveWindow()) reloadMistakeSettings();
    QMainWindow::changeEvent(event);
}

QString VariantWindow::statusText() const { return status_->text(); }

void VariantWindow::refresh()
{
    undoAction_->setEnabled(!undo_.empty() && !mistakes_.isLost());
    redoAction_->setEnabled(!redo_.empty() && !mistakes_.isLost());
    if (!game_) {
        setWindowTitle(tr("Variants — Nonet"));
        status_->setText(tr("No variant game yet: Game ▸ New Variant Game…"));
        board_->setContent({});
        emit gameChanged();
        return;
    }
    const ShapeGame& g = *game_;
    setWindowTitle(tr("%1 · %2 — Nonet").arg(VariantNames::title(g.variant()), levelTitle(g.level())));
    ui::ShapeBoardContent content;
    content.shape = g.puzzle().givens.shapePtr();
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        content.values.push_back(g.value(cell));
        content.givens.push_back(g.isGiven(cell));
        content.notes.push_back(g.notes(cell));
    }
    content.conflicts = mistakes_.shownConflicts(g);
    content.wrong = mistakes_.shownWrong(g, checkShown_);
    if (hint_ && hint_->step && hintStage_ >= 1) {
        for (const int cell : hint_->step->cells) content.framed.insert(cell);
        for (const int house : hint_->step->houses)
            if (house >= 0 && house < g.shape().houseCount()) content.framed |= g.shape().houseSet(house);
        if (hintStage_ >= 2) {
            for (const CellDigit& p : hint_->step->placements) content.struck.insert(p.cell);
            for (const CellDigit& e : hint_->step->eliminations) content.struck.insert(e.cell);
        }
    }
    board_->setContent(std::move(content));
    const std::vector<int> left = g.remaining();
    for (std::size_t i = 0; i < left.size() && i < keys_.size(); ++i) keys_[i]->setEnabled(left[i] > 0);
    status_->setText(tr("%1 · %2 · %3/%4 filled · %5")
                         .arg(VariantNames::title(g.variant()), levelTitle(g.level()))
                         .arg(g.filledCount())
                         .arg(g.cellCount())
                         .arg(clock(stopwatch_.elapsed()))
                     + mistakes_.statusText());
    emit gameChanged();
}

QString VariantWindow::autosavePath() const { return QDir(dataDirectory_).filePath(QStringLiteral("variant-autosave.json")); }

void VariantWindow::autosave()
{
    if (!game_ || dataDirectory_.isEmpty()) return;
    QDir().mkpath(dataDirectory_);
    if (const std::optional<QString> problem = writeFileAtomically(autosavePath(), VariantSaveFile::write(*game_, stopwatch_.elapsed(), mistakes_.count(), mistakes_.isLost())))
        statusBar()->showMessage(tr("The variant game could not be kept: %1").arg(*problem), 8000);
}

bool VariantWindow::resumeGame(SavedVariantGame saved)
{
    const qint64 elapsedMs = saved.elapsedMs;
    if (!setGame(std::move(saved.game), elapsedMs, saved.mistakes, saved.lost)) return false;
    stopwatch_.reset(elapsedMs); // stopped at its time, resumed by the first move
    refresh();
    return true;
}

bool VariantWindow::restoreAutosave()
{
    if (!QFile::exists(autosavePath())) return false;
    auto read = VariantSaveFile::readFile(autosavePath());
    if (auto* saved = std::get_if<SavedVariantGame>(&read)) return resumeGame(std::move(*saved));
    statusBar()->showMessage(SaveFile::describe(std::get<SaveError>(read), autosavePath()), 8000);
    return false;
}

void VariantWindow::saveAs()
{
    if (!game_) return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Variant Game"), QString(), fileFilter());
    if (path.isEmpty()) return;
    if (const std::optional<QString> problem = writeFileAtomically(path, VariantSaveFile::write(*game_, stopwatch_.elapsed(), mistakes_.count(), mistakes_.isLost())))
        QMessageBox::warning(this, tr("Save Variant Game"), tr("The game could not be saved: %1").arg(*problem));
    else statusBar()->showMessage(tr("Saved."), 4000);
}

void VariantWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Variant Game"), QString(), fileFilter());
    if (!path.isEmpty()) openFile(path);
}

bool VariantWindow::openFile(const QString& path)
{
    auto read = VariantSaveFile::readFile(path);
    if (auto* saved = std::get_if<SavedVariantGame>(&read)) {
        setGame(std::move(saved->game), saved->elapsedMs, saved->mistakes, saved->lost);
        return true;
    }
    showMessage(SaveFile::describe(std::get<SaveError>(read), QFileInfo(path).fileName()));
    return false;
}

bool VariantWindow::openLink(const QString& link)
{
    const auto parsed = parseVariantLink(link.toStdString());
    if (const auto* error = std::get_if<ParseError>(&parsed)) {
        showMessage(tr("This link does not open: %1").arg(QString::fromStdString(error->message)));
        return false;
    }
    linkJob_.start([link = std::get<VariantLink>(parsed)](std::stop_token stop) {
        LinkedGame out;
        const ShapeSolveResult solved = solveShape(link.givens, 2);
        out.solutions = solved.count;
        if (solved.count != 1) return out;
        const GradeResult graded = grade(link.givens, {}, stop);
        ShapeGame game(ShapeGamePuzzle{link.givens, *solved.solution, variantLevel(link.givens.variant(), graded)});
        if (link.entries) {
            ShapeMove entries;
            for (int cell = 0; cell < link.entries->cellCount(); ++cell)
                if (link.entries->at(cell) != 0) entries.cells.push_back({cell, link.entries->at(cell), {}});
            game.apply(entries);
        }
        out.game = std::move(game);
        return out;
    });
    return true;
}

QString VariantWindow::shareLink(bool withProgress) const
{
    if (!game_) return {};
    return QString::fromStdString(formatVariantLink(game_->puzzle().givens, withProgress ? &game_->values() : nullptr));
}

void VariantWindow::copyShareLink()
{
    if (!game_) return;
    QApplication::clipboard()->setText(shareLink(false));
    statusBar()->showMessage(tr("Link copied: %1").arg(shareLink(false)), 8000);
}

void VariantWindow::showExport()
{
    if (!game_) return;
    auto* dialog = new VariantExportDialog(*game_, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    statusBar()->showMessage(tr("The puzzle was copied to the clipboard."), 8000);
    dialog->open();
}

void VariantWindow::closeEvent(QCloseEvent* event)
{
    puzzleJob_.cancel();
    stopwatch_.stop();
    autosave();
    if (keeper_ && hasGameToKeep() && keeper_(current())) {
        // Kept in the Continue list: there alone, so that it is never taken up twice.
        QFile::remove(autosavePath());
        game_.reset();
        mistakes_.reset(0, false);
        undo_.clear();
        redo_.clear();
        resetHint();
        checkShown_ = false;
        showMessage({});
        rebuildKeypad();
        refresh();
        emit gameLetGo();
    }
    event->accept();
}

} // namespace nonet::app
