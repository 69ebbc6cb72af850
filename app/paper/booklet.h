#pragma once
// A booklet of puzzles: pages of 1, 2, 4 or 6 numbered puzzles, then (if asked) answer key
// pages of small solved grids under the same numbers. Title at the head of every page,
// page numbers at the foot.
//
//   per page   1        2        4          6           answers: 20 a page
//            +----+   +----+   +--+--+   +--+--+        +-+-+-+-+
//            |    |   | 1  |   |1 |2 |   |1 |2 |        |1|2|3|4|
//            | 1  |   +----+   +--+--+   +--+--+        +-+-+-+-+
//            |    |   | 2  |   |3 |4 |   |3 |4 |        ...
//            +----+   +----+   +--+--+   +--+--+
//                                        |5 |6 |
//                                        +--+--+
//
// Under every puzzle its 81-character code in small type (as text, so a PDF reader finds
// it and the paper can be typed back in). Painting goes to any paged device: a QPdfWriter,
// or a QPrinter from the print dialog; it may run on a worker thread (Qt paints PDF and
// printer devices off the GUI thread) and stops between pages when asked.

#include "core/grader/level.h"
#include "core/shape/shape_grid.h"

#include <QCoreApplication>
#include <QRectF>
#include <QString>

#include <stop_token>
#include <vector>

class QPagedPaintDevice;
class QPainter;

namespace nonet::app {

struct BookletPuzzle {
    ShapeGrid givens; // of any shape (a classic Grid converts)
    ShapeGrid solution;
    QString level; // the level's name as the reader reads it
};

struct BookletOptions {
    QString title;
    int perPage = 4;      // 1, 2, 4 or 6
    bool answers = false; // answer key pages at the end
};

class Booklet {
    Q_DECLARE_TR_FUNCTIONS(nonet::app::Booklet)
public:
    static constexpr int kMaxPuzzles = 100;
    static constexpr int kAnswersPerPage = 20;
    static bool isPerPageAllowed(int perPage) { return perPage == 1 || perPage == 2 || perPage == 4 || perPage == 6; }

    Booklet(BookletOptions options, std::vector<BookletPuzzle> puzzles);

    // The level of each of a booklet's `count` puzzles: `levels` (any order, duplicates
    // ignored) spread evenly, the easier ones first and one more of each of them when it
    // does not divide. The booklet dialog and nonet-cli booklet share it.
    static std::vector<Level> slotLevels(int count, std::vector<Level> levels);

    const BookletOptions& options() const { return options_; }
    const std::vector<BookletPuzzle>& puzzles() const { return puzzles_; }
    int puzzlePages() const;
    int answerPages() const;
    int pageCount() const { return puzzlePages() + answerPages(); }

    // Every page on the painter's device, device.newPage() between them. False when the
    // stop was requested or the device refused a new page.
    bool paint(QPainter& painter, QPagedPaintDevice& device, std::stop_token stop = {}) const;
    // One page (0-based) into `page`, the painter's device coordinates.
    void paintPage(QPainter& painter, const QRectF& page, int index) const;

    // Where paintPage() puts puzzle `number` (0-based) on its page: the grid's square.
    QRectF gridRect(const QPainter& painter, const QRectF& page, int number) const;

private:
    struct Slots {
        int columns = 1;
        int rows = 1;
    };
    static Slots slotsFor(int perPage);
    QRectF bodyOf(const QPainter& painter, const QRectF& page) const;
    // `cells`: the board's side; `codeLines`: how many lines its notation takes under it.
    static QRectF gridInSlot(const QPainter& painter, const QRectF& slot, int cells, int codeLines);
    void paintFrame(QPainter& painter, const QRectF& page, int index, const QString& heading) const;
    void paintPuzzle(QPainter& painter, const QRectF& slot, int number) const;
    void paintAnswer(QPainter& painter, const QRectF& slot, int number) const;

    BookletOptions options_;
    std::vector<BookletPuzzle> puzzles_;
};

} // namespace nonet::app
