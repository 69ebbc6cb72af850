#include "app/editor/picture_view.h"

#include <QPainter>

namespace nonet::app {

PictureView::PictureView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("editorPicture"));
    setAccessibleName(tr("The picture the puzzle was read from"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMinimumSize(160, 160);
}

void PictureView::setPicture(const QImage& picture, const QPolygonF& grid)
{
    if (picture.isNull()) {
        crop_ = {};
        outline_ = {};
        update();
        return;
    }
    const QRectF around = grid.boundingRect();
    const double margin = 0.06 * std::max(around.width(), around.height());
    const QRect area = around.adjusted(-margin, -margin, margin, margin).toAlignedRect() & picture.rect();
    crop_ = picture.copy(area);
    outline_ = grid.translated(-area.topLeft());
    setAccessibleDescription(tr("A picture of %1 by %2 pixels; the grid read from it is outlined.").arg(picture.width()).arg(picture.height()));
    update();
}

void PictureView::paintEvent(QPaintEvent*)
{
    if (crop_.isNull()) return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.setRenderHint(QPainter::Antialiasing);
    const QSizeF fitted = QSizeF(crop_.size()).scaled(QSizeF(size()), Qt::KeepAspectRatio);
    const QRectF target(QPointF((width() - fitted.width()) / 2, (height() - fitted.height()) / 2), fitted);
    painter.drawImage(target, crop_);
    const double scale = fitted.width() / crop_.width();
    QTransform toTarget;
    toTarget.translate(target.left(), target.top());
    toTarget.scale(scale, scale);
    painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
    painter.drawPolygon(toTarget.map(outline_));
}

} // namespace nonet::app
