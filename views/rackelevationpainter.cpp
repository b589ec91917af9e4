#include "rackelevationpainter.h"
#include "catalog/catalog.h"
#include "inventory/inventoryengine.h"
#include "project/rack.h"
#include "rackdevicepainter.h"
#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>
#include <cmath>

namespace dcs {

namespace {
constexpr double kUnit = RackElevationPainter::kUnit;
constexpr double kUnitMm = 44.45;                  // EIA-310 rack unit
constexpr double kBayW = 482.6 / kUnitMm * kUnit;  // 19-inch panel width to scale
constexpr double kMinRailW = 46.0;   // room for two PDU strips side by side
constexpr double kNumW = 30.0;       // U number column left of each face
constexpr double kFrame = 8.0;       // frame thickness (top, bottom, sides)
constexpr double kGap = 48.0;        // between the front and rear elevations
constexpr double kTitleH = 34.0;     // "FRONT" / "REAR" line between header and frame
constexpr double kHeaderGap = 14.0;
constexpr double kPduLaneMaxW = 22.0;

double bayTop()
{
    return RackElevationPainter::kHeaderHeight + kHeaderGap + kTitleH + kFrame;
}

QFont font(int px, bool bold)
{
    QFont f;
    f.setPixelSize(px);
    f.setBold(bold);
    return f;
}

QColor gaugeColour(double ratio)
{
    if (ratio > 1.0 + 1e-9)
        return QColor(205, 45, 40);   // over the limit
    if (ratio >= 0.9)
        return QColor(230, 150, 20);  // within 10% of it
    return QColor(70, 150, 80);
}
} // namespace

// --- Layout

RackElevationPainter::Layout RackElevationPainter::Layout::of(const Rack &rack, const Catalog &catalog)
{
    Layout l;
    const CatalogEntry *e = catalog.find(rack.catalogId);
    l.heightU = e && e->rack && e->rack->heightU > 0 ? e->rack->heightU : 42;
    const double widthMm = e && e->rack ? e->rack->widthMm : 600.0;
    l.railW = std::max(kMinRailW, (widthMm - 482.6) / 2 / kUnitMm * kUnit);
    l.elevW = kNumW + 2 * kFrame + 2 * l.railW + kBayW;
    return l;
}

double RackElevationPainter::Layout::faceLeft(RackFace face) const
{
    return face == RackFace::Front ? 0.0 : elevW + kGap;
}

QRectF RackElevationPainter::Layout::bayRect(RackFace face) const
{
    const double x = faceLeft(face) + kNumW + kFrame + railW;
    return QRectF(x, bayTop(), kBayW, heightU * kUnit);
}

QRectF RackElevationPainter::Layout::slotRect(RackFace face, int uLow, int h) const
{
    const QRectF bay = bayRect(face);
    const double bottom = bay.bottom() - (uLow - 1) * kUnit;
    return QRectF(bay.left(), bottom - h * kUnit, bay.width(), h * kUnit);
}

int RackElevationPainter::Layout::uAt(double sceneY) const
{
    const double bottom = bayTop() + heightU * kUnit;
    return int(std::floor((bottom - sceneY) / kUnit)) + 1;
}

std::optional<RackFace> RackElevationPainter::Layout::faceAt(const QPointF &scenePos) const
{
    for (RackFace face : {RackFace::Front, RackFace::Rear}) {
        // The bay and its rails, plus the number column: a drop a little off the bay still
        // means this face.
        const QRectF bay = bayRect(face);
        const QRectF zone = bay.adjusted(-railW - kFrame - kNumW, -kUnit, railW + kFrame, kUnit);
        if (zone.contains(scenePos))
            return face;
    }
    return std::nullopt;
}

double RackElevationPainter::Layout::width() const
{
    return 2 * elevW + kGap;
}

QRectF RackElevationPainter::Layout::sceneRect() const
{
    return QRectF(-12, -12, width() + 24, bayTop() + heightU * kUnit + kFrame + 40);
}

// --- Contents

RackElevationPainter::RackElevationPainter(const Rack &rack, const Catalog &catalog)
    : mLayout(Layout::of(rack, catalog)), mHeader(headerOf(rack, catalog))
{
    const CatalogEntry *rackEntry = catalog.find(rack.catalogId);
    if (rackEntry && rackEntry->kind == CatalogKind::RackSystem) {
        // A rack-scale system fills its rack; it is one block with the system's name.
        DevicePlacement whole;
        whole.id = rack.id;
        whole.catalogId = rack.catalogId;
        for (RackFace face : {RackFace::Front, RackFace::Rear})
            mDevices.push_back({whole, rackEntry, face, mLayout.slotRect(face, 1, mLayout.heightU), false});
    }
    for (const DevicePlacement &d : rack.devices) {
        const CatalogEntry *e = catalog.find(d.catalogId);
        const int h = e ? std::max(1, e->heightU) : 1;
        DevicePlacement shown = d;
        shown.power.clear();
        for (RackFace face : {RackFace::Front, RackFace::Rear}) {
            if (!d.fullDepth && d.face != face)
                continue;
            mDevices.push_back({shown, e, face, mLayout.slotRect(face, d.uLow, h).adjusted(1, 1, -1, -1), true});
        }
    }
    // PDUs hang on the rear rails; "left" and "right" as seen from the rear, where they are
    // installed. Several on one side stand in lanes, in file order.
    const QRectF rearBay = mLayout.bayRect(RackFace::Rear);
    for (RailSide side : {RailSide::Left, RailSide::Right}) {
        std::vector<const RackPdu *> lane;
        for (const RackPdu &p : rack.pdus)
            if (p.side == side)
                lane.push_back(&p);
        if (lane.empty())
            continue;
        const double gap = 3;
        const double n = double(lane.size());
        const double laneW = std::min(kPduLaneMaxW, (mLayout.railW - 2 * gap - (n - 1) * gap) / n);
        const double total = n * laneW + (n - 1) * gap;
        const double zoneLeft = side == RailSide::Left ? rearBay.left() - mLayout.railW : rearBay.right();
        double x = zoneLeft + (mLayout.railW - total) / 2;
        for (const RackPdu *p : lane) {
            mPdus.push_back({*p, catalog.find(p->catalogId),
                             QRectF(x, rearBay.top() + kUnit / 2, laneW, rearBay.height() - kUnit)});
            x += laneW + gap;
        }
    }
}

QRectF RackElevationPainter::boundingRect() const
{
    QRectF r = mLayout.sceneRect() | QRectF(0, 0, mLayout.width(), kHeaderHeight);
    for (const PlacedDevice &d : mDevices)
        r |= d.rect;
    for (const PlacedPdu &p : mPdus)
        r |= p.rect;
    return r;
}

RackElevationPainter::Header RackElevationPainter::headerOf(const Rack &r, const Catalog &catalog)
{
    const CatalogEntry *e = catalog.find(r.catalogId);
    const InventoryEngine::RackFill fill = InventoryEngine::rackFill(r, catalog);
    Header c;
    c.title = QString::fromStdString(r.name.empty() ? r.id : r.name);
    c.subtitle = (r.name != r.id ? QString::fromStdString(r.id) + QStringLiteral(" · ") : QString())
                 + (e ? QString::fromStdString(e->name) : tr("unknown model %1").arg(QString::fromStdString(r.catalogId)))
                 + tr(" · %n GPU(s)", nullptr, fill.gpus);

    Gauge &u = c.gauges[0];
    u.label = tr("Rack units used");
    u.value = tr("%1 / %2 U").arg(fill.usedU).arg(fill.heightU);
    u.ratio = fill.heightU > 0 ? double(fill.usedU) / fill.heightU : -1;

    Gauge &p = c.gauges[1];
    p.label = tr("Nameplate power / budget");
    if (r.powerBudgetKw > 0) {
        p.value = tr("%1 / %2 kW").arg(fill.nameplateW / 1000.0, 0, 'f', 1).arg(r.powerBudgetKw, 0, 'f', 1);
        p.ratio = fill.nameplateW / 1000.0 / r.powerBudgetKw;
    } else {
        p.value = tr("%1 kW").arg(fill.nameplateW / 1000.0, 0, 'f', 1);
        p.note = tr("no budget set");
    }

    // The static load rating is what the frame may carry: compare the equipment, not the frame.
    // A rack-scale system's catalog weight is the whole system in its rack (GB200 NVL72:
    // 1,360 kg), so it is compared whole.
    Gauge &w = c.gauges[2];
    const bool system = e && e->kind == CatalogKind::RackSystem;
    const double load = system ? fill.weightKg : fill.weightKg - (e ? e->weightKg : 0.0);
    const double limit = r.weightLimitKg > 0 ? r.weightLimitKg : e && e->rack ? e->rack->staticLoadKg : 0.0;
    w.label = system ? tr("System weight / limit") : tr("Equipment weight / limit");
    if (limit > 0) {
        w.value = tr("%1 / %2 kg").arg(load, 0, 'f', 0).arg(limit, 0, 'f', 0);
        w.ratio = load / limit;
    } else {
        w.value = tr("%1 kg").arg(load, 0, 'f', 0);
        w.note = tr("no limit known");
    }
    return c;
}

// --- Painting

void RackElevationPainter::paint(QPainter *painter, const QRectF &target, const QRectF &source,
                                 Qt::AspectRatioMode mode) const
{
    if (source.isEmpty() || target.isEmpty())
        return;
    double xratio = target.width() / source.width();
    double yratio = target.height() / source.height();
    if (mode == Qt::KeepAspectRatio)
        xratio = yratio = std::min(xratio, yratio);
    else if (mode == Qt::KeepAspectRatioByExpanding)
        xratio = yratio = std::max(xratio, yratio);
    painter->save();
    painter->setClipRect(target, Qt::IntersectClip);
    painter->setWorldTransform(
        QTransform().translate(target.left(), target.top()).scale(xratio, yratio).translate(-source.left(), -source.top()),
        true);
    paintBackground(painter, &mLayout, source);
    const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    // In the editor's stacking order: PDU strips, devices over them, the header on top.
    for (const PlacedPdu &p : mPdus) {
        painter->save();
        painter->translate(p.rect.topLeft());
        RackDevicePainter::paintPdu(painter, RackDevicePainter::pdu(p.pdu, p.rect.size()), lod);
        painter->restore();
    }
    for (const PlacedDevice &d : mDevices) {
        painter->save();
        painter->translate(d.rect.topLeft());
        RackDevicePainter::paintDevice(painter, RackDevicePainter::device(d.device, d.entry, d.face, d.rect.size()),
                                       lod, false);
        painter->restore();
    }
    painter->save();
    paintHeader(painter, mHeader, mLayout.width());
    painter->restore();
    painter->restore();
}

void RackElevationPainter::paintBackground(QPainter *painter, const Layout *layout, const QRectF &exposed)
{
    painter->fillRect(exposed, QColor(236, 238, 241));
    if (!layout)
        return;
    const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    paintFace(painter, *layout, RackFace::Front, lod);
    paintFace(painter, *layout, RackFace::Rear, lod);
}

void RackElevationPainter::paintFace(QPainter *painter, const Layout &layout, RackFace face, double lod)
{
    const QRectF bay = layout.bayRect(face);
    const double railZoneW = layout.railW;
    const QRectF frame = bay.adjusted(-railZoneW - kFrame, -kFrame, railZoneW + kFrame, kFrame);

    QFont title;
    title.setPixelSize(14);
    title.setBold(true);
    title.setLetterSpacing(QFont::AbsoluteSpacing, 2);
    painter->setFont(title);
    painter->setPen(QColor(70, 76, 88));
    painter->drawText(QRectF(frame.left(), frame.top() - kTitleH, frame.width(), kTitleH - 6),
                      Qt::AlignHCenter | Qt::AlignBottom, face == RackFace::Front ? tr("FRONT") : tr("REAR"));

    // Frame, then the PDU zones, then the 19-inch rails beside the bay, then the bay.
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(40, 43, 50));
    painter->drawRoundedRect(frame, 4, 4);
    painter->fillRect(QRectF(frame.left(), frame.bottom(), 18, 10), QColor(40, 43, 50));   // feet
    painter->fillRect(QRectF(frame.right() - 18, frame.bottom(), 18, 10), QColor(40, 43, 50));
    const QRectF leftZone(bay.left() - railZoneW, bay.top(), railZoneW, bay.height());
    const QRectF rightZone(bay.right(), bay.top(), railZoneW, bay.height());
    painter->fillRect(leftZone, QColor(62, 66, 75));
    painter->fillRect(rightZone, QColor(62, 66, 75));
    const double railW = 7;
    const QRectF leftRail(bay.left() - railW, bay.top(), railW, bay.height());
    const QRectF rightRail(bay.right(), bay.top(), railW, bay.height());
    painter->fillRect(leftRail, QColor(150, 156, 166));
    painter->fillRect(rightRail, QColor(150, 156, 166));
    painter->fillRect(bay, QColor(50, 54, 62));

