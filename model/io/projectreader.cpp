#include "projectreader.h"
#include "catalog/catalog.h"
#include "containmentio.h"
#include "coolingsettingsio.h"
#include "json/boundedfile.h"
#include "json/errororder.h"
#include "json/jsontext.h"
#include "json/keylog.h"
#include "json/jsonfieldreader.h"
#include "powerio.h"
#include "networkio.h"
#include "objectio.h"
#include "projectformat.h"
#include "projectmigrator.h"
#include "projectvalidator.h"
#include "unknownkeys.h"
#include "unreadfields.h"
#include "variantio.h"
#include "workloadio.h"
#include <QFileInfo>
#include <algorithm>
#include <memory>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

namespace {

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
            p.site = ObjectIo::readSite(*site, "/site", r);
        if (const json *hall = r.object(doc, "hall", ""))
            p.hall = ObjectIo::readHall(*hall, "/hall", r);
        if (const json *racks = r.array(doc, "racks", "", true, kMaxRacks)) {
            p.racks.reserve(racks->size());
            for (size_t i = 0; i < racks->size(); ++i) {
                // A placeholder keeps the indices of the later items (and so their paths) right.
                const std::string path = JsonFieldReader::child("/racks", i);
                p.racks.push_back(r.expectObject((*racks)[i], path) ? ObjectIo::readRack((*racks)[i], path, r) : Rack{});
            }
        }
        if (const json *eq = r.array(doc, "equipment", "", false, kMaxEquipment)) {
            for (size_t i = 0; i < eq->size(); ++i) {
                const std::string path = JsonFieldReader::child("/equipment", i);
                p.equipment.push_back(r.expectObject((*eq)[i], path) ? ObjectIo::readEquipment((*eq)[i], path, r) : FloorEquipment{});
            }
        }
        if (const json *custom = r.array(doc, "custom_catalog", "", false, 10'000))
            p.customCatalog = *custom;
        // Engine settings sections: one line each, e.g. readWorkload(doc, p.workload, r);
        NetworkIo::read(doc, p, r);
        readCoolingSettings(doc, p.cooling, r);
        readWorkload(doc, p.workload, r);
        PowerIo::readSettings(doc, p.power, r);
        ContainmentIo::read(doc, p, r);
        return p;
    }

private:
    JsonFieldReader &r;
};

} // namespace

LoadErrors ProjectReader::parseFile(const QString &path, const std::string &fileName, json &doc, std::string &text)
{
    doc = nullptr;
    if (const std::string why = BoundedFile::read(path, kMaxFileBytes, text); !why.empty()) {
        const bool tooLarge = why.rfind("the file is larger", 0) == 0;
        return {{fileName, {}, tooLarge ? "the file is larger than 256 MB; it is not a DC Studio project." : why}};
    }
    return JsonText::parse(text, fileName, kMaxFileBytes, kMaxJsonDepth, doc);
}

ReadResult ProjectReader::readFile(const QString &path, const Catalog &builtIn)
{
    const std::string name = QFileInfo(path).fileName().toStdString();
    std::string text;
    json doc;
    if (LoadErrors errors = parseFile(path, name, doc, text); !errors.empty())
        return {std::nullopt, std::move(errors)};
    return readParsed(doc, text, name, builtIn);
}

ReadResult ProjectReader::readText(const std::string &text, const std::string &fileName, const Catalog &builtIn)
{
    json doc;
    if (LoadErrors errors = JsonText::parse(text, fileName, kMaxFileBytes, kMaxJsonDepth, doc); !errors.empty())
        return {std::nullopt, std::move(errors)};
    return readParsed(doc, text, fileName, builtIn);
}

ReadResult ProjectReader::readParsed(json &doc, const std::string &text, const std::string &fileName, const Catalog &builtIn)
{
    ReadResult result = guardedRead(doc, fileName, builtIn);
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
    // The document may come from `--set` edits or a paste rather than from a file.
    if (JsonText::exceedsDepth(doc, kMaxJsonDepth))
        return {std::nullopt, {{fileName, {}, "the JSON is nested too deeply to be a DC Studio project."}}};
    ReadResult result = guardedRead(doc, fileName, builtIn);
    if (result.errors.size() > 1)
        ErrorOrder::sort(result.errors, doc);
    return result;
}

ReadResult ProjectReader::guardedRead(json &doc, const std::string &fileName, const Catalog &builtIn)
{
    // The field readers check every type before they take a value, so nothing below should
    // throw; if a path was missed, the user still gets a message rather than a crash.
    try {
        return readDocument(doc, fileName, builtIn);
    } catch (const json::exception &e) {
        return {std::nullopt, {{fileName, {}, std::string("a value cannot be read: ") + e.what()}}};
    } catch (const std::bad_alloc &) {
        return {std::nullopt, {{fileName, {}, "there is not enough memory to read the file."}}};
    }
}

ReadResult ProjectReader::readDocument(json &doc, const std::string &fileName, const Catalog &builtIn)
{
    ReadResult result;
    KeyLog keys;  // which keys the readers look up; the rest are unknown (UnknownKeys)
    JsonFieldReader r(fileName);
    // Stage 1, the envelope: a document that is not a project, or in a version this build does
    // not read, has nothing else worth checking.
    if (!r.expectObject(doc, "")) {
        result.errors = r.takeErrors();
        return result;
    }
    const std::string format = r.string(doc, "format", "");
    KeyLog::note(doc, "app_version");  // informative only: which DC Studio wrote the file
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
    const std::vector<const json *> variantDesigns = VariantIo::read(doc, project, r);
    LoadErrors errors = r.takeErrors();
    for (LoadError &e : UnknownKeys::find(doc, keys, project, fileName))
        errors.push_back(std::move(e));
    const UnreadFields unread(errors);

    // Stage 3, the project's own catalog entries. A refused entry is remembered by the catalog,
    // so that devices using it are not reported again as unknown.
    const Catalog catalog = builtIn.withCustomEntries(project.customCatalog.get(), fileName, errors);

    // Stage 4, references and placements. A problem found at a value stage 2 could not read
    // only repeats that problem.
    JsonFieldReader refs(fileName);
    ProjectValidator::validate(project, catalog, refs, unread);
    if (!project.networks.empty())
        NetworkIo::validate(project, catalog, refs);
    for (LoadError &e : refs.takeErrors())
        if (JsonFieldReader::isTooManyErrors(e) || !unread.covers(e.path))
            errors.push_back(std::move(e));

    // Stage 5, the other variants: each stored design is a whole project document, read as a
    // file is (with its own unknown keys and references); its problems carry its place.
    for (size_t i = 0; i < variantDesigns.size(); ++i) {
        if (!variantDesigns[i])
            continue;
        json design = *variantDesigns[i];
        design.erase("variants");  // refused by VariantIo::read; not read a level deeper
        const std::string at = JsonFieldReader::child(JsonFieldReader::child("/variants", i), "design");
        ReadResult variant = readDocument(design, fileName, builtIn);
        for (LoadError &e : variant.errors) {
            if (!JsonFieldReader::isTooManyErrors(e))
                e.path = at + e.path;
            errors.push_back(std::move(e));
        }
        result.migrated = result.migrated || variant.migrated;
        if (variant.project)
            project.variants[i].design = std::make_shared<const Project>(std::move(*variant.project));
    }

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
