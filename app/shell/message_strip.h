#pragma once
// The strip above the board where the game speaks: the completion banner, the "full, but
// wrong" warning and the hint. It keeps one height whether it shows something or not, so
// the board and the keypad under it never move when a message comes or goes; a message
// longer than its two lines scrolls inside it.
//
//   +--------------------------------------------------------------------+
//   | Naked pair 3/8 in r4c2 and r4c7 (row 4): remove 3 and 8 from ...  ✕ |  the hint
//   +--------------------------------------------------------------------+
//   | Solved! You finished a medium puzzle in 4:32.                        |  or the banner
//   +--------------------------------------------------------------------+
//
// A hint, while one is shown, takes the banner's place; the banner comes back after it.
// ✕ dismisses the hint (hintDismissed()). A banner may carry an action as a button at its
// end (the end of a game: Review Game), reachable with Tab.

#include <QWidget>

class QAction;
class QLabel;
class QScrollArea;
class QToolButton;

namespace nonet::app {

class MessageStrip : public QWidget {
    Q_OBJECT
public:
    enum class Tone { Success, Warning };

    explicit MessageStrip(QWidget* parent = nullptr);

    QLabel* banner() const { return banner_; }
    QLabel* hintLabel() const { return hint_; }
    QToolButton* dismissButton() const { return dismiss_; }
    QToolButton* bannerButton() const { return bannerButton_; }

    // `action`, when given, shows as a button beside the text while the banner is shown.
    void showBanner(const QString& text, Tone tone, QAction* action = nullptr);
    void hideBanner();
    // Shows the hint; an empty text hides it.
    void setHint(const QString& text);

signals:
    // The player closed the hint.
    void hintDismissed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void arrange();
    void reserveHeight();

    QScrollArea* scroll_ = nullptr;
    QWidget* bannerRow_ = nullptr;
    QLabel* banner_ = nullptr;
    QToolButton* bannerButton_ = nullptr;
    QWidget* hintRow_ = nullptr;
    QLabel* hint_ = nullptr;
    QToolButton* dismiss_ = nullptr;
};

} // namespace nonet::app
