#include "inputgroups.h"

namespace dcs {

namespace {
constexpr InputGroup kInputGroups[] = {
    {"site.", "Site"},
    {"power_settings.", "Power distribution"},
    {"cooling.air.", "Air cooling plant"},
    {"cooling.liquid.", "Liquid cooling loop"},
    {"cooling.power_chain.", "Power-chain losses"},
    {"cooling.thermal.", "Thermal map"},
    {"cooling.cost.", "Costs"},
    {"cooling.", "Cooling"},
    {"workload.", "Training workload"},
    {"networks.", "Networks"},
};
} // namespace

std::span<const InputGroup> InputGroups::all()
{
    return kInputGroups;
}

const InputGroup *InputGroups::of(const std::string &key)
{
    for (const InputGroup &g : kInputGroups)
        if (key.starts_with(g.prefix))
            return &g;
    return nullptr;
}

} // namespace dcs
