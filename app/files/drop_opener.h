#pragma once
// What the player drops on the window opens as a game: a local file (a saved game, or a
// text file with a puzzle) or dragged text (a puzzle in any notation, a link). Anything
// else is not accepted, so the cursor says so before the drop.
//
//   drag enter: text, or a local file URL?  -> accepted
//   drop:       file -> Incoming::fromFile -> GameOpener::openItem
//               text -> GameOpener::importText

#include <QObject>

class QWidget;

namespace nonet::app {

class GameOpener;

class DropOpener : public QObject {
    Q_OBJECT
public:
    // Takes drops on `target` (and is its child); both must outlive nothing but this.
    DropOpener(QWidget* target, GameOpener* opener);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* target_;
    GameOpener* opener_;
};

} // namespace nonet::app
