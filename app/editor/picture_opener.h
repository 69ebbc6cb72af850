#pragma once
// A puzzle from a picture, into Enter Puzzle: File > Open Picture…, Paste Puzzle (Ctrl+V)
// with a picture on the clipboard, or a picture file or image dropped on the window.
//
//   file / image --BackgroundJob (its own thread): decode, read, check--> ScannedPicture
//        |  QProgressDialog with Cancel (after 300 ms); Cancel stops the reader
//        v
//   a reading: PuzzleEditor::openFromPicture (the givens, the picture beside the board,
//              the cells to check marked)        none: a sentence saying why
//   a Jigsaw:  its layout and cells offered to copy for File > Import, which plays it
//
// Paste Puzzle takes a picture first (an image, or a copied picture file), else text: a
// puzzle in any notation Import reads opens in the editor too. Inside the editor its own
// Paste (Ctrl+V) asks this for a picture before it reads text.

#include "app/jobs/background_job.h"
#include "app/pictures/picture_scan.h"

#include <QImage>
#include <QObject>
#include <QPointer>
#include <QThreadPool>

class QAction;
class QMenu;
class QProgressDialog;
class QWidget;

namespace nonet::app {

class PuzzleEditor;

struct PictureOutcome {
    QString name;  // the file's name, or empty for a pasted or dropped image
    QImage image;  // as decoded, for showing beside the board
    ScannedPicture scanned;
};

class PictureOpener : public QObject {
    Q_OBJECT
public:
    // Takes drops of pictures on `window`; installed after the window's other drop
    // handling, so it sees them first and leaves everything else to it.
    PictureOpener(PuzzleEditor* editor, QWidget* window);
    ~PictureOpener() override;

    QAction* openAction() const { return open_; }
    QAction* pasteAction() const { return paste_; }

    void openFile(const QString& path);
    void openImage(const QImage& image);
    // A picture on the clipboard (an image, or a copied picture file): read; true. Else false.
    bool pastePicture();
    void cancel();
    bool isBusy() const { return job_.isBusy(); }

signals:
    void message(const QString& text);
    void problem(const QString& text);
    // A picture was read and handed to the editor, or said why not (tests).
    void finished(bool read);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void start(const QString& name, std::function<DecodedPicture()> decode);
    void onDone(const PictureOutcome& outcome);
    void showProgress(int percent);
    void pasteFromClipboard();
    void offerJigsaw(const scan::Reading& reading);

    PuzzleEditor* editor_;
    QWidget* window_;
    QAction* open_ = nullptr;
    QAction* paste_ = nullptr;
    QPointer<QProgressDialog> progress_;
    scan::PictureReader reader_;
    QThreadPool threads_;
    // Declared after what its work uses: destroyed first, it stops and waits for the work.
    BackgroundJob<PictureOutcome> job_;
};

} // namespace nonet::app
