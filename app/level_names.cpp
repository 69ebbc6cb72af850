#include "app/level_names.h"

#include <QCoreApplication>

namespace nonet::app {

QString levelTitle(Level level)
{
    switch (level) {
    case Level::VeryEasy: return QCoreApplication::translate("nonet::app::Level", "Very easy");
    case Level::Easy: return QCoreApplication::translate("nonet::app::Level", "Easy");
    case Level::Medium: return QCoreApplication::translate("nonet::app::Level", "Medium");
    case Level::Tough: return QCoreApplication::translate("nonet::app::Level", "Tough");
    case Level::VeryTough: return QCoreApplication::translate("nonet::app::Level", "Very tough");
    case Level::Extreme: return QCoreApplication::translate("nonet::app::Level", "Extreme");
    }
    return {};
}

QString formatElapsed(qint64 ms)
{
    const qint64 seconds = ms / 1000;
    const qint64 h = seconds / 3600;
    const qint64 m = (seconds / 60) % 60;
    const qint64 s = seconds % 60;
    const auto two = [](qint64 v) { return QStringLiteral("%1").arg(v, 2, 10, QLatin1Char('0')); };
    if (h > 0) return QStringLiteral("%1:%2:%3").arg(h).arg(two(m), two(s));
    return QStringLiteral("%1:%2").arg(m).arg(two(s));
}

} // namespace nonet::app
