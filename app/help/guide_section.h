#pragma once
// Where Help ▸ User Guide (F1) opens: the section of docs/user-guide.md for what is in
// front of the player.
//
//   what is in front                         section             anchor in the guide
//   a game of the classic grid               Playing             playing
//   a game of a variant                      (its variant)       variant-<key>: variant-4x4, ...
//   a practice position, the trainer         Trainer             practise-a-technique
//   the editor (Game ▸ Enter Puzzle)         Editor              entering-a-puzzle
//   the review of a game                     Review              reviewing-a-game
//   Help ▸ Keyboard Shortcuts                Shortcuts           keyboard-shortcuts
//   ...                                      (below)
//
// A window says which section is its own with setGuideSection() (a dialog in its
// constructor, the main window while the editor has its board); the main window finds the
// rest from the game. The anchors are the guide's: its headings' GitHub names, or the
// explicit <a id="..."></a> of a heading (which a translated guide keeps), so a link to
// the guide on the web and F1 in the game land on the same heading.

#include "core/shape/variant.h"

#include <QString>

class QWidget;

namespace nonet::app {

enum class GuideSection {
    Playing, Hints, Review, Levels, Statistics, Daily, Trainer, Variants, Saving, Editor, Printing, Preferences,
    Accessibility, Languages, Shortcuts,
};

QString guideAnchor(GuideSection section);
// The section of a variant's game: "variant-" and its key; the classic game's is Playing.
QString guideAnchor(Variant variant);

// The section `window` stands for (kept in one of its properties); empty: none.
void setGuideSection(QWidget* window, GuideSection section);
void clearGuideSection(QWidget* window);
QString guideAnchorOf(const QWidget* window);

} // namespace nonet::app
