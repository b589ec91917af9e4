#include "projectdocument.h"
#include "commands/addobjectscommand.h"
#include "commands/autobalancecommand.h"
#include "commands/duplicateobjectscommand.h"
#include "commands/generatefabriccommand.h"
#include "commands/mountdevicecommand.h"
#include "commands/moveobjectscommand.h"
#include "commands/removeobjectscommand.h"
#include "commands/rotateobjectscommand.h"
#include "commands/setvaluecommand.h"
#include "commands/setpowerconnectioncommand.h"
#include "commands/setcustomcatalogcommand.h"
#include "commands/setpropertycommand.h"
#include "commands/unmountdevicecommand.h"
#include "commands/variantcommand.h"
#include "planners/fabricgenerator.h"
#include "planners/powerautoconnect.h"
#include "io/projectformat.h"
#include "io/projectreader.h"
#include "io/projectvalidator.h"
#include "io/projectwriter.h"
#include "json/jsonfieldreader.h"
#include "propertyedit.h"
#include "typededit.h"
#include "project/footprint.h"
#include "project/pdulayout.h"
#include "project/projectvariants.h"
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <unordered_map>
#include <unordered_set>

namespace dcs {

using nlohmann::json;

namespace {
void setWhy(QString *why, const QString &text)
{
    if (why)
        *why = text;
}

// The settings blocks, edited by name: "project" (name, description) and the file's sections.
bool isBlockName(const std::string &id)
{
    return id == "project" || id == "site" || id == "hall" || id == "workload" || id == "cooling" || id == "power_settings";
}

// What a key patch of `ids` changed: a part of the design for "project" (the key names the
// section) or a block's name, else the objects. Several ids with a block among them: everything.
ChangeEvent patchEvent(const std::vector<std::string> &ids, const std::string &key)
{
    if (ids.size() == 1 && ids[0] == "project")
        return ChangeEvent::ofPart(designPartOfSection(key), key);
    if (ids.size() == 1 && isBlockName(ids[0]))
        return ChangeEvent::ofPart(designPartOfSection(ids[0]), key);
    if (std::any_of(ids.begin(), ids.end(), isBlockName))
        return ChangeEvent{ChangeEvent::Kind::Reset};
    return ChangeEvent{ChangeEvent::Kind::Modified, ids, key};
}

// The JSON object that holds the properties of object `id` in a serialised project.
json *locate(json &doc, const std::string &id)
{
    if (id == "project")
        return &doc;
    if (isBlockName(id))
        return &doc[id];
    for (json &rack : doc["racks"]) {
        if (rack["id"] == id)
            return &rack;
        for (const char *list : {"devices", "pdus"})
            for (json &item : rack[list])
                if (item["id"] == id)
                    return &item;
    }
    for (json &e : doc["equipment"])
        if (e["id"] == id)
            return &e;
    if (doc.contains("networks"))
        for (json &n : doc["networks"])
            if (n["id"] == id)
                return &n;
    return nullptr;
}
} // namespace

ProjectDocument::ProjectDocument(const Catalog &builtIn, QObject *parent)
    : QObject(parent), mBuiltIn(builtIn), mCatalog(builtIn)
{
    connect(&mUndoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

void ProjectDocument::setFilePath(const QString &path)
{
    if (path == mFilePath)
        return;
    mFilePath = path;
    Q_EMIT filePathChanged(path);
}

void ProjectDocument::reset(Project project, const QString &filePath)
{
    mUndoStack.clear();
    mProject = std::move(project);
    rebuildCatalog();
    setFilePath(filePath);
    notify({ChangeEvent::Kind::Reset, {}});
}

void ProjectDocument::rebuildCatalog()
{
    LoadErrors ignored;  // the reader has validated the custom entries already
    mCatalog = mBuiltIn.withCustomEntries(mProject.customCatalog.get(), {}, ignored);
}

void ProjectDocument::notify(const ChangeEvent &event)
{
    Q_EMIT changed(event);
}

void ProjectDocument::replaceProject(const Project &project)
{
    const bool catalogChanged = project.customCatalog != mProject.customCatalog;
    mProject = project;
    if (catalogChanged)
        rebuildCatalog();
}

void ProjectDocument::addObjects(std::vector<Rack> racks, std::vector<FloorEquipment> equipment, const QString &text)
{
    if (racks.empty() && equipment.empty())
        return;
    const size_t n = racks.size() + equipment.size();
    const QString label = !text.isEmpty() ? text : n == 1 ? tr("Add %1").arg(QString::fromStdString(
                                                                !racks.empty() ? racks.front().id : equipment.front().id))
                                                          : tr("Add %n objects", nullptr, int(n));
    mUndoStack.push(new AddObjectsCommand(this, std::move(racks), std::move(equipment), label));
}

void ProjectDocument::removeObjects(const std::vector<std::string> &ids)
{
    auto *cmd = new RemoveObjectsCommand(this, ids);
    if (cmd->isEmpty()) {
        delete cmd;
        return;
    }
    // Objects that stay but point at a removed panel or UPS lose that reference in the same
    // undo step; otherwise the design would no longer validate.
    const std::unordered_set<std::string> gone(ids.begin(), ids.end());
    std::vector<std::pair<std::string, std::string>> dangling;  // (object id, key)
    std::vector<std::pair<std::string, nlohmann::json>> servesLeft;  // CDUs that served a removed rack
    for (const FloorEquipment &e : mProject.equipment) {
        if (gone.count(e.id) || std::none_of(e.servesRackIds.begin(), e.servesRackIds.end(), [&](const std::string &id) { return gone.count(id) > 0; }))
            continue;
        nlohmann::json left = nlohmann::json::array();
        for (const std::string &id : e.servesRackIds)
            if (!gone.count(id))
                left.push_back(id);
        servesLeft.emplace_back(e.id, left.empty() ? nlohmann::json(nullptr) : left);
    }
    for (const Rack &r : mProject.racks)
        if (!gone.count(r.id))
            for (const RackPdu &p : r.pdus)
                if (!p.panelId.empty() && gone.count(p.panelId))
                    dangling.emplace_back(p.id, "panel");
    for (const FloorEquipment &e : mProject.equipment)
        if (!gone.count(e.id) && !e.upstreamId.empty() && gone.count(e.upstreamId))
            dangling.emplace_back(e.id, "upstream");
    if (dangling.empty() && servesLeft.empty()) {
        mUndoStack.push(cmd);
        return;
    }
    mUndoStack.beginMacro(cmd->text());
    for (const auto &[id, key] : dangling)
        setProperty(id, key, nullptr);
    for (const auto &[id, left] : servesLeft)
        setProperty(id, "serves", left);
    mUndoStack.push(cmd);
    mUndoStack.endMacro();
}

bool ProjectDocument::canPlace(const std::vector<std::string> &ids, double dxM, double dyM, bool rotate,
                               QString *why) const
{
    const std::unordered_set<std::string> moving(ids.begin(), ids.end());
    const RectM hall{0, 0, mProject.hall.widthM, mProject.hall.depthM};
    struct Box {
        RectM rect;
        const std::string *id;
        bool overhead;  // a busway above the racks: bounded by the hall, clashes with nothing
    };
    std::vector<Box> moved, fixed;
    auto consider = [&](const std::string &id, const std::string &catalogId, double x, double y, int rot) {
        const CatalogEntry *e = mCatalog.find(catalogId);
        if (!e)
            return;
        if (moving.count(id))
            moved.push_back({footprintAt(*e, x + dxM, y + dyM, rotate ? (rot + 90) % 360 : rot), &id, e->isOverhead()});
        else if (!e->isOverhead())
            fixed.push_back({footprintAt(*e, x, y, rot), &id, false});
    };
    for (const Rack &r : mProject.racks)
        consider(r.id, r.catalogId, r.xM, r.yM, r.rotationDeg);
    for (const FloorEquipment &e : mProject.equipment)
        consider(e.id, e.catalogId, e.xM, e.yM, e.rotationDeg);
    for (size_t i = 0; i < moved.size(); ++i) {
        const Box &m = moved[i];
        if (!m.rect.inside(hall)) {
            setWhy(why, tr("%1 would stand outside the hall.").arg(QString::fromStdString(*m.id)));
            return false;
        }
        if (m.overhead)
            continue;
        for (const Box &f : fixed)
            if (m.rect.overlaps(f.rect)) {
                setWhy(why, tr("%1 would overlap %2.").arg(QString::fromStdString(*m.id), QString::fromStdString(*f.id)));
                return false;
            }
        if (rotate)
            for (size_t j = i + 1; j < moved.size(); ++j)
                if (!moved[j].overhead && m.rect.overlaps(moved[j].rect)) {
                    setWhy(why, tr("%1 would overlap %2.").arg(QString::fromStdString(*m.id),
                                                               QString::fromStdString(*moved[j].id)));
                    return false;
                }
    }
    return true;
}

bool ProjectDocument::moveObjects(const std::vector<std::string> &ids, double dxM, double dyM, int gestureId,
                                  QString *why)
{
    if (ids.empty() || (dxM == 0.0 && dyM == 0.0))
        return true;
    if (!canPlace(ids, dxM, dyM, false, why))
        return false;
    mUndoStack.push(new MoveObjectsCommand(this, ids, dxM, dyM, gestureId));
    return true;
}

bool ProjectDocument::rotateObjects(const std::vector<std::string> &ids, QString *why)
{
    if (ids.empty())
        return true;
    if (!canPlace(ids, 0, 0, true, why))
        return false;
    mUndoStack.push(new RotateObjectsCommand(this, ids));
    return true;
}

bool ProjectDocument::isKnownId(const std::string &id) const
{
    if (isBlockName(id) || mProject.hasObject(id))
        return true;
    return std::any_of(mProject.networks.begin(), mProject.networks.end(), [&id](const Network &n) { return n.id == id; });
}

namespace {
bool isEditableKey(const std::string &key, QString *why)
{
    if (key == "id" || key == "format" || key == "format_version" || key == "devices" || key == "pdus") {
        setWhy(why, ProjectDocument::tr("The property '%1' cannot be edited here.").arg(QString::fromStdString(key)));
        return false;
    }
    return true;
}
} // namespace

bool ProjectDocument::setProperty(const std::string &id, const std::string &key, const json &value, QString *why,
                                  int gestureId)
{
    if (!isEditableKey(key, why))
        return false;
    // A PDU's model decides its outlets: the swap re-plugs cords, which a key patch cannot.
    if (key == "catalog_id" && value.is_string() && mProject.findPdu(id))
        return setPduModel(id, value.get<std::string>(), why);
    // Settings blocks and a rack's or floor unit's own keys: a typed edit of that value alone.
    TypedEdit::Result typed = TypedEdit::make(this, id, key, value, gestureId);
    switch (typed.outcome) {
    case TypedEdit::Outcome::Edit:
        mUndoStack.push(typed.command.release());
        return true;
    case TypedEdit::Outcome::Unchanged:
        return true;
    case TypedEdit::Outcome::Refused:
        setWhy(why, typed.why);
        return false;
    case TypedEdit::Outcome::NotTyped:
        break;
    }
    // Everything else (device keys, catalog ids, networks, the custom catalog) may reach other
    // objects: the whole design is written, patched and read again, as a file would be.
    // The variants are no object's property: they are neither written nor read again here.
    if (!isKnownId(id)) {  // refused at once, not after writing the whole design
        setWhy(why, tr("There is no object with id '%1'.").arg(QString::fromStdString(id)));
        return false;
    }
    json doc = ProjectWriter::toJson(mProject, false);
    json *target = locate(doc, id);
    if (!target) {
        setWhy(why, tr("There is no object with id '%1'.").arg(QString::fromStdString(id)));
        return false;
    }
    if (value.is_null())
        target->erase(key);
    else
        (*target)[key] = value;
    ReadResult result = ProjectReader::readJson(std::move(doc), {}, mBuiltIn);
    if (!result.project) {
        setWhy(why, QString::fromStdString(formatErrors(result.errors)).trimmed());
        return false;
    }
    result.project->variants = mProject.variants;
    if (*result.project == mProject)
        return true;
    const QString text = tr("Set %1 of %2").arg(QString::fromStdString(key), QString::fromStdString(id));
    mUndoStack.push(new SetPropertyCommand(this, patchEvent({id}, key), mProject, std::move(*result.project), text));
    return true;
}

std::optional<bool> ProjectDocument::setIndependentProperties(const std::vector<PropertyEdit> &edits, const QString &text,
                                                              QString *why)
{
    // The common cases of the inspector and the docks (a budget, a turn or a model for every
    // selected rack; a custom architecture's workload keys): typed edits, one per object or
    // block with all its keys, each judged on its own in O(edit) and all judged before any is
    // pushed. Objects placed anew (moved, turned, a rack's model) are then judged against each
    // other's new places. Anything else (a rack and a device in it, a PDU's model, an untyped
    // key) takes the whole-design path; so does a placement refused alone while other objects
    // move too, since the place it was refused against may be one they leave. No value: not for
    // this path.
    const auto places = [](const std::string &key) {
        return key == "x_m" || key == "y_m" || key == "rotation_deg" || key == "catalog_id";
    };
    std::vector<std::pair<std::string, TypedEdit::KeyValues>> objects;  // in the order of the edits
    std::unordered_map<std::string, size_t> objectOf;  // the value an id's edit changes -> its entry in `objects`
    for (const PropertyEdit &e : edits) {
        if ((e.key == "catalog_id" && mProject.findPdu(e.id)) || !isEditableKey(e.key, nullptr))
            return std::nullopt;
        const Rack *holder = mProject.rackHolding(e.id);
        const std::string owner = holder ? holder->id : e.id;  // a device's edit is one of its rack
        const auto [it, first] = objectOf.emplace(owner, objects.size());
        if (first)
            objects.push_back({e.id, {}});
        else if (objects[it->second].first != e.id)
            return std::nullopt;  // two objects of one rack value: judged on the whole design
        objects[it->second].second.emplace_back(e.key, e.value);
    }
    const auto placing = [&places](const TypedEdit::KeyValues &kv) {
        return std::any_of(kv.begin(), kv.end(), [&places](const auto &e) { return places(e.first); });
    };
    const bool severalPlaced =
        std::count_if(objects.begin(), objects.end(), [&placing](const auto &o) { return placing(o.second); }) > 1;
    std::vector<std::unique_ptr<SetValueCommand>> commands;
    std::vector<const Rack *> placedRacks;
    std::vector<const FloorEquipment *> placedUnits;
    for (const auto &[id, keyValues] : objects) {
        TypedEdit::Result r = TypedEdit::make(this, id, keyValues);
        const bool placed = severalPlaced && placing(keyValues);
        if (r.outcome == TypedEdit::Outcome::NotTyped || (r.outcome == TypedEdit::Outcome::Refused && placed))
            return std::nullopt;
        if (r.outcome == TypedEdit::Outcome::Refused) {
            setWhy(why, r.why);
            return false;
        }
        if (!r.command)
            continue;
        if (placed) {
            if (const Rack *rack = std::get_if<Rack>(&r.command->after()))
                placedRacks.push_back(rack);
            if (const FloorEquipment *unit = std::get_if<FloorEquipment>(&r.command->after()))
                placedUnits.push_back(unit);
        }
        commands.push_back(std::move(r.command));
    }
    if (placedRacks.size() + placedUnits.size() > 1) {
        JsonFieldReader r;
        ProjectValidator::validateTogether(mProject, mCatalog, placedRacks, placedUnits, r);
        if (!r.ok()) {
            setWhy(why, QString::fromStdString(formatErrors(r.errors())).trimmed());
            return false;
        }
    }
    if (commands.size() == 1 && !text.isEmpty())
        commands.front()->setText(text);
    if (commands.size() > 1)
        mUndoStack.beginMacro(text);
    for (auto &c : commands)
        mUndoStack.push(c.release());
    if (commands.size() > 1)
        mUndoStack.endMacro();
    return true;
}

bool ProjectDocument::setProperties(const std::vector<PropertyEdit> &edits, const QString &text, QString *why)
{
    if (edits.size() == 1)
        return setProperty(edits[0].id, edits[0].key, edits[0].value, why);
    if (const std::optional<bool> done = setIndependentProperties(edits, text, why))
        return *done;
    // A PDU's model re-plugs cords (setPduModel); its only refusals are judged here, first.
    std::vector<const PropertyEdit *> pduModels;
    json doc = ProjectWriter::toJson(mProject, false);
    std::vector<std::string> ids;
    std::string property = edits.empty() ? std::string() : edits[0].key;
    bool patched = false;
    for (const PropertyEdit &e : edits) {
        if (!isEditableKey(e.key, why))
            return false;
        if (e.key == "catalog_id" && e.value.is_string() && mProject.findPdu(e.id)) {
            const CatalogEntry *entry = mCatalog.find(e.value.get<std::string>());
            if (!entry || !entry->pdu) {
                setWhy(why, tr("'%1' is not a rack PDU in the catalog.").arg(QString::fromStdString(e.value.get<std::string>())));
                return false;
            }
            pduModels.push_back(&e);
            continue;
        }
        json *target = locate(doc, e.id);
        if (!target) {
            setWhy(why, tr("There is no object with id '%1'.").arg(QString::fromStdString(e.id)));
            return false;
        }
        if (e.value.is_null())
            target->erase(e.key);
        else
            (*target)[e.key] = e.value;
        patched = true;
        if (std::find(ids.begin(), ids.end(), e.id) == ids.end())
            ids.push_back(e.id);
        if (e.key != property)
            property.clear();
    }
    // The other edits together, read back as a file would be: all accepted or none.
    std::optional<Project> after;
    if (patched) {
        ReadResult result = ProjectReader::readJson(std::move(doc), {}, mBuiltIn);
        if (!result.project) {
            setWhy(why, QString::fromStdString(formatErrors(result.errors)).trimmed());
            return false;
        }
        result.project->variants = mProject.variants;
        if (!(*result.project == mProject))
            after = std::move(*result.project);
    }
    const bool macro = (after ? 1 : 0) + pduModels.size() > 1;
    if (macro)
        mUndoStack.beginMacro(text);
    if (after)
        mUndoStack.push(new SetPropertyCommand(this, patchEvent(ids, property), mProject, std::move(*after), text));
    for (const PropertyEdit *e : pduModels)
        setPduModel(e->id, e->value.get<std::string>());  // judged above: cannot refuse
    if (macro)
        mUndoStack.endMacro();
    return true;
}

bool ProjectDocument::setPduModel(const std::string &pduId, const std::string &catalogId, QString *why, QString *report)
{
    const Rack *rack = nullptr;
    if (!mProject.findPdu(pduId, &rack)) {
        setWhy(why, tr("There is no rack PDU with id '%1'.").arg(QString::fromStdString(pduId)));
        return false;
    }
    const CatalogEntry *entry = mCatalog.find(catalogId);
    if (!entry || !entry->pdu) {
        setWhy(why, tr("'%1' is not a rack PDU in the catalog.").arg(QString::fromStdString(catalogId)));
        return false;
    }
    Rack after = *rack;
    for (RackPdu &p : after.pdus)
        if (p.id == pduId) {
            if (p.catalogId == catalogId)
                return true;
            p.catalogId = catalogId;
        }
    const PowerAutoConnect::Replug replug = PowerAutoConnect::replugPdu(after, pduId, mCatalog);
    if (report) {
        *report = replug.elsewhere + replug.unplugged == 0
            ? QString()
            : tr("The %1 has too few outlets: %2 cord(s) moved to another PDU of the feed, %3 left unplugged.")
                  .arg(QString::fromStdString(entry->name))
                  .arg(replug.elsewhere)
                  .arg(replug.unplugged);
    }
    const QString text = tr("Set model of %1").arg(QString::fromStdString(pduId));
    ChangeEvent event{ChangeEvent::Kind::Modified, {rack->id, pduId}, "catalog_id"};
    for (const DevicePlacement &d : rack->devices)
        event.ids.push_back(d.id);
    mUndoStack.push(new SetValueCommand(this, *rack, std::move(after), std::move(event), text));
    return true;
}

bool ProjectDocument::setBlocks(const std::vector<BlockValue> &values, const QString &text, QString *why)
{
    // Every block is judged before anything is pushed, so a refusal leaves no half edit behind.
    std::vector<std::unique_ptr<SetValueCommand>> commands;
    for (const BlockValue &v : values) {
        TypedEdit::Result r = TypedEdit::makeBlock(this, v, text);
        if (r.outcome == TypedEdit::Outcome::Refused) {
            setWhy(why, r.why);
            return false;
        }
        if (r.command)
            commands.push_back(std::move(r.command));
    }
    if (commands.size() == 1) {
        mUndoStack.push(commands.front().release());
    } else if (!commands.empty()) {
        mUndoStack.beginMacro(text);
        for (auto &c : commands)
            mUndoStack.push(c.release());
        mUndoStack.endMacro();
    }
    return true;
}

std::vector<std::string> ProjectDocument::duplicateObjects(const std::vector<std::string> &ids, double dxM, double dyM,
                                                           QString *why)
{
    std::vector<Rack> racks;
    std::vector<FloorEquipment> equipment;
    DuplicateObjectsCommand::makeCopies(*this, ids, dxM, dyM, racks, equipment);
    if (racks.empty() && equipment.empty())
        return {};
    // Place the copies only where they are free: check them as if the originals moved.
    if (!canPlace(ids, dxM, dyM, false, why))
        return {};
    std::vector<std::string> newIds;
    for (const Rack &r : racks)
        newIds.push_back(r.id);
    for (const FloorEquipment &e : equipment)
        newIds.push_back(e.id);
    mUndoStack.push(new DuplicateObjectsCommand(this, std::move(racks), std::move(equipment)));
    return newIds;
}

bool ProjectDocument::mountDevice(const std::string &rackId, DevicePlacement device, QString *why)
{
    const Rack *rack = mProject.findRack(rackId);
    const CatalogEntry *entry = mCatalog.find(device.catalogId);
    if (!rack || !entry) {
        setWhy(why, tr("Unknown rack or device."));
        return false;
    }
    if (device.id.empty())
        device.id = uniqueId(rack->id + "-" + device.catalogId);
    // A mounted device is powered: its PSUs go to free outlets, alternating feeds (docs/power.md).
    if (device.power.empty())
        device.power = PowerAutoConnect::connect(*rack, device, mCatalog);
    // Validate the rack with the device in it exactly as a file would be validated.
    Project trial;
    trial.hall = mProject.hall;
    trial.customCatalog = mProject.customCatalog;
    trial.racks.push_back(*rack);
    trial.racks.front().xM = trial.racks.front().yM = 0;
    trial.hall.widthM = trial.hall.depthM = kMaxHallSideM;
    trial.racks.front().devices.push_back(device);
    // The trial holds no floor equipment: the PDUs' panel references (valid in the project)
    // are not the mount's business and would read as dangling.
    for (RackPdu &pdu : trial.racks.front().pdus)
        pdu.panelId.clear();
    if (mProject.hasObject(device.id)) {
        setWhy(why, tr("The id '%1' is already used.").arg(QString::fromStdString(device.id)));
        return false;
    }
    const LoadErrors errors = ProjectValidator::validate(trial, mCatalog);
    if (!errors.empty()) {
        setWhy(why, QString::fromStdString(errors.front().message));
        return false;
    }
    mUndoStack.push(new MountDeviceCommand(this, rackId, std::move(device)));
    return true;
}

bool ProjectDocument::unmountDevice(const std::string &rackId, const std::string &deviceId)
{
    return unmountDevices(rackId, {deviceId});
}

bool ProjectDocument::unmountDevices(const std::string &rackId, const std::vector<std::string> &deviceIds)
{
    const Rack *rack = mProject.findRack(rackId);
    if (!rack || deviceIds.empty())
        return false;
    for (const std::string &id : deviceIds)
        if (std::none_of(rack->devices.begin(), rack->devices.end(), [&](const DevicePlacement &d) { return d.id == id; }))
            return false;
    if (deviceIds.size() > 1)
        mUndoStack.beginMacro(tr("Unmount %n device(s)", nullptr, int(deviceIds.size())));
    // Each command holds the device's index at its push: found again after the previous left.
    for (const std::string &id : deviceIds) {
        const std::vector<DevicePlacement> &devices = mProject.findRack(rackId)->devices;
        const auto at = std::find_if(devices.begin(), devices.end(), [&](const DevicePlacement &d) { return d.id == id; });
        mUndoStack.push(new UnmountDeviceCommand(this, rackId, size_t(at - devices.begin())));
    }
    if (deviceIds.size() > 1)
        mUndoStack.endMacro();
    return true;
}

void ProjectDocument::setCustomCatalog(SharedJson entries, const QString &text)
{
    mUndoStack.push(new SetCustomCatalogCommand(this, mProject.customCatalog, std::move(entries), text));
}

bool ProjectDocument::generateFabric(const std::string &networkId, QString *why)
{
    FabricGenerator::Result r = FabricGenerator::generate(mProject, mCatalog, networkId);
    if (!r.ok) {
        setWhy(why, tr("Cannot generate the fabric: %1.").arg(QString::fromStdString(r.error)));
        return false;
    }
    if (r.project.racks == mProject.racks && r.project.networks == mProject.networks)
        return true;
    const QString text = tr("Generate fabric %1").arg(QString::fromStdString(r.networkId));
    mUndoStack.push(new GenerateFabricCommand(this, mProject.racks, mProject.networks, std::move(r.project.racks),
                                              std::move(r.project.networks), text));
    return true;
}

bool ProjectDocument::autoBalance(const std::vector<std::string> &rackIds, QStringList *report)
{
    auto *cmd = new AutoBalanceCommand(this, rackIds);
    if (report) {
        report->clear();
        for (const std::string &line : cmd->report())
            report->append(QString::fromStdString(line));
    }
    if (cmd->isEmpty()) {
        delete cmd;
        return false;
    }
    mUndoStack.push(cmd);
    return true;
}

bool ProjectDocument::setPowerConnection(const std::string &deviceId, int psu, const std::string &pduId, int outlet,
                                         QString *why)
{
    // A mounted device's PSU, or (deviceId = a rack's id) a rack-scale system's power shelf.
    const Rack *rack = mProject.rackHolding(deviceId);
    const std::vector<PowerConnection> *cords = nullptr;
    const CatalogEntry *entry = nullptr;
    if (rack && rack->id == deviceId) {
        entry = mCatalog.find(rack->catalogId);
        if (entry && entry->kind == CatalogKind::RackSystem)
            cords = &rack->power;
    } else if (rack) {
        for (const DevicePlacement &d : rack->devices)
            if (d.id == deviceId) {
                cords = &d.power;
                entry = mCatalog.find(d.catalogId);
            }
    }
    if (!cords) {
        setWhy(why, tr("There is no mounted device or rack-scale system with id '%1'.").arg(QString::fromStdString(deviceId)));
        return false;
    }
    const bool shelf = cords == &rack->power;
    const QString unit = shelf ? tr("power shelf") : tr("PSU");
    if (!entry || psu < 1 || psu > entry->psuCount) {
        setWhy(why, tr("%1 has no %2 %3.").arg(QString::fromStdString(deviceId), unit).arg(psu));
        return false;
    }
    std::vector<PowerConnection> after = *cords;
    std::erase_if(after, [psu](const PowerConnection &c) { return c.psu == psu; });
    if (!pduId.empty()) {
        const auto pdu = std::find_if(rack->pdus.begin(), rack->pdus.end(), [&](const RackPdu &u) { return u.id == pduId; });
        if (pdu == rack->pdus.end()) {
            setWhy(why, tr("%1 is not a PDU of rack %2.").arg(QString::fromStdString(pduId), QString::fromStdString(rack->id)));
            return false;
        }
        const CatalogEntry *pduEntry = mCatalog.find(pdu->catalogId);
        const PduLayout layout = pduEntry && pduEntry->pdu ? PduLayout::of(*pduEntry->pdu) : PduLayout{};
        const int outlets = pduEntry && pduEntry->pdu ? layout.outlets() : 0;
        if (outlet < 1 || outlet > outlets) {
            setWhy(why, tr("%1 has outlets 1 to %2, not %3.").arg(QString::fromStdString(pduId)).arg(outlets).arg(outlet));
            return false;
        }
        if (layout.threePhaseOutlets() != shelf) {
            setWhy(why, shelf ? tr("A power shelf takes a three-phase feed; %1 has single-phase outlets.").arg(QString::fromStdString(pduId))
                              : tr("%1 is a three-phase feed for a rack-scale system's power shelf, not for a PSU cord.")
                                    .arg(QString::fromStdString(pduId)));
            return false;
        }
        auto taken = [&](const std::string &owner, const std::vector<PowerConnection> &list) -> const PowerConnection * {
            for (const PowerConnection &c : list)
                if (c.pduId == pduId && c.outlet == outlet && !(owner == deviceId && c.psu == psu))
                    return &c;
            return nullptr;
        };
        const PowerConnection *holder = taken(rack->id, rack->power);
        std::string holderId = rack->id;
        for (const DevicePlacement &d : rack->devices)
            if (!holder && (holder = taken(d.id, d.power)))
                holderId = d.id;
        if (holder) {
            setWhy(why, tr("Outlet %1 of %2 is used by PSU %3 of %4.")
                            .arg(outlet)
                            .arg(QString::fromStdString(pduId))
                            .arg(holder->psu)
                            .arg(QString::fromStdString(holderId)));
            return false;
        }
        after.push_back({psu, pduId, outlet});
        std::sort(after.begin(), after.end(), [](const auto &a, const auto &b) { return a.psu < b.psu; });
    }
    if (after == *cords)
        return true;
    const QString text = pduId.empty()
        ? tr("Unplug %1 %2 of %3").arg(unit).arg(psu).arg(QString::fromStdString(deviceId))
        : tr("Plug %1 %2 of %3 into %4 outlet %5").arg(unit).arg(psu).arg(QString::fromStdString(deviceId),
                                                              QString::fromStdString(pduId)).arg(outlet);
    mUndoStack.push(new SetPowerConnectionCommand(this, rack->id, deviceId, *cords, std::move(after), text));
    return true;
}

bool ProjectDocument::pushVariantEdit(ProjectVariants::Outcome outcome, bool anotherDesign, const QString &text,
                                      QString *why)
{
    if (!outcome.project) {
        setWhy(why, QString::fromStdString(outcome.why));
        return false;
    }
    if (*outcome.project == mProject)
        return true;
    ChangeEvent event = anotherDesign ? ChangeEvent{ChangeEvent::Kind::Reset} : ChangeEvent::ofPart(DesignPart::Variants);
    mUndoStack.push(new VariantCommand(this, mProject, std::move(*outcome.project), std::move(event), text));
    return true;
}

bool ProjectDocument::saveAsVariant(const std::string &name, QString *why)
{
    return pushVariantEdit(ProjectVariants::saveAs(mProject, name), false,
                           tr("Save as variant %1").arg(QString::fromStdString(name)), why);
}

bool ProjectDocument::switchToVariant(const std::string &name, QString *why)
{
    return pushVariantEdit(ProjectVariants::switchTo(mProject, name), true,
                           tr("Switch to variant %1").arg(QString::fromStdString(name)), why);
}

bool ProjectDocument::deleteVariant(const std::string &name, QString *why)
{
    // Deleting the design being edited brings another variant in: a new design for the views.
    const bool current = name == ProjectVariants::currentName(mProject);
    return pushVariantEdit(ProjectVariants::remove(mProject, name), current,
                           tr("Delete variant %1").arg(QString::fromStdString(name)), why);
}

bool ProjectDocument::renameVariant(const std::string &from, const std::string &to, QString *why)
{
    return pushVariantEdit(ProjectVariants::rename(mProject, from, to), false,
                           tr("Rename variant %1 to %2").arg(QString::fromStdString(from), QString::fromStdString(to)), why);
}

std::string ProjectDocument::uniqueId(const std::string &prefix) const
{
    if (!mProject.hasObject(prefix))
        return prefix;
    for (int n = 2;; ++n) {
        std::string candidate = prefix + "-" + std::to_string(n);
        if (!mProject.hasObject(candidate))
            return candidate;
    }
}

double ProjectDocument::snapToTile(double m) const
{
    const double tile = mProject.hall.tileM > 0 ? mProject.hall.tileM : 0.6;
    // Round to whole tiles, then to micrometres so stored positions print cleanly.
    return std::round(std::round(m / tile) * tile * 1e6) / 1e6;
}

} // namespace dcs
