#include "app/daily/daily_calendar.h"

#include "app/daily/daily_recorder.h"
#include "app/session/level_names.h"
#include "core/daily/daily_schedule.h"
#include "ui/accessibility/cell_grid_accessible.h"

#include <QAccessible>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace nonet::app {

namespace {
constexpr int kRows = 6;
constexpr int kColumns = 7;
} // namespace

DailyCalendar::DailyCalendar(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("dailyCalendar"));
    previous_ = new QToolButton(this);
    previous_->setObjectName(QStringLiteral("previousMonth"));
    previous_->setArrowType(layoutDirection() == Qt::RightToLeft ? Qt::RightArrow : Qt::LeftArrow);
    previous_->setAccessibleName(tr("Previous month"));
    previous_->setToolTip(tr("Show the month before"));
    next_ = new QToolButton(this);
    next_->setObjectName(QStringLiteral("nextMonth"));
    next_->setArrowType(layoutDirection() == Qt::RightToLeft ? Qt::LeftArrow : Qt::RightArrow);
    next_->setAccessibleName(tr("Next month"));
    next_->setToolTip(tr("Show the month after"));
    month_ = new QLabel(this);
    month_->setObjectName(QStringLiteral("monthName"));
    month_->setAlignment(Qt::AlignCenter);
    QFont bold = month_->font();
    bold.setBold(true);
    month_->setFont(bold);

    table_ = new QTableWidget(kRows, kColumns, this);
    // Read day by day: as a table, a screen reader would read the whole week at every
    // arrow key that changes the week.
    ui::readAsCellGrid(table_);
    table_->setObjectName(QStringLiteral("dailyDays"));
    table_->setAccessibleName(tr("Daily puzzles by day"));
    table_->setAccessibleDescription(tr("Arrow keys move between days, Page Up and Page Down between months; Enter plays the chosen day."));
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setTabKeyNavigation(false);
    table_->setShowGrid(false);
    table_->installEventFilter(this);
    QStringList weekdays;
    for (int d = 1; d <= kColumns; ++d) weekdays << QLocale().dayName(d, QLocale::ShortFormat);
    table_->setHorizontalHeaderLabels(weekdays);
    table_->setMinimumSize(table_->horizontalHeader()->sectionSizeHint(0) * kColumns + 60, 200);

    auto* bar = new QHBoxLayout;
    bar->addWidget(previous_);
    bar->addWidget(month_, 1);
    bar->addWidget(next_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(table_);

    connect(previous_, &QToolButton::clicked, this, [this] { setSelectedDate(selected_.addMonths(-1)); });
    connect(next_, &QToolButton::clicked, this, [this] { setSelectedDate(selected_.addMonths(1)); });
    connect(table_, &QTableWidget::currentCellChanged, this, [this](int row, int column) { onCellChosen(row, column); });
    connect(table_, &QTableWidget::cellActivated, this, [this](int row, int column) {
        const QDate date = dateAt(row, column);
        if (date >= minimumDate() && date <= today_) emit activated(date);
    });
    setSelectedDate(today_);
}

QDate DailyCalendar::minimumDate() const { return qDate(firstDailyDate()); }

QString DailyCalendar::markOf(const DailyRecord* record)
{
    if (record == nullptr) return {};
    if (!record->solved) return QStringLiteral("\u2013");
    return record->usedHints ? QStringLiteral("\u25cb") : QStringLiteral("\u25cf");
}

void DailyCalendar::setResults(const DailyResults& results, const QDate& today)
{
    results_ = results;
    today_ = today;
    stale_ = true;
    setSelectedDate(selected_.isValid() ? selected_ : today);
    showMonth(selected_.year(), selected_.month());
}

void DailyCalendar::setSelectedDate(const QDate& date)
{
    const QDate chosen = std::clamp(date, minimumDate(), std::max(today_, minimumDate()));
    const bool changed = chosen != selected_;
    selected_ = chosen;
    showMonth(chosen.year(), chosen.month());
    if (changed) emit selectionChanged();
}

