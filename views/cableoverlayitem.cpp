#include "cableoverlayitem.h"
#include "../charts/cablecolours.h"
#include "catalog/catalog.h"
#include "network/networkresult.h"
#include "floorplanscene.h"
#include "project/footprint.h"
#include "project/project.h"
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>
#include <array>
#include <tuple>
#include <cmath>
#include <map>
#include <unordered_map>

namespace dcs {

namespace {

int mediumIndex(const std::string &medium)
{
    for (int i = 0; i < CableOverlayItem::kMedia - 1; ++i)
        if (medium == CableOverlayItem::mediumName(i))
            return i;
    return CableOverlayItem::kMedia - 1;
}

// A stretch of one straight tray (all x-runs at one y, or y-runs at one x) used by `cables`
// cables of one medium between `from` and `to` along the tray.
struct Run {
    double from, to;
    int medium;
    int cables;
};

struct TrayKey {
    bool vertical;
    long long at;  // the tray's fixed coordinate in scene units (rounded: equal trays merge)
    bool operator<(const TrayKey &o) const { return vertical != o.vertical ? vertical < o.vertical : at < o.at; }
};

} // namespace

const char *CableOverlayItem::mediumName(int medium)
{
    static const char *names[] = {"passive-copper", "active-copper", "multimode", "single-mode", "other"};
    return names[std::clamp(medium, 0, kMedia - 1)];
}

CableOverlayItem::CableOverlayItem(QGraphicsItem *parent) : QGraphicsObject(parent)
{
    setZValue(50);  // above racks and equipment, below drag previews
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

void CableOverlayItem::setRoutes(const Project &project, const Catalog &catalog, const NetworkResult &network)
{
    prepareGeometryChange();
    mSegments.clear();
    mCables = 0;
    // Rack centres in scene units, by device id.
    std::unordered_map<std::string, QPointF> centreOf;
    for (const Rack &r : project.racks) {
        const CatalogEntry *e = catalog.find(r.catalogId);
        if (!e)
            continue;
        const RectM f = footprint(r, *e);
        const QPointF c = FloorPlanScene::toScene(f.x + f.w / 2, f.y + f.h / 2);
        centreOf.emplace(r.id, c);  // a rack-scale system's links name its rack
        for (const DevicePlacement &d : r.devices)
            centreOf.emplace(d.id, c);
    }
    // Links between the same two racks with the same medium follow one route: count them first.
    struct PairKey {
        double ax, ay, bx, by;
        int medium;
        bool operator<(const PairKey &o) const
        {
            return std::tie(ax, ay, bx, by, medium) < std::tie(o.ax, o.ay, o.bx, o.by, o.medium);
        }
    };
    std::map<PairKey, int> pairs;
    for (size_t n = 0; n < project.networks.size() && n < network.networks.size(); ++n) {
        const Network &net = project.networks[n];
        const NetworkFabricResult &f = network.networks[n];
        if (f.id != net.id)
            continue;
        for (size_t i = 0; i < net.links.size() && i < f.linkMeasures.size(); ++i) {
            const LinkMeasure &m = f.linkMeasures[i];
            if (!m.valid)
                continue;
            auto a = centreOf.find(net.links[i].aDevice), b = centreOf.find(net.links[i].bDevice);
            if (a == centreOf.end() || b == centreOf.end())
                continue;
            const int medium = m.cable >= 0 && m.cable < int(f.cables.size()) ? mediumIndex(f.cables[size_t(m.cable)].medium)
                                                                                : kMedia - 1;
            QPointF pa = a->second, pb = b->second;
            if (std::tie(pb.rx(), pb.ry()) < std::tie(pa.rx(), pa.ry()))
                std::swap(pa, pb);
            ++pairs[{pa.x(), pa.y(), pb.x(), pb.y(), medium}];
            ++mCables;
        }
    }
    // Each route: along x at the first rack's y, then along y at the second rack's x.
    std::map<TrayKey, std::vector<Run>> trays;
    for (const auto &[k, count] : pairs) {
        if (k.ax != k.bx)
            trays[{false, std::llround(k.ay)}].push_back({std::min(k.ax, k.bx), std::max(k.ax, k.bx), k.medium, count});
        if (k.ay != k.by)
            trays[{true, std::llround(k.bx)}].push_back({std::min(k.ay, k.by), std::max(k.ay, k.by), k.medium, count});
    }
    // Sweep each tray: cables per elementary stretch and medium, consecutive equal stretches merged.
    QRectF bounds;
    for (auto &[trayKey, runs] : trays) {
        const auto &tray = trayKey;  // a plain reference: clang 14 cannot capture a structured binding
        std::vector<double> cuts;
        for (const Run &r : runs) {
            cuts.push_back(r.from);
            cuts.push_back(r.to);
        }
        std::sort(cuts.begin(), cuts.end());
        cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
        std::vector<std::array<int, kMedia>> diff(cuts.size(), std::array<int, kMedia>{});
        auto at = [&](double v) { return size_t(std::lower_bound(cuts.begin(), cuts.end(), v) - cuts.begin()); };
        for (const Run &r : runs) {
            diff[at(r.from)][size_t(r.medium)] += r.cables;
            diff[at(r.to)][size_t(r.medium)] -= r.cables;
        }
        std::array<int, kMedia> running{};
        std::array<double, kMedia> openFrom{};
        std::array<int, kMedia> openCount{};
        auto flush = [&](int m, double from, double to, int cables) {
            if (cables <= 0 || to <= from)
                return;
            const double c = double(tray.at);
            const QLineF line = tray.vertical ? QLineF(c, from, c, to) : QLineF(from, c, to, c);
            mSegments.push_back({line, m, cables});
            bounds |= QRectF(line.p1(), line.p2()).normalized();
        };
        for (size_t i = 0; i < cuts.size(); ++i) {
            for (int m = 0; m < kMedia; ++m) {
                running[size_t(m)] += diff[i][size_t(m)];
                if (running[size_t(m)] != openCount[size_t(m)]) {
                    flush(m, openFrom[size_t(m)], cuts[i], openCount[size_t(m)]);
                    openFrom[size_t(m)] = cuts[i];
                    openCount[size_t(m)] = running[size_t(m)];
                }
            }
        }
    }
    // Room for the pen widths and the per-medium offsets.
    mBounds = bounds.isNull() ? QRectF() : bounds.adjusted(-150, -150, 150, 150);
    update();
}

void CableOverlayItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing, false);
    const QRectF exposed = option->exposedRect.adjusted(-150, -150, 150, 150);
    // Media side by side in the tray (12 cm apart) so a mixed tray shows every colour.
    constexpr double kOffset = 12.0;
    for (const Segment &s : mSegments) {
        const double off = (s.medium - (kMedia - 1) / 2.0) * kOffset;
        const QLineF l = s.line.p1().x() == s.line.p2().x() ? s.line.translated(off, 0) : s.line.translated(0, off);
        if (!exposed.intersects(QRectF(l.p1(), l.p2()).normalized().adjusted(-1, -1, 1, 1)))
            continue;
        QColor c = cableColour(mediumName(s.medium));
        c.setAlpha(200);
        // Width by count: 1 px for one cable, about 10 px for a thousand (log scale, cosmetic).
        QPen pen(c, std::clamp(1.0 + std::log2(double(s.cables)), 1.0, 10.0));
        pen.setCosmetic(true);
        pen.setCapStyle(Qt::FlatCap);
        painter->setPen(pen);
        painter->drawLine(l);
    }
}

} // namespace dcs
