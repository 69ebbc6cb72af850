#pragma once

#include <QScrollArea>

namespace nonet::ui {

// Shows one widget (the board, or any other shape drawn in its place) at a zoom of its
// fitted size, independently of the window:
//
//   zoom 1    the largest size of the widget's shape (its sizeHint's aspect) that fits
//             the area, as without zoom; it follows the window
//   zoom > 1  larger, with scroll bars where it outgrows the area
//   zoom < 1  smaller, centred; never below the widget's minimumSizeHint
//
// Ctrl+wheel over the area zooms too. The area takes no focus: keys stay with the widget.
class ZoomArea : public QScrollArea {
    Q_OBJECT
public:
    static constexpr double kMinZoom = 0.5;
    static constexpr double kMaxZoom = 3.0;

    explicit ZoomArea(QWidget* content, QWidget* parent = nullptr);

    double zoom() const { return zoom_; }
    // Clamped to [kMinZoom, kMaxZoom]; emits zoomChanged when it changes.
    void setZoom(double zoom);
    // One step along a fixed ladder (50% ... 300%), from the nearest rung.
    void zoomIn();
    void zoomOut();
    void resetZoom() { setZoom(1.0); }
    bool canZoomIn() const { return zoom_ < kMaxZoom - 1e-9; }
    bool canZoomOut() const { return zoom_ > kMinZoom + 1e-9; }

    // The content's size at zoom 1 for the area's current size.
    QSize fittedSize() const;

    // At zoom 1 and below, ask no more width than the content fitted to the area's height
    // (off by default): in a row whose spare width goes to stretches on both sides, what
    // stands beside the area (the keypad beside the board) stays beside the content instead
    // of across a margin of the area's own.
    void setWidthFollowsContent(bool on);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void zoomChanged(double zoom);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    void relayout();
    void capWidth();

    double zoom_ = 1.0;
    bool layingOut_ = false;
    bool widthFollowsContent_ = false;
};

} // namespace nonet::ui
