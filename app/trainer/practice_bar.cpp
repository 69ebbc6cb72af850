#include "app/trainer/practice_bar.h"

#include "app/trainer/practice_controller.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>

namespace nonet::app {
namespace {

constexpr int kTextLines = 2; // the message strip's band, which the bar takes (app/shell)

} // namespace

PracticeBar::PracticeBar(PracticeController* controller, QWidget* parent) : QFrame(parent), controller_(controller)
{
    setObjectName(QStringLiteral("practiceBar"));
    setAccessibleName(tr("Practice"));
    setFrameShape(QFrame::StyledPanel);
    text_ = new QLabel;
    text_->setObjectName(QStringLiteral("practiceText"));
    text_->setAccessibleName(tr("Practice task"));
    text_->setWordWrap(true);
    text_->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    text_->setAutoFillBackground(false);
    text_->setTextFormat(Qt::PlainText);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    text_->setAccessibleDescription(tr("What to do, then the verdict on your step"));
    check_ = new QPushButton(tr("Chec&k Step"), this);
    check_->setObjectName(QStringLiteral("practiceCheck"));
    check_->setAccessibleName(tr("Check my step"));
    check_->setToolTip(tr("Say whether the changes on the board are a step of the technique, and show its pattern"));
    next_ = new QPushButton(tr("Ne&xt Position"), this);
    next_->setObjectName(QStringLiteral("practiceNext"));
    next_->setAccessibleName(tr("Next practice position"));
    next_->setToolTip(tr("Another position for the same technique"));
    end_ = new QPushButton(tr("E&nd Practice"), this);
    end_->setObjectName(QStringLiteral("practiceEnd"));
    end_->setAccessibleName(tr("End practice"));
    end_->setToolTip(tr("Stop practising; the position stays on the board as a game"));
    // The verdict is longer than the task: the words scroll in a strip of two lines, the
    // height of the message band the bar takes, so the board under it does not move.
    auto* scroll = new QScrollArea(this);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->viewport()->setAutoFillBackground(false);
    scroll->setWidget(text_);
    scroll->setFixedHeight(text_->fontMetrics().lineSpacing() * kTextLines + 2 * text_->margin());
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(8, 4, 8, 4);
    row->addWidget(scroll, 1);
    row->addWidget(check_);
    row->addWidget(next_);
    row->addWidget(end_);

    connect(check_, &QPushButton::clicked, controller_, &PracticeController::check);
    connect(next_, &QPushButton::clicked, controller_, &PracticeController::next);
    connect(end_, &QPushButton::clicked, controller_, &PracticeController::end);
    connect(controller_, &PracticeController::stateChanged, this, &PracticeBar::refresh);
    refresh();
}

void PracticeBar::refresh()
{
    setVisible(controller_->isActive());
    text_->setText(controller_->text());
    check_->setEnabled(controller_->position().has_value());
}

} // namespace nonet::app
