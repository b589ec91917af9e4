#pragma once

namespace dcs {

// The data hall floor: a rectangle in metres with a raised-floor tile grid.
// x grows to the right (width), y grows towards the viewer (depth), origin at the top-left corner.
struct Hall {
    double widthM = 30.0;
    double depthM = 20.0;
    double tileM = 0.6;  // standard 600 mm raised-floor tile

    bool operator==(const Hall &) const = default;
};

} // namespace dcs
