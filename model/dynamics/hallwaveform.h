#pragma once
#include <vector>

namespace dcs {

struct PowerChainSettings;

// How the GPUs' level over a step becomes the hall's power (issue 35; docs/power.md "Power
// dynamics"): IT = base + dynamic x g(t), the level g being a fraction of the GPUs' compute
// power; at the utility the chain's losses (PlantModel::chainLossW) are added at once, the
// cooling plant's power follows the heat as a first-order lag dy/dt = (x - y) / tau (stepped
// exactly per sample: y += (x - y)(1 - e^(-dt/tau))), and the other loads are constant.
struct HallWaveform {
    double baseItW = 0;        // IT with every swinging GPU at level 0
    double dynamicItW = 0;     // what level 1 adds
    const PowerChainSettings *chain = nullptr;
    double coolingPerW = 0;    // cooling power per W of IT heat (the design's year)
    double lagAlpha = 1;       // 1 - e^(-dt/tau)
    double otherW = 0;
    double dtS = 0;

    std::vector<double> itOf(const std::vector<double> &level) const;
    // One period of the utility's power for one period of IT: the lag runs two periods from the
    // mean so the second is its periodic steady state.
    std::vector<double> utilityOf(const std::vector<double> &itW) const;
    double lossW(double itW) const;
};

// The figures of one period of the utility's power: peak to peak, steepest change, and the
// RMS of its harmonics inside a band (Harmonics).
struct WaveformFigures {
    double swingW = 0, rampWPerS = 0, bandRmsW = 0;
    static WaveformFigures of(const std::vector<double> &utilityW, double dtS, double bandLowHz, double bandHighHz);
};

} // namespace dcs
