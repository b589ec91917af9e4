// libFuzzer target: `--set` assignments, one per line, applied to a small design, then read as
// the command line reads them. Neither the override nor the reader may crash, hang or throw.
#include "catalog/catalog.h"
#include "io/projectoverride.h"
#include "io/projectreader.h"
#include <QFile>
#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>

namespace {
nlohmann::json seed()
{
    // A design with racks, PDUs, devices, floor units and every settings section.
    QFile f(QStringLiteral(DCS_SOURCE_DIR "/fuzz/corpus/generated-4-liquid.json"));
    if (!f.open(QIODevice::ReadOnly))
        std::abort();
    return nlohmann::json::parse(f.readAll().toStdString());
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const dcs::Catalog &catalog = dcs::Catalog::builtIn();
    static const nlohmann::json base = seed();
    nlohmann::json doc = base;
    const std::string input(reinterpret_cast<const char *>(data), size);
    size_t start = 0;
    for (int applied = 0; start <= input.size() && applied < 8; ++applied) {
        const size_t end = std::min(input.find('\n', start), input.size());
        std::string pointer;
        const std::string why = dcs::applyOverride(doc, input.substr(start, end - start), &pointer);
        if (why.empty() && pointer.empty())
            std::abort();  // a value was set, so its place is known
        start = end + 1;
    }
    const dcs::ReadResult r = dcs::ProjectReader::readJson(std::move(doc), "fuzz.json", catalog);
    if (r.project.has_value() != r.errors.empty())
        std::abort();
    return 0;
}
