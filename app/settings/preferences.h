#pragma once
// The player's preferences as one value, read from and written to QSettings. Each setting
// keeps one key; where another part of the app already owns a key (mistake checking, the
// symmetry of new puzzles) this goes through that owner's functions.
//
//   ui/language             "" (system) | en | nl | de | he   read at start-up (TranslationLoader)
//   game/autoRemoveNotes    bool, default true                 also Edit > Remove Notes Automatically (Alt+E, T)
//   help/mistakes           app/help/mistake_mode.h                 also Help > Mistakes
//   board/highlightPeers    bool, default true                 row, column and box of the selection
//   board/highlightSameDigit bool, default true                cells and notes with the selected digit
//   newGame/symmetry        app/pool/symmetry_setting.h             read by the puzzle generator
//   help/mistakeLimit       app/help/mistake_mode.h                 0, 3 or 5 wrong digits end a game
//   game/autoPause          bool, default true                 pause (board covered) when minimised or away
//   board/clickPopup        bool, default true                 a click on a cell opens the digit popup

#include "app/help/mistake_mode.h"
#include "app/pool/symmetry_setting.h"

#include <QString>
#include <QStringList>

namespace nonet::app {

struct Preferences {
    QString language; // empty = follow the system locale
    bool autoRemoveNotes = true;
    MistakeMode mistakeMode = kDefaultMistakeMode;
    int mistakeLimit = 0; // 0 = none (kMistakeLimits)
    bool highlightPeers = true;
    bool highlightSameDigit = true;
    Symmetry symmetry = kDefaultNewGameSymmetry; // of new puzzles
    bool autoPause = true; // when the window is minimised or Nonet loses the focus
    bool clickPopup = true; // false: a click only selects (keys, Space, a right click still open the popup)

    bool operator==(const Preferences&) const = default;

    // From QSettings; defaults for what is unset, unknown values as their default.
    static Preferences load();
    void save() const;
};

// The values ui/language can take: "" (the system's language) first, then the languages
// Nonet speaks (TranslationLoader::languages()).
QStringList languageCodes();
QString autoRemoveNotesSettingsKey(); // "game/autoRemoveNotes"
bool loadAutoRemoveNotes();
void saveAutoRemoveNotes(bool on);

} // namespace nonet::app
