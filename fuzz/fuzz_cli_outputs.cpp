// libFuzzer target: dcs::fuzz::checkCliOutputs (fuzz/fuzzchecks.h) on every input (`./dcstudio.sh fuzz`).
#include "fuzzchecks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return dcs::fuzz::runTarget(dcs::fuzz::checkCliOutputs, "checkCliOutputs", data, size);
}
