#pragma once
// A button of the widget kit to assistive technology whose description is worked out when
// it is read: the stopwatch ("3 minutes 12 seconds elapsed. Press to pause.") and the
// keypad's values ("4 left to place"). Set as descriptions, they would be an event every
// second and one per value at every move - a screen reader queues each with everything
// else, and behind a queue of fifty it drops what matters (Orca's "flood"). A button with
// the keyboard focus tells its new description (tellDescription), since that one is heard.
//
//   TimerLabel    Button "Stopwatch"   description TimerLabel::spokenDescription()
//   DigitButton   Button "Digit 4"     description DigitButton::spokenDescription()

#include <QAccessibleWidget>

class QAbstractButton;

namespace nonet::ui {

class ButtonAccessible : public QAccessibleWidget {
public:
    explicit ButtonAccessible(QAbstractButton* button);

    QString text(QAccessible::Text t) const override;
    QAccessible::State state() const override;
    QStringList actionNames() const override;
    void doAction(const QString& actionName) override;

    // Registers the interface with QAccessible (once per process; the buttons' constructors
    // call it).
    static void install();
    // Tells a screen reader of the button's new description when it has the focus.
    static void tellDescription(QAbstractButton* button);
};

} // namespace nonet::ui
