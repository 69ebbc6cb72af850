#include "app/files/drop_opener.h"

#include "app/files/game_opener.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QWidget>

namespace nonet::app {
namespace {

bool holdsLocalFile(const QMimeData* data) { return data->hasUrls() && !data->urls().isEmpty() && data->urls().front().isLocalFile(); }

} // namespace

DropOpener::DropOpener(QWidget* target, GameOpener* opener) : QObject(target), target_(target), opener_(opener)
{
    target_->setAcceptDrops(true);
    target_->installEventFilter(this);
}

bool DropOpener::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != target_) return false;
    if (event->type() == QEvent::DragEnter) {
        auto* drag = static_cast<QDragEnterEvent*>(event);
        if (!drag->mimeData()->hasText() && !holdsLocalFile(drag->mimeData())) return false;
        drag->acceptProposedAction();
        return true;
    }
    if (event->type() == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        const QMimeData* data = drop->mimeData();
        if (holdsLocalFile(data))
            opener_->openItem(Incoming::fromFile(data->urls().front().toLocalFile()));
        else if (data->hasText())
            opener_->importText(data->text());
        else
            return false;
        drop->acceptProposedAction();
        return true;
    }
    return false;
}

} // namespace nonet::app
