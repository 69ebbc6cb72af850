#pragma once

#include "core/grid.h"

#include <QWidget>

#include <array>

class QLabel;

namespace nonet::ui {

// The 9x9 board: 81 cells in a QGridLayout, with thicker lines between the boxes.
class BoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit BoardWidget(QWidget* parent = nullptr);
    void setGrid(const Grid& grid);

private:
    std::array<QLabel*, kCellCount> cells_{};
};

} // namespace nonet::ui
