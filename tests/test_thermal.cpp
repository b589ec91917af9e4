// Thermal map (issue 16, docs/thermal.md): energy balance, containment, unit failure, grid
// convergence on the samples, the "containment" and "cooling.thermal" file keys and the bad
// inputs (unit without airflow, rack without a path for its air, a grid too large).
#include "analysis/analyzer.h"
#include "catalog/catalog.h"
#include "thermal/thermalengine.h"
#include "thermal/thermalloads.h"
#include "thermal/thermalsolver.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include "project/project.h"
#include "sampleproject.h"
#include <QFile>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

using namespace dcs;
using nlohmann::json;

namespace {

// A rack of `n` DGX H100 (catalog airflow 1877 m3/h each, 10.2 kW nameplate).
Rack dgxRack(const std::string &id, double x, double y, int rotation, int n = 4)
{
    Rack r;
    r.id = r.name = id;
    r.catalogId = "rack-48u-600";  // 0.6 m x 1.2 m
    r.xM = x;
    r.yM = y;
    r.rotationDeg = rotation;
    for (int i = 0; i < n; ++i) {
        DevicePlacement d;
        d.id = id + "-N" + std::to_string(i);
        d.catalogId = "dgx-h100";
        d.uLow = 1 + 8 * i;
        r.devices.push_back(d);
    }
    return r;
}

FloorEquipment crah(const std::string &id, double x, double y, int rotation)
{
    FloorEquipment e;
    e.id = e.name = id;
    e.catalogId = "crah-cw-150";  // 2.2 m x 0.9 m, 150 kW, 38,000 m3/h
    e.xM = x;
    e.yM = y;
    e.rotationDeg = rotation;
    return e;
}

// 6 m x 6 m hall, 0.6 m cells (10 x 10). R1 stands at x 2.4-3.0, y 1.2-2.4 facing +y (cells
// i 4, j 2-3; front cell (4, 4)); CRAH-1 at x 1.8-4.0, y 4.8-5.7 faces -y, towards the rack's
// front (cells i 3-6, j 8; supply cells j 7; return behind at j 9 and beside at i 2 and 7).
Project singleRack()
{
    Project p;
    p.hall = {6.0, 6.0, 0.6};
    p.cooling.thermal.gridRefine = 1;  // the cells described above
    p.racks.push_back(dgxRack("R1", 2.4, 1.2, 0));
    p.equipment.push_back(crah("CRAH-1", 1.8, 4.8, 180));
    return p;
}

// A row of four racks (x 1.8-4.2, y 1.2, facing +y) in a 9 m x 6 m hall, one CRAH as above,
// blowing into the room (no raised floor): where the air goes is the flow model's to decide.
Project rowOfFour()
{
    Project p;
    p.hall = {9.0, 6.0, 0.6};
    p.cooling.thermal.gridRefine = 1;
    p.cooling.thermal.raisedFloor = false;
    for (int i = 0; i < 4; ++i)
        p.racks.push_back(dgxRack("R" + std::to_string(i + 1), 1.8 + 0.6 * i, 1.2, 0));
    p.equipment.push_back(crah("CRAH-1", 1.8, 4.8, 180));
    return p;
}

// The two-zone room by hand (docs/thermal.md, "Layers in height"): a 0.6 m wide strip of five
// cells. Cell 3 is the rack's front and its perforated tile, cells 1-2 the rack (solid), cell 0
// behind it, cell 4 a CRAH returning from the ceiling zone above (its cells hold no air).
ThermalGrid twoZoneStrip()
{
    ThermalGrid g;
    g.cellM = 0.6;
    g.nx = 1;
    g.ny = 5;
    g.solid = {0, 1, 1, 0, 1};
    g.podOf.assign(5, -1);
    ThermalGrid::RackFaces rack;
    rack.intake = {3};
    rack.exhaust = {0};
    rack.tile = {3};
    g.racks.push_back(rack);
    ThermalGrid::UnitFaces crah;
    crah.ret = {4};
    crah.topReturn = true;
    g.units.push_back(crah);
    return g;
}

// The CFD study's dense hall (tests/data/thermal-cfd): 18 racks, 369.9 kW, two CRAHs whose tiles
// pass 1.12 times what the racks draw; at the default grid.
Project denseHall()
{
    Project p = test::loadSample("tests/data/thermal-cfd/dense-2c.json");
    p.cooling.thermal.gridRefine = ThermalSettings{}.gridRefine;
    return p;
}

// Every rack of `p` in one cold aisle, as the CFD study contained its halls.
void containEveryRack(Project &p, const std::string &id = "POD-1")
{
    Containment aisle{id, Containment::Kind::Cold, {}};
    for (const Rack &r : p.racks)
        aisle.rackIds.push_back(r.id);
    p.containments.push_back(aisle);
}

ThermalResult run(const Project &p, std::vector<Warning> *warnings = nullptr)
{
    std::vector<Warning> w;
    ThermalResult r = ThermalEngine::evaluate({p, Catalog::builtIn(), w}, {});
    if (warnings)
        *warnings = w;
    return r;
}

bool hasCode(const std::vector<Warning> &w, const std::string &code)
{
    return std::any_of(w.begin(), w.end(), [&](const Warning &x) { return x.key() == code; });
}

} // namespace

class TestThermal : public QObject
{
    Q_OBJECT
private slots:
    void rackAirflowFromCatalog()
    {
        // 4 x DGX H100: 4 x 1877 m3/h / 3600 = 2.0856 m3/s; heat 4 x 10,200 W = 40,800 W.
        // Rise = 40,800 / (1.2 x 1005 x 2.0856) = 16.22 K.
        const std::vector<RackAirLoad> loads = ThermalLoads::of(singleRack(), Catalog::builtIn(), nullptr);
        QCOMPARE(loads.size(), size_t(1));
        QVERIFY(std::abs(loads[0].airflowM3s - 2.08556) < 1e-4);
        QCOMPARE(loads[0].heatW, 40800.0);
        const ThermalResult r = run(singleRack());
        QVERIFY(r.solved);
        const RackThermal *rt = r.rack("R1");
        QVERIFY(rt && rt->solved);
        QVERIFY(std::abs((rt->exhaustC - rt->inletMeanC) - 16.22) < 0.01);
    }

    void switchWithoutCatalogAirflowUsesDefaultDeltaT()
    {
        // A QM9700 (1,500 W, no catalog airflow) at the switch default 12 K:
        // 1,500 / (1.2 x 1005 x 12) = 0.10365 m3/s.
        Project p = singleRack();
        p.racks[0].devices.clear();
        p.racks[0].devices.push_back({"SW", "qm9700", 1, RackFace::Front, true, {}});
        const std::vector<RackAirLoad> loads = ThermalLoads::of(p, Catalog::builtIn(), nullptr);
        QVERIFY(std::abs(loads[0].airflowM3s - 0.103648) < 1e-5);
    }

    void energyBalance()
    {
        // Heat from the racks = heat taken by the units (no rear door): 40,800 W, within 1 %.
        const ThermalResult r = run(singleRack());
        QVERIFY(r.solved);
        QCOMPARE(r.rackHeatW, 40800.0);
        QVERIFY2(std::abs(r.unitHeatW + r.doorHeatW - 40800.0) < 408.0, qPrintable(QString::number(r.unitHeatW)));
        // With a 55 kW rear door the door takes all 40,800 W and the unit (almost) nothing.
        Project door = singleRack();
        door.racks[0].rearDoorCatalogId = "rdhx-55";
        const ThermalResult d = run(door);
        QCOMPARE(d.doorHeatW, 40800.0);
        QVERIFY(std::abs(d.unitHeatW) < 408.0);
        // The unit's return = supply + heat / (rho cp V) = 24 + 40,800 / (1206 x 10.556) = 27.20 C.
        const ThermalResult rr = run(rowOfFour());
        QVERIFY(std::abs(rr.unitHeatW - 4 * 40800.0) < 4 * 408.0);
        QVERIFY(std::abs(r.units[0].returnC - 27.205) < 0.05);
    }

