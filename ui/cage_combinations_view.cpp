#include "ui/cage_combinations_view.h"

#include "ui/key_digit.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace nonet::ui {

CageCombinationsView::CageCombinationsView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("cageCombinations"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    heading_ = new QLabel(this);
    heading_->setObjectName(QStringLiteral("cageCombinationsHeading"));
    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("cageCombinationsList"));
    list_->setAccessibleName(tr("Cage combinations"));
    // Read-only: it is looked at, and moved through by a screen reader, never chosen from.
    list_->setSelectionMode(QAbstractItemView::NoSelection);
    list_->setFocusPolicy(Qt::TabFocus);
    list_->setFlow(QListView::LeftToRight);
    list_->setWrapping(true);
    list_->setResizeMode(QListView::Adjust);
    list_->setSpacing(2);
    list_->installEventFilter(this);
    heading_->setBuddy(list_);
    layout->addWidget(heading_);
    layout->addWidget(list_, 1);
    clear();
}

void CageCombinationsView::clear()
{
    heading_->setText(tr("Combinations: select a cell of a cage"));
    list_->clear();
}

void CageCombinationsView::setCage(int number, int cellCount, int sum, std::vector<CombinationView> combinations)
{
    if (number <= 0) {
        clear();
        return;
    }
    heading_->setText(tr("Cage %1 · %n cell(s) · %2", nullptr, cellCount).arg(number).arg(sum));
    list_->clear();
    const QColor ruledOutInk = palette().color(QPalette::Disabled, QPalette::Text);
    for (const CombinationView& combination : combinations) {
        QStringList digits;
        for (const int value : combination.values) digits << QString::number(value);
        auto* item = new QListWidgetItem(digits.join(QLatin1Char(' ')), list_);
        if (combination.ruledOut) {
            QFont font = item->font();
            font.setStrikeOut(true);
            item->setFont(font);
            item->setForeground(ruledOutInk);
            item->setData(Qt::AccessibleTextRole, tr("%1, ruled out").arg(digits.join(QLatin1Char(' '))));
        }
    }
}

bool CageCombinationsView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != list_ || event->type() != QEvent::KeyPress) return QWidget::eventFilter(watched, event);
    auto* key = static_cast<QKeyEvent*>(event);
    if (board_ != nullptr && digitForKey(*key, currentKeyPlatform())) {
        QCoreApplication::sendEvent(board_, key);
        return true;
    }
    const bool up = key->key() == Qt::Key_Up, down = key->key() == Qt::Key_Down;
    if ((up || down) && (key->modifiers() & ~Qt::KeyboardModifiers(Qt::KeypadModifier)) == Qt::KeyboardModifiers()) {
        const int row = list_->currentRow() < 0 ? 0 : list_->currentRow() + (down ? 1 : -1);
        if (row >= 0 && row < list_->count()) list_->setCurrentRow(row);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

QString CageCombinationsView::heading() const { return heading_->text(); }

} // namespace nonet::ui
