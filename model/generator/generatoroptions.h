#pragma once
#include "project/coolingsettings.h"
#include "project/network.h"
#include <iterator>
#include <optional>
#include <string>
#include <vector>

namespace dcs {

struct CatalogEntry;

class Catalog;

// How the generated hall is cooled (issue 7 section 1, docs/generator.md):
// - Air: chilled-water CRAHs take all the heat; racks stay under the air density limit.
// - Liquid: direct-to-chip cold plates on a CDU loop (the cooling engine's liquid
//   architecture); CRAHs take the residual air heat.
// - Hybrid: a rear-door heat exchanger on every compute rack; CRAHs take what the doors leave.
// - Sidecar: direct-to-chip cold plates on liquid-to-air CDUs, which reject the loop's heat into
//   the room (no facility water: the retrofit of an air-cooled hall for systems built for
//   liquid); the hall is air-cooled and its CRAHs take all the heat, the sidecars' fans and
//   pumps included (the cooling engine's room-air CDUs, issue 33 item 4).
enum class GeneratorCooling { Air, Liquid, Hybrid, Sidecar };
// The compute fabric: one of the network topologies, or none.
enum class GeneratorFabric { None, RailOptimized, LeafSpine, ThreeTier };

// The few choices a new design is generated from. Every field has a default that gives a
// sensible design; 0 in a numeric field means "choose for me" where the comment says so.
struct GeneratorOptions {
    std::string name;                          // empty: "<count> x <system>, <cooling>"
    std::string systemId = "dgx-h100";         // a gpu_server or rack_system catalog id
    int nodes = 0;                             // GPU nodes (rack systems for rack_system)...
    int gpus = 0;                              // ...or GPUs (a multiple of the node's GPUs); one of the two
    GeneratorCooling cooling = GeneratorCooling::Liquid;
    double rackPowerLimitKw = 0;               // 0: 45 kW for servers, nameplate rounded up for rack systems
    std::string pduId = "pdu-415v-60a-wye";
    std::string rackId = "rack-48u-600";       // enclosure of the compute and network racks
    GeneratorFabric fabric = GeneratorFabric::RailOptimized;
    NetworkTechnology technology = NetworkTechnology::IbNdr;
    double oversubscription = 1.0;             // leaf downlink : uplink bandwidth, >= 1
    bool power2N = true;                       // false: one feed (N), no B side
    // Rack PDUs fed from overhead busways along each row (one run per feed and up to a run's
    // length, tap-offs and rating) instead of power panels on the floor (issue 33 item 4).
    bool busway = false;
    CoolingRedundancy coolingRedundancy = CoolingRedundancy::NPlus1;
    double hallWidthM = 0, hallDepthM = 0;     // 0 x 0: fit the hall to the design
    std::string location = "Ashburn, VA";      // site location (climate profile, docs/cooling.md)
};

const char *generatorCoolingName(GeneratorCooling c);
const char *generatorFabricName(GeneratorFabric f);
std::optional<GeneratorCooling> generatorCoolingFromName(const std::string &name);
std::optional<GeneratorFabric> generatorFabricFromName(const std::string &name);
// The technologies the generator builds: "ib-ndr", "ib-xdr", "roce-400", "roce-800" (the names of
// the file format, docs/network.md), and that list written out for messages.
inline constexpr NetworkTechnology kGeneratorTechnologies[] = {NetworkTechnology::IbNdr, NetworkTechnology::IbXdr,
                                                               NetworkTechnology::Roce400, NetworkTechnology::Roce800};
std::optional<NetworkTechnology> networkTechnologyFromName(const std::string &name);
std::string generatorTechnologyList();
// InfiniBand at the system's NIC speed: XDR (Quantum-X800) for 800G NICs (GB300 NVL72, DGX
// B300), NDR (Quantum-2) below; the default of `generate` and of New from Template.
NetworkTechnology defaultTechnologyFor(const CatalogEntry &system);
std::optional<CoolingRedundancy> coolingRedundancyFromName(const std::string &name);

// The switch model a technology is built from (catalog ids, REFERENCE.md 1.4).
std::string fabricSwitchFor(NetworkTechnology technology);

// Problems with the options alone (unknown ids, counts, ranges), one plain sentence each.
// Limits that depend on sizing (a rack limit below one node) are reported by the generator.
std::vector<std::string> validateOptions(const GeneratorOptions &options, const Catalog &catalog);

} // namespace dcs
