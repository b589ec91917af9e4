#pragma once
#include <cstddef>
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
