#include "catalogentryreader.h"
#include "json/jsontext.h"
#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>
#include <string_view>

namespace dcs {

using nlohmann::json;

namespace {

std::string child(const std::string &path, const char *key)
{
    return JsonFieldReader::child(path, key);
}

bool isIdChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
}

constexpr size_t kMaxIdLength = 100;

// Whole numbers without a trailing ".0" so messages read "3200", not "3200.0".
std::string num(double v)
{
    if (v == static_cast<double>(static_cast<long long>(v)) && v > -1e15 && v < 1e15)
        return std::to_string(static_cast<long long>(v));
    return JsonText::dump(nlohmann::json(v));
}

// Top-level keys of an entry; "assumptions" may name these (or "key.sub").
constexpr std::array<std::string_view, 34> kFields{
    "id", "kind", "name", "vendor", "category", "max_power_w", "typical_power_w", "psu_count",
    "psu_required", "psu_minimum", "throttled_power_w", "psu_rating_w", "liquid_heat_fraction", "fan_power_fraction", "height_u",
    "weight_kg", "depth_mm", "width_mm", "full_depth", "gpu", "ports", "pdu", "cooling", "rack",
    "ups", "panel", "list_price_usd", "price_is_assumption", "source", "assumptions", "cable", "airflow_m3h",
    "compute_trays", "liquid"};

std::string kindList()
{
    std::string out;
    for (int k = 0; k <= static_cast<int>(CatalogKind::Cable); ++k) {
        if (!out.empty())
            out += ", ";
        out += catalogKindName(static_cast<CatalogKind>(k));
    }
    return out;
}

} // namespace

bool CatalogEntryReader::isKnownField(const std::string &name)
{
    const std::string_view head = std::string_view(name).substr(0, name.find('.'));
    return std::find(kFields.begin(), kFields.end(), head) != kFields.end();
}

bool CatalogEntryReader::hasErrorAt(const std::string &fieldPath) const
{
    const auto &errs = mReader.errors();
    return std::any_of(errs.begin(), errs.end(), [&](const LoadError &e) {
        return e.path == fieldPath || e.path.starts_with(fieldPath + "/");
    });
}

double CatalogEntryReader::positive(const json &obj, const char *key, const std::string &path, double max)
{
    const double v = mReader.number(obj, key, path, 0, max);
    const std::string p = child(path, key);
    if (v <= 0 && !hasErrorAt(p))
        mReader.error(p, "the value must be greater than 0 (expected more than 0, up to "
                             + num(max) + ").");
    return v;
}

std::string CatalogEntryReader::nonEmptyString(const json &obj, const char *key, const std::string &path)
{
    std::string s = mReader.string(obj, key, path);
    const std::string p = child(path, key);
    if (s.empty() && !hasErrorAt(p))
        mReader.error(p, std::string("the ") + key + " must not be empty.");
    return s;
}

std::optional<CatalogEntry> CatalogEntryReader::read(const json &value, const std::string &path)
{
    mReader = JsonFieldReader(mFile);
    CatalogEntry e;
    if (mReader.expectObject(value, path)) {
        readIdentity(value, path, e);
        readPower(value, path, e);
        readPhysical(value, path, e);
        e.gpu = readGpu(value, path);
        readPorts(value, path, e);
        e.pdu = readPdu(value, path);
        e.cooling = readCooling(value, path);
        e.liquid = readLiquid(value, path);
        e.rack = readRack(value, path);
        e.ups = readUps(value, path);
        e.panel = readPanel(value, path);
        e.cable = readCable(value, path);
        readProvenance(value, path, e);
        checkKindRequirements(value, path, e);
    }
    LoadErrors errs = mReader.takeErrors();
    if (errs.empty())
        return e;
    mErrors.insert(mErrors.end(), std::make_move_iterator(errs.begin()), std::make_move_iterator(errs.end()));
    return std::nullopt;
}

