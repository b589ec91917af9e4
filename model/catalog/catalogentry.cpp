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
constexpr std::array<std::pair<RejectsTo, const char *>, 2> kRejectsToNames{{
    {RejectsTo::FacilityWater, "facility-water"},
    {RejectsTo::RoomAir, "room-air"},
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

// The file word of an enumerated value and back, from one table per enumeration.
template <typename E, size_t N>
const char *nameIn(const std::array<std::pair<E, const char *>, N> &table, E value, const char *otherwise)
{
    for (const auto &[v, name] : table)
        if (v == value)
            return name;
    return otherwise;
}

template <typename E, size_t N>
std::optional<E> valueIn(const std::array<std::pair<E, const char *>, N> &table, const std::string &name)
{
    for (const auto &[v, n] : table)
        if (name == n)
            return v;
    return std::nullopt;
}
} // namespace

const char *catalogKindName(CatalogKind kind) { return nameIn(kKindNames, kind, "unknown"); }

std::optional<CatalogKind> catalogKindFromName(const std::string &name) { return valueIn(kKindNames, name); }

const char *coolingTypeName(CoolingType type) { return nameIn(kCoolingTypeNames, type, "crah"); }

std::optional<CoolingType> coolingTypeFromName(const std::string &name) { return valueIn(kCoolingTypeNames, name); }

const char *rejectsToName(RejectsTo to) { return nameIn(kRejectsToNames, to, "facility-water"); }

std::optional<RejectsTo> rejectsToFromName(const std::string &name) { return valueIn(kRejectsToNames, name); }

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
