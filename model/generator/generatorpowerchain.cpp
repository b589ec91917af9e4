#include "generatorpowerchain.h"
#include "catalog/catalog.h"
#include "generatorsizing.h"
#include "project/footprint.h"
#include "project/project.h"
#include <tuple>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

namespace dcs::GeneratorPowerChain {

namespace {

double rackNameplateW(const Rack &r, const Catalog &catalog)
{
    double w = 0;
    if (const CatalogEntry *re = catalog.find(r.catalogId); re && re->kind == CatalogKind::RackSystem)
        w += re->maxPowerW;
    for (const DevicePlacement &d : r.devices)
        if (const CatalogEntry *e = catalog.find(d.catalogId))
            w += e->maxPowerW;
    return w;
}

double upsRatingW(const CatalogEntry &e, const PowerSettings &s)
{
    return e.ups ? std::min(e.ups->ratingKw * 1000.0, e.ups->ratingKva * 1000.0 * s.powerFactor) : 0.0;
}

// The smallest model whose one unit carries `loadW` within the target, else the largest.
template <typename Capacity>
const CatalogEntry *chooseModel(std::vector<const CatalogEntry *> models, double loadW, double target, Capacity cap)
{
    std::sort(models.begin(), models.end(), [&](const CatalogEntry *a, const CatalogEntry *b) { return cap(*a) < cap(*b); });
    for (const CatalogEntry *m : models)
        if (cap(*m) * target >= loadW)
            return m;
    return models.empty() ? nullptr : models.back();
}

// Deals `loads` (largest first) onto `bins` least-loaded bins with at most `slotLimit` items each
// (0 = no limit); returns the bin of each load, or an empty vector when a bin would overflow `limit`.
std::vector<int> deal(const std::vector<double> &loads, const std::vector<int> &slotsUsed, int bins, int slotLimit, double limit)
{
    std::vector<size_t> order(loads.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return loads[a] > loads[b]; });
    std::vector<double> binW(size_t(bins), 0.0);
    std::vector<int> binN(size_t(bins), 0);
    std::vector<int> out(loads.size(), -1);
    for (size_t i : order) {
        int best = -1;
        for (int b = 0; b < bins; ++b)
            if ((slotLimit <= 0 || binN[size_t(b)] + slotsUsed[i] <= slotLimit) && (best < 0 || binW[size_t(b)] < binW[size_t(best)]))
                best = b;
        if (best < 0 || binW[size_t(best)] + loads[i] > limit)
            return {};
        binW[size_t(best)] += loads[i];
        binN[size_t(best)] += slotsUsed[i];
        out[i] = best;
    }
    return out;
}

std::string id(const char *prefix, char side, int n)
{
    char b[32];
    std::snprintf(b, sizeof b, "%s-%c%02d", prefix, side, n);
    return b;
}


// Floor panels or overhead busways, as the options ask: the catalog's power panels of that mounting.
std::vector<const CatalogEntry *> distributionModels(const Catalog &catalog, bool busway)
{
    std::vector<const CatalogEntry *> out = catalog.entriesOfKind(CatalogKind::PowerPanel);
    std::erase_if(out, [&](const CatalogEntry *e) { return e->isOverhead() != busway; });
    return out;
}

// Busway runs: the racks of each row (same y and facing) in x order, a new run when the next
// rack would pass the run's length, its tap-offs or its rating. Returns each rack's run.
std::vector<int> buswayRuns(const Project &p, const Catalog &catalog, const std::vector<double> &rackW,
                            const std::vector<int> &rackPdus, const CatalogEntry &bus, double capW, int &runs)
{
    std::vector<size_t> order(p.racks.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        const Rack &x = p.racks[a], &y = p.racks[b];
        return std::tie(x.yM, x.rotationDeg, x.xM) < std::tie(y.yM, y.rotationDeg, y.xM);
    });
    std::vector<int> runOf(p.racks.size(), -1);
    runs = 0;
    double startX = 0, w = 0;
    int taps = 0;
    const Rack *prev = nullptr;
    for (size_t i : order) {
        const Rack &r = p.racks[i];
        const CatalogEntry *re = catalog.find(r.catalogId);
        const double right = re ? footprint(r, *re).right() : r.xM;
        const bool newRow = !prev || prev->yM != r.yM || prev->rotationDeg != r.rotationDeg;
        const bool tapsFull = bus.panel->circuits > 0 && taps + rackPdus[i] > bus.panel->circuits;  // 0 = not given
        if (newRow || right - startX > bus.footprintWidthM() + 1e-9 || tapsFull || w + rackW[i] > capW) {
            ++runs;
            startX = r.xM;
            w = 0;
            taps = 0;
        }
        runOf[i] = runs - 1;
        w += rackW[i];
        taps += rackPdus[i];
        prev = &r;
    }
    return runOf;
}

} // namespace