void CatalogEntryReader::readIdentity(const json &obj, const std::string &path, CatalogEntry &e)
{
    e.id = nonEmptyString(obj, "id", path);
    if (!e.id.empty()) {
        if (e.id.size() > kMaxIdLength)
            mReader.error(child(path, "id"), "the id is longer than " + std::to_string(kMaxIdLength)
                                                 + " characters.");
        else if (!std::all_of(e.id.begin(), e.id.end(), isIdChar))
            mReader.error(child(path, "id"), "the id '" + e.id
                                                 + "' may contain only lower-case letters, digits and '-'.");
    }

    const std::string kind = mReader.string(obj, "kind", path);
    if (!hasErrorAt(child(path, "kind"))) {
        if (const auto k = catalogKindFromName(kind))
            e.kind = *k;
        else
            mReader.error(child(path, "kind"), "unknown kind '" + kind + "' (expected one of " + kindList() + ").");
    }

    // A missing name falls back to the id so that palette and reports always have a label.
    e.name = mReader.optString(obj, "name", path, e.id);
    e.vendor = mReader.optString(obj, "vendor", path);
    e.category = mReader.optString(obj, "category", path);
}

void CatalogEntryReader::readPower(const json &obj, const std::string &path, CatalogEntry &e)
{
    e.maxPowerW = mReader.optNumber(obj, "max_power_w", path, 0, kMaxPowerW, 0);
    // Absent typical power means "size for nameplate" (REFERENCE.md 1.1: design load factor 1.0).
    const bool hasTypical = obj.contains("typical_power_w");
    e.typicalPowerW = mReader.optNumber(obj, "typical_power_w", path, 0, kMaxPowerW, e.maxPowerW);
    if (hasTypical && e.typicalPowerW > e.maxPowerW && !hasErrorAt(child(path, "typical_power_w"))
        && !hasErrorAt(child(path, "max_power_w")))
        mReader.error(child(path, "typical_power_w"),
                      "the typical power (" + num(e.typicalPowerW) + " W) is above the maximum power ("
                          + num(e.maxPowerW) + " W); expected 0 to max_power_w.");

    // 64 covers a rack system's power-shelf PSUs.
    e.psuCount = mReader.optInteger(obj, "psu_count", path, 0, 64, 0);
    e.psuRequired = mReader.optInteger(obj, "psu_required", path, 0, 64, 0);
    if (e.psuRequired > e.psuCount && !hasErrorAt(child(path, "psu_count"))
        && !hasErrorAt(child(path, "psu_required")))
        mReader.error(child(path, "psu_required"),
                      "psu_required (" + std::to_string(e.psuRequired) + ") is more than psu_count ("
                          + std::to_string(e.psuCount) + "); expected 0 to psu_count.");
    e.psuMinimum = mReader.optInteger(obj, "psu_minimum", path, 0, 64, 0);
    if (e.psuMinimum > e.psuRequired && !hasErrorAt(child(path, "psu_minimum")) && !hasErrorAt(child(path, "psu_required")))
        mReader.error(child(path, "psu_minimum"),
                      "psu_minimum (" + std::to_string(e.psuMinimum) + ") is more than psu_required ("
                          + std::to_string(e.psuRequired) + "); expected 0 to psu_required (the PSUs it keeps running on, throttled).");
    // Up to 100 kW so that a 33 kW power shelf can stand for a PSU.
    e.psuRatingW = mReader.optNumber(obj, "psu_rating_w", path, 0, 100000, 0);
    e.computeTrays = mReader.optInteger(obj, "compute_trays", path, 0, 256, 0);
    e.throttledPowerW = mReader.optNumber(obj, "throttled_power_w", path, 0, kMaxPowerW, 0);
    e.liquidHeatFraction = mReader.optNumber(obj, "liquid_heat_fraction", path, 0, 1, 0);
    e.fanPowerFraction = mReader.optNumber(obj, "fan_power_fraction", path, 0, 1, 0);
    e.airflowM3h = mReader.optNumber(obj, "airflow_m3h", path, 0, 1e6, 0);
}

void CatalogEntryReader::readPhysical(const json &obj, const std::string &path, CatalogEntry &e)
{
    e.heightU = mReader.optInteger(obj, "height_u", path, 0, 60, 0);
    e.weightKg = mReader.optNumber(obj, "weight_kg", path, 0, kMaxWeightKg, 0);
    e.depthMm = mReader.optNumber(obj, "depth_mm", path, 0, kMaxSizeMm, 0);
    e.widthMm = mReader.optNumber(obj, "width_mm", path, 0, kMaxSizeMm, 0);
    e.fullDepth = mReader.optBool(obj, "full_depth", path, true);
}

