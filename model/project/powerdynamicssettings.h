#pragma once
#include <optional>
#include <string>

namespace dcs {

// What smooths the training swing (issue 35 item 3; docs/power.md "Mitigations"): nothing; the
// GPUs' own power smoothing (a power floor and ramp-rate limits, NVML on GB300-class systems);
// software that fills the low phases with work (any GPU: the floor without the ramp limit);
// energy storage at the rack (in the power shelves), at the row (upstream of the PDUs) or at
// the utility connection.
enum class PowerSmoothing { None, GpuSmoothing, SoftwareFill, RackStorage, RowStorage, UtilityStorage };
constexpr int kPowerSmoothingCount = 6;
// The settings' and JSON's names: "none", "gpu_smoothing", "software_fill", "rack_storage",
// "row_storage", "utility_storage".
const char *powerSmoothingName(PowerSmoothing s);
std::optional<PowerSmoothing> powerSmoothingFromName(const std::string &name);

// Energy storage of one place: its price and how many equivalent full cycles it lasts.
struct StorageTechnology {
    double usdPerKw = 0;       // power conversion and connection
    double usdPerKwh = 0;      // the energy itself
    double cycleLife = 0;      // equivalent full cycles before end of life
    bool operator==(const StorageTechnology &) const = default;
};

// Inputs of the power dynamics engine (issue 35; file block "power_settings.dynamics",
// docs/power.md "Power dynamics"). Fractions are of the GPU's compute-phase ("high") power,
// its TDP. Where no measurement is published each default is labelled an assumption in the
// inputs registry (spec/siteinputrows.cpp); the user sees and changes every one.
struct PowerDynamicsSettings {
    // GPU power in the low phases, fraction of high. Choukse et al. 2025 (arXiv 2508.14318,
    // section 2) show compute phases near TDP and communication phases far below it, at times
    // near idle; no per-phase figure is tabulated, so these are assumptions.
    double commLowFraction = 0.5;        // exposed communication (the GPU still runs NCCL kernels)
    double bubbleLowFraction = 0.3;      // pipeline bubble: the GPU waits
    double checkpointLowFraction = 0.2;  // checkpoint write: compute stopped
    double idleFraction = 0.1;           // the job stopped (trip): GPU idle draw
    // Checkpoint cadence (assumption: every 30 min, 30 s of stall).
    double checkpointIntervalS = 1800;
    double checkpointDurationS = 30;
    // Time the hall's training power takes between the step's low and high levels: a GPU
    // switches in milliseconds, their sum is spread by skew and power supplies (NERC Large Loads
    // Task Force 2025: an AI-training block ramped at 1.9 p.u./s for about 250 ms).
    double gpuRampS = 0.25;
    // Cooling power follows the heat as a first-order lag with this time constant (assumption:
    // chillers, pumps and fans respond in about a minute).
    double coolingTimeConstantS = 60;
    // The utility's limits, to be replaced by the interconnection agreement's. The step's swing
    // at the utility: at most max_swing_mw (ERCOT's proposed large-load power variation limit:
    // 10 MW over any rolling 5 s, 0.1-55 Hz, 2026) and at most max_swing_fraction of design IT
    // (1 = none). A job stop or start: at most max_ramp_mw_per_s x 60 s within a minute
    // (20 MW/min in IESO's large computational load requirements v3.0, 2026, ERCOT NPRR 1191
    // and CAISO's 2026 straw proposal).
    double maxSwingMw = 10;
    double maxSwingFraction = 1.0;
    double maxRampMwPerS = 20.0 / 60.0;
    double bandLowHz = 0.1;              // a band of frequencies to keep power out of
    double bandHighHz = 20;
    double bandRmsFraction = 0.01;       // RMS power allowed in the band, fraction of design IT
    // GPU power smoothing and software fill as NVML exposes them on Blackwell and newer
    // (nvmlDevicePowerSmoothing*: a floor of 0-100 % of TDP and ramp rates): a floor the GPU's
    // power does not drop below (fraction of high; 0 = the floor that meets the limits) and a
    // ramp-rate limit inside the step (fraction of high per second; 0 = the GPU's own ramp).
    double powerFloorFraction = 0;
    double rampLimitFractionPerS = 0;
    // Storage sized to cap the swing at the limit may be discharged this deep (assumption).
    double storageDepthOfDischarge = 0.8;
    // The mitigation the design takes: the warnings, the cost verdict and the TCO use it.
    PowerSmoothing mitigation = PowerSmoothing::None;
    // Storage by place (defaults and sources in the inputs registry, docs/power.md).
    StorageTechnology rackStorage{200, 20000, 1e6};     // supercapacitor shelves
    StorageTechnology rowStorage{200, 20000, 1e6};      // supercapacitor cabinets
    StorageTechnology utilityStorage{300, 400, 6000};   // lithium-ion battery system
    double storageRoundTripEfficiency = 0.9;
    double storageMaintenanceFraction = 0.025;          // of capex per year
    // Hours a year the hall trains, for the floor's added energy (assumption: all year).
    double trainingHoursPerYear = 8760;

    bool operator==(const PowerDynamicsSettings &) const = default;
};

} // namespace dcs