    // A liquid-to-air CDU (a sidecar) blows its loop's heat out of its back where it stands, as a
    // rack does (catalog: 47,800 m3/h, "into the hall's hot aisle"). The row of four with two
    // DGX H100 a rack (81.6 kW nameplate) and a cdu-l2a-240 (1.2 m x 1.2 m) serving them: their
    // cold plates' share goes to its loop.
    void sidecarsBlowTheirHeatWhereTheyStand()
    {
        Project p = test::sidecarRow();  // the CDU in the row next to R4 (x 4.2-5.4, y 1.2-2.4), facing +y
        std::vector<Warning> w;
        const ThermalResult inRow = run(p, &w);
        QVERIFY(inRow.solved);
        QVERIFY(inRow.sidecarHeatW > 10000.0);
        QCOMPARE(inRow.sidecarCeilingHeatW, 0.0);
        QCOMPARE(int(inRow.racks.size()), 4);  // the CDU moves air on the map but is no rack of the results
        QVERIFY(inRow.rtiPct > 0 && inRow.rtiPct < 200.0);
        // Every watt reaches the CRAH's return: the racks' air heat and the sidecar's.
        QVERIFY2(std::abs(inRow.unitHeatW - (inRow.rackHeatW + inRow.sidecarHeatW)) < 1e-3 * inRow.unitHeatW,
                 qPrintable(QStringLiteral("%1 vs %2 + %3").arg(inRow.unitHeatW).arg(inRow.rackHeatW).arg(inRow.sidecarHeatW)));
        // Turned round, it blows into the racks' cold aisle: their inlets read warmer.
        p.equipment.back().rotationDeg = 180;
        const ThermalResult intoColdAisle = run(p);
        QVERIFY(intoColdAisle.solved);
        qInfo("sidecar %.0f W: worst inlet %.2f C in the row, %.2f C blowing into the cold aisle", inRow.sidecarHeatW,
              inRow.worstInletC, intoColdAisle.worstInletC);
        QVERIFY2(intoColdAisle.worstInletC > inRow.worstInletC + 5.0,
                 qPrintable(QStringLiteral("%1 vs %2").arg(intoColdAisle.worstInletC).arg(inRow.worstInletC)));
        // Against the back wall (y 4.8-6.0) facing it, it can draw no air: its heat goes under
        // the ceiling, as all of it did before, and a warning names it.
        p.equipment.back().rotationDeg = 0;
        p.equipment.back().xM = 7.2;
        p.equipment.back().yM = 4.8;
        const ThermalResult walled = run(p, &w);
        QVERIFY(walled.solved);
        QCOMPARE(walled.sidecarCeilingHeatW, walled.sidecarHeatW);
        QVERIFY(hasCode(w, "thermal.unit_no_air_path"));
        QVERIFY(std::any_of(w.begin(), w.end(), [](const Warning &x) {
            return std::find(x.objectIds.begin(), x.objectIds.end(), "CDU-1") != x.objectIds.end();
        }));
        QVERIFY(std::abs(walled.unitHeatW - (walled.rackHeatW + walled.sidecarHeatW)) < 1e-3 * walled.unitHeatW);
    }

    // A sidecar CDU in the middle of a contained cold aisle's row (R1 R2 CDU-1 R3 R4): facing as
    // the racks it draws from the aisle; turned round it blows its heat into it, which the
    // containment check names, with the CDU's own fix (turn it), not the racks' (contain).
    void sidecarBlowingIntoAContainedColdAisleIsNamed()
    {
        Project p = test::sidecarRow();
        for (Rack &r : p.racks)
            if (r.id == "R3" || r.id == "R4")
                r.xM += 1.2;  // R3 at 4.2, R4 at 4.8: room for the CDU at 3.0-4.2
        p.equipment.back().xM = 3.0;
        containEveryRack(p);
        auto wrongFace = [&](std::string *fix) {
            std::vector<Warning> w;
            const ThermalResult r = run(p, &w);
            for (const Warning &x : w)
                if (x.key() == "thermal.containment_wrong_face"
                    && std::find(x.objectIds.begin(), x.objectIds.end(), "CDU-1") != x.objectIds.end()) {
                    *fix = x.fix;
                    return x.message;
                }
            return r.solved ? std::string() : std::string("not solved");
        };
        std::string fix;
        QCOMPARE(wrongFace(&fix), std::string());
        p.equipment.back().rotationDeg = 180;
        const std::string message = wrongFace(&fix);
        QVERIFY2(message.find("encloses the rears of 1 liquid-to-air CDU(s) (CDU-1): they blow into its supply.") != std::string::npos,
                 message.c_str());
        QVERIFY2(fix.find("Turn each CDU round") == 0, fix.c_str());
    }

    void containedRackDrawsSupplyAir()
    {
        // Cold-contained rack: its 2.09 m3/s come ducted from the CRAH's 10.56 m3/s at 24 C, so
        // its inlet is the supply, 24 C (within 0.5 K).
        Project p = singleRack();
        p.containments.push_back({"POD-1", Containment::Kind::Cold, {"R1"}});
        const ThermalResult r = run(p);
        QVERIFY(r.solved);
        const RackThermal *rt = r.rack("R1");
        QVERIFY(rt->coldContained);
        QVERIFY2(std::abs(rt->inletMeanC - 24.0) < 0.5, qPrintable(QString::number(rt->inletMeanC)));
        QVERIFY2(std::abs(rt->inletTopC - 24.0) < 0.5, qPrintable(QString::number(rt->inletTopC)));
        QVERIFY(std::abs(r.unitHeatW - 40800.0) < 408.0);
    }

    void containmentLowersWorstInlet()
    {
        const ThermalResult open = run(rowOfFour());
        Project p = rowOfFour();
        p.containments.push_back({"POD-1", Containment::Kind::Cold, {"R1", "R2", "R3", "R4"}});
        const ThermalResult contained = run(p);
        QVERIFY(open.solved && contained.solved);
        qInfo("row of four: worst inlet open %.2f C, cold-contained %.2f C", open.worstInletC, contained.worstInletC);
        QVERIFY(contained.worstInletC < open.worstInletC - 0.5);
        // The aisle gets its racks' 4 x 2.09 m3/s from the CRAH's 10.56: no surplus, no shortfall,
        // so its leaks carry nothing (ThermalSolver::leakRates) and every inlet is the supply.
        // When leaks followed the potential, room air came in near the aisle's ends (docs/thermal.md).
        QVERIFY2(std::abs(contained.worstInletC - 24.0) < 0.01, qPrintable(QString::number(contained.worstInletC)));
        // Hot-aisle containment of the same row also lowers it (the exhaust goes ducted to the return).
        Project hot = rowOfFour();
        hot.containments.push_back({"POD-H", Containment::Kind::Hot, {"R1", "R2", "R3", "R4"}});
        const ThermalResult h = run(hot);
        QVERIFY(h.worstInletC < open.worstInletC);
    }