void CatalogEntryReader::readProvenance(const json &obj, const std::string &path, CatalogEntry &e)
{
    e.listPriceUsd = mReader.optNumber(obj, "list_price_usd", path, 0, 1e9, 0);
    e.priceIsAssumption = mReader.optBool(obj, "price_is_assumption", path, true);
    // Every figure must be traceable (REFERENCE.md): no source, no entry.
    e.source = nonEmptyString(obj, "source", path);

    const json *list = mReader.array(obj, "assumptions", path, false, 100);
    if (!list)
        return;
    const std::string listPath = child(path, "assumptions");
    for (size_t i = 0; i < list->size(); ++i) {
        const json &item = (*list)[i];
        const std::string p = JsonFieldReader::child(listPath, i);
        if (!item.is_string()) {
            mReader.error(p, "expected a field name (a string), found " + JsonFieldReader::typeName(item) + ".");
            continue;
        }
        const std::string name = item.get<std::string>();
        // Naming a field that does not exist would hide which figure is really assumed.
        if (!isKnownField(name)) {
            mReader.error(p, "'" + name + "' is not a field of a catalog entry.");
            continue;
        }
        e.assumptions.push_back(name);
    }
}

std::optional<GpuSpec> CatalogEntryReader::readGpu(const json &obj, const std::string &path)
{
    const json *g = mReader.object(obj, "gpu", path, false);
    if (!g)
        return std::nullopt;
    const std::string p = child(path, "gpu");
    GpuSpec s;
    s.model = nonEmptyString(*g, "model", p);
    s.count = mReader.integer(*g, "count", p, 1, 100000);
    // Dense figures only (REFERENCE.md 1.2); the bounds are ten times today's largest chips.
    s.bf16DenseTflops = positive(*g, "bf16_dense_tflops", p, 100000);
    s.fp8DenseTflops = mReader.optNumber(*g, "fp8_dense_tflops", p, 0, 200000, 0);
    s.hbmGb = positive(*g, "hbm_gb", p, 10000);
    s.hbmTbps = mReader.optNumber(*g, "hbm_tbps", p, 0, 1000, 0);
    s.nvlinkGBpsPerDir = mReader.optNumber(*g, "nvlink_gbps_per_dir", p, 0, 100000, 0);
    s.nvlinkDomain = mReader.optInteger(*g, "nvlink_domain", p, 0, 100000, 0);
    s.computeNics = mReader.optInteger(*g, "compute_nics", p, 0, 10000, 0);
    s.nicGbps = mReader.optNumber(*g, "nic_gbps", p, 0, 3200, 0);
    s.tdpW = mReader.optNumber(*g, "tdp_w", p, 0, 10000, 0);
    s.powerSmoothing = mReader.optBool(*g, "power_smoothing", p, false);
    s.energyStorageJ = mReader.optNumber(*g, "energy_storage_j", p, 0, 1e7, 0);
    return s;
}

void CatalogEntryReader::readPorts(const json &obj, const std::string &path, CatalogEntry &e)
{
    const json *ports = mReader.array(obj, "ports", path, false, 64);
    if (!ports)
        return;
    const std::string listPath = child(path, "ports");
    for (size_t i = 0; i < ports->size(); ++i) {
        const std::string p = JsonFieldReader::child(listPath, i);
        const json &item = (*ports)[i];
        if (!mReader.expectObject(item, p))
            continue;
        PortGroup g;
        g.count = mReader.integer(item, "count", p, 1, 100000);
        g.speedGbps = positive(item, "speed_gbps", p, 3200);
        g.formFactor = mReader.optString(item, "form_factor", p);
        g.role = mReader.optString(item, "role", p);
        e.ports.push_back(std::move(g));
    }
}

