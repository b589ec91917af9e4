#include "catalog.h"
#include "catalogentryreader.h"
#include "json/editdistance.h"
#include "json/jsonfieldreader.h"
#include <QDir>
#include <QFile>
#include <algorithm>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

// An entry together with the JSON path it was read from, so that a clash found later
// (duplicate id) still points at the right element even when earlier elements were invalid.
struct LocatedEntry {
    std::string path;
    CatalogEntry entry;
};

// `refused` (optional) receives the ids of entries that were not valid, so that references to
// them can be told apart from typos.
std::vector<LocatedEntry> readLocated(const json &entries, const std::string &file, const std::string &path,
                                      LoadErrors &errors, std::unordered_set<std::string> *refused = nullptr)
{
    std::vector<LocatedEntry> out;
    if (!entries.is_array()) {
        errors.push_back({file, path, "expected an array of catalog entries, found "
                                          + JsonFieldReader::typeName(entries) + "."});
        return out;
    }
    CatalogEntryReader reader(file);
    out.reserve(entries.size());
    for (size_t i = 0; i < entries.size(); ++i) {
        std::string entryPath = JsonFieldReader::child(path, i);
        if (auto e = reader.read(entries[i], entryPath))
            out.push_back({std::move(entryPath), std::move(*e)});
        else if (refused && entries[i].is_object() && entries[i].contains("id") && entries[i]["id"].is_string())
            refused->insert(entries[i]["id"].get<std::string>());
    }
    LoadErrors errs = reader.takeErrors();
    errors.insert(errors.end(), std::make_move_iterator(errs.begin()), std::make_move_iterator(errs.end()));
    return out;
}

// The "entries" array of a catalog file, or nullopt with the reason in errors.
std::optional<json> readEntriesArray(const std::string &text, const std::string &fileName, LoadErrors &errors)
{
    json doc;
    try {
        doc = json::parse(text);
    } catch (const json::parse_error &e) {
        // Line and column help more than a byte offset when the file is edited by hand.
        const size_t byte = std::min<size_t>(e.byte, text.size());
        const size_t newline = byte == 0 ? std::string::npos : text.rfind('\n', byte - 1);
        const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(byte), '\n');
        const size_t column = newline == std::string::npos ? byte + 1 : byte - newline;
        std::string message = e.byte > text.size() || byte == text.size()
            ? "the file is not valid JSON: it ends too early (at line " + std::to_string(line)
                + ", byte " + std::to_string(e.byte) + "); is it truncated?"
            : "the file is not valid JSON: syntax error at line " + std::to_string(line) + ", column "
                + std::to_string(column) + " (byte " + std::to_string(e.byte)
                + "); check for a missing comma, bracket or quote.";
        errors.push_back({fileName, {}, std::move(message)});
        return std::nullopt;
    } catch (const json::out_of_range &e) {
        // nlohmann reports a literal such as 1e400 as out_of_range.406, not as a parse error.
        const std::string what = e.what();
        const size_t quote = what.find('\'');
        const std::string literal = quote == std::string::npos ? std::string{} : " " + what.substr(quote);
        errors.push_back({fileName, {}, "the file contains a number too large to read" + literal
                                            + "; expected realistic values."});
        return std::nullopt;
    }
    if (!doc.is_object()) {
        errors.push_back({fileName, {}, "a catalog file must be a JSON object with an \"entries\" array, found "
                                            + JsonFieldReader::typeName(doc) + "."});
        return std::nullopt;
    }
    auto it = doc.find("entries");
    if (it == doc.end()) {
        errors.push_back({fileName, "/entries", "required field is missing (expected an array of catalog entries)."});
        return std::nullopt;
    }
    return std::move(*it);
}

std::string duplicateMessage(const std::string &id)
{
    return "duplicate catalog id '" + id + "' (already defined); give this entry an id of its own.";
}

// Shared by add(), builtIn() and withCustomEntries(): the first definition of an id wins, so a
// custom entry can never silently replace a built-in one.
void insertEntry(std::vector<CatalogEntry> &entries, std::unordered_map<std::string, size_t> &index,
                 CatalogEntry &&entry, const std::string &file, const std::string &path, LoadErrors &errors)
{
    if (index.contains(entry.id)) {
        errors.push_back({file, path.empty() ? path : JsonFieldReader::child(path, "id"), duplicateMessage(entry.id)});
        return;
    }
    index.emplace(entry.id, entries.size());
    entries.push_back(std::move(entry));
}

// Filled once, inside builtIn()'s thread-safe static initialisation, and only read afterwards.
LoadErrors &builtInErrorStore()
{
    static LoadErrors errors;
    return errors;
}

