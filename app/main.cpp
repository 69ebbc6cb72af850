#include "app/settings/translation_loader.h"
#include "app/shell/launch.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QIcon>

namespace {

// The sizes rendered from resources/icons/nonet.svg up to 128 px, so each window decoration
// and task switcher picks a crisp one. Larger ones are left out: X11 copies every size of
// the window icon into a window property when the window is first shown, and the 256 and
// 512 px renders alone made that cost more than the rest of showing the window (measured
// with --measure-startup). Launchers and docks take the installed theme icon instead.
QIcon applicationIcon()
{
    constexpr int kLargestWindowIcon = 128;
    QIcon icon;
    const QDir sizes(QStringLiteral(":/app-icon"));
    for (const QString& name : sizes.entryList(QDir::Files)) {
        // nonet-<size>.png
        const int size = name.section(QLatin1Char('-'), -1).section(QLatin1Char('.'), 0, 0).toInt();
        if (size > 0 && size <= kLargestWindowIcon) icon.addFile(sizes.filePath(name), QSize(size, size));
    }
    return icon;
}

} // namespace

int main(int argc, char* argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Nonet"));
    QApplication::setOrganizationName(QStringLiteral("Nonet"));
    QApplication::setApplicationVersion(QStringLiteral(NONET_VERSION));
    QApplication::setDesktopFileName(QStringLiteral(NONET_APP_ID));
    QApplication::setWindowIcon(applicationIcon());
    // Before any text is made: the language of the preferences (or the system's), and with
    // Hebrew the right-to-left layout.
    nonet::app::TranslationLoader translations;
    translations.installFromSettings();

    nonet::app::Launch launch(nonet::app::LaunchOptions::fromCommandLine(app), sinceMain);
    if (!launch.start()) return 1;
    if (launch.handedOver()) return 0; // the Nonet already running took it
    return QApplication::exec();
}
