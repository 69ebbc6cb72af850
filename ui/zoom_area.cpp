#include "ui/zoom_area.h"

#include <QResizeEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <array>
#include <cmath>

namespace nonet::ui {
namespace {

// The rungs Zoom In and Zoom Out step along (as browsers and viewers do).
constexpr std::array<double, 13> kRungs{0.5, 0.67, 0.75, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0};

} // namespace

ZoomArea::ZoomArea(QWidget* content, QWidget* parent) : QScrollArea(parent)
{
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::NoFocus);
    setAlignment(Qt::AlignCenter);
    setWidgetResizable(false);
    // The window shows through: at zoom 1 nothing tells the area from the layout it sits in.
    setBackgroundRole(QPalette::Window);
    viewport()->setBackgroundRole(QPalette::Window);
    setSizePolicy(content->sizePolicy());
    setWidget(content);
    relayout();
}

void ZoomArea::setZoom(double zoom)
{
    // A damaged setting (NaN, infinity) means the fitted size.
    zoom = std::isfinite(zoom) ? std::clamp(zoom, kMinZoom, kMaxZoom) : 1.0;
    if (std::abs(zoom - zoom_) < 1e-9)
        return;
    // The point in the middle of what is visible stays in the middle.
    const auto centreOf = [](const QScrollBar* bar, int page) {
        const int total = bar->maximum() + page;
        return total > 0 ? (bar->value() + page / 2.0) / total : 0.5;
    };
    const double x = centreOf(horizontalScrollBar(), viewport()->width());
    const double y = centreOf(verticalScrollBar(), viewport()->height());
    zoom_ = zoom;
    capWidth();
    relayout();
    const auto restore = [](QScrollBar* bar, int page, double at) {
        bar->setValue(static_cast<int>(std::lround(at * (bar->maximum() + page) - page / 2.0)));
    };
    restore(horizontalScrollBar(), viewport()->width(), x);
    restore(verticalScrollBar(), viewport()->height(), y);
    emit zoomChanged(zoom_);
}

void ZoomArea::zoomIn()
{
    for (double rung : kRungs)
        if (rung > zoom_ + 1e-6) {
            setZoom(rung);
            return;
        }
    setZoom(kMaxZoom);
}

void ZoomArea::zoomOut()
{
    for (auto it = kRungs.rbegin(); it != kRungs.rend(); ++it)
        if (*it < zoom_ - 1e-6) {
            setZoom(*it);
            return;
        }
    setZoom(kMinZoom);
}

QSize ZoomArea::fittedSize() const
{
    const QWidget* content = widget();
    // Measured on the whole area, scroll bars or not, so that showing them for a large
    // zoom does not change what zoom 1 means.
    const QSize room = contentsRect().size();
    const QSize shape = content != nullptr && content->sizeHint().isValid() ? content->sizeHint() : QSize(1, 1);
    if (room.isEmpty() || shape.isEmpty())
        return {0, 0};
    return shape.scaled(room, Qt::KeepAspectRatio);
}

QSize ZoomArea::sizeHint() const
{
    return widget() != nullptr ? widget()->sizeHint() : QScrollArea::sizeHint();
}

QSize ZoomArea::minimumSizeHint() const
{
    // Smaller than the content's minimum only when zoomed in: then the bars scroll.
    const QSize least = widget() != nullptr ? widget()->minimumSizeHint() : QSize();
    if (zoom_ > 1.0 + 1e-9 || !least.isValid())
        return QScrollArea::minimumSizeHint().boundedTo(least.isValid() ? least : QSize(100, 100));
    return least;
}

void ZoomArea::resizeEvent(QResizeEvent* event)
{
    QScrollArea::resizeEvent(event);
    capWidth();
    relayout();
}

void ZoomArea::setWidthFollowsContent(bool on)
{
    widthFollowsContent_ = on;
    capWidth();
}

void ZoomArea::capWidth()
{
    const QWidget* content = widget();
    if (!widthFollowsContent_ || zoom_ > 1.0 + 1e-9 || content == nullptr || !content->sizeHint().isValid()
        || content->sizeHint().height() <= 0) {
        setMaximumWidth(QWIDGETSIZE_MAX);
        return;
    }
    // The height does not depend on the width in the layouts this serves: setting the cap
    // from it settles at once.
    const QSize shape = content->sizeHint();
    const int frame = width() - contentsRect().width();
    setMaximumWidth(static_cast<int>(std::ceil(contentsRect().height() * double(shape.width()) / shape.height())) + frame);
}

void ZoomArea::wheelEvent(QWheelEvent* event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const int steps = event->angleDelta().y();
        if (steps > 0)
            zoomIn();
        else if (steps < 0)
            zoomOut();
        event->accept();
        return;
    }
    QScrollArea::wheelEvent(event);
}

void ZoomArea::relayout()
{
    QWidget* content = widget();
    if (content == nullptr || layingOut_)
        return;
    layingOut_ = true;
    const QSize fitted = fittedSize();
    QSize size(static_cast<int>(std::lround(fitted.width() * zoom_)), static_cast<int>(std::lround(fitted.height() * zoom_)));
    size = size.expandedTo(content->minimumSizeHint());
    // No bars while the content fits: the viewport is then the whole area.
    const bool fits = size.width() <= contentsRect().width() && size.height() <= contentsRect().height();
    const Qt::ScrollBarPolicy policy = fits ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded;
    setHorizontalScrollBarPolicy(policy);
    setVerticalScrollBarPolicy(policy);
    content->resize(size);
    layingOut_ = false;
}

} // namespace nonet::ui
