#include "catalogentry.h"
#include <array>
#include <utility>

namespace dcs {

namespace {
constexpr std::array<std::pair<CoolingType, const char *>, 4> kCoolingTypeNames{{
    {CoolingType::Crah, "crah"},
    {CoolingType::InRow, "inrow"},
    {CoolingType::RearDoor, "rdhx"},
    {CoolingType::Cdu, "cdu"},
}};
constexpr std::array<std::pair<CatalogKind, const char *>, 9> kKindNames{{
    {CatalogKind::GpuServer, "gpu_server"},
    {CatalogKind::RackSystem, "rack_system"},
    {CatalogKind::Switch, "switch"},
    {CatalogKind::Rack, "rack"},
    {CatalogKind::Pdu, "pdu"},
    {CatalogKind::Cooling, "cooling"},
    {CatalogKind::Ups, "ups"},
    {CatalogKind::PowerPanel, "power_panel"},
    {CatalogKind::Cable, "cable"},
}};
}

const char *catalogKindName(CatalogKind kind)
{
    for (const auto &[k, name] : kKindNames)
        if (k == kind)
            return name;
    return "unknown";
}

std::optional<CatalogKind> catalogKindFromName(const std::string &name)
{
    for (const auto &[k, n] : kKindNames)
        if (name == n)
            return k;
    return std::nullopt;
}

const char *coolingTypeName(CoolingType type)
{
    for (const auto &[t, name] : kCoolingTypeNames)
        if (t == type)
            return name;
    return "crah";
}

std::optional<CoolingType> coolingTypeFromName(const std::string &name)
{
    for (const auto &[t, n] : kCoolingTypeNames)
        if (name == n)
            return t;
    return std::nullopt;
}

double CatalogEntry::footprintWidthM() const
{
    if (rack)
        return rack->widthMm / 1000.0;
    return widthMm / 1000.0;
}

double CatalogEntry::footprintDepthM() const
{
    if (rack)
        return rack->depthMm / 1000.0;
    return depthMm / 1000.0;
}

bool CatalogEntry::placesOnFloor() const
{
    return kind == CatalogKind::Rack || kind == CatalogKind::RackSystem || kind == CatalogKind::Cooling
        || kind == CatalogKind::Ups || kind == CatalogKind::PowerPanel;
}

bool CatalogEntry::mountsInRack() const
{
    return kind == CatalogKind::GpuServer || kind == CatalogKind::Switch;
}

} // namespace dcs