    void shortSuppliedAisleDrawsRoomAirThroughItsLeaks()
    {
        // Six racks draw 6 x 2.09 = 12.5 m3/s from a cold aisle the CRAH's 10.56 m3/s cannot fill:
        // the 1.98 m3/s short (16 % of the racks' air) comes in through the aisle's leaks from the
        // room, which is warmer than the supply. So the flow-weighted mean inlet lies above 24 C,
        // by at most 16 % of the rise from the supply to the warmest air in the room.
        Project p = rowOfFour();
        for (int i = 4; i < 6; ++i)
            p.racks.push_back(dgxRack("R" + std::to_string(i + 1), 1.8 + 0.6 * i, 1.2, 0));
        containEveryRack(p);
        const ThermalResult t = run(p);
        QVERIFY(t.solved);
        double flow = 0, flowT = 0, warmest = 0;
        for (const RackThermal &r : t.racks) {
            flow += r.airflowM3s;
            flowT += r.airflowM3s * r.inletMeanC;
            warmest = std::max(warmest, r.exhaustC);
        }
        const double shortShare = (flow - 10.556) / flow;
        qInfo("short share %.3f, mean inlet %.2f C, warmest exhaust %.2f C", shortShare, flowT / flow, warmest);
        QVERIFY(shortShare > 0.15 && shortShare < 0.17);
        QVERIFY(flowT / flow > 24.5);
        QVERIFY(flowT / flow < 24.0 + shortShare * (warmest - 24.0) + 0.01);
        QVERIFY(std::abs(t.unitHeatW - t.rackHeatW) < 0.01 * t.rackHeatW);
    }

    void shortTilesLeaveTheTopOfTheFaceToRoomAir()
    {
        // Six DGX racks in a row draw 6 x 2.09 = 12.5 m3/s; the CRAH's 10.56 m3/s come up through
        // their six tiles, 1.76 m3/s each, 84 % of a rack's draw. In three layers a tile's jet
        // gives the bottom and middle layers their full 0.70 m3/s and the top the 0.36 m3/s left,
        // 52 % of its draw (ThermalSolver::tileInjection). So the lower two thirds draw supply air
        // (24 C, within 1 K: turbulent mixing with the layer above) and the top third about half
        // room air: mid-row, where no air comes round a row end, T_top = 24 + 0.48 (T_room - 24)
        // at most, the room air being no warmer than the CRAH's return (the ceiling zone, above
        // the racks' exhaust). Measured: 24.5 / 24.9 / 29.9 C with a 43.2 C return.
        Project p = rowOfFour();
        p.cooling.thermal.raisedFloor = true;
        for (int i = 4; i < 6; ++i)
            p.racks.push_back(dgxRack("R" + std::to_string(i + 1), 1.8 + 0.6 * i, 1.2, 0));
        QCOMPARE(p.cooling.thermal.layers, 3);
        const ThermalResult t = run(p);
        QVERIFY(t.solved);
        const double returnC = t.units.at(0).returnC;
        for (const char *id : {"R3", "R4"}) {
            const RackThermal *r = t.rack(id);
            QCOMPARE(int(r->inletByLayerC.size()), 3);
            qInfo("%s: %.2f / %.2f / %.2f C bottom to top, mean %.2f, return %.2f", id, r->inletByLayerC[0],
                  r->inletByLayerC[1], r->inletByLayerC[2], r->inletMeanC, returnC);
            QVERIFY(std::abs(r->inletByLayerC[0] - 24.0) < 1.0);
            QVERIFY(std::abs(r->inletByLayerC[1] - 24.0) < 1.0);
            QVERIFY(r->inletByLayerC[2] > r->inletByLayerC[1] + 2.0);
            QVERIFY(r->inletByLayerC[2] < 24.0 + 0.48 * (returnC - 24.0));
            // The mean is the layers' mean (each draws a third), the top and the warmest the top layer.
            QVERIFY(std::abs(r->inletMeanC - (r->inletByLayerC[0] + r->inletByLayerC[1] + r->inletByLayerC[2]) / 3) < 1e-9);
            QCOMPARE(r->inletTopC, r->inletByLayerC[2]);
            QCOMPARE(r->inletWarmestC, r->inletByLayerC[2]);
        }
        QVERIFY(std::abs(t.unitHeatW - t.rackHeatW) < 0.01 * t.rackHeatW);
        // The same hall with one layer: the mean moves by under 0.5 K (the same air in and out),
        // but the face has no height.
        p.cooling.thermal.layers = 1;
        const ThermalResult one = run(p);
        QCOMPARE(int(one.rack("R3")->inletByLayerC.size()), 1);
        QVERIFY(std::abs(one.rack("R3")->inletMeanC - t.rack("R3")->inletMeanC) < 0.5);
    }

    void twoZoneMixingByHand()
    {
        // The strip of twoZoneStrip: the rack draws Q_r = 2.0 m3/s and heats it by
        // dT = 24,120 W / (1.2 x 1005 x 2.0) = 10 K; the CRAH sends Q_s = 1.5 m3/s at 24 C up
        // through the tile and takes it back from the ceiling zone. No turbulent mixing, so
        // every temperature is a mixing balance by hand (temperatures above the supply: a, c).
        const ThermalGrid g = twoZoneStrip();
        const std::vector<RackAirLoad> rack{{24120.0, 2.0, 0.0}};
        const std::vector<ThermalSolver::Unit> crah{{1.5, 1e6, true}};
        const std::vector<bool> on{true};
        {
            // One layer (the two-zone room): the face draws Q_s of supply and Q_r - Q_s = 0.5 of
            // ceiling air, a = (0.5 / 2.0) c; the exhaust, all of the ceiling zone's air, is
            // c = a + dT. So a = 0.25 (a + 10), a = 3.333 (27.333 C), c = 13.333 (37.333 C): the
            // CRAH's return is 24 + 24,120 / (1206 x 1.5), the energy balance.
            ThermalSolver s(g, rack, crah, 24.0, {1, 2.4, 1.6, 0.0}, true);
            QVERIFY(s.prepare());
            const ThermalSolver::Solution r = s.solve(on);
            QVERIFY(r.ok);
            QVERIFY2(std::abs(r.rackInletC[0] - 27.3333) < 1e-3, qPrintable(QString::number(r.rackInletC[0])));
            QVERIFY(std::abs(r.rackExhaustC[0] - 37.3333) < 1e-3);
            QVERIFY(std::abs(r.unitReturnC[0] - 37.3333) < 1e-3);
            // Liquid-to-air CDUs' heat H = 12,060 W into the ceiling zone (setCeilingHeatW): the
            // zone's balance 2.0 c = 2.0 (a + 10) + 12,060 / 1206, so c = a + 15 with a = 0.25 c:
            // a = 5 (29 C), c = 20 (44 C); the CRAH takes 1206 x 1.5 x 20 = 36,180 W = 24,120 +
            // 12,060, and the ceiling zone's heat still balances.
            s.setCeilingHeatW(12060.0);
            const ThermalSolver::Solution h = s.solve(on);
            QVERIFY(h.ok);
            QVERIFY2(std::abs(h.rackInletC[0] - 29.0) < 1e-3, qPrintable(QString::number(h.rackInletC[0])));
            QVERIFY(std::abs(h.unitReturnC[0] - 44.0) < 1e-3);
            QVERIFY(std::abs(h.unitHeatW[0] - 36180.0) < 0.5);
            for (const ThermalSolver::LayerHeat &l : s.heatByLayer(on, h))
                QVERIFY2(std::abs(l.residualW) < 0.5, qPrintable(QString::number(l.residualW)));
        }
        {
            // Two layers: each draws 1.0. The tile's jet gives the bottom its full 1.0 and the top
            // the 0.5 left, so the bottom inlet is the supply, 24 C exactly, and the top draws
            // 0.5 of supply and 0.5 of ceiling air: a_top = 0.5 c. The exhaust of both layers
            // rises into the top layer and on to the ceiling zone: c = (0 + a_top) / 2 + dT. So
            // c = c / 4 + 10 = 13.333 (the same return), a_top = 6.667 (30.667 C): the top of the
            // face sees the recirculated exhaust, the mean is 27.333 C as with one zone.
            ThermalSolver s(g, rack, crah, 24.0, {2, 2.4, 1.6, 0.0}, true);
            QVERIFY(s.prepare());
            const ThermalSolver::Solution r = s.solve(on);
            QVERIFY(r.ok);
            QCOMPARE(int(r.rackLayerC[0].size()), 2);
            QVERIFY2(std::abs(r.rackLayerC[0][0] - 24.0) < 1e-6, qPrintable(QString::number(r.rackLayerC[0][0])));
            QVERIFY2(std::abs(r.rackLayerC[0][1] - 30.6667) < 1e-3, qPrintable(QString::number(r.rackLayerC[0][1])));
            QVERIFY(std::abs(r.rackInletC[0] - 27.3333) < 1e-3);
            QVERIFY(std::abs(r.unitReturnC[0] - 37.3333) < 1e-3);
            // By layer, W above the supply (rho cp = 1206): the top layer's intake draws
            // 1206 x 1.0 x 6.667 = 8,040 W; the exhaust brings 24,120 + 8,040 = 32,160 W; up to
            // the ceiling goes 1206 x (2.0 x 13.333 - 0.5 x 13.333) = 24,120 W, which the return takes.
            const std::vector<ThermalSolver::LayerHeat> h = s.heatByLayer(on, r);
            QCOMPARE(int(h.size()), 3);
            QVERIFY(std::abs(h[0].intakeW) < 1e-3 && std::abs(h[0].upW) < 1e-3);
            QVERIFY(std::abs(h[1].intakeW - 8040.0) < 1.0);
            QVERIFY(std::abs(h[1].exhaustW - 32160.0) < 1.0);
            QVERIFY(std::abs(h[1].upW - 24120.0) < 1.0);
            QVERIFY(std::abs(h[2].returnW - 24120.0) < 1.0);
        }
        {
            // One layer with turbulent mixing D = 0.05 m2/s x 0.36 m2 / 2.0 m = 0.009 m3/s on the
            // front's and the back's links to the ceiling zone. By hand (a front, b back, c
            // ceiling): (Q_r + D) a = (Q_r - Q_s + D) c; (Q_r + D) b = Q_r (a + dT) + D c;
            // (Q_r + 2 D) c = D a + Q_r b + D b. The return still takes all the heat, c = 13.333,
            // so a = 0.509 / 2.009 x 13.333 = 3.378: the inlet 27.378 C, 0.045 K warmer.
            ThermalSolver s(g, rack, crah, 24.0, {1, 2.4, 1.6, 0.05}, true);
            QVERIFY(s.prepare());
            const ThermalSolver::Solution r = s.solve(on);
            QVERIFY(r.ok);
            QVERIFY2(std::abs(r.rackInletC[0] - 27.3782) < 1e-3, qPrintable(QString::number(r.rackInletC[0])));
            QVERIFY(std::abs(r.unitReturnC[0] - 37.3333) < 1e-3);
        }
    }

