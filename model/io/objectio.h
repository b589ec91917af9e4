#pragma once
#include "project/floorequipment.h"
#include "project/hall.h"
#include "project/rack.h"
#include "project/site.h"
#include <nlohmann/json_fwd.hpp>
#include <string>

namespace dcs {

class JsonFieldReader;

// The project file's objects and small blocks, one function each way: the reader of a file,
// the writer, and the document's typed edits (which patch one object's JSON and read it back)
// all go through these, so a value is judged by one set of rules and one message wherever it
// comes from. Readers record every bad value in `r` with its JSON path (`path` is the object's
// own, e.g. "/racks/3") and return the object with placeholders where values were unreadable.
class ObjectIo
{
public:
    static Site readSite(const nlohmann::json &o, const std::string &path, JsonFieldReader &r);
    static Hall readHall(const nlohmann::json &o, const std::string &path, JsonFieldReader &r);
    static Rack readRack(const nlohmann::json &o, const std::string &path, JsonFieldReader &r);
    static FloorEquipment readEquipment(const nlohmann::json &o, const std::string &path, JsonFieldReader &r);

    static nlohmann::json siteToJson(const Site &s);
    static nlohmann::json hallToJson(const Hall &h);
    static nlohmann::json rackToJson(const Rack &rack);
    static nlohmann::json equipmentToJson(const FloorEquipment &e);

private:
    static int rotation(const nlohmann::json &o, const std::string &path, JsonFieldReader &r);
    static RackPdu readPdu(const nlohmann::json &o, const std::string &path, JsonFieldReader &r);
    static DevicePlacement readDevice(const nlohmann::json &o, const std::string &path, JsonFieldReader &r);
};

} // namespace dcs
