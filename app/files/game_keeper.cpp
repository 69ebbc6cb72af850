#include "app/files/game_keeper.h"

#include "app/session/game_session.h"
#include "app/session/game_title.h"
#include "ui/accessibility/spoken_text.h"
#include "ui/timer_label.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>

#include <chrono>
#include <utility>

namespace nonet::app {
namespace {

constexpr const char* kPathProperty = "nonetKeptGame";

GameTitle::Kind kindOf(const GameOrigin& origin) { return {origin.daily, origin.practice}; }

QString originTitle(const GamePuzzle& puzzle, const GameOrigin& origin) { return GameTitle::of(puzzle, kindOf(origin)); }

} // namespace

GameKeeper::GameKeeper(GameSession* session, QString directory, QObject* parent)
    : QObject(parent), session_(session), store_(std::move(directory))
{
    session_->setKeeper([this](const GameRecord& record) { return keep(record); });
    // keep() runs just before the session starts the other game; the note belongs to that one.
    connect(session_, &GameSession::reset, this, [this] { keptNote_ = std::exchange(pendingNote_, QString()); });
}

GameKeeper::~GameKeeper()
{
    // Either may go first when both belong to one window.
    if (session_) session_->setKeeper({});
}

bool GameKeeper::keep(const GameRecord& record)
{
    if (passOver_ && passOver_()) {
        pendingNote_.clear();
        return true;
    }
    const GameOrigin origin = originOf(record.puzzle.givens);
    const SavedGame game{record, currentName_ ? currentName_() : QString(), QDateTime::currentDateTimeUtc(), origin};
    const auto kept = store_.keep(game);
    if (const auto* error = std::get_if<QString>(&kept)) {
        emit problem(tr("Your game in progress could not be kept, so the other game was not started: %1 "
                        "Save it to a file elsewhere, or free some space, and try again.")
                         .arg(*error));
        return false;
    }
    pendingNote_ = tr("Your game in progress (%1, %2 % filled) was kept: Game ▸ Continue brings it back.")
                       .arg(originTitle(record.puzzle, origin))
                       .arg(GameStore::progressPercent(record));
    return true;
}

GameOrigin GameKeeper::originOf(const ShapeGrid& givens) const
{
    if (currentOrigin_)
        if (const GameOrigin origin = currentOrigin_(); origin != GameOrigin{}) return origin;
    return broughtBackGivens_ == givens ? broughtBackOrigin_ : GameOrigin{};
}

void GameKeeper::noteBroughtBack(const ShapeGrid& givens, const GameOrigin& origin)
{
    broughtBackGivens_ = givens;
    broughtBackOrigin_ = origin;
}

bool GameKeeper::adopt(const QString& path, LeftIn leftIn)
{
    if (!QFileInfo::exists(path)) return false;
    auto read = GameStore::readOrSetAside(path);
    if (const auto* error = std::get_if<QString>(&read)) {
        emit problem(*error);
        return false;
    }
    const SavedGame& game = std::get<SavedGame>(read);
    const GameRecord& record = game.record;
    const bool worthKeeping = !record.moves.empty() && !record.lost && playedPosition(record).completion() != Completion::Solved;
    if (worthKeeping) {
        // A variant window's game is left now, as far as the list goes: one from long ago
        // would otherwise be the oldest, and the first to go when the list is full. Another
        // window's was left when it was last written.
        const QDateTime left = leftIn == LeftIn::AnotherWindow && game.saved.isValid() ? game.saved : QDateTime::currentDateTimeUtc();
        const auto kept = store_.keep(SavedGame{record, QString(), left, game.origin}); // an autosave has no name of its own
        if (const auto* error = std::get_if<QString>(&kept)) {
            emit problem(*error); // the file stays, for the next time
            return false;
        }
        const QString title = originTitle(record.puzzle, game.origin);
        const int percent = GameStore::progressPercent(record);
        emit message(leftIn == LeftIn::EarlierVariantWindow
                         ? tr("The game you left in the variant window of an earlier Nonet (%1, %2 % filled) is in Game ▸ Continue.")
                               .arg(title)
                               .arg(percent)
                         : tr("The game you left in another Nonet window (%1, %2 % filled) is in Game ▸ Continue.").arg(title).arg(percent));
    }
    // Were it to stay, the next start would take it again (and the list show it once).
    if (QFile file(path); !file.remove())
        emit problem(tr("“%1” could not be removed (%2).").arg(QDir::toNativeSeparators(path), file.errorString()));
    return worthKeeping;
}

bool GameKeeper::resume(const QString& path)
{
    auto opened = store_.open(path);
    if (const auto* error = std::get_if<QString>(&opened)) {
        emit problem(*error);
        return false;
    }
    const SavedGame game = std::get<SavedGame>(std::move(opened));
    const GamePuzzle& puzzle = game.record.puzzle;
    // The game left for this one is kept first (by the session); when that fails, nothing
    // changes and this one stays in the list.
    if (!session_ || !session_->restore(game.record)) return false;
    noteBroughtBack(puzzle.givens, game.origin);
    if (const auto error = store_.remove(path)) emit problem(*error);
    emit resumed(game.name);
    const QString said = tr("Continuing your game (%1, %2 % filled).")
                             .arg(originTitle(puzzle, game.origin))
                             .arg(GameStore::progressPercent(game.record));
    emit message(keptNote_.isEmpty() ? said : said + QLatin1Char(' ') + keptNote_);
    return true;
}

std::optional<QString> GameKeeper::findKept(const ShapeGrid& givens) const
{
    for (const GameStore::Entry& entry : store_.list().games)
        if (entry.givens == givens) return entry.path;
    return std::nullopt;
}

QString GameKeeper::titleOf(const GamePuzzle& puzzle) const { return originTitle(puzzle, originOf(puzzle.givens)); }

QString GameKeeper::titleOf(const GameStore::Entry& entry) { return GameTitle::of(entry.variant(), entry.level, kindOf(entry.origin)); }

QString GameKeeper::describe(const GameStore::Entry& entry, const QDateTime& now)
{
    const QLocale locale;
    const QDateTime left = entry.saved.toLocalTime();
    const QDate today = now.toLocalTime().date();
    QString when;
    if (left.date() == today)
        when = tr("today at %1").arg(locale.toString(left.time(), QLocale::ShortFormat));
    else if (left.date() == today.addDays(-1))
        when = tr("yesterday at %1").arg(locale.toString(left.time(), QLocale::ShortFormat));
    else
        when = locale.toString(left, QLocale::ShortFormat);
    const QString text = tr("%1, %2 % filled, %3 played, %4")
                             .arg(titleOf(entry), locale.toString(entry.progressPercent),
                                  ui::TimerLabel::format(std::chrono::milliseconds(entry.elapsedMs)), when);
    return entry.name.isEmpty() ? text : tr("“%1”: %2").arg(entry.name, text);
}

QMenu* GameKeeper::createMenu(QWidget* parent)
{
    auto* menu = new QMenu(tr("&Continue"), parent);
    menu->setObjectName(QStringLiteral("menuContinue"));
    menu->setToolTipsVisible(true);
    menu->menuAction()->setObjectName(QStringLiteral("actionContinue"));
    menu->menuAction()->setStatusTip(tr("Go back to a game you left unfinished for another"));
    connect(menu, &QMenu::aboutToShow, this, [this, menu] { fillMenu(menu); });
    fillMenu(menu);
    return menu;
}

void GameKeeper::fillMenu(QMenu* menu)
{
    if (beforeListing_) beforeListing_();
    menu->clear();
    const GameStore::Listing listing = store_.list();
    const QDateTime now = QDateTime::currentDateTime();
    for (const GameStore::Entry& entry : listing.games) {
        // A menu item is read as it is written: separators and sizes in words ("16 by 16,
        // Easy, …"), not "16 times 16 middle dot Easy".
        QAction* action = menu->addAction(ui::SpokenText::plain(describe(entry, now)));
        action->setProperty(kPathProperty, entry.path);
        action->setStatusTip(tr("Continue this game; the game you are playing is kept here in turn"));
        connect(action, &QAction::triggered, this, [this, path = entry.path] { resume(path); });
    }
    if (listing.games.empty()) {
        QAction* none = menu->addAction(tr("No unfinished games: a game you leave for another appears here"));
        none->setEnabled(false);
    }
    for (const QString& text : listing.problems) emit problem(text);
}

} // namespace nonet::app
