#include "ui/board_widget.h"

#include <QGridLayout>
#include <QLabel>

namespace nonet::ui {

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent)
{
    setAccessibleName(tr("Sudoku board"));
    auto* layout = new QGridLayout(this);
    layout->setSpacing(1);
    for (int cell = 0; cell < kCellCount; ++cell) {
        auto* label = new QLabel(this);
        label->setAlignment(Qt::AlignCenter);
        label->setMinimumSize(32, 32);
        label->setAutoFillBackground(true);
        label->setBackgroundRole(QPalette::Base);
        label->setForegroundRole(QPalette::Text);
        // Thicker gaps between boxes: extra margin on the box edges.
        const int row = rowOf(cell);
        const int column = columnOf(cell);
        label->setContentsMargins(column % 3 == 0 ? 2 : 0, row % 3 == 0 ? 2 : 0, 0, 0);
        layout->addWidget(label, row, column);
        cells_[static_cast<std::size_t>(cell)] = label;
    }
}

void BoardWidget::setGrid(const Grid& grid)
{
    for (int cell = 0; cell < kCellCount; ++cell) {
        const int v = grid.at(cell);
        auto* label = cells_[static_cast<std::size_t>(cell)];
        label->setText(v == 0 ? QString() : QString::number(v));
        label->setAccessibleName(tr("Row %1, column %2: %3")
                                     .arg(rowOf(cell) + 1)
                                     .arg(columnOf(cell) + 1)
                                     .arg(v == 0 ? tr("empty") : QString::number(v)));
    }
}

} // namespace nonet::ui
