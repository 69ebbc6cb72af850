#pragma once
// Evens out the light on a picture before anything is told ink from paper, so that a
// shadow or a lamp's fall-off is never ink:
//
//   grey --closing (a grey-level maximum, then minimum, over `reach` pixels)--> the paper
//        as if nothing were printed on it: strokes and lines narrower than `reach` are
//        filled, while a shadow's edge, wider than any stroke, stays where it is
//   grey / paper --> every part of the paper white, ink as dark against its own paper
//
// A closing keeps a straight edge of light in place (a blur would smear it, and the darker
// side next to it would then look like ink), so a shadow's edge crossing a cell leaves that
// cell blank.

#include <opencv2/core/mat.hpp>

namespace nonet::scan {

class Illumination {
public:
    // gray: CV_8U, ink darker than the paper. reach: more than the widest stroke, in pixels.
    static cv::Mat flattened(const cv::Mat& gray, int reach);
};

} // namespace nonet::scan
