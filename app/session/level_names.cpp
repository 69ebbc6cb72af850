#include "app/session/level_names.h"

#include <QCoreApplication>
#include <QLocale>

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

QString levelPuzzle(Level level)
{
    // Context for translators: the object of a sentence such as "Imported %1."
    switch (level) {
    case Level::VeryEasy: return QCoreApplication::translate("nonet::app::Level", "a very easy puzzle");
    case Level::Easy: return QCoreApplication::translate("nonet::app::Level", "an easy puzzle");
    case Level::Medium: return QCoreApplication::translate("nonet::app::Level", "a medium puzzle");
    case Level::Tough: return QCoreApplication::translate("nonet::app::Level", "a tough puzzle");
    case Level::VeryTough: return QCoreApplication::translate("nonet::app::Level", "a very tough puzzle");
    case Level::Extreme: return QCoreApplication::translate("nonet::app::Level", "an extreme puzzle");
    }
    return {};
}

QString expertRatingText(const ExpertRating& rating)
{
    // In the reader's own number format ("7,2" in German), as the game writes its other numbers.
    const QString value = QLocale().toString(rating.tenths / 10.0, 'f', 1);
    return rating.exact ? QCoreApplication::translate("nonet::app::ExpertRatingJob", "SE %1").arg(value)
                        : QCoreApplication::translate("nonet::app::ExpertRatingJob", "SE %1+").arg(value);
}

} // namespace nonet::app
