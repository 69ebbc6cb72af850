#include "app/editor/picture_opener.h"

#include "app/editor/puzzle_editor.h"
#include "ui/work_progress.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QImageReader>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressDialog>
#include <QPushButton>
#include <QStandardPaths>
#include <QWidget>

#include <algorithm>

namespace nonet::app {
namespace {

// A local file whose content (not its name) is a picture Qt can read.
QString pictureFileIn(const QMimeData* data)
{
    if (data == nullptr || !data->hasUrls() || data->urls().isEmpty() || !data->urls().front().isLocalFile()) return {};
    const QString path = data->urls().front().toLocalFile();
    return QFileInfo(path).isFile() && !QImageReader::imageFormat(path).isEmpty() ? path : QString();
}

QPolygonF outlineOf(const scan::Reading& reading)
{
    QPolygonF outline;
    for (const scan::Point& corner : reading.corners) outline << QPointF(corner.x, corner.y);
    return outline;
}

} // namespace

PictureOpener::PictureOpener(PuzzleEditor* editor, QWidget* window)
    : QObject(window), editor_(editor), window_(window), job_([this](const PictureOutcome& outcome) { onDone(outcome); }, &threads_)
{
    threads_.setMaxThreadCount(1);
    open_ = new QAction(tr("Open &Picture…"), this);
    open_->setObjectName(QStringLiteral("actionOpenPicture"));
    open_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    open_->setToolTip(tr("Read a puzzle from a screenshot or a photo (PNG, JPEG, WebP, BMP) and check it in Enter Puzzle"));
    open_->setStatusTip(open_->toolTip());
    connect(open_, &QAction::triggered, this, [this] {
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        auto* dialog = new QFileDialog(window_, tr("Open a Picture of a Puzzle"), folder,
                                       tr("Pictures (*.png *.jpg *.jpeg *.webp *.bmp);;All files (*)"));
        dialog->setObjectName(QStringLiteral("openPictureDialog"));
        dialog->setFileMode(QFileDialog::ExistingFile);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QFileDialog::fileSelected, this, &PictureOpener::openFile);
        dialog->open();
    });
    paste_ = new QAction(tr("&Paste Puzzle"), this);
    paste_->setObjectName(QStringLiteral("actionPastePuzzle"));
    paste_->setShortcuts(QKeySequence::keyBindings(QKeySequence::Paste));
    paste_->setToolTip(tr("Enter the puzzle on the clipboard: a picture of one, or its text"));
    paste_->setStatusTip(paste_->toolTip());
    connect(paste_, &QAction::triggered, this, &PictureOpener::pasteFromClipboard);
    editor_->setPicturePaste([this] { return pastePicture(); });
    window_->installEventFilter(this);
}

PictureOpener::~PictureOpener()
{
    if (progress_) progress_->close();
}

void PictureOpener::openFile(const QString& path)
{
    start(QFileInfo(path).fileName(), [path] { return PictureDecoder::readFile(path); });
}

void PictureOpener::openImage(const QImage& image)
{
    start({}, [image] { return PictureDecoder::fromImage(image); });
}

bool PictureOpener::pastePicture()
{
    const QMimeData* data = QApplication::clipboard()->mimeData();
    if (data == nullptr) return false;
    if (data->hasImage()) {
        const QImage image = qvariant_cast<QImage>(data->imageData());
        if (!image.isNull()) {
            openImage(image);
            return true;
        }
    }
    if (const QString path = pictureFileIn(data); !path.isEmpty()) {
        openFile(path);
        return true;
    }
    return false;
}

void PictureOpener::pasteFromClipboard()
{
    if (pastePicture()) return;
    if (editor_->openWithText(QApplication::clipboard()->text())) return;
    emit message(tr("The clipboard holds no picture of a puzzle and no puzzle as text."));
}

void PictureOpener::start(const QString& name, std::function<DecodedPicture()> decode)
{
    cancel();
    progress_ = ui::openWorkProgress(window_,
                                     {tr("Reading the puzzle in the picture…"), tr("Open Picture"), tr("Cancel"),
                                      tr("Reading the picture"), QStringLiteral("pictureProgress")},
                                     100);
    connect(progress_, &QProgressDialog::canceled, this, [this] {
        if (!job_.isPending()) return;
        cancel();
        emit message(tr("Reading the picture was cancelled."));
        emit finished(false);
    });
    const QPointer<PictureOpener> self(this);
    job_.start([name, decode = std::move(decode), reader = &reader_, self](std::stop_token stop) {
        PictureOutcome outcome;
        outcome.name = name;
        const DecodedPicture decoded = decode();
        outcome.image = decoded.image;
        outcome.scanned = PictureScan::scan(decoded, *reader, stop, [self](int percent) {
            // Reported on the worker; shown on the GUI thread (dropped once the opener is gone).
            QMetaObject::invokeMethod(self.data(), [self, percent] {
                if (self) self->showProgress(percent);
            }, Qt::QueuedConnection);
        });
        return outcome;
    });
}

