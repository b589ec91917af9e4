#include "floorplanscene.h"
#include "equipmentitem.h"
#include "rackitem.h"
#include "document/projectdocument.h"
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QVarLengthArray>
#include <cmath>

namespace dcs {

namespace {
// Room around the hall for the metre labels and for panning past the walls.
constexpr double kMarginUnits = 300.0;
}

FloorPlanScene::FloorPlanScene(ProjectDocument *document, QObject *parent)
    : QGraphicsScene(parent), mDocument(document)
{
    connect(document, &ProjectDocument::changed, this, &FloorPlanScene::onChanged);
    rebuild();
}

FloorItem *FloorPlanScene::itemFor(const std::string &id) const
{
    auto it = mItems.find(id);
    return it == mItems.end() ? nullptr : it->second;
}

QRectF FloorPlanScene::hallRect() const
{
    const Hall &h = mDocument->project().hall;
    return QRectF(0, 0, h.widthM * kUnitsPerMetre, h.depthM * kUnitsPerMetre);
}

std::vector<std::string> FloorPlanScene::selectedIds() const
{
    std::vector<std::string> ids;
    // Model order, not Qt's selection order, so commands and the inspector see a stable list.
    const Project &p = mDocument->project();
    auto take = [&](const std::string &id) {
        if (FloorItem *item = itemFor(id); item && item->isSelected())
            ids.push_back(id);
    };
    for (const Rack &r : p.racks)
        take(r.id);
    for (const FloorEquipment &e : p.equipment)
        take(e.id);
    return ids;
}

void FloorPlanScene::selectIds(const std::vector<std::string> &ids)
{
    QSignalBlocker blocker(this);
    clearSelection();
    for (const std::string &id : ids)
        if (FloorItem *item = itemFor(id))
            item->setSelected(true);
    blocker.unblock();
    Q_EMIT selectionChanged();
}

void FloorPlanScene::rebuild()
{
    const std::vector<std::string> keep = mItems.empty() ? std::vector<std::string>{} : selectedIds();
    {
        const QSignalBlocker blocker(this);
        clear();
        mItems.clear();
        updateHall();
        const Project &p = mDocument->project();
        const Catalog &catalog = mDocument->catalog();
        mItems.reserve(p.racks.size() + p.equipment.size());
        for (const Rack &r : p.racks) {
            auto *item = new RackItem(r.id);
            item->sync(r, catalog);
            addItem(item);
            mItems.emplace(r.id, item);
        }
        for (const FloorEquipment &e : p.equipment) {
            auto *item = new EquipmentItem(e.id);
            item->sync(e, catalog);
            addItem(item);
            mItems.emplace(e.id, item);
        }
    }
    selectIds(keep);
}

void FloorPlanScene::updateHall()
{
    setSceneRect(hallRect().adjusted(-kMarginUnits, -kMarginUnits, kMarginUnits, kMarginUnits));
    update();
}

bool FloorPlanScene::syncObject(const std::string &id)
{
    const Project &p = mDocument->project();
    const Catalog &catalog = mDocument->catalog();
    FloorItem *existing = itemFor(id);
    if (const Rack *r = p.findRack(id)) {
        auto *item = qgraphicsitem_cast<RackItem *>(existing);
        if (!item) {
            delete existing;
            item = new RackItem(id);
            addItem(item);
            mItems[id] = item;
        }
        item->sync(*r, catalog);
        return true;
    }
    if (const FloorEquipment *e = p.findEquipment(id)) {
        auto *item = qgraphicsitem_cast<EquipmentItem *>(existing);
        if (!item) {
            delete existing;
            item = new EquipmentItem(id);
            addItem(item);
            mItems[id] = item;
        }
        item->sync(*e, catalog);
        return true;
    }
    if (existing) {
        mItems.erase(id);
        delete existing;  // removes it from the scene (and from the selection)
        return true;
    }
    return false;
}

void FloorPlanScene::syncRackOfDevice(const std::string &deviceId)
{
    for (const Rack &r : mDocument->project().racks) {
        for (const DevicePlacement &d : r.devices)
            if (d.id == deviceId) {
                syncObject(r.id);
                return;
            }
        for (const RackPdu &u : r.pdus)
            if (u.id == deviceId) {
                syncObject(r.id);
                return;
            }
    }
}

void FloorPlanScene::onChanged(const ChangeEvent &event)
{
    if (event.kind == ChangeEvent::Kind::Reset) {
        rebuild();
        return;
    }
    for (const std::string &id : event.ids) {
        if (id == "hall") {
            updateHall();
        } else if (id == "project") {
            // A project-level edit may change the custom catalog, hence any footprint.
            for (auto &[objectId, item] : mItems)
                syncObject(objectId);
        } else if (id != "site" && !syncObject(id) && event.kind == ChangeEvent::Kind::Modified) {
            syncRackOfDevice(id);
        }
    }
}

void FloorPlanScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, QColor(236, 238, 241));
    const QRectF hall = hallRect();
    const QRectF floor = hall.intersected(rect);
    const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    const double tile = mDocument->project().hall.tileM * kUnitsPerMetre;
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
    const Hall &h = mDocument->project().hall;
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

} // namespace dcs
