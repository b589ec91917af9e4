#pragma once
#include "generatoroptions.h"
#include <string>

namespace dcs {

class Catalog;
struct Project;

// The floor of a generated design (docs/generator.md): cooling units sized with their
// redundancy (CRAHs for the air heat, CDUs for the liquid heat), then the hall around the rows:
// CRAHs along both side walls facing the rows, a band below the rows with the A side's UPSs and
// panels, the B side's, and the CDUs. Fits the hall to the design, or checks that it fits the
// hall the options give (an error names the size needed).
namespace GeneratorFloor {
double sideZoneM();  // along each side wall: 0.6 m clearance, a 0.9 m deep CRAH, 1.5 m service aisle
double topZoneM();   // between the top wall and the first row (a hot aisle against the wall)
std::string build(Project &project, const GeneratorOptions &options, const Catalog &catalog);  // error or ""
}

} // namespace dcs
