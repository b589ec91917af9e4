#include "generatoroptions.h"
#include "catalog/catalog.h"
#include <cmath>

namespace dcs {

const char *generatorCoolingName(GeneratorCooling c)
{
    switch (c) {
    case GeneratorCooling::Air: return "air";
    case GeneratorCooling::Liquid: return "liquid";
    case GeneratorCooling::Hybrid: return "hybrid";
    case GeneratorCooling::Sidecar: return "sidecar";
    }
    return "air";
}

const char *generatorFabricName(GeneratorFabric f)
{
    switch (f) {
    case GeneratorFabric::None: return "none";
    case GeneratorFabric::RailOptimized: return "rail-optimized";
    case GeneratorFabric::LeafSpine: return "leaf-spine";
    case GeneratorFabric::ThreeTier: return "three-tier";
    }
    return "none";
}

std::optional<GeneratorCooling> generatorCoolingFromName(const std::string &name)
{
    for (GeneratorCooling c : {GeneratorCooling::Air, GeneratorCooling::Liquid, GeneratorCooling::Hybrid, GeneratorCooling::Sidecar})
        if (name == generatorCoolingName(c))
            return c;
    return std::nullopt;
}

std::optional<GeneratorFabric> generatorFabricFromName(const std::string &name)
{
    for (GeneratorFabric f : {GeneratorFabric::None, GeneratorFabric::RailOptimized, GeneratorFabric::LeafSpine,
                              GeneratorFabric::ThreeTier})
        if (name == generatorFabricName(f))
            return f;
    if (name == "rail-optimised")
        return GeneratorFabric::RailOptimized;
    return std::nullopt;
}

std::optional<NetworkTechnology> networkTechnologyFromName(const std::string &name)
{
    for (NetworkTechnology t : kGeneratorTechnologies)
        if (name == networkTechnologyName(t))
            return t;
    return std::nullopt;
}

std::string generatorTechnologyList()
{
    std::string out;
    const size_t n = std::size(kGeneratorTechnologies);
    for (size_t i = 0; i < n; ++i)
        out += std::string(i == 0 ? "" : i + 1 == n ? " or " : ", ") + networkTechnologyName(kGeneratorTechnologies[i]);
    return out;
}

NetworkTechnology defaultTechnologyFor(const CatalogEntry &system)
{
    for (const PortGroup &g : system.ports)
        if (g.role == "fabric" && g.speedGbps >= 800)
            return NetworkTechnology::IbXdr;
    return NetworkTechnology::IbNdr;
}

std::optional<CoolingRedundancy> coolingRedundancyFromName(const std::string &name)
{
    if (name == "N" || name == "n")
        return CoolingRedundancy::N;
    if (name == "N+1" || name == "n+1")
        return CoolingRedundancy::NPlus1;
    if (name == "2N" || name == "2n")
        return CoolingRedundancy::TwoN;
    return std::nullopt;
}

std::string fabricSwitchFor(NetworkTechnology technology)
{
    // Quantum-2 QM9700 for NDR InfiniBand, Quantum-X800 Q3400 for XDR, Spectrum-4 SN5600 for
    // RoCE (REFERENCE.md 1.4; the catalog's q3400 entry).
    return technology == NetworkTechnology::IbNdr ? "qm9700" : technology == NetworkTechnology::IbXdr ? "q3400" : "sn5600";
}

std::vector<std::string> validateOptions(const GeneratorOptions &o, const Catalog &catalog)
{
    std::vector<std::string> errors;
    auto expect = [&](const std::string &id, std::initializer_list<CatalogKind> kinds, const char *what,
                      const char *listHint) {
        const CatalogEntry *e = catalog.find(id);
        if (!e) {
            errors.push_back("unknown " + std::string(what) + " '" + id + "' (list them with `dcstudio catalog --kind "
                             + listHint + "`).");
            return;
        }
        for (CatalogKind k : kinds)
            if (e->kind == k)
                return;
        errors.push_back("'" + id + "' is a " + catalogKindName(e->kind) + ", not a " + what + ".");
    };
    expect(o.systemId, {CatalogKind::GpuServer, CatalogKind::RackSystem}, "GPU system", "gpu_server");
    expect(o.pduId, {CatalogKind::Pdu}, "rack PDU", "pdu");
    expect(o.rackId, {CatalogKind::Rack}, "rack", "rack");
    const CatalogEntry *system = catalog.find(o.systemId);
    if (system && system->totalGpus() <= 0)
        errors.push_back("'" + o.systemId + "' has no GPUs.");
    if (o.nodes > 0 && o.gpus > 0)
        errors.push_back("give either a number of nodes or a number of GPUs, not both.");
    else if (o.nodes <= 0 && o.gpus <= 0)
        errors.push_back("the number of nodes (or of GPUs) must be at least 1.");
    else if (o.gpus > 0 && system && system->totalGpus() > 0 && o.gpus % system->totalGpus() != 0)
        errors.push_back(std::to_string(o.gpus) + " GPUs is not a whole number of " + o.systemId + " ("
                         + std::to_string(system->totalGpus()) + " GPUs each).");
    const int nodes = o.nodes > 0 ? o.nodes : (system && system->totalGpus() > 0 ? o.gpus / system->totalGpus() : 0);
    if (nodes > 100000)
        errors.push_back("at most 100,000 nodes (asked for " + std::to_string(nodes) + ").");
    if (!(o.rackPowerLimitKw >= 0) || o.rackPowerLimitKw > 2000)
        errors.push_back("the rack power limit must be between 0 (automatic) and 2,000 kW.");
    if (!(o.oversubscription >= 1.0) || o.oversubscription > 16)
        errors.push_back("the oversubscription must be between 1 (non-blocking) and 16.");
    const bool fit = o.hallWidthM == 0 && o.hallDepthM == 0;
    if (!fit && !(o.hallWidthM >= 3 && o.hallDepthM >= 3 && o.hallWidthM <= 2000 && o.hallDepthM <= 2000))
        errors.push_back("the hall must be between 3 and 2,000 m on each side (or 'fit').");
    if (o.fabric != GeneratorFabric::None && o.technology == NetworkTechnology::Custom)
        errors.push_back("the fabric technology must be " + generatorTechnologyList() + ".");
    return errors;
}

} // namespace dcs
