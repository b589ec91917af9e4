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

} // namespace dcs
