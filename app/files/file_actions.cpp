#include "app/files/file_actions.h"

#include "app/session/game_session.h"
#include "ui/action_icon.h"

#include <QAction>
#include <QIcon>
#include <QMenu>

namespace nonet::app {

FileActions::FileActions(GameSession* session, QObject* parent) : QObject(parent)
{
    const auto make = [this](const QString& text, const char* name, const QIcon& icon, const QString& tip) {
        auto* action = new QAction(icon, text, this);
        action->setObjectName(QLatin1String(name));
        action->setToolTip(tip);
        action->setStatusTip(tip);
        return action;
    };
    // Two pairs that must not be mistaken for each other: Save / Load keep games inside Nonet
    // under a name; Save to File / Open File write and read a .nonet file anywhere.
    save_ = make(tr("&Save"), "actionSave", ui::actionIcon(ui::ActionGlyph::Save),
                 tr("Keep the game among your saved games under a name (Load brings it back)"));
    save_->setShortcuts(QKeySequence::Save);
    saveAs_ = make(tr("Save to &File…"), "actionSaveAs", QIcon::fromTheme(QStringLiteral("document-save-as")),
                   tr("Write the game to a .nonet file in a folder of your choice, to keep or to send"));
    // The platform's Save As keys, else the common Ctrl+Shift+S (many desktops define none).
    QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    if (saveAsKeys.isEmpty()) saveAsKeys << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    saveAs_->setShortcuts(saveAsKeys);
    open_ = make(tr("&Open File…"), "actionOpen", QIcon::fromTheme(QStringLiteral("document-open")),
                 tr("Open a .nonet file, or a text file with a puzzle, from any folder"));
    open_->setShortcuts(QKeySequence::Open);
    load_ = make(tr("&Load…"), "actionLoad", ui::actionIcon(ui::ActionGlyph::Load), tr("Open or delete one of your saved games"));
    load_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    import_ = make(tr("&Import…"), "actionImport", ui::actionIcon(ui::ActionGlyph::Import), tr("Play a puzzle pasted or typed as text or a link"));
    import_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    export_ = make(tr("&Export…"), "actionExport", ui::actionIcon(ui::ActionGlyph::Export), tr("Copy the puzzle to the clipboard"));
    export_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    share_ = make(tr("S&hare Link…"), "actionShare", ui::actionIcon(ui::ActionGlyph::Share), tr("Copy a nonet:// link to the puzzle"));
    share_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    // The toolbar shows short labels.
    save_->setIconText(tr("Save"));
    load_->setIconText(tr("Load"));
    import_->setIconText(tr("Import"));
    export_->setIconText(tr("Export"));
    share_->setIconText(tr("Share"));

    // Nothing to save, export or share before there is a game (of any shape).
    const auto update = [this, session] {
        for (QAction* a : {save_, saveAs_, export_, share_}) a->setEnabled(session->hasGame());
    };
    connect(session, &GameSession::reset, this, update);
    update();
}

} // namespace nonet::app
