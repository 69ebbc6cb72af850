#include "app/stats/statistics_dialog.h"

#include "app/session/level_names.h"
#include "app/session/variant_names.h"
#include "core/grader/variant_levels.h"
#include "ui/accessibility/spoken_choice.h"
#include "ui/timer_label.h"

#include <QComboBox>
#include <QFormLayout>

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMessageBox>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QLabel>
#include <QVBoxLayout>

#include <chrono>

namespace nonet::app {
namespace {

// Started, solved, without hints, best, average, current streak, best streak, lost.
constexpr int kColumns = 8;

// Cells that only show numbers: no focus frame on the current cell, which would read as
// "editable". The row is still selected and the table still takes the keyboard focus
// (screen readers read it cell by cell).
class ReadOnlyCellDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->state &= ~QStyle::State_HasFocus;
    }
};

QString timeText(qint64 ms) { return ms <= 0 ? QStringLiteral("\u2013") : ui::TimerLabel::format(std::chrono::milliseconds(ms)); }

} // namespace

StatisticsDialog::StatisticsDialog(const GameStatistics& statistics, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Statistics"));
    setObjectName(QStringLiteral("statisticsDialog"));
    setAccessibleName(tr("Statistics"));

    variantChoice_ = new QComboBox(this);
    variantChoice_->setObjectName(QStringLiteral("statisticsVariant"));
    variantChoice_->setAccessibleName(tr("Variant"));
    for (Variant variant : kAllVariants) variantChoice_->addItem(VariantNames::title(variant), static_cast<int>(variant));
    // The choice heard as the arrows change it (ui/accessibility/spoken_choice.h).
    new ui::SpokenChoice(variantChoice_);
    auto* choiceLabel = new QLabel(tr("&Variant:"), this);
    choiceLabel->setBuddy(variantChoice_);

    table_ = new QTableWidget(kLevelCount, kColumns, this);
    table_->setObjectName(QStringLiteral("statisticsTable"));
    table_->setHorizontalHeaderLabels({tr("Started"), tr("Solved"), tr("Without hints"), tr("Best time"), tr("Average time"),
                                       tr("Current streak"), tr("Best streak"), tr("Lost")});
    // What counts where, as the completion message says it.
    table_->horizontalHeaderItem(2)->setToolTip(tr("Solved without a hint (Check and the marks against the solution do not count here)"));
    table_->horizontalHeaderItem(3)->setToolTip(tr("Only games solved without hints, Check or marks against the solution set a best time"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setItemDelegate(new ReadOnlyCellDelegate(table_));
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setTabKeyNavigation(false); // Tab leaves the table for the buttons
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    reset_ = buttons->addButton(tr("&Reset..."), QDialogButtonBox::ResetRole);
    reset_->setObjectName(QStringLiteral("resetStatistics"));
    reset_->setAccessibleName(tr("Reset statistics"));
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(reset_, &QPushButton::clicked, this, [this] {
        if (confirmReset(this)) emit resetRequested();
    });
    confirmReset = [](QWidget* parent) {
        return QMessageBox::question(parent, tr("Reset statistics"), tr("Reset all statistics? This cannot be undone."),
                                     QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel) == QMessageBox::Reset;
    };

    auto* choice = new QFormLayout;
    choice->addRow(choiceLabel, variantChoice_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(choice);
    layout->addWidget(table_);
    layout->addWidget(buttons);
    setTabOrder(variantChoice_, table_);
    connect(variantChoice_, &QComboBox::currentIndexChanged, this, &StatisticsDialog::fillTable);
    setStatistics(statistics);
    table_->setFocus();
}

void StatisticsDialog::fitTable()
{
    // Every column and row in view at once: the dialog is as wide as the table needs.
    table_->resizeColumnsToContents();
    const int frame = 2 * table_->frameWidth();
    table_->setMinimumWidth(table_->verticalHeader()->sizeHint().width() + table_->horizontalHeader()->length() + frame);
    table_->setMinimumHeight(table_->horizontalHeader()->sizeHint().height() + table_->verticalHeader()->length() + frame);
}

void StatisticsDialog::showEvent(QShowEvent* event)
{
    fitTable(); // the final fonts and style are known now
    QDialog::showEvent(event);
}

void StatisticsDialog::setStatistics(const GameStatistics& statistics)
{
    statistics_ = statistics;
    fillTable();
}

Variant StatisticsDialog::variant() const { return static_cast<Variant>(variantChoice_->currentData().toInt()); }

void StatisticsDialog::showVariant(Variant variant)
{
    variantChoice_->setCurrentIndex(variantChoice_->findData(static_cast<int>(variant)));
}

void StatisticsDialog::fillTable()
{
    const Variant shown = variant();
    rowLevels_.clear();
    for (Level level : kAllLevels)
        if (offersLevel(shown, level) || statistics_.hasGames(shown, level)) rowLevels_.push_back(level);
    table_->setRowCount(static_cast<int>(rowLevels_.size()));
    QStringList levels;
    for (Level level : rowLevels_) levels << levelTitle(level);
    table_->setVerticalHeaderLabels(levels);
    table_->setAccessibleName(tr("Statistics per level: %1").arg(VariantNames::title(shown)));
    for (int row = 0; row < static_cast<int>(rowLevels_.size()); ++row) {
        const Level level = rowLevels_[static_cast<std::size_t>(row)];
        const LevelStatistics& s = statistics_.level(shown, level);
        const std::array<QString, kColumns> texts{QString::number(s.started), QString::number(s.solved),
                                                  QString::number(s.solvedWithoutHints), timeText(s.bestMs),
                                                  timeText(s.averageMs()), QString::number(s.currentStreak),
                                                  QString::number(s.bestStreak), QString::number(s.lost)};
        for (int column = 0; column < kColumns; ++column) {
            auto* item = new QTableWidgetItem(texts[static_cast<std::size_t>(column)]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setData(Qt::AccessibleTextRole, tr("%1, %2: %3")
                                                      .arg(levelTitle(level), table_->horizontalHeaderItem(column)->text(),
                                                           texts[static_cast<std::size_t>(column)]));
            table_->setItem(row, column, item);
        }
    }
    fitTable();
}

} // namespace nonet::app
