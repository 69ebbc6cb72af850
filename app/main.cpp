#include "app/main_window.h"

#include <QApplication>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Nonet"));
    QApplication::setOrganizationName(QStringLiteral("Nonet"));
    nonet::app::MainWindow window;
    window.show();
    return QApplication::exec();
}
