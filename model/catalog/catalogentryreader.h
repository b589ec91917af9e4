#pragma once
#include "catalogentry.h"
#include "json/jsonfieldreader.h"
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

namespace dcs {

// Reads and validates one catalog entry object (JSON names in snake_case). The rules live
// here, apart from Catalog, so that the catalog's own bookkeeping (ids, index, resources)
// stays small and the same rules apply to built-in files and to a project's custom entries.
class CatalogEntryReader
{
public:
    explicit CatalogEntryReader(std::string file = {}) : mFile(std::move(file)) {}

    // The entry at `path`, or nullopt when anything about it is wrong; the reasons are
    // appended to errors(). A half-valid entry is never returned: engines would silently
    // compute with its fallback values.
    std::optional<CatalogEntry> read(const nlohmann::json &value, const std::string &path);

    const LoadErrors &errors() const { return mErrors; }
    LoadErrors takeErrors() { return std::move(mErrors); }

    // Bounds past which a value is a typo rather than a large device.
    static constexpr double kMaxPowerW = 2e6;      // 2 MW per entry
    static constexpr double kMaxWeightKg = 10000;  // 10 t
    static constexpr double kMaxSizeMm = 10000;    // 10 m footprint side

    // True when `name` is a field an entry's "assumptions" may list ("gpu" or "gpu.tdp_w").
    static bool isKnownField(const std::string &name);

private:
    void readIdentity(const nlohmann::json &obj, const std::string &path, CatalogEntry &e);
    void readPower(const nlohmann::json &obj, const std::string &path, CatalogEntry &e);
    void readPhysical(const nlohmann::json &obj, const std::string &path, CatalogEntry &e);
    void readProvenance(const nlohmann::json &obj, const std::string &path, CatalogEntry &e);
    std::optional<GpuSpec> readGpu(const nlohmann::json &obj, const std::string &path);
    void readPorts(const nlohmann::json &obj, const std::string &path, CatalogEntry &e);
    std::optional<PduSpec> readPdu(const nlohmann::json &obj, const std::string &path);
    std::optional<CoolingSpec> readCooling(const nlohmann::json &obj, const std::string &path);
    std::optional<LiquidSpec> readLiquid(const nlohmann::json &obj, const std::string &path);
    // "rejects_to" of a cooling block: "facility-water" (default) or "room-air", a CDU's only.
    RejectsTo readRejectsTo(const nlohmann::json &cooling, const std::string &path, CoolingType type);
    std::optional<RackSpec> readRack(const nlohmann::json &obj, const std::string &path);
    std::optional<UpsSpec> readUps(const nlohmann::json &obj, const std::string &path);
    std::optional<PanelSpec> readPanel(const nlohmann::json &obj, const std::string &path);
    std::optional<CableSpec> readCable(const nlohmann::json &obj, const std::string &path);
    void checkKindRequirements(const nlohmann::json &obj, const std::string &path, const CatalogEntry &e);
    // A rack-scale system's compute trays divide its GPUs and fabric NICs evenly (GB200 NVL72:
    // 18 trays of 4 GPUs and 4 NICs); a count the system cannot have is refused at the field.
    void checkComputeTrays(const CatalogEntry &e, const std::string &path);

    // A required number that must be above zero (a rating of 0 would divide or mislead).
    double positive(const nlohmann::json &obj, const char *key, const std::string &path, double max);
    std::string nonEmptyString(const nlohmann::json &obj, const char *key, const std::string &path);
    bool hasErrorAt(const std::string &fieldPath) const;

    std::string mFile;
    JsonFieldReader mReader;  // fresh for every entry, so an entry's own errors can be told apart
    LoadErrors mErrors;
};

} // namespace dcs