    void aisleEndExchangeByHand()
    {
        // The strip of twoZoneStrip with one open cell beside the rack's front, along the row:
        // an open aisle end (ThermalGrid::aisleEndFaces). Across it the aisle's column (supply)
        // and the room's (at most the rack's exhaust, dT = 24,120 / (1206 x 2.0) = 10 K) exchange
        // air as through a large opening (Brown & Solvason 1962): g' = 9.81 x 10 / (273.15 + 24 +
        // 5) = 0.32468 m/s2; per unit height Cd w sqrt(2 g' |z - 1.2 m|), Cd 0.6, w 0.6 m, so
        // 0.36 x sqrt(0.64936) = 0.29010 x sqrt(s). The top layer (1.6-2.4 m, s = 0.4-1.2 m) takes in
        // 0.29010 x 2/3 x (1.2^1.5 - 0.4^1.5) = 0.29010 x 0.70770 = 0.20531 m3/s; the middle layer
        // (0.8-1.6 m) as much in as out; the bottom gives out 0.20531. 80.8 % of the doorway
        // formula's (Cd / 3) w H sqrt(g' H) = 0.25422 m3/s, the rest in the middle layer both ways.
        ThermalGrid g = twoZoneStrip();
        g.nx = 2;
        g.solid = {0, 1, 1, 1, 1, 1, 0, 0, 1, 1};  // column 0 as before; (1, 3) open
        g.podOf.assign(10, -1);
        g.racks[0].intake = {6};
        g.racks[0].exhaust = {0};
        g.racks[0].tile = {6};
        g.units[0].ret = {8};  // the CRAH, solid, returns from the ceiling zone (topReturn)
        const std::vector<RackAirLoad> rack{{24120.0, 2.0, 0.0}};
        const std::vector<ThermalSolver::Unit> crah{{1.5, 1e6, true}};
        const std::vector<bool> on{true};
        ThermalSolver s(g, rack, crah, 24.0, {3, 2.4, 1.6, 0.0}, true);
        QVERIFY(s.prepare());
        const ThermalSolver::Solution r = s.solve(on);
        QVERIFY(r.ok);
        const int n = 3;  // open cells: 0 (behind), 6 (front), 7 (beyond the end)
        const int front = s.openIndex()[6], room = s.openIndex()[7];
        auto flow = [&](int from, int to) {
            for (const ThermalSolver::Circulation &c : s.exchange())
                if (c.from == from && c.to == to)
                    return c.flowM3s;
            return 0.0;
        };
        QCOMPARE(int(s.exchange().size()), 6);  // in at the top, down the front twice, out at the bottom, up the room twice
        QVERIFY2(std::abs(flow(2 * n + room, 2 * n + front) - 0.20531) < 1e-4, qPrintable(QString::number(flow(2 * n + room, 2 * n + front))));
        QVERIFY(std::abs(flow(2 * n + front, n + front) - 0.20531) < 1e-4);
        QVERIFY(std::abs(flow(n + front, front) - 0.20531) < 1e-4);
        QVERIFY(std::abs(flow(front, room) - 0.20531) < 1e-4);
        QVERIFY(std::abs(flow(room, n + room) - 0.20531) < 1e-4);
        QVERIFY(std::abs(flow(n + room, 2 * n + room) - 0.20531) < 1e-4);
        // Room air comes in at the top: the top of the face is warmer than without the open cell
        // (30.667 C in twoZoneMixingByHand's two layers is the same hall with less resolution),
        // its bottom colder than its top, and every layer's heat still balances.
        QVERIFY(r.rackLayerC[0][2] > r.rackLayerC[0][0] + 1.0);
        for (const ThermalSolver::LayerHeat &h : s.heatByLayer(on, r))
            QVERIFY(std::abs(h.residualW) < 1.0);
        // The advection's deferred correction settles here in a few steps and says so; cut off
        // after one it reports that it had not (the engine's thermal.not_settled).
        qInfo("settled after %d corrections (last change %.2g K)", r.corrections, r.lastChangeK);
        QVERIFY(r.settled && r.corrections >= 2 && r.lastChangeK < ThermalSolver::kCorrectionToleranceK);
        s.setMaxCorrections(1);
        const ThermalSolver::Solution cut = s.solve(on);
        QVERIFY(cut.ok && !cut.settled && cut.corrections == 1 && cut.lastChangeK >= ThermalSolver::kCorrectionToleranceK);
        // The discharge coefficient is the user's (cooling.thermal.opening_discharge_coefficient):
        // the flow is proportional to it, 0.3 gives half of 0.20531 = 0.10266 m3/s; 0 none.
        ThermalSolver half(g, rack, crah, 24.0, {3, 2.4, 1.6, 0.0, 0.3}, true);
        QVERIFY(half.prepare());
        QCOMPARE(int(half.exchange().size()), 6);
        for (const ThermalSolver::Circulation &c : half.exchange())
            QVERIFY2(std::abs(c.flowM3s - 0.102655) < 1e-4, qPrintable(QString::number(c.flowM3s)));
        ThermalSolver closed(g, rack, crah, 24.0, {3, 2.4, 1.6, 0.0, 0.0}, true);
        QVERIFY(closed.prepare());
        QVERIFY(closed.exchange().empty());
        // Contained (the front in a cold aisle pod), nothing is exchanged.
        g.podOf[6] = 0;
        g.pods.push_back({true, "CA", {6}});
        g.racks[0].coldPod = 0;
        ThermalSolver contained(g, rack, crah, 24.0, {3, 2.4, 1.6, 0.0}, true);
        QVERIFY(contained.prepare());
        QVERIFY(contained.exchange().empty());
    }

