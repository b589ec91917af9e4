#include "objectio.h"
#include "inputreader.h"
#include "json/jsonfieldreader.h"
#include "powerio.h"
#include "projectformat.h"
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {
const char *faceName(RackFace f) { return f == RackFace::Front ? "front" : "rear"; }
} // namespace

Site ObjectIo::readSite(const json &o, const std::string &path, JsonFieldReader &r)
{
    Site s;
    s.name = r.string(o, "name", path);
    s.location = r.optString(o, "location", path, s.location);
    s.currency = r.optString(o, "currency", path, s.currency);
    const InputReader in(r, "site");
    s.electricityPricePerKwh = in.number(o, "electricity_price_per_kwh", path, s.electricityPricePerKwh);
    s.gridCo2KgPerKwh = in.number(o, "grid_co2_kg_per_kwh", path, s.gridCo2KgPerKwh);
    // Every cost is printed in this currency and the report's cover names the site: neither
    // may be blank (the dialogs rely on these rules too: docs/editing.md).
    if (o.contains("name") && o["name"].is_string() && s.name.empty())
        r.error(JsonFieldReader::child(path, "name"), "the site needs a name.");
    if (o.contains("currency") && o["currency"].is_string() && s.currency.empty())
        r.error(JsonFieldReader::child(path, "currency"), "enter the currency code of the site (e.g. USD, EUR).");
    return s;
}

Hall ObjectIo::readHall(const json &o, const std::string &path, JsonFieldReader &r)
{
    Hall h;
    h.widthM = r.number(o, "width_m", path, 1.0, kMaxHallSideM);
    h.depthM = r.number(o, "depth_m", path, 1.0, kMaxHallSideM);
    h.tileM = r.optNumber(o, "tile_m", path, 0.1, 2.0, h.tileM);
    // 1 kPa (a light office floor) to 250 kPa (a heavy industrial slab); 0 is not a rating.
    h.floorRatingKpa = r.optNumber(o, "floor_rating_kpa", path, 1.0, 250.0, h.floorRatingKpa);
    // 0 = a slab (not checked) up to 100 kN, past any access-floor panel. A file without it (one
    // written before the field) is not checked: its floor was never said to be raised panels,
    // and a new error on opening it would be the reader's guess. New designs start at 4.45 kN.
    h.floorPointLoadKn = r.optNumber(o, "floor_point_load_kn", path, 0.0, 100.0, 0.0);
    return h;
}

int ObjectIo::rotation(const json &o, const std::string &path, JsonFieldReader &r)
{
    const int rot = r.optInteger(o, "rotation_deg", path, 0, 270, 0);
    if (rot % 90 != 0) {
        r.error(JsonFieldReader::child(path, "rotation_deg"), "rotation must be 0, 90, 180 or 270 degrees.");
        return 0;
    }
    return rot;
}

Rack ObjectIo::readRack(const json &o, const std::string &path, JsonFieldReader &r)
{
    Rack rack;
    rack.id = r.string(o, "id", path);
    rack.name = r.optString(o, "name", path, rack.id);
    rack.catalogId = r.string(o, "catalog_id", path);
    rack.xM = r.number(o, "x_m", path, 0.0, kMaxHallSideM);
    rack.yM = r.number(o, "y_m", path, 0.0, kMaxHallSideM);
    rack.rotationDeg = rotation(o, path, r);
    rack.powerBudgetKw = r.optNumber(o, "power_budget_kw", path, 0.0, 2000.0, 0.0);
    rack.weightLimitKg = r.optNumber(o, "weight_limit_kg", path, 0.0, 20000.0, 0.0);
    rack.rearDoorCatalogId = r.optString(o, "rear_door", path);
    if (const json *pdus = r.array(o, "pdus", path, false, 16)) {
        for (size_t i = 0; i < pdus->size(); ++i) {
            const std::string p = JsonFieldReader::child(JsonFieldReader::child(path, "pdus"), i);
            rack.pdus.push_back(r.expectObject((*pdus)[i], p) ? readPdu((*pdus)[i], p, r) : RackPdu{});
        }
    }
    PowerIo::readConnections(o, path, rack.power, r);
    if (const json *devs = r.array(o, "devices", path, false, kMaxDevicesPerRack)) {
        rack.devices.reserve(devs->size());
        for (size_t i = 0; i < devs->size(); ++i) {
            const std::string p = JsonFieldReader::child(JsonFieldReader::child(path, "devices"), i);
            rack.devices.push_back(r.expectObject((*devs)[i], p) ? readDevice((*devs)[i], p, r) : DevicePlacement{});
        }
    }
    return rack;
}

