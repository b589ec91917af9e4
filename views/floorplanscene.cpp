#include "floorplanscene.h"
#include "equipmentitem.h"
#include "floorplanpainter.h"
#include "rackitem.h"
#include "document/projectdocument.h"

namespace dcs {

static_assert(FloorPlanScene::kUnitsPerMetre == FloorPlanPainter::kUnitsPerMetre, "one scale for editor and painter");

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
    return FloorPlanPainter::hallRect(mDocument->project().hall);
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
    setSceneRect(FloorPlanPainter::sceneRect(mDocument->project().hall));
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
    if (const Rack *r = mDocument->project().rackHolding(deviceId))
        syncObject(r->id);
}

void FloorPlanScene::onChanged(const ChangeEvent &event)
{
    if (event.kind == ChangeEvent::Kind::Reset) {
        rebuild();
        return;
    }
    if (event.kind == ChangeEvent::Kind::Part) {
        // Of the settings blocks only the hall is drawn here; the others change no object. A
        // section edited whole (the custom catalog, the networks, containment) may change any
        // footprint or colour.
        if (event.part == DesignPart::Hall)
            updateHall();
        else if (!isSettingsBlock(event.part))
            for (auto &[objectId, item] : mItems)
                syncObject(objectId);
        return;
    }
    for (const std::string &id : event.ids)
        if (!syncObject(id) && event.kind == ChangeEvent::Kind::Modified)
            syncRackOfDevice(id);
}

void FloorPlanScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    FloorPlanPainter::paintBackground(painter, mDocument->project().hall, rect);
}

} // namespace dcs
