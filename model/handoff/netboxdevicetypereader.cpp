#include "netboxdevicetypereader.h"
#include "json/jsontext.h"
#include "netboxinterfacetype.h"
#include "yamlreader.h"
#include "catalog/catalog.h"
#include "catalog/catalogentryreader.h"
#include <algorithm>
#include <array>
#include <cmath>
#include <string_view>

namespace dcs {

using nlohmann::json;

namespace {

// The keys of schema/devicetype.json ("additionalProperties": false there too).
constexpr std::array<std::string_view, 25> kKeys{
    "manufacturer", "model", "slug", "part_number", "u_height", "is_full_depth", "airflow", "weight",
    "weight_unit", "front_image", "rear_image", "subdevice_role", "is_powered", "console-ports",
    "console-server-ports", "power-ports", "power-outlets", "interfaces", "front-ports", "rear-ports",
    "module-bays", "device-bays", "inventory-items", "description", "comments"};

// reusable.json's weight units, in kilograms.
constexpr std::array<std::pair<std::string_view, double>, 4> kWeightUnits{
    {{"kg", 1.0}, {"g", 0.001}, {"lb", 0.45359237}, {"oz", 0.028349523125}}};

std::string typeName(const json &v)
{
    if (v.is_null())
        return "nothing";
    if (v.is_object())
        return "a mapping";
    if (v.is_array())
        return "a list";
    if (v.is_string())
        return "the text \"" + v.get<std::string>() + "\"";
    if (v.is_boolean())
        return v.get<bool>() ? "true" : "false";
    return "the number " + JsonText::dump(v);
}

std::string num(double v)
{
    if (v == std::floor(v) && std::fabs(v) < 1e15)
        return std::to_string(static_cast<long long>(v));
    return JsonText::dump(json(v));
}

class Reader
{
public:
    Reader(const YamlDocument &doc, std::string file, const DeviceTypeImportOptions &options)
        : mDoc(doc), mFile(std::move(file)), mOptions(options)
    {
    }

    DeviceTypeImport run();

private:
    void error(const std::string &path, const std::string &message)
    {
        const int line = mDoc.lineOf(path);
        mOut.errors.push_back({line > 0 ? mFile + ":" + std::to_string(line) : mFile, path, message});
    }
    std::string at(const std::string &path) const
    {
        const int line = mDoc.lineOf(path);
        return line > 0 ? mFile + ":" + std::to_string(line) : mFile;
    }

    std::string text(const json &obj, const char *key, const std::string &path, bool required, size_t maxLength);
    std::optional<double> number(const json &obj, const char *key, const std::string &path, bool required);
    void checkKeys(const json &root);
    void readPowerPorts(const json &root, json &entry);
    void readInterfaces(const json &root, json &entry, bool gpuServer);
    void readWeight(const json &root, json &entry);

