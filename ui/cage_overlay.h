#pragma once
// Killer cages over the board: each cage's outline dashed and inset in its cells, its sum
// in the top-left corner of its first cell, as core/shape/cage_outline.h lays them out (the
// same geometry paper uses). The cells keep their notes clear of that corner
// (CellWidget::setCaged). The overlay takes no input and is invisible to screen readers:
// each cell's name says its cage.

#include "ui/cage_view.h"

#include <QWidget>

#include <functional>
#include <vector>

namespace nonet::ui {

class CageOverlay : public QWidget {
    Q_OBJECT
public:
    // cellRect tells where a cell is drawn, in this widget's coordinates (an empty
    // rectangle for a cell the board does not have).
    using CellRect = std::function<QRectF(int cell)>;
    CageOverlay(CellRect cellRect, QWidget* parent);

    // `side`: the board's side, to find a cell's neighbours.
    void setCages(std::vector<CageView> cages, int side);
    const std::vector<CageView>& cages() const { return cages_; }
    // Cages a hint points at (indexes into cages()): outlined solid in the highlight colour
    // over their dashed line. Cleared by setCages.
    void setEmphasised(std::vector<int> cages);
    const std::vector<int>& emphasised() const { return emphasised_; }

    // What is drawn, in this widget's coordinates (also for tests): the cage's outline as
    // line segments, and where its sum is written.
    std::vector<QLineF> outlineOf(int cage) const;
    QRectF sumRect(int cage) const;

    // How far the outline sits inside a cell of this side, and the corner a sum takes.
    static double insetFor(double cellSide);
    static QSizeF sumSizeFor(double cellSide);
    // Where a caged cell's notes go: inside the outline and below the band of the sums.
    static QRectF notesAreaOf(const QRectF& cell);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    bool inCage(int cage, int row, int column) const;

    CellRect cellRect_;
    std::vector<CageView> cages_;
    std::vector<int> cageOfCell_; // -1 outside every cage
    std::vector<int> emphasised_;
    int side_ = 0;
};

} // namespace nonet::ui
