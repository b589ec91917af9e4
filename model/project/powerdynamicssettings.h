#pragma once

namespace dcs {

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
    // Time a GPU takes between its low and high power (assumption: tens of ms).
    double gpuRampS = 0.02;
    // Cooling power follows the heat as a first-order lag with this time constant (assumption:
    // chillers, pumps and fans respond in about a minute).
    double coolingTimeConstantS = 60;
    // The utility's limits (assumptions, to be replaced by the interconnection agreement's).
    double maxSwingFraction = 0.1;       // peak-to-peak swing, fraction of design IT
    double maxRampMwPerS = 1.0;          // MW/s at the utility connection
    double bandLowHz = 0.1;              // a band of frequencies to keep power out of
    double bandHighHz = 20;
    double bandRmsFraction = 0.01;       // RMS power allowed in the band, fraction of design IT
    // Mitigations as NVML power smoothing exposes them (GB300 / GB200): a floor the GPU's power
    // does not drop below (fraction of high, 0 = off) and a ramp-rate limit (fraction of high
    // per second, 0 = off).
    double powerFloorFraction = 0;
    double rampLimitFractionPerS = 0;
    // Storage sized to cap the swing at the limit may be discharged this deep (assumption).
    double storageDepthOfDischarge = 0.8;
    // Hours a year the hall trains, for the floor's added energy (assumption: all year).
    double trainingHoursPerYear = 8760;

    bool operator==(const PowerDynamicsSettings &) const = default;
};

} // namespace dcs
