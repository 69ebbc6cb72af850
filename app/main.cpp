#include "app/main_window.h"

#include <QApplication>
#include <QDir>
#include <QIcon>

namespace {

// Every size rendered from resources/icons/nonet.svg, so each window decoration and task
// switcher picks a crisp one.
QIcon applicationIcon()
{
    QIcon icon;
    const QDir sizes(QStringLiteral(":/app-icon"));
    for (const QString& name : sizes.entryList(QDir::Files))
        icon.addFile(sizes.filePath(name));
    return icon;
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Nonet"));
    QApplication::setOrganizationName(QStringLiteral("Nonet"));
    QApplication::setDesktopFileName(QStringLiteral(NONET_APP_ID));
    QApplication::setWindowIcon(applicationIcon());
    nonet::app::MainWindow window;
    window.show();
    return QApplication::exec();
}
