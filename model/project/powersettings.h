#pragma once
#include "powerdynamicssettings.h"

namespace dcs {

// Site-wide inputs of the power engine (file section "power_settings", docs/power.md).
// Every default is an assumption the user can see and change (REFERENCE.md 1.1, 1.5).
struct PowerSettings {
    // What a device is assumed to draw (REFERENCE 1.1: nameplate maximum is not average draw).
    enum class DesignLoad { Nameplate, Typical, LoadFactor };
    DesignLoad designLoad = DesignLoad::Nameplate;  // size for nameplate: the safe default
    double loadFactor = 1.0;          // x max_power_w when designLoad == LoadFactor
    // Continuous-load derating of breakers and PDU inputs (REFERENCE 1.5: NEC 80 %). A site
    // choice, never a hidden constant: "none" for IEC sites whose ratings are continuous.
    enum class Derating { Nec80, None };
    Derating derating = Derating::Nec80;
    double warningThreshold = 0.9;    // warn above this fraction of the derated limit (assumption)
    double imbalanceThresholdPct = 20.0; // NEMA imbalance above which to warn (assumption)
    // Imbalance is only worth a warning on a PDU loaded this much (worst line, fraction of its
    // limit): one server on an empty PDU is 100 % "imbalanced" and harmless. Assumption.
    double imbalanceMinUtilisation = 0.25;
    // Power factor of IT loads. Assumption: 1.0. Active-PFC server PSUs run at PF >= 0.99 near
    // full load (80 PLUS / EN 61000-3-2 class PSUs), so 1.0 is within 1 % and keeps kW = kVA.
    double powerFactor = 1.0;
    // The hall's power over a training step, the grid's limits and the mitigations (issue 35).
    PowerDynamicsSettings dynamics;

    // The usable fraction of a breaker or input rating for continuous loads.
    double continuousFraction() const { return derating == Derating::Nec80 ? 0.8 : 1.0; }

    bool operator==(const PowerSettings &) const = default;
};

} // namespace dcs
