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
    // A raised-floor panel's concentrated (point) load rating, kN: what the levelling feet
    // standing on one panel may press on it together. Default 4.45 kN (1,000 lbf), the rating of
    // a standard-duty access-floor panel under the CISCA concentrated-load test; heavy-duty panels
    // are rated 6.7-11 kN. 0 = not checked (racks on a slab).
    double floorPointLoadKn = 4.45;

    bool operator==(const Hall &) const = default;
};

} // namespace dcs