    // U boundaries across the bay, and a square mounting hole per U on each rail.
    painter->setPen(QPen(QColor(66, 71, 80), 0));
    for (int u = 1; u < layout.heightU; ++u) {
        const double y = bay.bottom() - u * kUnit;
        painter->drawLine(QPointF(bay.left(), y), QPointF(bay.right(), y));
    }
    if (lod * kUnit >= 8) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(70, 74, 82));
        for (int u = 1; u <= layout.heightU; ++u) {
            const double cy = bay.bottom() - (u - 0.5) * kUnit;
            painter->drawRect(QRectF(leftRail.center().x() - 1.5, cy - 1.5, 3, 3));
            painter->drawRect(QRectF(rightRail.center().x() - 1.5, cy - 1.5, 3, 3));
        }
    }

    // U numbers, 1 at the bottom: every U when readable, else every fifth.
    QFont numbers;
    numbers.setPixelSize(10);
    painter->setFont(numbers);
    const int step = lod * kUnit >= 11 ? 1 : 5;
    for (int u = 1; u <= layout.heightU; ++u) {
        if (step > 1 && u != 1 && u % step)
            continue;
        const double top = bay.bottom() - u * kUnit;
        painter->setPen(u % 5 == 0 || u == 1 ? QColor(60, 66, 78) : QColor(130, 136, 148));
        painter->drawText(QRectF(frame.left() - kNumW, top, kNumW - 5, kUnit), Qt::AlignRight | Qt::AlignVCenter,
                          QString::number(u));
    }
}