    void oneContainmentRoundTwoAislesStaysPhysical()
    {
        // A hand-written file can list the racks of both rows of the dense hall in one hot-aisle
        // containment: their rears face two aisles, back to back. The grid makes one pod per
        // connected space; as one pod its net flow was shared over both spaces' leaks, each
        // space's flow problem stayed unbalanced, and inlets read 0.3 C against a 24 C supply.
        // Now no inlet is below the supply and every layer's heat balances.
        Project p = denseHall();
        Containment both{"HA-BOTH", Containment::Kind::Hot, {}};
        for (const Rack &r : p.racks)
            both.rackIds.push_back(r.id);
        p.containments.push_back(both);
        const ThermalResult t = run(p);
        QVERIFY(t.solved);
        double coldest = 1e9;
        for (const RackThermal &r : t.racks)
            for (double c : r.inletByLayerC)
                coldest = std::min(coldest, c);
        qInfo("coldest inlet %.3f C, worst %.2f C", coldest, t.worstInletC);
        QVERIFY(coldest >= t.supplySetpointC - 0.01);
        for (const LayerHeatFlow &h : t.layerHeat)
            QVERIFY(std::abs(h.residualW) < 1e-4 * t.rackHeatW);
        // Row A (16 racks) is longer than row B (2): the space behind B reaches round B's ends into
        // the cold aisle in front of A, so that containment encloses fronts of A. The user is told
        // which containment and which racks; contained row by row, nothing is said.
        std::vector<Warning> w;
        run(p, &w);
        const auto wrong = std::find_if(w.begin(), w.end(), [](const Warning &x) { return x.code == WarningCode::ThermalContainmentWrongFace; });
        QVERIFY(wrong != w.end());
        qInfo("%s", wrong->message.c_str());
        QVERIFY(wrong->message.find("HA-BOTH") != std::string::npos && wrong->message.find("fronts") != std::string::npos);
        QVERIFY(std::find(wrong->objectIds.begin(), wrong->objectIds.end(), "R-A04") != wrong->objectIds.end());
        Project rows = denseHall();
        for (const int rotation : {0, 180}) {
            Containment row{"HA-" + std::to_string(rotation), Containment::Kind::Hot, {}};
            for (const Rack &r : rows.racks)
                if (r.rotationDeg == rotation)
                    row.rackIds.push_back(r.id);
            rows.containments.push_back(row);
        }
        w.clear();
        const ThermalResult byRow = run(rows, &w);
        QVERIFY(!hasCode(w, "thermal.containment_wrong_face"));
        QVERIFY(std::abs(byRow.worstInletC - 24.0) < 0.01);
    }

