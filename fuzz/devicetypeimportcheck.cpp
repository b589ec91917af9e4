// import-device-type under any YAML bytes (issue 31, fuzz/fuzzchecks.h): the reader gives a
// catalog entry or errors naming line and field; an entry is imported into a small design,
// which must read back (the importer's own promise); every message is printable.
#include "catalog/catalog.h"
#include "fuzzchecks.h"
#include "handoff/netboxdevicetypeimporter.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include "json/loaderror.h"
#include <nlohmann/json.hpp>

namespace dcs::fuzz {

std::string checkDeviceTypeImport(std::string_view bytes)
{
    const dcs::Catalog &builtIn = dcs::Catalog::builtIn();
    const std::string text(bytes);
    dcs::DeviceTypeImportOptions options;
    options.kind = bytes.size() % 2 ? "auto" : "switch";
    const dcs::DeviceTypeImport one = dcs::NetboxDeviceTypeReader::read(text, "fuzz.yaml", options);
    if (one.entry.is_null() == one.errors.empty())
        return "the reader returned an entry and errors, or neither";
    if (std::string why = checkPrintableJson({{"error", dcs::formatErrors(one.errors)}, {"entry", one.entry}}); !why.empty())
        return "reader: " + why;
    const dcs::DeviceTypeImportRun run =
        dcs::NetboxDeviceTypeImporter::run(corpusDesign("minimal-v2.json"), "base.json", builtIn, {{"fuzz.yaml", text}}, options, false);
    if (std::string why = checkPrintableJson({{"error", dcs::formatErrors(run.errors)}}); !why.empty())
        return "import: " + why;
    if (run.errors.empty()) {
        const dcs::ReadResult again = dcs::ProjectReader::readText(dcs::ProjectWriter::toText(run.project), "again.json", builtIn);
        if (!again.project)
            return "the imported design does not read back: " + dcs::formatErrors(again.errors);
    }
    return {};
}

} // namespace dcs::fuzz
