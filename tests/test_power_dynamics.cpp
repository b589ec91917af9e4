// The power dynamics of synchronous training (issue 35, docs/power.md "Power dynamics"): a
// small hall's two-level waveform by hand, the mitigations' arithmetic, the peak phase check,
// the settings block's refusals, and the samples' figures.
#include "analysis/analysis.h"
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "cooling/coolingresult.h"
#include "cost/costresult.h"
#include "dynamics/storagesmoother.h"
#include "dynamics/harmonics.h"
#include "dynamics/powerdynamicsengine.h"
#include "dynamics/stepprofile.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include "power/powerengine.h"
#include "power/powerresult.h"
#include "project/project.h"
#include "sampleproject.h"
#include "threedgxrack.h"
#include "training/trainingresult.h"
#include <QtTest>
#include <cmath>
#include <nlohmann/json.hpp>

using namespace dcs;
using nlohmann::json;

namespace {

const Catalog &cat() { return Catalog::builtIn(); }

// One rack of three DGX H100 (test::threeDgxH100) on two PDUs of the given model; A1's seven
// cords at the given outlets.
json smallHall(const char *pduModel, const std::array<int, 7> &aOutlets)
{
    const json rack = {{"id", "R1"}, {"name", "R1"}, {"catalog_id", "rack-48u-600"}, {"x_m", 1.2}, {"y_m", 1.2},
                       {"rotation_deg", 0},
                       {"pdus", json::array({{{"id", "A1"}, {"catalog_id", pduModel}, {"feed", "A"}},
                                             {{"id", "B1"}, {"catalog_id", pduModel}, {"feed", "B"}}})},
                       {"devices", test::threeDgxH100(aOutlets)}};
    return {{"format", "dcstudio-project"}, {"format_version", 2}, {"name", "dynamics test"},
            {"site", {{"name", "s"}}}, {"hall", {{"width_m", 20}, {"depth_m", 20}}},
            {"racks", json::array({rack})}, {"equipment", json::array()}};
}

Project read(const json &doc)
{
    const ReadResult r = ProjectReader::readJson(doc, "test.json", cat());
    if (!r.project)
        qFatal("%s", formatErrors(r.errors).c_str());
    return *r.project;
}

// A step of 1 s by hand: 0.8 s compute, 0.2 s exposed data-parallel communication, no bubble,
// on all 24 GPUs of the three DGX H100.
TrainingResult handPlan()
{
    TrainingResult t;
    t.evaluated = true;
    t.gpuCatalogId = "dgx-h100";
    t.gpusOfModel = 24;
    t.plan.valid = true;
    t.plan.gpusUsed = 24;
    t.plan.computeS = 0.8;
    t.plan.dpExposedS = 0.2;
    t.plan.stepS = 1.0;
    return t;
}

struct Run {
    PowerDynamicsResult result;
    std::vector<Warning> warnings;
    bool has(WarningCode code) const
    {
        return std::any_of(warnings.begin(), warnings.end(), [&](const Warning &w) { return w.code == code; });
    }
};

// The engine on the project with no chain losses and no cooling (a default CoolingResult has
// no cooling energy), so the utility sees exactly the IT waveform.
Run run(Project p, const TrainingResult &t)
{
    // The hand figures take a 20 ms ramp unless a test sets its own (the default 250 ms is a
    // hall's, longer than this step's 0.2 s low phase).
    if (p.power.dynamics.gpuRampS == PowerDynamicsSettings{}.gpuRampS)
        p.power.dynamics.gpuRampS = 0.02;
    p.cooling.powerChain.transformer = {0, 0, 0, 0.5};
    p.cooling.powerChain.ups = {0, 0, 0, 0.4};
    p.cooling.powerChain.pdu = {0, 0, 0, 0.4};
    Run r;
    std::vector<Warning> powerWarnings;
    const PowerResult power = PowerEngine::evaluate({p, cat(), powerWarnings}, {});
    const CoolingResult cooling;
    r.result = PowerDynamicsEngine::evaluate({p, cat(), r.warnings}, {t, power, cooling});
    return r;
}

} // namespace

