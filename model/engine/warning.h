#pragma once
#include "warningcode.h"
#include "warningseverity.h"
#include <cstddef>
#include <string>
#include <vector>

namespace dcs {

// A finding of an engine, as data: the UI lists it and selects its objects, the CLI prints
// it, the report tabulates it. Its code says what it means; the code's key ("power.phase_over_limit")
// is stable (docs/warnings.md) so scripts can match it, and its severity comes from the code's
// row of the one table (warningcode.cpp).
struct Warning {
    using Severity = WarningSeverity;

    Warning() = default;
    Warning(WarningCode code, std::string message, std::vector<std::string> objectIds = {}, std::string fix = {})
        : severity(warningCodeInfo(code).severity), code(code), message(std::move(message)),
          objectIds(std::move(objectIds)), fix(std::move(fix))
    {
    }
    // A finding whose severity depends on the case (thermal.unit_failure: a warning above the
    // allowable maximum, an info above the recommended one).
    Warning(Severity severity, WarningCode code, std::string message, std::vector<std::string> objectIds = {},
            std::string fix = {})
        : severity(severity), code(code), message(std::move(message)), objectIds(std::move(objectIds)),
          fix(std::move(fix))
    {
    }

    Severity severity = Severity::Warning;
    WarningCode code = WarningCode::PowerPhaseOverLimit;
    std::string message;                 // one plain sentence with the figures
    std::vector<std::string> objectIds;  // racks, devices, PDUs, equipment concerned
    std::string fix;                     // suggested remedy

    // The stable key of its code: "power.phase_over_limit".
    std::string key() const { return warningKey(code); }

    bool operator==(const Warning &) const = default;
};

// A warning names at most this many objects: every offender of a row or a scalable unit can be
// selected from it, while a hall-wide finding does not carry thousands of ids into the list, the
// JSON and the report (its message gives the count in all). One limit for every engine.
inline constexpr size_t kMaxWarningObjects = 64;

inline const char *severityName(Warning::Severity s)
{
    switch (s) {
    case Warning::Severity::Info: return "info";
    case Warning::Severity::Warning: return "warning";
    case Warning::Severity::Error: return "error";
    }
    return "warning";
}

} // namespace dcs
