// Hydraulics of the CDU loops and the ASHRAE liquid classes (issue 34 items 1 and 2): every
// expectation is worked by hand in the comment beside it from the formulas of docs/cooling.md
// ("Hydraulics"), with water at 997 kg/m3, 4.18 kJ/(kg K), 0.72 mPa s and commercial steel
// (0.045 mm) as the defaults; each bad input has its failing path.
#include "analysis/analyzer.h"
#include "cost/costresult.h"
#include "catalog/catalog.h"
#include "climate/hourlyclimate.h"
#include "cooling/coolingengine.h"
#include "cooling/loophydraulics.h"
#include "cooling/pipesizing.h"
#include "engine/enginetext.h"
#include "io/projectreader.h"
#include "project/project.h"
#include <QDir>
#include <QFile>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

using namespace dcs;
using nlohmann::json;

namespace {

ClimateProfile constantClimate(double tC)
{
    ClimateProfile c;
    c.id = "custom";
    c.name = "Constant";
    c.source = "test";
    c.meanC.fill(tC);
    c.dailyRangeK.fill(0.0);
    c.rhPct.fill(50.0);
    return c;
}

Rack nvl72(const std::string &id, double xM, double yM)
{
    Rack r;
    r.id = r.name = id;
    r.catalogId = "gb200-nvl72";
    r.xM = xM;
    r.yM = yM;
    return r;
}

FloorEquipment cdu(const std::string &id, double xM, double yM)
{
    FloorEquipment e;
    e.id = e.name = id;
    e.catalogId = "cdu-1350";
    e.xM = xM;
    e.yM = yM;
    return e;
}

// `racks` GB200 NVL72 side by side from (3.0, 1.2), `cdus` cdu-1350 from (3.0, 6.0) 1.8 m apart,
// N+1, a constant 20 °C year.
Project gb200Hall(int racks, int cdus)
{
    Project p;
    p.hall = {40.0, 20.0, 0.6};
    for (int i = 0; i < racks; ++i)
        p.racks.push_back(nvl72("R" + std::to_string(i + 1), 3.0 + 0.6 * i, 1.2));
    for (int i = 0; i < cdus; ++i)
        p.equipment.push_back(cdu("CDU-" + std::to_string(i + 1), 3.0 + 1.8 * i, 6.0));
    p.cooling.climateProfileId = "custom";
    p.cooling.customClimate = constantClimate(20.0);
    p.cooling.redundancy = CoolingRedundancy::NPlus1;
    return p;
}

CoolingResult run(const Project &p, std::vector<Warning> &w)
{
    return CoolingEngine::evaluate({p, Catalog::builtIn(), w}, {});
}

const Warning *findWarning(const std::vector<Warning> &ws, const std::string &code)
{
    const auto it = std::find_if(ws.begin(), ws.end(), [&](const Warning &w) { return w.key() == code; });
    return it == ws.end() ? nullptr : &*it;
}

bool near(double a, double b, double relative = 1e-6) { return std::abs(a - b) <= relative * std::max(1.0, std::abs(b)); }

bool names(const Warning &w, const std::string &id)
{
    return std::find(w.objectIds.begin(), w.objectIds.end(), id) != w.objectIds.end();
}

ReadResult readWithLiquid(const json &liquid)
{
    QFile f(QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("tests/data/minimal-v2.json")));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("tests/data/minimal-v2.json is missing");
    json doc = json::parse(f.readAll().toStdString());
    doc["cooling"] = {{"liquid", liquid}};
    return ProjectReader::readJson(doc, "liquid.json", Catalog::builtIn());
}

const LoadError *errorAt(const LoadErrors &errors, const std::string &path)
{
    const auto it = std::find_if(errors.begin(), errors.end(), [&](const LoadError &e) { return e.path == path; });
    return it == errors.end() ? nullptr : &*it;
}

} // namespace

