#pragma once
// Icons for Nonet's actions. A desktop with an icon theme (GNOME, KDE, ...) supplies its own
// under the standard freedesktop names, used only where the name means the action; everywhere else Nonet draws a simple line glyph of
// its own, in the palette's button-text colour at paint time, so the icons are sharp at any
// size and device pixel ratio and readable in a dark palette. Without them the toolbar could
// only fall back to text and would not fit a small window.

#include <QIcon>

namespace nonet::ui {

enum class ActionGlyph {
    NewGame,
    Restart,
    Pause,
    Save,
    Load,
    Import,
    Export,
    Share,
    NotesMode,
    AllNotes,
    ClearNotes,
    Undo,
    Redo,
    Hint,
    Check,
    Daily,
    CentreNotes,
    DigitFirst,
    FullScreen,
};

// The theme's icon where a freedesktop name means the action (New, Save, Undo, Redo, Pause,
// Clear notes, Hint) and the theme has it, else Nonet's own.
QIcon actionIcon(ActionGlyph glyph);

// Nonet's own drawing, whatever the theme (for tests and for places that must look the same
// everywhere).
QIcon drawnActionIcon(ActionGlyph glyph);

} // namespace nonet::ui
