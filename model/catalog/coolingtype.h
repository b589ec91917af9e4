#pragma once
#include <optional>
#include <string>

namespace dcs {

// The kinds of cooling unit the engines tell apart; the catalog writes them "crah", "inrow",
// "rdhx" and "cdu" (coolingTypeName). Room air units (CRAH, in-row) cool the air of the hall, a
// rear door the air leaving its rack, a CDU the liquid loop of the racks it serves.
enum class CoolingType { Crah, InRow, RearDoor, Cdu };

const char *coolingTypeName(CoolingType type);
std::optional<CoolingType> coolingTypeFromName(const std::string &name);

// Where a CDU sends the heat of its racks' liquid loop; the catalog writes "facility-water"
// (a liquid-to-liquid CDU: the liquid plant's dry coolers or towers take it, the default) and
// "room-air" (a liquid-to-air "sidecar": its own coil and fans put it into the hall's air,
// which the CRAH/in-row units and the air plant then carry). docs/cooling.md.
enum class RejectsTo { FacilityWater, RoomAir };

const char *rejectsToName(RejectsTo to);
std::optional<RejectsTo> rejectsToFromName(const std::string &name);

} // namespace dcs
