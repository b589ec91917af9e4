#pragma once
#include "designconditions.h"
#include <limits>
#include <string>
#include <vector>

namespace dcs {

inline constexpr double kEpwMissing = std::numeric_limits<double>::quiet_NaN();

// A year of weather read from an EnergyPlus weather file (EPW: TMY3, IWEC, CWEC...; issue 34
// item 3). The format is the EnergyPlus data dictionary's (doc/auxiliary-programs/.../
// energyplus-weather-file-epw-data-dictionary.tex in the EnergyPlus repository): eight header
// lines, then one comma-separated row per hour with 35 fields.
struct EpwLocation {
    std::string city, region, country, source, wmo;
    double latitudeDeg = 0;   // north positive
    double longitudeDeg = 0;  // east positive (west negative)
    double timeZoneH = 0;     // hours from GMT
    double elevationM = 0;
};

struct EpwHour {
    int month = 1, day = 1, hour = 1;      // hour 1 = 00:00-01:00 local standard time
    double dryBulbC = 0;
    double dewPointC = kEpwMissing;                      // NaN when the file marks it missing
    double relativeHumidityPct = kEpwMissing;            // NaN when missing
    double pressurePa = kEpwMissing;                     // NaN when missing
};

struct EpwFile {
    EpwLocation location;
    // The DESIGN CONDITIONS line: the same figures as the .ddy design days published beside the
    // file; every value NaN when the line is absent.
    DesignConditions design;
    std::vector<EpwHour> hours;            // 8,760 (8,784 in a leap-year file), in file order
};

} // namespace dcs