RackPdu ObjectIo::readPdu(const json &o, const std::string &path, JsonFieldReader &r)
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

DevicePlacement ObjectIo::readDevice(const json &o, const std::string &path, JsonFieldReader &r)
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

FloorEquipment ObjectIo::readEquipment(const json &o, const std::string &path, JsonFieldReader &r)
{
    FloorEquipment e;
    e.id = r.string(o, "id", path);
    e.name = r.optString(o, "name", path, e.id);
    e.catalogId = r.string(o, "catalog_id", path);
    e.xM = r.number(o, "x_m", path, 0.0, kMaxHallSideM);
    e.yM = r.number(o, "y_m", path, 0.0, kMaxHallSideM);
    e.rotationDeg = rotation(o, path, r);
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

json ObjectIo::siteToJson(const Site &s)
{
    return {{"name", s.name},
            {"location", s.location},
            {"currency", s.currency},
            {"electricity_price_per_kwh", s.electricityPricePerKwh},
            {"grid_co2_kg_per_kwh", s.gridCo2KgPerKwh}};
}

json ObjectIo::hallToJson(const Hall &h)
{
    return {{"width_m", h.widthM}, {"depth_m", h.depthM}, {"tile_m", h.tileM}, {"floor_rating_kpa", h.floorRatingKpa},
            {"floor_point_load_kn", h.floorPointLoadKn}};
}

json ObjectIo::rackToJson(const Rack &rack)
{
    json r = {{"id", rack.id}, {"name", rack.name}, {"catalog_id", rack.catalogId}, {"x_m", rack.xM},
              {"y_m", rack.yM}, {"rotation_deg", rack.rotationDeg}};
    if (rack.powerBudgetKw > 0)
        r["power_budget_kw"] = rack.powerBudgetKw;
    if (rack.weightLimitKg > 0)
        r["weight_limit_kg"] = rack.weightLimitKg;
    if (!rack.rearDoorCatalogId.empty())
        r["rear_door"] = rack.rearDoorCatalogId;
    json pdus = json::array();
    for (const RackPdu &p : rack.pdus) {
        pdus.push_back({{"id", p.id}, {"catalog_id", p.catalogId}, {"feed", p.feed == Feed::A ? "A" : "B"},
                        {"side", p.side == RailSide::Left ? "left" : "right"}});
        if (!p.panelId.empty())
            pdus.back()["panel"] = p.panelId;
    }
    r["pdus"] = std::move(pdus);
    PowerIo::writeConnections(rack.power, r);
    json devices = json::array();
    for (const DevicePlacement &d : rack.devices) {
        json dj = {{"id", d.id}, {"catalog_id", d.catalogId}, {"u", d.uLow}};
        if (d.face == RackFace::Rear)
            dj["face"] = "rear";
        if (!d.fullDepth)
            dj["full_depth"] = false;
        PowerIo::writeConnections(d.power, dj);
        devices.push_back(std::move(dj));
    }
    r["devices"] = std::move(devices);
    return r;
}

json ObjectIo::equipmentToJson(const FloorEquipment &e)
{
    json j = {{"id", e.id}, {"name", e.name}, {"catalog_id", e.catalogId}, {"x_m", e.xM},
              {"y_m", e.yM}, {"rotation_deg", e.rotationDeg}};
    if (!e.upstreamId.empty())
        j["upstream"] = e.upstreamId;
    if (!e.servesRackIds.empty())
        j["serves"] = e.servesRackIds;
    return j;
}

} // namespace dcs
