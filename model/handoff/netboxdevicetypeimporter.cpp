#include "netboxdevicetypeimporter.h"
#include "catalog/catalog.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include <map>

namespace dcs {

using nlohmann::json;

DeviceTypeImportRun NetboxDeviceTypeImporter::run(const Project &project, const std::string &projectFile,
                                                  const Catalog &builtIn, const std::vector<DeviceTypeFile> &files,
                                                  const DeviceTypeImportOptions &options, bool replace)
{
    DeviceTypeImportRun out;
    std::map<std::string, std::string> fileOfId;  // ids of this run -> the file that brought it
    for (const DeviceTypeFile &f : files) {
        DeviceTypeImport r = NetboxDeviceTypeReader::read(f.text, f.name, options);
        out.errors.insert(out.errors.end(), r.errors.begin(), r.errors.end());
        if (!r.errors.empty())
            continue;
        const std::string id = r.entry["id"].get<std::string>();
        if (builtIn.find(id)) {
            out.errors.push_back({f.name, "/slug", "the slug makes the catalog id \"" + id
                                                       + "\", which the built-in catalog already has; give the device "
                                                         "type another slug."});
            continue;
        }
        if (const auto [it, fresh] = fileOfId.emplace(id, f.name); !fresh) {
            out.errors.push_back({f.name, "/slug", "the catalog id \"" + id + "\" comes from " + it->second + " too."});
            continue;
        }
        out.imported.push_back({f.name, std::move(r.entry), false, std::move(r.notes)});
    }
    if (!out.errors.empty()) {
        out.imported.clear();
        return out;
    }

    json custom = project.customCatalog.get().is_array() ? project.customCatalog.get() : json::array();
    for (DeviceTypeImported &imp : out.imported) {
        const std::string id = imp.entry["id"].get<std::string>();
        bool placed = false;
        for (json &existing : custom) {
            if (!existing.is_object() || existing.value("id", std::string()) != id)
                continue;
            if (!replace) {
                out.errors.push_back({imp.file, "/slug", "the project's custom catalog already has \"" + id
                                                             + "\"; pass --replace to update it."});
            } else {
                existing = imp.entry;
                imp.replaced = true;
            }
            placed = true;
            break;
        }
        if (!placed)
            custom.push_back(imp.entry);
    }
    if (!out.errors.empty()) {
        out.imported.clear();
        return out;
    }

    out.project = project;
    out.project.customCatalog = custom;
    // Read back as a file would be: a replaced entry must still suit every device that uses it.
    ReadResult check = ProjectReader::readJson(ProjectWriter::toJson(out.project), projectFile, builtIn);
    if (!check.errors.empty()) {
        out.errors = std::move(check.errors);
        out.imported.clear();
    }
    return out;
}

} // namespace dcs
