#pragma once
#include <optional>
#include <string>
#include <vector>

namespace dcs {

class Catalog;
struct CduLoops;
struct Project;

// Whether the design's IT could be cooled by air at all (issue 32 item 5). A rack-scale system
// built for liquid (catalog liquid_heat_fraction above 0: GB200 NVL72 sends 87 % of its heat
// through its own cold plates) has no air-cooled version, and a GPU server whose air heat alone
// exceeds the air density limit cannot be re-packed under it. Such a design has no air
// alternative to price or rank: the cooling engine marks it, the cost verdict compares the
// liquid plant's heat rejection instead (docs/cost.md).
struct AirAlternativeBlock {
    std::string reason;                  // one sentence naming the systems and the figures
    std::vector<std::string> objectIds;  // the racks holding them
};

namespace AirAlternative {

// Nothing when an air version of the design can be built. A rack whose CDU loop rejects all its
// cold-plate heat to the room air through liquid-to-air CDUs (issue 33 item 4) blocks nothing:
// its heat already ends in the air, and the air architecture keeps those CDUs. A GB200 NVL72 on
// sidecars is an air-cooled rack as far as the hall's plant is concerned.
std::optional<AirAlternativeBlock> blocked(const Project &project, const Catalog &catalog, const CduLoops &loops);

} // namespace AirAlternative

} // namespace dcs