    void heatBalancesInEveryLayer_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::newRow("uncontained") << "uncontained";
        QTest::newRow("CRAH-01 off") << "crah-off";
        QTest::newRow("cold aisle contained") << "contained";
        QTest::newRow("ceiling return plenum") << "plenum";
    }
    void heatBalancesInEveryLayer()
    {
        // Every layer's heat, relative to the supply: what the racks' exhaust brings and what
        // comes up from below = what the intakes draw, the returns take and goes up. Each
        // balance closes to the solver's precision (here within 0.01 % of the racks' heat: the
        // deferred correction stops at 0.01 K), so a term the assembly drops or a correction that
        // is not conservative fails here, layer by layer.
        QFETCH(QString, variant);
        Project p = denseHall();
        if (variant == "crah-off")
            std::erase_if(p.equipment, [](const FloorEquipment &e) { return e.id == "CRAH-01"; });
        if (variant == "contained")
            containEveryRack(p);
        p.cooling.thermal.plenumReturn = variant == "plenum";
        const ThermalResult t = run(p);
        QVERIFY(t.solved);
        QCOMPARE(int(t.layerHeat.size()), t.layers + 1);
        double intake = 0, returned = 0;
        for (size_t l = 0; l < t.layerHeat.size(); ++l) {
            const LayerHeatFlow &h = t.layerHeat[l];
            qInfo("%s %.1f-%.1f m: exhaust %.0f, intake %.0f, return %.0f, up %.0f, residual %.3f W", qPrintable(variant),
                  h.fromM, h.toM, h.exhaustW, h.intakeW, h.returnW, h.upW, h.residualW);
            QVERIFY(std::abs(h.residualW) < 1e-4 * t.rackHeatW);
            if (int(l) != t.layers - 1)
                QCOMPARE(h.exhaustW, 0.0);  // the exhaust rises into the top layer
            intake += h.intakeW;
            returned += h.returnW;
        }
        // The exhaust carries what the intakes drew plus the racks' heat; the returns take the heat.
        QVERIFY(std::abs(t.layerHeat[size_t(t.layers) - 1].exhaustW - (t.rackHeatW + intake)) < 1e-6 * t.rackHeatW);
        QVERIFY(std::abs(returned - t.rackHeatW) < 1e-4 * t.rackHeatW);
        QCOMPARE(t.layerHeat.back().upW, 0.0);
        QVERIFY(std::abs(t.layerHeat.back().toM - 4.0) < 1e-9);  // the ceiling (the designs' 4 m)
        if (variant == "crah-off")  // 0.56 x the racks' air: heat comes down to the lower thirds
            QVERIFY(t.layerHeat[0].upW < -0.01 * t.rackHeatW && t.layerHeat[1].upW < t.layerHeat[0].upW);
        if (variant == "contained")  // the aisle is supply air at every height
            QVERIFY(std::abs(intake) < 1e-4 * t.rackHeatW);
    }

    void plenumReturnDrawsTheExhaustAtTheRacks()
    {
        // The dense hall's tiles pass 1.12 times the racks' air. With the CRAHs returning from the
        // room's ceiling zone, the surplus rises and mixes there and the row ends draw warm air;
        // through a ceiling plenum's grilles over the hot aisles the exhaust leaves where it
        // comes out of the racks. Either way the return is 24 + 369,900 / (1206 x Q_CRAHs)
        // (the energy balance), but the plenum's is taken in the top layer behind the racks
        // and the ceiling zone gives none of it.
        const ThermalResult room = run(denseHall());
        Project p = denseHall();
        p.cooling.thermal.plenumReturn = true;
        const ThermalResult plenum = run(p);
        QVERIFY(room.solved && plenum.solved);
        double flow = 0;
        for (const UnitThermal &u : plenum.units)
            flow += u.active ? u.airflowM3s : 0.0;
        const double returnC = 24.0 + plenum.rackHeatW / (1206.0 * flow);
        qInfo("return %.2f C by hand; room return: worst %.2f C; plenum: worst %.2f C", returnC, room.worstInletC,
              plenum.worstInletC);
        for (const ThermalResult *t : {&room, &plenum})
            for (const UnitThermal &u : t->units)
                if (u.active)
                    QVERIFY(std::abs(u.returnC - returnC) < 0.05);
        QVERIFY(plenum.worstInletC < room.worstInletC - 1.0);
        QCOMPARE(plenum.layerHeat.back().returnW, 0.0);
        QVERIFY(std::abs(plenum.layerHeat[size_t(plenum.layers) - 1].returnW - plenum.rackHeatW) < 1e-3 * plenum.rackHeatW);
        QVERIFY(std::abs(room.layerHeat.back().returnW - room.rackHeatW) < 1e-3 * room.rackHeatW);
    }

    void losingTheNearestUnitRaisesItsRow()
    {
        // Two rows of four, 6 m apart, each with a CRAH in front; CRAH-L serves row A.
        Project p;
        p.hall = {12.0, 6.0, 0.6};
        p.cooling.thermal.raisedFloor = false;  // flooded room: each CRAH blows at its own row
        for (int i = 0; i < 4; ++i) {
            p.racks.push_back(dgxRack("A" + std::to_string(i + 1), 1.2 + 0.6 * i, 1.2, 0));
            p.racks.push_back(dgxRack("B" + std::to_string(i + 1), 7.8 + 0.6 * i, 1.2, 0));
        }
        p.equipment.push_back(crah("CRAH-L", 1.2, 4.8, 180));
        p.equipment.push_back(crah("CRAH-R", 7.8, 4.8, 180));
        const ThermalResult base = run(p);
        Project off = p;
        off.equipment.erase(off.equipment.begin());
        const ThermalResult lost = run(off);
        QVERIFY(base.solved && lost.solved);
        for (int i = 1; i <= 4; ++i) {
            const std::string id = "A" + std::to_string(i);
            qInfo("%s inlet %.2f C -> %.2f C without CRAH-L", id.c_str(), base.rack(id)->inletMeanC, lost.rack(id)->inletMeanC);
            QVERIFY(lost.rack(id)->inletMeanC > base.rack(id)->inletMeanC + 0.1);
        }
        // The failure scan sees it too: with CRAH-L off the worst inlet rises.
        const auto it = std::find_if(base.failures.begin(), base.failures.end(),
                                     [](const ThermalFailureCase &f) { return f.unitId == "CRAH-L"; });
        QVERIFY(it != base.failures.end());
        // (not equal to the removal: a unit switched off still stands in the way of the air)
        QVERIFY(it->worstInletC > base.worstInletC + 0.1);
    }

    void losingTheOnlyUnitIsNoCooling()
    {
        // One CRAH for one rack: with it off the heat has nowhere to go. The scan says so instead
        // of solving a problem with no steady state (it returned 1.07e16 °C on a CFD test hall).
        std::vector<Warning> ws;
        const ThermalResult r = run(singleRack(), &ws);
        QVERIFY(r.solved);
        QCOMPARE(int(r.failures.size()), 1);
        const ThermalFailureCase &fc = r.failures[0];
        QVERIFY(fc.noCoolingLeft);
        QVERIFY(std::isnan(fc.worstInletC));
        QCOMPARE(fc.racksOverAllowable, 1);
        const auto it = std::find_if(ws.begin(), ws.end(), [](const Warning &w) { return w.key() == "thermal.unit_failure"; });
        QVERIFY(it != ws.end());
        QVERIFY2(it->message.find("no air cooling unit is left") != std::string::npos, it->message.c_str());
        QVERIFY(it->message.find("e+") == std::string::npos);
        // A 55 kW rear door still takes the rack's 40.8 kW: that case is solved, not "no cooling".
        Project door = singleRack();
        door.racks[0].rearDoorCatalogId = "rdhx-55";
        const ThermalResult d = run(door);
        QCOMPARE(int(d.failures.size()), 1);
        QVERIFY(!d.failures[0].noCoolingLeft);
        QVERIFY(std::isfinite(d.failures[0].worstInletC) && d.failures[0].worstInletC < 100);
    }

    void gridConvergenceOnSamples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("superpod-h100-air") << "superpod-h100-air.json";
        QTest::newRow("superpod-h100-liquid") << "superpod-h100-liquid.json";
        QTest::newRow("stress-16k") << "stress-16k.json";
        QTest::newRow("finetune-lab") << "finetune-lab.json";
    }
    void gridConvergenceOnSamples()
    {
        QFETCH(QString, file);
        Project p = test::loadSample(qPrintable("projects/" + file));
        QVERIFY(!p.racks.empty());
        QCOMPARE(p.cooling.thermal.gridRefine, 1);  // the default: 0.6 m cells on 0.6 m tiles
        QCOMPARE(p.cooling.thermal.layers, 3);
        const ThermalResult coarse = run(p);
        p.cooling.thermal.gridRefine = 2;  // half the cell size
        const ThermalResult fine = run(p);
        QVERIFY(coarse.solved && fine.solved);
        double worstMean[2] = {0, 0};
        for (const RackThermal &t : coarse.racks)
            worstMean[0] = std::max(worstMean[0], t.inletMeanC);
        for (const RackThermal &t : fine.racks)
            worstMean[1] = std::max(worstMean[1], t.inletMeanC);
        qInfo("%s: worst mean inlet %.2f C -> %.2f C", qPrintable(file), worstMean[0], worstMean[1]);
        qInfo("%s: worst inlet %.2f C (%s) on %.2f m cells, %.2f C (%s) on %.2f m cells: %+.2f K", qPrintable(file),
              coarse.worstInletC, coarse.worstRackId.c_str(), coarse.cellM, fine.worstInletC, fine.worstRackId.c_str(),
              fine.cellM, fine.worstInletC - coarse.worstInletC);
        // Issue 16: under 1 K. The hardest case, stress-16k (the end rack of a row drawing the hot
        // aisle's air round the row end), moves 0.65 K from 0.6 to 0.3 m with three layers in
        // height (docs/thermal.md).
        QVERIFY(std::abs(fine.worstInletC - coarse.worstInletC) < 1.0);
        QVERIFY(std::abs(coarse.unitHeatW + coarse.doorHeatW - coarse.rackHeatW) < 0.01 * coarse.rackHeatW);
        // The temperature LU's fill-reducing order (ThermalSolver::orderTemperatureUnknowns):
        // AMD gives factors 4.4-10.1 times the matrix's non-zeros on these grids with three
        // layers in height at 0.6 m cells (6.9-14.8 at 0.3 m); with one layer 4-6 at 0.3 m, where SparseLU's
        // default COLAMD gave 8.9 on stress-16k and Eigen's AMD permutation taken the wrong way
        // round 53 (docs/thermal.md). The solve time follows the fill.
        qInfo("%s: LU fill %.2f (%.2f m cells), %.2f (%.2f m cells)", qPrintable(file), coarse.factorFill, coarse.cellM,
              fine.factorFill, fine.cellM);
        QVERIFY(coarse.factorFill > 1.0 && coarse.factorFill < 17.0);
        QVERIFY(fine.factorFill > 1.0 && fine.factorFill < 18.0);
    }

    // Issue 37 item 2: the fast model against the CFD study's six cases (tools/cfd/,
    // docs/thermal.md "CFD reference"), rack by rack, within the errors documented there. The
    // reference inlets are OpenFOAM's (tests/data/thermal-cfd/reference.json, written from
    // tools/cfd/reference/ by tools/cfd/make_test_reference.py); the variants are made here as the
    // study made them: every rack in one cold aisle; CRAH-01 deleted (the fast model's side of the
    // failed-unit case). Bounds: the documented mean absolute and worst errors (face mean and top
    // third), rounded up to the next 0.1 K, so a change that makes the model worse fails here.
    void cfdReferenceWithinDocumentedError_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("meanFaceK");
        QTest::addColumn<double>("worstFaceK");
        QTest::addColumn<double>("meanTopK");
        QTest::addColumn<double>("worstTopK");
        // The first hall's tiles pass 3.8 x the draw and its CFD floods the room with supply air;
        // the fast model's room at rack level is warmer, so the exchange at its two row ends
        // (ThermalSolver::endExchange) reads R-A01 and R-A08 up to 2.1 K warm (0.1 K before it).
        QTest::newRow("small") << "small" << 0.6 << 1.6 << 0.8 << 2.1;
        QTest::newRow("small-cc") << "small-cc" << 0.1 << 0.1 << 0.1 << 0.1;
        QTest::newRow("small-fail-crah01") << "small-fail-crah01" << 0.6 << 2.0 << 0.9 << 2.8;
        QTest::newRow("dense-2c") << "dense-2c" << 0.6 << 3.1 << 1.4 << 4.6;
        QTest::newRow("dense-2c-cc") << "dense-2c-cc" << 0.1 << 0.1 << 0.1 << 0.1;
        QTest::newRow("dense-2c-fail-crah01") << "dense-2c-fail-crah01" << 1.2 << 3.9 << 1.7 << 4.1;
        // The air sample (CFD on 0.2 m cells, 2026-12-07): mid-row within 0.2 K; the eight row
        // ends' tops are 27-38 C in the CFD, 26.5-29.4 C here with the exchange at the open ends
        // (24.1 C without it); the worst R-DL, 37.9 against 27.2 C (docs/thermal.md).
        QTest::newRow("superpod-h100-air") << "superpod-h100-air" << 0.7 << 5.6 << 1.3 << 11.1;
        // The first hall with flooded supply (the CRAHs blow from their fronts, CFD 2026-12-07):
        // the fast model reads mid-row 1.3-1.5 K warm on the face, 3.1 K at the top (no momentum:
        // the CRAHs' jets reach mid-row in the CFD).
        QTest::newRow("small-room") << "small-room" << 0.7 << 1.6 << 1.5 << 3.2;
    }
    void cfdReferenceWithinDocumentedError()
    {
        QFETCH(QString, name);
        QFETCH(double, meanFaceK);
        QFETCH(double, worstFaceK);
        QFETCH(double, meanTopK);
        QFETCH(double, worstTopK);
        QFile f(test::sourcePath(QStringLiteral("tests/data/thermal-cfd/reference.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const json ref = json::parse(f.readAll().toStdString());
        const json *c = nullptr;
        for (const json &k : ref["cases"])
            if (k["name"] == name.toStdString())
                c = &k;
        QVERIFY(c);
        Project p = test::loadSample(("tests/data/thermal-cfd/" + (*c)["design"].get<std::string>()).c_str());
        if (c->contains("cold_aisle"))
            containEveryRack(p, (*c)["cold_aisle"].get<std::string>());
        if (c->contains("air_delivery"))
            p.cooling.thermal.raisedFloor = (*c)["air_delivery"] == "raised_floor";
        if (c->contains("unit_off"))
            std::erase_if(p.equipment, [&](const FloorEquipment &e) { return e.id == (*c)["unit_off"]; });
        // The defaults (the designs were written with grid_refine 2, the default of the day):
        // three layers, the CFD's thirds, on 0.6 m cells.
        p.cooling.thermal.gridRefine = ThermalSettings{}.gridRefine;
        QCOMPARE(p.cooling.thermal.layers, 3);
        const ThermalResult t = run(p);
        QVERIFY(t.solved);
        double sumFace = 0, sumTop = 0, worstFace = 0, worstTop = 0;
        int n = 0;
        for (const auto &[id, cfd] : (*c)["racks"].items()) {
            const RackThermal *fast = t.rack(id);
            QVERIFY2(fast, id.c_str());
            const double face = cfd["inlet_mean_c"].get<double>() - fast->inletMeanC;
            const double top = cfd["inlet_top_c"].get<double>() - fast->inletTopC;
            sumFace += std::abs(face);
            sumTop += std::abs(top);
            worstFace = std::max(worstFace, std::abs(face));
            worstTop = std::max(worstTop, std::abs(top));
            ++n;
        }
        QVERIFY(n >= 8);
        qInfo("%s: %d racks, face mean %.2f K (worst %.2f), top third %.2f K (worst %.2f)", qPrintable(name), n,
              sumFace / n, worstFace, sumTop / n, worstTop);
        QVERIFY(sumFace / n <= meanFaceK);
        QVERIFY(worstFace <= worstFaceK);
        QVERIFY(sumTop / n <= meanTopK);
        QVERIFY(worstTop <= worstTopK);
    }

    void openAisleEndsAreWhereTheCfdRecirculates()
    {
        // The air sample's CFD (tests/data/thermal-cfd, docs/thermal.md): the tops of the racks at
        // the eight ends of its two open aisle pairs read 27.1-37.9 C where the fast model reads
        // 24.1 C. The map cannot resolve that (no buoyancy), so it names those racks: the flag
        // must fall on every one of them and on no mid-row rack, whose CFD tops average 24.3 C (R-D08, next to an end, 27.5 C).
        QFile f(test::sourcePath(QStringLiteral("tests/data/thermal-cfd/reference.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const json ref = json::parse(f.readAll().toStdString());
        const json *cfd = nullptr;
        for (const json &k : ref["cases"])
            if (k["name"] == "superpod-h100-air")
                cfd = &k["racks"];
        QVERIFY(cfd);
        Project p = test::loadSample("tests/data/thermal-cfd/superpod-h100-air.json");
        std::vector<Warning> w;
        const ThermalResult t = run(p, &w);
        QVERIFY(t.solved);
        int flagged = 0, midRow = 0;
        double midRowTop = 0, fastMidRowTop = 0;
        for (const RackThermal &r : t.racks)
            if (!r.openAisleEnd)
                fastMidRowTop += r.inletTopC / 30.0;
        for (const RackThermal &r : t.racks) {
            const double top = (*cfd)[r.rackId]["inlet_top_c"].get<double>();
            if (r.openAisleEnd) {
                ++flagged;
                QVERIFY2(top >= 27.0, r.rackId.c_str());
                // The map shows it too (issue 37's first "must show"): the exchange at the open
                // end (ThermalSolver::endExchange) puts the top of the face above its mean and
                // at least 2 K above the mid-row tops (the CFD: 3-14 K; here 2.2-4.8 K).
                qInfo("%s: top %.2f C, mean %.2f C (CFD %.2f C)", r.rackId.c_str(), r.inletTopC, r.inletMeanC, top);
                QVERIFY2(r.inletTopC > r.inletMeanC + 0.5, r.rackId.c_str());
                QVERIFY2(r.inletTopC > fastMidRowTop + 2.0, r.rackId.c_str());
            } else {
                ++midRow;
                midRowTop += top;
            }
        }
        QCOMPARE(flagged, 8);
        QVERIFY(midRowTop / midRow < 24.5);
        QVERIFY(hasCode(w, "thermal.open_aisle_end"));
        QVERIFY(t.rack("R-DL")->openAisleEnd && !t.rack("R-D05")->openAisleEnd);
        // Contained, the aisles have no open ends.
        for (const char *rows : {"AB", "CD"}) {
            Containment aisle{std::string("CA-") + rows, Containment::Kind::Cold, {}};
            for (const Rack &r : p.racks)
                if (r.id[2] == rows[0] || r.id[2] == rows[1])
                    aisle.rackIds.push_back(r.id);
            p.containments.push_back(aisle);
        }
        w.clear();
        const ThermalResult contained = run(p, &w);
        QVERIFY(std::none_of(contained.racks.begin(), contained.racks.end(), [](const RackThermal &r) { return r.openAisleEnd; }));
        QVERIFY(!hasCode(w, "thermal.open_aisle_end"));
        QVERIFY(std::abs(contained.worstInletC - 24.0) < 0.01);
    }

    void rciAndRti()
    {
        // RCI_HI by hand on the row of four: 1 - sum(max(0, T - 27)) / (4 x (32 - 27)).
        const ThermalResult r = run(rowOfFour());
        double over = 0;
        for (const RackThermal &t : r.racks)
            over += std::max(0.0, t.inletTopC - 27.0);
        QVERIFY(std::abs(r.rciHiPct - (1.0 - over / 20.0) * 100.0) < 1e-9);
        // RTI = (T_return - T_supply) / dT_equipment: dT_equipment = 16.22 K; the return by hand.
        const double dtEquip = 4 * 40800.0 / (1.2 * 1005 * 4 * 2.085556);
        qInfo("RTI %.3f %%, return %.3f C", r.rtiPct, r.units[0].returnC);
        QVERIFY(std::abs(r.rtiPct - (r.units[0].returnC - 24.0) / dtEquip * 100.0) < 0.01);
        // Return by the energy balance: 24 + 4 x 40,800 / (1206 x 10.556) = 36.82 C.
        QVERIFY(std::abs(r.units[0].returnC - 36.82) < 0.02);
        // All 8.34 m3/s of rack air within the CRAH's 10.56 m3/s: bypass, RTI < 100 %.
        QVERIFY(r.rtiPct < 100.0);
    }

    void ashraeClassIsASetting()
    {
        // Raised floor, tile flow 10.56 m3/s over the rack's 2.09: the inlet is the supply, but for
        // the room air its open sides take in at the top (ThermalSolver::endExchange), under 1 K.
        Project p = singleRack();
        p.cooling.air.supplyAirC = 30.0;  // A1: above the recommended 27 C, within the allowable 32 C
        std::vector<Warning> w;
        const ThermalResult a1 = run(p, &w);
        QCOMPARE(a1.allowableMaxC, 32.0);
        QVERIFY(a1.worstInletC >= 30.0 && a1.worstInletC < 31.5);  // the open ends' exchange: a little room air at the top
        QVERIFY(hasCode(w, "thermal.inlet_recommended"));
        QVERIFY(!hasCode(w, "thermal.inlet_allowable"));
        p.cooling.air.supplyAirC = 33.0;  // A1: above the allowable 32 C
        run(p, &w);
        QVERIFY(hasCode(w, "thermal.inlet_allowable"));
        p.cooling.thermal.ashraeClass = AshraeClass::A3;  // allowable 5-40 C
        const ThermalResult a3 = run(p, &w);
        QCOMPARE(a3.allowableMaxC, 40.0);
        QCOMPARE(a3.ashraeClass, std::string("A3"));
        QVERIFY(!hasCode(w, "thermal.inlet_allowable"));
    }

    void badInputs()
    {
        // A rack whose front is against the wall: R0 at x 0.6-1.2, y 0-1.2 faces -y.
        Project p = singleRack();
        p.racks.push_back(dgxRack("R0", 0.6, 0.0, 180));
        std::vector<Warning> w;
        ThermalResult r = run(p, &w);
        QVERIFY(hasCode(w, "thermal.no_air_path"));
        QVERIFY(r.rack("R0") && !r.rack("R0")->solved);
        QVERIFY(r.rack("R1")->solved);
        // A unit with no airflow in its (custom) catalog entry.
        json entry = Catalog::toJson(*Catalog::builtIn().find("crah-cw-150"));
        entry["id"] = "crah-noflow";
        entry["cooling"]["airflow_m3h"] = 0;
        LoadErrors errors;
        const Catalog custom = Catalog::builtIn().withCustomEntries(json::array({entry}), "test", errors);
        QVERIFY(errors.empty());
        Project z = singleRack();
        z.equipment[0].catalogId = "crah-noflow";
        w.clear();
        r = ThermalEngine::evaluate({z, custom, w}, {});
        QVERIFY(hasCode(w, "thermal.unit_no_airflow"));
        QVERIFY(!r.solved);
        QVERIFY(!r.message.empty());
        // A grid beyond the limit: 200 m x 200 m at 0.6 / 8 m = 2,667 x 2,667 cells.
        Project big = singleRack();
        big.hall = {200.0, 200.0, 0.6};
        big.cooling.thermal.gridRefine = 8;
        w.clear();
        r = run(big, &w);
        QVERIFY(!r.solved);
        QVERIFY(hasCode(w, "thermal.grid_too_large"));
        QVERIFY(r.message.find("grid_refine") != std::string::npos);
        // The limit counts cells of air (floor cells x layers): stress-16k at grid_refine 4 (0.15 m,
        // 240 x 336 = 80,640 floor cells) is 241,920 in three layers, within 300,000, and 483,840
        // in six, refused naming both settings.
        Project s = test::loadSample("projects/stress-16k.json");
        s.cooling.thermal.gridRefine = 4;
        s.cooling.thermal.layers = 6;
        w.clear();
        r = run(s, &w);
        QVERIFY(!r.solved);
        QVERIFY(hasCode(w, "thermal.grid_too_large"));
        QVERIFY2(r.message.find("483840 cells of air") != std::string::npos, r.message.c_str());
        QVERIFY(r.message.find("cooling.thermal.layers") != std::string::npos);
        // stress-16k at grid_refine 3 (0.2 m: 180 x 252 = 45,360 floor cells, 136,080 cells of air
        // in three layers): solved, the scan (up to 90,000) skipped and said so; in one layer the
        // 45,360 cells are scanned.
        s.cooling.thermal.gridRefine = 3;
        s.cooling.thermal.layers = 3;
        r = run(s);
        QVERIFY(r.solved);
        QCOMPARE(r.nx * r.ny, 45360);
        QVERIFY(r.failures.empty() && !r.failureScanComplete);
        QVERIFY2(r.failureScanNote.find("136080 cells of air") != std::string::npos, r.failureScanNote.c_str());
        s.cooling.thermal.layers = 1;
        r = run(s);
        QVERIFY(r.solved && r.failureScanComplete && !r.failures.empty());
    }

    void fileKeysRoundTrip()
    {
        Project p = rowOfFour();
        p.containments.push_back({"POD-1", Containment::Kind::Hot, {"R1", "R2"}});
        p.cooling.thermal.ashraeClass = AshraeClass::A2;
        p.cooling.thermal.gridRefine = 3;
        p.cooling.thermal.plenumReturn = true;
        p.cooling.thermal.openingDischargeCoefficient = 0.45;
        const json doc = ProjectWriter::toJson(p);
        QCOMPARE(doc["cooling"]["thermal"]["opening_discharge_coefficient"].get<double>(), 0.45);
        QCOMPARE(doc["containment"][0]["kind"].get<std::string>(), std::string("hot"));
        QCOMPARE(doc["cooling"]["thermal"]["ashrae_class"].get<std::string>(), std::string("A2"));
        QCOMPARE(doc["cooling"]["thermal"]["ceiling_return"].get<std::string>(), std::string("plenum"));
        const ReadResult back = ProjectReader::readJson(doc, "t.json", Catalog::builtIn());
        QVERIFY(back.errors.empty());
        QVERIFY(back.project->containments == p.containments);
        QVERIFY(back.project->cooling.thermal == p.cooling.thermal);
    }

    void fileErrorsNameThePlace()
    {
        json doc = ProjectWriter::toJson(rowOfFour());
        doc["containment"] = json::array({{{"id", "P"}, {"kind", "warm"}, {"racks", {"R1", "NOPE"}}}});
        doc["cooling"] = {{"thermal", {{"ashrae_class", "B7"}, {"grid_refine", 99}, {"ceiling_return", "attic"}, {"opening_discharge_coefficient", 1.5}}}};
        const ReadResult r = ProjectReader::readJson(doc, "t.json", Catalog::builtIn());
        QVERIFY(!r.project);
        std::vector<std::string> paths;
        for (const LoadError &e : r.errors)
            paths.push_back(e.path);
        for (const char *expected : {"/containment/0/kind", "/containment/0/racks/1", "/cooling/thermal/ashrae_class",
                                     "/cooling/thermal/grid_refine", "/cooling/thermal/ceiling_return",
                                     "/cooling/thermal/opening_discharge_coefficient"})
            QVERIFY2(std::find(paths.begin(), paths.end(), expected) != paths.end(), expected);
    }

    void evaluateJsonHasThermal()
    {
        const Project p = rowOfFour();
        const Analysis a = Analyzer::run(p, Catalog::builtIn());
        const json j = Analyzer::toJson(p, a);
        QVERIFY(j.contains("thermal"));
        QCOMPARE(j["thermal"]["racks"].size(), size_t(4));
        QCOMPARE(j["thermal"]["failure_scan"].size(), size_t(1));
        QCOMPARE(j["thermal"]["ashrae_class"].get<std::string>(), std::string("A1"));
    }
};

QTEST_GUILESS_MAIN(TestThermal)
#include "test_thermal.moc"