bool DailyCalendar::eventFilter(QObject* watched, QEvent* event)
{
    // The day the cursor is on is told as the days take the keyboard (once their own focus
    // is told), so a screen reader says it at once, not only after the first arrow key.
    if (watched == table_ && event->type() == QEvent::FocusIn)
        QTimer::singleShot(0, this, [this] {
            QAccessibleInterface* days = QAccessible::queryAccessibleInterface(table_);
            QAccessibleInterface* day = days != nullptr ? days->focusChild() : nullptr;
            if (day == nullptr) return;
            QAccessibleEvent told(table_, QAccessible::Focus);
            told.setChild(days->indexOfChild(day));
            QAccessible::updateAccessibility(&told);
        });
    if (watched == table_ && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
        const QDate target = dayForKey(key->key());
        if (target.isValid()) {
            setSelectedDate(target); // clamped: at the first or last day that can be chosen, it stays
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QDate DailyCalendar::dayForKey(int key) const
{
    // In a right-to-left layout the week runs from right to left, and so do the arrows.
    const int forward = table_->layoutDirection() == Qt::RightToLeft ? -1 : 1;
    switch (key) {
    case Qt::Key_Left: return selected_.addDays(-forward);
    case Qt::Key_Right: return selected_.addDays(forward);
    case Qt::Key_Up: return selected_.addDays(-7);
    case Qt::Key_Down: return selected_.addDays(7);
    case Qt::Key_PageUp: return selected_.addMonths(-1);
    case Qt::Key_PageDown: return selected_.addMonths(1);
    case Qt::Key_Home: return QDate(selected_.year(), selected_.month(), 1);
    case Qt::Key_End: return QDate(selected_.year(), selected_.month(), selected_.daysInMonth());
    default: return {};
    }
}

QDate DailyCalendar::dateAt(int row, int column) const { return first_.addDays(row * kColumns + column); }

void DailyCalendar::showMonth(int year, int month)
{
    filling_ = true;
    const QDate firstOfMonth(year, month, 1);
    // Within the month shown only the cursor moves: the days are filled when the month or
    // the results change, not at every arrow key.
    if (!stale_ && firstOfMonth == shown_) {
        const int index = static_cast<int>(first_.daysTo(selected_));
        table_->setCurrentCell(index / kColumns, index % kColumns);
        filling_ = false;
        return;
    }
    stale_ = false;
    shown_ = firstOfMonth;
    first_ = firstOfMonth.addDays(1 - firstOfMonth.dayOfWeek()); // Monday on or before the 1st
    month_->setText(QLocale().standaloneMonthName(month) + QLatin1Char(' ') + QString::number(year));
    month_->setAccessibleName(month_->text());
    previous_->setEnabled(firstOfMonth > minimumDate());
    next_->setEnabled(firstOfMonth.addMonths(1) <= today_);
    for (int row = 0; row < kRows; ++row)
        for (int column = 0; column < kColumns; ++column) {
            const QDate date = dateAt(row, column);
            auto* item = new QTableWidgetItem;
            const bool inMonth = date.month() == month;
            const bool choosable = inMonth && date >= minimumDate() && date <= today_;
            if (inMonth) {
                const DailyRecord* record = results_.find(civilDate(date));
                const QString mark = markOf(record);
                item->setText(mark.isEmpty() ? QString::number(date.day()) : QString::number(date.day()) + QLatin1Char(' ') + mark);
                const QString status = record == nullptr ? tr("not played")
                                       : !record->solved ? tr("started")
                                       : record->usedHints ? tr("solved with hints")
                                                           : tr("solved without hints");
                // The day, the level of its puzzle and how it went: "Monday, 7 December 2026,
                // Medium, solved without hints".
                QStringList said{QLocale().toString(date, QLocale::LongFormat)};
                if (choosable) said << levelTitle(dailyLevel(civilDate(date)));
                said << status;
                item->setData(Qt::AccessibleTextRole, said.join(QStringLiteral(", ")));
                item->setData(Qt::AccessibleDescriptionRole,
                              choosable ? tr("Enter plays this day's puzzle") : tr("This day has no puzzle to play yet"));
                if (date == today_) {
                    QFont font = item->font();
                    font.setBold(true);
                    font.setUnderline(true);
                    item->setFont(font);
                }
            } else {
                item->setData(Qt::AccessibleTextRole, tr("Outside the month"));
                item->setData(Qt::AccessibleDescriptionRole, tr("Outside the month"));
            }
            item->setTextAlignment(Qt::AlignCenter);
            item->setFlags(choosable ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags);
            table_->setItem(row, column, item);
        }
    const int index = static_cast<int>(first_.daysTo(selected_));
    table_->setCurrentCell(index / kColumns, index % kColumns);
    filling_ = false;
}

void DailyCalendar::onCellChosen(int row, int column)
{
    if (filling_ || row < 0 || column < 0) return;
    const QDate date = dateAt(row, column);
    if (date == selected_) return;
    if (date.month() != selected_.month() || date < minimumDate() || date > today_) {
        // An arrow key left the month (or the days that can be chosen): follow it there.
        setSelectedDate(date);
        return;
    }
    selected_ = date;
    emit selectionChanged();
}

} // namespace nonet::app
