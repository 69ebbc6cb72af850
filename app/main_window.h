#pragma once

#include <QMainWindow>

namespace nonet::ui { class BoardWidget; }

namespace nonet::app {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

private:
    ui::BoardWidget* board_ = nullptr;
};

} // namespace nonet::app
