#include "ui/accessibility/spoken_choice.h"

#include "ui/accessibility/announcer.h"

#include <QComboBox>
#include <QFocusEvent>
#include <QTimer>

namespace nonet::ui {

SpokenChoice::SpokenChoice(QComboBox* box) : QObject(box), box_(box), announcer_(new Announcer(box->window(), Notification::Context::None))
{
    box->installEventFilter(this);
    connect(box, &QComboBox::currentTextChanged, this, [this](const QString& text) {
        if (box_->hasFocus()) announcer_->announce(text);
    });
}

bool SpokenChoice::eventFilter(QObject* watched, QEvent* event)
{
    // A popup closing gives the focus back to the box: the choice made there was said.
    // After the focus is told (Qt tells it once this event is through): the label first.
    if (watched == box_ && event->type() == QEvent::FocusIn && static_cast<QFocusEvent*>(event)->reason() != Qt::PopupFocusReason)
        QTimer::singleShot(0, this, [this] {
            if (box_->hasFocus()) announcer_->announce(box_->currentText());
        });
    return QObject::eventFilter(watched, event);
}

} // namespace nonet::ui