void PictureOpener::showProgress(int percent)
{
    if (progress_ && job_.isPending()) progress_->setValue(percent);
}

void PictureOpener::cancel()
{
    job_.cancel();
    if (progress_) progress_->close();
}

void PictureOpener::onDone(const PictureOutcome& outcome)
{
    if (progress_) progress_->close();
    const ScannedPicture& scanned = outcome.scanned;
    if (scanned.cancelled) return;
    if (!scanned.reading) {
        emit problem(outcome.name.isEmpty() ? tr("Nonet found no puzzle it can read in the picture: %1.").arg(scanned.problem)
                                            : tr("Nonet found no puzzle it can read in “%1”: %2.").arg(outcome.name, scanned.problem));
        emit finished(false);
        return;
    }
    if (!scanned.reading->regions.empty()) {
        offerJigsaw(*scanned.reading);
        emit finished(true);
        return;
    }
    Grid givens;
    for (int cell = 0; cell < kCellCount; ++cell) givens.setAt(cell, scanned.reading->cells[static_cast<std::size_t>(cell)].value);
    CellSet toCheck;
    for (const int cell : scanned.cellsToCheck) toCheck.insert(cell);
    // The read givens, least sure first: where a verdict that finds them wrong points first.
    std::vector<int> leastSureFirst;
    for (int cell = 0; cell < kCellCount; ++cell)
        if (givens.at(cell) != 0) leastSureFirst.push_back(cell);
    std::stable_sort(leastSureFirst.begin(), leastSureFirst.end(), [&](int a, int b) {
        return scanned.reading->cells[static_cast<std::size_t>(a)].confidence < scanned.reading->cells[static_cast<std::size_t>(b)].confidence;
    });
    editor_->openFromPicture(givens, outcome.image, outlineOf(*scanned.reading), toCheck, std::move(leastSureFirst));
    emit finished(true);
}

// Enter Puzzle takes classic grids; a Jigsaw goes through Import, which reads its layout
// and plays it in the variant window (and opens with what is on the clipboard).
void PictureOpener::offerJigsaw(const scan::Reading& reading)
{
    const QString text = QString::fromStdString(reading.layout() + ' ' + reading.line());
    auto* box = new QMessageBox(QMessageBox::Information, tr("Open Picture"),
                                tr("The picture holds a Jigsaw puzzle, which Enter Puzzle does not take. Copy it, then play it "
                                   "with File ▸ Import (Ctrl+I), which opens with the copied puzzle."),
                                QMessageBox::Close, window_);
    box->setObjectName(QStringLiteral("jigsawReadMessage"));
    box->setAccessibleName(tr("A Jigsaw puzzle was read"));
    box->setInformativeText(text);
    QPushButton* copy = box->addButton(tr("&Copy Puzzle"), QMessageBox::AcceptRole);
    copy->setObjectName(QStringLiteral("copyJigsaw"));
    box->setDefaultButton(copy);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(copy, &QPushButton::clicked, this, [this, text] {
        QApplication::clipboard()->setText(text);
        emit message(tr("The Jigsaw puzzle is on the clipboard: File ▸ Import (Ctrl+I) plays it."));
    });
    box->open();
}

bool PictureOpener::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != window_) return false;
    if (event->type() == QEvent::DragEnter) {
        auto* drag = static_cast<QDragEnterEvent*>(event);
        if (!drag->mimeData()->hasImage() && pictureFileIn(drag->mimeData()).isEmpty()) return false;
        drag->acceptProposedAction();
        return true;
    }
    if (event->type() == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        const QMimeData* data = drop->mimeData();
        if (const QString path = pictureFileIn(data); !path.isEmpty()) openFile(path);
        else if (data->hasImage()) openImage(qvariant_cast<QImage>(data->imageData()));
        else return false;
        drop->acceptProposedAction();
        return true;
    }
    return false;
}

} // namespace nonet::app
