// The cluster generator (issue 7 section 1, docs/generator.md): designs with no error warnings
// for a range of systems, sizes and cooling choices; exact counts; racks within their budget;
// the power chain and cooling sized with their redundancy; a file round trip that keeps them
// equal; the sizing rules by hand; clear messages for bad options.
#include "analysis/analyzer.h"
#include "cooling/coolingresult.h"
#include "thermal/thermalresult.h"
#include "catalog/catalog.h"
#include "planners/fabricgenerator.h"
#include "power/powerresult.h"
#include "generator/clustergenerator.h"
#include "generator/generatorsizing.h"
#include "sweep/sweepgeneratorkeys.h"
#include "sampleproject.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include "project/footprint.h"
#include <QDir>
#include "spec/networkports.h"
#include "network/networkresult.h"
#include <QTest>
#include <nlohmann/json.hpp>
#include <set>

using namespace dcs;

namespace {

const Catalog &cat() { return Catalog::builtIn(); }

double rackNameplateW(const Rack &r)
{
    double w = 0;
    if (const CatalogEntry *re = cat().find(r.catalogId); re && re->kind == CatalogKind::RackSystem)
        w += re->maxPowerW;
    for (const DevicePlacement &d : r.devices)
        w += cat().find(d.catalogId)->maxPowerW;
    return w;
}

int countGpus(const Project &p)
{
    int gpus = 0;
    for (const Rack &r : p.racks) {
        if (const CatalogEntry *re = cat().find(r.catalogId); re->kind == CatalogKind::RackSystem)
            gpus += re->totalGpus();
        for (const DevicePlacement &d : r.devices)
            if (const CatalogEntry *e = cat().find(d.catalogId); e->kind == CatalogKind::GpuServer)
                gpus += e->totalGpus();
    }
    return gpus;
}

bool mentions(const std::vector<std::string> &errors, const char *what)
{
    for (const std::string &e : errors)
        if (e.find(what) != std::string::npos)
            return true;
    return false;
}

GeneratorOptions opts(const char *system, int nodes, GeneratorCooling cooling)
{
    GeneratorOptions o;
    o.systemId = system;
    o.nodes = nodes;
    o.cooling = cooling;
    return o;
}

// Every error-severity warning of an analysis, one line each (empty: none).
std::string errorWarnings(const Analysis &a)
{
    std::string errors;
    for (const Warning &w : a.warnings)
        if (w.severity == Warning::Severity::Error)
            errors += w.key() + ": " + w.message + "\n";
    return errors;
}

} // namespace

