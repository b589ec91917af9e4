#include "powerdynamicsengine.h"
#include "catalog/catalog.h"
#include "cooling/coolingresult.h"
#include "cooling/plantmodel.h"
#include "hallwaveform.h"
#include "powerdynamicsfindings.h"
#include "smoothingoptions.h"
#include "engine/enginetext.h"
#include "harmonics.h"
#include "network/networkresult.h"
#include "power/powermodel.h"
#include "power/powerresult.h"
#include "project/project.h"
#include "stepprofile.h"
#include "training/trainingresult.h"
#include <algorithm>
#include <cmath>
#include <numeric>

namespace dcs {

namespace {

// Samples per step: a power of two (the FFT's fast case) with at most 1 ms between samples,
// so a GPU ramp of tens of ms is resolved, between 2^10 and 2^16 (a step over 65 s is sampled
// more coarsely; its harmonics in the bands stay far below the Nyquist frequency).
int samplesPerStep(double stepS)
{
    int n = 1024;
    while (n < 65536 && stepS / n > 0.001)
        n *= 2;
    return n;
}

// The two states of the hall the waveform moves between: every GPU of the run at its high
// power (level 1) and at zero (level 0). Power is linear in the GPUs' level, so any level g
// gives P0 + (P1 - P0) g at every phase, feed and UPS.
struct TwoStates {
    std::vector<double> bankW[2];
    std::vector<PowerModel::Lines> lines[2];
    std::vector<std::array<double, 3>> unitA[2];
    std::vector<double> unitW[2];
    double itW[2] = {0, 0};
};

TwoStates twoStates(PowerModel &m, const std::vector<double> &highW, const std::vector<double> &dynamicW)
{
    TwoStates s;
    const std::vector<char> alive(m.pdus.size(), 1);
    for (int state = 0; state < 2; ++state) {
        for (size_t d = 0; d < m.devices.size(); ++d) {
            m.devices[d].designW = state == 1 ? highW[d] : highW[d] - dynamicW[d];
            s.itW[state] += m.devices[d].designW;
        }
        s.bankW[state].assign(size_t(m.banks), 0.0);
        m.distribute(alive, 0, int(m.devices.size()), false, s.bankW[state], nullptr);
        s.lines[state].resize(m.pdus.size());
        s.unitA[state].assign(m.units.size(), {0, 0, 0});
        s.unitW[state].assign(m.units.size(), 0.0);
        for (int i = 0; i < int(m.pdus.size()); ++i) {
            s.lines[state][size_t(i)] = m.lines(i, s.bankW[state]);
            m.addToChain(i, s.lines[state][size_t(i)], 1.0, s.unitA[state], s.unitW[state]);
        }
    }
    return s;
}

PowerDynamicsResult::Level level(std::string id, std::string what, double p0, double p1, double gMin, double gMax)
{
    PowerDynamicsResult::Level l;
    l.id = std::move(id);
    l.what = std::move(what);
    l.highW = p0 + (p1 - p0) * gMax;
    l.lowW = p0 + (p1 - p0) * gMin;
    l.swingW = l.highW - l.lowW;
    return l;
}

// What stops the dynamics from being computed, in words; empty when they can be.
std::string missingInput(const TrainingResult &t, const Catalog &catalog)
{
    if (!t.evaluated)
        return "no GPUs in the layout: no training step to take the power of";
    if (!t.plan.valid)
        return "no valid training plan" + (t.plan.invalidReason.empty() ? std::string() : ": " + t.plan.invalidReason);
    if (t.fixedMfu > 0)
        return "the workload times the step by a fixed MFU, which has no compute, bubble and communication "
               "phases to build the step's power from";
    if (t.plan.stepS <= 0)
        return "the training plan has no step time";
    const CatalogEntry *e = catalog.find(t.gpuCatalogId);
    if (!e || !e->gpu || e->gpu->tdpW <= 0 || e->gpu->count <= 0)
        return "the catalog gives no GPU TDP for " + t.gpuCatalogId;
    return {};
}

} // namespace

bool PowerDynamicsEngine::raises(WarningCode code)
{
    return code == WarningCode::PowerSwingOverLimit || code == WarningCode::PowerRampOverLimit ||
           code == WarningCode::PowerSwingInBand || code == WarningCode::PowerPhaseOverLimitAtPeak ||
           code == WarningCode::PowerMitigationUnavailable;
}

PowerDynamicsResult PowerDynamicsEngine::evaluate(const EngineContext &context, const Needs &needs)
{
    PowerDynamicsResult r;
    const Project &project = context.project;
    const PowerDynamicsSettings &set = project.power.dynamics;
    const TrainingResult &t = needs.training;
    r.designItW = needs.power.itDesignW;
    r.checkpointDurationS = set.checkpointDurationS;
    r.checkpointIntervalS = set.checkpointIntervalS;
    r.missing = missingInput(t, context.catalog);
    if (!r.missing.empty())
        return r;

    // The step: compute at high, then the pipeline bubble and the exposed communication. All
    // GPUs of the run change together (synchronous data parallelism); the bubble is taken as
    // one low phase of every GPU, the worst case of the stages' staggered bubbles (docs/power.md).
    const TrainingPlan &plan = t.plan;
    r.stepS = plan.stepS;
    r.computeS = plan.computeS;
    r.bubbleS = plan.bubbleS;
    r.exposedCommS = plan.exposedS();
    // The GPUs as they run, without any mitigation (SmoothingOptions adds floors and storage).
    r.commLevel = set.commLowFraction;
    r.bubbleLevel = set.bubbleLowFraction;
    r.checkpointLevel = set.checkpointLowFraction;
    r.idleLevel = set.idleFraction;
    std::vector<StepSegment> segments{{r.computeS, 1.0}};
    if (r.bubbleS > 0)
        segments.push_back({r.bubbleS, set.bubbleLowFraction});
    if (r.exposedCommS > 0)
        segments.push_back({r.exposedCommS, set.commLowFraction});

    // The devices that swing: servers (or rack-scale systems) of the run's GPU model, each with
    // the plan's share of its GPUs; at high every such device draws its catalog maximum (GPUs at
    // TDP; the power engine's design load may be lower), the rest of the server constant.
    PowerModel m = PowerModel::build(project, context.catalog, needs.network ? &needs.network->opticsByDevice : nullptr);
    const double share = t.gpusOfModel > 0 ? std::min(1.0, double(plan.gpusUsed) / t.gpusOfModel) : 0.0;
    std::vector<double> highW(m.devices.size()), dynamicW(m.devices.size(), 0.0);
    for (size_t d = 0; d < m.devices.size(); ++d) {
        const PowerModel::Device &dev = m.devices[d];
        highW[d] = dev.designW;
        if (dev.entry->id != t.gpuCatalogId || !dev.entry->gpu)
            continue;
        highW[d] = dev.designW - PowerModel::designLoadW(*dev.entry, m.settings) + dev.entry->maxPowerW;
        dynamicW[d] = share * dev.entry->gpu->count * dev.entry->gpu->tdpW;
        r.gpusSwinging += int(std::lround(share * dev.entry->gpu->count));
        r.gpuHighW = dev.entry->gpu->tdpW;
    }
    r.gpuCatalogId = t.gpuCatalogId;
    const TwoStates st = twoStates(m, highW, dynamicW);

    // One step sampled; the GPUs' level g(t), then IT, chain losses and lagging cooling.
    const int n = samplesPerStep(r.stepS);
    r.sampleDtS = r.stepS / n;
    const std::vector<double> g = StepProfile::sample(segments, n, set.gpuRampS, 0.0);
    const double gMax = *std::max_element(g.begin(), g.end());
    const double gMin = *std::min_element(g.begin(), g.end());
    const double dynW = st.itW[1] - st.itW[0];
    const PowerChainSettings &chain = project.cooling.powerChain;
    const ArchitectureResult &arch = needs.cooling.design();
    // Cooling power per W of IT heat: the design architecture's annual cooling energy over its
    // IT energy (the cooling engine's year), following the heat with a first-order lag.
    HallWaveform hall;
    hall.baseItW = st.itW[0];
    hall.dynamicItW = dynW;
    hall.chain = &chain;
    hall.coolingPerW = arch.annualItKwh > 0 ? arch.annualCoolingKwh / arch.annualItKwh : 0.0;
    hall.lagAlpha = set.coolingTimeConstantS > 0 ? 1.0 - std::exp(-r.sampleDtS / set.coolingTimeConstantS) : 1.0;
    hall.otherW = arch.otherW;
    hall.dtS = r.sampleDtS;
    const double coolingPerW = hall.coolingPerW;
    const std::vector<double> itW = hall.itOf(g);
    const double meanIt = std::accumulate(itW.begin(), itW.end(), 0.0) / n;
    r.utilityW = hall.utilityOf(itW);
    r.itHighW = st.itW[0] + dynW * gMax;
    r.itLowW = st.itW[0] + dynW * gMin;
    r.itSwingW = r.itHighW - r.itLowW;
    r.utilityHighW = *std::max_element(r.utilityW.begin(), r.utilityW.end());
    r.utilityLowW = *std::min_element(r.utilityW.begin(), r.utilityW.end());
    r.utilitySwingW = r.utilityHighW - r.utilityLowW;
    r.swingFractionOfIt = r.designItW > 0 ? r.utilitySwingW / r.designItW : 0.0;
    // Ramp: the steepest transition of the GPUs times the hall's dynamic power, through the
    // chain's incremental loss at the top of the swing (cooling is far too slow to add to it).
    const double dLoss = (PlantModel::chainLossW(chain, r.itHighW) - PlantModel::chainLossW(chain, r.itLowW)) /
                         std::max(r.itSwingW, 1.0);
    r.rampWPerS = StepProfile::maxSlopePerS(segments, set.gpuRampS, 0.0) * dynW * (1 + dLoss);
    double rampS = 0;
    for (size_t i = 0; i < segments.size(); ++i)
        rampS = std::max(rampS, StepProfile::transitionS(segments[i].level - segments[(i + segments.size() - 1) % segments.size()].level,
                                                         set.gpuRampS, 0.0));
    r.rampTimeS = rampS;

    // Spectrum: harmonics k / step of the utility's waveform (Harmonics), bands by Parseval.
    r.fundamentalHz = 1.0 / r.stepS;
    const std::vector<double> all = Harmonics::amplitudes(r.utilityW, n / 2);
    const double ac = Harmonics::acPower(all);
    const int keep = std::clamp(int(std::ceil(2 * set.bandHighHz * r.stepS)), 1, int(all.size()));
    r.harmonicAmplitudeW.assign(all.begin(), all.begin() + std::min<ptrdiff_t>(keep, ptrdiff_t(all.size())));
    if (!all.empty())
        r.dominantHz = double(std::max_element(all.begin(), all.end()) - all.begin() + 1) / r.stepS;
    auto band = [&](double lo, double hi) {
        PowerDynamicsResult::Band b{lo, hi, Harmonics::bandRms(all, r.stepS, lo, hi), 0};
        b.share = ac > 0 ? b.rmsW * b.rmsW / ac : 0.0;
        return b;
    };
    // The bands of issue 35: around grid oscillation modes (0.1-1 Hz inter-area, 1-5 Hz local)
    // and generator shaft torsional modes (5-20 Hz and up), after Choukse et al. 2025.
    r.bands = {band(0.1, 1), band(1, 5), band(5, 20)};
    r.avoidBand = band(set.bandLowHz, set.bandHighHz);

    // Events beside the periodic step, at the utility.
    auto utilityOf = [&](double it) { return it + PlantModel::chainLossW(chain, it); };
    const double itIdle = st.itW[0] + dynW * r.idleLevel;
    const double itCheckpoint = st.itW[0] + dynW * r.checkpointLevel;
    r.jobTripW = utilityOf(r.itHighW) - utilityOf(itIdle);
    r.jobTripSettledW = r.jobTripW + coolingPerW * (meanIt - itIdle);
    const double settled = set.coolingTimeConstantS > 0 ? 1 - std::exp(-set.checkpointDurationS / set.coolingTimeConstantS) : 1.0;
    r.checkpointDipW = utilityOf(r.itHighW) - utilityOf(itCheckpoint) + coolingPerW * (meanIt - itCheckpoint) * settled;
    const double minute = set.coolingTimeConstantS > 0 ? 1 - std::exp(-60.0 / set.coolingTimeConstantS) : 1.0;
    r.tripWithinMinuteW = r.jobTripW + coolingPerW * (meanIt - itIdle) * minute;
    r.tripLimitW = set.maxRampMwPerS * 1e6 * 60.0;
    r.coolingTimeConstantS = set.coolingTimeConstantS;

    // PDU phases, feeds and UPSs between the two states.
    double worstSwing = -1;
    int worstPdu = -1, worstK = 0;
    for (int i = 0; i < int(m.pdus.size()); ++i) {
        const PowerModel::Pdu &p = m.pdus[size_t(i)];
        const PowerModel::Lines &l0 = st.lines[0][size_t(i)];
        const PowerModel::Lines &l1 = st.lines[1][size_t(i)];
        for (int k = 0; k < 3; ++k) {
            const double swing = (l1.branchW[size_t(k)] - l0.branchW[size_t(k)]) * (gMax - gMin);
            if (swing > worstSwing) {
                worstSwing = swing;
                worstPdu = i;
                worstK = k;
            }
        }
        const int feed = p.feed;
        for (int k = 0; k < 3; ++k) {
            r.feeds[size_t(feed)].highW += l0.branchW[size_t(k)] + (l1.branchW[size_t(k)] - l0.branchW[size_t(k)]) * gMax;
            r.feeds[size_t(feed)].lowW += l0.branchW[size_t(k)] + (l1.branchW[size_t(k)] - l0.branchW[size_t(k)]) * gMin;
        }
        // Checked at the compute-phase peak (level 1): lines and banks against their derated limits.
        // Only what the power engine's design-load check has not already found is reported.
        const double designWorst = size_t(i) < needs.power.pdus.size() ? needs.power.pdus[size_t(i)].worstUtilisation : 0.0;
        if (designWorst > 1.0 + 1e-9)
            continue;
        for (int k = 0; k < 3; ++k) {
            const double u = p.inputLimitA > 0 ? l1.lineA[size_t(k)] / p.inputLimitA : 0.0;
            if (u > 1.0 + 1e-9) {
                PowerDynamicsResult::Level over = level(p.src->id, needs.power.pdus[size_t(i)].phaseLabel(k), l0.lineW[size_t(k)],
                                                        l1.lineW[size_t(k)], gMin, gMax);
                over.peakUtilisation = u;
                r.phasesOverAtPeak.push_back(std::move(over));
            }
        }
        for (int b = 0; p.bankLimitA > 0 && b < p.layout.banks; ++b) {
            const double v = p.delta ? p.vLl : p.vLn;
            const double w0 = st.bankW[0][size_t(p.bankOffset + b)], w1 = st.bankW[1][size_t(p.bankOffset + b)];
            const double u = w1 / (v * m.settings.powerFactor) / p.bankLimitA;
            if (u > 1.0 + 1e-9) {
                PowerDynamicsResult::Level over = level(p.src->id, "bank " + std::to_string(b + 1), w0, w1, gMin, gMax);
                over.peakUtilisation = u;
                r.phasesOverAtPeak.push_back(std::move(over));
            }
        }
    }
    for (int f = 0; f < 2; ++f) {
        r.feeds[size_t(f)].id = f == 0 ? "A" : "B";
        r.feeds[size_t(f)].swingW = r.feeds[size_t(f)].highW - r.feeds[size_t(f)].lowW;
    }
    for (int u = 0; u < int(m.units.size()); ++u)
        if (m.units[size_t(u)].ups)
            r.ups.push_back(level(m.units[size_t(u)].src->id, "", st.unitW[0][size_t(u)], st.unitW[1][size_t(u)], gMin, gMax));
    double worstP0 = 0, worstP1 = 0;
    if (worstPdu >= 0) {
        const PowerModel::Pdu &p = m.pdus[size_t(worstPdu)];
        const double p0 = st.lines[0][size_t(worstPdu)].branchW[size_t(worstK)];
        const double p1 = st.lines[1][size_t(worstPdu)].branchW[size_t(worstK)];
        worstP0 = p0;
        worstP1 = p1;
        r.worstPhase = level(p.src->id, needs.power.pdus.size() > size_t(worstPdu) ? needs.power.pdus[size_t(worstPdu)].phaseLabel(worstK) : "",
                             p0, p1, gMin, gMax);
        r.worstPhase.peakUtilisation = p.inputLimitA > 0 ? st.lines[1][size_t(worstPdu)].lineA[size_t(worstK)] / p.inputLimitA : 0.0;
        r.worstPhaseW.resize(size_t(n));
        for (int i = 0; i < n; ++i)
            r.worstPhaseW[size_t(i)] = p0 + (p1 - p0) * g[size_t(i)];
    }

    // Mitigations: every option sized to the utility's limits, the chosen one marked.
    // A share of 100 % or more states no limit of its own (the step cannot swing the whole IT).
    r.swingLimitW = set.maxSwingMw * 1e6;
    if (set.maxSwingFraction < 1)
        r.swingLimitW = std::min(r.swingLimitW, set.maxSwingFraction * r.designItW);
    r.bandLimitRmsW = set.bandRmsFraction * r.designItW;
    const CatalogEntry *gpuEntry = context.catalog.find(t.gpuCatalogId);
    const SmoothingOptions::Inputs options{
        .settings = set,
        .hall = hall,
        .rawSegments = segments,
        .rawLevel = g,
        .rawUtilityW = r.utilityW,
        .stepS = r.stepS,
        .raw = {r.utilitySwingW, r.rampWPerS, r.avoidBand.rmsW},
        .worstPhaseP0 = worstP0,
        .worstPhaseP1 = worstP1,
        .swingLimitW = r.swingLimitW,
        .bandLimitRmsW = r.bandLimitRmsW,
        .tripLimitW = r.tripLimitW,
        .tripW = r.jobTripW,
        .tripWithinMinuteW = r.tripWithinMinuteW,
        .pue = arch.pue > 0 ? arch.pue : 1.0,
        .electricityPrice = project.site.electricityPricePerKwh,
        .currencyPerUsd = project.cooling.cost.siteCurrencyPerUsd,
        .tcoYears = project.cooling.cost.tcoYears,
        .gpuModel = gpuEntry->gpu->model,
        .gpuSmoothing = gpuEntry->gpu->powerSmoothing,
        .builtInStorageJ = gpuEntry->gpu->energyStorageJ * r.gpusSwinging,
    };
    r.mitigations = SmoothingOptions::evaluate(options, r.mitigatedUtilityW, r.mitigatedWorstPhaseW);
    r.computed = true;

    PowerDynamicsFindings::raise(context, r);
    for (const PowerDynamicsResult::Level &o : r.phasesOverAtPeak)
        context.warnings.push_back(Warning(
            WarningCode::PowerPhaseOverLimitAtPeak,
            "PDU " + o.id + " " + o.what + " reaches " + fixed(100 * o.peakUtilisation, 0) +
                " % of its derated limit at the training step's compute peak (" + kilowatts(o.highW, 1) +
                "), above the design load the power check uses.",
            {o.id}, "Size the PDU for the compute peak (design load: nameplate), move a server, or set a GPU power cap."));
    return r;
}

} // namespace dcs