std::optional<PduSpec> CatalogEntryReader::readPdu(const json &obj, const std::string &path)
{
    const json *d = mReader.object(obj, "pdu", path, false);
    if (!d)
        return std::nullopt;
    const std::string p = child(path, "pdu");
    PduSpec s;
    s.voltageLineToLineV = mReader.number(*d, "voltage_ll_v", p, 100, 1000);
    s.wiring = mReader.string(*d, "wiring", p);
    if (!hasErrorAt(child(p, "wiring")) && s.wiring != "wye" && s.wiring != "delta")
        mReader.error(child(p, "wiring"), "unknown wiring '" + s.wiring + "' (expected \"wye\" or \"delta\").");
    s.phases = mReader.optInteger(*d, "phases", p, 1, 3, 3);
    if (s.phases == 2)
        mReader.error(child(p, "phases"), "a PDU has 1 or 3 phases, not 2.");
    s.inputCurrentA = positive(*d, "input_current_a", p, 1000);
    s.banks = mReader.optInteger(*d, "banks", p, 0, 96, 0);
    s.bankBreakerA = mReader.optNumber(*d, "bank_breaker_a", p, 0, 1000, 0);
    if (s.banks > 0 && s.bankBreakerA <= 0 && !hasErrorAt(child(p, "bank_breaker_a")))
        mReader.error(child(p, "bank_breaker_a"), "a PDU with outlet banks needs the banks' breaker rating "
                                                  "(expected more than 0 A).");
    s.outletsPerBank = mReader.optInteger(*d, "outlets_per_bank", p, 0, 100, 0);
    s.outletType = mReader.optString(*d, "outlet_type", p);
    s.outletPhases = mReader.optInteger(*d, "outlet_phases", p, 1, 3, 1);
    if (s.outletPhases == 2)
        mReader.error(child(p, "outlet_phases"), "an outlet has 1 or 3 phases, not 2.");
    else if (s.outletPhases == 3 && s.phases != 3 && !hasErrorAt(child(p, "phases")))
        mReader.error(child(p, "outlet_phases"), "three-phase outlets need a three-phase PDU (phases 3).");
    return s;
}

std::optional<CoolingSpec> CatalogEntryReader::readCooling(const json &obj, const std::string &path)
{
    const json *c = mReader.object(obj, "cooling", path, false);
    if (!c)
        return std::nullopt;
    const std::string p = child(path, "cooling");
    CoolingSpec s;
    const std::string type = mReader.string(*c, "type", p);
    if (const std::optional<CoolingType> t = coolingTypeFromName(type))
        s.type = *t;
    else if (!hasErrorAt(child(p, "type")))
        mReader.error(child(p, "type"),
                      "unknown cooling type '" + type + "' (expected \"crah\", \"inrow\", \"rdhx\" or \"cdu\").");
    s.capacityKw = positive(*c, "capacity_kw", p, 10000);
    s.airflowM3h = mReader.optNumber(*c, "airflow_m3h", p, 0, 1e6, 0);
    s.fanPowerW = mReader.optNumber(*c, "fan_power_w", p, 0, kMaxPowerW, 0);
    s.pumpPowerW = mReader.optNumber(*c, "pump_power_w", p, 0, kMaxPowerW, 0);
    s.flowLpm = mReader.optNumber(*c, "flow_lpm", p, 0, 1e6, 0);
    s.headKpa = mReader.optNumber(*c, "head_kpa", p, 0, 10000, 0);
    s.approachK = mReader.optNumber(*c, "approach_k", p, 0, 50, 0);
    // A CDU's loop is checked by flow (docs/cooling.md, Hydraulics): a CDU without a rated flow
    // would make every loop it serves silently short, so it is refused here, naming it.
    if (s.type == CoolingType::Cdu && s.flowLpm <= 0 && !hasErrorAt(child(p, "flow_lpm")))
        mReader.error(child(p, "flow_lpm"), "a CDU needs its rated secondary flow_lpm above 0 (L/min); without it no "
                                            "loop's flow can be checked.");
    s.rejectsTo = readRejectsTo(*c, p, s.type);
    return s;
}

std::optional<LiquidSpec> CatalogEntryReader::readLiquid(const json &obj, const std::string &path)
{
    const json *l = mReader.object(obj, "liquid", path, false);
    if (!l)
        return std::nullopt;
    const std::string p = child(path, "liquid");
    LiquidSpec s;
    s.minFlowLpmPerKw = mReader.optNumber(*l, "min_flow_lpm_per_kw", p, 0, 20, 0);
    s.maxSupplyC = mReader.optNumber(*l, "max_supply_c", p, 0, 90, 0);
    s.pressureDropKpa = mReader.optNumber(*l, "pressure_drop_kpa", p, 0, 2000, 0);
    return s;
}

RejectsTo CatalogEntryReader::readRejectsTo(const json &cooling, const std::string &path, CoolingType type)
{
    const std::string p = child(path, "rejects_to");
    const std::string name = mReader.optString(cooling, "rejects_to", path, rejectsToName(RejectsTo::FacilityWater));
    const std::optional<RejectsTo> to = rejectsToFromName(name);
    if (!to) {
        if (!hasErrorAt(p))
            mReader.error(p, "unknown rejects_to '" + name + "' (expected \"facility-water\" or \"room-air\").");
        return RejectsTo::FacilityWater;
    }
    // Only a CDU has a liquid loop of its own to empty into the room; a CRAH, an in-row unit or a
    // rear door takes heat out of the air into water.
    if (*to == RejectsTo::RoomAir && type != CoolingType::Cdu && !hasErrorAt(child(path, "type"))) {
        mReader.error(p, std::string("only a CDU can reject its heat to the room air, not a \"") + coolingTypeName(type) + "\".");
        return RejectsTo::FacilityWater;
    }
    return *to;
}