void RackElevationPainter::paintHeader(QPainter *painter, const Header &header, double width)
{
    const QRectF r(0, 0, width, kHeaderHeight);
    painter->setPen(QPen(QColor(200, 204, 212), 0));
    painter->setBrush(Qt::white);
    painter->drawRoundedRect(r, 6, 6);

    const double pad = 12;
    const QFont titleFont = font(18, true);
    painter->setFont(titleFont);
    painter->setPen(QColor(25, 30, 38));
    const QFontMetricsF tm(titleFont);
    const QString title = tm.elidedText(header.title, Qt::ElideRight, r.width() / 2 - pad);
    painter->drawText(QPointF(pad, pad + tm.ascent()), title);
    const QFont subFont = font(12, false);
    painter->setFont(subFont);
    painter->setPen(QColor(90, 96, 108));
    const QFontMetricsF sm(subFont);
    const double titleW = tm.horizontalAdvance(title);
    painter->drawText(QPointF(pad + titleW + 12, pad + tm.ascent()),
                      sm.elidedText(header.subtitle, Qt::ElideRight, r.width() - titleW - 12 - 2 * pad));

    // Three gauges side by side under the title.
    const double top = pad + tm.height() + 8;
    const double colW = (r.width() - 2 * pad) / 3;
    const QFont labelFont = font(11, false);
    const QFont valueFont = font(14, true);
    const QFontMetricsF lm(labelFont), vm(valueFont);
    for (size_t i = 0; i < header.gauges.size(); ++i) {
        const Gauge &g = header.gauges[i];
        const double x = pad + double(i) * colW;
        const double w = colW - 16;
        painter->setFont(labelFont);
        painter->setPen(QColor(100, 106, 118));
        painter->drawText(QPointF(x, top + lm.ascent()), lm.elidedText(g.label, Qt::ElideRight, w));
        painter->setFont(valueFont);
        painter->setPen(g.ratio > 1.0 + 1e-9 ? gaugeColour(g.ratio) : QColor(25, 30, 38));
        const double vy = top + lm.height() + 1;
        painter->drawText(QPointF(x, vy + vm.ascent()), vm.elidedText(g.value, Qt::ElideRight, w));
        const double by = vy + vm.height() + 4;
        if (g.ratio >= 0) {
            const QRectF bar(x, by, w, 6);
            painter->setPen(Qt::NoPen);
            painter->setBrush(QColor(228, 231, 236));
            painter->drawRoundedRect(bar, 3, 3);
            painter->setBrush(gaugeColour(g.ratio));
            painter->drawRoundedRect(QRectF(bar.left(), bar.top(), bar.width() * std::clamp(g.ratio, 0.0, 1.0), bar.height()), 3, 3);
        } else if (!g.note.isEmpty()) {
            painter->setFont(labelFont);
            painter->setPen(QColor(130, 136, 148));
            painter->drawText(QPointF(x, by + lm.ascent() - 3), lm.elidedText(g.note, Qt::ElideRight, w));
        }
    }
}

} // namespace dcs
