#pragma once
// A picture as a phone photographs it: the page laid on a table, turned up to
// `maxTurn` degrees, seen in perspective, lit unevenly, slightly out of focus, with
// sensor noise, saved as JPEG. One seed gives one photo.

#include <QByteArray>
#include <QImage>

#include <cstdint>

namespace nonet::testing {

struct PhoneShot {
    double maxTurn = 15;        // degrees either way
    double perspective = 0.06;  // corners moved up to this share of the side
    double blur = 1.3;          // most Gaussian sigma in pixels
    double noise = 7;           // most noise sigma in grey levels
    double gradient = 0.35;     // most darkening from one side to the other
    int jpegQuality = 70;       // the least quality
};

class PhoneCamera {
public:
    // The JPEG file's bytes.
    static QByteArray photograph(const QImage& page, std::uint32_t seed, const PhoneShot& shot = {});
};

} // namespace nonet::testing
