#pragma once
// Keeps every toolbar action visible at any window width. A QToolBar that is too narrow hides
// its last actions behind an overflow button (and Nonet's last item is the stopwatch); the
// fitter instead picks the roomiest button style that fits the window: text beside the icons,
// else text under them, else icons alone (names stay in tooltips and for screen readers).

#include <QObject>

#include <array>

class QMainWindow;
class QToolBar;

namespace nonet::app {

class ToolBarFitter : public QObject {
    Q_OBJECT
public:
    // Watches window's width and bar's actions; both must outlive the fitter (its parent is bar).
    ToolBarFitter(QMainWindow* window, QToolBar* bar);

    // Chooses the style for the window's current width now.
    void fit();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The toolbar's full width in each candidate style, measured once per set of actions.
    void measure();

    QMainWindow* window_;
    QToolBar* bar_;
    std::array<int, 3> widths_{};
    bool measured_ = false;
    bool fitting_ = false;
};

} // namespace nonet::app
