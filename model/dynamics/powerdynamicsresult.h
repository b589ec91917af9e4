#pragma once
#include "project/powerdynamicssettings.h"
#include <array>
#include <string>
#include <vector>

namespace dcs {

// The hall's power over a training step and what the grid sees of it (issue 35; docs/power.md
// "Power dynamics"). SI units in the names. Every figure is at the compute-phase peak ("high")
// or at the lowest level of the step ("low"); a swing is high minus low.
//
// When the dynamics cannot be computed (no GPUs, no valid training plan, a plan timed by a
// fixed MFU that has no phases), `computed` is false, `missing` says what is missing, and the
// figures are not to be read: JSON and views show the sentence, never a zero.
struct PowerDynamicsResult {
    bool computed = false;
    std::string missing;

    // The step the waveform repeats (TrainingResult's plan), seconds.
    double stepS = 0, computeS = 0, bubbleS = 0, exposedCommS = 0;
    // The GPUs that swing: the run's model, the plan's share of them (catalog TDP).
    std::string gpuCatalogId;
    int gpusSwinging = 0;
    double gpuHighW = 0;           // one GPU at compute (its TDP)
    // GPU level in the low phases actually used, fraction of high (after the power floor).
    double commLevel = 0, bubbleLevel = 0, checkpointLevel = 0, idleLevel = 0;
    double rampTimeS = 0;          // the largest transition's duration (GPU ramp or ramp limit)

    double designItW = 0;          // the power engine's design IT load
    // At the IT side (PDUs), periodic part of training.
    double itHighW = 0, itLowW = 0, itSwingW = 0;
    // At the utility connection: IT + chain losses (PlantModel::chainLossW) + cooling (a
    // first-order lag of the heat) + other loads.
    double utilityHighW = 0, utilityLowW = 0, utilitySwingW = 0;
    double swingFractionOfIt = 0;  // utility swing / design IT
    double rampWPerS = 0;          // steepest change at the utility
    double fundamentalHz = 0;      // 1 / step time
    double dominantHz = 0;         // the harmonic with the largest amplitude

    struct Band {
        double lowHz = 0, highHz = 0;
        double rmsW = 0;           // RMS of the harmonics inside [lowHz, highHz)
        double share = 0;          // of the swing's total AC power (variance)
    };
    std::vector<Band> bands;       // 0.1-1, 1-5, 5-20 Hz
    Band avoidBand;                // the settings' band to avoid

    // Events beside the periodic step, at the utility.
    double jobTripW = 0;           // compute peak to idle, the instant the job stops (cooling not yet)
    double jobTripSettledW = 0;    // the same once cooling has followed
    double checkpointDipW = 0;     // compute peak to checkpoint level, at the end of the checkpoint
    double checkpointDurationS = 0, checkpointIntervalS = 0;
    // A job stop (or start) against the utility's ramp limit, a change per minute: what the
    // utility load changes within one minute of the stop (the trip and the cooling plant's
    // first minute of following it), and the limit (max_ramp_mw_per_s x 60 s).
    double tripWithinMinuteW = 0;
    double tripLimitW = 0;
    double coolingTimeConstantS = 0;  // the lag cooling follows the heat with (the settings'; 0: at once)

    // A point of the distribution (a PDU phase, a feed, a UPS) at the step's high and low.
    struct Level {
        std::string id;            // PDU, UPS id; "A"/"B" for feeds
        std::string what;          // PDU: "L1" or "L1-L2"; else ""
        double highW = 0, lowW = 0, swingW = 0;
        double peakUtilisation = 0;  // PDU phases: the line's or its banks' current at high over the derated limit
    };
    Level worstPhase;              // the PDU phase with the largest swing
    std::array<Level, 2> feeds;    // A, B
    std::vector<Level> ups;        // each UPS of the chain
    // PDU lines or banks over their derated limit at the compute-phase peak (the average the
    // power engine checks may be below it).
    std::vector<Level> phasesOverAtPeak;

    // One step sampled evenly from the start of compute (views draw it, repeated, as a few steps).
    double sampleDtS = 0;
    std::vector<double> utilityW;
    std::vector<double> worstPhaseW;
    // Amplitude of each harmonic n / stepS (n = 1, 2, ...) up to about twice the band's upper end.
    std::vector<double> harmonicAmplitudeW;

    // Mitigations (item 3): every option of PowerSmoothing sized to meet the utility's limits
    // (swing, ramp, band), with what it adds; the chosen one (power_settings.dynamics.mitigation)
    // is what the warnings, the cost verdict and the views' "with mitigation" curve use.
    struct Mitigation {
        PowerSmoothing choice = PowerSmoothing::None;
        std::string id;                 // "none", "gpu_smoothing", ... (the settings' names)
        std::string label;              // "GPU power smoothing (floor and ramp limit)", ...
        bool available = true;          // false: cannot be built here (why in `unavailable`); never priced
        std::string unavailable;
        bool chosen = false;
        // What the GPUs are set to (GPU smoothing, software fill): fraction of high, fraction of high per s.
        double floorFraction = 0, rampLimitFractionPerS = 0;
        // At the utility with the mitigation: the step's swing, steepest ramp, RMS in the band to
        // avoid, and the change within a minute of a job stop.
        double utilitySwingW = 0, rampWPerS = 0, avoidBandRmsW = 0, tripWithinMinuteW = 0;
        double worstPhaseSwingW = 0;    // the worst PDU phase (storage upstream of the PDUs leaves it)
        bool meetsLimits = false;       // swing, band and job-stop ramp within the settings' limits
        std::string limitsMissed;       // "swing", "band and job-stop ramp", ... when not met
        // Energy: IT energy the floor or ramp limit burns, storage's round-trip losses (IT side),
        // and the facility energy (x the design's annual PUE) with its price (site currency).
        double addedItKwhPerYear = 0, addedFacilityKwhPerYear = 0, energyCostPerYear = 0;
        double addedOutsideKwhPerYear = 0;  // of the facility figure, lost outside the hall (utility storage)
        // Storage (rack, row, utility): power, installed energy, equivalent full cycles a year
        // (throughput over installed energy), the years its cycle life lasts.
        double storageKw = 0, storageKwh = 0, storageCyclesPerYear = 0, storageLifeYears = 0;
        // What set the installed energy: "the step's depth", "wear over the TCO years" (its life
        // is then the TCO years by construction) or "a job stop ramped at the limit".
        std::string storageSizedBy;
        double capexUsd = 0;            // storage at its USD prices (the cost verdict converts it)
        double capex = 0;               // site currency
        double maintenancePerYear = 0;  // site currency
        double costPerYear = 0;         // energy + maintenance
    };
    std::vector<Mitigation> mitigations;   // None first, then every option
    double swingLimitW = 0;                // max_swing_mw, or max_swing_fraction x design IT when smaller (a share under 1)
    double bandLimitRmsW = 0;              // band_rms_fraction x design IT
    // The chosen option (mitigations has it; None when nothing is chosen).
    const Mitigation *chosen() const
    {
        for (const Mitigation &m : mitigations)
            if (m.chosen)
                return &m;
        return nullptr;
    }
    // The utility's and the worst phase's power over the same step with the chosen mitigation
    // (empty when none is chosen), for the views' second curve.
    std::vector<double> mitigatedUtilityW;
    std::vector<double> mitigatedWorstPhaseW;
};

} // namespace dcs
