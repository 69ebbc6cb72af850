#pragma once
// The strip above the board where the game speaks: the completion banner, the "full, but
// wrong" warning and the hint. It keeps one height whether it shows something or not, so
// the board and the keypad under it never move when a message comes or goes; a message
// longer than its two lines scrolls inside it.
//
//   +--------------------------------------------------------------------+
//   | Naked pair: 3/8 in row 4 column 2 and row 4 column 7 (row 4) → ... ✕ |  the hint
//   +--------------------------------------------------------------------+
//   | Solved! You finished a medium puzzle in 4:32.                        |  or the banner
//   +--------------------------------------------------------------------+
//
// A hint, while one is shown, takes the banner's place; the banner comes back after it.
// A panel (the practice bar) shows in the same band while it is visible: alone when there
// is no message, so practising moves nothing and leaves no empty band above the board;
// above a message that comes meanwhile.
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
    // The panel that takes the band while it is visible (it shows and hides itself).
    void setPanel(QWidget* panel);

signals:
    // The player closed the hint.
    void hintDismissed();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void arrange();
    void reserveHeight();
    bool panelShown() const;

    QScrollArea* scroll_ = nullptr;
    QWidget* panel_ = nullptr;
    QWidget* bannerRow_ = nullptr;
    QLabel* banner_ = nullptr;
    QToolButton* bannerButton_ = nullptr;
    QWidget* hintRow_ = nullptr;
    QLabel* hint_ = nullptr;
    QToolButton* dismiss_ = nullptr;
};

} // namespace nonet::app
