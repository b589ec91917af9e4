#pragma once
#include <string>
#include <vector>

namespace dcs {

class Catalog;
struct Project;

// In-row coolers serve the racks of their own row, not the room (issue 4 §1). A row is a
// chain of racks, in-row units and liquid-to-air CDUs standing side by side: two footprints
// belong to one row when they touch (gap up to kRowGapM) along one axis and overlap by at least
// half the smaller one along the other. Works for rows along x and along y. A sidecar CDU
// between two racks keeps the row whole, and its exhaust is the row's heat.
struct InRowRow {
    std::vector<size_t> racks;           // indices into Project::racks
    std::vector<size_t> units;           // indices into Project::equipment (in-row coolers)
    std::vector<size_t> sidecars;        // indices into Project::equipment (liquid-to-air CDUs)
};

namespace InRowRows {

constexpr double kRowGapM = 0.1;

// Rows that contain at least one in-row cooler and at least one rack or sidecar CDU. In-row
// coolers standing alone (nothing beside them that makes heat) are in no row.
std::vector<InRowRow> find(const Project &project, const Catalog &catalog);

} // namespace InRowRows
} // namespace dcs