class TestHydraulics : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void groupedNumbersInMessages()
    {
        // The engines' messages print flows as the studio shows figures: with thousands separators.
        QCOMPARE(grouped(2756.4, 0), std::string("2,756"));
        QCOMPARE(grouped(999.6, 0), std::string("1,000"));  // rounded first, then grouped
        QCOMPARE(grouped(-1234567.891, 2), std::string("-1,234,567.89"));
        QCOMPARE(grouped(512, 0), std::string("512"));
    }

    // One GB200 NVL72 at nameplate: 132 kW x 0.87 = 114.84 kW into its cold plates.
    // At a 10 K rise: 114.84 / (4.18 x 10) = 2.7474 kg/s; / 0.997 kg/L x 60 = 165.338 L/min.
    // Its catalog minimum, 1.5 L/min per kW x 114.84 kW = 172.26 L/min, is more: it governs.
    // At an 8 K rise the heat needs 165.338 x 10 / 8 = 206.673 L/min: then the heat governs.
    void oneGb200RackFlow()
    {
        const LiquidPlantSettings l;
        QVERIFY(near(LoopHydraulics::flowForHeatLpm(114'840.0, 10.0, l), 165.338120));
        const CatalogEntry &gb200 = *Catalog::builtIn().find("gb200-nvl72");
        RackLiquidNeed rack;
        LoopHydraulics::addSystem(rack, gb200, 132'000.0 * 0.87, l);
        QVERIFY(near(rack.flowForHeatLpm, 165.338120));
        QVERIFY(near(rack.minimumFlowLpm, 172.26));
        QVERIFY(near(rack.flowLpm, 172.26));
        QVERIFY(rack.minimumFlowGoverns);
        QCOMPARE(rack.pressureDropKpa, 100.0);  // catalog liquid.pressure_drop_kpa
        QVERIFY(!rack.pressureDropAssumed);
        QCOMPARE(rack.maxSupplyC, 45.0);
        LiquidPlantSettings eight;
        eight.loopRiseK = 8.0;
        RackLiquidNeed wide;
        LoopHydraulics::addSystem(wide, gb200, 114'840.0, eight);
        QVERIFY(near(wide.flowLpm, 206.672650));
        QVERIFY(!wide.minimumFlowGoverns);
        // An air-native server's cold plates: no catalog minimum, the setting's pressure drop.
        RackLiquidNeed dgx;
        LoopHydraulics::addSystem(dgx, *Catalog::builtIn().find("dgx-h100"), 7'000.0, l);
        QCOMPARE(dgx.minimumFlowLpm, 0.0);
        QCOMPARE(dgx.pressureDropKpa, 70.0);
        QVERIFY(dgx.pressureDropAssumed);
        QCOMPARE(dgx.maxSupplyC, 0.0);
    }

    // Darcy-Weisbach with Swamee-Jain, 600 L/min (0.01 m3/s) through 30 m of DN100 (102.3 mm):
    // v = 0.01 / (pi 0.1023^2 / 4) = 1.21663 m/s; Re = 997 x 1.21663 x 0.1023 / 0.00072 = 172,344;
    // e/D = 0.045 / 102.3; f = 0.25 / log10(e/(3.7 D) + 5.74 / Re^0.9)^2 = 0.0188884;
    // dp = f (30 / 0.1023) x 997 x 1.21663^2 / 2 = 4,087.2 Pa.
    void pipePressureDropByHand()
    {
        QVERIFY(near(PipeSizing::velocity(0.01, 0.1023), 1.216631, 1e-5));
        QVERIFY(near(PipeSizing::frictionFactor(172'344.388, 0.045 / 102.3), 0.0188884, 1e-5));
        QVERIFY(near(PipeSizing::pressureDropPa(0.01, 30.0, 0.1023, 997.0, 0.00072, 0.045e-3), 4'087.174, 1e-5));
        QCOMPARE(PipeSizing::frictionFactor(1'000.0, 0.001), 0.064);  // laminar: 64 / Re
        // 0.01 m3/s at 2 m/s: DN80 (77.9 mm) runs at 2.098 m/s, DN100 at 1.217: DN100.
        QCOMPARE(PipeSizing::forFlow(0.01, 2.0).dn, 100);
        QCOMPARE(PipeSizing::forFlow(10.0, 2.0).dn, 600);  // past the table: the largest size
    }

    // One GB200 rack (600 x 1200 mm at (3.0, 1.2): centre (3.3, 1.8)) and one cdu-1350 (1200 x
    // 1200 mm at (3.0, 6.0): centre (3.6, 6.6)). Run = |3.6 - 3.3| + |6.6 - 1.8| + 3 m riser =
    // 8.1 m. Loop flow 172.26 L/min = 0.002871 m3/s: DN40 would run at 2.185 m/s, DN50 (52.5 mm)
    // at 1.32625 m/s. Pipe: 2 x 8.1 x 1.5 = 24.3 m equivalent; Re = 997 x 1.32625 x 0.0525 /
    // 0.00072 = 96,415; f = 0.0219149; dp = f (24.3 / 0.0525) 997 x 1.32625^2 / 2 = 8,894.1 Pa.
    // The rack needs 100 kPa (its systems) + 8.894 = 108.894 kPa of the CDU's 250 kPa.
    void loopPressureDropFromItsParts()
    {
        Project p = gb200Hall(1, 1);
        p.cooling.redundancy = CoolingRedundancy::N;
        std::vector<Warning> w;
        const CoolingResult r = run(p, w);
        QCOMPARE(int(r.hydraulics.loops.size()), 1);
        const CduLoopHydraulics &loop = r.hydraulics.loops[0];
        QVERIFY(loop.carriesHeat);
        QCOMPARE(loop.pipeDn, 50);
        QVERIFY(near(loop.pipeVelocityMS, 1.326248, 1e-5));
        const RackHydraulics &rack = loop.racks.at(0);
        QCOMPARE(rack.nearestCduId, std::string("CDU-1"));
        QVERIFY(near(rack.runM, 8.1));
        QVERIFY(near(rack.pipePressureDropKpa, 8.894070, 1e-5));
        QVERIFY(near(rack.pressureDropKpa, 108.894070, 1e-6));
        QVERIFY(near(loop.headNeededKpa, 108.894070, 1e-6));
        QCOMPARE(loop.headCriticalRackId, std::string("R1"));
        QCOMPARE(loop.headAvailableKpa, 250.0);
        QVERIFY(near(loop.headMarginKpa, 141.105930, 1e-6));
        QVERIFY(!findWarning(w, "cooling.cdu_head_short"));
        QVERIFY(!findWarning(w, "cooling.cdu_flow_short"));
        // Secondary 32 + 3 K approach = 35 °C. The system's minimum flow, 172.26 L/min, is above
        // the 165.338 L/min its heat needs at 10 K, so the loop warms less: 10 x 165.338120 /
        // 172.26 = 9.598 K, return 44.598 °C. Facility 32 -> 42 °C carrying the 114.84 kW at its
        // 10 K rise: the same 165.338 L/min as the heat needs on the secondary.
        QCOMPARE(loop.secondarySupplyC, 35.0);
        QVERIFY(near(loop.secondaryReturnC, 35.0 + 10.0 * 165.338120 / 172.26, 1e-5));
        QCOMPARE(loop.facilityReturnC, 42.0);
        QVERIFY(near(loop.facilityFlowLpm, 165.338120));
        // Far away, the same rack is short of head: a 600 m riser allowance gives a 605.1 m run,
        // 2 x 605.1 x 1.5 = 1,815.3 m of DN50 at 366.01 Pa/m (8,894.07 / 24.3): 664.4 kPa, more than 250.
        p.cooling.liquid.riserAllowanceM = 600.0;
        std::vector<Warning> far;
        const CoolingResult f = run(p, far);
        QVERIFY(near(f.hydraulics.loops[0].racks[0].pipePressureDropKpa, 8.894070 * 1815.3 / 24.3, 1e-5));
        const Warning *head = findWarning(far, "cooling.cdu_head_short");
        QVERIFY(head);
        QVERIFY(names(*head, "R1") && names(*head, "CDU-1"));
        QVERIFY(head->message.find("250 kPa") != std::string::npos);
    }

    // Issue 34's domain review: 16 GB200 racks, 3 x cdu-1350 at N+1. By kW they are fine:
    // 16 x 114.84 = 1,837.44 kW against 2 x 1,368 = 2,736 kW usable. By flow they are short:
    // 16 x 172.26 = 2,756.16 L/min (2,645.41 at the 10 K rise alone) against 2 x 1,200 = 2,400.
    void sixteenRackHallIsShortOfFlow()
    {
        std::vector<Warning> w;
        const CoolingResult r = run(gb200Hall(16, 3), w);
        QVERIFY(!findWarning(w, "cooling.cdu_capacity"));
        const CduLoopHydraulics &loop = r.hydraulics.loops.at(0);
        QVERIFY(near(loop.flowNeededLpm, 2'756.16));
        QCOMPARE(loop.flowInstalledLpm, 3'600.0);
        QCOMPARE(loop.flowUsableLpm, 2'400.0);
        QVERIFY(near(loop.flowMarginLpm, -356.16));
        const Warning *shortW = findWarning(w, "cooling.cdu_flow_short");
        QVERIFY(shortW);
        QCOMPARE(shortW->severity, Warning::Severity::Error);
        for (const char *id : {"CDU-1", "CDU-2", "CDU-3", "R1", "R16"})
            QVERIFY2(names(*shortW, id), id);
        QVERIFY2(shortW->message.find("2,756 L/min") != std::string::npos, shortW->message.c_str());
        QVERIFY(shortW->message.find("2,645 L/min") != std::string::npos);
        QVERIFY(shortW->message.find("2,400 L/min usable at N+1") != std::string::npos);
        // Four CDUs meet it: 3 x 1,200 = 3,600 usable.
        std::vector<Warning> four;
        run(gb200Hall(16, 4), four);
        QVERIFY(!findWarning(four, "cooling.cdu_flow_short"));
        // The cost bill counts CDUs by flow too: by kW 1,837.44 / 1,368 -> 2, N+1 3; by flow
        // 2,756.16 / 1,200 -> 3, N+1 4. Four cdu-1350, 5,472 kW, are priced.
        const Analysis a = Analyzer::run(gb200Hall(16, 3), Catalog::builtIn());
        const std::vector<CostLine> &capex = a.cost->design().capex;
        const auto cdus = std::find_if(capex.begin(), capex.end(), [](const CostLine &l) { return l.item == "CDUs"; });
        QVERIFY(cdus != capex.end());
        QCOMPARE(cdus->quantity, 4 * 1'368.0);
    }

    // Three CDUs of 1,200 L/min, each lost in turn: 2,400 L/min remain. 13 racks need 13 x 172.26
    // = 2,239.38 L/min (every loss survived); 14 racks 2,411.64 (every loss short).
    void cduFailureRedistribution()
    {
        std::vector<Warning> w13, w14;
        const CoolingResult r13 = run(gb200Hall(13, 3), w13);
        const CoolingResult r14 = run(gb200Hall(14, 3), w14);
        const CduLoopHydraulics &ok = r13.hydraulics.loops.at(0), &bad = r14.hydraulics.loops.at(0);
        QCOMPARE(int(ok.failures.size()), 3);
        for (const CduFailureCase &f : ok.failures) {
            QCOMPARE(f.flowAvailableLpm, 2'400.0);
            QVERIFY(!f.isShort);
        }
        for (const CduFailureCase &f : bad.failures)
            QVERIFY(f.isShort);
        QCOMPARE(bad.worstFailureCduId, std::string("CDU-1"));
        QVERIFY(!findWarning(w13, "cooling.cdu_flow_short"));
        const Warning *shortW = findWarning(w14, "cooling.cdu_flow_short");
        QVERIFY(shortW && shortW->message.find("losing CDU-1 leaves 2,400 L/min") != std::string::npos);
        // At N all three count (3,600); at 2N half (1,800): 14 racks pass at N, fail at 2N.
        Project n = gb200Hall(14, 3);
        n.cooling.redundancy = CoolingRedundancy::N;
        std::vector<Warning> wn;
        QCOMPARE(run(n, wn).hydraulics.loops[0].flowUsableLpm, 3'600.0);
        QVERIFY(!findWarning(wn, "cooling.cdu_flow_short"));
        n.cooling.redundancy = CoolingRedundancy::TwoN;
        std::vector<Warning> w2n;
        QCOMPARE(run(n, w2n).hydraulics.loops[0].flowUsableLpm, 1'800.0);
        QVERIFY(findWarning(w2n, "cooling.cdu_flow_short"));
    }

    // Secondary supply = facility + 3 K (cdu-1350). GB200 accepts 45 °C: a 42 °C facility supply
    // gives 45 (accepted), 43 gives 46 (above: the racks are named).
    void systemsMaxSupplyExceeded()
    {
        Project p = gb200Hall(2, 2);
        p.cooling.liquid.supplyC = 42.0;
        std::vector<Warning> ok;
        QCOMPARE(run(p, ok).hydraulics.loops[0].secondarySupplyC, 45.0);
        QVERIFY(!findWarning(ok, "cooling.supply_above_system_limit"));
        p.cooling.liquid.supplyC = 43.0;
        std::vector<Warning> w;
        const CoolingResult r = run(p, w);
        QCOMPARE(r.hydraulics.loops[0].racksAboveSystemLimit, (std::vector<std::string>{"R1", "R2"}));
        QCOMPARE(r.hydraulics.ashraeClass, std::string("W45"));  // auto: the lowest class holding 43 °C
        const Warning *above = findWarning(w, "cooling.supply_above_system_limit");
        QVERIFY(above && names(*above, "R1") && names(*above, "R2"));
        QVERIFY(above->message.find("46.0 °C") != std::string::npos);
    }

    // ASHRAE classes: auto is the lowest holding the supply; a chosen class below the supply is a
    // load error naming supply_c (nothing is read), and the engine says so for a design built in code.
    void supplyOutsideClass()
    {
        QVERIFY(lowestLiquidClassFor(32.0) == LiquidClass::W32);
        QVERIFY(lowestLiquidClassFor(32.1) == LiquidClass::W40);
        QVERIFY(lowestLiquidClassFor(17.0) == LiquidClass::W17);
        QVERIFY(lowestLiquidClassFor(46.0) == LiquidClass::WPlus);
        QVERIFY(readWithLiquid({{"supply_c", 40}, {"ashrae_class", "W40"}}).project);
        QVERIFY(readWithLiquid({{"supply_c", 30}, {"ashrae_class", "W40"}}).project);  // a class holds every supply below its limit
        const ReadResult bad = readWithLiquid({{"supply_c", 35}, {"ashrae_class", "W32"}});
        QVERIFY(!bad.project);
        const LoadError *e = errorAt(bad.errors, "/cooling/liquid/supply_c");
        QVERIFY(e);
        QVERIFY2(e->message.find("above ASHRAE class W32's limit of 32 °C") != std::string::npos, e->message.c_str());
        QVERIFY(e->message.find("W40") != std::string::npos);
        const ReadResult unknown = readWithLiquid({{"ashrae_class", "W50"}});
        QVERIFY(!unknown.project && errorAt(unknown.errors, "/cooling/liquid/ashrae_class"));
        Project p = gb200Hall(1, 1);
        p.cooling.liquid.ashraeClass = LiquidClass::W27;
        std::vector<Warning> w;
        const CoolingResult r = run(p, w);
        QVERIFY(!r.hydraulics.supplyInClass);
        QVERIFY(r.hydraulics.classChosen);
        QVERIFY(findWarning(w, "cooling.supply_outside_class"));
    }

    // Chiller-free hours at a 32 °C facility supply and a 5 K approach: a constant 20 °C year
    // (20 + 5 <= 32) has all 8,760 dry-cooler hours; 28 °C (33 > 32) none.
    void chillerFreeHours()
    {
        std::vector<Warning> w;
        QCOMPARE(run(gb200Hall(1, 1), w).hydraulics.dryCoolerHours, 8760);
        Project hot = gb200Hall(1, 1);
        hot.cooling.customClimate = constantClimate(28.0);
        QCOMPARE(run(hot, w).hydraulics.dryCoolerHours, 0);
    }

    // A loop whose racks carry no cold-plate heat has no figures and raises nothing.
    void loopWithoutHeatHasNoFlow()
    {
        Project p = gb200Hall(0, 2);
        std::vector<Warning> w;
        const CoolingResult r = run(p, w);
        QCOMPARE(int(r.hydraulics.loops.size()), 1);
        QVERIFY(!r.hydraulics.loops[0].carriesHeat);
        QCOMPARE(r.hydraulics.loops[0].flowNeededLpm, 0.0);
        for (const char *code : {"cooling.cdu_flow_short", "cooling.cdu_head_short", "cooling.supply_above_system_limit"})
            QVERIFY2(!findWarning(w, code), code);
        QVERIFY(CoolingEngine::toJson(r)["hydraulics"]["loops"][0] ==
                (json{{"named", false}, {"cdus", json::array({"CDU-1", "CDU-2"})}, {"carries_heat", false}}));
    }

    // evaluate --json: cooling.hydraulics with the documented keys (docs/cooling.md).
    void jsonKeys()
    {
        std::vector<Warning> w;
        const json j = CoolingEngine::toJson(run(gb200Hall(16, 3), w))["hydraulics"];
        QVERIFY(j["ashrae_class"] == "W32");
        QVERIFY(j["class_limit_c"] == 32.0);
        const json &loop = j["loops"][0];
        QVERIFY(near(loop["flow_needed_lpm"].get<double>(), 2'756.16));
        QVERIFY(loop["flow_usable_lpm"] == 2'400.0);
        QVERIFY(loop["worst_failure"]["cdu"] == "CDU-1");
        QVERIFY(loop["racks"][0]["governed_by"] == "minimum_flow");
        for (const char *key : {"head_needed_kpa", "head_available_kpa", "secondary_supply_c", "secondary_return_c",
                                "facility_flow_lpm", "pipe_dn", "failures"})
            QVERIFY2(loop.contains(key), key);
    }
};

QTEST_GUILESS_MAIN(TestHydraulics)
#include "test_hydraulics.moc"
