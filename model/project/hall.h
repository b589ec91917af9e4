#pragma once

namespace dcs {

// The data hall floor: a rectangle in metres with a raised-floor tile grid.
// x grows to the right (width), y grows towards the viewer (depth), origin at the top-left corner.
struct Hall {
    double widthM = 30.0;
    double depthM = 20.0;
    double tileM = 0.6;  // standard 600 mm raised-floor tile
    // The floor's uniformly distributed load rating, kPa (raised floor or slab). Default: the
    // recommended minimum of ANSI/TIA-942 for computer rooms, 12 kPa (250 lbf/ft²); its
    // required minimum is 7.2 kPa (150 lbf/ft²). A rack's weight over its footprint is checked
    // against it (issue 33 item 3).
    double floorRatingKpa = 12.0;

    bool operator==(const Hall &) const = default;
};

} // namespace dcs