json gpuToJson(const GpuSpec &g)
{
    return {{"model", g.model},
            {"count", g.count},
            {"bf16_dense_tflops", g.bf16DenseTflops},
            {"fp8_dense_tflops", g.fp8DenseTflops},
            {"hbm_gb", g.hbmGb},
            {"hbm_tbps", g.hbmTbps},
            {"nvlink_gbps_per_dir", g.nvlinkGBpsPerDir},
            {"nvlink_domain", g.nvlinkDomain},
            {"compute_nics", g.computeNics},
            {"nic_gbps", g.nicGbps},
            {"tdp_w", g.tdpW},
            {"power_smoothing", g.powerSmoothing},
            {"energy_storage_j", g.energyStorageJ}};
}

json pduToJson(const PduSpec &p)
{
    return {{"voltage_ll_v", p.voltageLineToLineV},
            {"wiring", p.wiring},
            {"phases", p.phases},
            {"input_current_a", p.inputCurrentA},
            {"banks", p.banks},
            {"bank_breaker_a", p.bankBreakerA},
            {"outlets_per_bank", p.outletsPerBank},
            {"outlet_type", p.outletType},
            {"outlet_phases", p.outletPhases}};
}

json coolingToJson(const CoolingSpec &c)
{
    return {{"type", coolingTypeName(c.type)},
            {"capacity_kw", c.capacityKw},
            {"airflow_m3h", c.airflowM3h},
            {"fan_power_w", c.fanPowerW},
            {"pump_power_w", c.pumpPowerW},
            {"flow_lpm", c.flowLpm},
            {"head_kpa", c.headKpa},
            {"approach_k", c.approachK},
            {"rejects_to", rejectsToName(c.rejectsTo)}};
}

json liquidToJson(const LiquidSpec &l)
{
    return {{"min_flow_lpm_per_kw", l.minFlowLpmPerKw}, {"max_supply_c", l.maxSupplyC}, {"pressure_drop_kpa", l.pressureDropKpa}};
}

} // namespace

const Catalog &Catalog::builtIn()
{
    static const Catalog catalog = [] {
        Catalog c;
        LoadErrors errors;
        const QDir dir(QStringLiteral(":/catalog"));
        const QStringList names = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        if (names.isEmpty())
            errors.push_back({":/catalog", {}, "no built-in catalog files were found; the program was "
                                               "built without its catalog resources."});
        for (const QString &name : names) {
            const QString resourcePath = dir.filePath(name);
            const std::string fileName = resourcePath.toStdString();
            QFile file(resourcePath);
            if (!file.open(QIODevice::ReadOnly)) {
                errors.push_back({fileName, {}, "the built-in catalog file could not be read."});
                continue;
            }
            const QByteArray bytes = file.readAll();
            const auto entries = readEntriesArray(bytes.toStdString(), fileName, errors);
            if (!entries)
                continue;
            for (LocatedEntry &e : readLocated(*entries, fileName, "/entries", errors))
                insertEntry(c.mEntries, c.mIndex, std::move(e.entry), fileName, e.path, errors);
        }
        builtInErrorStore() = std::move(errors);
        return c;
    }();
    return catalog;
}

const LoadErrors &Catalog::builtInErrors()
{
    builtIn();
    return builtInErrorStore();
}

