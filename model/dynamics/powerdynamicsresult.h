#pragma once
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

    // Mitigations (item 3): the power floor's cost, and the storage that caps the swing.
    double floorAddedItKwhPerYear = 0;    // IT energy the floor adds
    double floorAddedFacilityKwhPerYear = 0;  // x the design's annual PUE
    double floorCostPerYear = 0;          // at the site's price (site currency)
    double swingLimitW = 0;               // maxSwingFraction x design IT
    double longestLowS = 0;
    double storageKw = 0, storageKwh = 0; // 0 when the swing is within the limit
    // One charge and discharge per step while training (0 without storage): what wears it.
    double storageCyclesPerYear = 0;
};

} // namespace dcs
