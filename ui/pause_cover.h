#pragma once

#include <QWidget>

namespace nonet::ui {

// What the board shows while the game is paused: the digits are hidden, not just greyed,
// so a pause cannot be used to think for free. Clicking it asks to resume.
class PauseCover : public QWidget {
    Q_OBJECT
public:
    explicit PauseCover(QWidget* parent = nullptr);

signals:
    void resumeRequested();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
};

} // namespace nonet::ui