LoadErrors Catalog::parseFile(const std::string &text, const std::string &fileName, std::vector<CatalogEntry> &out)
{
    LoadErrors errors;
    if (const auto entries = readEntriesArray(text, fileName, errors)) {
        LoadErrors more = parseEntries(*entries, fileName, "/entries", out);
        errors.insert(errors.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
    }
    return errors;
}

LoadErrors Catalog::parseEntries(const json &entries, const std::string &file, const std::string &path,
                                 std::vector<CatalogEntry> &out)
{
    LoadErrors errors;
    for (LocatedEntry &e : readLocated(entries, file, path, errors))
        out.push_back(std::move(e.entry));
    return errors;
}

json Catalog::toJson(const CatalogEntry &e)
{
    // Every field is written, defaults included, so that reading it back gives the same entry
    // (typical_power_w and name would otherwise fall back to max_power_w and id).
    json j = {{"id", e.id},
              {"kind", catalogKindName(e.kind)},
              {"name", e.name},
              {"vendor", e.vendor},
              {"category", e.category},
              {"max_power_w", e.maxPowerW},
              {"typical_power_w", e.typicalPowerW},
              {"psu_count", e.psuCount},
              {"psu_required", e.psuRequired},
              {"psu_rating_w", e.psuRatingW},
              {"liquid_heat_fraction", e.liquidHeatFraction},
              {"fan_power_fraction", e.fanPowerFraction},
              {"airflow_m3h", e.airflowM3h},
              {"height_u", e.heightU},
              {"weight_kg", e.weightKg},
              {"depth_mm", e.depthMm},
              {"width_mm", e.widthMm},
              {"full_depth", e.fullDepth},
              {"list_price_usd", e.listPriceUsd},
              {"price_is_assumption", e.priceIsAssumption},
              {"source", e.source},
              {"assumptions", e.assumptions}};
    json ports = json::array();
    for (const PortGroup &p : e.ports)
        ports.push_back({{"count", p.count},
                         {"speed_gbps", p.speedGbps},
                         {"form_factor", p.formFactor},
                         {"role", p.role}});
    j["ports"] = std::move(ports);
    if (e.gpu)
        j["gpu"] = gpuToJson(*e.gpu);
    if (e.pdu)
        j["pdu"] = pduToJson(*e.pdu);
    if (e.cooling)
        j["cooling"] = coolingToJson(*e.cooling);
    if (e.liquid)
        j["liquid"] = liquidToJson(*e.liquid);
    if (e.rack)
        j["rack"] = {{"height_u", e.rack->heightU},
                     {"width_mm", e.rack->widthMm},
                     {"depth_mm", e.rack->depthMm},
                     {"static_load_kg", e.rack->staticLoadKg}};
    if (e.ups)
        j["ups"] = {{"rating_kva", e.ups->ratingKva},
                    {"rating_kw", e.ups->ratingKw},
                    {"efficiency_full", e.ups->efficiencyFull}};
    if (e.panel)
        j["panel"] = {{"voltage_ll_v", e.panel->voltageLineToLineV},
                      {"main_breaker_a", e.panel->mainBreakerA},
                      {"circuits", e.panel->circuits},
                      {"circuit_breaker_a", e.panel->circuitBreakerA},
                      {"mounting", e.panel->overhead ? "overhead" : "floor"}};
    if (e.cable)
        j["cable"] = {{"medium", e.cable->medium},
                      {"speed_gbps", e.cable->speedGbps},
                      {"max_length_m", e.cable->maxLengthM},
                      {"switch_end_power_w", e.cable->switchEndPowerW},
                      {"node_end_power_w", e.cable->nodeEndPowerW},
                      {"transceivers_per_link", e.cable->transceiversPerLink},
                      {"transceiver_price_usd", e.cable->transceiverPriceUsd},
                      {"price_per_m_usd", e.cable->pricePerMUsd}};
    return j;
}

LoadErrors Catalog::add(std::vector<CatalogEntry> entries, const std::string &file, const std::string &path)
{
    // `path` is the array the entries were read from: entry i is reported at path/i/id.
    LoadErrors errors;
    mEntries.reserve(mEntries.size() + entries.size());
    for (size_t i = 0; i < entries.size(); ++i)
        insertEntry(mEntries, mIndex, std::move(entries[i]), file,
                    path.empty() ? std::string{} : JsonFieldReader::child(path, i), errors);
    return errors;
}

Catalog Catalog::withCustomEntries(const json &custom, const std::string &file, LoadErrors &errors) const
{
    Catalog out = *this;
    // A project without custom entries has no "custom_catalog" at all.
    if (custom.is_null())
        return out;
    for (LocatedEntry &e : readLocated(custom, file, "/custom_catalog", errors, &out.mRefused))
        insertEntry(out.mEntries, out.mIndex, std::move(e.entry), file, e.path, errors);
    return out;
}

const CatalogEntry *Catalog::find(std::string_view id) const
{
    const auto it = mIndex.find(std::string(id));
    return it == mIndex.end() ? nullptr : &mEntries[it->second];
}

std::vector<std::string> Catalog::closestIds(std::string_view id, std::initializer_list<CatalogKind> kinds,
                                             size_t count) const
{
    // A typo is a few edits away: up to a third of the id's length (at least one), so that
    // "dgx-h10" suggests "dgx-h100" but "x" does not suggest every two-letter id.
    const size_t limit = std::max<size_t>(1, id.size() / 3);
    struct Candidate {
        size_t distance;
        size_t sharedPrefix;
        const std::string *id;
    };
    std::vector<Candidate> found;
    for (const CatalogEntry &e : mEntries) {
        if (std::find(kinds.begin(), kinds.end(), e.kind) == kinds.end())
            continue;
        const size_t d = editDistance(id, e.id, limit);
        if (d > limit)
            continue;
        size_t prefix = 0;
        while (prefix < id.size() && prefix < e.id.size() && id[prefix] == e.id[prefix])
            ++prefix;
        found.push_back({d, prefix, &e.id});
    }
    // Nearest first; among equals the one that shares the longer beginning (the model family).
    std::sort(found.begin(), found.end(), [](const Candidate &a, const Candidate &b) {
        if (a.distance != b.distance)
            return a.distance < b.distance;
        if (a.sharedPrefix != b.sharedPrefix)
            return a.sharedPrefix > b.sharedPrefix;
        return *a.id < *b.id;
    });
    std::vector<std::string> out;
    for (size_t i = 0; i < found.size() && i < count; ++i)
        out.push_back(*found[i].id);
    return out;
}

std::vector<const CatalogEntry *> Catalog::entriesOfKind(CatalogKind kind) const
{
    std::vector<const CatalogEntry *> out;
    for (const CatalogEntry &e : mEntries)
        if (e.kind == kind)
            out.push_back(&e);
    return out;
}

} // namespace dcs
