#pragma once
#include "epwfile.h"
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dcs {

// Reads an EPW file's text. Never throws and never fills a gap silently: a row whose dry bulb is
// missing or unreadable, a wrong number of hours, or hours out of order refuse the file with
// messages that name the file, the line and the field. Dew point, humidity and pressure may be
// marked missing (codes at or above 99.9, 999 and 999999): they read as NaN.
class EpwReader
{
public:
    struct Result {
        std::optional<EpwFile> file;       // set only when errors is empty
        std::vector<std::string> errors;
    };
    // Past this the text is not a weather file (a year is about 1.6 MB).
    static constexpr size_t kMaxBytes = 8u << 20;
    // The ranges a project stores a weather file's values in (SiteWeatherIo), so a file read
    // here always reads back from the design it was imported into.
    static constexpr double kMinDryBulbC = -90.0, kMaxDryBulbC = 70.0;
    static constexpr double kMinElevationM = -500.0, kMaxElevationM = 9000.0;

    static Result read(std::string_view text, const std::string &fileName);
};

} // namespace dcs