std::string build(Project &p, const GeneratorOptions &o, const Catalog &catalog)
{
    const PowerSettings &s = p.power;
    const double target = GeneratorSizing::loadingTarget(s);
    std::vector<double> rackW;
    std::vector<int> rackPdus;  // circuits a rack takes on one side's panel
    double totalW = 0;
    for (const Rack &r : p.racks) {
        rackW.push_back(rackNameplateW(r, catalog));
        rackPdus.push_back(int(std::count_if(r.pdus.begin(), r.pdus.end(), [](const RackPdu &d) { return d.feed == Feed::A; })));
        totalW += rackW.back();
    }
    // Panels (or busway runs): each side carries the whole load (2N).
    const CatalogEntry *panel = chooseModel(distributionModels(catalog, o.busway), totalW, target,
                                            [&](const CatalogEntry &e) { return GeneratorSizing::panelCapacityW(e, s); });
    std::vector<const CatalogEntry *> upsModels = catalog.entriesOfKind(CatalogKind::Ups);
    const CatalogEntry *ups = chooseModel(upsModels, totalW, target, [&](const CatalogEntry &e) { return upsRatingW(e, s); });
    if (!panel || !ups)
        return std::string("the catalog has no ") + (o.busway ? "overhead busway" : "power panel")
               + " or UPS to build the power chain from.";
    const double panelCap = GeneratorSizing::panelCapacityW(*panel, s) * target;
    const int circuits = panel->panel ? panel->panel->circuits : 0;
    const int totalPdus = std::accumulate(rackPdus.begin(), rackPdus.end(), 0);
    int panels = 0;
    std::vector<int> rackPanel;
    if (o.busway) {
        rackPanel = buswayRuns(p, catalog, rackW, rackPdus, *panel, panelCap, panels);
        for (size_t r = 0; r < rackW.size(); ++r)
            if (rackW[r] > panelCap || (circuits > 0 && rackPdus[r] > circuits))
                return "a rack is too large for one run of " + panel->id + ".";
    } else {
        panels = std::max({1, int(std::ceil(totalW / panelCap)), circuits > 0 ? (totalPdus + circuits - 1) / circuits : 1});
        for (; panels <= int(p.racks.size()) + 1; ++panels)
            if (!(rackPanel = deal(rackW, rackPdus, panels, circuits, panelCap)).empty())
                break;
    }
    if (rackPanel.empty())
        return "a rack is too large for any power panel of the catalog (" + panel->id + ").";
    const char *unitPrefix = o.busway ? "BUS" : "PNL";
    std::vector<double> panelW(size_t(panels), 0.0);
    for (size_t r = 0; r < rackW.size(); ++r)
        panelW[size_t(rackPanel[r])] += rackW[r];
    const double upsCap = upsRatingW(*ups, s) * target;
    int upsCount = std::max(1, int(std::ceil(totalW / upsCap)));
    std::vector<int> panelUps;
    const std::vector<int> one(size_t(panels), 1);
    for (; upsCount <= panels; ++upsCount)
        if (!(panelUps = deal(panelW, one, upsCount, 0, upsCap)).empty())
            break;
    if (panelUps.empty())
        return "a power panel carries more than one " + ups->id + " can.";

    for (char side : {'A', 'B'}) {
        if (side == 'B' && !o.power2N)
            break;
        for (int u = 0; u < upsCount; ++u) {
            FloorEquipment e;
            e.id = e.name = id("UPS", side, u + 1);
            e.catalogId = ups->id;
            p.equipment.push_back(std::move(e));
        }
        for (int k = 0; k < panels; ++k) {
            FloorEquipment e;
            e.id = e.name = id(unitPrefix, side, k + 1);
            e.catalogId = panel->id;
            e.upstreamId = id("UPS", side, panelUps[size_t(k)] + 1);
            p.equipment.push_back(std::move(e));
        }
    }
    for (size_t r = 0; r < p.racks.size(); ++r)
        for (RackPdu &d : p.racks[r].pdus)
            d.panelId = id(unitPrefix, d.feed == Feed::A ? 'A' : 'B', rackPanel[r] + 1);
    return {};
}

} // namespace dcs::GeneratorPowerChain
