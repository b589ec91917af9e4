#include "rackelevationscene.h"
#include "rackdeviceitem.h"
#include "rackheaderitem.h"
#include "rackpduitem.h"
#include "document/projectdocument.h"
#include "inventory/inventoryengine.h"
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <algorithm>

namespace dcs {

RackElevationScene::RackElevationScene(ProjectDocument *document, QObject *parent)
    : QGraphicsScene(parent), mDocument(document), mHeader(new RackHeaderItem),
      mPreview(new QGraphicsRectItem), mPreviewText(new QGraphicsSimpleTextItem(mPreview))
{
    addItem(mHeader);
    mPreview->setZValue(10);
    mPreview->setVisible(false);
    QFont f;
    f.setPixelSize(12);
    f.setBold(true);
    mPreviewText->setFont(f);
    addItem(mPreview);
    connect(document, &ProjectDocument::changed, this, &RackElevationScene::onChanged);
    rebuild();
}

RackElevationScene::~RackElevationScene()
{
    // QGraphicsScene's destructor deletes the items and may announce a selection change;
    // nobody may look at the item lists then.
    blockSignals(true);
    mDeviceItems.clear();
    mPduItems.clear();
}

const Rack *RackElevationScene::rack() const
{
    return mRackId.empty() ? nullptr : mDocument->project().findRack(mRackId);
}

void RackElevationScene::setRack(const std::string &rackId)
{
    if (rackId == mRackId)
        return;
    mRackId = rackId;
    {
        const QSignalBlocker blocker(this);
        clearSelection();
    }
    rebuild();
    Q_EMIT selectionChanged();
}

// --- Geometry

QRectF RackElevationScene::bayRect(RackFace face) const
{
    return mLayout.bayRect(face);
}

std::optional<RackFace> RackElevationScene::faceAt(const QPointF &scenePos) const
{
    if (!rack())
        return std::nullopt;
    return mLayout.faceAt(scenePos);
}

int RackElevationScene::uAt(double sceneY) const
{
    return mLayout.uAt(sceneY);
}

QRectF RackElevationScene::slotRect(RackFace face, int uLow, int heightU) const
{
    return mLayout.slotRect(face, uLow, heightU);
}

// --- Items

std::vector<RackDeviceItem *> RackElevationScene::deviceItems(const std::string &deviceId) const
{
    std::vector<RackDeviceItem *> out;
    for (RackDeviceItem *item : mDeviceItems)
        if (item->id() == deviceId)
            out.push_back(item);
    return out;
}

std::vector<std::string> RackElevationScene::selectedDeviceIds() const
{
    std::vector<std::string> ids;
    const Rack *r = rack();
    if (!r)
        return ids;
    for (const DevicePlacement &d : r->devices)
        for (RackDeviceItem *item : mDeviceItems)
            if (item->id() == d.id && item->isSelected()) {
                ids.push_back(d.id);
                break;
            }
    return ids;
}

std::vector<std::string> RackElevationScene::selectedItemIds() const
{
    std::vector<std::string> ids;
    for (RackDeviceItem *item : mDeviceItems)
        if (item->isSelected() && std::find(ids.begin(), ids.end(), item->id()) == ids.end())
            ids.push_back(item->id());
    std::sort(ids.begin(), ids.end());
    return ids;
}

void RackElevationScene::selectDevices(const std::vector<std::string> &ids)
{
    {
        const QSignalBlocker blocker(this);
        clearSelection();
        for (RackDeviceItem *item : mDeviceItems)
            if (std::find(ids.begin(), ids.end(), item->id()) != ids.end())
                item->setSelected(true);
    }
    Q_EMIT selectionChanged();
}

// --- Rebuilding from the model

bool RackElevationScene::concernsRack(const ChangeEvent &event) const
{
    const Rack *r = rack();
    for (const std::string &id : event.ids) {
        if (id == mRackId || mShownIds.count(id))
            return true;
        if (!r)
            continue;
        for (const DevicePlacement &d : r->devices)
            if (d.id == id)
                return true;
        for (const RackPdu &p : r->pdus)
            if (p.id == id)
                return true;
    }
    return false;
}

void RackElevationScene::onChanged(const ChangeEvent &event)
{
    // A settings block changes no device; a section edited whole (the custom catalog, the
    // networks) may change any of them.
    if (mRackId.empty() || (event.kind == ChangeEvent::Kind::Part && isSettingsBlock(event.part)))
        return;
    if (event.kind == ChangeEvent::Kind::Reset || event.kind == ChangeEvent::Kind::Part || concernsRack(event)) {
        const std::vector<std::string> before = selectedItemIds();
        rebuild();
        if (selectedItemIds() != before)
            Q_EMIT selectionChanged();
    }
}

void RackElevationScene::rebuild()
{
    const std::vector<std::string> keep = selectedItemIds();
    const QSignalBlocker blocker(this);
    for (RackDeviceItem *item : mDeviceItems)
        delete item;
    for (RackPduItem *item : mPduItems)
        delete item;
    mDeviceItems.clear();
    mPduItems.clear();
    mShownIds.clear();
    hidePreview();

    const Rack *r = rack();
    mHeader->setVisible(r != nullptr);
    if (!r) {
        setSceneRect(0, 0, 400, 300);
        update();
        return;
    }
    // The painter places every block; the items only add selection, drags and tooltips.
    const RackElevationPainter elevation(*r, mDocument->catalog());
    mLayout = elevation.layout();
    for (const RackElevationPainter::PlacedDevice &d : elevation.devices()) {
        auto *item = new RackDeviceItem(d.device.id, d.face);
        if (!d.selectable)
            item->setFlag(QGraphicsItem::ItemIsSelectable, false);
        item->sync(d.device, d.entry, d.rect);
        addItem(item);
        mDeviceItems.push_back(item);
        if (d.selectable)
            mShownIds.insert(d.device.id);
    }
    for (const RackElevationPainter::PlacedPdu &p : elevation.pdus()) {
        auto *item = new RackPduItem(p.pdu.id);
        item->sync(p.pdu, p.entry, p.rect);
        addItem(item);
        mPduItems.push_back(item);
        mShownIds.insert(p.pdu.id);
    }
    updateHeader(*r, elevation);

    setSceneRect(mLayout.sceneRect());
    for (RackDeviceItem *item : mDeviceItems)
        if (std::find(keep.begin(), keep.end(), item->id()) != keep.end())
            item->setSelected(true);
    update();
}

void RackElevationScene::updateHeader(const Rack &r, const RackElevationPainter &painter)
{
    const Catalog &catalog = mDocument->catalog();
    const InventoryEngine::RackFill fill = InventoryEngine::rackFill(r, catalog);
    mHeader->setContent(painter.header(), mLayout.width());
    mHeader->setPos(0, 0);
    mHeader->setToolTip(tr("Nameplate power is the sum of the catalog maximum of each device. "
                           "Weight: %1 kg with the empty rack.").arg(fill.weightKg, 0, 'f', 0));
}

// --- Feedback

QString RackElevationScene::fitProblem(int uLow, int heightU, RackFace face, bool fullDepth,
                                       const std::string &ignoreId) const
{
    const Rack *r = rack();
    if (!r)
        return tr("No rack is open.");
    const Catalog &catalog = mDocument->catalog();
    if (const CatalogEntry *re = catalog.find(r->catalogId); re && re->kind == CatalogKind::RackSystem)
        return tr("%1 is a rack-scale system; it holds no separately mounted devices.").arg(QString::fromStdString(r->id));
    const int top = uLow + heightU - 1;
    if (uLow < 1 || top > mLayout.heightU)
        return tr("A %1U device at U%2 would reach U%3, outside the %4U rack.").arg(heightU).arg(uLow).arg(top).arg(mLayout.heightU);
    for (const DevicePlacement &d : r->devices) {
        if (d.id == ignoreId)
            continue;
        const CatalogEntry *e = catalog.find(d.catalogId);
        const int dTop = d.uLow + (e ? std::max(1, e->heightU) : 1) - 1;
        const bool sameFace = fullDepth || d.fullDepth || d.face == face;
        if (sameFace && d.uLow <= top && uLow <= dTop)
            return tr("It would overlap %1 at U%2.").arg(QString::fromStdString(d.id)).arg(std::max(uLow, d.uLow));
    }
    return {};
}

void RackElevationScene::showPreview(RackFace face, int uLow, int heightU, bool fits)
{
    // Clip to the bay so a slot hanging over the top still shows where it would go.
    const QRectF slot = slotRect(face, uLow, heightU);
    const QColor c = fits ? QColor(40, 170, 80) : QColor(215, 50, 40);
    QColor fill = c;
    fill.setAlpha(70);
    mPreview->setRect(slot);
    mPreview->setPen(QPen(c, 2, Qt::DashLine));
    mPreview->setBrush(fill);
    mPreviewText->setText(heightU > 1 ? tr("U%1-%2").arg(uLow).arg(uLow + heightU - 1) : tr("U%1").arg(uLow));
    mPreviewText->setBrush(fits ? QColor(235, 255, 240) : QColor(255, 235, 230));
    const QRectF tb = mPreviewText->boundingRect();
    mPreviewText->setPos(slot.right() - tb.width() - 8, slot.bottom() - tb.height() - 3);
    mPreview->setVisible(true);
}

void RackElevationScene::hidePreview()
{
    mPreview->setVisible(false);
}

bool RackElevationScene::isPreviewVisible() const
{
    return mPreview->isVisible();
}

// --- Painting the frame

void RackElevationScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    // Without a rack the view paints the "no rack" hint in device pixels.
    RackElevationPainter::paintBackground(painter, rack() ? &mLayout : nullptr, rect);
}

} // namespace dcs
