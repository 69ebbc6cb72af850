#pragma once
// The picture a puzzle was read from, beside the editor's board for comparison: the part
// of the picture around the grid, scaled to fit, with the grid the reader found outlined.

#include <QImage>
#include <QPolygonF>
#include <QWidget>

namespace nonet::app {

class PictureView : public QWidget {
    Q_OBJECT
public:
    explicit PictureView(QWidget* parent = nullptr);

    // grid: the grid's corners in the picture's pixels (top-left, top-right, bottom-right,
    // bottom-left). A null picture empties the view.
    void setPicture(const QImage& picture, const QPolygonF& grid);
    const QImage& shown() const { return crop_; }
    QSize sizeHint() const override { return {320, 320}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QImage crop_;      // the grid and a margin around it
    QPolygonF outline_; // the grid in crop_'s pixels
};

} // namespace nonet::app
