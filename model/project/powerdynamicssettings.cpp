#include "powerdynamicssettings.h"
#include <array>

namespace dcs {

namespace {
constexpr std::array<const char *, kPowerSmoothingCount> kNames = {"none", "gpu_smoothing", "software_fill",
                                                                   "rack_storage", "row_storage", "utility_storage"};
}

const char *powerSmoothingName(PowerSmoothing s)
{
    return kNames[size_t(s)];
}

std::optional<PowerSmoothing> powerSmoothingFromName(const std::string &name)
{
    for (int i = 0; i < kPowerSmoothingCount; ++i)
        if (name == kNames[size_t(i)])
            return PowerSmoothing(i);
    return std::nullopt;
}

} // namespace dcs
