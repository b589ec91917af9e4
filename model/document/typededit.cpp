#include "typededit.h"
#include "document/projectdocument.h"
#include "training/finetuneengine.h"
#include "io/networkio.h"
#include "io/objectio.h"
#include "io/powervalidator.h"
#include "io/projectvalidator.h"
#include "io/unreadfields.h"
#include "json/jsonfieldreader.h"
#include <QCoreApplication>
#include <algorithm>
#include <array>
#include <functional>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

QString tr(const char *text) { return QCoreApplication::translate("dcs::TypedEdit", text); }

void patch(json &object, const std::string &key, const json &value)
{
    if (value.is_null())
        object.erase(key);
    else
        object[key] = value;
}

TypedEdit::Result refused(const JsonFieldReader &r)
{
    return {TypedEdit::Outcome::Refused, nullptr, QString::fromStdString(formatErrors(r.errors())).trimmed()};
}

QString setText(const std::string &key, const std::string &id)
{
    return tr("Set %1 of %2").arg(QString::fromStdString(key), QString::fromStdString(id));
}

// The block a (id, key) pair names, and whether the value is the whole section.
std::optional<ProjectBlock> blockOf(const std::string &id, const std::string &key, bool &whole)
{
    whole = false;
    if (id == "project") {
        if (key == "name" || key == "description")
            return ProjectBlock::Header;
        const std::optional<ProjectBlock> section = ProjectBlocks::byName(key);
        whole = section.has_value();
        return section && *section != ProjectBlock::Header ? section : std::nullopt;
    }
    const std::optional<ProjectBlock> block = ProjectBlocks::byName(id);
    return block && *block != ProjectBlock::Header ? block : std::nullopt;
}

// The end every typed edit shares: refused with the reader's and validator's messages, no
// change, or a command holding the value before and after.
template <class Value>
TypedEdit::Result conclude(ProjectDocument *doc, const JsonFieldReader &r, Value before, Value after, ChangeEvent event,
                           const QString &text, int gestureId)
{
    if (!r.ok())
        return refused(r);
    if (before == after)
        return {TypedEdit::Outcome::Unchanged, nullptr, {}};
    return {TypedEdit::Outcome::Edit,
            std::make_unique<SetValueCommand>(doc, std::move(before), std::move(after), std::move(event), text, gestureId),
            {}};
}

TypedEdit::Result blockEdit(ProjectDocument *doc, const BlockValue &after, const std::string &key, const QString &text,
                            int gestureId, JsonFieldReader &r)
{
    const Project &p = doc->project();
    const ProjectBlock block = ProjectBlocks::of(after);
    if (r.ok() && block == ProjectBlock::Hall)
        ProjectValidator::validateHall(p, doc->catalog(), std::get<Hall>(after), r);
    if (r.ok() && block == ProjectBlock::Workload)  // fine-tuning jobs against the GPUs placed
        FinetuneEngine::validateEdit(p, doc->catalog(), p.workload.finetune, std::get<Workload>(after).finetune, r);
    return conclude(doc, r, ProjectBlocks::get(p, block), after,
                    ChangeEvent::ofPart(designPartOf(block), key), text, gestureId);
}

// One rack edited through its JSON (`edit` patches it): the rack reader, then the validator's
// single-rack checks (devices, footprint, cords), then `alsoCheck` for what reaches beyond it.
TypedEdit::Result rackEdit(ProjectDocument *doc, const Rack &rack, const std::function<void(json &)> &edit,
                           const std::string &id, const std::string &key, const QString &text, int gestureId,
                           const std::function<void(const Rack &, JsonFieldReader &)> &alsoCheck = {})
{
    const Project &p = doc->project();
    const std::string path = JsonFieldReader::child("/racks", size_t(&rack - p.racks.data()));
    json object = ObjectIo::rackToJson(rack);
    edit(object);
    JsonFieldReader r;
    Rack after = ObjectIo::readRack(object, path, r);
    if (r.ok())
        ProjectValidator::validateRack(p, doc->catalog(), after, path, r);
    if (r.ok() && alsoCheck)
        alsoCheck(after, r);
    ChangeEvent event{ChangeEvent::Kind::Modified, {rack.id}, key};
    if (id != rack.id)
        event.ids.push_back(id);
    return conclude(doc, r, rack, std::move(after), std::move(event), text, gestureId);
}

// A rack's or floor unit's keys that concern that object alone.
bool isLocalKey(const std::string &key)
{
    static const std::array<const char *, 7> keys{"name", "x_m", "y_m", "rotation_deg", "power_budget_kw",
                                                   "weight_limit_kg", "rear_door"};
    return std::any_of(keys.begin(), keys.end(), [&](const char *k) { return key == k; });
}

// A rack's or floor unit's keys a typed edit judges: its own, and its model, whose
// consequences beyond it (devices that fit, the power chain it may feed) are checked too.
bool isObjectKey(const std::string &key) { return isLocalKey(key) || key == "catalog_id"; }

} // namespace

TypedEdit::Result TypedEdit::make(ProjectDocument *doc, const std::string &id, const std::string &key, const json &value,
                                   int gestureId)
{
    return make(doc, id, KeyValues{{key, value}}, gestureId);
}

