#pragma once
// The test pictures of the reader, made here and not kept in the repository:
//
//   screenshots  boards as other programs draw them (ForeignBoard: 14 font files, five of
//                them never seen by the classifier's training; thin and thick lines; light
//                and dark; shaded cells; no outer border) and Nonet's own paper board
//                (BoardPainter), 220 to 600 pixels, as PNG
//   jigsaws      Jigsaw puzzles drawn with thick region borders (screenshots and photos)
//   photos       a printed page (Nonet's one-puzzle page, PuzzleSheet, with its heading and
//                code line, or another program's board) through PhoneCamera, as JPEG; every
//                third with a shadow across the page
//   pages        a book's or newspaper's page with a puzzle among its text, scanned flat:
//                grey paper, hardly turned, sharp, as JPEG
//   unreadable   photos no one could read the digits of: the grid small in the frame and
//                out of focus (the reader must decline them, not guess)
//   notPuzzles   grids with no digits: empty 9 x 9 grids (screenshots and photos) and
//                crosswords (the reader must refuse them, not read 81 blanks)
//
// The puzzles are the bundled ones (resources/puzzles/bundled.txt), every level.

#include "core/grid.h"

#include <QByteArray>
#include <QImage>
#include <QString>

#include <cstdint>
#include <vector>

namespace nonet::testing {

struct SamplePicture {
    QString name;
    QByteArray file; // PNG or JPEG bytes
    Grid givens;     // what the picture shows
    bool photo = false;
    std::vector<std::uint8_t> regions; // a Jigsaw puzzle's regions 0..8 (empty: classic)
};

class SamplePictures {
public:
    static std::vector<SamplePicture> screenshots(int count);
    static std::vector<SamplePicture> photos(int count);
    static std::vector<SamplePicture> pages(int count);
    static std::vector<SamplePicture> unreadable(int count);
    static std::vector<SamplePicture> notPuzzles(int count);
    // Jigsaw puzzles (generated from fixed seeds), as screenshots and, every second one, as
    // photo-like pictures.
    static std::vector<SamplePicture> jigsaws(int count);
    // The font files the screenshots use (all from Debian's font packages).
    static QStringList fontFiles();
    static std::vector<Grid> puzzles(int count);
    // A picture as the bytes of a file of the format ("PNG", "JPG", "BMP", ...).
    static QByteArray encoded(const QImage& image, const char* format);
};

} // namespace nonet::testing
