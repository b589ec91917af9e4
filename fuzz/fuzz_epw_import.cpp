// libFuzzer target: dcs::fuzz::checkEpwImport (fuzz/fuzzchecks.h) on every input (`./dcstudio.sh fuzz`).
#include "fuzzchecks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return dcs::fuzz::runTarget(dcs::fuzz::checkEpwImport, "checkEpwImport", data, size);
}
