#include "app/shell/tool_bar_fitter.h"

#include <QEvent>
#include <QLayout>
#include <QMainWindow>
#include <QToolBar>

namespace nonet::app {
namespace {

// Roomiest first.
constexpr std::array<Qt::ToolButtonStyle, 3> kStyles{Qt::ToolButtonTextBesideIcon, Qt::ToolButtonTextUnderIcon,
                                                     Qt::ToolButtonIconOnly};

} // namespace

ToolBarFitter::ToolBarFitter(QMainWindow* window, QToolBar* bar) : QObject(bar), window_(window), bar_(bar)
{
    window_->installEventFilter(this);
    bar_->installEventFilter(this);
}

void ToolBarFitter::measure()
{
    for (std::size_t i = 0; i < kStyles.size(); ++i) {
        bar_->setToolButtonStyle(kStyles[i]);
        // The buttons forget their size hints at once, but the bar's layout only re-reads
        // them at its next layout pass: ask it now.
        bar_->layout()->invalidate();
        widths_[i] = bar_->layout()->sizeHint().width();
    }
    measured_ = true;
    // Narrower than the icons alone, the bar would have to hide actions again.
    window_->setMinimumWidth(widths_.back());
}

void ToolBarFitter::fit()
{
    if (fitting_) return;
    fitting_ = true; // changing the style lays the bar out again, which must not re-enter
    if (!measured_) measure();
    // The bar spans the window, less the main window's own margins.
    const int room = window_->width();
    std::size_t choice = kStyles.size() - 1;
    for (std::size_t i = 0; i < kStyles.size(); ++i) {
        if (widths_[i] <= room) {
            choice = i;
            break;
        }
    }
    if (bar_->toolButtonStyle() != kStyles[choice]) bar_->setToolButtonStyle(kStyles[choice]);
    fitting_ = false;
}

bool ToolBarFitter::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == bar_) {
        switch (event->type()) {
        case QEvent::ActionAdded:
        case QEvent::ActionRemoved:
        case QEvent::ActionChanged: // a new text (another language) changes the widths
        case QEvent::FontChange:
        case QEvent::StyleChange:
            if (!fitting_) measured_ = false;
            break;
        default: break;
        }
    } else if (watched == window_ && (event->type() == QEvent::Resize || event->type() == QEvent::Show)) {
        fit();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace nonet::app
