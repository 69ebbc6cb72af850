#include "app/session/game_title.h"

#include "app/session/level_names.h"
#include "app/session/technique_names.h"
#include "app/session/variant_names.h"
#include "core/game/game_puzzle.h"

#include <QLocale>

namespace nonet::app {

QString GameTitle::of(Variant variant, Level level, const Kind& kind)
{
    const QString plain = tr("%1 \u00b7 %2", "a game's title: its variant and level, \"Killer · Tough\"")
                              .arg(VariantNames::title(variant), levelTitle(level));
    if (kind.daily) return tr("Daily puzzle of %1 (%2)").arg(QLocale().toString(*kind.daily, QLocale::LongFormat), plain);
    if (kind.practice) return tr("Practice of %1 (%2)").arg(techniqueTitle(*kind.practice), plain);
    return plain;
}

QString GameTitle::of(const GamePuzzle& puzzle, const Kind& kind) { return of(puzzle.variant(), puzzle.level, kind); }

} // namespace nonet::app
