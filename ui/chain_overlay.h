#pragma once
// Draws a hint's chain links over the board: a line from candidate to candidate (solid for a
// strong link, dashed for a weak one) with an arrow at the far end, so a chain can be followed
// with the eye. Grouped nodes (several cells) are aimed at the middle of their candidates.
// The overlay lies over the cells, takes no input, and is invisible to screen readers: the
// hint text says the same in words.

#include "core/logic/step.h"

#include <QWidget>

#include <array>
#include <functional>
#include <vector>

namespace nonet::ui {

class ChainOverlay : public QWidget {
    Q_OBJECT
public:
    // noteRect tells where a cell's note of a value is drawn, in this widget's coordinates
    // (the overlay knows neither the board's layout nor its shape); an empty rectangle for
    // a cell the board does not have.
    using NoteRect = std::function<QRectF(int cell, int value)>;
    ChainOverlay(NoteRect noteRect, QWidget* parent);

    void setLinks(std::vector<ChainLink> links);
    const std::vector<ChainLink>& links() const { return links_; }

    // The two ends of a link's line, in this widget's coordinates (also for tests).
    std::pair<QPointF, QPointF> endsOf(const ChainLink& link) const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QPointF nodeCentre(const std::vector<int>& cells, int digit) const;

    NoteRect noteRect_;
    std::vector<ChainLink> links_;
};

} // namespace nonet::ui
