#include "projectreader.h"
#include "catalog/catalog.h"
#include "coolingsettingsio.h"
#include "json/errororder.h"
#include "json/jsonfieldreader.h"
#include "powerio.h"
#include "networkio.h"
#include "projectformat.h"
#include "projectmigrator.h"
#include "projectvalidator.h"
#include "unreadfields.h"
#include "workloadio.h"
#include <QFile>
#include <QFileInfo>
#include <algorithm>

namespace dcs {

using nlohmann::json;

namespace {

// Deeply nested input could exhaust the parser's stack; the format needs a depth of about 6.
bool exceedsDepth(const std::string &text, int maxDepth)
{
    int depth = 0;
    bool inString = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth > maxDepth)
                return true;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return false;
}

const char *faceName(RackFace f) { return f == RackFace::Front ? "front" : "rear"; }

class Parser
{
public:
    explicit Parser(JsonFieldReader &r) : r(r) {}

    Project project(const json &doc)
    {
        Project p;
        p.name = r.string(doc, "name", "");
        p.description = r.optString(doc, "description", "");
        if (const json *site = r.object(doc, "site", ""))
            p.site = readSite(*site, "/site");
        if (const json *hall = r.object(doc, "hall", ""))
            p.hall = readHall(*hall, "/hall");
        if (const json *racks = r.array(doc, "racks", "", true, kMaxRacks)) {
            p.racks.reserve(racks->size());
            for (size_t i = 0; i < racks->size(); ++i) {
                // A placeholder keeps the indices of the later items (and so their paths) right.
                const std::string path = JsonFieldReader::child("/racks", i);
                p.racks.push_back(r.expectObject((*racks)[i], path) ? readRack((*racks)[i], path) : Rack{});
            }
        }
        if (const json *eq = r.array(doc, "equipment", "", false, kMaxEquipment)) {
            for (size_t i = 0; i < eq->size(); ++i) {
                const std::string path = JsonFieldReader::child("/equipment", i);
                p.equipment.push_back(r.expectObject((*eq)[i], path) ? readEquipment((*eq)[i], path) : FloorEquipment{});
            }
        }
        if (const json *custom = r.array(doc, "custom_catalog", "", false, 10'000))
            p.customCatalog = *custom;
        // Engine settings sections: one line each, e.g. readWorkload(doc, p.workload, r);
        NetworkIo::read(doc, p, r);
        readCoolingSettings(doc, p.cooling, r);
        readWorkload(doc, p.workload, r);
        PowerIo::readSettings(doc, p.power, r);
        return p;
    }

private:
    Site readSite(const json &o, const std::string &path)
    {
        Site s;
        s.name = r.string(o, "name", path);
        s.location = r.optString(o, "location", path, s.location);
        s.currency = r.optString(o, "currency", path, s.currency);
        s.electricityPricePerKwh = r.optNumber(o, "electricity_price_per_kwh", path, 0.0, 10.0, s.electricityPricePerKwh);
        s.gridCo2KgPerKwh = r.optNumber(o, "grid_co2_kg_per_kwh", path, 0.0, 2.0, s.gridCo2KgPerKwh);
        return s;
    }

    Hall readHall(const json &o, const std::string &path)
    {
        Hall h;
        h.widthM = r.number(o, "width_m", path, 1.0, kMaxHallSideM);
        h.depthM = r.number(o, "depth_m", path, 1.0, kMaxHallSideM);
        h.tileM = r.optNumber(o, "tile_m", path, 0.1, 2.0, h.tileM);
        return h;
    }

    int rotation(const json &o, const std::string &path)
    {
        const int rot = r.optInteger(o, "rotation_deg", path, 0, 270, 0);
        if (rot % 90 != 0) {
            r.error(JsonFieldReader::child(path, "rotation_deg"), "rotation must be 0, 90, 180 or 270 degrees.");
            return 0;
        }
        return rot;
    }

    Rack readRack(const json &o, const std::string &path)
    {
        Rack rack;
        rack.id = r.string(o, "id", path);
        rack.name = r.optString(o, "name", path, rack.id);
        rack.catalogId = r.string(o, "catalog_id", path);
        rack.xM = r.number(o, "x_m", path, 0.0, kMaxHallSideM);
        rack.yM = r.number(o, "y_m", path, 0.0, kMaxHallSideM);
        rack.rotationDeg = rotation(o, path);
        rack.powerBudgetKw = r.optNumber(o, "power_budget_kw", path, 0.0, 2000.0, 0.0);
        rack.weightLimitKg = r.optNumber(o, "weight_limit_kg", path, 0.0, 20000.0, 0.0);
        rack.rearDoorCatalogId = r.optString(o, "rear_door", path);
        if (const json *pdus = r.array(o, "pdus", path, false, 16)) {
            for (size_t i = 0; i < pdus->size(); ++i) {
                const std::string p = JsonFieldReader::child(JsonFieldReader::child(path, "pdus"), i);
                rack.pdus.push_back(r.expectObject((*pdus)[i], p) ? readPdu((*pdus)[i], p) : RackPdu{});
            }
        }
        if (const json *devs = r.array(o, "devices", path, false, kMaxDevicesPerRack)) {
            rack.devices.reserve(devs->size());
            for (size_t i = 0; i < devs->size(); ++i) {
                const std::string p = JsonFieldReader::child(JsonFieldReader::child(path, "devices"), i);
                rack.devices.push_back(r.expectObject((*devs)[i], p) ? readDevice((*devs)[i], p) : DevicePlacement{});
            }
        }
        return rack;
    }

    RackPdu readPdu(const json &o, const std::string &path)
    {
        RackPdu pdu;
        pdu.id = r.string(o, "id", path);
        pdu.catalogId = r.string(o, "catalog_id", path);
        const std::string feed = r.string(o, "feed", path);
        if (feed == "A" || feed == "B")
            pdu.feed = feed == "A" ? Feed::A : Feed::B;
        else if (!feed.empty())
            r.error(JsonFieldReader::child(path, "feed"), "feed must be \"A\" or \"B\", found \"" + feed + "\".");
        const std::string side = r.optString(o, "side", path, "left");
        if (side == "left" || side == "right")
            pdu.side = side == "left" ? RailSide::Left : RailSide::Right;
        else
            r.error(JsonFieldReader::child(path, "side"), "side must be \"left\" or \"right\", found \"" + side + "\".");
        pdu.panelId = r.optString(o, "panel", path);
        return pdu;
    }

    DevicePlacement readDevice(const json &o, const std::string &path)
    {
        DevicePlacement d;
        d.id = r.string(o, "id", path);
        d.catalogId = r.string(o, "catalog_id", path);
        d.uLow = r.integer(o, "u", path, 1, 60);
        const std::string face = r.optString(o, "face", path, faceName(RackFace::Front));
        if (face == "front" || face == "rear")
            d.face = face == "front" ? RackFace::Front : RackFace::Rear;
        else
            r.error(JsonFieldReader::child(path, "face"), "face must be \"front\" or \"rear\", found \"" + face + "\".");
        d.fullDepth = r.optBool(o, "full_depth", path, true);
        PowerIo::readConnections(o, path, d.power, r);
        return d;
    }

    FloorEquipment readEquipment(const json &o, const std::string &path)
    {
        FloorEquipment e;
        e.id = r.string(o, "id", path);
        e.name = r.optString(o, "name", path, e.id);
        e.catalogId = r.string(o, "catalog_id", path);
        e.xM = r.number(o, "x_m", path, 0.0, kMaxHallSideM);
        e.yM = r.number(o, "y_m", path, 0.0, kMaxHallSideM);
        e.rotationDeg = rotation(o, path);
        e.upstreamId = r.optString(o, "upstream", path);
        if (const json *serves = r.array(o, "serves", path, false, 100'000)) {
            const std::string servesPath = JsonFieldReader::child(path, "serves");
            for (size_t i = 0; i < serves->size(); ++i) {
                // An unreadable item keeps its place (empty), so the later items keep their paths.
                const bool text = (*serves)[i].is_string();
                e.servesRackIds.push_back(text ? (*serves)[i].get<std::string>() : std::string{});
                if (!text)
                    r.error(JsonFieldReader::child(servesPath, std::to_string(i)), "expected a rack id (a string).");
            }
        }
        return e;
    }

    JsonFieldReader &r;
};

} // namespace

ReadResult ProjectReader::readFile(const QString &path, const Catalog &builtIn)
{
    const std::string name = QFileInfo(path).fileName().toStdString();
    QFile file(path);
    if (!file.exists())
        return {std::nullopt, {{name, {}, "the file does not exist."}}};
    if (file.size() > qint64(kMaxFileBytes))
        return {std::nullopt, {{name, {}, "the file is larger than 256 MB; it is not a DC Studio project."}}};
    if (!file.open(QIODevice::ReadOnly))
        return {std::nullopt, {{name, {}, "cannot be read: " + file.errorString().toStdString() + "."}}};
    const QByteArray bytes = file.readAll();
    return readText(bytes.toStdString(), name, builtIn);
}

ReadResult ProjectReader::readText(const std::string &text, const std::string &fileName, const Catalog &builtIn)
{
    if (text.size() > kMaxFileBytes)
        return {std::nullopt, {{fileName, {}, "the file is larger than 256 MB; it is not a DC Studio project."}}};
    if (exceedsDepth(text, kMaxJsonDepth))
        return {std::nullopt, {{fileName, {}, "the JSON is nested too deeply to be a DC Studio project."}}};
    json doc;
    try {
        doc = json::parse(text);
    } catch (const json::exception &e) {
        // parse_error for bad syntax; out_of_range for a literal such as 1e400.
        const auto *parse = dynamic_cast<const json::parse_error *>(&e);
        const std::string what = !parse ? "the file contains a value that cannot be read"
                                 : parse->byte >= text.size() ? "the file ends unexpectedly (truncated JSON?)"
                                                               : "invalid JSON near byte " + std::to_string(parse->byte);
        return {std::nullopt, {{fileName, {}, what + ": " + e.what()}}};
    }
    ReadResult result = readDocument(doc, fileName, builtIn);
    if (result.errors.size() > 1) {
        // Only a refused file pays for the second parse that recovers the key order as written.
        try {
            ErrorOrder::sort(result.errors, nlohmann::ordered_json::parse(text));
        } catch (const json::exception &) {
            ErrorOrder::sort(result.errors, doc);
        }
    }
    return result;
}

ReadResult ProjectReader::readJson(json doc, const std::string &fileName, const Catalog &builtIn)
{
    ReadResult result = readDocument(doc, fileName, builtIn);
    if (result.errors.size() > 1)
        ErrorOrder::sort(result.errors, doc);
    return result;
}

ReadResult ProjectReader::readDocument(json &doc, const std::string &fileName, const Catalog &builtIn)
{
    ReadResult result;
    JsonFieldReader r(fileName);
    // Stage 1, the envelope: a document that is not a project, or in a version this build does
    // not read, has nothing else worth checking.
    if (!r.expectObject(doc, "")) {
        result.errors = r.takeErrors();
        return result;
    }
    const std::string format = r.string(doc, "format", "");
    if (r.ok() && format != kProjectFormatName)
        r.error("/format", "this is not a DC Studio project (format is \"" + format + "\", expected \""
                               + kProjectFormatName + "\").");
    const int version = r.integer(doc, "format_version", "", 1, 1'000'000);
    if (!r.ok()) {
        result.errors = r.takeErrors();
        return result;
    }
    if (version > kProjectFormatVersion) {
        const std::string writer = doc.contains("app_version") && doc["app_version"].is_string()
                                       ? " by DC Studio " + doc["app_version"].get<std::string>()
                                       : "";
        r.error("/format_version", "the file was written" + writer + " in format version " + std::to_string(version)
                                       + ", newer than this version of DC Studio reads ("
                                       + std::to_string(kProjectFormatVersion) + "). Update DC Studio to open it.");
        result.errors = r.takeErrors();
        return result;
    }
    if (version < kProjectFormatVersion) {
        // A migration that fails leaves the document in neither shape: read no further.
        ProjectMigrator::migrate(doc, version, r);
        result.migrated = true;
        if (!r.ok()) {
            result.errors = r.takeErrors();
            return result;
        }
    }

    // The later stages each run whatever the earlier ones found, so that independent problems
    // (a negative budget, a duplicate id, an unknown catalog id) are all listed in one pass.
    // Stage 2, fields: types, ranges, required keys. Unreadable values get placeholders.
    Project project = Parser(r).project(doc);
    LoadErrors errors = r.takeErrors();
    const UnreadFields unread(errors);

    // Stage 3, the project's own catalog entries. A refused entry is remembered by the catalog,
    // so that devices using it are not reported again as unknown.
    const Catalog catalog = builtIn.withCustomEntries(project.customCatalog, fileName, errors);

    // Stage 4, references and placements. A problem found at a value stage 2 could not read
    // only repeats that problem.
    JsonFieldReader refs(fileName);
    ProjectValidator::validate(project, catalog, refs, unread);
    if (!project.networks.empty())
        NetworkIo::validate(project, catalog, refs);
    for (LoadError &e : refs.takeErrors())
        if (JsonFieldReader::isTooManyErrors(e) || !unread.covers(e.path))
            errors.push_back(std::move(e));

    // At most one "too many errors" note, at the end.
    const auto notes = std::remove_if(errors.begin(), errors.end(), JsonFieldReader::isTooManyErrors);
    const bool dropped = notes != errors.end() || size_t(notes - errors.begin()) > JsonFieldReader::kMaxErrors;
    errors.erase(notes, errors.end());
    if (dropped) {
        if (errors.size() > JsonFieldReader::kMaxErrors)
            errors.resize(JsonFieldReader::kMaxErrors);
        errors.push_back({fileName, {}, JsonFieldReader::kTooManyErrors});
    }
    result.errors = std::move(errors);
    if (result.errors.empty())
        result.project = std::move(project);
    return result;
}

} // namespace dcs
