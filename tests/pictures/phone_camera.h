#pragma once
// A picture as a phone photographs it: the page laid on a table, turned up to
// `maxTurn` degrees, seen in perspective, lit unevenly, perhaps with the shadow of the
// phone or a hand across it, slightly out of focus, with sensor noise, saved as JPEG. One
// seed gives one photo.

#include <QByteArray>
#include <QImage>

#include <cstdint>

namespace nonet::testing {

struct PhoneShot {
    double maxTurn = 15;        // degrees either way
    double perspective = 0.06;  // corners moved up to this share of the side
    double leastBlur = 0.4;     // least Gaussian sigma in pixels
    double blur = 1.3;          // most Gaussian sigma in pixels
    double noise = 7;           // most noise sigma in grey levels
    double gradient = 0.35;     // most darkening from one side to the other
    int jpegQuality = 70;       // the least quality
    // A shadow across the page: a straight edge at a random place and angle, soft over a
    // few pixels, the shaded side darker by at least half this share and at most all of
    // it (0: no shadow).
    double shadow = 0;
};

class PhoneCamera {
public:
    // The JPEG file's bytes.
    static QByteArray photograph(const QImage& page, std::uint32_t seed, const PhoneShot& shot = {});
};

} // namespace nonet::testing
