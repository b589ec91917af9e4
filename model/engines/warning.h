#pragma once
#include <string>
#include <vector>

namespace dcs {

// A finding of an engine, as data: the UI lists it and selects its objects, the CLI prints
// it, the report tabulates it. Codes are stable (documented in README) so scripts can match them.
struct Warning {
    enum class Severity { Info, Warning, Error };
    Severity severity = Severity::Warning;
    std::string code;                    // e.g. "power.phase_overload"
    std::string message;                 // one plain sentence with the figures
    std::vector<std::string> objectIds;  // racks, devices, PDUs, equipment concerned
    std::string fix;                     // suggested remedy

    bool operator==(const Warning &) const = default;
};

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
