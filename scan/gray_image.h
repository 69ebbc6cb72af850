#pragma once
// A picture as the reader takes it: 8-bit grey, row by row, no padding. Whoever decodes
// the file (Qt's image readers in the app and in nonet-cli-scan) converts to this, so the
// reader itself decodes nothing and links no image format library.

#include <cstdint>
#include <vector>

namespace nonet::scan {

struct GrayImage {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> pixels; // width * height, 0 black .. 255 white

    bool isValid() const
    {
        return width > 0 && height > 0 && pixels.size() == static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    }
};

} // namespace nonet::scan
