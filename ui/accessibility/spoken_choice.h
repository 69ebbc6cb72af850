#pragma once
// A drop-down whose choice a screen reader hears. In Qt 6.4 a QComboBox tells AT-SPI neither
// its current item (no Selection interface until Qt 6.5) nor a change of it that Orca takes
// up (Orca skips a combo box's name changes, and Qt sends a description change with the
// object where Orca expects the words): Orca said "Variant: combo box." and nothing while
// the arrows changed the choice. So the choice is announced (Announcer, in the box's
// window) when the box takes the keyboard focus and whenever it changes while it has it:
//
//   Tab to it   "Variant: combo box."  then  "Classic"
//   Down        "4×4"
//
// The label first, then the value: the choice is said once the focus has been told (a
// moment after the box takes it). And the value alone at each arrow: the notifications
// carry no context (Notification::Context::None), else Orca said the dialog's name before
// every choice ("Statistics dialog notification 4 by 4").
//
// The SpokenChoice is the box's child and lives as long as it.

#include <QObject>

class QComboBox;

namespace nonet::ui {

class Announcer;

class SpokenChoice : public QObject {
    Q_OBJECT
public:
    // The box must sit in its window already (the announcements go there).
    explicit SpokenChoice(QComboBox* box);

    Announcer* announcer() const { return announcer_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QComboBox* box_;
    Announcer* announcer_;
};

} // namespace nonet::ui
