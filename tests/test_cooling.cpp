// Cooling, PUE and cost engines (issue 4): hand-computed cases from REFERENCE.md 3 and 6, the
// climate profiles and the "cooling" section of the file format, with a failing-path test
// for each bad input.
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "climate/climateprofiles.h"
#include "climate/hourlyclimate.h"
#include "cooling/cduloops.h"
#include "cooling/coolingengine.h"
#include "cost/costengine.h"
#include "inventory/inventoryengine.h"
#include "itpower/itpowerresult.h"
#include "cooling/plantmodel.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include "project/project.h"
#include <QDir>
#include <QFile>
#include <QTest>
#include <set>
#include <algorithm>
#include <nlohmann/json.hpp>

using namespace dcs;
using nlohmann::json;

Q_DECLARE_METATYPE(dcs::CoolingRedundancy)

namespace {

ClimateProfile constantClimate(double tC, double rh = 50.0)
{
    ClimateProfile c;
    c.id = "custom";
    c.name = "Constant";
    c.source = "test";
    c.meanC.fill(tC);
    c.dailyRangeK.fill(0.0);
    c.rhPct.fill(rh);
    return c;
}

// A rack of `n` DGX H100 (8U each, from U1).
Rack dgxRack(const std::string &id, int n)
{
    Rack r;
    r.id = id;
    r.name = id;
    r.catalogId = "rack-48u-600";
    for (int i = 0; i < n; ++i) {
        DevicePlacement d;
        d.id = id + "-N" + std::to_string(i);
        d.catalogId = "dgx-h100";
        d.uLow = 1 + 8 * i;
        r.devices.push_back(d);
    }
    return r;
}

FloorEquipment unit(const std::string &id, const std::string &catalogId)
{
    FloorEquipment e;
    e.id = e.name = id;
    e.catalogId = catalogId;
    return e;
}

// One rack of 4 DGX H100 in a 10 m x 10 m hall, nameplate basis, simple loss coefficients:
// transformer and PDU lossless, UPS (0.02, 0.01, 0.01) at load 0.5; lighting 10 W/m2.
Project handProject(double climateC, Economizer econ)
{
    Project p;
    p.hall = {10.0, 10.0, 0.6};
    p.racks.push_back(dgxRack("R1", 4));
    CoolingSettings &s = p.cooling;
    s.climateProfileId = "custom";
    s.customClimate = constantClimate(climateC);
    s.itPowerBasis = ItPowerBasis::Nameplate;
    s.lightingOtherWPerM2 = 10.0;
    s.air.economizer = econ;
    s.air.heatRejection = HeatRejection::DryCooler;
    s.air.chillerCop = 5.0;
    s.air.chillerRatingOutdoorC = climateC;  // COP(T) = 5 exactly
    s.powerChain.transformer = {0, 0, 0, 1.0};
    s.powerChain.pdu = {0, 0, 0, 1.0};
    s.powerChain.ups = {0.02, 0.01, 0.01, 0.5};
    return p;
}

CoolingResult run(const Project &p, std::vector<Warning> *w = nullptr)
{
    std::vector<Warning> local;
    return CoolingEngine::evaluate({p, Catalog::builtIn(), w ? *w : local}, {});
}

const Warning *findWarning(const std::vector<Warning> &ws, const std::string &code)
{
    for (const Warning &w : ws)
        if (w.key() == code)
            return &w;
    return nullptr;
}

ReadResult readWithCooling(const json &cooling)
{
    QFile f(QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("tests/data/minimal-v2.json")));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("tests/data/minimal-v2.json is missing");
    json doc = json::parse(f.readAll().toStdString());
    doc["cooling"] = cooling;
    return ProjectReader::readJson(doc, "bad.json", Catalog::builtIn());
}

bool hasError(const LoadErrors &errors, const std::string &path)
{
    return std::any_of(errors.begin(), errors.end(), [&](const LoadError &e) { return e.path == path; });
}


// A GB200 NVL72 rack (catalog: 132 kW nameplate, 120 kW typical, 87 % of its heat to liquid).
Rack nvl72(const std::string &id, double x = 0.0, double y = 0.0)
{
    Rack r;
    r.id = r.name = id;
    r.catalogId = "gb200-nvl72";
    r.xM = x;
    r.yM = y;
    return r;
}

// Issue 33 item 4: two GB200 NVL72 racks in an air-cooled hall, their liquid loop on one
// liquid-to-air CDU (cdu-l2a-240: 240 kW, fans 11.5 kW + pumps 2.4 kW = 13.9 kW at full load)
// and two 150 kW CRAHs. Redundancy N, typical basis; the air plant of handProject: a constant
// 30 C, no economizer, dry coolers, COP 5 every hour.
Project sidecarHall()
{
    Project p = handProject(30.0, Economizer::None);
    p.racks = {nvl72("R1"), nvl72("R2")};
    p.equipment = {unit("SC-1", "cdu-l2a-240"), unit("CRAH-1", "crah-cw-150"), unit("CRAH-2", "crah-cw-150")};
    p.cooling.itPowerBasis = ItPowerBasis::Typical;
    p.cooling.redundancy = CoolingRedundancy::N;
    return p;
}

const CapacityCheck &check(const CoolingResult &r, CapacityCheck::Kind kind)
{
    return *std::find_if(r.checks.begin(), r.checks.end(), [&](const CapacityCheck &c) { return c.kind == kind; });
}

} // namespace