std::optional<RackSpec> CatalogEntryReader::readRack(const json &obj, const std::string &path)
{
    const json *r = mReader.object(obj, "rack", path, false);
    if (!r)
        return std::nullopt;
    const std::string p = child(path, "rack");
    RackSpec s;
    s.heightU = mReader.integer(*r, "height_u", p, 1, 60);
    s.widthMm = mReader.number(*r, "width_mm", p, 300, 1500);
    s.depthMm = mReader.number(*r, "depth_mm", p, 300, 2500);
    s.staticLoadKg = mReader.optNumber(*r, "static_load_kg", p, 0, kMaxWeightKg, 0);
    return s;
}

std::optional<UpsSpec> CatalogEntryReader::readUps(const json &obj, const std::string &path)
{
    const json *u = mReader.object(obj, "ups", path, false);
    if (!u)
        return std::nullopt;
    const std::string p = child(path, "ups");
    UpsSpec s;
    s.ratingKva = positive(*u, "rating_kva", p, 10000);
    s.ratingKw = positive(*u, "rating_kw", p, 10000);
    // Real power cannot exceed apparent power (power factor <= 1).
    if (s.ratingKw > s.ratingKva && !hasErrorAt(child(p, "rating_kw")) && !hasErrorAt(child(p, "rating_kva")))
        mReader.error(child(p, "rating_kw"), "rating_kw is above rating_kva; expected 0 to rating_kva "
                                             "(power factor at most 1).");
    s.efficiencyFull = positive(*u, "efficiency_full", p, 1);
    return s;
}

std::optional<PanelSpec> CatalogEntryReader::readPanel(const json &obj, const std::string &path)
{
    const json *b = mReader.object(obj, "panel", path, false);
    if (!b)
        return std::nullopt;
    const std::string p = child(path, "panel");
    PanelSpec s;
    s.voltageLineToLineV = mReader.number(*b, "voltage_ll_v", p, 100, 1000);
    s.mainBreakerA = positive(*b, "main_breaker_a", p, 10000);
    s.circuits = mReader.optInteger(*b, "circuits", p, 0, 1000, 0);
    s.circuitBreakerA = mReader.optNumber(*b, "circuit_breaker_a", p, 0, 10000, 0);
    if (s.circuitBreakerA > s.mainBreakerA && !hasErrorAt(child(p, "main_breaker_a")))
        mReader.error(child(p, "circuit_breaker_a"), "a circuit breaker is larger than the main breaker; "
                                                     "expected 0 to main_breaker_a.");
    const std::string mounting = mReader.optString(*b, "mounting", p, "floor");
    if (mounting == "overhead")
        s.overhead = true;
    else if (mounting != "floor")
        mReader.error(child(p, "mounting"), "unknown mounting \"" + mounting + "\" (expected floor or overhead).");
    return s;
}

std::optional<CableSpec> CatalogEntryReader::readCable(const json &obj, const std::string &path)
{
    const json *c = mReader.object(obj, "cable", path, false);
    if (!c)
        return std::nullopt;
    const std::string p = child(path, "cable");
    CableSpec s;
    s.medium = mReader.string(*c, "medium", p);
    if (!hasErrorAt(child(p, "medium")) && s.medium != "passive-copper" && s.medium != "active-copper"
        && s.medium != "multimode" && s.medium != "single-mode")
        mReader.error(child(p, "medium"), "unknown medium '" + s.medium
                                              + "' (expected \"passive-copper\", \"active-copper\", "
                                                "\"multimode\" or \"single-mode\").");
    s.speedGbps = positive(*c, "speed_gbps", p, 3200);
    s.maxLengthM = positive(*c, "max_length_m", p, 100000);
    s.switchEndPowerW = mReader.optNumber(*c, "switch_end_power_w", p, 0, 1000, 0);
    s.nodeEndPowerW = mReader.optNumber(*c, "node_end_power_w", p, 0, 1000, 0);
    s.transceiversPerLink = mReader.optInteger(*c, "transceivers_per_link", p, 0, 2, 0);
    s.transceiverPriceUsd = mReader.optNumber(*c, "transceiver_price_usd", p, 0, 1e6, 0);
    s.pricePerMUsd = mReader.optNumber(*c, "price_per_m_usd", p, 0, 1e5, 0);
    return s;
}

