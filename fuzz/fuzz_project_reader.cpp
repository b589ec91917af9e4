// libFuzzer target: any bytes as a project file. The reader must never crash, hang, leak or
// throw (ASan/UBSan watch the rest), and what it accepts must survive a round trip: the
// writer's text of an accepted project is read again without error (`./dcstudio.sh fuzz`).
#include "catalog/catalog.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include "json/loaderror.h"
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const dcs::Catalog &catalog = dcs::Catalog::builtIn();
    const std::string text(reinterpret_cast<const char *>(data), size);
    const dcs::ReadResult r = dcs::ProjectReader::readText(text, "fuzz.json", catalog);
    if (r.project.has_value() != r.errors.empty())
        std::abort();  // the contract: a project exactly when there is no error
    if (r.project) {
        const dcs::ReadResult again = dcs::ProjectReader::readText(dcs::ProjectWriter::toText(*r.project), "again.json", catalog);
        if (!again.project) {
            std::fputs(dcs::formatErrors(again.errors).c_str(), stderr);
            std::abort();  // the writer wrote something its own reader refuses
        }
    }
    return 0;
}
