#include "itpowerengine.h"
#include "cooling/coolingresult.h"
#include "inventory/inventoryresult.h"
#include "network/networkresult.h"
#include "power/powerresult.h"
#include "project/project.h"
#include <cstdio>
#include <nlohmann/json.hpp>

namespace dcs {

namespace {

// "nameplate", "typical" or "load factor 0.85": the power settings' design load in words.
std::string designBasisName(const PowerSettings &s)
{
    switch (s.designLoad) {
    case PowerSettings::DesignLoad::Nameplate: return "nameplate";
    case PowerSettings::DesignLoad::Typical: return "typical";
    case PowerSettings::DesignLoad::LoadFactor: break;
    }
    char buf[48];
    std::snprintf(buf, sizeof buf, "load factor %.2f", s.loadFactor);
    return buf;
}

} // namespace

ItPowerResult ItPowerEngine::evaluate(const EngineContext &context, const Needs &needs)
{
    const PowerSettings &settings = context.project.power;
    const InventoryResult &inventory = needs.inventory;
    const NetworkResult &network = needs.network;
    const PowerResult &power = needs.power;
    const CoolingResult &cooling = needs.cooling;
    ItPowerResult r;
    r.deviceNameplateW = inventory.nameplateItPowerW;
    r.deviceTypicalW = inventory.typicalItPowerW;
    r.opticsW = network.opticsPowerW;
    r.nameplateW = r.deviceNameplateW + r.opticsW;
    r.typicalW = r.deviceTypicalW + r.opticsW;
    r.designW = power.itDesignW;  // the power engine adds each device's optics to its load
    r.designBasis = designBasisName(settings);
    r.energyBasis = cooling.itPowerBasis;
    // The cooling engine's architectures: air keeps the server fans, liquid removes their
    // captured share; both include the optics.
    r.energyW = cooling.air.itPowerW;
    r.liquidNameplateW = cooling.liquid.itNameplateW;
    r.liquidEnergyW = cooling.liquid.itPowerW;
    r.serverFansNameplateW = cooling.air.itNameplateW - cooling.liquid.itNameplateW;
    r.serverFansEnergyW = cooling.liquid.fanPowerRemovedW;
    r.designArchitectureNameplateW = cooling.design().itNameplateW;
    return r;
}

nlohmann::json ItPowerEngine::toJson(const ItPowerResult &r)
{
    return {{"device_nameplate_w", r.deviceNameplateW},
            {"device_typical_w", r.deviceTypicalW},
            {"optics_w", r.opticsW},
            {"nameplate_w", r.nameplateW},
            {"typical_w", r.typicalW},
            {"design_w", r.designW},
            {"design_basis", r.designBasis},
            {"energy_basis", r.energyBasis},
            {"energy_w", r.energyW},
            {"server_fans_nameplate_w", r.serverFansNameplateW},
            {"server_fans_energy_w", r.serverFansEnergyW},
            {"liquid_nameplate_w", r.liquidNameplateW},
            {"liquid_energy_w", r.liquidEnergyW},
            {"design_architecture_nameplate_w", r.designArchitectureNameplateW}};
}

} // namespace dcs
