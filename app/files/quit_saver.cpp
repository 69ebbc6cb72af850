#include "app/files/quit_saver.h"

#include "app/files/autosave.h"
#include "app/session/game_session.h"

#include <QGuiApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSessionManager>

#include <utility>

namespace nonet::app {

QuitSaver::QuitSaver(QWidget* window, GameSession* session, Autosave* autosave, std::function<bool()> saveElsewhere, QObject* parent)
    : QObject(parent), window_(window), session_(session), autosave_(autosave), saveElsewhere_(std::move(saveElsewhere))
{
    if (qGuiApp != nullptr) connect(qGuiApp, &QGuiApplication::commitDataRequest, this, &QuitSaver::onCommitData, Qt::DirectConnection);
    // The last chance, when Nonet quits without closing its window first: no question can
    // be asked any more, the write is all there is.
    connect(QCoreApplication::instance(), &QCoreApplication::aboutToQuit, this, [this] { autosave_->flush(); });
}

bool QuitSaver::saveForQuit(bool mayAsk)
{
    while (!autosave_->flush()) {
        // Nothing a player would miss: no game, a finished one, or one without a move.
        if (!session_ || !session_->hasUnfinishedGame() || !mayAsk) return true;
        switch (ask(autosave_->unsavedReason())) {
        case Answer::Retry: continue;
        case Answer::SaveElsewhere:
            if (saveElsewhere_ && saveElsewhere_()) return true;
            continue;
        case Answer::QuitAnyway: return true;
        case Answer::Cancel: return false;
        }
    }
    return true;
}

QuitSaver::Answer QuitSaver::ask(const QString& reason)
{
    QMessageBox box(QMessageBox::Warning, tr("Quit Nonet"),
                    tr("Your game could not be saved, so it would be lost if Nonet quits now."), QMessageBox::NoButton, window_);
    box.setObjectName(QStringLiteral("quitQuestion"));
    box.setAccessibleName(tr("Your game is not saved"));
    box.setInformativeText(reason + QLatin1Char(' ')
                           + tr("Retry once the disk has room or the folder may be written, save the game to a file elsewhere, or quit without it."));
    QPushButton* retry = box.addButton(tr("&Retry"), QMessageBox::AcceptRole);
    retry->setObjectName(QStringLiteral("quitRetry"));
    QPushButton* elsewhere = box.addButton(tr("&Save Elsewhere…"), QMessageBox::ActionRole);
    elsewhere->setObjectName(QStringLiteral("quitSaveElsewhere"));
    QPushButton* anyway = box.addButton(tr("&Quit Anyway"), QMessageBox::DestructiveRole);
    anyway->setObjectName(QStringLiteral("quitAnyway"));
    QPushButton* cancel = box.addButton(QMessageBox::Cancel);
    cancel->setObjectName(QStringLiteral("quitCancel"));
    box.setDefaultButton(retry);
    box.setEscapeButton(cancel);
    box.exec();
    const QAbstractButton* clicked = box.clickedButton();
    if (clicked == retry) return Answer::Retry;
    if (clicked == elsewhere) return Answer::SaveElsewhere;
    if (clicked == anyway) return Answer::QuitAnyway;
    return Answer::Cancel;
}

void QuitSaver::onCommitData(QSessionManager& manager)
{
    // The desktop session ends: a question only when the session manager lets Nonet ask;
    // Cancel then asks it to stop the logout.
    const bool mayAsk = manager.allowsInteraction();
    const bool quit = saveForQuit(mayAsk);
    if (mayAsk) manager.release();
    if (!quit) manager.cancel();
}

} // namespace nonet::app
