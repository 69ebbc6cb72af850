#include "app/shell/generating_notice.h"

#include "app/session/level_names.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

#include <utility>

namespace nonet::app {

GeneratingNotice::GeneratingNotice(std::function<bool()> stillWaiting, QWidget* parent)
    : QWidget(parent), stillWaiting_(std::move(stillWaiting))
{
    setObjectName(QStringLiteral("generatingNotice"));
    setAccessibleName(tr("Puzzle being generated"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    auto* busy = new QProgressBar(this);
    busy->setRange(0, 0); // no end known: an animated busy bar
    busy->setMaximumWidth(60);
    busy->setTextVisible(false);
    busy->setAccessibleName(tr("Generating"));
    label_ = new QLabel(this);
    label_->setAccessibleName(tr("Generation status"));
    cancel_ = new QPushButton(tr("Cancel"), this);
    cancel_->setObjectName(QStringLiteral("cancelGenerating"));
    cancel_->setAccessibleName(tr("Cancel the new puzzle"));
    row->addWidget(busy);
    row->addWidget(label_);
    row->addWidget(cancel_);
    hide();

    delay_.setSingleShot(true);
    connect(&delay_, &QTimer::timeout, this, [this] {
        if (stillWaiting_ && stillWaiting_()) show();
    });
    connect(cancel_, &QPushButton::clicked, this, [this] {
        dismiss();
        emit cancelRequested();
    });
}

void GeneratingNotice::waitFor(Level level, int delayMs) { waitFor(textFor(level), delayMs); }

void GeneratingNotice::waitFor(const QString& text, int delayMs)
{
    label_->setText(text);
    delay_.start(delayMs);
}

void GeneratingNotice::dismiss()
{
    delay_.stop();
    hide();
}

QString GeneratingNotice::textFor(Level level) { return tr("Generating %1…").arg(levelPuzzle(level)); }

} // namespace nonet::app
