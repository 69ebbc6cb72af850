#pragma once

#include <QToolButton>

#include <chrono>

namespace nonet::ui {

// The stopwatch in the toolbar: elapsed time as m:ss (h:mm:ss past an hour). A button in
// disguise (flat, focusable) because clicking it, or Space/Enter on it, pauses and
// resumes; while paused it shows a pause symbol before the time. Its width fits the
// running and the paused look alike, so the toolbar does not shift when it toggles.
class TimerLabel : public QToolButton {
    Q_OBJECT
public:
    explicit TimerLabel(QWidget* parent = nullptr);

    std::chrono::milliseconds elapsed() const { return elapsed_; }
    void setElapsed(std::chrono::milliseconds elapsed);
    bool isPaused() const { return paused_; }
    void setPaused(bool paused);

    // "3 minutes 12 seconds elapsed. Press to pause.": the stopwatch's description to a
    // screen reader (ButtonAccessible), worked out when read.
    QString spokenDescription() const;

    // "0:05", "12:34", "1:02:03" (whole seconds, rounded down).
    static QString format(std::chrono::milliseconds elapsed);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

signals:
    void pauseToggleRequested();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    QString spoken() const;

    std::chrono::milliseconds elapsed_{0};
    bool paused_ = false;
};

} // namespace nonet::ui
