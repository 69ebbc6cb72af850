#pragma once
// The one share link of a puzzle of any shape: whatever shares a puzzle as a link (Share
// Link, the review's text to share) makes it here, so none can forget what the puzzle is.
//
//   classic   nonet://play?p=<81 cells, '0' blanks>[&s=<progress>]      (formatNonetLink)
//   others    nonet://play?v=<variant>[&l=..][&s=..]&p=<cells>[&e=..][&n=..][&c=..]
//                                                                        (formatVariantLink)
//
// The classic game keeps the link every Nonet has always read; every other shape names
// itself (v=), its layout or cages included, so the link opens as exactly that puzzle.

#include "core/notation/variant_link.h"
#include "core/shape/shape_grid.h"

#include <string>

namespace nonet {

// What a link may carry of the player's progress: entries (values of cells that are not
// givens) and both kinds of notes (of cells without a value), indexed by cell.
struct LinkProgress {
    ShapeGrid entries;
    ShapeNotes notes;
    ShapeNotes centreNotes;
};

// progress: nothing for a link of the puzzle alone; of the progress, only what the player
// has (entries, notes, centre notes) goes into the link.
std::string formatShareLink(const ShapeGrid& givens, const LinkProgress* progress = nullptr);

} // namespace nonet
