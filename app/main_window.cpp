#include "app/main_window.h"

#include "core/grid.h"
#include "ui/board_widget.h"

namespace nonet::app {
namespace {

// The puzzle from the Dutch assignment, shown until games come from the generator.
Grid firstPuzzle()
{
    static constexpr const char* kText =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    Grid grid;
    for (int cell = 0; cell < kCellCount; ++cell)
        grid.setAt(cell, kText[cell] == '.' ? 0 : kText[cell] - '0');
    return grid;
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), board_(new ui::BoardWidget(this))
{
    setWindowTitle(tr("Nonet"));
    setCentralWidget(board_);
    board_->setGrid(firstPuzzle());
}

} // namespace nonet::app
