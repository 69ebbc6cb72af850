#include "app/editor/puzzle_editor.h"

#include "app/editor/editor_view.h"
#include "app/editor/verdict_text.h"
#include "app/session/game_session.h"
#include "app/session/game_title.h"
#include "ui/accessibility/announcer.h"
#include "ui/board_widget.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMessageBox>
#include <QPushButton>

#include <utility>

namespace nonet::app {
namespace {

constexpr int kSaveDelayMs = 300;

} // namespace

PuzzleEditor::PuzzleEditor(GameSession* session, Options options, QWidget* window)
    : QObject(window), session_(session), options_(std::move(options)), file_(options_.dataDirectory)
{
    view_ = new EditorView(entry_.undoStack(), window);
    view_->hide();
    enter_ = new QAction(tr("&Enter Puzzle…"), this);
    enter_->setObjectName(QStringLiteral("actionEnterPuzzle"));
    enter_->setToolTip(tr("Type in a puzzle from a newspaper or a book, then play it"));
    enter_->setStatusTip(enter_->toolTip());
    connect(enter_, &QAction::triggered, this, [this] { open(); });

    saveTimer_.setSingleShot(true);
    saveTimer_.setInterval(kSaveDelayMs);
    connect(&saveTimer_, &QTimer::timeout, this, &PuzzleEditor::flush);
    connect(&entry_, &PuzzleEntry::changed, this, &PuzzleEditor::onChanged);
    connect(&job_, &VerdictJob::verdictReady, this, &PuzzleEditor::onVerdict);

    connect(view_, &EditorView::digitEntered, &entry_, &PuzzleEntry::setDigits);
    connect(view_, &EditorView::eraseRequested, &entry_, &PuzzleEntry::eraseCells);
    connect(view_, &EditorView::clearRequested, this, [this] {
        if (entry_.clear()) say(tr("grid cleared; Undo brings it back"));
    });
    connect(&entry_, &PuzzleEntry::stepped, this, [this](const QString& text, MoveDirection direction) {
        if (direction == MoveDirection::Undone) say(tr("undo: %1").arg(text));
        else if (direction == MoveDirection::Redone) say(tr("redo: %1").arg(text));
    });
    connect(view_, &EditorView::pasteRequested, this, [this] {
        if (pastePicture_ && pastePicture_()) return;
        paste(QApplication::clipboard()->text());
    });
    connect(view_, &EditorView::startRequested, this, &PuzzleEditor::startPlaying);
    connect(view_, &EditorView::cancelRequested, this, &PuzzleEditor::requestCancel);
    // Quitting with the editor open: the entry is on disk for the next launch.
    connect(qApp, &QCoreApplication::aboutToQuit, this, &PuzzleEditor::flush);
}

PuzzleEditor::~PuzzleEditor() { flush(); }

void PuzzleEditor::open(const Grid& givens)
{
    if (open_) return;
    open_ = true;
    // The game waits, clock stopped, exactly as it is.
    gameWasPaused_ = session_->isPaused();
    if (session_->hasGame() && !session_->isFinished()) session_->setPaused(true);
    enter_->setEnabled(false);
    verdictSaid_.clear();
    entry_.reset(givens);
    view_->board()->setSelectedCell(0);
    emit opened();
    view_->board()->setFocus();
}

bool PuzzleEditor::resumeSaved()
{
    const auto loaded = file_.load();
    if (const auto* problem = std::get_if<QString>(&loaded)) {
        emit this->problem(*problem);
        return false;
    }
    const auto* givens = std::get_if<Grid>(&loaded);
    if (givens == nullptr) return false;
    if (givens->filledCount() == 0) { // nothing was entered: nothing to come back to
        file_.remove();
        return false;
    }
    open(*givens);
    emit message(tr("The puzzle you were entering is back."));
    return true;
}

void PuzzleEditor::onChanged()
{
    const Grid& givens = entry_.givens();
    verdictCurrent_ = false;
    // A cell the player changed is checked.
    for (int cell = 0; cell < kCellCount; ++cell)
        if (givens.at(cell) != shownGivens_.at(cell)) toCheck_.erase(cell);
    if (!readingPicture_)
        std::erase_if(doubtful_, [&](int cell) { return givens.at(cell) != shownGivens_.at(cell); });
    shownGivens_ = givens;
    // Conflicts show at once; the suggestion of the last verdict would be for another grid.
    view_->showGivens(givens, conflictingCells(givens), -1, {}, {}, toCheck_);
    showVerdictText();
    CellSet added;
    for (int cell = 0; cell < kCellCount; ++cell)
        if (givens.at(cell) != 0 && givens.at(cell) != judged_.at(cell)) added.insert(cell);
    if (readingPicture_) typed_ = {}; // read, not typed
    else if (!added.empty()) typed_ = added;
    judged_ = givens;
    job_.judge(givens, typed_, doubtful_);
    if (open_) saveTimer_.start();
}

void PuzzleEditor::onVerdict(const EntryVerdict& verdict)
{
    verdict_ = verdict;
    verdictCurrent_ = true;
    std::vector<int> digits;
    if (verdict.kind == EntryVerdict::Kind::Several)
        for (int digit = 1; digit <= kSide; ++digit)
            if (verdict.digits.contains(digit)) digits.push_back(digit);
    view_->showGivens(entry_.givens(), verdict.conflicts, verdict.kind == EntryVerdict::Kind::Several ? verdict.cell : -1, digits,
                      verdict.culprits, toCheck_);
    showVerdictText();
    emit verdictShown(verdict);
}

void PuzzleEditor::showVerdictText()
{
    QString text = verdictCurrent_ ? VerdictText::describe(verdict_) : VerdictText::checking();
    if (!toCheck_.empty()) text += QLatin1Char('\n') + VerdictText::toCheck(toCheck_);
    view_->showVerdict(text, verdictCurrent_ && verdict_.kind == EntryVerdict::Kind::Unique);
    // Said when it is new, not "Checking" between two of the same: typing the givens of a
    // puzzle with many solutions says so once, not at every digit.
    if (open_ && verdictCurrent_ && text != verdictSaid_) {
        verdictSaid_ = text;
        say(text);
    }
}

void PuzzleEditor::say(const QString& text) { ui::Announcer::of(view_)->announce(text); }

bool PuzzleEditor::openWithText(const QString& text)
{
    if (!options_.parse || text.trimmed().isEmpty()) return false;
    const auto parsed = options_.parse(text);
    const auto* givens = std::get_if<Grid>(&parsed);
    if (givens == nullptr) return false;
    forgetPicture();
    if (open_) entry_.replaceAll(*givens, tr("Paste a puzzle"));
    else open(*givens);
    return true;
}

void PuzzleEditor::openFromPicture(const Grid& givens, const QImage& picture, const QPolygonF& grid, CellSet toCheck, std::vector<int> leastSureFirst)
{
    std::erase_if(leastSureFirst, [&](int cell) { return cell < 0 || cell >= kCellCount || givens.at(cell) == 0; });
    doubtful_ = std::move(leastSureFirst);
    readingPicture_ = true;
    if (open_) entry_.replaceAll(givens, tr("Read a picture"));
    else open(givens);
    readingPicture_ = false;
    fromPicture_ = true;
    toCheck_ = toCheck;
    view_->showPicture(picture, grid);
    view_->showGivens(entry_.givens(), conflictingCells(entry_.givens()), -1, {}, {}, toCheck_);
    showVerdictText();
}

bool PuzzleEditor::paste(const QString& text)
{
    if (!open_) return false;
    const auto parsed = options_.parse ? options_.parse(text) : std::variant<Grid, QString>(tr("Pasting is not available."));
    if (const auto* problem = std::get_if<QString>(&parsed)) {
        emit this->problem(*problem);
        return false;
    }
    forgetPicture();
    entry_.replaceAll(std::get<Grid>(parsed), tr("Paste a puzzle"));
    return true;
}

bool PuzzleEditor::startPlaying()
{
    if (!open_ || !verdictCurrent_ || verdict_.kind != EntryVerdict::Kind::Unique) return false;
    const GamePuzzle puzzle{entry_.givens(), verdict_.solution, verdict_.level};
    // The one way a game starts; false when the game being left could not be kept (the
    // keeper said why): the editor stays open with the entry.
    if (!session_->newGame(puzzle)) return false;
    close();
    emit message(tr("Playing your puzzle: %1.").arg(GameTitle::of(puzzle)));
    return true;
}

void PuzzleEditor::requestCancel()
{
    if (!open_) return;
    if (entry_.givens().filledCount() == 0) {
        cancel();
        return;
    }
    const int givens = entry_.givens().filledCount();
    auto* box = new QMessageBox(QMessageBox::Question, tr("Enter a Puzzle"),
                                fromPicture_ ? tr("Leave the editor? The %n given(s) read from the picture will be lost.", nullptr, givens)
                                             : tr("Leave the editor? The %n given(s) you entered will be lost.", nullptr, givens),
                                QMessageBox::Discard | QMessageBox::Cancel, view_->window());
    box->setObjectName(QStringLiteral("editorCancelQuestion"));
    box->setAccessibleName(tr("Leave the editor"));
    box->button(QMessageBox::Discard)->setText(tr("&Leave"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box] {
        if (box->clickedButton() == box->button(QMessageBox::Discard)) cancel();
    });
    box->open();
}

void PuzzleEditor::leaveFor(std::function<void()> next)
{
    if (!open_) {
        next();
        return;
    }
    if (entry_.givens().filledCount() == 0) {
        cancel();
        next();
        return;
    }
    afterLeaving_ = std::move(next);
    if (leaveQuestion_) return; // already asking: the newest puzzle waits on that answer
    const int givens = entry_.givens().filledCount();
    auto* box = new QMessageBox(QMessageBox::Question, tr("Enter a Puzzle"),
                                fromPicture_ ? tr("A puzzle from outside Nonet (a link, a file or the command line) is waiting to open. "
                                                  "Open it and leave the editor? The %n given(s) read from the picture will be lost.",
                                                  nullptr, givens)
                                             : tr("A puzzle from outside Nonet (a link, a file or the command line) is waiting to open. "
                                                  "Open it and leave the editor? The %n given(s) you entered will be lost.",
                                                  nullptr, givens),
                                QMessageBox::Open | QMessageBox::Cancel, view_->window());
    box->setObjectName(QStringLiteral("editorLeaveQuestion"));
    box->setAccessibleName(tr("Open a puzzle from outside"));
    box->button(QMessageBox::Open)->setText(tr("&Open It"));
    box->button(QMessageBox::Cancel)->setText(tr("&Keep Editing"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    leaveQuestion_ = box;
    connect(box, &QMessageBox::finished, this, [this, box] {
        std::function<void()> next = std::exchange(afterLeaving_, {});
        if (box->clickedButton() != box->button(QMessageBox::Open)) {
            emit message(tr("The puzzle from outside was not opened; your entry is as it was."));
            return;
        }
        cancel();
        if (next) next();
    });
    box->open();
}

void PuzzleEditor::cancel()
{
    if (!open_) return;
    close();
    if (session_->hasGame() && !gameWasPaused_) session_->setPaused(false);
}

void PuzzleEditor::close()
{
    open_ = false;
    saveTimer_.stop();
    job_.cancel();
    file_.remove();
    enter_->setEnabled(true);
    toCheck_ = {};
    forgetPicture();
    view_->showPicture({}, {});
    emit closed();
}

void PuzzleEditor::forgetPicture()
{
    doubtful_.clear();
    fromPicture_ = false;
}

void PuzzleEditor::flush()
{
    if (!open_) return;
    saveTimer_.stop();
    if (const auto error = file_.save(entry_.givens())) {
        if (!reportedSaveFailure_) emit problem(*error); // once, not at every key
        reportedSaveFailure_ = true;
        return;
    }
    reportedSaveFailure_ = false;
}

} // namespace nonet::app
