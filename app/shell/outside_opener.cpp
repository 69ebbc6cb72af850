#include "app/shell/outside_opener.h"

#include "app/editor/picture_opener.h"
#include "app/editor/puzzle_editor.h"
#include "app/files/game_files.h"
#include "app/files/puzzle_import.h"
#include "app/instance/instance_message.h"
#include "app/shell/main_window.h"

#include <QApplication>
#include <QEvent>
#include <QFileInfo>
#include <QImageReader>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>
#include <QUrl>

namespace nonet::app {
namespace {

// The local file an item names, if it names one whose content is a picture Qt reads.
QString pictureFile(const QString& item)
{
    const QString trimmed = item.trimmed();
    if (trimmed.isEmpty() || trimmed.size() >= 4096) return {};
    const QString path = trimmed.startsWith(QLatin1String("file:"), Qt::CaseInsensitive) ? QUrl(trimmed).toLocalFile() : trimmed;
    if (path.isEmpty() || !QFileInfo(path).isFile()) return {};
    return QImageReader::imageFormat(path).isEmpty() ? QString() : path;
}

} // namespace

OutsideOpener::OutsideOpener(MainWindow* window, GameFiles* files, PuzzleEditor* editor, PictureOpener* pictures)
    : QObject(window), window_(window), files_(files), editor_(editor), pictures_(pictures)
{
    window_->installEventFilter(this);
}

void OutsideOpener::receive(const InstanceMessage& message)
{
    if (!message.activation.isEmpty()) qputenv("XDG_ACTIVATION_TOKEN", message.activation.toUtf8());
    if (window_->isMinimized()) window_->showNormal();
    window_->raise();
    window_->activateWindow();
    if (!message.open.isEmpty()) {
        open(message.open.constFirst());
    } else if (!message.tooLong.isEmpty()) {
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Nonet"), PuzzleImport::tooLongMessage(message.tooLong.constFirst()),
                                    QMessageBox::Ok, window_);
        box->setAccessibleName(tr("Problem"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
}

void OutsideOpener::open(const QString& item)
{
    if (QApplication::activeModalWidget() == nullptr) {
        openNow(item);
        return;
    }
    // Later, when the dialog is done with the game it was opened for.
    item_ = item;
    waiting_ = true;
    window_->statusBar()->showMessage(tr("A puzzle arrived from outside: it opens when the dialog is closed."));
}

void OutsideOpener::openNow(const QString& item)
{
    editor_->leaveFor([this, item] {
        if (const QString picture = pictureFile(item); !picture.isEmpty()) pictures_->openFile(picture);
        else files_->openArgument(item);
    });
}

void OutsideOpener::openWaiting()
{
    if (!waiting_ || QApplication::activeModalWidget() != nullptr) return;
    waiting_ = false;
    window_->statusBar()->clearMessage();
    openNow(std::exchange(item_, QString()));
}

bool OutsideOpener::eventFilter(QObject* watched, QEvent* event)
{
    // The window's last modal dialog has closed (it may still be on the way out: look again
    // once the event loop has finished with it).
    if (watched == window_ && event->type() == QEvent::WindowUnblocked && waiting_)
        QTimer::singleShot(0, this, &OutsideOpener::openWaiting);
    return false;
}

} // namespace nonet::app
