#include "floorcolouring.h"
#include "catalog/catalog.h"
#include "document/projectdocument.h"
#include "cooling/coolingresult.h"
#include "inventory/inventoryresult.h"
#include "power/powerresult.h"
#include "floorplanscene.h"
#include "loopstatus.h"
#include "project/project.h"
#include "rackitem.h"
#include "thermalmap.h"
#include "thermaloverlayitem.h"
#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <array>
#include <unordered_set>

namespace dcs::FloorColouring {

namespace {
QString tr(const char *text) { return QCoreApplication::translate("FloorColouring", text); }

const QColor kNoData(221, 221, 221);
// Sequential bins for kW (ColorBrewer Purples: no floor unit is purple, while UPSs are orange,
// panels red and air units blue) and air heat (Blues), lightest first.
const std::array<QColor, 6> kKwColours{QColor(0xf2, 0xf0, 0xf7), QColor(0xda, 0xda, 0xeb), QColor(0xbc, 0xbd, 0xdc),
                                       QColor(0x9e, 0x9a, 0xc8), QColor(0x75, 0x6b, 0xb1), QColor(0x54, 0x27, 0x8f)};
const std::array<double, 5> kKwEdges{5, 15, 30, 45, 80};  // kW: GPU racks 30-45 kW, NVL72 above 80
const std::array<QColor, 5> kAirColours{QColor(0xde, 0xeb, 0xf7), QColor(0xb7, 0xd4, 0xea), QColor(0x8b, 0xbf, 0xe0),
                                        QColor(0x5a, 0xa2, 0xd4), QColor(0x3a, 0x86, 0xc4)};
const std::array<double, 4> kAirEdges{5, 15, 30, 45};  // kW: about 30-45 kW is where air cooling ends
const QColor kOk(0xa6, 0xdb, 0xa0), kLow(0xd9, 0xf0, 0xd3), kWarn(0xfd, 0xb8, 0x63), kBad(0xe8, 0x68, 0x5a);
// A display bin, not an engine limit: the floor-load colouring marks racks above 80 % of the rating.
constexpr double kFloorWarn = 0.8;

template <size_t N, size_t M>
QColor binned(double kw, const std::array<double, N> &edges, const std::array<QColor, M> &colours)
{
    size_t i = 0;
    while (i < edges.size() && kw >= edges[i])
        ++i;
    return colours[i];
}

template <size_t N, size_t M>
void binLegend(Legend &l, const std::array<double, N> &edges, const std::array<QColor, M> &colours)
{
    l.entries.push_back({colours[0], tr("under %1 kW").arg(edges[0])});
    for (size_t i = 1; i < edges.size(); ++i)
        l.entries.push_back({colours[i], tr("%1 – %2 kW").arg(edges[i - 1]).arg(edges[i])});
    l.entries.push_back({colours[edges.size()], tr("%1 kW and more").arg(edges.back())});
}

QColor loopColour(LoopStatus::Band band)
{
    return band == LoopStatus::Band::Short ? kBad : band == LoopStatus::Band::Tight ? kWarn : kOk;
}

// The loops the legend names by their CDUs; the rest are counted (the Cooling tab lists them all).
constexpr int kLegendLoops = 4;

bool isItDevice(const CatalogEntry &e)
{
    return e.kind == CatalogKind::GpuServer || e.kind == CatalogKind::RackSystem || e.kind == CatalogKind::Switch;
}
// Each loop that carries heat by its CDUs and flows, in its band's colour, before the power
// outline's entry (which stays last in every legend).
void addLoopEntries(Legend &l, const HydraulicsResult &h)
{
    const QLocale loc;
    std::vector<LegendEntry> loops;
    int more = 0;
    for (const CduLoopHydraulics &loop : h.loops) {
        if (!loop.carriesHeat)
            continue;
        if (int(loops.size()) == kLegendLoops) {
            ++more;
            continue;
        }
        loops.push_back({loopColour(LoopStatus::band(loop)),
                         tr("%1: %2 of %3 L/min (%4 %)")
                             .arg(LoopStatus::cduNames(loop, 2), loc.toString(loop.flowNeededLpm, 'f', 0),
                                  loc.toString(loop.flowUsableLpm, 'f', 0),
                                  (loop.flowMarginLpm >= 0 ? QStringLiteral("+") : QString()) +
                                      loc.toString(LoopStatus::marginShare(loop) * 100.0, 'f', 0))});
    }
    if (more > 0)
        loops.push_back({kNoData, tr("+%1 more: the Cooling tab lists every loop").arg(more)});
    if (loops.empty())
        loops.push_back({kNoData, tr("no loop carries cold-plate heat")});
    l.entries.insert(l.entries.end() - 1, loops.begin(), loops.end());
}
} // namespace

QString modeName(Mode mode)
{
    switch (mode) {
    case Mode::Role: return tr("Rack contents");
    case Mode::RackKw: return tr("Rack kW");
    case Mode::BudgetShare: return tr("% of rack budget");
    case Mode::HeatToAir: return tr("Heat to air");
    case Mode::CoolingCoverage: return tr("Cooling coverage");
    case Mode::InletTemperature: return tr("Inlet temperature");
    case Mode::RoomTemperature: return tr("Room temperature");
    case Mode::FloorLoad: return tr("Floor load");
    case Mode::LiquidLoops: return tr("Liquid loops");
    }
    return {};
}

QString modeTip(Mode mode)
{
    switch (mode) {
    case Mode::Role: return tr("GPU, network, rack-scale and empty racks in their usual colours.");
    case Mode::RackKw: return tr("Design load of each rack (power engine, design-load basis of the power settings).");
    case Mode::BudgetShare: return tr("Rack design load as a share of its power budget; grey = no budget set.");
    case Mode::HeatToAir:
        return tr("Heat each rack puts into the room air at nameplate, after the share its liquid cooling removes "
                  "(design architecture, as the cooling capacity checks).");
    case Mode::CoolingCoverage:
        return tr("Red: the rack fails a cooling check (rear door or air density limit). Amber: the room's air "
                  "units are short. Green: covered. Grey: no heat.");
    case Mode::InletTemperature:
        return tr("Top-of-rack inlet air from the thermal map against the ASHRAE class of the cooling settings.");
    case Mode::RoomTemperature:
        return tr("The thermal map: air at rack level on every floor cell, with the racks by inlet temperature.");
    case Mode::FloorLoad:
        return tr("Each rack's weight over its footprint as a share of the hall's floor rating (Inspector > Hall).");
    case Mode::LiquidLoops:
        return tr("Racks with cold-plate heat by their CDU loop's coolant flow margin at the redundancy: green ample, "
                  "amber under 10 %, red short. Grey: no cold-plate heat. The tooltip gives the rack's flow and "
                  "pressure drop.");
    }
    return {};
}

double rackHeatToAirW(const Rack &rack, const Catalog &catalog, bool liquidDesign, const LiquidPlantSettings &liquid)
{
    auto airOf = [&](const CatalogEntry &e) {
        const double p = e.maxPowerW;
        if (!liquidDesign)
            return p;
        if (e.liquidHeatFraction > 0)
            return p * (1.0 - e.liquidHeatFraction);
        if (e.kind == CatalogKind::GpuServer) {
            // Cold plates take captureFraction of the heat and the same share of the fan power.
            const double afterFans = p - p * e.fanPowerFraction * liquid.captureFraction;
            return afterFans * (1.0 - liquid.captureFraction);
        }
        return p;
    };
    const CatalogEntry *re = catalog.find(rack.catalogId);
    if (re && re->kind == CatalogKind::RackSystem)
        return airOf(*re);
    double w = 0;
    for (const DevicePlacement &d : rack.devices)
        if (const CatalogEntry *e = catalog.find(d.catalogId); e && isItDevice(*e))
            w += airOf(*e);
    return w;
}

std::unordered_map<std::string, QColor> rackColours(Mode mode, const Analysis &analysis, const Project &project,
                                                    const Catalog &catalog)
{
    std::unordered_map<std::string, QColor> out;
    if (mode == Mode::Role)
        return out;
    out.reserve(project.racks.size());
    std::unordered_map<std::string, const RackPower *> power;
    for (const RackPower &r : analysis.power->racks)
        power.emplace(r.id, &r);
    const bool liquidDesign = analysis.cooling->designArchitecture == "liquid";
    std::unordered_map<std::string, int> failing;  // rack id -> failed check
    bool roomShort = false;
    for (const CapacityCheck &c : analysis.cooling->checks) {
        if (c.ok)
            continue;
        if (c.kind == CapacityCheck::Kind::RoomAir)
            roomShort = true;
        for (const std::string &id : c.objectIds)
            failing[id] = 1;
    }
    const double warn = project.power.warningThreshold;
    // Rack id -> the larger share of the floor's two ratings it uses: its kPa over its footprint,
    // and the worst panel under its feet (when panels are rated; 0 = a slab).
    std::unordered_map<std::string, double> floorLoad;
    for (const InventoryResult::RackFloorLoad &f : analysis.inventory->floorLoads) {
        const double uniform = project.hall.floorRatingKpa > 0 ? f.loadKpa / project.hall.floorRatingKpa : 0.0;
        const double point = project.hall.floorPointLoadKn > 0 ? f.worstTileKn / project.hall.floorPointLoadKn : 0.0;
        floorLoad.emplace(f.rackId, std::max(uniform, point));
    }
    const auto onLoops = mode == Mode::LiquidLoops ? LoopStatus::racksOnLoops(analysis.cooling->hydraulics)
                                                   : std::unordered_map<std::string, LoopStatus::RackOnLoop>();
    for (const Rack &rack : project.racks) {
        const auto it = power.find(rack.id);
        const double w = it == power.end() ? 0.0 : it->second->powerW;
        QColor c;
        switch (mode) {
        case Mode::Role: break;
        case Mode::RackKw: c = w <= 0 ? kNoData : binned(w / 1000.0, kKwEdges, kKwColours); break;
        case Mode::BudgetShare: {
            const double u = it == power.end() || it->second->budgetW <= 0 ? -1.0 : it->second->utilisation;
            c = u < 0 ? kNoData : u > 1.0 ? kBad : u > warn ? kWarn : u >= 0.5 ? kOk : kLow;
            break;
        }
        case Mode::HeatToAir: {
            const double air = rackHeatToAirW(rack, catalog, liquidDesign, project.cooling.liquid);
            c = air <= 0 ? kNoData : binned(air / 1000.0, kAirEdges, kAirColours);
            break;
        }
        case Mode::CoolingCoverage: {
            const double air = rackHeatToAirW(rack, catalog, liquidDesign, project.cooling.liquid);
            c = failing.count(rack.id) ? kBad : w <= 0 && air <= 0 ? kNoData : roomShort && air > 0 ? kWarn : kOk;
            break;
        }
        case Mode::InletTemperature:
        case Mode::RoomTemperature: {
            const RackThermal *t = analysis.thermal->rack(rack.id);
            c = t && t->solved ? ThermalMap::colourFor(t->inletWarmestC, analysis.thermal) : kNoData;
            break;
        }
        case Mode::FloorLoad: {
            const auto f = floorLoad.find(rack.id);
            const double u = f == floorLoad.end() ? -1.0 : f->second;
            c = u <= 0 ? kNoData : u > 1.0 + 1e-9 ? kBad : u > kFloorWarn ? kWarn : u >= 0.5 ? kOk : kLow;
            break;
        }
        case Mode::LiquidLoops: {
            const auto l = onLoops.find(rack.id);
            c = l == onLoops.end() ? kNoData : loopColour(LoopStatus::band(*l->second.loop));
            break;
        }
        }
        out.emplace(rack.id, c);
    }
    return out;
}

Legend legend(Mode mode, const Project &project)
{
    Legend l;
    l.title = modeName(mode);
    const QLocale loc;
    const QString warn = loc.toString(project.power.warningThreshold * 100, 'f', 0);
    switch (mode) {
    case Mode::Role:
        l.entries = {{RackItem::colourFor(RackItem::Role::Gpu), tr("GPU servers")},
                     {RackItem::colourFor(RackItem::Role::Network), tr("Network")},
                     {RackItem::colourFor(RackItem::Role::RackSystem), tr("Rack-scale system")},
                     {RackItem::colourFor(RackItem::Role::Other), tr("Other equipment")},
                     {RackItem::colourFor(RackItem::Role::Empty), tr("Empty")}};
        break;
    case Mode::RackKw:
        binLegend(l, kKwEdges, kKwColours);
        l.entries.push_back({kNoData, tr("no load")});
        break;
    case Mode::BudgetShare:
        l.entries = {{kLow, tr("under 50 %")},
                     {kOk, tr("50 – %1 %").arg(warn)},
                     {kWarn, tr("%1 – 100 %").arg(warn)},
                     {kBad, tr("over budget")},
                     {kNoData, tr("no budget set")}};
        break;
    case Mode::HeatToAir:
        binLegend(l, kAirEdges, kAirColours);
        l.entries.push_back({kNoData, tr("no heat")});
        l.title = tr("Heat to air (nameplate)");
        break;
    case Mode::FloorLoad: {
        const QString rating = loc.toString(project.hall.floorRatingKpa, 'f', 1);
        const QString panels = project.hall.floorPointLoadKn > 0
            ? tr(" and %1 kN a panel").arg(loc.toString(project.hall.floorPointLoadKn, 'f', 2)) : QString();
        l.entries = {{kLow, tr("under 50 % of %1 kPa%2").arg(rating, panels)},
                     {kOk, tr("50 – 80 %")},
                     {kWarn, tr("80 – 100 %")},
                     {kBad, tr("over the floor rating")},
                     {kNoData, tr("no weight")}};
        break;
    }
    case Mode::LiquidLoops:
        l.entries = {{kOk, tr("loop flow ample (margin 10 % or more)")},
                     {kWarn, tr("loop flow tight (margin under 10 %)")},
                     {kBad, tr("loop flow short")},
                     {kNoData, tr("no cold-plate heat")}};
        l.title = tr("Liquid loops (flow at the redundancy)");
        break;
    case Mode::CoolingCoverage:
        l.entries = {{kOk, tr("covered")}, {kWarn, tr("room air units short")}, {kBad, tr("rack check fails")}, {kNoData, tr("no heat")}};
        break;
    case Mode::InletTemperature:
    case Mode::RoomTemperature: {
        const ThermalResult defaults;  // A1 until an analysis says otherwise
        for (const ThermalMap::Bin &b : ThermalMap::bins(defaults))
            l.entries.push_back({b.colour, b.label});
        l.entries.push_back({kNoData, tr("no heat or not mapped")});
        l.title = mode == Mode::InletTemperature ? tr("Rack inlet (top of rack)") : tr("Air at rack level; racks by inlet");
        break;
    }
    }
    // Every colouring shows power errors the same way (RackItem draws the outline over the fill).
    l.entries.push_back({RackItem::alarmColour(), tr("power error (outline)"), true});
    return l;
}

Legend legend(Mode mode, const Project &project, const Analysis &analysis)
{
    Legend l = legend(mode, project);
    if (mode == Mode::LiquidLoops) {
        addLoopEntries(l, analysis.cooling->hydraulics);
        return l;
    }
    if (mode != Mode::InletTemperature && mode != Mode::RoomTemperature)
        return l;
    const std::vector<ThermalMap::Bin> bins = ThermalMap::bins(analysis.thermal);
    for (size_t i = 0; i < bins.size() && i < l.entries.size(); ++i)
        l.entries[i] = {bins[i].colour, bins[i].label};
    if (!analysis.complete)  // the runner's second pass solves the map on a worker thread
        l.title += QStringLiteral(": ") + tr("computing…");
    else if (!analysis.thermal->solved && !analysis.thermal->message.empty())
        l.title += QStringLiteral(": ") + QString::fromStdString(analysis.thermal->message);
    return l;
}

std::unordered_map<std::string, QStringList> rackPowerAlarms(const Analysis &analysis)
{
    std::unordered_map<std::string, QStringList> out;
    std::unordered_set<std::string> racks;
    for (const Warning &w : analysis.warnings) {
        if (w.severity != Warning::Severity::Error || warningArea(w.code) != WarningArea::Power)
            continue;
        if (racks.empty())
            for (const RackPower &r : analysis.power->racks)
                racks.insert(r.id);
        // Per-rack findings name their rack among the objects (PDU warnings name PDU and rack);
        // hall-wide ones (a feed loss, a panel) name no rack and stay in the warnings list.
        for (const std::string &id : w.objectIds)
            if (racks.count(id))
                out[id].append(QString::fromStdString(w.message));
    }
    return out;
}

std::unordered_map<std::string, QString> rackLoopLines(const Analysis &analysis)
{
    std::unordered_map<std::string, QString> out;
    const QLocale loc;
    for (const auto &[id, on] : LoopStatus::racksOnLoops(analysis.cooling->hydraulics))
        out.emplace(id, tr("Liquid loop %1: %2 L/min, %3 kPa pressure drop; loop flow %4 (%5 L/min margin)")
                            .arg(LoopStatus::cduNames(*on.loop), loc.toString(on.rack->flowLpm, 'f', 1),
                                 loc.toString(on.rack->pressureDropKpa, 'f', 0), LoopStatus::bandName(LoopStatus::band(*on.loop)),
                                 loc.toString(on.loop->flowMarginLpm, 'f', 0)));
    return out;
}

void apply(FloorPlanScene *scene, Mode mode, const Analysis &analysis)
{
    const Project &p = scene->document()->project();
    const auto colours = rackColours(mode, analysis, p, scene->document()->catalog());
    const auto alarms = rackPowerAlarms(analysis);
    const auto loopLines = rackLoopLines(analysis);
    for (const Rack &r : p.racks)
        if (auto *item = qgraphicsitem_cast<RackItem *>(scene->itemFor(r.id))) {
            const auto it = colours.find(r.id);
            item->setMetricColour(it == colours.end() ? QColor() : it->second);
            const auto a = alarms.find(r.id);
            item->setPowerAlarm(a == alarms.end() ? QStringList() : a->second);
            const auto loop = loopLines.find(r.id);
            item->setLoopLine(loop == loopLines.end() ? QString() : loop->second);
            const RackThermal *t = analysis.thermal->rack(r.id);
            item->setThermalLine(!analysis.complete     ? tr("Inlet: computing… (thermal map)")
                                 : t && t->solved ? tr("Inlet %1 (thermal map)").arg(ThermalMap::inletLine(*t))
                                                  : QString());
        }
    // The heat map lies under the racks in "Room temperature" only (one item, kept across modes).
    ThermalOverlayItem *overlay = nullptr;
    for (QGraphicsItem *item : scene->items())
        if (auto *o = qgraphicsitem_cast<ThermalOverlayItem *>(item))
            overlay = o;
    if (mode == Mode::RoomTemperature && analysis.thermal->solved) {
        if (!overlay) {
            overlay = new ThermalOverlayItem;
            scene->addItem(overlay);
        }
        overlay->setResult(analysis.thermal);
        overlay->setVisible(true);
    } else if (overlay) {
        overlay->setVisible(false);
    }
}

} // namespace dcs::FloorColouring