void CatalogEntryReader::checkComputeTrays(const CatalogEntry &e, const std::string &path)
{
    const int trays = e.computeTrays;
    const std::string at = child(path, "compute_trays");
    if (trays <= 0 || hasErrorAt(at))
        return;
    const int gpus = e.totalGpus();
    int nics = 0;
    for (const PortGroup &g : e.ports)
        if (g.role == "fabric")
            nics += g.count;
    if (gpus > 0 && gpus % trays != 0)
        mReader.error(at, std::to_string(trays) + " compute trays cannot hold the system's " + std::to_string(gpus)
                              + " GPUs evenly; expected a count that divides " + std::to_string(gpus) + " (GB200 NVL72: 18 trays of 4).");
    else if (nics > 0 && nics % trays != 0)
        mReader.error(at, std::to_string(trays) + " compute trays cannot carry the system's " + std::to_string(nics)
                              + " fabric ports evenly; expected a count that divides " + std::to_string(nics) + ".");
}

void CatalogEntryReader::checkKindRequirements(const json &obj, const std::string &path, const CatalogEntry &e)
{
    if (hasErrorAt(child(path, "kind")))
        return;
    const std::string kind = catalogKindName(e.kind);
    // A section that is present but invalid has been reported already.
    auto requireSection = [&](const char *key, bool present, const char *what) {
        if (!present && !obj.contains(key))
            mReader.error(child(path, key), "a " + kind + " entry needs a \"" + key + "\" object (" + what + ").");
    };
    auto requireAtLeast = [&](const char *key, double value, double min, const char *why) {
        if (value < min && !hasErrorAt(child(path, key)))
            mReader.error(child(path, key), "a " + kind + " entry needs " + key + " of at least "
                                                + num(min) + " (" + why + ").");
    };

    switch (e.kind) {
    case CatalogKind::GpuServer:
    case CatalogKind::RackSystem:
        requireSection("gpu", e.gpu.has_value(), "GPU model, count and throughput");
        requireAtLeast("max_power_w", e.maxPowerW, 1, "its nameplate maximum in watts");
        // A rack system may list its power shelves as PSUs.
        requireAtLeast("psu_count", e.psuCount, 1, "the number of power supplies");
        requireAtLeast("psu_required", e.psuRequired, 1, "how many PSUs must be fed for it to run");
        if (e.kind == CatalogKind::GpuServer)
            requireAtLeast("height_u", e.heightU, 1, "the rack units it occupies");
        else
            requireSection("rack", e.rack.has_value(), "the rack it comes in: height_u, width_mm, depth_mm");
        checkComputeTrays(e, path);
        break;
    case CatalogKind::Switch:
        requireAtLeast("height_u", e.heightU, 1, "the rack units it occupies");
        break;
    case CatalogKind::Rack:
        requireSection("rack", e.rack.has_value(), "height_u, width_mm, depth_mm");
        break;
    case CatalogKind::Pdu:
        requireSection("pdu", e.pdu.has_value(), "voltage, wiring, input current and banks");
        break;
    case CatalogKind::Cooling:
        requireSection("cooling", e.cooling.has_value(), "type and capacity");
        break;
    case CatalogKind::Ups:
        requireSection("ups", e.ups.has_value(), "kVA and kW rating and efficiency");
        break;
    case CatalogKind::PowerPanel:
        requireSection("panel", e.panel.has_value(), "voltage, main breaker and circuits");
        break;
    case CatalogKind::Cable:
        requireSection("cable", e.cable.has_value(), "medium, speed, reach and per-end power");
        break;
    }

    // Floor equipment needs a footprint for the floor plan; a rear door hangs on a rack.
    const bool onFloor = e.kind == CatalogKind::Ups || e.kind == CatalogKind::PowerPanel
        || (e.kind == CatalogKind::Cooling && !e.isCooling(CoolingType::RearDoor));
    if (onFloor) {
        requireAtLeast("width_mm", e.widthMm, 1, "its floor footprint in millimetres");
        requireAtLeast("depth_mm", e.depthMm, 1, "its floor footprint in millimetres");
    }
}

} // namespace dcs