    const YamlDocument &mDoc;
    std::string mFile;
    const DeviceTypeImportOptions &mOptions;
    DeviceTypeImport mOut;
    std::vector<std::string> mAssumptions{"list_price_usd"};
};

std::string Reader::text(const json &obj, const char *key, const std::string &path, bool required, size_t maxLength)
{
    const std::string p = path + "/" + key;
    if (!obj.contains(key) || obj[key].is_null()) {
        if (required)
            error(p, std::string("the ") + key + " is missing (required by the device-type schema).");
        return {};
    }
    const json &v = obj[key];
    // The library writes some numeric-looking names unquoted (model: 7050); they are names.
    if (v.is_number())
        return JsonText::dump(v);
    if (!v.is_string()) {
        error(p, std::string("the ") + key + " must be text, found " + typeName(v) + ".");
        return {};
    }
    const std::string s = v.get<std::string>();
    if (required && s.empty())
        error(p, std::string("the ") + key + " must not be empty.");
    else if (s.size() > maxLength)
        error(p, std::string("the ") + key + " is longer than " + std::to_string(maxLength) + " characters.");
    return s;
}

std::optional<double> Reader::number(const json &obj, const char *key, const std::string &path, bool required)
{
    const std::string p = path + "/" + key;
    if (!obj.contains(key) || obj[key].is_null()) {
        if (required)
            error(p, std::string("the ") + key + " is missing (required by the device-type schema).");
        return std::nullopt;
    }
    const json &v = obj[key];
    if (!v.is_number()) {
        error(p, std::string("the ") + key + " must be a number, found " + typeName(v) + ".");
        return std::nullopt;
    }
    return v.get<double>();
}

void Reader::checkKeys(const json &root)
{
    for (const auto &[key, value] : root.items()) {
        if (std::find(kKeys.begin(), kKeys.end(), key) != kKeys.end())
            continue;
        std::string hint;
        std::string dashed = key;
        std::replace(dashed.begin(), dashed.end(), '_', '-');
        if (std::find(kKeys.begin(), kKeys.end(), dashed) != kKeys.end())
            hint = " (did you mean \"" + dashed + "\"? The schema spells component lists with '-')";
        error("/" + key, "unknown key \"" + key + "\"" + hint + "; schema/devicetype.json allows no other keys.");
    }
}

void Reader::readWeight(const json &root, json &entry)
{
    const auto weight = number(root, "weight", "", false);
    const bool hasUnit = root.contains("weight_unit") && !root["weight_unit"].is_null();
    if (!weight && !hasUnit)
        return;
    if (weight && !hasUnit) {
        error("/weight", "a weight needs its weight_unit (kg, g, lb or oz).");
        return;
    }
    if (!weight) {
        if (!root.contains("weight") || root["weight"].is_null())
            error("/weight_unit", "a weight_unit without a weight.");
        return;
    }
    const std::string unit = text(root, "weight_unit", "", false, 10);
    const auto it = std::find_if(kWeightUnits.begin(), kWeightUnits.end(), [&](const auto &u) { return u.first == unit; });
    if (it == kWeightUnits.end()) {
        error("/weight_unit", "unknown weight unit \"" + unit + "\" (expected kg, g, lb or oz).");
        return;
    }
    const double kg = *weight * it->second;
    if (*weight < 0 || kg > CatalogEntryReader::kMaxWeightKg)
        error("/weight", "the weight " + num(*weight) + " " + unit + " is out of range (0 to "
                             + num(CatalogEntryReader::kMaxWeightKg) + " kg).");
    else if (kg > 0)
        entry["weight_kg"] = std::round(kg * 1000) / 1000;
}

void Reader::readPowerPorts(const json &root, json &entry)
{
    if (!root.contains("power-ports") || root["power-ports"].is_null()) {
        error("/power-ports", "no power-ports: DC Studio takes the device's nameplate power from the sum of its power "
                              "ports' maximum_draw, so at least one is needed.");
        return;
    }
    const json &ports = root["power-ports"];
    if (!ports.is_array() || ports.empty()) {
        error("/power-ports", "power-ports must be a list of at least one power port, found " + typeName(ports) + ".");
        return;
    }
    if (ports.size() > 64) {
        error("/power-ports", "more than 64 power ports (" + std::to_string(ports.size()) + ").");
        return;
    }
    double maxSum = 0, allocatedSum = 0, largest = 0;
    bool everyAllocated = true;
    const size_t errorsBefore = mOut.errors.size();
    for (size_t i = 0; i < ports.size(); ++i) {
        const std::string p = "/power-ports/" + std::to_string(i);
        const json &port = ports[i];
        if (!port.is_object()) {
            error(p, "a power port must be a mapping (name, type, maximum_draw), found " + typeName(port) + ".");
            continue;
        }
        text(port, "name", p, true, 64);
        text(port, "type", p, true, 50);
        const auto maximum = number(port, "maximum_draw", p, false);
        if (!maximum) {
            if (!port.contains("maximum_draw") || port["maximum_draw"].is_null())
                error(p, "the power port has no maximum_draw (watts); DC Studio sizes feeds, PDUs and cooling from it.");
            continue;
        }
        // schema/components.json: an integer, at least 1.
        if (*maximum < 1 || *maximum != std::floor(*maximum)) {
            error(p + "/maximum_draw", "the value " + num(*maximum) + " is not a whole number of watts of at least 1.");
            continue;
        }
        maxSum += *maximum;
        largest = std::max(largest, *maximum);
        const auto allocated = number(port, "allocated_draw", p, false);
        if (!allocated) {
            everyAllocated = false;
            continue;
        }
        if (*allocated < 1 || *allocated != std::floor(*allocated))
            error(p + "/allocated_draw", "the value " + num(*allocated) + " is not a whole number of watts of at least 1.");
        else if (*allocated > *maximum)
            error(p + "/allocated_draw", "allocated_draw (" + num(*allocated) + " W) is above maximum_draw ("
                                             + num(*maximum) + " W); NetBox refuses that too.");
        allocatedSum += *allocated;
    }
    if (mOut.errors.size() != errorsBefore)
        return;
    if (maxSum > CatalogEntryReader::kMaxPowerW) {
        error("/power-ports", "the power ports' maximum_draw add up to " + num(maxSum) + " W, above "
                                  + num(CatalogEntryReader::kMaxPowerW) + " W.");
        return;
    }
    const int count = int(ports.size());
    entry["max_power_w"] = maxSum;
    if (everyAllocated)
        entry["typical_power_w"] = allocatedSum;
    entry["psu_count"] = count;
    entry["psu_rating_w"] = largest;
    int required = mOptions.psuRequired;
    if (required > count) {
        error("/power-ports", "--psu-required " + std::to_string(required) + " is more than the "
                                  + std::to_string(count) + " power ports of the device.");
        return;
    }
    if (required <= 0) {
        required = (count + 1) / 2;  // N+N redundant supplies, the usual server and switch layout
        mAssumptions.push_back("psu_required");
        mOut.notes.push_back(at("/power-ports") + ": psu_required " + std::to_string(required) + " of "
                             + std::to_string(count) + " assumed (half the power ports, rounded up); set it with --psu-required.");
    }
    entry["psu_required"] = required;
}

void Reader::readInterfaces(const json &root, json &entry, bool gpuServer)
{
    if (!root.contains("interfaces") || root["interfaces"].is_null())
        return;
    const json &list = root["interfaces"];
    if (!list.is_array()) {
        error("/interfaces", "interfaces must be a list, found " + typeName(list) + ".");
        return;
    }
    // Port groups in the order their first interface appears: link port indices count the
    // groups in order (docs/network.md), so the file's order is kept.
    struct Group {
        double gbps;
        std::string form;
        bool management;
        int count;
    };
    std::vector<Group> groups;
    for (size_t i = 0; i < list.size(); ++i) {
        const std::string p = "/interfaces/" + std::to_string(i);
        const json &item = list[i];
        if (!item.is_object()) {
            error(p, "an interface must be a mapping (name, type), found " + typeName(item) + ".");
            continue;
        }
        const std::string name = text(item, "name", p, true, 64);
        const std::string type = text(item, "type", p, true, 50);
        bool management = false;
        if (item.contains("mgmt_only") && !item["mgmt_only"].is_null()) {
            if (!item["mgmt_only"].is_boolean())
                error(p + "/mgmt_only", "mgmt_only must be true or false, found " + typeName(item["mgmt_only"]) + ".");
            else
                management = item["mgmt_only"].get<bool>();
        }
        if (type.empty())
            continue;
        const auto speed = NetboxInterfaceType::speedOf(type);
        if (!speed) {
            mOut.notes.push_back(at(p) + ": interface \"" + name + "\" skipped: type \"" + type
                                 + "\" has no line rate (virtual, wireless or other).");
            continue;
        }
        if (speed->gbps > 3200) {
            error(p + "/type", "the interface type \"" + type + "\" is faster than 3,200 Gb/s.");
            continue;
        }
        auto it = std::find_if(groups.begin(), groups.end(), [&](const Group &g) {
            return g.gbps == speed->gbps && g.form == speed->formFactor && g.management == management;
        });
        if (it == groups.end())
            groups.push_back({speed->gbps, speed->formFactor, management, 1});
        else
            ++it->count;
    }
    if (groups.size() > 64) {
        error("/interfaces", "the interfaces form more than 64 groups of speed and form factor.");
        return;
    }
    json ports = json::array();
    bool fabricTaken = false;
    for (const Group &g : groups) {
        // The first data group is the fabric; a GPU server's further data groups are storage
        // (as the built-in DGX entries), a switch's are all fabric ports.
        std::string role = "management";
        if (!g.management) {
            role = !fabricTaken || !gpuServer ? "fabric" : "storage";
            fabricTaken = true;
        }
        json group{{"count", g.count}, {"speed_gbps", g.gbps}, {"role", role}};
        if (!g.form.empty())
            group["form_factor"] = g.form;
        ports.push_back(group);
    }
    if (!ports.empty())
        entry["ports"] = ports;
}

DeviceTypeImport Reader::run()
{
    const json &root = mDoc.value;
    if (!root.is_object()) {
        error("", "expected a device type: a mapping with manufacturer, model, slug, u_height and is_full_depth "
                  "(schema/devicetype.json), found " + typeName(root) + ".");
        return std::move(mOut);
    }
    checkKeys(root);
    const std::string manufacturer = text(root, "manufacturer", "", true, 100);
    const std::string model = text(root, "model", "", true, 100);
    const std::string slug = text(root, "slug", "", true, 100);
    // The schema's pattern written out: std::regex recurses once per character and overflows the
    // stack on a slug of some 100,000.
    if (!slug.empty() && slug.find_first_not_of("-abcdefghijklmnopqrstuvwxyz0123456789_") != std::string::npos)
        error("/slug", "the slug \"" + slug + "\" may contain only a-z, 0-9, '-' and '_' (schema pattern ^[-a-z0-9_]+$).");
    const std::string partNumber = text(root, "part_number", "", false, 50);

    json entry = json::object();
    if (const auto height = number(root, "u_height", "", true)) {
        if (*height < 0 || std::fmod(*height * 2, 1.0) != 0)
            error("/u_height", "u_height " + num(*height) + " is not a multiple of 0.5 of at least 0 (schema/devicetype.json).");
        else if (*height == 0)
            error("/u_height", "u_height 0: a 0U device (a PDU, a patch panel) cannot be placed as a server or switch.");
        else if (*height != std::floor(*height))
            error("/u_height", "u_height " + num(*height) + ": DC Studio places devices in whole rack units.");
        else if (*height > 60)
            error("/u_height", "u_height " + num(*height) + " is more than 60 U.");
        else
            entry["height_u"] = int(*height);
    }
    if (root.contains("is_full_depth") && !root["is_full_depth"].is_null()) {
        if (!root["is_full_depth"].is_boolean())
            error("/is_full_depth", "is_full_depth must be true or false, found " + typeName(root["is_full_depth"]) + ".");
        else
            entry["full_depth"] = root["is_full_depth"].get<bool>();
    } else {
        entry["full_depth"] = true;
        mOut.notes.push_back(at("") + ": is_full_depth missing (the schema requires it): taken as true, the device "
                                      "holds both rack faces.");
    }
    readWeight(root, entry);

    std::string kind = mOptions.kind;
    if (kind == "auto")
        kind = mOptions.gpuFrom ? "gpu_server" : "switch";
    if (kind != "switch" && kind != "gpu_server") {
        error("", "the kind \"" + kind + "\" cannot be imported (expected switch or gpu_server).");
        return std::move(mOut);
    }
    const bool gpuServer = kind == "gpu_server";
    if (gpuServer && !mOptions.gpuFrom)
        error("", "a GPU server needs GPU figures the device-type library does not carry: name a catalog entry with "
                  "the same GPUs (--gpu-from dgx-h100).");
    readPowerPorts(root, entry);
    readInterfaces(root, entry, gpuServer);
    for (const char *ignored : {"power-outlets", "console-ports", "console-server-ports", "front-ports", "rear-ports",
                                "module-bays", "device-bays", "inventory-items"})
        if (root.contains(ignored) && root[ignored].is_array() && !root[ignored].empty())
            mOut.notes.push_back(at(std::string("/") + ignored) + ": " + ignored + " not imported (the catalog has no "
                                 "place for them).");
    if (!mOut.errors.empty())
        return std::move(mOut);

    std::string id = slug;
    std::replace(id.begin(), id.end(), '_', '-');
    entry["id"] = id;
    entry["kind"] = kind;
    entry["name"] = model;
    entry["vendor"] = manufacturer;
    entry["category"] = "Imported from NetBox";
    if (gpuServer) {
        entry["gpu"] = Catalog::toJson(*mOptions.gpuFrom)["gpu"];
        mAssumptions.push_back("gpu");
        mOut.notes.push_back(mFile + ": GPU figures taken from catalog entry " + mOptions.gpuFrom->id + ".");
    }
    entry["list_price_usd"] = 0;
    entry["price_is_assumption"] = true;
    std::string fileBase = mFile.substr(mFile.find_last_of('/') + 1);
    entry["source"] = "NetBox device-type library file " + fileBase + " (" + manufacturer + " " + model
        + (partNumber.empty() ? std::string() : ", part number " + partNumber) + ")"
        + (gpuServer ? "; GPU figures from catalog entry " + mOptions.gpuFrom->id : std::string());
    entry["assumptions"] = mAssumptions;

    // The catalog's own reader has the last word, so an imported entry is as valid as a built-in one.
    std::vector<CatalogEntry> parsed;
    LoadErrors catalogErrors = Catalog::parseEntries(json::array({entry}), mFile, "", parsed);
    for (LoadError &e : catalogErrors) {
        e.message = "the catalog entry made from it is refused: " + e.path + ": " + e.message;
        e.path.clear();
        mOut.errors.push_back(std::move(e));
    }
    if (mOut.errors.empty())
        mOut.entry = std::move(entry);
    return std::move(mOut);
}

} // namespace

DeviceTypeImport NetboxDeviceTypeReader::fromDocument(const YamlDocument &doc, const std::string &fileName,
                                                      const DeviceTypeImportOptions &options)
{
    return Reader(doc, fileName, options).run();
}

DeviceTypeImport NetboxDeviceTypeReader::read(const std::string &text, const std::string &fileName,
                                              const DeviceTypeImportOptions &options)
{
    YamlDocument doc;
    DeviceTypeImport out;
    out.errors = YamlReader::read(text, fileName, doc);
    if (!out.errors.empty())
        return out;
    return fromDocument(doc, fileName, options);
}

} // namespace dcs