class TestPowerDynamics : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void twoLevelWaveform()
    {
        // Three DGX H100 at nameplate (10,200 W; catalog), 8 GPUs of 700 W TDP each: the hall's
        // dynamic part is 3 x 8 x 700 = 16,800 W, the rest 3 x 4,600 = 13,800 W constant.
        // Exposed communication at 50 % of TDP (the default): IT swings 16,800 x 0.5 = 8,400 W
        // between 30,600 and 22,200 W. The GPU ramp of 20 ms moves 0.5 of TDP: 25 /s x 16,800 W =
        // 420,000 W/s. The step repeats every 1 s: fundamental 1 Hz.
        Project p = read(smallHall("pdu-415v-60a-wye", {1, 7, 13, 19, 3, 9, 5}));
        p.power.dynamics.maxSwingFraction = 0.1;
        const Run r = run(p, handPlan());
        QVERIFY2(r.result.computed, r.result.missing.c_str());
        QCOMPARE(r.result.gpusSwinging, 24);
        QVERIFY(std::abs(r.result.itHighW - 30600) < 1e-6);
        QVERIFY(std::abs(r.result.itLowW - 22200) < 1e-6);
        QVERIFY(std::abs(r.result.utilitySwingW - 8400) < 1e-6);
        QVERIFY(std::abs(r.result.rampWPerS - 420000) < 1e-6);
        QVERIFY(std::abs(r.result.rampTimeS - 0.02) < 1e-12);
        QVERIFY(std::abs(r.result.fundamentalHz - 1.0) < 1e-12);
        QVERIFY(std::abs(r.result.dominantHz - 1.0) < 1e-12);
        // A rectangular wave of height 8,400 W high for 0.8 of the period: harmonic k has amplitude
        // 2 x 8,400 / (pi k) x |sin(0.8 pi k)| (k = 1: 3,143 W); the 20 ms ramps round it by
        // well under 1 %.
        const double a1 = 2 * 8400 / M_PI * std::sin(0.8 * M_PI);
        QVERIFY2(std::abs(r.result.harmonicAmplitudeW.at(0) - a1) < 0.01 * a1,
                 std::to_string(r.result.harmonicAmplitudeW.at(0)).c_str());
        // Its RMS is 8,400 x sqrt(0.8 x 0.2) = 3,360 W; the 0.1-20 Hz band (harmonics 1..19)
        // holds most of it.
        QVERIFY(r.result.avoidBand.rmsW > 0.9 * 3360 && r.result.avoidBand.rmsW < 3360);
        // Worst PDU phase: A1's L1 holds 4 of the 18 cords (1,700 W each at high; 5,600 / 6 =
        // 933.3 W of GPU each): 4 x 933.3 x 0.5 = 1,866.7 W of swing (B1's L1 ties; A1 first).
        QCOMPARE(r.result.worstPhase.id, std::string("A1"));
        QCOMPARE(r.result.worstPhase.what, std::string("L1"));
        QVERIFY(std::abs(r.result.worstPhase.swingW - 4 * 5600.0 / 6 * 0.5) < 1e-6);
        QVERIFY(std::abs(r.result.worstPhase.highW - 4 * 1700.0) < 1e-6);
        // Feeds: A carries 7 of 18 cords, B 11.
        QVERIFY(std::abs(r.result.feeds[0].swingW - 7 * 5600.0 / 6 * 0.5) < 1e-6);
        QVERIFY(std::abs(r.result.feeds[1].swingW - 11 * 5600.0 / 6 * 0.5) < 1e-6);
        // Job trip: from compute to idle (10 % of TDP): 16,800 x 0.9 = 15,120 W.
        QVERIFY(std::abs(r.result.jobTripW - 15120) < 1e-6);
        // Limits: the swing at most 10 % of the design IT (30,600 W), 3,060 W < 8,400: swing
        // warning; the band's RMS above 1 % of IT (306 W). A job stop drops 15,120 W at once, far
        // within the 20 MW a minute of the default ramp limit (0.333 MW/s x 60 s).
        QVERIFY(std::abs(r.result.swingLimitW - 3060) < 1e-6);
        QVERIFY(std::abs(r.result.tripLimitW - 20e6) < 1e-3);
        QVERIFY(r.has(WarningCode::PowerSwingOverLimit));
        QVERIFY(!r.has(WarningCode::PowerRampOverLimit));
        QVERIFY(r.has(WarningCode::PowerSwingInBand));
        QVERIFY(!r.has(WarningCode::PowerPhaseOverLimitAtPeak));
        // The table: none first, every option after it; GPU smoothing cannot be built on the
        // H100 (no NVML power smoothing before Blackwell), so it is never priced.
        QCOMPARE(int(r.result.mitigations.size()), kPowerSmoothingCount);
        QCOMPARE(r.result.mitigations[0].id, std::string("none"));
        QVERIFY(r.result.mitigations[0].chosen);
        QVERIFY(!r.result.mitigations[size_t(PowerSmoothing::GpuSmoothing)].available);
        QVERIFY(r.result.mitigatedUtilityW.empty());
    }

    void jobStopAgainstTheRampLimit()
    {
        // A ramp limit of 0.0002 MW/s allows 12 kW within a minute; a job stop drops 15,120 W at
        // once (no cooling to follow here): the ramp warning. Storage at the rack holds the stop
        // while the grid ramps down at 200 W/s: 15,120^2 / (2 x 200) = 571,536 J, at 80 % depth
        // 714,420 J = 0.19845 kWh, and takes the whole 15.12 kW at the instant of the stop.
        Project p = read(smallHall("pdu-415v-60a-wye", {1, 7, 13, 19, 3, 9, 5}));
        p.power.dynamics.maxRampMwPerS = 0.0002;
        p.power.dynamics.maxSwingFraction = 0.1;
        p.power.dynamics.bandRmsFraction = 1.0;
        p.power.dynamics.rackStorage.cycleLife = 1e12;  // the depth, not the wear, governs here
        const Run r = run(p, handPlan());
        QVERIFY(std::abs(r.result.tripWithinMinuteW - 15120) < 1e-6);
        QVERIFY(r.has(WarningCode::PowerRampOverLimit));
        const PowerDynamicsResult::Mitigation &rack = r.result.mitigations[size_t(PowerSmoothing::RackStorage)];
        QVERIFY2(std::abs(rack.storageKwh - 714420.0 / 3.6e6) < 1e-9, std::to_string(rack.storageKwh).c_str());
        QVERIFY(std::abs(rack.storageKw - 15.12) < 1e-9);
        QVERIFY2(rack.meetsLimits, rack.limitsMissed.c_str());
        // Software fill stops with the job: the stop is not ramped.
        const PowerDynamicsResult::Mitigation &fill = r.result.mitigations[size_t(PowerSmoothing::SoftwareFill)];
        QVERIFY(!fill.meetsLimits);
        QVERIFY(fill.limitsMissed.find("job-stop ramp") != std::string::npos);
    }

    void gpuRampLimitInsideTheStep()
    {
        // GPU smoothing's ramp limit of 1 x TDP per second (floor set at the communication level,
        // so it changes nothing): the 0.5 transition takes 0.5 s, 16,800 x 1 = 16,800 W/s, and the
        // 0.2 s low phase ends before the level is reached: it falls to 1 - 0.2 = 0.8, a swing of
        // 16,800 x 0.2 = 3,360 W. Figured though the H100 cannot run it (the table says why).
        Project p = read(smallHall("pdu-415v-60a-wye", {1, 7, 13, 19, 3, 9, 5}));
        p.power.dynamics.rampLimitFractionPerS = 1.0;
        p.power.dynamics.powerFloorFraction = 0.5;
        p.power.dynamics.maxSwingFraction = 0.1;
        p.power.dynamics.mitigation = PowerSmoothing::GpuSmoothing;
        const Run r = run(p, handPlan());
        const PowerDynamicsResult::Mitigation &m = r.result.mitigations[size_t(PowerSmoothing::GpuSmoothing)];
        QVERIFY2(std::abs(m.rampWPerS - 16800) < 0.01 * 16800, std::to_string(m.rampWPerS).c_str());
        QVERIFY2(std::abs(m.utilitySwingW - 3360) < 20, std::to_string(m.utilitySwingW).c_str());
        // Chosen but not buildable: said so, and the warnings judge the hall without it.
        QVERIFY(m.chosen && !m.available);
        QVERIFY(r.has(WarningCode::PowerMitigationUnavailable));
        QVERIFY(r.has(WarningCode::PowerSwingOverLimit));
        QVERIFY(r.result.mitigatedUtilityW.empty());
        const json j = PowerDynamicsEngine::toJson(r.result);
        const json &row = j.at("mitigations").at(size_t(PowerSmoothing::GpuSmoothing));
        QVERIFY(!row.contains("capex"));  // never priced
        QVERIFY(row.at("unavailable").get<std::string>().find("H100") != std::string::npos);
    }

    void powerFloorEnergy()
    {
        // Software fill to a 90 % floor raises the 0.2 s at 50 % to 90 %: per step
        // 0.2 x 0.4 x 16,800 = 1,344 J (the 20 ms ramps add as much as they take: both ramp
        // triangles shrink alike); 8,760 h x 3,600 / 1 s = 31,536,000 steps a year:
        // 4.2384e10 J = 11,773.44 kWh. The swing shrinks to 16,800 x 0.1 = 1,680 W.
        Project p = read(smallHall("pdu-415v-60a-wye", {1, 7, 13, 19, 3, 9, 5}));
        p.power.dynamics.powerFloorFraction = 0.9;
        p.power.dynamics.maxSwingFraction = 0.1;
        p.power.dynamics.mitigation = PowerSmoothing::SoftwareFill;
        p.site.electricityPricePerKwh = 0.1;
        const Run r = run(p, handPlan());
        const PowerDynamicsResult::Mitigation *m = r.result.chosen();
        QVERIFY(m && m->choice == PowerSmoothing::SoftwareFill && m->available);
        QVERIFY2(std::abs(m->addedItKwhPerYear - 11773.44) < 0.005 * 11773.44, std::to_string(m->addedItKwhPerYear).c_str());
        QVERIFY(std::abs(m->utilitySwingW - 1680) < 1e-6);
        // No cooling result: PUE taken as 1, so $0.10 a kWh: about 1,177 a year.
        QVERIFY(std::abs(m->energyCostPerYear - 0.1 * m->addedItKwhPerYear) < 1e-9);
        QCOMPARE(m->capex, 0.0);
        // The warnings judge the hall with it: 1,680 < 3,060.
        QVERIFY(!r.has(WarningCode::PowerSwingOverLimit));
        QCOMPARE(r.result.mitigatedUtilityW.size(), r.result.utilityW.size());
        // The lowest floor that meets the limits when none is set: a swing of at most 3,060 W
        // needs 16,800 (1 - f) <= 3,060, f >= 0.818; the band (1 % of IT, 306 W RMS of a wave
        // high 0.8 of the step) 16,800 (1 - f) x 0.4 <= 306, f >= 0.955: the band governs.
        p.power.dynamics.powerFloorFraction = 0;
        const Run autoFloor = run(p, handPlan());
        const PowerDynamicsResult::Mitigation *a = autoFloor.result.chosen();
        QVERIFY2(a->meetsLimits, a->limitsMissed.c_str());
        QVERIFY2(a->floorFraction > 0.95 && a->floorFraction < 0.97, std::to_string(a->floorFraction).c_str());
    }

    void storageCapsSwing()
    {
        // A square load, 0.8 s at 30,600 W and 0.2 s at 22,200 W, held within 3,060 W: the grid
        // sits at c + 1,530 while high and c - 1,530 while low; the storage ends the period as it
        // began when 0.8 (29,070 - c) = 0.2 (c - 23,730): c = 28,002 W. It supplies 1,068 W for
        // 0.8 s (854.4 J) and absorbs 4,272 W for 0.2 s: 4,272 W, 854.4 J.
        std::vector<double> load(1000, 30600);
        std::fill(load.begin() + 800, load.end(), 22200);
        const StorageSmoother::Result s = StorageSmoother::smooth(load, 0.001, 3060, 0);
        QVERIFY2(std::abs(s.powerW - 4272) < 0.01, std::to_string(s.powerW).c_str());
        QVERIFY2(std::abs(s.energyJ - 854.4) < 0.01, std::to_string(s.energyJ).c_str());
        QVERIFY(std::abs(s.dischargeJPerPeriod - 854.4) < 0.01);
        const auto [lo, hi] = std::minmax_element(s.gridW.begin(), s.gridW.end());
        QVERIFY(*hi - *lo <= 3060 + 1e-6);
        // A ramp limit of 100 kW/s: the grid never changes faster.
        const StorageSmoother::Result ramped = StorageSmoother::smooth(load, 0.001, 3060, 1e5);
        QVERIFY(StorageSmoother::maxSlopePerS(ramped.gridW, 0.001) <= 1e5 * (1 + 1e-9));
        // Within both limits: nothing to do.
        const StorageSmoother::Result none = StorageSmoother::smooth(load, 0.001, 9000, 1e9);
        QCOMPARE(none.powerW, 0.0);
        QCOMPARE(none.energyJ, 0.0);
        // Also with no ramp limit (0) and a band exactly the load's swing, 8,400 W: the smoother
        // used to iterate there and leave a rounding residue of storage (2e-5 kW on the GB200
        // sample's utility option).
        const StorageSmoother::Result exact = StorageSmoother::smooth(load, 0.001, 8400, 0);
        QCOMPARE(exact.powerW, 0.0);
        QCOMPARE(exact.energyJ, 0.0);
        QVERIFY(exact.gridW == load);
    }

    void storageSizedForWear()
    {
        // Storage at the rack on the small hall, swing limit 3,060 W, band and ramp limits out
        // of the way, the GPU ramp shortened to 1 ms: IT is the utility here, so the square
        // above within about a sample. 31,536,000 steps a year of about 854 J: 26,944 MJ (7,484 kWh) a year. Over the
        // 10 TCO years at 1,000,000 cycles the cells must hold 7,484 x 10 / 1e6 = 0.0748 kWh,
        // far above the 854 / 0.8 = 1,068 J (0.0003 kWh) a step needs: wear governs, and the
        // storage makes 7,484 / 0.0748 = 100,000 equivalent cycles a year, life 10 years.
        Project p = read(smallHall("pdu-415v-60a-wye", {1, 7, 13, 19, 3, 9, 5}));
        p.power.dynamics.maxSwingFraction = 0.1;
        p.power.dynamics.bandRmsFraction = 1.0;
        p.cooling.cost.tcoYears = 10;
        p.power.dynamics.gpuRampS = 0.001;
        p.power.dynamics.mitigation = PowerSmoothing::RackStorage;
        const Run r = run(p, handPlan());
        const PowerDynamicsResult::Mitigation *m = r.result.chosen();
        QVERIFY(m && m->meetsLimits);
        const double throughputKwh = 854.4 * 31536000 / 3.6e6;
        QVERIFY2(std::abs(m->storageKwh - throughputKwh * 10 / 1e6) < 0.02 * m->storageKwh, std::to_string(m->storageKwh).c_str());
        QVERIFY(std::abs(m->storageLifeYears - 10) < 1e-6);
        QVERIFY2(std::abs(m->storageKw - 4.272) < 0.02 * 4.272, std::to_string(m->storageKw).c_str());
        // Priced at 200 USD/kW and 20,000 USD/kWh (the defaults), maintenance 2.5 % a year.
        QVERIFY(std::abs(m->capexUsd - (m->storageKw * 200 + m->storageKwh * 20000)) < 1e-6);
        QVERIFY(std::abs(m->maintenancePerYear - 0.025 * m->capex) < 1e-9);
        // Round trip 90 %: 1 / 0.9 - 1 of the throughput is lost, on the IT side.
        QVERIFY(std::abs(m->addedItKwhPerYear - throughputKwh * (1 / 0.9 - 1)) < 0.02 * m->addedItKwhPerYear);
        QVERIFY(!r.has(WarningCode::PowerSwingOverLimit));
    }

    void harmonicsOfASine()
    {
        // 3 + 2 sin(2 pi 5 t / T): amplitude 2 at harmonic 5 only; RMS 2 / sqrt 2 in its band.
        std::vector<double> x(256);
        for (size_t i = 0; i < x.size(); ++i)
            x[i] = 3 + 2 * std::sin(2 * M_PI * 5 * double(i) / double(x.size()));
        const std::vector<double> a = Harmonics::amplitudes(x, 20);
        QVERIFY(std::abs(a.at(4) - 2) < 1e-9);
        QVERIFY(std::abs(a.at(3)) < 1e-9);
        QVERIFY(std::abs(Harmonics::bandRms(a, 2.0, 2, 3) - std::sqrt(2.0)) < 1e-9);  // 5 / 2 s = 2.5 Hz
        QCOMPARE(Harmonics::bandRms(a, 2.0, 3, 20), 0.0);
    }

    void phaseOverAtPeak()
    {
        // 400 V / 32 A PDUs (25.6 A derated, 230.9 V to neutral, 16 A bank breakers at 12.8 A).
        // A1: outlets 1-4 in bank 1 and 19 in bank 4 are on L1: 5 cords. At a 0.4 load factor the
        // design check sees 5 x 680 = 3,400 W (14.7 A), within; at the compute peak 5 x 1,700 =
        // 8,500 W is 36.8 A, 144 % of 25.6 A, and bank 1's 4 x 1,700 = 6,800 W is 29.4 A, 230 %.
        json doc = smallHall("pdu-400v-32a-wye", {1, 2, 3, 4, 7, 13, 19});
        doc["power_settings"] = {{"design_load", "load_factor"}, {"load_factor", 0.4}};
        const Run r = run(read(doc), handPlan());
        QVERIFY(r.has(WarningCode::PowerPhaseOverLimitAtPeak));
        bool line = false, bank = false;
        for (const PowerDynamicsResult::Level &o : r.result.phasesOverAtPeak)
            if (o.id == "A1") {
                line |= o.what == "L1" && std::abs(o.peakUtilisation - 8500 / (400 / std::sqrt(3.0)) / 25.6) < 1e-9;
                bank |= o.what == "bank 1" && std::abs(o.peakUtilisation - 6800 / (400 / std::sqrt(3.0)) / 12.8) < 1e-9;
            }
        QVERIFY(line);
        QVERIFY(bank);
        // At nameplate the power engine itself finds the overload: not raised twice.
        doc["power_settings"] = {{"design_load", "nameplate"}};
        QVERIFY(!run(read(doc), handPlan()).has(WarningCode::PowerPhaseOverLimitAtPeak));
    }

    void missingInputsAreNamed()
    {
        const Project p = read(smallHall("pdu-415v-60a-wye", {1, 7, 13, 19, 3, 9, 5}));
        TrainingResult none;
        const Run a = run(p, none);
        QVERIFY(!a.result.computed);
        QVERIFY(a.result.missing.find("no GPUs") != std::string::npos);
        TrainingResult invalid = handPlan();
        invalid.plan.valid = false;
        invalid.plan.invalidReason = "tp must divide the heads";
        const Run b = run(p, invalid);
        QVERIFY(!b.result.computed);
        QVERIFY(b.result.missing.find("tp must divide the heads") != std::string::npos);
        QVERIFY(b.warnings.empty());
        const json j = PowerDynamicsEngine::toJson(b.result);
        QCOMPARE(j.at("computed").get<bool>(), false);
        QVERIFY(!j.contains("utility"));  // no figure to misread as zero
    }

    void badInputRefusedAtItsField_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("path");
        QTest::newRow("floor above 100 %") << "power_floor_fraction" << 1.2 << "/power_settings/dynamics/power_floor_fraction";
        QTest::newRow("negative ramp limit") << "ramp_limit_fraction_per_s" << -1.0 << "/power_settings/dynamics/ramp_limit_fraction_per_s";
        QTest::newRow("checkpoint longer than interval") << "checkpoint_duration_s" << 4000.0 << "/power_settings/dynamics/checkpoint_duration_s";
    }
    void badInputRefusedAtItsField()
    {
        QFETCH(QString, key);
        QFETCH(double, value);
        QFETCH(QString, path);
        json doc = smallHall("pdu-415v-60a-wye", {1, 7, 13, 19, 3, 9, 5});
        doc["power_settings"] = {{"dynamics", {{key.toStdString(), value}}}};
        const ReadResult r = ProjectReader::readJson(doc, "bad.json", cat());
        QVERIFY(!r.project);  // nothing is read, so nothing changes
        // At the field's own path (the range check's message gives the range; the checkpoint's
        // names the interval it exceeds).
        const bool named = std::any_of(r.errors.begin(), r.errors.end(), [&](const LoadError &e) {
            return e.path == path.toStdString() &&
                   (e.message.find("out of range") != std::string::npos || e.message.find("checkpoint_interval_s") != std::string::npos);
        });
        QVERIFY2(named, formatErrors(r.errors).c_str());
    }

    void settingsRoundTrip()
    {
        Project p = read(smallHall("pdu-415v-60a-wye", {1, 7, 13, 19, 3, 9, 5}));
        p.power.dynamics.powerFloorFraction = 0.75;
        p.power.dynamics.mitigation = PowerSmoothing::UtilityStorage;
        p.power.dynamics.utilityStorage.usdPerKwh = 321;
        p.power.dynamics.maxSwingMw = 3.5;
        p.power.dynamics.checkpointIntervalS = 600;
        p.power.dynamics.checkpointDurationS = 12;
        const ReadResult back = ProjectReader::readText(ProjectWriter::toText(p), "rt.json", cat());
        QVERIFY(back.project);
        QVERIFY(back.project->power.dynamics == p.power.dynamics);
    }

    void mitigationInTheCostVerdict()
    {
        // The air sample with storage at the rack chosen: both options of the verdict buy the same
        // storage (a "Power smoothing" capex line at the dynamics' price) and pay its round-trip
        // losses through their own facility energy and its maintenance; TCO grows by exactly
        // capex + years x (energy + maintenance) of those lines.
        Project p = test::loadSample("projects/superpod-h100-air.json");
        const Analysis without = Analyzer::run(p, cat());
        p.power.dynamics.mitigation = PowerSmoothing::RackStorage;
        const Analysis with = Analyzer::run(p, cat());
        const PowerDynamicsResult::Mitigation *m = with.powerDynamics->chosen();
        QVERIFY(m && m->available && m->capex > 0);
        for (const ArchitectureCost *k : {&with.cost->reference, &with.cost->candidate}) {
            const auto line = [&](const std::vector<CostLine> &lines, const char *group) {
                const auto it = std::find_if(lines.begin(), lines.end(), [&](const CostLine &l) {
                    return l.group == group && l.item.find("Storage at the rack") != std::string::npos;
                });
                return it == lines.end() ? nullptr : &*it;
            };
            const CostLine *capex = line(k->capex, "Power smoothing");
            const CostLine *energy = line(k->opex, "Energy");
            const CostLine *upkeep = line(k->opex, "Maintenance");
            QVERIFY(capex && energy && upkeep);
            QVERIFY(std::abs(capex->total - m->capex) < 1e-6 * m->capex);
            QVERIFY(std::abs(k->capexSmoothing - m->capex) < 1e-6 * m->capex);
            // The losses, raised by this option's facility energy per IT energy (its PUE, 1.1-1.6).
            QVERIFY2(energy->quantity > 1.05 * m->addedItKwhPerYear && energy->quantity < 1.6 * m->addedItKwhPerYear,
                     (std::to_string(energy->quantity) + " " + std::to_string(m->addedItKwhPerYear)).c_str());
            QVERIFY(std::abs(upkeep->total - 0.025 * m->capex) < 1e-6 * m->capex);
            const ArchitectureCost &before = k == &with.cost->reference ? without.cost->reference : without.cost->candidate;
            const double added = capex->total + with.cost->years * (energy->total + upkeep->total);
            QVERIFY2(std::abs(k->tco - before.tco - added) < 1e-6 * k->tco, std::to_string(k->tco - before.tco - added).c_str());
        }
        // Storage at the utility connection loses its round trip outside the hall: those kWh as
        // they are, no PUE on them.
        p.power.dynamics.mitigation = PowerSmoothing::UtilityStorage;
        const Analysis utility = Analyzer::run(p, cat());
        const PowerDynamicsResult::Mitigation *u = utility.powerDynamics->chosen();
        QVERIFY(u && u->addedItKwhPerYear == 0 && u->addedOutsideKwhPerYear > 0);
        const auto &opex = utility.cost->reference.opex;
        QVERIFY(std::any_of(opex.begin(), opex.end(), [&](const CostLine &l) {
            return l.group == "Energy" && l.item.find("utility connection") != std::string::npos &&
                   std::abs(l.quantity - u->addedOutsideKwhPerYear) < 1e-9 * u->addedOutsideKwhPerYear;
        }));
        // GPU smoothing cannot be built on the H100: nothing priced, and the warning says so.
        p.power.dynamics.mitigation = PowerSmoothing::GpuSmoothing;
        const Analysis none = Analyzer::run(p, cat());
        QCOMPARE(none.cost->reference.capexSmoothing, 0.0);
        QVERIFY(std::abs(none.cost->reference.tco - without.cost->reference.tco) < 1e-6 * without.cost->reference.tco);
        QVERIFY(std::any_of(none.warnings.begin(), none.warnings.end(),
                            [](const Warning &w) { return w.code == WarningCode::PowerMitigationUnavailable; }));
    }

    void samplesHaveFigures()
    {
        // The air sample and the GB200 hall through the whole Analyzer: computed, a swing at the
        // utility, its fundamental = 1 / step. (Their figures are in docs/power.md.)
        for (const char *file : {"projects/superpod-h100-air.json", "projects/gb200-nvl72-4su.json"}) {
            const Project p = test::loadSample(file);
            const Analysis a = Analyzer::run(p, cat());
            const PowerDynamicsResult &d = *a.powerDynamics;
            QVERIFY2(d.computed, d.missing.c_str());
            QVERIFY(d.utilitySwingW > d.itSwingW);  // chain losses and the cooling's share on top
            QVERIFY(std::abs(d.fundamentalHz * d.stepS - 1) < 1e-12);
            QVERIFY(d.rampWPerS > 0);
            qInfo("%s: step %.3f s (compute %.3f, bubble %.3f, exposed %.3f), IT %.0f -> %.0f kW, utility swing %.0f kW "
                  "(%.1f %% of %.0f kW design IT), ramp %.1f MW/s, dominant %.3f Hz, bands %.0f / %.0f / %.0f kW RMS, "
                  "trip %.0f kW, checkpoint dip %.0f kW, worst phase %s %s %.2f kW",
                  file, d.stepS, d.computeS, d.bubbleS, d.exposedCommS, d.itHighW / 1e3, d.itLowW / 1e3,
                  d.utilitySwingW / 1e3, 100 * d.swingFractionOfIt, d.designItW / 1e3, d.rampWPerS / 1e6, d.dominantHz,
                  d.bands[0].rmsW / 1e3, d.bands[1].rmsW / 1e3, d.bands[2].rmsW / 1e3, d.jobTripW / 1e3,
                  d.checkpointDipW / 1e3, d.worstPhase.id.c_str(), d.worstPhase.what.c_str(), d.worstPhase.swingW / 1e3);
            for (const PowerDynamicsResult::Mitigation &m : d.mitigations)
                qInfo("  %-42s %s swing %.0f kW, band %.1f kW, +%.0f MWh/yr, storage %.0f kW / %.3f kWh (%.0f cycles/yr), "
                      "capex %.0f, %.0f/yr%s%s",
                      m.label.c_str(), m.available ? (m.meetsLimits ? "meets " : "misses") : "n/a   ", m.utilitySwingW / 1e3,
                      m.avoidBandRmsW / 1e3, m.addedFacilityKwhPerYear / 1e3, m.storageKw, m.storageKwh,
                      m.storageCyclesPerYear, m.capex, m.costPerYear, m.limitsMissed.empty() ? "" : ": ",
                      m.limitsMissed.c_str());
            // The evaluate JSON carries it.
            const json j = Analyzer::toJson(p, a);
            QVERIFY(j.at("power_dynamics").at("computed").get<bool>());
            QVERIFY(std::abs(j.at("power_dynamics").at("utility").at("swing_w").get<double>() - d.utilitySwingW) < 1e-6);
        }
    }
};

QTEST_GUILESS_MAIN(TestPowerDynamics)
#include "test_power_dynamics.moc"
