// libFuzzer target: dcs::fuzz::checkCliOutputs (fuzz/fuzzchecks.h) on every input; a broken
// property aborts, so libFuzzer keeps the input (`./dcstudio.sh fuzz`).
#include "fuzzchecks.h"
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string why = dcs::fuzz::checkCliOutputs(std::string_view(reinterpret_cast<const char *>(data), size));
    if (!why.empty()) {
        std::fprintf(stderr, "checkCliOutputs: %s\n", why.c_str());
        std::abort();
    }
    return 0;
}
