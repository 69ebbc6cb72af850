#pragma once
// Paper and pictures in the File menu:
//
//   Print… (Ctrl+P)     the puzzle on a page: QPrintDialog, with a "Puzzle" tab to include
//                       your entries and notes                         (puzzle_sheet.h)
//   Print Preview…      the same page in QPrintPreviewDialog, the same choice on its toolbar
//   Print Booklet…      many puzzles, pages of them, answers; print or PDF (booklet_printing.h)
//   Export Picture…     the board as PNG or SVG, as shown or blank, at a chosen size
//
// Pages for the printer and files are painted and written on a worker thread; only the
// preview, which Qt draws on the GUI thread, paints there (one page).

#include "app/print/booklet_printing.h"
#include "app/print/picture_dialog.h"

#include <QObject>
#include <QThreadPool>

class QAction;
class QMenu;
class QPrinter;
class QPrintPreviewDialog;
class QPrintDialog;
class QWidget;

namespace nonet::app {

class GameSession;
class PuzzleSource;

class PrintActions : public QObject {
    Q_OBJECT
public:
    // `source` (may be null) lends the booklet its ready puzzles.
    PrintActions(QWidget* window, GameSession* session, PuzzleSource* source);
    ~PrintActions() override;

    QAction* printAction = nullptr;
    QAction* previewAction = nullptr;
    QAction* bookletAction = nullptr;
    QAction* pictureAction = nullptr;

    // The four actions in `menu` before `before` (at the end when null), after a separator.
    void addToMenu(QMenu* menu, QAction* before = nullptr);

    // Print and the preview include the entries and notes (remembered in the settings).
    bool includeProgress() const;
    void setIncludeProgress(bool on);

    QPrintDialog* showPrint();
    QPrintPreviewDialog* showPreview();
    PictureDialog* showPicture();
    BookletDialog* showBooklet();

    // The page Print sends, painted on `printer` (on any thread).
    void printOn(const std::shared_ptr<QPrinter>& printer);
    // Writes the picture on a worker; message() or problem() tells how it went.
    void savePicture(const QString& path, const PictureChoice& choice);
    // The name a picture is saved under: `path`, with the format's suffix when it has
    // neither .png nor .svg.
    static QString pictureFileName(const QString& path, PictureFormat format);

    BookletPrinting* booklets() { return &booklets_; }

signals:
    void message(const QString& text);
    void problem(const QString& text);
    // A print or picture job is done (tests).
    void finished(bool success);

private:
    void updateEnabled();

    QWidget* window_;
    GameSession* session_;
    BookletPrinting booklets_;
    QThreadPool worker_;
};

} // namespace nonet::app
