#pragma once
// Paper from the variant window, as File ▸ Print does for the classic game:
//
//   Print… (Ctrl+P)     the puzzle on a page (app/paper/shape_sheet.h) through the system's
//                       print dialog, with a "Puzzle" tab to include your entries and notes
//   Print Preview…      the same page, the same choice on its toolbar
//   Export as PDF…      the same page as a PDF file, made in memory and written atomically
//
// The choice of entries is remembered (variants/printEntries). Pages for the printer and
// the PDF are painted on a worker thread; only the preview, which Qt draws on the GUI
// thread, paints there (one page).

#include "app/paper/shape_sheet.h"
#include "core/game/shape_game.h"

#include <QObject>
#include <QThreadPool>

#include <functional>
#include <memory>

class QAction;
class QPageSize;
class QPrintDialog;
class QPrintPreviewDialog;
class QPrinter;
class QWidget;

namespace nonet::app {

class VariantPrinting : public QObject {
    Q_OBJECT
public:
    // `game` tells what is being played when a page is asked for (null: nothing).
    using GameSource = std::function<const ShapeGame*()>;
    VariantPrinting(QWidget* window, GameSource game);
    ~VariantPrinting() override;

    QAction* printAction = nullptr;
    QAction* previewAction = nullptr;
    QAction* pdfAction = nullptr;

    // The actions need a game.
    void setEnabled(bool enabled);
    bool includeEntries() const;
    void setIncludeEntries(bool on);

    // The page of the game: heading with variant and level, the board, the notation.
    static ShapeSheetContent sheetOf(const ShapeGame& game, bool withEntries);
    // The page as a PDF document.
    static QByteArray pdf(const ShapeSheetContent& content, const QPageSize& pageSize);

    QPrintDialog* showPrint();
    QPrintPreviewDialog* showPreview();
    // Asks where, then writePdf().
    void exportPdf();
    // On a worker: message() or problem() tells how it went, then finished().
    void printOn(const std::shared_ptr<QPrinter>& printer);
    void writePdf(const QString& path);

signals:
    void message(const QString& text);
    void problem(const QString& text);
    // A print or PDF job is done (tests).
    void finished(bool success);

private:
    QWidget* window_;
    GameSource game_;
    QThreadPool worker_;
};

} // namespace nonet::app