class TestGenerator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void generatesCleanDesigns_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("cooling");
        QTest::addColumn<int>("fabric");
        QTest::addColumn<int>("technology");
        const int liquid = int(GeneratorCooling::Liquid), air = int(GeneratorCooling::Air), hybrid = int(GeneratorCooling::Hybrid);
        const int rail = int(GeneratorFabric::RailOptimized), ls = int(GeneratorFabric::LeafSpine);
        const int ib = int(NetworkTechnology::IbNdr), roce = int(NetworkTechnology::Roce400);
        QTest::newRow("dgx-h100 x4 liquid") << "dgx-h100" << 4 << liquid << rail << ib;
        QTest::newRow("dgx-h100 x32 liquid") << "dgx-h100" << 32 << liquid << rail << ib;
        QTest::newRow("dgx-h100 x128 liquid") << "dgx-h100" << 128 << liquid << rail << ib;
        QTest::newRow("dgx-h100 x32 air") << "dgx-h100" << 32 << air << rail << ib;
        QTest::newRow("dgx-h100 x32 hybrid") << "dgx-h100" << 32 << hybrid << rail << ib;
        QTest::newRow("dgx-h100 x128 air") << "dgx-h100" << 128 << air << rail << ib;
        QTest::newRow("dgx-b200 x32 liquid") << "dgx-b200" << 32 << liquid << rail << ib;
        QTest::newRow("dgx-b200 x16 hybrid roce") << "dgx-b200" << 16 << hybrid << ls << roce;
        QTest::newRow("gb200-nvl72 x4 liquid") << "gb200-nvl72" << 4 << liquid << rail << ib;
        QTest::newRow("gb200-nvl72 x16 liquid") << "gb200-nvl72" << 16 << liquid << rail << ib;
        QTest::newRow("gb200-nvl72 x8 sidecar") << "gb200-nvl72" << 8 << int(GeneratorCooling::Sidecar) << rail << ib;
        QTest::newRow("gb300-nvl72 x16 liquid xdr") << "gb300-nvl72" << 16 << liquid << rail << int(NetworkTechnology::IbXdr);
        QTest::newRow("pcie-h100-8gpu x8 air") << "pcie-h100-8gpu" << 8 << air << ls << ib;
        QTest::newRow("rtx4090-4gpu x6 air") << "rtx4090-4gpu" << 6 << air << ls << ib;
        QTest::newRow("dgx-a100 x40 hybrid") << "dgx-a100" << 40 << hybrid << rail << ib;
    }
    void generatesCleanDesigns()
    {
        QFETCH(QString, system);
        QFETCH(int, nodes);
        QFETCH(int, cooling);
        QFETCH(int, fabric);
        QFETCH(int, technology);
        GeneratorOptions o = opts(system.toStdString().c_str(), nodes, GeneratorCooling(cooling));
        o.fabric = GeneratorFabric(fabric);
        o.technology = NetworkTechnology(technology);
        const ClusterGenerator::Result r = ClusterGenerator::generate(o, cat());
        QVERIFY2(r.ok, r.errors.empty() ? "" : r.errors.front().c_str());

        // No error warnings (the engines' own verdict, not the generator's count).
        const Analysis a = Analyzer::run(r.project, cat());
        const std::string errors = errorWarnings(a);
        QVERIFY2(errors.empty(), errors.c_str());
        QCOMPARE(r.errorWarnings, 0);

        // Exactly the nodes and GPUs asked for.
        const CatalogEntry *sys = cat().find(o.systemId);
        QCOMPARE(countGpus(r.project), nodes * sys->totalGpus());
        QCOMPARE(r.plan.gpus, nodes * sys->totalGpus());

        // Every rack within its power budget; every PSU on a cord; every PDU on a panel.
        for (const Rack &rack : r.project.racks) {
            QVERIFY2(rack.powerBudgetKw > 0, rack.id.c_str());
            QVERIFY2(rackNameplateW(rack) <= rack.powerBudgetKw * 1000.0 + 1e-6, rack.id.c_str());
            for (const DevicePlacement &d : rack.devices)
                QCOMPARE(int(d.power.size()), cat().find(d.catalogId)->psuCount);
            // A rack-scale system's power shelves, one per three-phase whip (issue 33 item 1).
            if (const CatalogEntry *re = cat().find(rack.catalogId); re->kind == CatalogKind::RackSystem) {
                QCOMPARE(int(rack.power.size()), re->psuCount);
                QCOMPARE(int(rack.pdus.size()), re->psuCount);
            }
            std::set<Feed> feeds;
            for (const RackPdu &pdu : rack.pdus) {
                QVERIFY2(!pdu.panelId.empty(), pdu.id.c_str());
                feeds.insert(pdu.feed);
            }
            QCOMPARE(int(feeds.size()), 2);  // 2N: A and B in every rack
        }
        QCOMPARE(a.power->unconnectedPsus, 0);

        // A compute fabric when asked, rack-scale systems included (issue 33 item 2): every
        // compute NIC cabled.
        QCOMPARE(int(r.project.networks.size()), 1);
        QVERIFY(!r.project.networks.front().links.empty());
        QVERIFY(r.switches > 0);
        QCOMPARE(a.network->networks.front().nicsConnected, nodes * NetworkPorts::nodePorts(*sys, NetworkRole::Compute).count);

        // The file round trip keeps the design equal.
        const std::string text = ProjectWriter::toText(r.project);
        const ReadResult back = ProjectReader::readText(text, "generated.json", cat());
        QVERIFY2(back.project.has_value(), formatErrors(back.errors).c_str());
        QVERIFY(*back.project == r.project);
    }

    // Issue 33 item 4: the power chain on overhead busways instead of floor panels. Every rack
    // PDU hangs off a busway run over its own row (same feed side), the runs are overhead and
    // inside the hall, no floor panel is made, and the design has no error.
    void buswayDistribution_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<int>("nodes");
        QTest::newRow("GB200 NVL72 x16") << "gb200-nvl72" << 16;
        QTest::newRow("DGX H100 x64") << "dgx-h100" << 64;
    }
    void buswayDistribution()
    {
        QFETCH(QString, system);
        QFETCH(int, nodes);
        GeneratorOptions o = opts(system.toStdString().c_str(), nodes, GeneratorCooling::Liquid);
        o.busway = true;
        const ClusterGenerator::Result r = ClusterGenerator::generate(o, cat());
        QVERIFY2(r.ok, r.errors.empty() ? "" : r.errors.front().c_str());
        const Analysis a = Analyzer::run(r.project, cat());
        const std::string errors = errorWarnings(a);
        QVERIFY2(errors.empty(), errors.c_str());
        int busways = 0;
        for (const FloorEquipment &e : r.project.equipment) {
            const CatalogEntry *ce = cat().find(e.catalogId);
            QVERIFY2(ce->kind != CatalogKind::PowerPanel || ce->isOverhead(), e.id.c_str());  // no floor panel
            if (!ce->isOverhead())
                continue;
            ++busways;
            QVERIFY(e.xM >= 0 && e.xM + ce->footprintWidthM() <= r.project.hall.widthM + 1e-9);
        }
        QVERIFY(busways > 0);
        for (const Rack &rack : r.project.racks) {
            const RectM f = footprint(rack, *cat().find(rack.catalogId));
            for (const RackPdu &pdu : rack.pdus) {
                const FloorEquipment *bus = r.project.findEquipment(pdu.panelId);
                QVERIFY2(bus && cat().find(bus->catalogId)->isOverhead(), pdu.id.c_str());
                // Over the rack's row: the run's housing lies within the rack's depth.
                QVERIFY2(bus->yM >= f.y - 1e-9 && bus->yM <= f.bottom() + 1e-9, pdu.id.c_str());
                QVERIFY2(bus->xM <= f.x + 1e-9 && bus->xM + cat().find(bus->catalogId)->footprintWidthM() >= f.right() - 1e-9,
                         pdu.id.c_str());
            }
        }
        const ReadResult back = ProjectReader::readText(ProjectWriter::toText(r.project), "busway.json", cat());
        QVERIFY2(back.project.has_value(), formatErrors(back.errors).c_str());  // overlapping the racks is fine overhead
    }

    void sizingRules()
    {
        const Project defaults;
        // REFERENCE 1.5: 415 V 3-phase 60 A at 80 %: sqrt(3) x 415 x 48 = 34,502.5 W.
        QCOMPARE(qRound(GeneratorSizing::pduCapacityW(*cat().find("pdu-415v-60a-wye")->pdu, defaults.power)), 34502);
        // 800 A panel at 415 V, 80 %: sqrt(3) x 415 x 640 = 460,033.5 W.
        QCOMPARE(qRound(GeneratorSizing::panelCapacityW(*cat().find("panel-800a"), defaults.power)), 460033);
        // 1,400 kW of air heat on 150 kW CRAHs: ceil(9.33) = 10, N+1 = 11 (make_samples.py superpod air).
        QCOMPARE(GeneratorSizing::unitsFor(1400e3, 150e3, CoolingRedundancy::NPlus1), 11);
        QCOMPARE(GeneratorSizing::unitsFor(1400e3, 150e3, CoolingRedundancy::N), 10);
        QCOMPARE(GeneratorSizing::unitsFor(1400e3, 150e3, CoolingRedundancy::TwoN), 20);
        QCOMPARE(GeneratorSizing::unitsFor(0, 150e3, CoolingRedundancy::NPlus1), 0);
        // PDUs per feed for the loss of one PDU: DGX H100 6 PSUs, 4 needed, 3 per feed: 1 PDU -> 6-3 = 3 < 4,
        // 2 PDUs -> 6-2 = 4. DGX B200 needs 5: 3 PDUs -> 6-1 = 5. PCIe box 4 PSUs, 2 needed: 1 PDU -> 4-2 = 2.
        QCOMPARE(GeneratorSizing::pdusPerFeedForPduLoss(*cat().find("dgx-h100"), true), 2);
        QCOMPARE(GeneratorSizing::pdusPerFeedForPduLoss(*cat().find("dgx-b200"), true), 3);
        QCOMPARE(GeneratorSizing::pdusPerFeedForPduLoss(*cat().find("pcie-h100-8gpu"), true), 1);
        // Liquid: a DGX H100 loses 10,200 x 0.13 x 0.75 = 994.5 W of fans; 9,205.5 W x 0.75 = 6,904.1 W to
        // the loop; 2,301.4 W to air.
        const GeneratorSizing::Heat h = GeneratorSizing::heatOf(*cat().find("dgx-h100"), GeneratorCooling::Liquid,
                                                                defaults.cooling.liquid);
        QCOMPARE(qRound(h.powerW * 10), 92055);
        QCOMPARE(qRound(h.airW * 10), 23014);
    }

    void nodesPerRack_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<int>("cooling");
        QTest::addColumn<double>("rackKw");
        QTest::addColumn<int>("perRack");
        QTest::addColumn<QString>("limitedBy");
        // 45 kW: (45,000 - 150 W management switch) / 10,200 = 4.4 -> 4 (liquid air heat 2.3 kW allows 12).
        QTest::newRow("h100 liquid") << "dgx-h100" << int(GeneratorCooling::Liquid) << 0.0 << 4 << "rack power limit";
        // Air: (30,000 - 150) / 10,200 = 2.9 -> 2.
        QTest::newRow("h100 air") << "dgx-h100" << int(GeneratorCooling::Air) << 0.0 << 2 << "cooling limit";
        // Hybrid: rear door 55 kW; budget 60 kW: (60,000 - 150) / 10,200 = 5.87 -> 5; U: (48 - 2 - 1) / 8 = 5.
        QTest::newRow("h100 hybrid 60kW") << "dgx-h100" << int(GeneratorCooling::Hybrid) << 60.0 << 5 << "rack units";
        // B200: 14.3 kW, 45 kW: 44,850 / 14,300 = 3.1 -> 3.
        QTest::newRow("b200 liquid") << "dgx-b200" << int(GeneratorCooling::Liquid) << 0.0 << 3 << "rack power limit";
    }
    void nodesPerRack()
    {
        QFETCH(QString, system);
        QFETCH(int, cooling);
        QFETCH(double, rackKw);
        QFETCH(int, perRack);
        QFETCH(QString, limitedBy);
        GeneratorOptions o = opts(system.toStdString().c_str(), 32, GeneratorCooling(cooling));
        o.rackPowerLimitKw = rackKw;
        const ClusterGenerator::Plan p = ClusterGenerator::plan(o, cat());
        QVERIFY2(p.errors.empty(), p.errors.empty() ? "" : p.errors.front().c_str());
        QCOMPARE(p.nodesPerRack, perRack);
        QCOMPARE(QString::fromStdString(p.limitedBy), limitedBy);
        QCOMPARE(p.computeRacks, (32 + perRack - 1) / perRack);
    }

    void gpusGiveWholeNodes()
    {
        GeneratorOptions o = opts("dgx-h100", 0, GeneratorCooling::Liquid);
        o.gpus = 1024;
        const ClusterGenerator::Plan p = ClusterGenerator::plan(o, cat());
        QVERIFY(p.errors.empty());
        QCOMPARE(p.nodes, 128);
        QCOMPARE(p.computeRacks, 32);  // 128 / 4
        o.gpus = 1020;
        QVERIFY(mentions(ClusterGenerator::plan(o, cat()).errors, "not a whole number of dgx-h100"));
    }

    void superpodMatchesTheSample()
    {
        // 128 DGX H100, liquid: 32 racks of 4 in rows of one SU (8 racks), like make_samples.py.
        const ClusterGenerator::Result r = ClusterGenerator::generate(opts("dgx-h100", 128, GeneratorCooling::Liquid), cat(), false);
        QVERIFY(r.ok);
        QCOMPARE(r.plan.racksPerRow, 8);
        QCOMPARE(r.plan.rows, 4);
        // Rail-optimised NDR at 1:1 (REFERENCE 2): 4 SUs x 8 rails = 32 leaves of 32 down + 32 up;
        // 32 x 32 = 1,024 uplinks / 64 ports = 16 spines: 48 switches.
        QCOMPARE(r.switches, 48);
        // Liquid heat: 128 x 6,904.1 W = 883.7 kW -> one 1,368 kW CDU + 1 (N+1) = 2 by kW; by flow
        // (issue 34) 883.7 kW / (997 x 4.18 x 10) x 60,000 = 1,272.3 L/min -> two 1,200 L/min + 1 = 3.
        int cdus = 0, crahs = 0, upsA = 0;
        for (const FloorEquipment &e : r.project.equipment) {
            cdus += e.catalogId == "cdu-1350";
            crahs += e.catalogId == "crah-cw-150";
            upsA += e.id.rfind("UPS-A", 0) == 0;
        }
        QCOMPARE(cdus, 3);
        // Air heat: 128 x 2,301.4 + 48 x 1,500 + 32 x 150 = 294.6 + 72 + 4.8 = 371.4 kW -> 3 + 1 = 4 CRAHs.
        QCOMPARE(crahs, 4);
        // IT nameplate 128 x 10.2 + 48 x 1.5 + 32 x 0.15 = 1,305.6 + 72 + 4.8 = 1,382.4 kW (the sample also has
        // management switches in its 6 network racks); side A carries it all: 1,250 kW UPS x 0.765 = 956 kW -> 2 UPSs.
        QCOMPARE(qRound(r.itNameplateW / 100.0), 13824);
        QCOMPARE(upsA, 2);
    }

    // Issue 33 item 4: the generator's CDUs carry the liquid plant's loop to facility water. A
    // liquid-to-air CDU larger than any other in the catalog is never chosen for it.
    void neverPicksALiquidToAirCdu()
    {
        nlohmann::json big = Catalog::toJson(*cat().find("cdu-l2a-240"));
        big["id"] = "cdu-l2a-5000";
        big["cooling"]["capacity_kw"] = 5000;
        LoadErrors errors;
        const Catalog withBig = cat().withCustomEntries(nlohmann::json::array({big}), "test.json", errors);
        QVERIFY2(errors.empty(), formatErrors(errors).c_str());
        const ClusterGenerator::Result r = ClusterGenerator::generate(opts("gb200-nvl72", 4, GeneratorCooling::Liquid), withBig);
        QVERIFY2(r.ok, r.errors.empty() ? "" : r.errors.front().c_str());
        int cdus = 0;
        for (const FloorEquipment &e : r.project.equipment)
            if (e.id.rfind("CDU-", 0) == 0) {
                QCOMPARE(e.catalogId, std::string("cdu-1350"));
                ++cdus;
            }
        QCOMPARE(cdus, 2);  // 4 x 114.84 = 459.36 kW on 1,368 kW units at N+1
    }

    // A GB200 NVL72 hall without facility water: cold plates on liquid-to-air CDUs (sidecars),
    // an air-cooled hall. By hand: each rack's cold plates take 132 kW x 0.87 = 114.84 kW; 4 racks
    // 459.36 kW on 240 kW sidecars is 2, N+1 makes 3 (the flow, 360 L/min a unit, needs no more).
    // Into the room: the sidecars' 459.36 kW x (1 + (11,500 + 2,400) / 240,000) = 485.97 kW, plus
    // the racks' own air 4 x 17.16 = 68.64 kW, plus the network racks and optics: at least
    // 554.6 kW on the CRAHs, which are sized for it with N+1.
    void sidecarHallIsAirCooled()
    {
        const ClusterGenerator::Result r = ClusterGenerator::generate(opts("gb200-nvl72", 4, GeneratorCooling::Sidecar), cat());
        QVERIFY2(r.ok, r.errors.empty() ? "" : r.errors.front().c_str());
        QCOMPARE(r.project.cooling.architecture, CoolingArchitecture::Air);
        int sidecars = 0, crahs = 0;
        for (const FloorEquipment &e : r.project.equipment) {
            const CatalogEntry *c = cat().find(e.catalogId);
            if (c->isCooling(CoolingType::Cdu)) {
                QVERIFY2(c->isRoomAirCdu(), e.catalogId.c_str());
                ++sidecars;
            }
            crahs += c->isCooling(CoolingType::Crah) ? 1 : 0;
        }
        QCOMPARE(sidecars, 3);
        const Analysis a = Analyzer::run(r.project, cat());
        const std::string errors = errorWarnings(a);
        QVERIFY2(errors.empty(), errors.c_str());
        for (const Warning &w : a.warnings)
            QVERIFY2(w.code != WarningCode::CoolingAirNotBuildable, w.message.c_str());
        QCOMPARE(a.cooling->designArchitecture, std::string("air"));
        bool roomChecked = false;
        for (const CapacityCheck &c : a.cooling->checks)
            if (c.kind == CapacityCheck::Kind::RoomAir) {
                roomChecked = true;
                QVERIFY2(c.ok, qPrintable(QString::number(c.loadW)));
                QVERIFY2(c.loadW >= 554.6e3, qPrintable(QString::number(c.loadW)));
                QCOMPARE(c.capacityW, (crahs - 1) * 150e3);  // N+1 of crah-cw-150
            } else if (c.kind == CapacityCheck::Kind::Cdu) {
                QVERIFY(c.ok);
                QCOMPARE(c.loadW, 459.36e3);
                QCOMPARE(c.capacityW, 2 * 240e3);
            }
        QVERIFY(roomChecked);
        // The thermal map carries the sidecars' heat too, each blowing its share out of its back
        // where it stands (none under the ceiling): 459.36 kW x (1 + 13,900 / 240,000) = 485.96
        // kW, and its air units remove racks + sidecars.
        QVERIFY2(std::abs(a.thermal->sidecarHeatW - 485964.6) < 1.0, qPrintable(QString::number(a.thermal->sidecarHeatW)));
        QCOMPARE(a.thermal->sidecarCeilingHeatW, 0.0);
        QVERIFY(std::abs(a.thermal->unitHeatW - a.thermal->rackHeatW - a.thermal->sidecarHeatW) < 0.005 * a.thermal->unitHeatW);
        // RTI (Herrlin) over the equipment that moves the room's air, racks and sidecars: with
        // every watt returned and no door, return rise / equipment rise = equipment air / units'
        // air. Each sidecar carries 485,964.6 / 3 = 161,988 W, 0.675 of its 240 kW, so blows
        // 47,800 / 3600 x 0.675 = 8.962 m3/s; the five CRAHs 5 x 38,000 / 3600 = 52.78 m3/s.
        double rackFlow = 0;
        for (const RackThermal &rt : a.thermal->racks)
            rackFlow += rt.solved ? rt.airflowM3s : 0.0;
        const double sidecarFlow = 47800.0 / 3600.0 * (485964.6 / 3.0) / 240000.0;
        const double expectedRti = 100.0 * (rackFlow + 3 * sidecarFlow) / (5 * 38000.0 / 3600.0);
        QVERIFY2(std::abs(a.thermal->rtiPct - expectedRti) < 0.5,
                 qPrintable(QStringLiteral("%1 vs %2").arg(a.thermal->rtiPct).arg(expectedRti)));
        // No facility water, so no liquid class to hold: a W17 class chosen under the 32 C supply
        // raises no cooling.supply_outside_class (it did, for a hall that takes no water).
        Project strictClass = r.project;
        strictClass.cooling.liquid.ashraeClass = LiquidClass::W17;
        const Analysis strict = Analyzer::run(strictClass, cat());
        for (const Warning &w : strict.warnings)
            QVERIFY2(w.code != WarningCode::CoolingSupplyOutsideClass, w.message.c_str());
        // A sweep that regenerates this hall (docs/sweep.md) keeps its sidecars: every CDU
        // rejects to the room, so the options read off it say sidecar, not liquid.
        QCOMPARE(int(SweepGeneratorKeys::fromBase(r.project, cat()).cooling), int(GeneratorCooling::Sidecar));
        GeneratorOptions swept;
        QVERIFY(SweepGeneratorKeys::apply(swept, "cooling", "sidecar").empty());
        QCOMPARE(int(swept.cooling), int(GeneratorCooling::Sidecar));
        QVERIFY(SweepGeneratorKeys::apply(swept, "cooling", "ice").find("sidecar") != std::string::npos);
        // Facility-water CDUs in a hall forced to air are not sidecars: regenerated as air (or
        // hybrid with rear doors), as before.
        Project forcedAir = test::loadSample("projects/superpod-h100-liquid.json");
        forcedAir.cooling.architecture = CoolingArchitecture::Air;
        QVERIFY(SweepGeneratorKeys::fromBase(forcedAir, cat()).cooling != GeneratorCooling::Sidecar);
    }

    void rejectsBadOptions_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("cooling");
        QTest::addColumn<double>("rackKw");
        QTest::addColumn<QString>("pdu");
        QTest::addColumn<QString>("message");
        const int liquid = int(GeneratorCooling::Liquid), air = int(GeneratorCooling::Air);
        QTest::newRow("unknown system") << "dgx-z900" << 4 << liquid << 0.0 << "pdu-415v-60a-wye" << "unknown GPU system 'dgx-z900'";
        QTest::newRow("not a system") << "qm9700" << 4 << liquid << 0.0 << "pdu-415v-60a-wye" << "'qm9700' is a switch";
        QTest::newRow("unknown pdu") << "dgx-h100" << 4 << liquid << 0.0 << "pdu-x" << "unknown rack PDU 'pdu-x'";
        QTest::newRow("zero nodes") << "dgx-h100" << 0 << liquid << 0.0 << "pdu-415v-60a-wye" << "must be at least 1";
        QTest::newRow("negative nodes") << "dgx-h100" << -3 << liquid << 0.0 << "pdu-415v-60a-wye" << "must be at least 1";
        QTest::newRow("rack below one node") << "dgx-h100" << 4 << liquid << 8.0 << "pdu-415v-60a-wye" << "above the rack power limit of 8.0 kW";
        QTest::newRow("gb200 on air") << "gb200-nvl72" << 2 << air << 0.0 << "pdu-415v-60a-wye" << "choose liquid cooling";
        QTest::newRow("gb200 on single-phase PDUs") << "gb200-nvl72" << 2 << liquid << 0.0 << "pdu-400v-32a-wye"
                                                    << "take three-phase feeds; 'pdu-400v-32a-wye' has single-phase outlets";
        QTest::newRow("b200 on air rack") << "dgx-b200" << 2 << air << 0.0 << "pdu-415v-60a-wye" << "";
    }
    void rejectsBadOptions()
    {
        QFETCH(QString, system);
        QFETCH(int, nodes);
        QFETCH(int, cooling);
        QFETCH(double, rackKw);
        QFETCH(QString, pdu);
        QFETCH(QString, message);
        GeneratorOptions o = opts(system.toStdString().c_str(), nodes, GeneratorCooling(cooling));
        o.rackPowerLimitKw = rackKw;
        o.pduId = pdu.toStdString();
        const ClusterGenerator::Result r = ClusterGenerator::generate(o, cat(), false);
        if (message.isEmpty()) {  // a B200 (14.3 kW) fits under the 30 kW air limit twice: allowed
            QVERIFY(r.ok);
            return;
        }
        QVERIFY(!r.ok);
        QVERIFY2(mentions(r.errors, message.toStdString().c_str()), r.errors.empty() ? "" : r.errors.front().c_str());
    }

    void hallTooSmallNamesTheSizeNeeded()
    {
        GeneratorOptions o = opts("dgx-h100", 128, GeneratorCooling::Liquid);
        o.hallWidthM = 12;
        o.hallDepthM = 8;
        const ClusterGenerator::Result r = ClusterGenerator::generate(o, cat(), false);
        QVERIFY(!r.ok);
        QVERIFY2(mentions(r.errors, "needs a hall of at least"), r.errors.front().c_str());
        o.hallWidthM = 40;
        o.hallDepthM = 40;
        const ClusterGenerator::Result big = ClusterGenerator::generate(o, cat(), false);
        QVERIFY2(big.ok, big.errors.empty() ? "" : big.errors.front().c_str());
        QCOMPARE(big.project.hall.widthM, 40.0);
        QCOMPARE(big.project.hall.depthM, 40.0);
    }

    void givenHallGetsShorterRows()
    {
        // 300 DGX H100 = 75 racks. A 30 m hall first gets rows of (30 - 2 x 3.0 - 2 x 0.6) / 0.6 = 38 racks,
        // too long once the network racks stand at the row ends; shorter rows fit in 30 x 30 m.
        GeneratorOptions o = opts("dgx-h100", 300, GeneratorCooling::Liquid);
        o.hallWidthM = 30;
        o.hallDepthM = 30;
        const ClusterGenerator::Result r = ClusterGenerator::generate(o, cat(), false);
        QVERIFY2(r.ok, r.errors.empty() ? "" : r.errors.front().c_str());
        QVERIFY(r.plan.racksPerRow < 38);
        QCOMPARE(r.project.hall.widthM, 30.0);
        for (const Rack &rack : r.project.racks)
            QVERIFY2(rack.xM + 0.6 <= 30.0 + 1e-9, rack.id.c_str());
    }

    void singleFeedDesign()
    {
        GeneratorOptions o = opts("pcie-h100-8gpu", 4, GeneratorCooling::Air);
        o.power2N = false;
        const ClusterGenerator::Result r = ClusterGenerator::generate(o, cat());
        QVERIFY2(r.ok, r.errors.empty() ? "" : r.errors.front().c_str());
        QCOMPARE(r.errorWarnings, 0);
        for (const Rack &rack : r.project.racks)
            for (const RackPdu &pdu : rack.pdus)
                QCOMPARE(int(pdu.feed), int(Feed::A));
        for (const FloorEquipment &e : r.project.equipment)
            QVERIFY2(e.id.find("-B") == std::string::npos, e.id.c_str());
    }

    void regenerateFabricOnSamplesLeavesNoError_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<double>("ratio");
        const QDir dir(QDir(QStringLiteral(DCS_SOURCE_DIR)).filePath(QStringLiteral("projects")));
        for (const QString &file : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            for (double ratio : {1.0, 2.0})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2:1").arg(file).arg(ratio))) << dir.filePath(file) << ratio;
    }
    void regenerateFabricOnSamplesLeavesNoError()
    {
        // Issue 12, defect 4: Regenerate Fabric (GUI, generate-fabric) must leave no error, as New
        // from Template does: a switch the generator mounts is plugged into its rack's PDUs.
        QFETCH(QString, sample);
        QFETCH(double, ratio);
        const ReadResult read = ProjectReader::readFile(sample, cat());
        QVERIFY2(read.project, formatErrors(read.errors).c_str());
        Project p = *read.project;
        auto errors = [](const Project &q) {
            std::set<std::string> out;
            for (const Warning &w : Analyzer::run(q, cat()).warnings)
                if (w.severity == Warning::Severity::Error)
                    out.insert(w.key() + ": " + w.message);
            return out;
        };
        auto codes = [](const std::set<std::string> &list) {
            std::set<std::string> out;
            for (const std::string &e : list)
                out.insert(e.substr(0, e.find(':')));
            return out;
        };
        // A sample with an error of its own (another area's finding) must gain no new kind of error.
        const std::set<std::string> before = codes(errors(p));
        bool hasCompute = false;
        for (Network &n : p.networks)
            if (n.role == NetworkRole::Compute) {
                n.targetOversubscription = ratio;
                hasCompute = true;
            }
        if (!hasCompute) {
            Network n = FabricGenerator::defaultComputeNetwork();
            n.targetOversubscription = ratio;
            p.networks.push_back(n);
        }
        const FabricGenerator::Result r = FabricGenerator::generate(p, cat());
        if (!r.ok) {
            // A refusal is a clear message, not a broken design; only the fabric-less samples may refuse.
            QVERIFY2(!hasCompute, r.error.c_str());
            QVERIFY(!r.error.empty());
            return;
        }
        // Cooling is not the fabric generator's to size: on stress-16k (no fabric yet) the new
        // network racks put ~1-2 MW more into the room air than its CRAHs carry. That is a true
        // finding the user must see, and it can only follow from racks the generator added.
        const std::set<std::string> followsFromNewRacks = {"cooling.room_air_capacity"};
        for (const std::string &e : errors(r.project)) {
            const std::string code = e.substr(0, e.find(':'));
            if (followsFromNewRacks.count(code) && r.project.racks.size() > p.racks.size())
                continue;
            QVERIFY2(before.count(code), e.c_str());
        }
        // Every switch the generator mounted has all of its PSUs plugged in.
        for (const Rack &rack : r.project.racks)
            for (const DevicePlacement &d : rack.devices)
                if (const CatalogEntry *e = cat().find(d.catalogId); e && e->kind == CatalogKind::Switch)
                    QVERIFY2(int(d.power.size()) == e->psuCount, d.id.c_str());
    }

    void deterministic()
    {
        const GeneratorOptions o = opts("dgx-h100", 32, GeneratorCooling::Hybrid);
        QVERIFY(ClusterGenerator::generate(o, cat(), false).project == ClusterGenerator::generate(o, cat(), false).project);
    }
};

QTEST_GUILESS_MAIN(TestGenerator)
#include "test_generator.moc"
