#include "loophydraulics.h"
#include "redundancy.h"
#include "catalog/catalog.h"
#include "cduloops.h"
#include "climate/hourlyclimate.h"
#include "engine/enginetext.h"
#include "engine/warning.h"
#include "pipesizing.h"
#include "project/footprint.h"
#include "project/project.h"
#include <algorithm>
#include <cmath>
#include <limits>

namespace dcs {

namespace {

struct Point {
    double x = 0, y = 0;
};

Point centreOf(const RectM &r) { return {r.x + r.w / 2.0, r.y + r.h / 2.0}; }

Point rackCentre(const Project &p, const Catalog &catalog, size_t rack)
{
    const Rack &r = p.racks[rack];
    const CatalogEntry *e = catalog.find(r.catalogId);
    return e ? centreOf(footprint(r, *e)) : Point{r.xM, r.yM};
}

Point unitCentre(const Project &p, const Catalog &catalog, const CduUnit &u)
{
    if (u.equipmentIndex < 0)
        return rackCentre(p, catalog, size_t(u.rackIndex));  // an in-rack CDU stands where its rack does
    const FloorEquipment &eq = p.equipment[size_t(u.equipmentIndex)];
    return u.entry ? centreOf(footprint(eq, *u.entry)) : Point{eq.xM, eq.yM};
}

double flowOf(const CduUnit &u) { return u.entry && u.entry->cooling ? u.entry->cooling->flowLpm : 0.0; }

std::string lpm(double v) { return grouped(v, 0) + " L/min"; }
std::string kpa(double v) { return fixed(v, 0) + " kPa"; }
std::string celsius(double v) { return fixed(v, 1) + " °C"; }

// A loop's racks, sized and measured: flow, run from the nearest CDU, and the loop's totals.
void measureRacks(const Project &p, const Catalog &catalog, const CduLoop &loop, const std::vector<RackLiquidNeed> &needs,
                  CduLoopHydraulics &h)
{
    const double riserM = p.cooling.liquid.riserAllowanceM;
    std::vector<Point> units;
    units.reserve(loop.units.size());
    for (const CduUnit &u : loop.units)
        units.push_back(unitCentre(p, catalog, u));
    for (size_t r : loop.racks) {
        const RackLiquidNeed &n = needs[r];
        if (n.coldPlateW <= 0)
            continue;
        RackHydraulics rh;
        rh.rackId = p.racks[r].id;
        rh.rackIndex = r;
        rh.coldPlateW = n.coldPlateW;
        rh.flowForHeatLpm = n.flowForHeatLpm;
        rh.minimumFlowLpm = n.minimumFlowLpm;
        rh.flowLpm = n.flowLpm;
        rh.minimumFlowGoverns = n.minimumFlowGoverns;
        rh.systemPressureDropKpa = n.pressureDropKpa;
        rh.systemPressureDropAssumed = n.pressureDropAssumed;
        rh.maxSupplyC = n.maxSupplyC;
        const Point at = rackCentre(p, catalog, r);
        double best = std::numeric_limits<double>::infinity();
        for (size_t i = 0; i < loop.units.size(); ++i) {
            // Its own in-rack CDU: no run at all. Any other: along the rows and aisles (Manhattan)
            // and up and down to the headers.
            const double run = loop.units[i].rackIndex == int(r)
                                   ? 0.0
                                   : std::abs(units[i].x - at.x) + std::abs(units[i].y - at.y) + riserM;
            if (run < best) {
                best = run;
                rh.nearestCduId = loop.units[i].id;
            }
        }
        rh.runM = std::isfinite(best) ? best : 0.0;
        h.heatW += rh.coldPlateW;
        h.flowNeededLpm += rh.flowLpm;
        h.racks.push_back(std::move(rh));
    }
}

void flowAndFailures(const CduLoop &loop, CoolingRedundancy redundancy, CduLoopHydraulics &h)
{
    double largest = 0;
    for (const CduUnit &u : loop.units) {
        h.flowInstalledLpm += flowOf(u);
        largest = std::max(largest, flowOf(u));
    }
    h.flowUsableLpm = Redundancy::usable(h.flowInstalledLpm, largest, redundancy);
    h.flowMarginLpm = h.flowUsableLpm - h.flowNeededLpm;
    h.worstFailureFlowLpm = h.flowInstalledLpm;
    for (const CduUnit &u : loop.units) {
        const double left = h.flowInstalledLpm - flowOf(u);
        h.failures.push_back({u.id, left, left < h.flowNeededLpm});
        if (h.worstFailureCduId.empty() || left < h.worstFailureFlowLpm) {
            h.worstFailureCduId = u.id;
            h.worstFailureFlowLpm = left;
        }
    }
}

// The main pipe sized for the loop's flow; each rack's supply and return runs carry that flow
// through that pipe (an upper bound: a real header tapers as racks branch off), their length
// times the fittings factor.
void pipesAndHead(const CduLoop &loop, const LiquidPlantSettings &l, CduLoopHydraulics &h)
{
    const double flowM3S = h.flowNeededLpm / 60000.0;
    const PipeSize pipe = PipeSizing::forFlow(flowM3S, l.pipeVelocityMS);
    h.pipeDn = pipe.dn;
    h.pipeInnerDiameterM = pipe.innerDiameterM;
    h.pipeVelocityMS = PipeSizing::velocity(flowM3S, pipe.innerDiameterM);
    for (RackHydraulics &r : h.racks) {
        const double lengthM = 2.0 * r.runM * l.fittingsFactor;
        r.pipePressureDropKpa = PipeSizing::pressureDropPa(flowM3S, lengthM, pipe.innerDiameterM, l.coolantDensityKgM3,
                                                           l.coolantViscosityMPaS / 1000.0, l.pipeRoughnessMm / 1000.0) /
                                1000.0;
        r.pressureDropKpa = r.systemPressureDropKpa + r.pipePressureDropKpa;
        if (r.pressureDropKpa > h.headNeededKpa || h.headCriticalRackId.empty()) {
            h.headNeededKpa = std::max(h.headNeededKpa, r.pressureDropKpa);
            h.headCriticalRackId = r.rackId;
        }
    }
    for (const CduUnit &u : loop.units) {
        const double head = u.entry && u.entry->cooling ? u.entry->cooling->headKpa : 0.0;
        if (head <= 0)
            continue;  // not given in the catalog: the loop's head is the others'
        if (!h.headKnown || head < h.headAvailableKpa) {
            h.headAvailableKpa = head;
            h.headLimitingCduId = u.id;
        }
        h.headKnown = true;
    }
    h.headMarginKpa = h.headKnown ? h.headAvailableKpa - h.headNeededKpa : 0.0;
}

// Secondary supply: the facility supply plus the CDU's approach across its plate heat exchanger
// (a liquid-to-air CDU: the room's supply air plus its coil's approach); parallel CDUs of a loop
// deliver no colder than the worst of them.
void temperatures(const Project &p, const CduLoop &loop, CduLoopHydraulics &h)
{
    const LiquidPlantSettings &l = p.cooling.liquid;
    h.roomAir = loop.allRoomAir();
    h.secondarySupplyC = loop.units.empty() ? l.supplyC : -std::numeric_limits<double>::infinity();
    for (const CduUnit &u : loop.units) {
        const double approach = u.entry && u.entry->cooling ? u.entry->cooling->approachK : 0.0;
        h.approachK = std::max(h.approachK, approach);
        h.secondarySupplyC = std::max(h.secondarySupplyC, (u.roomAir ? p.cooling.air.supplyAirC : l.supplyC) + approach);
    }
    // The racks' heat at the loop's flow: the loop rise, or less where the systems' minimum flow
    // raises the flow above what the heat needs (the return is then cooler).
    h.flowForHeatLpm = 0;
    for (const RackHydraulics &r : h.racks)
        h.flowForHeatLpm += r.flowForHeatLpm;
    h.secondaryReturnC = h.secondarySupplyC + (h.flowNeededLpm > 0 ? l.loopRiseK * h.flowForHeatLpm / h.flowNeededLpm : l.loopRiseK);
    for (const RackHydraulics &r : h.racks) {
        if (r.maxSupplyC <= 0)
            continue;
        if (h.lowestSystemMaxSupplyC <= 0 || r.maxSupplyC < h.lowestSystemMaxSupplyC)
            h.lowestSystemMaxSupplyC = r.maxSupplyC;
        if (h.secondarySupplyC > r.maxSupplyC + 1e-9)
            h.racksAboveSystemLimit.push_back(r.rackId);
    }
    // Facility side: the facility-water CDUs' share of the heat (all of it without CDUs: it then
    // has nowhere else to go, as the cooling engine routes it).
    h.facilityHeatW = h.heatW * (1.0 - loop.roomAirShare());
    if (h.facilityHeatW > 0) {
        h.facilitySupplyC = l.supplyC;
        h.facilityReturnC = l.supplyC + l.riseK;
        h.facilityFlowLpm = LoopHydraulics::flowForHeatLpm(h.facilityHeatW, l.riseK, l);
    }
}

std::vector<std::string> cdusAndRacks(const CduLoopHydraulics &h, bool onlyShortRacks = false, double headKpa = 0)
{
    std::vector<std::string> ids = h.cduIds;
    for (const RackHydraulics &r : h.racks)
        if (!onlyShortRacks || r.pressureDropKpa > headKpa)
            ids.push_back(r.rackId);
    return ids;
}

std::string loopName(const CduLoopHydraulics &h)
{
    return std::string(h.named ? "The CDU loop of " : "The hall's CDU loop of ") + std::to_string(h.racks.size()) + " liquid-cooled racks";
}

void warn(const Project &p, const CduLoopHydraulics &h, std::vector<Warning> &warnings)
{
    const LiquidPlantSettings &l = p.cooling.liquid;
    if (!h.cduIds.empty() && h.flowNeededLpm > h.flowUsableLpm + 1e-9) {
        const bool minimum = std::any_of(h.racks.begin(), h.racks.end(), [](const RackHydraulics &r) { return r.minimumFlowGoverns; });
        std::string failure;
        if (p.cooling.redundancy != CoolingRedundancy::N && h.cduIds.size() > 1)
            failure = "; losing " + h.worstFailureCduId + " leaves " + lpm(h.worstFailureFlowLpm);
        warnings.push_back({WarningCode::CoolingCduFlowShort,
                            loopName(h) + " needs " + lpm(h.flowNeededLpm) + " of coolant (" + lpm(h.flowForHeatLpm) + " for " +
                                kilowatts(h.heatW, 1) + " at a " + fixed(l.loopRiseK, 1) + " K rise" +
                                (minimum ? ", raised to its systems' minimum flow" : "") + "), more than its " +
                                std::to_string(h.cduIds.size()) + " CDU(s) give: " + lpm(h.flowUsableLpm) + " usable at " +
                                Redundancy::name(p.cooling.redundancy) + " of " + lpm(h.flowInstalledLpm) + " rated" + failure + ".",
                            cdusAndRacks(h), "Add a CDU to the loop or choose CDUs with more rated flow (or, where the systems allow it, a wider loop rise)."});
    }
    if (h.headKnown && h.headNeededKpa > h.headAvailableKpa + 1e-9) {
        const auto critical = std::find_if(h.racks.begin(), h.racks.end(),
                                           [&](const RackHydraulics &r) { return r.rackId == h.headCriticalRackId; });
        warnings.push_back({WarningCode::CoolingCduHeadShort,
                            loopName(h) + ": rack " + h.headCriticalRackId + " needs " + kpa(h.headNeededKpa) + " (" +
                                kpa(critical->systemPressureDropKpa) + " in its systems, " + kpa(critical->pipePressureDropKpa) +
                                " in " + fixed(critical->runM, 1) + " m of DN" + std::to_string(h.pipeDn) +
                                " each way), more than the " + kpa(h.headAvailableKpa) + " of head " + h.headLimitingCduId + " gives.",
                            cdusAndRacks(h, true, h.headAvailableKpa),
                            "Move the CDU nearer its racks, choose a CDU with more head, or split the loop."});
    }
    if (!h.racksAboveSystemLimit.empty())
        warnings.push_back({WarningCode::CoolingSupplyAboveSystemLimit,
                            loopName(h) + " supplies " + celsius(h.secondarySupplyC) + " (" +
                                (h.roomAir ? "room supply air " + celsius(p.cooling.air.supplyAirC)
                                           : "facility water " + celsius(l.supplyC)) +
                                " + a CDU approach of " + fixed(h.approachK, 1) + " K), above what the systems of " +
                                std::to_string(h.racksAboveSystemLimit.size()) + " racks accept (lowest " +
                                celsius(h.lowestSystemMaxSupplyC) + ").",
                            h.racksAboveSystemLimit, "Lower cooling.liquid.supply_c or choose CDUs with a closer approach."});
}

} // namespace

double LoopHydraulics::flowForHeatLpm(double heatW, double riseK, const LiquidPlantSettings &l)
{
    const double perK = l.coolantDensityKgM3 * l.coolantCpKjKgK * 1000.0 * riseK;  // W per m3/s
    return perK > 0 ? heatW / perK * 60000.0 : 0.0;
}

void LoopHydraulics::addSystem(RackLiquidNeed &rack, const CatalogEntry &e, double coldPlateW, const LiquidPlantSettings &l)
{
    if (coldPlateW <= 0)
        return;
    const double forHeat = flowForHeatLpm(coldPlateW, l.loopRiseK, l);
    const double minimum = e.liquid ? e.liquid->minFlowLpmPerKw * coldPlateW / 1000.0 : 0.0;
    rack.coldPlateW += coldPlateW;
    rack.flowForHeatLpm += forHeat;
    rack.minimumFlowLpm += minimum;
    rack.flowLpm += std::max(forHeat, minimum);
    rack.minimumFlowGoverns = rack.minimumFlowGoverns || minimum > forHeat;
    const bool given = e.liquid && e.liquid->pressureDropKpa > 0;
    rack.pressureDropKpa = std::max(rack.pressureDropKpa, given ? e.liquid->pressureDropKpa : l.coldPlatePressureDropKpa);
    rack.pressureDropAssumed = rack.pressureDropAssumed || !given;
    if (e.liquid && e.liquid->maxSupplyC > 0 && (rack.maxSupplyC <= 0 || e.liquid->maxSupplyC < rack.maxSupplyC))
        rack.maxSupplyC = e.liquid->maxSupplyC;
}

HydraulicsResult LoopHydraulics::evaluate(const Project &p, const Catalog &catalog, const CduLoops &loops,
                                          const std::vector<RackLiquidNeed> &racks, const HourlyClimate *year,
                                          std::vector<Warning> &warnings)
{
    const LiquidPlantSettings &l = p.cooling.liquid;
    HydraulicsResult out;
    const LiquidClassInfo &cls = liquidClassInfo(resolvedLiquidClass(l.ashraeClass, l.supplyC));
    out.ashraeClass = cls.name;
    out.classChosen = l.ashraeClass != LiquidClass::Auto;
    out.classLimitC = std::isfinite(cls.maxSupplyC) ? cls.maxSupplyC : 0.0;
    out.supplyInClass = l.supplyC <= cls.maxSupplyC;
    out.facilitySupplyC = l.supplyC;
    out.loopRiseK = l.loopRiseK;
    if (year) {
        // The year's hours only: the design points after them are conditions, not hours.
        out.yearHours = HourlyClimate::kHours;
        for (int h = 0; h < HourlyClimate::kHours; ++h)
            out.dryCoolerHours += year->dryBulbC[size_t(h)] + l.dryCoolerApproachK <= l.supplyC;
        if (!year->wetBulbC.empty()) {
            out.towerHours = 0;
            for (int h = 0; h < HourlyClimate::kHours; ++h)
                out.towerHours += year->wetBulbC[size_t(h)] + l.dryCoolerApproachK <= l.supplyC;
        }
    }
    for (const CduLoop &loop : loops.loops) {
        CduLoopHydraulics h;
        h.named = loop.named;
        for (const CduUnit &u : loop.units)
            h.cduIds.push_back(u.id);
        measureRacks(p, catalog, loop, racks, h);
        h.carriesHeat = h.heatW > 0;
        if (h.carriesHeat) {
            flowAndFailures(loop, p.cooling.redundancy, h);
            pipesAndHead(loop, l, h);
            temperatures(p, loop, h);
            warn(p, h, warnings);
        }
        if (h.carriesHeat || !h.cduIds.empty())
            out.loops.push_back(std::move(h));
    }
    // Only loops on facility water are held to the class: liquid-to-air CDUs take none.
    const bool anyWaterHeat = std::any_of(out.loops.begin(), out.loops.end(),
                                          [](const CduLoopHydraulics &h) { return h.carriesHeat && !h.roomAir; });
    if (!out.supplyInClass && anyWaterHeat)
        warnings.push_back({WarningCode::CoolingSupplyOutsideClass,
                            "The facility supply " + celsius(l.supplyC) + " is above ASHRAE class " + out.ashraeClass + "'s limit of " +
                                celsius(cls.maxSupplyC) + ".",
                            {}, "Lower cooling.liquid.supply_c or choose a higher class."});
    return out;
}

} // namespace dcs
