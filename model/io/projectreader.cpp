#include "projectreader.h"
#include "catalog/catalog.h"
#include "coolingsettingsio.h"
#include "json/errororder.h"
#include "json/jsonfieldreader.h"
#include "powerio.h"
#include "networkio.h"
#include "objectio.h"
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
        return p;
    }

private:
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
