#include "smoothingoptions.h"
#include "storagesmoother.h"
#include <algorithm>
#include <cmath>

namespace dcs {

namespace {

using Mitigation = PowerDynamicsResult::Mitigation;

// The highest floor GPU power smoothing takes: GB200's implementation offers 20-90 % of TDP
// (Choukse et al. 2025, the Microsoft/OpenAI/NVIDIA slides); software fill can reach 100 %.
constexpr double kSmoothingFloorCap = 0.9;

struct Shaped {
    std::vector<double> level, utilityW;
    WaveformFigures figures;
};

Shaped shapedByFloor(const SmoothingOptions::Inputs &in, double floor, double rampLimitPerS)
{
    std::vector<StepSegment> segments = in.rawSegments;
    for (StepSegment &s : segments)
        s.level = std::max(s.level, floor);
    Shaped out;
    out.level = StepProfile::sample(segments, int(in.rawLevel.size()), in.settings.gpuRampS, rampLimitPerS);
    out.utilityW = in.hall.utilityOf(in.hall.itOf(out.level));
    out.figures = WaveformFigures::of(out.utilityW, in.hall.dtS, in.settings.bandLowHz, in.settings.bandHighHz);
    return out;
}

// By how much a waveform's depth must shrink for its swing and band RMS to hold the limits
// (both scale about with the depth), with a 2 % margin; 1 when they already hold.
double shortfall(const WaveformFigures &f, const SmoothingOptions::Inputs &in)
{
    double ratio = 1.0;
    if (f.swingW > in.swingLimitW)
        ratio = std::min(ratio, in.swingLimitW / f.swingW);
    if (f.bandRmsW > in.bandLimitRmsW)
        ratio = std::min(ratio, in.bandLimitRmsW / f.bandRmsW);
    return ratio < 1.0 ? ratio * 0.98 : 1.0;
}

bool within(const WaveformFigures &f, const SmoothingOptions::Inputs &in)
{
    return f.swingW <= in.swingLimitW * (1 + 1e-9) && f.bandRmsW <= in.bandLimitRmsW * (1 + 1e-9);
}

// "swing", "band", "job-stop ramp", joined with commas and "and".
void judge(Mitigation &m, const SmoothingOptions::Inputs &in)
{
    std::vector<std::string> missed;
    if (m.utilitySwingW > in.swingLimitW * (1 + 1e-9))
        missed.push_back("swing");
    if (m.avoidBandRmsW > in.bandLimitRmsW * (1 + 1e-9))
        missed.push_back("band");
    if (m.tripWithinMinuteW > in.tripLimitW * (1 + 1e-9))
        missed.push_back("job-stop ramp");
    m.meetsLimits = missed.empty();
    m.limitsMissed.clear();
    for (size_t i = 0; i < missed.size(); ++i)
        m.limitsMissed += (i == 0 ? "" : i + 1 == missed.size() ? " and " : ", ") + missed[i];
}

double periodsPerYear(const SmoothingOptions::Inputs &in)
{
    return in.stepS > 0 ? in.settings.trainingHoursPerYear * 3600.0 / in.stepS : 0.0;
}

void priceEnergy(Mitigation &m, const SmoothingOptions::Inputs &in, double itKwh, double facilityKwh)
{
    m.addedItKwhPerYear = itKwh;
    m.addedOutsideKwhPerYear = facilityKwh;
    m.addedFacilityKwhPerYear = itKwh * in.pue + facilityKwh;
    m.energyCostPerYear = m.addedFacilityKwhPerYear * in.electricityPrice;
}

// A floor (set, or the lowest that meets the limits) on every GPU: GPU smoothing or software fill.
Mitigation byFloor(const SmoothingOptions::Inputs &in, const WaveformFigures &raw, PowerSmoothing choice, Shaped &shaped)
{
    Mitigation m;
    const bool smoothing = choice == PowerSmoothing::GpuSmoothing;
    const double ramp = smoothing ? in.settings.rampLimitFractionPerS : 0.0;
    const double cap = smoothing ? kSmoothingFloorCap : 1.0;
    double floor = in.settings.powerFloorFraction;
    if (floor <= 0) {
        // The swing and the band's RMS shrink with the step's depth (1 - floor): raise the
        // floor by the larger shortfall until both hold, or the cap is reached.
        // Start from the depth the hall's own figures scale to (swing and band RMS both shrink
        // about in proportion to 1 - floor), so one or two passes usually settle it.
        double lowest = 1.0;
        for (const StepSegment &s : in.rawSegments)
            lowest = std::min(lowest, s.level);
        floor = std::clamp(1.0 - (1.0 - lowest) * shortfall(raw, in), lowest, cap);
        for (int it = 0; it < 12; ++it) {
            shaped = shapedByFloor(in, floor, ramp);
            if (within(shaped.figures, in) || floor >= cap)
                break;
            floor = std::min(cap, 1.0 - (1.0 - floor) * shortfall(shaped.figures, in));
        }
    } else {
        floor = std::min(floor, cap);
        shaped = shapedByFloor(in, floor, ramp);
    }
    m.floorFraction = floor;
    m.rampLimitFractionPerS = ramp;
    m.utilitySwingW = shaped.figures.swingW;
    m.rampWPerS = shaped.figures.rampWPerS;
    m.avoidBandRmsW = shaped.figures.bandRmsW;
    double perStep = 0;
    for (size_t i = 0; i < shaped.level.size(); ++i)
        perStep += std::max(0.0, shaped.level[i] - in.rawLevel[i]);
    const double itJ = perStep * in.hall.dtS * in.hall.dynamicItW * periodsPerYear(in);
    priceEnergy(m, in, itJ / 3.6e6, 0.0);
    // A job stop: the smoothing firmware ramps it at the utility's limit (its power burner at
    // job end; the energy of a few stops a year is left out), filler work stops with the job.
    m.tripWithinMinuteW = smoothing ? std::min(in.tripWithinMinuteW, in.tripLimitW) : in.tripWithinMinuteW;
    const auto [lo, hi] = std::minmax_element(shaped.level.begin(), shaped.level.end());
    m.worstPhaseSwingW = (in.worstPhaseP1 - in.worstPhaseP0) * (*hi - *lo);
    return m;
}

// Storage's effect where it sits, on the IT side (rack and row alike) or at the utility.
struct Smoothed {
    std::vector<double> rawIt;     // the hall's IT over the step without it
    double itSwingW = 0;
    double gain = 1;               // W at the utility per W of IT swing
    StorageSmoother::Result storage;
    std::vector<double> utilityW;
    WaveformFigures figures;
};

Smoothed smoothedAt(const SmoothingOptions::Inputs &in, const WaveformFigures &raw, bool atUtility)
{
    Smoothed out;
    const PowerDynamicsSettings &set = in.settings;
    out.rawIt = in.hall.itOf(in.rawLevel);
    const std::vector<double> &load = atUtility ? in.rawUtilityW : out.rawIt;
    // The utility's limits seen from the IT side: divided by what a W of IT swing becomes at
    // the utility (the chain's incremental loss; cooling lags far behind the step).
    const auto [itLo, itHi] = std::minmax_element(out.rawIt.begin(), out.rawIt.end());
    out.itSwingW = *itHi - *itLo;
    out.gain = atUtility || out.itSwingW <= 0 ? 1.0 : (in.hall.lossW(*itHi) - in.hall.lossW(*itLo)) / out.itSwingW + 1.0;
    // The band the grid may swing in, seen from where the storage sits: the swing limit, or
    // less where the band content governs (it scales about with the swing left).
    double band = std::min(in.swingLimitW, raw.swingW * shortfall(raw, in)) / out.gain;
    for (int it = 0; it < 6; ++it) {
        out.storage = StorageSmoother::smooth(load, in.hall.dtS, band, 0.0);
        out.utilityW = atUtility ? out.storage.gridW : in.hall.utilityOf(out.storage.gridW);
        out.figures = WaveformFigures::of(out.utilityW, in.hall.dtS, set.bandLowHz, set.bandHighHz);
        if (within(out.figures, in) || out.figures.bandRmsW <= 0)
            break;
        band *= shortfall(out.figures, in);
    }
    return out;
}

// Storage at the rack, the row or the utility connection, sized and priced from its effect.
Mitigation byStorage(const SmoothingOptions::Inputs &in, PowerSmoothing choice, const Smoothed &smoothed,
                     std::vector<double> &utilityW, std::vector<double> &phaseW)
{
    Mitigation m;
    const PowerDynamicsSettings &set = in.settings;
    const bool atUtility = choice == PowerSmoothing::UtilityStorage;
    const StorageTechnology &tech = choice == PowerSmoothing::RackStorage ? set.rackStorage
                                    : choice == PowerSmoothing::RowStorage ? set.rowStorage
                                                                           : set.utilityStorage;
    const std::vector<double> &rawIt = smoothed.rawIt;
    const double gain = smoothed.gain;
    const StorageSmoother::Result &s = smoothed.storage;
    const WaveformFigures &f = smoothed.figures;
    utilityW = smoothed.utilityW;
    m.utilitySwingW = f.swingW;
    m.rampWPerS = f.rampWPerS;
    m.avoidBandRmsW = f.bandRmsW;
    // A job stop or start: the storage takes the step while the grid ramps at the limit R,
    // holding dP^2 / 2R (a triangle of dP over dP / R seconds).
    const double tripW = atUtility ? in.tripW : in.tripW / gain;
    const double rampWPerS = in.tripLimitW / 60.0;
    const bool rampTrip = in.tripWithinMinuteW > in.tripLimitW && rampWPerS > 0;
    const double tripJ = rampTrip ? tripW * tripW / (2 * rampWPerS) : 0.0;
    m.tripWithinMinuteW = std::min(in.tripWithinMinuteW, in.tripLimitW);
    const double throughputJPerYear = s.dischargeJPerPeriod * periodsPerYear(in);
    const double years = std::max(1, in.tcoYears);
    const double byDepthJ = std::max(s.energyJ, tripJ) / std::max(set.storageDepthOfDischarge, 1e-9);
    const double byWearJ = tech.cycleLife > 0 ? throughputJPerYear * years / tech.cycleLife : 0.0;
    const double installedJ = std::max(byDepthJ, byWearJ);
    m.storageSizedBy = byWearJ > byDepthJ ? "wear over the TCO years"
                       : tripJ > s.energyJ ? "a job stop ramped at the limit"
                                           : "the step's depth";
    m.storageKw = std::max(s.powerW, rampTrip ? tripW : 0.0) / 1000.0;
    m.storageKwh = installedJ / 3.6e6;
    m.storageCyclesPerYear = installedJ > 0 ? throughputJPerYear / installedJ : 0.0;
    m.storageLifeYears = m.storageCyclesPerYear > 0 ? tech.cycleLife / m.storageCyclesPerYear : 0.0;
    // The racks' own storage (GB300's PSUs) is already bought.
    const double builtIn = choice == PowerSmoothing::RackStorage ? in.builtInStorageJ : 0.0;
    const double boughtKwh = std::max(0.0, installedJ - builtIn) / 3.6e6;
    m.capexUsd = m.storageKwh > 0 ? m.storageKw * tech.usdPerKw + boughtKwh * tech.usdPerKwh : 0.0;
    m.capex = m.capexUsd * in.currencyPerUsd;
    m.maintenancePerYear = m.capex * set.storageMaintenanceFraction;
    // Round-trip losses: charging E / eta to deliver E.
    const double eta = std::max(set.storageRoundTripEfficiency, 1e-9);
    const double lossKwh = throughputJPerYear * (1.0 / eta - 1.0) / 3.6e6;
    priceEnergy(m, in, atUtility ? 0.0 : lossKwh, atUtility ? lossKwh : 0.0);
    // The worst phase: storage in the rack smooths it as it smooths the hall's IT (its share of
    // the storage's power is its share of the dynamic power); storage upstream leaves it.
    const bool inRack = choice == PowerSmoothing::RackStorage && in.hall.dynamicItW > 0;
    const double share = inRack ? (in.worstPhaseP1 - in.worstPhaseP0) / in.hall.dynamicItW : 0.0;
    phaseW.resize(in.rawLevel.size());
    for (size_t i = 0; i < phaseW.size(); ++i)
        phaseW[i] = in.worstPhaseP0 + (in.worstPhaseP1 - in.worstPhaseP0) * in.rawLevel[i] + share * (s.gridW[i] - rawIt[i]);
    const auto [pLo, pHi] = std::minmax_element(phaseW.begin(), phaseW.end());
    m.worstPhaseSwingW = *pHi - *pLo;
    return m;
}

} // namespace

const char *SmoothingOptions::label(PowerSmoothing s)
{
    switch (s) {
    case PowerSmoothing::None: return "None";
    case PowerSmoothing::GpuSmoothing: return "GPU power smoothing";
    case PowerSmoothing::SoftwareFill: return "Software fill of the low phases";
    case PowerSmoothing::RackStorage: return "Storage at the rack";
    case PowerSmoothing::RowStorage: return "Storage at the row";
    case PowerSmoothing::UtilityStorage: return "Storage at the utility connection";
    }
    return "";
}

std::vector<PowerDynamicsResult::Mitigation> SmoothingOptions::evaluate(const Inputs &in, std::vector<double> &chosenUtilityW,
                                                                        std::vector<double> &chosenWorstPhaseW)
{
    std::vector<Mitigation> out;
    chosenUtilityW.clear();
    chosenWorstPhaseW.clear();
    // The hall's own figures without mitigation: the None row, and where each option starts.
    const WaveformFigures &raw = in.raw;
    Smoothed inTheHall, atTheUtility;
    for (int i = 0; i < kPowerSmoothingCount; ++i) {
        const PowerSmoothing choice = PowerSmoothing(i);
        Mitigation m;
        std::vector<double> utilityW, phaseW;
        if (choice == PowerSmoothing::None) {
            m.utilitySwingW = raw.swingW;
            m.rampWPerS = raw.rampWPerS;
            m.avoidBandRmsW = raw.bandRmsW;
            m.tripWithinMinuteW = in.tripWithinMinuteW;
            const auto [lo, hi] = std::minmax_element(in.rawLevel.begin(), in.rawLevel.end());
            m.worstPhaseSwingW = (in.worstPhaseP1 - in.worstPhaseP0) * (*hi - *lo);
        } else if (choice == PowerSmoothing::GpuSmoothing || choice == PowerSmoothing::SoftwareFill) {
            Shaped shaped;
            m = byFloor(in, raw, choice, shaped);
            utilityW = std::move(shaped.utilityW);
            phaseW.resize(shaped.level.size());
            for (size_t k = 0; k < phaseW.size(); ++k)
                phaseW[k] = in.worstPhaseP0 + (in.worstPhaseP1 - in.worstPhaseP0) * shaped.level[k];
        } else {
            const bool atUtility = choice == PowerSmoothing::UtilityStorage;
            Smoothed &where = atUtility ? atTheUtility : inTheHall;
            if (where.utilityW.empty())
                where = smoothedAt(in, raw, atUtility);  // rack and row share theirs
            m = byStorage(in, choice, where, utilityW, phaseW);
        }
        m.choice = choice;
        m.id = powerSmoothingName(choice);
        m.label = label(choice);
        if (choice == PowerSmoothing::GpuSmoothing && !in.gpuSmoothing) {
            m.available = false;
            m.unavailable = "the " + in.gpuModel + " has no NVML power smoothing (Blackwell and newer)";
        }
        m.costPerYear = m.energyCostPerYear + m.maintenancePerYear;
        judge(m, in);
        m.chosen = choice == in.settings.mitigation;
        if (m.chosen && m.available && choice != PowerSmoothing::None) {
            chosenUtilityW = std::move(utilityW);
            chosenWorstPhaseW = std::move(phaseW);
        }
        out.push_back(std::move(m));
    }
    return out;
}

} // namespace dcs
