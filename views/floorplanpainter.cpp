#include "floorplanpainter.h"
#include "catalog/catalog.h"
#include "project/footprint.h"
#include "project/project.h"
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QVarLengthArray>
#include <algorithm>
#include <cmath>

namespace dcs {

namespace {
// Room around the hall for the metre labels and for panning past the walls.
constexpr double kMarginUnits = 300.0;
// Labels are drawn only once they would be at least this many device pixels tall; below that
// they are unreadable and only cost paint time when a huge hall is in view.
constexpr double kMinLabelScreenPx = 6.0;
constexpr double kFrontLineWidth = 6.0;  // 6 cm thick bar marks the cold-aisle face

QSizeF toScene(const RectM &rect)
{
    return {rect.w * FloorPlanPainter::kUnitsPerMetre, rect.h * FloorPlanPainter::kUnitsPerMetre};
}

void paintLabels(QPainter *painter, const FloorShape &shape, const QRectF &r, double lod)
{
    const double labelPx = shape.labelFont().pixelSize();
    if (lod * labelPx < kMinLabelScreenPx || shape.primaryText().isEmpty())
        return;
    painter->save();
    // Vertical labels are laid out in a frame turned a quarter turn counter-clockwise.
    QSizeF box = r.size();
    if (shape.verticalLabel()) {
        painter->translate(r.left(), r.bottom());
        painter->rotate(-90);
        box.transpose();
    } else {
        painter->translate(r.topLeft());
    }
    painter->setFont(shape.labelFont());
    // Dark fills (the deep end of a colouring scale) need light labels to stay legible.
    const bool dark = shape.fill.lightnessF() < 0.42;
    painter->setPen(dark ? QColor(250, 250, 250) : QColor(20, 20, 20));
    const double line = labelPx * 1.2;
    const bool two = !shape.secondaryText().isEmpty() && box.height() >= 2.6 * line;
    const double total = two ? 2 * line : line;
    double y = (box.height() - total) / 2;
    const QSizeF p = shape.primary().size();
    painter->drawStaticText(QPointF((box.width() - p.width()) / 2, y), shape.primary());
    if (two) {
        y += line;
        const QSizeF s = shape.secondary().size();
        painter->setPen(dark ? QColor(225, 225, 225) : QColor(70, 70, 70));
        painter->drawStaticText(QPointF((box.width() - s.width()) / 2, y), shape.secondary());
    }
    painter->restore();
}

void paintAlarm(QPainter *painter, const QRectF &r, double lod)
{
    // Inside the footprint (the bounding rect stays exact), at least 3 device pixels wide so it
    // reads at hall zoom, and drawn over any fill: the colouring never hides an overload.
    const double w = std::min({std::max(8.0, 3.0 / std::max(lod, 1e-6)), r.width() / 3, r.height() / 3});
    painter->save();
    painter->setPen(QPen(FloorPlanPainter::alarmColour(), w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2));
    // A round "!" badge in the back corner, when the rack is big enough on screen to hold one.
    const double d = std::min(r.width(), r.height()) * 0.6;
    if (lod * d >= 10) {
        const QRectF badge(r.right() - d - w, r.top() + w, d, d);
        painter->setPen(Qt::NoPen);
        painter->setBrush(FloorPlanPainter::alarmColour());
        painter->drawEllipse(badge);
        QFont f = painter->font();
        f.setPixelSize(std::max(1, int(d * 0.75)));
        f.setBold(true);
        painter->setFont(f);
        painter->setPen(Qt::white);
        painter->drawText(badge, Qt::AlignCenter, QStringLiteral("!"));
    }
    painter->restore();
}
} // namespace

FloorPlanPainter::FloorPlanPainter(const Project &project, const Catalog &catalog, const Analysis &analysis,
                                   Options options)
    : mProject(project), mCatalog(catalog),
      mColours(FloorColouring::rackColours(options.colouring, analysis, project, catalog))
{
    for (const auto &[id, lines] : FloorColouring::rackPowerAlarms(analysis))
        if (!lines.isEmpty())
            mAlarms.insert(id);
}

QRectF FloorPlanPainter::hallRect(const Hall &hall)
{
    return QRectF(0, 0, hall.widthM * kUnitsPerMetre, hall.depthM * kUnitsPerMetre);
}

QRectF FloorPlanPainter::sceneRect(const Hall &hall)
{
    return hallRect(hall).adjusted(-kMarginUnits, -kMarginUnits, kMarginUnits, kMarginUnits);
}

QRectF FloorPlanPainter::sceneRect() const
{
    return sceneRect(mProject.hall);
}

void FloorPlanPainter::paint(QPainter *painter, const QRectF &target, const QRectF &source) const
{
    if (source.isEmpty() || target.isEmpty())
        return;
    painter->save();
    painter->setClipRect(target, Qt::IntersectClip);
    painter->setWorldTransform(QTransform()
                                   .translate(target.left(), target.top())
                                   .scale(target.width() / source.width(), target.height() / source.height())
                                   .translate(-source.left(), -source.top()),
                               true);
    paintBackground(painter, mProject.hall, source);
    const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    auto draw = [&](const FloorShape &shape) {
        if (!QRectF(shape.pos, shape.size()).intersects(source))
            return;
        painter->save();
        painter->translate(shape.pos);
        paintShape(painter, shape, lod, false);
        painter->restore();
    };
    // Racks stand over floor units (a unit may sit behind a row), and busways hang over the
    // racks, as in the editor.
    auto overhead = [&](const FloorEquipment &e) {
        const CatalogEntry *entry = mCatalog.find(e.catalogId);
        return entry && entry->isOverhead();
    };
    for (const FloorEquipment &e : mProject.equipment)
        if (!overhead(e))
            draw(equipmentShape(e, mCatalog));
    for (const Rack &r : mProject.racks) {
        const auto colour = mColours.find(r.id);
        FloorShape shape = rackShape(r, mCatalog, colour == mColours.end() ? QColor() : colour->second);
        shape.alarm = mAlarms.count(r.id) > 0;
        draw(shape);
    }
    for (const FloorEquipment &e : mProject.equipment)
        if (overhead(e))
            draw(equipmentShape(e, mCatalog));
    painter->restore();
}

void FloorPlanPainter::paintBackground(QPainter *painter, const Hall &h, const QRectF &rect)
{
    painter->fillRect(rect, QColor(236, 238, 241));
    const QRectF hall = hallRect(h);
    const QRectF floor = hall.intersected(rect);
    const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    const double tile = h.tileM * kUnitsPerMetre;
    if (!floor.isEmpty()) {
        painter->fillRect(floor, Qt::white);
        // Tile lines only while they are at least 5 px apart; every 5th and 10th line stays
        // visible further out, so the grid never turns into a grey wash when zoomed out.
        if (tile > 0) {
            QVarLengthArray<QLineF, 256> fine, five, ten;
            const int i0 = int(std::floor(floor.left() / tile)), i1 = int(std::ceil(floor.right() / tile));
            const int j0 = int(std::floor(floor.top() / tile)), j1 = int(std::ceil(floor.bottom() / tile));
            auto bucket = [&](int i) -> QVarLengthArray<QLineF, 256> * {
                if (i % 10 == 0)
                    return lod * tile * 10 >= 5 ? &ten : nullptr;
                if (i % 5 == 0)
                    return lod * tile * 5 >= 5 ? &five : nullptr;
                return lod * tile >= 5 ? &fine : nullptr;
            };
            for (int i = std::max(i0, 0); i <= i1; ++i)
                if (auto *b = bucket(i); b && i * tile <= hall.right())
                    b->append(QLineF(i * tile, floor.top(), i * tile, floor.bottom()));
            for (int j = std::max(j0, 0); j <= j1; ++j)
                if (auto *b = bucket(j); b && j * tile <= hall.bottom())
                    b->append(QLineF(floor.left(), j * tile, floor.right(), j * tile));
            painter->setPen(QPen(QColor(228, 230, 234), 0));
            painter->drawLines(fine.constData(), int(fine.size()));
            painter->setPen(QPen(QColor(200, 204, 210), 0));
            painter->drawLines(five.constData(), int(five.size()));
            painter->setPen(QPen(QColor(160, 166, 176), 0));
            painter->drawLines(ten.constData(), int(ten.size()));
        }
    }
    QPen wall(QColor(60, 60, 70), 2, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin);
    wall.setCosmetic(true);
    painter->setPen(wall);
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(hall);

    // Metre labels along the top and left walls, in device pixels so they keep their size.
    // The step is the smallest of 1, 2, 5, 10, ... m that leaves about 40 px between labels.
    double step = 1;
    for (double s : {1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0, 500.0}) {
        step = s;
        if (s * kUnitsPerMetre * lod >= 40)
            break;
    }
    const QTransform t = painter->worldTransform();
    painter->save();
    painter->resetTransform();
    QFont font = painter->font();
    font.setPixelSize(11);
    painter->setFont(font);
    painter->setPen(QColor(90, 95, 105));
    for (double m = 0; m <= h.widthM + 1e-9; m += step) {
        const QPointF p = t.map(QPointF(m * kUnitsPerMetre, 0));
        painter->drawText(QRectF(p.x() - 30, p.y() - 18, 60, 14), Qt::AlignCenter, QString::number(m) + QStringLiteral(" m"));
    }
    for (double m = 0; m <= h.depthM + 1e-9; m += step) {
        const QPointF p = t.map(QPointF(0, m * kUnitsPerMetre));
        painter->drawText(QRectF(p.x() - 64, p.y() - 7, 58, 14), Qt::AlignRight | Qt::AlignVCenter,
                          QString::number(m) + QStringLiteral(" m"));
    }
    painter->restore();
}

void FloorPlanPainter::paintShape(QPainter *painter, const FloorShape &shape, double lod, bool selected)
{
    const QRectF r(QPointF(0, 0), shape.size());
    // Edges are cosmetic (one device pixel) and skipped when racks are a few pixels wide.
    painter->setPen(lod * r.width() > 8 ? QPen(shape.edge, 0) : QPen(Qt::NoPen));
    painter->setBrush(shape.fill);
    painter->drawRect(r);

    if (shape.showsFront) {
        // Rotation 0: front faces +y (the bottom edge on screen); quarter turns go clockwise.
        const double h = kFrontLineWidth / 2;
        QLineF front;
        switch (shape.rotationDeg) {
        case 90: front = QLineF(r.left() + h, r.top(), r.left() + h, r.bottom()); break;
        case 180: front = QLineF(r.left(), r.top() + h, r.right(), r.top() + h); break;
        case 270: front = QLineF(r.right() - h, r.top(), r.right() - h, r.bottom()); break;
        default: front = QLineF(r.left(), r.bottom() - h, r.right(), r.bottom() - h); break;
        }
        painter->setPen(QPen(QColor(25, 80, 190), kFrontLineWidth, Qt::SolidLine, Qt::FlatCap));
        painter->drawLine(front);
    }

    if (selected) {
        // At least 2 device pixels, drawn inside the footprint so the bounding rect stays exact.
        const double w = std::max(4.0, 2.5 / std::max(lod, 1e-6));
        const double inset = std::min({w / 2, r.width() / 4, r.height() / 4});
        painter->setPen(QPen(QColor(255, 111, 0), std::min(w, 2 * inset), Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(r.adjusted(inset, inset, -inset, -inset));
    }
    paintLabels(painter, shape, r, lod);
    if (shape.alarm)
        paintAlarm(painter, r, lod);
}

FloorPlanPainter::RackRole FloorPlanPainter::rackRole(const Rack &rack, const Catalog &catalog)
{
    const CatalogEntry *entry = catalog.find(rack.catalogId);
    if (entry && entry->kind == CatalogKind::RackSystem)
        return RackRole::RackSystem;
    if (rack.devices.empty())
        return RackRole::Empty;
    bool gpu = false, network = false;
    for (const DevicePlacement &d : rack.devices)
        if (const CatalogEntry *e = catalog.find(d.catalogId)) {
            gpu = gpu || e->kind == CatalogKind::GpuServer;
            network = network || e->kind == CatalogKind::Switch;
        }
    // A GPU rack usually carries a leaf switch too; it is still a GPU rack.
    return gpu ? RackRole::Gpu : network ? RackRole::Network : RackRole::Other;
}

QColor FloorPlanPainter::roleColour(RackRole role)
{
    switch (role) {
    case RackRole::Gpu: return QColor(143, 196, 90);
    case RackRole::Network: return QColor(110, 160, 220);
    case RackRole::RackSystem: return QColor(170, 130, 220);
    case RackRole::Other: return QColor(225, 205, 140);
    case RackRole::Empty: break;
    }
    return QColor(222, 222, 222);
}

QColor FloorPlanPainter::alarmColour()
{
    return QColor(200, 30, 30);
}

void FloorPlanPainter::colourRack(FloorShape &shape, RackRole role, const QColor &metric)
{
    shape.fill = metric.isValid() ? metric : roleColour(role);
    shape.edge = role == RackRole::Empty && !metric.isValid() ? QColor(140, 140, 140) : shape.fill.darker(160);
}

FloorShape FloorPlanPainter::rackShape(const Rack &rack, const Catalog &catalog, const QColor &metric)
{
    const CatalogEntry *entry = catalog.find(rack.catalogId);
    // An unknown model (should not happen: the reader refuses it) still shows as a 600 x 1200 box.
    const RectM rect = entry ? footprint(rack, *entry)
                             : RectM{rack.xM, rack.yM, rack.rotationDeg % 180 ? 1.2 : 0.6,
                                     rack.rotationDeg % 180 ? 0.6 : 1.2};
    FloorShape shape;
    shape.pos = QPointF(rect.x * kUnitsPerMetre, rect.y * kUnitsPerMetre);
    shape.setSize(toScene(rect));
    shape.rotationDeg = rack.rotationDeg;
    colourRack(shape, rackRole(rack, catalog), metric);
    shape.setLabels(QString::fromStdString(rack.name), {});
    return shape;
}

FloorShape FloorPlanPainter::equipmentShape(const FloorEquipment &equipment, const Catalog &catalog)
{
    const CatalogEntry *entry = catalog.find(equipment.catalogId);
    const RectM rect = entry ? footprint(equipment, *entry) : RectM{equipment.xM, equipment.yM, 0.6, 0.6};
    FloorShape shape;
    shape.pos = QPointF(rect.x * kUnitsPerMetre, rect.y * kUnitsPerMetre);
    shape.setSize(toScene(rect));
    shape.rotationDeg = equipment.rotationDeg;
    shape.fill = equipmentColour(entry);
    shape.edge = shape.fill.darker(170);
    shape.setLabels(QString::fromStdString(equipment.name), entry ? equipmentTag(*entry) : QStringLiteral("?"));
    return shape;
}

QString FloorPlanPainter::equipmentTag(const CatalogEntry &entry)
{
    if (entry.cooling) {
        switch (entry.cooling->type) {
        case CoolingType::Crah: return QStringLiteral("CRAH");
        case CoolingType::InRow: return QStringLiteral("IRC");
        // A liquid-to-air CDU heats the room it stands in: the plan tells it from the others.
        case CoolingType::Cdu: return entry.isRoomAirCdu() ? QStringLiteral("L2A") : QStringLiteral("CDU");
        case CoolingType::RearDoor: return QStringLiteral("RDHX");
        }
    }
    if (entry.isOverhead())
        return QStringLiteral("BUS");
    switch (entry.kind) {
    case CatalogKind::Ups: return QStringLiteral("UPS");
    case CatalogKind::PowerPanel: return QStringLiteral("PNL");
    case CatalogKind::Cooling: return QStringLiteral("COOL");
    default: break;
    }
    return QStringLiteral("EQ");
}

QColor FloorPlanPainter::equipmentColour(const CatalogEntry *entry)
{
    if (!entry)
        return QColor(200, 200, 200);
    const QString tag = equipmentTag(*entry);
    // Cooling in blues and teals, power in warm colours, so the two chains read apart.
    if (tag == QLatin1String("CRAH"))
        return QColor(128, 208, 240);
    if (tag == QLatin1String("IRC"))
        return QColor(77, 182, 172);
    if (tag == QLatin1String("CDU"))
        return QColor(66, 135, 245);
    if (tag == QLatin1String("L2A"))  // a CDU, and room-air cooling's teal side of the blues
        return QColor(72, 160, 200);
    if (tag == QLatin1String("UPS"))
        return QColor(255, 183, 77);
    if (tag == QLatin1String("PNL"))
        return QColor(229, 115, 115);
    if (tag == QLatin1String("BUS"))
        return QColor(229, 115, 115, 70);  // see-through: it hangs over the racks
    return QColor(190, 200, 210);
}

} // namespace dcs