TypedEdit::Result TypedEdit::make(ProjectDocument *doc, const std::string &id, const KeyValues &edits, int gestureId)
{
    if (edits.empty())
        return {};
    const Project &p = doc->project();
    // Several keys: applied in order (a key set twice keeps its last value), judged together.
    const auto patchAll = [&edits](json &object) {
        for (const auto &[key, value] : edits)
            patch(object, key, value);
    };
    const auto every = [&edits](const auto &test) {
        return std::all_of(edits.begin(), edits.end(), [&](const auto &e) { return test(e.first); });
    };
    // The key a change event and the undo text name; several keys: no one key (views redo all).
    std::string key = edits.front().first;
    for (const auto &e : edits)
        if (e.first != key)
            key.clear();
    std::string keys;
    for (const auto &e : edits)
        if (keys.find(e.first) == std::string::npos)
            keys += (keys.empty() ? "" : ", ") + e.first;
    const QString text = setText(keys, id);

    bool whole = false;
    if (const std::optional<ProjectBlock> block = blockOf(id, edits.front().first, whole)) {
        json section = edits.front().second;
        if (whole || edits.size() > 1) {
            bool sameBlock = !whole;
            for (const auto &e : edits) {
                bool w = false;
                sameBlock = sameBlock && blockOf(id, e.first, w) == block && !w;
            }
            if (!sameBlock && edits.size() > 1)
                return {};  // a whole section beside other keys, or keys of two blocks
        }
        if (!whole) {
            section = ProjectBlocks::toJson(ProjectBlocks::get(p, *block));
            patchAll(section);
        }
        JsonFieldReader r;
        const BlockValue after = ProjectBlocks::fromJson(*block, section, r);
        return blockEdit(doc, after, whole ? std::string() : key, text, gestureId, r);
    }
    for (size_t i = 0; i < p.networks.size(); ++i)
        if (p.networks[i].id == id) {
            // A network's settings without its switches and links (tens of thousands on a large
            // fabric), which no settings key changes.
            if (!every([](const std::string &k) { return k != "switches" && k != "links"; }))
                return {};
            const std::string path = JsonFieldReader::child("/networks", i);
            const json settings = NetworkIo::settingsToJson(p.networks[i]);
            json object = settings;
            patchAll(object);
            JsonFieldReader r;
            Network after = NetworkIo::readOne(object, path, r);
            if (r.ok())
                NetworkIo::validateSettings(after, doc->catalog(), path, r);
            JsonFieldReader unused;
            return conclude(doc, r, NetworkSettings{NetworkIo::readOne(settings, path, unused)}, NetworkSettings{std::move(after)},
                            ChangeEvent{ChangeEvent::Kind::Modified, {id}, key}, text, gestureId);
        }
    // A device's place or model: an edit of its rack (its other devices, U range, cords). Its
    // model also decides its network ports, the one reference beyond the rack it changes.
    if (every([](const std::string &k) { return k == "u" || k == "face" || k == "full_depth" || k == "catalog_id"; }))
        if (const Rack *rack = p.rackHolding(id); rack && rack->id != id)
            for (size_t j = 0; j < rack->devices.size(); ++j)
                if (rack->devices[j].id == id) {
                    const auto device = [&](json &object) { patchAll(object["devices"][j]); };
                    if (every([](const std::string &k) { return k != "catalog_id"; }))
                        return rackEdit(doc, *rack, device, id, key, text, gestureId);
                    return rackEdit(doc, *rack, device, id, key, text, gestureId, [&](const Rack &after, JsonFieldReader &r) {
                        NetworkIo::validateDeviceModel(p, after.devices[j], doc->catalog(), r);
                    });
                }
    const Rack *rack = p.findRack(id);
    if (rack && every(isObjectKey))
        return rackEdit(doc, *rack, patchAll, id, key, text, gestureId, [&](const Rack &after, JsonFieldReader &r) {
            NetworkIo::validateRackModel(p, after, doc->catalog(), JsonFieldReader::child("/racks", size_t(rack - p.racks.data())), r);
        });
    if (rack || !every(isObjectKey))
        return {};
    for (size_t i = 0; i < p.equipment.size(); ++i)
        if (p.equipment[i].id == id) {
            json object = ObjectIo::equipmentToJson(p.equipment[i]);
            patchAll(object);
            const std::string path = JsonFieldReader::child("/equipment", i);
            JsonFieldReader r;
            FloorEquipment after = ObjectIo::readEquipment(object, path, r);
            if (r.ok())
                ProjectValidator::validateEquipment(p, doc->catalog(), after, path, r);
            if (r.ok() && after.catalogId != p.equipment[i].catalogId) {
                // Its model decides what it may feed (a UPS, a panel): the power chain's references
                // on the design with the new model, as the file reader checks them. Only what the
                // check reads is copied (racks and floor units, not the variants).
                Project with;
                with.racks = p.racks;
                with.equipment = p.equipment;
                with.equipment[i] = after;
                PowerValidator::validate(with, doc->catalog(), r, UnreadFields{});
            }
            return conclude(doc, r, p.equipment[i], std::move(after), ChangeEvent{ChangeEvent::Kind::Modified, {id}, key},
                            text, gestureId);
        }
    return {};
}

TypedEdit::Result TypedEdit::makeBlock(ProjectDocument *doc, const BlockValue &after, const QString &text)
{
    // Through the block's JSON and back, so a dialog's value meets the reader's rules too.
    JsonFieldReader r;
    const BlockValue read = ProjectBlocks::fromJson(ProjectBlocks::of(after), ProjectBlocks::toJson(after), r);
    return blockEdit(doc, read, {}, text, 0, r);
}

} // namespace dcs
