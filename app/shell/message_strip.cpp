#include "app/shell/message_strip.h"

#include <QBoxLayout>
#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QStyle>
#include <QToolButton>

#include <algorithm>

namespace nonet::app {
namespace {

constexpr int kBannerMargin = 8;
constexpr int kHintMargin = 6;
constexpr int kReservedLines = 2;

} // namespace

MessageStrip::MessageStrip(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("messageStrip"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    scroll_ = new QScrollArea(this);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setWidgetResizable(true);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll_->setFocusPolicy(Qt::NoFocus);
    scroll_->viewport()->setAutoFillBackground(false);
    outer->addWidget(scroll_);

    auto* content = new QWidget(scroll_);
    content->setAutoFillBackground(false);
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);

    // The row carries the banner's colours, so that its button sits on them too.
    bannerRow_ = new QWidget(content);
    bannerRow_->setAutoFillBackground(true);
    auto* bannerLine = new QHBoxLayout(bannerRow_);
    bannerLine->setContentsMargins(0, 0, kBannerMargin, 0);
    bannerLine->setSpacing(4);
    banner_ = new QLabel(bannerRow_);
    banner_->setObjectName(QStringLiteral("banner"));
    banner_->setAccessibleName(tr("Game message"));
    banner_->setAlignment(Qt::AlignCenter);
    banner_->setWordWrap(true);
    banner_->setMargin(kBannerMargin);
    banner_->setTextFormat(Qt::PlainText);
    QFont bold = banner_->font();
    bold.setBold(true);
    banner_->setFont(bold);
    bannerLine->addWidget(banner_, 1);
    bannerButton_ = new QToolButton(bannerRow_);
    bannerButton_->setObjectName(QStringLiteral("bannerButton"));
    bannerButton_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bannerButton_->setFocusPolicy(Qt::TabFocus);
    bannerButton_->hide();
    bannerLine->addWidget(bannerButton_, 0, Qt::AlignVCenter);
    bannerRow_->hide();
    column->addWidget(bannerRow_);

    hintRow_ = new QWidget(content);
    auto* row = new QHBoxLayout(hintRow_);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(4);
    hint_ = new QLabel(hintRow_);
    hint_->setObjectName(QStringLiteral("hintText"));
    hint_->setAccessibleName(tr("Hint"));
    // A chain writes its cells short, the way Sudoku players do; a newcomer finds the key here.
    hint_->setToolTip(tr("In a chain, r2c9 is the cell in row 2, column 9 (Help ▸ User Guide)"));
    hint_->setWordWrap(true);
    hint_->setTextFormat(Qt::PlainText);
    hint_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    hint_->setFrameShape(QFrame::StyledPanel);
    hint_->setMargin(kHintMargin);
    hint_->hide();
    row->addWidget(hint_, 1);
    dismiss_ = new QToolButton(hintRow_);
    dismiss_->setObjectName(QStringLiteral("dismissHint"));
    dismiss_->setText(QStringLiteral("\u2715")); // ✕
    dismiss_->setAutoRaise(true);
    dismiss_->setAccessibleName(tr("Dismiss the hint"));
    dismiss_->setToolTip(tr("Hide the hint (the next press of Hint starts it again)"));
    dismiss_->setFocusPolicy(Qt::TabFocus);
    row->addWidget(dismiss_, 0, Qt::AlignTop);
    column->addWidget(hintRow_);
    column->addStretch(1);
    scroll_->setWidget(content);

    connect(dismiss_, &QToolButton::clicked, this, &MessageStrip::hintDismissed);
    reserveHeight();
    arrange();
}

void MessageStrip::showBanner(const QString& text, Tone tone, QAction* action)
{
    // Palette roles only: the highlight pair for success, the tooltip pair for a warning;
    // both stay readable in light and dark palettes.
    QPalette palette = banner_->palette();
    const QPalette& window = this->palette();
    const bool success = tone == Tone::Success;
    palette.setColor(QPalette::Window, window.color(success ? QPalette::Highlight : QPalette::ToolTipBase));
    palette.setColor(QPalette::WindowText, window.color(success ? QPalette::HighlightedText : QPalette::ToolTipText));
    bannerRow_->setPalette(palette);
    banner_->setPalette(palette);
    bannerButton_->setPalette(palette);
    banner_->setText(text);
    banner_->setAccessibleDescription(text);
    if (action != nullptr) bannerButton_->setDefaultAction(action);
    bannerButton_->setVisible(action != nullptr);
    arrange();
}

void MessageStrip::hideBanner()
{
    banner_->clear();
    // Each setting is an event for a screen reader, the same words too; this runs at every
    // new game.
    if (!banner_->accessibleDescription().isEmpty()) banner_->setAccessibleDescription({});
    bannerButton_->hide();
    arrange();
}

void MessageStrip::setHint(const QString& text)
{
    hint_->setText(text);
    if (hint_->accessibleDescription() != text) hint_->setAccessibleDescription(text);
    arrange();
}

void MessageStrip::arrange()
{
    // The hint, while there is one, in the banner's place.
    const bool hint = !hint_->text().isEmpty();
    hint_->setVisible(hint);
    hintRow_->setVisible(hint);
    const bool banner = !hint && !banner_->text().isEmpty();
    banner_->setVisible(banner);
    bannerRow_->setVisible(banner);
    // A visible panel has the band to itself unless a message needs it too.
    scroll_->setVisible(!panelShown() || hint || banner);
    scroll_->ensureVisible(0, 0);
    reserveHeight();
}

bool MessageStrip::panelShown() const { return panel_ != nullptr && !panel_->isHidden(); }

void MessageStrip::setPanel(QWidget* panel)
{
    panel_ = panel;
    panel->setParent(this);
    static_cast<QVBoxLayout*>(layout())->insertWidget(0, panel);
    panel->installEventFilter(this);
    arrange();
}

bool MessageStrip::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == panel_ && (event->type() == QEvent::ShowToParent || event->type() == QEvent::HideToParent))
        arrange();
    return QWidget::eventFilter(watched, event);
}

void MessageStrip::reserveHeight()
{
    // Room for two lines of the banner's bold text with its margins, or of the hint's
    // text in its frame, whichever needs more; never less, whatever is shown. A panel
    // alone takes no less than that either (practice does not move the board); with a
    // message besides, both.
    const int frame = style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, hint_);
    const int banner = kReservedLines * banner_->fontMetrics().lineSpacing() + 2 * kBannerMargin;
    const int hint = kReservedLines * hint_->fontMetrics().lineSpacing() + 2 * (kHintMargin + frame);
    const int messages = std::max(banner, hint);
    if (!panelShown()) {
        setFixedHeight(messages);
        return;
    }
    const int panel = panel_->sizeHint().height();
    setFixedHeight(scroll_->isHidden() ? std::max(messages, panel) : panel + layout()->spacing() + messages);
}

void MessageStrip::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) reserveHeight();
}

} // namespace nonet::app