class TestCooling : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Issue 36 item 3: the checks are kinds, not strings; each keeps its evaluate --json key and
    // has a name for the Cooling page and the report (the page showed "cdu_loop" and "inrow_row",
    // the report every key, raw).
    void capacityCheckKindsHaveKeysAndNames()
    {
        using K = CapacityCheck::Kind;
        const std::vector<std::pair<K, std::string>> keys = {{K::RoomAir, "room_air"},   {K::RearDoor, "rear_door"},
                                                             {K::RackDensity, "rack_density"}, {K::Cdu, "cdu"},
                                                             {K::CduLoop, "cdu_loop"}, {K::InRowRow, "inrow_row"}};
        std::set<std::string> names;
        for (const auto &[kind, key] : keys) {
            const CapacityCheckText &t = capacityCheckText(kind);
            QCOMPARE(std::string(t.key), key);
            QVERIFY(std::string(t.name) != key);
            QVERIFY(std::string(t.explanation).size() > 20);
            names.insert(t.name);
        }
        QCOMPARE(names.size(), keys.size());
    }

    void builtInProfilesAreValid()
    {
        QVERIFY2(ClimateProfiles::builtInErrors().empty(), formatErrors(ClimateProfiles::builtInErrors()).c_str());
        const auto &all = ClimateProfiles::builtIn();
        QCOMPARE(all.profiles().size(), size_t(12));
        const ClimateProfile *sg = all.find("singapore");
        QVERIFY(sg);
        QCOMPARE(sg->meanC[0], 27.0);
        QVERIFY(std::abs(sg->dailyRangeK[0] - 6.3) < 1e-9);  // 31.0 - 24.7
        QVERIFY(!sg->source.empty() && !sg->station.empty());
        QVERIFY(all.find("dublin")->rhEstimated);  // no RH in the source: FAO-56 estimate
    }

    void locationMatches_data()
    {
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("expected");
        QTest::newRow("ashburn") << "Ashburn, VA" << "ashburn-va";
        QTest::newRow("dallas") << "Dallas, TX" << "dallas-tx";
        QTest::newRow("dublin") << "Dublin" << "dublin";
        QTest::newRow("unknown falls back") << "Mars" << "ashburn-va";
    }
    void locationMatches()
    {
        QFETCH(QString, location);
        QFETCH(QString, expected);
        Project p;
        p.site.location = location.toStdString();
        std::vector<Warning> w;
        const CoolingResult r = run(p, &w);
        QCOMPARE(QString::fromStdString(r.climateId), expected);
        QCOMPARE(findWarning(w, "cooling.climate_fallback") != nullptr, location == "Mars");
    }

    void hourlySeriesKeepsMonthlyMeans()
    {
        const ClimateProfile &c = *ClimateProfiles::builtIn().find("phoenix-az");
        const HourlyClimate h = HourlyClimate::synthesise(c, true);
        QCOMPARE(int(h.dryBulbC.size()), 8760);
        double sumJul = 0;
        for (int i = 0; i < 8760; ++i)
            if (h.month[i] == 6)
                sumJul += h.dryBulbC[i];
        QVERIFY(std::abs(sumJul / (31 * 24) - 35.0) < 1e-9);  // July mean 35.0
        // Jan 1st 15:00 is the daily maximum: mean 14 + range (20 - 8) / 2 = 20 C.
        QVERIFY(std::abs(h.dryBulbC[15] - 20.0) < 1e-9);
        QVERIFY(std::abs(h.dryBulbC[3] - 8.0) < 1e-9);
        for (int i = 0; i < 8760; i += 97)
            QVERIFY(h.wetBulbC[i] <= h.dryBulbC[i] + 1e-9);
    }

    void stullWetBulb()
    {
        // Stull (2011), worked example: T = 20 C, RH = 50 % -> Tw = 13.7 C.
        QVERIFY(std::abs(HourlyClimate::stullWetBulbC(20.0, 50.0) - 13.7) < 0.05);
    }

    void mechanicalPueByHand()
    {
        // Air: IT = 4 x 10,200 = 40,800 W, all to air. Fans 30 W/kW -> 1,224 W; q = 42,024 W;
        // chiller 42,024 / 5 = 8,404.8 W; pumps 15 W/kW x 42.024 = 630.36 W; heat rejection
        // 10 W/kW x (42,024 + 8,404.8) = 504.288 W; cooling 10,763.448 W.
        // UPS loss per W out = (0.02 + 0.01 x 0.5 + 0.01 x 0.25) / 0.5 = 0.055 -> 2,244 W.
        // Lighting 10 W/m2 x 100 m2 = 1,000 W. Facility 54,807.448 W; PUE 1.3433198.
        const CoolingResult r = run(handProject(30.0, Economizer::None));
        QCOMPARE(r.air.itPowerW, 40800.0);
        QCOMPARE(r.air.mechanicalHours, 8760);
        QVERIFY(std::abs(r.air.distributionLossW - 2244.0) < 1e-6);
        QVERIFY(std::abs(r.air.pue - 1.3433198039) < 1e-9);
        QVERIFY(std::abs(r.air.peakPue - r.air.pue) < 1e-9);
        QVERIFY(std::abs(r.air.monthlyPue[6] - r.air.pue) < 1e-9);
        QVERIFY(std::abs(r.air.annualCoolingKwh - 10763.448 * 8.76) < 1e-6);
        QVERIFY(std::abs(r.air.ppueDistribution - (1 + 2244.0 / 40800)) < 1e-9);
        // Liquid, same IT: fans removed 10,200 x 0.13 x 0.75 = 994.5 W per DGX -> IT 36,822 W;
        // liquid 36,822 x 0.75 = 27,616.5 W, air 9,205.5 W. Dry coolers at 30 C: free share
        // (37 - 30) / (37 - 27) = 0.7; trim 27,616.5 x 0.3 / 5 = 1,656.99; CDU pumps 276.165;
        // dry-cooler fans 15 W/kW x 29,273.49 = 439.10235; air side on 9,205.5 W: fans 276.165,
        // chiller 1,896.333, pumps 142.224975, rejection 113.77998. Cooling 4,800.760305 W;
        // loss 36,822 x 0.055 = 2,025.21 W; PUE (36,822 + 4,800.76 + 2,025.21 + 1,000) / 36,822 = 1.2125352.
        QVERIFY(std::abs(r.liquid.itPowerW - 36822.0) < 1e-6);
        QVERIFY(std::abs(r.liquid.fanPowerRemovedW - 3978.0) < 1e-6);
        QVERIFY(std::abs(r.liquid.pue - 1.2125351775) < 1e-9);
        QCOMPARE(r.liquid.partialHours, 0);  // the air side is mechanical every hour
        QCOMPARE(r.designArchitecture, std::string("air"));
    }

    void designConditionsSizeThePeak()
    {
        // Issue 34: the plant's peak is sized on the ASHRAE design condition, not on the year.
        // The year is a constant 20 °C (COP 5 at its 20 °C rating); the design condition 35 °C dry
        // bulb (dry coolers work against it): COP 5 x (1 + 0.03 x (20 - 35)) = 2.75. Air: q =
        // 42,024 W; chiller 42,024 / 2.75 = 15,281.454545; fans 1,224; pumps 630.36; rejection
        // 10 W/kW x (42,024 + 15,281.454545) = 573.054545; cooling 17,708.869091 W. Fixed: IT
        // 40,800 + UPS loss 2,244 + lighting 1,000 = 44,044 W. Peak 61,752.869091 W. The year's
        // own peak: cooling 10,763.448 (as mechanicalPueByHand) -> 54,807.448 W.
        Project p = handProject(20.0, Economizer::None);
        DesignConditions d;
        d.source = "test";
        d.cooling04DryBulbC = 35.0;
        d.cooling04MeanWetBulbC = 24.0;
        p.cooling.customClimate->design = d;
        std::vector<Warning> w;
        const CoolingResult r = run(p, &w);
        QVERIFY(std::abs(r.air.peakFacilityPowerW - 61752.869091) < 1e-5);
        QCOMPARE(r.air.peakBasis, std::string("ASHRAE cooling 0.4 % design condition"));
        QCOMPARE(r.air.peakHour, HourlyClimate::kHours);  // the first design point
        QCOMPARE(r.air.peakDryBulbC, 35.0);
        QVERIFY(std::abs(r.air.yearPeakFacilityPowerW - 54807.448) < 1e-6);
        QVERIFY(std::abs(r.air.peakPue - 61752.869091 / 40800.0) < 1e-9);
        // The design point is not an hour: the annual figures are the year's alone.
        QVERIFY(std::abs(r.air.pue - 1.3433198039) < 1e-9);
        QCOMPARE(r.air.mechanicalHours, 8760);
        QVERIFY(!findWarning(w, "cooling.no_design_conditions"));
        // A design condition cooler than the year sizes nothing: the year's hottest hour does.
        p.cooling.customClimate->design->cooling04DryBulbC = 15.0;
        p.cooling.customClimate->design->cooling04MeanWetBulbC = 12.0;
        const CoolingResult cool = run(p);
        QCOMPARE(cool.air.peakBasis, std::string("year's peak hour"));
        QVERIFY(std::abs(cool.air.peakFacilityPowerW - 54807.448) < 1e-6);
        // Without design conditions the info says what the peak stands on.
        p.cooling.customClimate->design.reset();
        w.clear();
        run(p, &w);
        const Warning *none = findWarning(w, "cooling.no_design_conditions");
        QVERIFY(none);
        QVERIFY2(none->message.find("synthesised year's peak hour (its hottest hour 20.0 °C)") != std::string::npos,
                 none->message.c_str());
        // The evaporation pair alone is a design point too (towers size on it): no info, and the
        // peak is sized there. Air plant on a tower: the condensing side sees the wet bulb, 26 °C:
        // COP 5 x (1 + 0.03 x (20 - 26)) = 4.1 -> chiller 42,024 / 4.1 = 10,249.756098; rejection
        // 10 W/kW x (42,024 + 10,249.756098) = 522.737561; cooling 1,224 + 10,249.756098 + 630.36
        // + 522.737561 = 12,626.853659 W; peak 44,044 + 12,626.853659 = 56,670.853659 W. (The
        // year, 20 °C with a wet bulb below 20 °C, has a COP above 5: its peak is lower.)
        DesignConditions evaporation;
        evaporation.source = "test";
        evaporation.evaporation04WetBulbC = 26.0;
        evaporation.evaporation04MeanDryBulbC = 30.0;
        p.cooling.customClimate->design = evaporation;
        p.cooling.air.heatRejection = HeatRejection::CoolingTower;
        w.clear();
        const CoolingResult tower = run(p, &w);
        QVERIFY(!findWarning(w, "cooling.no_design_conditions"));
        QCOMPARE(tower.air.peakBasis, std::string("ASHRAE evaporation 0.4 % design condition"));
        QVERIFY(std::abs(tower.air.peakFacilityPowerW - 56670.853659) < 1e-5);
    }

    void synthesisedYearIsSharedNotRebuilt()
    {
        // The same normals give the very same year (one synthesis, shared); other normals, or
        // the wet bulb asked for, another.
        Project p = handProject(20.0, Economizer::None);
        const CoolingResult a = run(p), b = run(p);
        QVERIFY(a.year && a.year == b.year);
        p.cooling.customClimate->meanC[6] = 21.0;
        const CoolingResult c = run(p);
        QVERIFY(c.year != a.year);
        QCOMPARE(c.year->dryBulbC[4500], 21.0);  // an hour of July (no daily range)
        p.cooling.air.heatRejection = HeatRejection::CoolingTower;
        const CoolingResult d = run(p);
        QVERIFY(d.year != c.year && !d.year->wetBulbC.empty() && c.year->wetBulbC.empty());
    }

    void freeCoolingPueByHand()
    {
        // 5 C outdoors, water-side economizer: full free below 15 - 4 = 11 C. Cooling = fans
        // 1,224 + pumps 630.36 + rejection 10 W/kW x 42.024 = 420.24 -> 2,274.6 W.
        // PUE (40,800 + 2,274.6 + 2,244 + 1,000) / 40,800 = 1.1352598.
        const CoolingResult r = run(handProject(5.0, Economizer::WaterSide));
        QCOMPARE(r.air.freeCoolingHours, 8760);
        QVERIFY(std::abs(r.air.pue - 1.1352598039) < 1e-9);
    }

    void upsEfficiency_data()
    {
        QTest::addColumn<double>("load");
        QTest::addColumn<bool>("eco");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("published");
        // Default UPS, double conversion (0.0072, 0.0094, 0.0143): eta = x / (x + 0.0072 +
        // 0.0094 x + 0.0143 x^2), against the Galaxy VS datasheet's 96 % at 25 %, 97 % from 50 %.
        QTest::newRow("25 %") << 0.25 << false << 0.25 / 0.26044375 << 0.96;  // 0.25 + 0.0072 + 0.00235 + 0.00089375 -> 0.95990
        QTest::newRow("50 %") << 0.5 << false << 0.5 / 0.515475 << 0.97;      // 0.5 + 0.0072 + 0.0047 + 0.003575 -> 0.96998
        QTest::newRow("100 %") << 1.0 << false << 1.0 / 1.0309 << 0.97;       // 1 + 0.0072 + 0.0094 + 0.0143 -> 0.97003
        // Eco mode: a third of the loss, 0.015475 / 3 = 0.00515833 at 50 % -> 0.98979 (about 99 %).
        QTest::newRow("eco 50 %") << 0.5 << true << 0.5 / (0.5 + 0.015475 / 3) << 0.99;
        // At 10 % load, below the datasheet's range: 0.1 + 0.0072 + 0.00094 + 0.000143 -> 0.92365.
        QTest::newRow("10 %") << 0.1 << false << 0.1 / 0.108283 << 0.92;
    }
    void upsEfficiency()
    {
        QFETCH(double, load);
        QFETCH(bool, eco);
        QFETCH(double, expected);
        QFETCH(double, published);
        PowerChainSettings chain;
        chain.upsMode = eco ? UpsMode::Eco : UpsMode::DoubleConversion;
        const double eta = PlantModel::efficiency(PlantModel::upsLoss(chain), load);
        QVERIFY(std::abs(eta - expected) < 1e-12);
        QVERIFY2(std::abs(eta - published) < 0.005, qPrintable(QString::number(eta)));  // within half a point
    }

    void upsLoadFromTheDesign()
    {
        // Issue 4 section 3: the UPS works at the design's load fraction. The hand project
        // (30 C, no economizer, lossless PDU) with one 500 kW UPS: x = 40,800 / 500,000 = 0.0816;
        // loss per W out = (0.02 + 0.01 x 0.0816 + 0.01 x 0.0816^2) / 0.0816 = 0.25591404 ->
        // 10,441.2928 W (the setting's 0.5 gave 2,244 W). PUE (40,800 + 10,763.448 + 10,441.2928
        // + 1,000) / 40,800 = 1.5442338.
        Project p = handProject(30.0, Economizer::None);
        p.equipment.push_back(unit("UPS-1", "ups-500kva"));
        const CoolingResult r = run(p);
        QVERIFY(std::abs(r.air.upsLoadFraction - 0.0816) < 1e-12);
        QVERIFY(std::abs(r.air.distributionLossW - 10441.2928) < 1e-6);
        QVERIFY(std::abs(r.air.pue - 1.5442338431) < 1e-9);
        QVERIFY(std::abs(r.air.upsEfficiency - 0.0816 / (0.0816 + 0.0208825856)) < 1e-12);
        // Liquid has less IT (fans removed) on the same UPS: lower load, lower efficiency.
        QVERIFY(std::abs(r.liquid.upsLoadFraction - 36822.0 / 500000.0) < 1e-12);
        QVERIFY(r.liquid.upsEfficiency < r.air.upsEfficiency);
        // A second UPS (2N) halves the load fraction again; without a UPS the setting stands.
        p.equipment.push_back(unit("UPS-2", "ups-500kva"));
        QVERIFY(std::abs(run(p).air.upsLoadFraction - 0.0408) < 1e-12);
        QCOMPARE(run(handProject(30.0, Economizer::None)).air.upsLoadFraction, 0.5);
    }

    void liquidDeviceInAirDesign()
    {
        // A GB200 NVL72 (catalog liquid heat fraction 0.87) makes an automatic design liquid;
        // forcing the design to air is flagged as an error naming the rack.
        Project p;
        Rack nvl;
        nvl.id = nvl.name = "NVL1";
        nvl.catalogId = "gb200-nvl72";
        p.racks.push_back(nvl);
        p.racks.push_back(dgxRack("R1", 2));
        std::vector<Warning> w;
        QCOMPARE(run(p, &w).designArchitecture, std::string("liquid"));
        QVERIFY(!findWarning(w, "cooling.liquid_device_in_air_design"));
        p.cooling.architecture = CoolingArchitecture::Air;
        w.clear();
        QCOMPARE(run(p, &w).designArchitecture, std::string("air"));
        const Warning *flag = findWarning(w, "cooling.liquid_device_in_air_design");
        QVERIFY(flag);
        QCOMPARE(flag->severity, Warning::Severity::Error);
        QCOMPARE(flag->objectIds, std::vector<std::string>{"NVL1"});
    }

    void higherSetpointsLowerPue()
    {
        // Issue 4 sanity: a higher setpoint lowers PUE. With a water-side economizer the
        // chilled-water supply sets the free-cooling threshold; with an air-side one the supply air.
        Project p;
        p.racks.push_back(dgxRack("R1", 4));
        p.cooling.climateProfileId = "dallas-tx";
        const double base = run(p).air.pue;
        p.cooling.air.chilledWaterSupplyC = 20.0;
        QVERIFY(run(p).air.pue < base);
        p.cooling.air.economizer = Economizer::AirSide;
        const double airSide = run(p).air.pue;
        p.cooling.air.supplyAirC = 27.0;
        QVERIFY(run(p).air.pue < airSide);
    }

    void roomCapacityWithRedundancy_data()
    {
        QTest::addColumn<CoolingRedundancy>("redundancy");
        QTest::addColumn<bool>("ok");
        // 4 racks x 4 DGX H100 = 163.2 kW of air heat; two 150 kW CRAHs:
        QTest::newRow("N: 300 kW") << CoolingRedundancy::N << true;
        QTest::newRow("N+1: 300 - 150 = 150 kW") << CoolingRedundancy::NPlus1 << false;
        QTest::newRow("2N: 300 / 2 = 150 kW") << CoolingRedundancy::TwoN << false;
    }
    void roomCapacityWithRedundancy()
    {
        QFETCH(CoolingRedundancy, redundancy);
        QFETCH(bool, ok);
        Project p;
        for (int i = 0; i < 4; ++i)
            p.racks.push_back(dgxRack("R" + std::to_string(i), 4));
        p.equipment.push_back(unit("CRAH-1", "crah-cw-150"));
        p.equipment.push_back(unit("CRAH-2", "crah-cw-150"));
        p.cooling.redundancy = redundancy;
        std::vector<Warning> w;
        const CoolingResult r = run(p, &w);
        QVERIFY(r.checks[0].kind == CapacityCheck::Kind::RoomAir);
        QCOMPARE(r.checks[0].loadW, 163200.0);
        QCOMPARE(r.checks[0].ok, ok);
        const Warning *room = findWarning(w, "cooling.room_air_capacity");
        QCOMPARE(room != nullptr, !ok);
        if (room)
            QCOMPARE(room->objectIds, (std::vector<std::string>{"CRAH-1", "CRAH-2"}));
        // 40.8 kW per rack without a rear door is above the 30 kW air limit.
        const Warning *density = findWarning(w, "cooling.rack_density");
        QVERIFY(density);
        QCOMPARE(density->objectIds.size(), size_t(4));
    }

    // In-row coolers serve their own row (racks side by side with them), not the room.
    void inRowUnitsServeTheirRow()
    {
        auto at = [](auto object, double x, double y) {
            object.xM = x;
            object.yM = y;
            return object;
        };
        Project p;
        p.hall.widthM = 12;
        p.hall.depthM = 10;
        // Row 1 at y = 2: IR-2 | R0 | R1 | IR-1, all 0.6 m wide and touching. 2 DGX H100 per
        // rack = 20.4 kW of air each, 40.8 kW for the row.
        p.racks.push_back(at(dgxRack("R0", 2), 1.2, 2.0));
        p.racks.push_back(at(dgxRack("R1", 2), 1.8, 2.0));
        p.equipment.push_back(at(unit("IR-1", "inrow-cw-70"), 2.4, 2.0));
        p.equipment.push_back(at(unit("IR-2", "inrow-cw-70"), 0.6, 2.0));
        // Row 2 at y = 5 with no in-row unit: its 40.8 kW go to the room.
        p.racks.push_back(at(dgxRack("R2", 2), 1.2, 5.0));
        p.racks.push_back(at(dgxRack("R3", 2), 1.8, 5.0));
        // A CRAH and an in-row unit standing alone (no rack beside it) cool the room.
        p.equipment.push_back(at(unit("CRAH-1", "crah-cw-150"), 8.0, 6.0));
        p.equipment.push_back(at(unit("IR-3", "inrow-cw-70"), 8.0, 1.0));
        p.cooling.redundancy = CoolingRedundancy::NPlus1;
        std::vector<Warning> w;
        CoolingResult r = run(p, &w);
        QVERIFY(r.checks[0].kind == CapacityCheck::Kind::RoomAir);
        QCOMPARE(r.checks[0].loadW, 40800.0);      // row 2 only
        QCOMPARE(r.checks[0].capacityW, 70000.0);  // N+1 of {150, 70} kW: 220 - 150
        const auto row = std::find_if(r.checks.begin(), r.checks.end(), [](const CapacityCheck &c) { return c.kind == CapacityCheck::Kind::InRowRow; });
        QVERIFY(row != r.checks.end());
        QCOMPARE(row->loadW, 40800.0);       // R0 + R1
        QCOMPARE(row->capacityW, 70000.0);   // N+1 of {70, 70} kW
        QVERIFY(row->ok);
        QCOMPARE(std::count_if(r.checks.begin(), r.checks.end(), [](const CapacityCheck &c) { return c.kind == CapacityCheck::Kind::InRowRow; }), 1L);
        QVERIFY(!findWarning(w, "cooling.inrow_capacity"));

        // Without IR-2 the row has one unit: nothing usable at N+1, an error naming the row.
        p.equipment.erase(p.equipment.begin() + 1);
        w.clear();
        r = run(p, &w);
        const Warning *short_ = findWarning(w, "cooling.inrow_capacity");
        QVERIFY(short_);
        QCOMPARE(short_->objectIds, (std::vector<std::string>{"IR-1", "R0", "R1"}));
        QCOMPARE(short_->severity, Warning::Severity::Error);
    }

    // A CDU that names its racks carries only their liquid heat; the others share the hall loop.
    void cduLoopsServeTheirRacks()
    {
        Project p;
        p.cooling.architecture = CoolingArchitecture::Liquid;
        p.cooling.redundancy = CoolingRedundancy::N;
        p.racks.push_back(dgxRack("R1", 4));
        p.racks.push_back(dgxRack("R2", 2));
        FloorEquipment named = unit("CDU-1", "cdu-inrack-121");
        named.servesRackIds = {"R1"};
        p.equipment.push_back(named);
        p.equipment.push_back(unit("CDU-2", "cdu-inrack-121"));
        std::vector<Warning> w;
        CoolingResult r = run(p, &w);
        // Liquid heat per DGX H100 in the liquid design: 6,904.125 W (see rearDoorAndCduChecks).
        const auto loop = std::find_if(r.checks.begin(), r.checks.end(), [](const CapacityCheck &c) { return c.kind == CapacityCheck::Kind::CduLoop; });
        QVERIFY(loop != r.checks.end());
        QCOMPARE(loop->loadW, 4 * 6904.125);    // R1 only
        QCOMPARE(loop->capacityW, 121000.0);
        QVERIFY(loop->ok);
        QCOMPARE(loop->objectIds, (std::vector<std::string>{"CDU-1", "R1"}));
        const auto shared = std::find_if(r.checks.begin(), r.checks.end(), [](const CapacityCheck &c) { return c.kind == CapacityCheck::Kind::Cdu; });
        QCOMPARE(shared->loadW, 2 * 6904.125);  // R2 on the shared loop with CDU-2
        QCOMPARE(shared->capacityW, 121000.0);

        // At N+1 a one-CDU loop has nothing usable: an error naming the loop.
        p.cooling.redundancy = CoolingRedundancy::NPlus1;
        w.clear();
        r = run(p, &w);
        const Warning *loopShort = findWarning(w, "cooling.cdu_loop_capacity");
        QVERIFY(loopShort);
        QCOMPARE(loopShort->objectIds, (std::vector<std::string>{"CDU-1", "R1"}));
    }

    // Issue 33 item 4, by hand. Nameplate (the checks): each rack sends 132 x 0.87 = 114.84 kW
    // through its cold plates and 17.16 kW into the air. The sidecar carries 2 x 114.84 =
    // 229.68 kW (capacity 240 kW at N: fine) and rejects it into the room with its fans and
    // pumps at 229.68 x 13.9 / 240 = 13.3023 kW. Room air: 2 x 17.16 + 229.68 + 13.3023 =
    // 277.3023 kW against the two CRAHs' 300 kW at N.
    // Typical basis (the year): 120 kW a rack, 104.4 kW through the cold plates, 15.6 kW to air;
    // the sidecar rejects 208.8 kW with 208.8 x 13.9 / 240 = 12.093 kW of fans and pumps: air heat
    // 31.2 + 208.8 + 12.093 = 252.093 kW, all of it the air plant's. At 30 C, COP 5: CRAH fans
    // 30 W/kW -> 7.56279 kW; q = 259.65579; chiller q / 5 = 51.931158; pumps 15 W/kW ->
    // 3.89483685; heat rejection 10 W/kW x (q + chiller) = 3.11586948; plant 66.50465433 kW, plus
    // the sidecar's 12.093 kW: 78.59765433 kW of cooling every hour.
    void sidecarCarriesTheLiquidHeatIntoTheRoom()
    {
        std::vector<Warning> w;
        const CoolingResult r = run(sidecarHall(), &w);
        // Every CDU rejects to the room air: an air-cooled hall, and the air architecture is buildable.
        QCOMPARE(r.designArchitecture, std::string("air"));
        QVERIFY(r.air.buildable);
        for (const char *code : {"cooling.air_not_buildable", "cooling.liquid_device_in_air_design", "cooling.rack_density",
                                 "cooling.room_air_capacity", "cooling.cdu_capacity", "cooling.no_cdu"})
            QVERIFY2(!findWarning(w, code), code);
        const CapacityCheck &cdu = check(r, CapacityCheck::Kind::Cdu);
        QVERIFY(std::abs(cdu.loadW - 229'680.0) < 1e-6);
        QCOMPARE(cdu.capacityW, 240'000.0);
        QCOMPARE(cdu.objectIds, std::vector<std::string>{"SC-1"});
        const CapacityCheck &room = check(r, CapacityCheck::Kind::RoomAir);
        QVERIFY(std::abs(room.loadW - 277'302.3) < 1e-6);
        QCOMPARE(room.capacityW, 300'000.0);
        QVERIFY(room.ok);
        QCOMPARE(room.objectIds, (std::vector<std::string>{"CRAH-1", "CRAH-2", "SC-1"}));
        QVERIFY(check(r, CapacityCheck::Kind::RackDensity).ok);  // 17.16 kW of air a rack
        // The air architecture is the design: no liquid plant, the sidecar's heat and power in the air.
        QVERIFY(std::abs(r.air.roomAirCduHeatNameplateW - 229'680.0) < 1e-6);
        QVERIFY(std::abs(r.air.roomAirCduPowerNameplateW - 13'302.3) < 1e-6);
        QVERIFY(std::abs(r.air.airHeatNameplateW - 277'302.3) < 1e-6);
        QCOMPARE(r.air.liquidHeatNameplateW, 0.0);
        QCOMPARE(r.air.itPowerW, 240'000.0);
        QVERIFY(std::abs(r.air.roomAirCduHeatW - 208'800.0) < 1e-6);
        QVERIFY(std::abs(r.air.roomAirCduPowerW - 12'093.0) < 1e-6);
        QVERIFY(std::abs(r.air.airHeatW - 252'093.0) < 1e-6);
        QCOMPARE(r.air.liquidHeatW, 0.0);
        QVERIFY(!r.air.liquidLoop.carriesHeat);
        QVERIFY(std::abs(r.air.annualCoolingKwh - 78'597.65433 * 8.76) < 1e-6);
        // The liquid column is the same racks on facility water: 208.8 kW to the liquid plant,
        // 31.2 kW to the air, no sidecar.
        QVERIFY(r.liquid.buildable);
        QVERIFY(std::abs(r.liquid.liquidHeatW - 208'800.0) < 1e-6);
        QVERIFY(std::abs(r.liquid.airHeatW - 31'200.0) < 1e-6);
        QVERIFY(std::abs(r.liquid.liquidHeatNameplateW - 229'680.0) < 1e-6);
        QCOMPARE(r.liquid.roomAirCduHeatW, 0.0);
        QCOMPARE(r.liquid.roomAirCduPowerW, 0.0);
        // evaluate --json names both figures.
        const json j = CoolingEngine::toJson(r);
        QVERIFY(std::abs(j["air"]["room_air_cdu_heat_w"].get<double>() - 208'800.0) < 1e-6);
        QVERIFY(std::abs(j["air"]["room_air_cdu_power_w"].get<double>() - 12'093.0) < 1e-6);
        // Forcing the design to air changes nothing: the racks need no liquid plant.
        Project forced = sidecarHall();
        forced.cooling.architecture = CoolingArchitecture::Air;
        w.clear();
        run(forced, &w);
        QVERIFY(!findWarning(w, "cooling.liquid_device_in_air_design"));
    }

    // The same hall short of capacity. N+1: the two CRAHs give 150 kW for 277.3 kW of room air,
    // 243.0 kW of it (229.68 + 13.3023) the sidecar's; one sidecar alone leaves nothing usable.
    // At N with a third rack: 3 x 114.84 = 344.52 kW of cold-plate heat on a 240 kW sidecar.
    void sidecarShortfallsAreWarned()
    {
        Project p = sidecarHall();
        p.cooling.redundancy = CoolingRedundancy::NPlus1;
        std::vector<Warning> w;
        run(p, &w);
        const Warning *room = findWarning(w, "cooling.room_air_capacity");
        QVERIFY(room);
        QCOMPARE(room->severity, Warning::Severity::Error);
        QCOMPARE(room->objectIds, (std::vector<std::string>{"CRAH-1", "CRAH-2", "SC-1"}));
        QVERIFY2(room->message.find("Room air heat 277.3 kW (of which 243.0 kW from liquid-to-air CDUs) exceeds the "
                                    "usable capacity of the CRAH/in-row units, 150.0 kW at N+1") != std::string::npos,
                 room->message.c_str());
        const Warning *cdu = findWarning(w, "cooling.cdu_capacity");
        QVERIFY(cdu);
        QCOMPARE(cdu->objectIds, std::vector<std::string>{"SC-1"});

        p.cooling.redundancy = CoolingRedundancy::N;
        p.racks.push_back(nvl72("R3"));
        p.equipment.push_back(unit("CRAH-3", "crah-cw-150"));
        w.clear();
        const CoolingResult r = run(p, &w);
        const CapacityCheck &pool = check(r, CapacityCheck::Kind::Cdu);
        QVERIFY(std::abs(pool.loadW - 344'520.0) < 1e-6);
        QVERIFY(!pool.ok);
        const Warning *over = findWarning(w, "cooling.cdu_capacity");
        QVERIFY(over);
        QVERIFY2(over->message.find("Liquid heat 344.5 kW exceeds the usable CDU capacity, 240.0 kW at N") != std::string::npos,
                 over->message.c_str());
        // The heat is still all the room's: 3 x 17.16 + 344.52 + 344.52 x 13.9 / 240 = 415.95345 kW.
        QVERIFY(std::abs(check(r, CapacityCheck::Kind::RoomAir).loadW - 415'953.45) < 1e-6);

        // No CRAH at all: the sidecars' heat has no air unit to go to.
        p.equipment = {unit("SC-1", "cdu-l2a-240"), unit("SC-2", "cdu-l2a-240")};
        w.clear();
        run(p, &w);
        const Warning *none = findWarning(w, "cooling.no_air_units");
        QVERIFY(none);
        QCOMPARE(none->objectIds, (std::vector<std::string>{"SC-1", "SC-2"}));
    }

    // The facility-water CDU in the sidecar's place: the hall as before issue 33 item 4. The
    // 229.68 kW go to the liquid plant, the room carries 2 x 17.16 = 34.32 kW, and no air version
    // of a GB200 NVL72 exists.
    void facilityWaterCduUnchanged()
    {
        Project p = sidecarHall();
        p.equipment.front() = unit("CDU-1", "cdu-1350");
        std::vector<Warning> w;
        const CoolingResult r = run(p, &w);
        QCOMPARE(r.designArchitecture, std::string("liquid"));
        QVERIFY(std::abs(r.liquid.liquidHeatNameplateW - 229'680.0) < 1e-6);
        QVERIFY(std::abs(r.liquid.liquidHeatW - 208'800.0) < 1e-6);
        QCOMPARE(r.liquid.roomAirCduHeatNameplateW, 0.0);
        QCOMPARE(r.liquid.roomAirCduPowerW, 0.0);
        QVERIFY(std::abs(check(r, CapacityCheck::Kind::RoomAir).loadW - 34'320.0) < 1e-6);
        QCOMPARE(check(r, CapacityCheck::Kind::RoomAir).objectIds, (std::vector<std::string>{"CRAH-1", "CRAH-2"}));
        QVERIFY(std::abs(check(r, CapacityCheck::Kind::Cdu).loadW - 229'680.0) < 1e-6);
        QVERIFY(!r.air.buildable);
        const Warning *blocked = findWarning(w, "cooling.air_not_buildable");
        QVERIFY(blocked);
        QCOMPARE(blocked->objectIds, (std::vector<std::string>{"R1", "R2"}));
    }

    // One rack on a sidecar loop of its own (SC-1 names R1), the other on the hall's facility-
    // water CDU: a liquid design whose liquid plant takes R2's 114.84 kW while R1's 114.84 kW and
    // the sidecar's 114.84 x 13.9 / 240 = 6.65115 kW join the room air: 34.32 + 114.84 + 6.65115
    // = 155.81115 kW. Only R2 stands in the way of an air version.
    void mixedLoopsSplitTheHeat()
    {
        Project p = sidecarHall();
        p.equipment.front().servesRackIds = {"R1"};
        p.equipment.push_back(unit("CDU-1", "cdu-1350"));
        std::vector<Warning> w;
        const CoolingResult r = run(p, &w);
        QCOMPARE(r.designArchitecture, std::string("liquid"));
        QVERIFY(std::abs(r.liquid.liquidHeatNameplateW - 114'840.0) < 1e-6);
        QVERIFY(std::abs(r.liquid.roomAirCduHeatNameplateW - 114'840.0) < 1e-6);
        QVERIFY(std::abs(r.liquid.roomAirCduPowerNameplateW - 6'651.15) < 1e-6);
        QVERIFY(std::abs(r.liquid.airHeatNameplateW - 155'811.15) < 1e-6);
        QVERIFY(std::abs(check(r, CapacityCheck::Kind::RoomAir).loadW - 155'811.15) < 1e-6);
        const CapacityCheck &loop = check(r, CapacityCheck::Kind::CduLoop);
        QVERIFY(std::abs(loop.loadW - 114'840.0) < 1e-6);
        QCOMPARE(loop.objectIds, (std::vector<std::string>{"SC-1", "R1"}));
        QVERIFY(std::abs(check(r, CapacityCheck::Kind::Cdu).loadW - 114'840.0) < 1e-6);
        const Warning *blocked = findWarning(w, "cooling.air_not_buildable");
        QVERIFY(blocked);
        QCOMPARE(blocked->objectIds, std::vector<std::string>{"R2"});

        // Parallel CDUs of both kinds on one loop share its heat as their capacity: the sidecar
        // takes 240 / (240 + 1,368) of it.
        p.equipment.front().servesRackIds.clear();
        const CduLoops loops = CduLoops::find(p, Catalog::builtIn());
        QCOMPARE(loops.loops.size(), size_t(1));
        QVERIFY(std::abs(loops.pool().roomAirShare() - 240.0 / 1608.0) < 1e-15);
        QVERIFY(!loops.pool().allRoomAir());
        QVERIFY(std::abs(loops.pool().roomAirPowerPerW() - 13'900.0 / 240'000.0) < 1e-15);
    }

    // A sidecar standing in a row with in-row units: IR-1 | R1 | SC-1 (1.2 m) | R2 | IR-2 along x
    // at y = 2, all touching. The sidecar keeps the row whole (without it R1 and R2 would be two
    // rows), and its exhaust is the row's: 2 x 17.16 + 229.68 + 13.3023 = 277.3023 kW against
    // the two 70 kW in-row units at N. The room carries nothing.
    void sidecarInARowHeatsTheRow()
    {
        auto at = [](FloorEquipment e, double x, double y) {
            e.xM = x;
            e.yM = y;
            return e;
        };
        Project p = sidecarHall();
        p.hall = {12.0, 10.0, 0.6};
        p.racks = {nvl72("R1", 1.2, 2.0), nvl72("R2", 3.0, 2.0)};
        p.equipment = {at(unit("IR-1", "inrow-cw-70"), 0.6, 2.0), at(unit("SC-1", "cdu-l2a-240"), 1.8, 2.0),
                       at(unit("IR-2", "inrow-cw-70"), 3.6, 2.0), at(unit("CRAH-1", "crah-cw-150"), 8.0, 7.0)};
        std::vector<Warning> w;
        const CoolingResult r = run(p, &w);
        QCOMPARE(std::count_if(r.checks.begin(), r.checks.end(), [](const CapacityCheck &c) { return c.kind == CapacityCheck::Kind::InRowRow; }), 1L);
        const CapacityCheck &row = check(r, CapacityCheck::Kind::InRowRow);
        QVERIFY(std::abs(row.loadW - 277'302.3) < 1e-6);
        QCOMPARE(row.capacityW, 140'000.0);
        QCOMPARE(row.objectIds, (std::vector<std::string>{"IR-1", "IR-2", "R1", "R2", "SC-1"}));
        QCOMPARE(check(r, CapacityCheck::Kind::RoomAir).loadW, 0.0);
        const Warning *short_ = findWarning(w, "cooling.inrow_capacity");
        QVERIFY(short_);
        QVERIFY2(short_->message.find("277.3 kW (of which 243.0 kW from liquid-to-air CDUs)") != std::string::npos,
                 short_->message.c_str());
    }

    void rearDoorAndCduChecks()
    {
        Project p;
        p.racks.push_back(dgxRack("R1", 6));  // 61.2 kW of air in the air design
        p.racks[0].rearDoorCatalogId = "rdhx-55";
        std::vector<Warning> w;
        CoolingResult r = run(p, &w);
        const Warning *door = findWarning(w, "cooling.rear_door_overload");
        QVERIFY(door);
        QCOMPARE(door->objectIds, std::vector<std::string>{"R1"});
        QVERIFY(!findWarning(w, "cooling.rack_density"));  // the door takes the rack's heat
        // Liquid design: liquid heat 6 x 6,904.125 = 41,424.75 W; one 121 kW in-rack CDU.
        p.cooling.architecture = CoolingArchitecture::Liquid;
        p.equipment.push_back(unit("CDU-1", "cdu-inrack-121"));
        p.cooling.redundancy = CoolingRedundancy::N;
        w.clear();
        r = run(p, &w);
        QVERIFY(std::abs(r.checks[3].loadW - 41424.75) < 1e-6);
        QVERIFY(r.checks[3].ok);
        QVERIFY(!findWarning(w, "cooling.rear_door_overload"));  // 6 x 2,301.375 = 13.8 kW
        p.cooling.redundancy = CoolingRedundancy::NPlus1;        // one unit, N+1: nothing usable
        w.clear();
        run(p, &w);
        QVERIFY(findWarning(w, "cooling.cdu_capacity"));
    }

    void articleCase()
    {
        // REFERENCE 6: 50 DGX H100 x 10.2 kW = 510 kW; 510 x 8,760 h = 4,467,600 kWh; at
        // $0.15/kWh = $670,140 per year of IT energy. At PUE 1.3: $871,182.
        Project p;
        for (int i = 0; i < 12; ++i)
            p.racks.push_back(dgxRack("R" + std::to_string(i), 4));
        p.racks.push_back(dgxRack("R12", 2));
        p.site.electricityPricePerKwh = 0.15;
        p.cooling.itPowerBasis = ItPowerBasis::Nameplate;
        p.cooling.climateProfileId = "custom";
        p.cooling.customClimate = constantClimate(30.0);
        // A plant with exactly 0.3 W of overhead per W of IT: chiller only, COP 10/3.
        AirPlantSettings &a = p.cooling.air;
        a.economizer = Economizer::None;
        a.heatRejection = HeatRejection::DryCooler;
        a.fanWPerKw = a.pumpWPerKw = a.heatRejectionWPerKw = 0.0;
        a.chillerCop = 10.0 / 3.0;
        a.chillerRatingOutdoorC = 30.0;
        p.cooling.powerChain = {{0, 0, 0, 1}, {0, 0, 0, 1}, {0, 0, 0, 1}};
        p.cooling.lightingOtherWPerM2 = 0.0;
        const CoolingResult r = run(p);
        QCOMPARE(r.air.itPowerW, 510000.0);
        QVERIFY(std::abs(r.air.annualItKwh * 0.15 - 670140.0) < 1e-6);
        QVERIFY(std::abs(r.air.pue - 1.3) < 1e-12);
        QVERIFY(std::abs(r.air.annualEnergyCost - 871182.0) < 1e-6);
    }

    void eachLoopCountsItsOwnHours()
    {
        // Issue 30 item 1, constant 20 C, no economizer on the air plant. Liquid loop (32 C
        // supply, 5 K approach, 10 K rise): tFull = 32 - 5 = 27 C, 20 <= 27 -> f = 1, free all
        // 8,760 hours. Its residual air plant has no economizer -> f = 0, mechanical all year.
        // The architecture as a whole is mechanical every hour; the liquid loop is not.
        const CoolingResult r = run(handProject(20.0, Economizer::None));
        QVERIFY(r.liquid.liquidLoop.carriesHeat);
        QCOMPARE(r.liquid.liquidLoop.free, 8760);
        QCOMPARE(r.liquid.liquidLoop.partial + r.liquid.liquidLoop.mechanical, 0);
        QCOMPARE(r.liquid.airLoop.mechanical, 8760);
        QCOMPARE(r.liquid.freeCoolingHours, 0);
        QCOMPARE(r.liquid.mechanicalHours, 8760);
        // The air architecture has no liquid loop: no hours, not zero free hours.
        QVERIFY(!r.air.liquidLoop.carriesHeat);
        QCOMPARE(r.air.liquidLoop.free + r.air.liquidLoop.partial + r.air.liquidLoop.mechanical, 0);
        QCOMPARE(r.air.airLoop.mechanical, 8760);
        // At 30 C: f = (37 - 30) / (37 - 27) = 0.7 -> partial every hour (the trim chiller helps).
        const CoolingResult hot = run(handProject(30.0, Economizer::None));
        QCOMPARE(hot.liquid.liquidLoop.partial, 8760);
        // JSON: each loop's hours; a loop without heat says so and has no counts.
        const json j = CoolingEngine::toJson(r);
        QCOMPARE(j["liquid"]["liquid_loop_hours"]["free"].get<int>(), 8760);
        QCOMPARE(j["liquid"]["air_loop_hours"]["mechanical"].get<int>(), 8760);
        QCOMPARE(j["air"]["liquid_loop_hours"]["carries_heat"].get<bool>(), false);
        QVERIFY(!j["air"]["liquid_loop_hours"].contains("free"));
    }

    void liquidLoopFreeInSingaporeAt40C()
    {
        // The review's case: Singapore with the warm-water loop at 40 C. tFull = 40 - 5 = 35 C,
        // tNone = 45 C. Every hour of the synthetic year is below 35 C (asserted below on the
        // year itself), so the liquid loop is free all 8,760 hours while the air plant (water-side
        // economizer, 15 C chilled water, cooling tower) never is.
        Project p;
        p.racks.push_back(dgxRack("R1", 4));
        p.cooling.climateProfileId = "singapore";
        p.cooling.liquid.supplyC = 40.0;
        const CoolingResult r = run(p);
        const HourlyClimate &year = *r.year;
        // The year's hours, then Changi's two ASHRAE design points (33.2 °C cooling 0.4 %, 30.7 °C
        // with the evaporation 0.4 % wet bulb), which size the plant but are not hours.
        QCOMPARE(year.points(), HourlyClimate::kHours + 2);
        const auto hours = year.dryBulbC.begin() + HourlyClimate::kHours;
        const auto hottest = std::max_element(year.dryBulbC.begin(), hours);
        QVERIFY2(*hottest < 35.0, std::to_string(*hottest).c_str());
        QCOMPARE(r.liquid.liquidLoop.free, 8760);
        QCOMPARE(r.air.airLoop.free, 0);
        QCOMPARE(r.liquid.freeCoolingHours, 0);  // bound by the residual air plant
        // At the default 32 C supply the loop is free only below 27 C and partial up to 37 C:
        // one hour by hand, the hottest: f = (37 - T) / 10 with 27 < T < 37 -> partial.
        p.cooling.liquid.supplyC = 32.0;
        const CoolingResult cool = run(p);
        QVERIFY(*hottest > 27.0 && *hottest < 37.0);
        const double f = (37.0 - *hottest) / 10.0;
        QVERIFY(std::abs(PlantModel::freeFraction(*hottest, 27.0, 37.0) - f) < 1e-12);
        int free = 0, partial = 0;
        for (auto t = year.dryBulbC.begin(); t != hours; ++t)
            (*t <= 27.0 ? free : partial)++;
        QCOMPARE(cool.liquid.liquidLoop.free, free);
        QCOMPARE(cool.liquid.liquidLoop.partial, partial);
        QVERIFY(partial > 0);
    }

    void liquidLoopOnACoolingTowerUsesTheWetBulb()
    {
        // Constant 30 C at 50 % RH: wet-bulb (Stull) about 22.0 C. Dry coolers: f = 0.7 as above,
        // partial all year. A tower: 22.0 <= 27 -> free all year, the trim chiller never runs,
        // the loop's towers are priced instead of dry coolers and its heat needs make-up water.
        Project p = handProject(30.0, Economizer::None);
        const CoolingResult dry = run(p);
        p.cooling.liquid.heatRejection = HeatRejection::CoolingTower;
        const CoolingResult tower = run(p);
        QVERIFY(std::abs(tower.year->wetBulbC[0] - HourlyClimate::stullWetBulbC(30.0, 50.0)) < 1e-9);
        QVERIFY(tower.year->wetBulbC[0] < 27.0);
        QCOMPARE(dry.liquid.liquidLoop.partial, 8760);
        QCOMPARE(tower.liquid.liquidLoop.free, 8760);
        QVERIFY(tower.liquid.pue < dry.liquid.pue);
        QCOMPARE(tower.air.pue, dry.air.pue);  // the air architecture has no liquid loop
        // Round trip of the new key.
        const json written = ProjectWriter::toJson(p);
        QCOMPARE(written["cooling"]["liquid"]["heat_rejection"].get<std::string>(), std::string("cooling_tower"));
    }

    void sanity()
    {
        Project p;
        p.racks.push_back(dgxRack("R1", 4));
        p.cooling.climateProfileId = "dublin";
        const CoolingResult dublin = run(p);
        p.cooling.climateProfileId = "singapore";
        const CoolingResult singapore = run(p);
        // Liquid removes server fan power from IT.
        QVERIFY(singapore.liquid.itPowerW < singapore.air.itPowerW);
        // A hotter climate raises PUE, for both architectures.
        QVERIFY(singapore.air.pue > dublin.air.pue);
        QVERIFY(singapore.liquid.pue > dublin.liquid.pue);
        QVERIFY(singapore.air.freeCoolingHours < dublin.air.freeCoolingHours);
        // A warmer liquid supply lowers the liquid PUE.
        p.cooling.liquid.supplyC = 40.0;
        const CoolingResult warm = run(p);
        QVERIFY(warm.liquid.pue < singapore.liquid.pue);
        QCOMPARE(warm.air.pue, singapore.air.pue);
    }

    void itPowerDefinitionsByHand()
    {
        // Issue 30 item 3, docs/it-power.md: four DGX H100 (catalog max 10,200 W, typical
        // 7,650 W, fan share 0.13), no fabric (no optics), the PDUs sized at load factor 0.8,
        // energy at the typical draw, liquid capturing 75 %.
        //   device nameplate 4 x 10,200 = 40,800 W = IT nameplate (optics 0);
        //   IT typical 4 x 7,650 = 30,600 W; design load 4 x 10,200 x 0.8 = 32,640 W;
        //   server fans at nameplate 10,200 x 0.13 x 0.75 = 994.5 W each -> 3,978 W, so the
        //   liquid IT nameplate is 36,822 W; at the typical draw 7,650 x 0.13 x 0.75 = 745.875 W
        //   each -> 2,983.5 W, liquid energy IT 27,616.5 W.
        Project p = handProject(30.0, Economizer::None);
        p.cooling.itPowerBasis = ItPowerBasis::Typical;
        p.power.designLoad = PowerSettings::DesignLoad::LoadFactor;
        p.power.loadFactor = 0.8;
        const Analysis a = Analyzer::run(p, Catalog::builtIn());
        const ItPowerResult &it = a.itPower;
        QCOMPARE(it.deviceNameplateW, 40800.0);
        QCOMPARE(it.opticsW, 0.0);
        QCOMPARE(it.nameplateW, 40800.0);
        QCOMPARE(it.typicalW, 30600.0);
        QVERIFY(std::abs(it.designW - 32640.0) < 1e-6);
        QCOMPARE(it.designBasis, std::string("load factor 0.80"));
        QCOMPARE(it.energyBasis, std::string("typical"));
        QCOMPARE(it.energyW, 30600.0);
        QVERIFY(std::abs(it.serverFansNameplateW - 3978.0) < 1e-6);
        QVERIFY(std::abs(it.liquidNameplateW - 36822.0) < 1e-6);
        QVERIFY(std::abs(it.serverFansEnergyW - 2983.5) < 1e-6);
        QVERIFY(std::abs(it.liquidEnergyW - 27616.5) < 1e-6);
        // No CDU and no liquid device: the design is air, its IT nameplate keeps the fans.
        QCOMPARE(a.cooling->designArchitecture, std::string("air"));
        QCOMPARE(it.designArchitectureNameplateW, 40800.0);
        const json j = Analyzer::toJson(p, a)["it_power"];
        QCOMPARE(j["design_w"].get<double>(), it.designW);
        QCOMPARE(j["liquid_nameplate_w"].get<double>(), it.liquidNameplateW);
        QCOMPARE(j["design_basis"].get<std::string>(), std::string("load factor 0.80"));

        // Cooled by liquid: the design architecture's IT nameplate loses the fans, 36,822 W.
        p.cooling.architecture = CoolingArchitecture::Liquid;
        const Analysis liquid = Analyzer::run(p, Catalog::builtIn());
        QVERIFY(std::abs(liquid.itPower->designArchitectureNameplateW - 36822.0) < 1e-6);
        // The power chain keeps the catalog's nameplate (fans in): the same design load.
        QVERIFY(std::abs(liquid.itPower->designW - 32640.0) < 1e-6);
    }

    void samplesEvaluate()
    {
        const QString path = QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects/superpod-h100-liquid.json"));
        const ReadResult rr = ProjectReader::readFile(path, Catalog::builtIn());
        QVERIFY2(rr.project, formatErrors(rr.errors).c_str());
        const Analysis a = Analyzer::run(*rr.project, Catalog::builtIn());
        QCOMPARE(a.cooling->designArchitecture, std::string("liquid"));
        QCOMPARE(a.cooling->climateId, std::string("ashburn-va"));
        QVERIFY(a.cooling->liquid.pue > 1.0 && a.cooling->liquid.pue < a.cooling->air.pue);
        const json j = Analyzer::toJson(*rr.project, a);
        QVERIFY(j["cooling"]["air"]["pue_monthly"].size() == 12);
        QVERIFY(j["cost"].contains("break_even_years"));
    }

    void settingsRoundTrip()
    {
        const ReadResult r = readWithCooling({{"climate_profile", "custom"},
                                              {"custom_climate", ClimateProfiles::toJson(constantClimate(12.0))},
                                              {"redundancy", "2N"},
                                              {"air", {{"chiller_kw_per_ton", 0.8}, {"economizer", "air_side"}}},
                                              {"liquid", {{"supply_c", 40}}},
                                              {"power_chain", {{"ups", {{"load_fraction", 0.25}}}, {"ups_mode", "eco"}}},
                                              {"cost", {{"tco_years", 7}}}});
        QVERIFY2(r.project, formatErrors(r.errors).c_str());
        const CoolingSettings &s = r.project->cooling;
        QVERIFY(std::abs(s.air.chillerCop - 3.517 / 0.8) < 1e-12);  // 4.39625
        QCOMPARE(s.redundancy, CoolingRedundancy::TwoN);
        QCOMPARE(s.air.economizer, Economizer::AirSide);
        QCOMPARE(s.powerChain.ups.loadFraction, 0.25);
        QCOMPARE(s.powerChain.upsMode, UpsMode::Eco);
        QCOMPARE(s.cost.tcoYears, 7);
        QVERIFY(s.customClimate);
        const ReadResult again = ProjectReader::readText(ProjectWriter::toText(*r.project), "again.json", Catalog::builtIn());
        QVERIFY2(again.project, formatErrors(again.errors).c_str());
        QVERIFY(*again.project == *r.project);
        // Defaults write no section.
        QVERIFY(!ProjectWriter::toJson(Project{}).contains("cooling"));
    }

    void badSettings_data()
    {
        QTest::addColumn<QString>("cooling");
        QTest::addColumn<QString>("path");
        QTest::newRow("cop out of range") << R"({"air": {"chiller_cop": 40}})" << "/cooling/air/chiller_cop";
        QTest::newRow("unknown economizer") << R"({"air": {"economizer": "wet"}})" << "/cooling/air/economizer";
        QTest::newRow("cop and kW/ton") << R"({"air": {"chiller_cop": 5, "chiller_kw_per_ton": 0.6}})"
                                        << "/cooling/air/chiller_kw_per_ton";
        QTest::newRow("unknown profile") << R"({"climate_profile": "atlantis"})" << "/cooling/climate_profile";
        QTest::newRow("custom without data") << R"({"climate_profile": "custom"})" << "/cooling/climate_profile";
        QTest::newRow("11 months") << R"({"custom_climate": {"id": "c", "source": "s", "mean_c": [1,2,3,4,5,6,7,8,9,10,11],
            "daily_range_k": [1,1,1,1,1,1,1,1,1,1,1,1], "rh_pct": [50,50,50,50,50,50,50,50,50,50,50,50]}})"
                                   << "/cooling/custom_climate/mean_c";
        QTest::newRow("RH 150 %") << R"({"custom_climate": {"id": "c", "source": "s", "mean_c": [1,2,3,4,5,6,7,8,9,10,11,12],
            "daily_range_k": [1,1,1,1,1,1,1,1,1,1,1,1], "rh_pct": [50,50,50,150,50,50,50,50,50,50,50,50]}})"
                                  << "/cooling/custom_climate/rh_pct/3";
        QTest::newRow("UPS load 0") << R"({"power_chain": {"ups": {"load_fraction": 0}}})"
                                    << "/cooling/power_chain/ups/load_fraction";
        QTest::newRow("redundancy") << R"({"redundancy": "N+2"})" << "/cooling/redundancy";
        QTest::newRow("UPS mode") << R"({"power_chain": {"ups_mode": "line_interactive"}})" << "/cooling/power_chain/ups_mode";
        QTest::newRow("tco years 0") << R"({"cost": {"tco_years": 0}})" << "/cooling/cost/tco_years";
        QTest::newRow("liquid supply text") << R"({"liquid": {"supply_c": "warm"}})" << "/cooling/liquid/supply_c";
        QTest::newRow("section not object") << R"([1])" << "/cooling";
    }
    void badSettings()
    {
        QFETCH(QString, cooling);
        QFETCH(QString, path);
        const ReadResult r = readWithCooling(json::parse(cooling.toStdString()));
        QVERIFY(!r.project);
        QVERIFY2(hasError(r.errors, path.toStdString()), formatErrors(r.errors).c_str());
    }
};

QTEST_GUILESS_MAIN(TestCooling)
#include "test_cooling.moc"
