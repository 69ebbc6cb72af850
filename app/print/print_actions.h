#pragma once
// Paper and pictures in the File menu, for a game of any shape:
//
//   Print… (Ctrl+P)     the puzzle on a page: QPrintDialog, with a "Puzzle" tab to include
//                       your entries and notes                         (puzzle_sheet.h)
//   Print Preview…      the same page in QPrintPreviewDialog, the same choice on its toolbar
//   Export as PDF…      the same page as a PDF file, made in memory and written atomically
//   Print Booklet…      many puzzles, pages of them, answers; print or PDF (booklet_printing.h)
//   Export Picture…     the board as PNG or SVG, as shown or blank, at a chosen size
//
// Pages for the printer and files are painted and written on a worker thread; only the
// preview, which Qt draws on the GUI thread, paints there (one page). What is printed is a
// copy of the game taken when asked (Game), so printing never reaches into a live game.

#include "app/paper/puzzle_sheet.h"
#include "app/print/booklet_printing.h"
#include "app/print/picture_dialog.h"
#include "core/game/game_state.h"

#include <QObject>
#include <QThreadPool>

#include <functional>
#include <optional>

class QAction;
class QMenu;
class QPageSize;
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
    // The game being played, copied, when a page or picture is asked for; nothing when there is none.
    using Game = std::function<std::optional<GameState>()>;

    // `source` (may be null) lends the booklet its ready puzzles. The actions that need a
    // game follow updateEnabled().
    PrintActions(QWidget* window, Game game, PuzzleSource* source);
    // The session's game, the actions following its resets.
    PrintActions(QWidget* window, GameSession* session, PuzzleSource* source);
    ~PrintActions() override;

    QAction* printAction = nullptr;
    QAction* previewAction = nullptr;
    QAction* pdfAction = nullptr;
    QAction* bookletAction = nullptr;
    QAction* pictureAction = nullptr;

    // The actions in the order of the File menu.
    QList<QAction*> menuActions() const { return {printAction, previewAction, pdfAction, bookletAction, pictureAction}; }
    // Print, the preview, the PDF and the picture need a game; a booklet does not.
    void updateEnabled();

    // Print and the preview include the entries and notes (remembered in the settings).
    bool includeProgress() const;
    void setIncludeProgress(bool on);

    QPrintDialog* showPrint();
    QPrintPreviewDialog* showPreview();
    PictureDialog* showPicture();
    BookletDialog* showBooklet();
    // Asks where, then writePdf().
    void exportPdf();

    // The page Print sends, painted on `printer` (on any thread).
    void printOn(const std::shared_ptr<QPrinter>& printer);
    // Writes the page as a PDF on a worker; message() or problem() tells how it went.
    void writePdf(const QString& path);
    // The page as a PDF document (on any thread).
    static QByteArray pdf(const SheetContent& content, const QPageSize& pageSize);
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
    QWidget* window_;
    Game game_;
    BookletPrinting booklets_;
    QThreadPool worker_;
};

} // namespace nonet::app
