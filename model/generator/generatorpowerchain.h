#pragma once
#include "generatoroptions.h"
#include <string>

namespace dcs {

class Catalog;
struct Project;

// The power chain of a generated design (docs/generator.md): panels and UPSs per side, 2N (each
// side carries the whole IT load) or N (side A only). Racks go to the least-loaded panel pair,
// largest first, within the panel's circuits (make_samples.py, feed_panels); panels to the
// least-loaded UPS. Counts grow until no panel or UPS is loaded above the target. Adds the
// equipment (positions left to GeneratorFloor) and sets every PDU's panel.
namespace GeneratorPowerChain {
std::string build(Project &project, const GeneratorOptions &options, const Catalog &catalog);  // error or ""
}

} // namespace dcs
