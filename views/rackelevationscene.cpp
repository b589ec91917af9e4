#include "rackelevationscene.h"
#include "rackdeviceitem.h"
#include "rackheaderitem.h"
#include "rackpduitem.h"
#include "document/projectdocument.h"
#include "engines/inventoryengine.h"
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>
#include <cmath>

namespace dcs {

namespace {
constexpr double kUnitMm = 44.45;                       // EIA-310 rack unit
constexpr double kBayW = 482.6 / kUnitMm * RackElevationScene::kUnit;  // 19-inch panel width to scale
constexpr double kMinRailW = 46.0;   // room for two PDU strips side by side
constexpr double kNumW = 30.0;       // U number column left of each face
constexpr double kFrame = 8.0;       // frame thickness (top, bottom, sides)
constexpr double kGap = 48.0;        // between the front and rear elevations
constexpr double kTitleH = 34.0;     // "FRONT" / "REAR" line between header and frame
constexpr double kHeaderGap = 14.0;
constexpr double kPduLaneMaxW = 22.0;

double frameTop()
{
    return RackHeaderItem::kHeight + kHeaderGap + kTitleH;
}

double bayTop()
{
    return frameTop() + kFrame;
}
} // namespace

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

double RackElevationScene::faceLeft(RackFace face) const
{
    return face == RackFace::Front ? 0.0 : mElevW + kGap;
}

QRectF RackElevationScene::bayRect(RackFace face) const
{
    const double x = faceLeft(face) + kNumW + kFrame + mRailW;
    return QRectF(x, bayTop(), kBayW, mHeightU * kUnit);
}

std::optional<RackFace> RackElevationScene::faceAt(const QPointF &scenePos) const
{
    if (!rack())
        return std::nullopt;
    for (RackFace face : {RackFace::Front, RackFace::Rear}) {
        // The bay and its rails, plus the number column: a drop a little off the bay still
        // means this face.
        const QRectF bay = bayRect(face);
        const QRectF zone = bay.adjusted(-mRailW - kFrame - kNumW, -kUnit, mRailW + kFrame, kUnit);
        if (zone.contains(scenePos))
            return face;
    }
    return std::nullopt;
}

int RackElevationScene::uAt(double sceneY) const
{
    const double bottom = bayTop() + mHeightU * kUnit;
    return int(std::floor((bottom - sceneY) / kUnit)) + 1;
}

QRectF RackElevationScene::slotRect(RackFace face, int uLow, int heightU) const
{
    const QRectF bay = bayRect(face);
    const double bottom = bay.bottom() - (uLow - 1) * kUnit;
    return QRectF(bay.left(), bottom - heightU * kUnit, bay.width(), heightU * kUnit);
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
        if (id == mRackId || id == "project" || mShownIds.count(id))
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
    if (mRackId.empty())
        return;
    if (event.kind == ChangeEvent::Kind::Reset || concernsRack(event)) {
        const std::vector<std::string> before = selectedItemIds();
        rebuild();
        if (selectedItemIds() != before)
            Q_EMIT selectionChanged();
    }
}

void RackElevationScene::computeLayout(const Rack &rack)
{
    const CatalogEntry *e = mDocument->catalog().find(rack.catalogId);
    mHeightU = e && e->rack && e->rack->heightU > 0 ? e->rack->heightU : 42;
    const double widthMm = e && e->rack ? e->rack->widthMm : 600.0;
    mRailW = std::max(kMinRailW, (widthMm - 482.6) / 2 / kUnitMm * kUnit);
    mElevW = kNumW + 2 * kFrame + 2 * mRailW + kBayW;
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
    computeLayout(*r);
    const Catalog &catalog = mDocument->catalog();
    const CatalogEntry *rackEntry = catalog.find(r->catalogId);

    if (rackEntry && rackEntry->kind == CatalogKind::RackSystem) {
        // A rack-scale system fills its rack; it is one block with the system's name.
        DevicePlacement whole;
        whole.id = r->id;
        whole.catalogId = r->catalogId;
        for (RackFace face : {RackFace::Front, RackFace::Rear}) {
            auto *item = new RackDeviceItem(r->id, face);
            item->setFlag(QGraphicsItem::ItemIsSelectable, false);
            item->sync(whole, rackEntry, slotRect(face, 1, mHeightU));
            addItem(item);
            mDeviceItems.push_back(item);
        }
    }
    for (const DevicePlacement &d : r->devices) {
        const CatalogEntry *e = catalog.find(d.catalogId);
        const int h = e ? std::max(1, e->heightU) : 1;
        for (RackFace face : {RackFace::Front, RackFace::Rear}) {
            if (!d.fullDepth && d.face != face)
                continue;
            auto *item = new RackDeviceItem(d.id, face);
            item->sync(d, e, slotRect(face, d.uLow, h).adjusted(1, 1, -1, -1));
            addItem(item);
            mDeviceItems.push_back(item);
        }
        mShownIds.insert(d.id);
    }
    // PDUs hang on the rear rails; "left" and "right" as seen from the rear, where they are
    // installed. Several on one side stand in lanes, in file order.
    const QRectF rearBay = bayRect(RackFace::Rear);
    for (RailSide side : {RailSide::Left, RailSide::Right}) {
        std::vector<const RackPdu *> lane;
        for (const RackPdu &p : r->pdus)
            if (p.side == side)
                lane.push_back(&p);
        if (lane.empty())
            continue;
        const double gap = 3;
        const double n = double(lane.size());
        const double laneW = std::min(kPduLaneMaxW, (mRailW - 2 * gap - (n - 1) * gap) / n);
        const double total = n * laneW + (n - 1) * gap;
        const double zoneLeft = side == RailSide::Left ? rearBay.left() - mRailW : rearBay.right();
        double x = zoneLeft + (mRailW - total) / 2;
        for (const RackPdu *p : lane) {
            auto *item = new RackPduItem(p->id);
            item->sync(*p, catalog.find(p->catalogId),
                       QRectF(x, rearBay.top() + kUnit / 2, laneW, rearBay.height() - kUnit));
            addItem(item);
            mPduItems.push_back(item);
            mShownIds.insert(p->id);
            x += laneW + gap;
        }
    }
    updateHeader(*r);

    const double width = 2 * mElevW + kGap;
    setSceneRect(QRectF(-12, -12, width + 24, bayTop() + mHeightU * kUnit + kFrame + 40));
    for (RackDeviceItem *item : mDeviceItems)
        if (std::find(keep.begin(), keep.end(), item->id()) != keep.end())
            item->setSelected(true);
    update();
}

void RackElevationScene::updateHeader(const Rack &r)
{
    const Catalog &catalog = mDocument->catalog();
    const CatalogEntry *e = catalog.find(r.catalogId);
    const InventoryEngine::RackFill fill = InventoryEngine::rackFill(r, catalog);
    RackHeaderItem::Content c;
    c.title = QString::fromStdString(r.name.empty() ? r.id : r.name);
    c.subtitle = (r.name != r.id ? QString::fromStdString(r.id) + QStringLiteral(" · ") : QString())
                 + (e ? QString::fromStdString(e->name) : tr("unknown model %1").arg(QString::fromStdString(r.catalogId)))
                 + tr(" · %n GPU(s)", nullptr, fill.gpus);

    RackHeaderItem::Gauge &u = c.gauges[0];
    u.label = tr("Rack units used");
    u.value = tr("%1 / %2 U").arg(fill.usedU).arg(fill.heightU);
    u.ratio = fill.heightU > 0 ? double(fill.usedU) / fill.heightU : -1;

    RackHeaderItem::Gauge &p = c.gauges[1];
    p.label = tr("Nameplate power / budget");
    if (r.powerBudgetKw > 0) {
        p.value = tr("%1 / %2 kW").arg(fill.nameplateW / 1000.0, 0, 'f', 1).arg(r.powerBudgetKw, 0, 'f', 1);
        p.ratio = fill.nameplateW / 1000.0 / r.powerBudgetKw;
    } else {
        p.value = tr("%1 kW").arg(fill.nameplateW / 1000.0, 0, 'f', 1);
        p.note = tr("no budget set");
    }

    // The static load rating is what the frame may carry: compare the equipment, not the frame.
    RackHeaderItem::Gauge &w = c.gauges[2];
    const double load = fill.weightKg - (e ? e->weightKg : 0.0);
    const double limit = r.weightLimitKg > 0 ? r.weightLimitKg : e && e->rack ? e->rack->staticLoadKg : 0.0;
    w.label = tr("Equipment weight / limit");
    if (limit > 0) {
        w.value = tr("%1 / %2 kg").arg(load, 0, 'f', 0).arg(limit, 0, 'f', 0);
        w.ratio = load / limit;
    } else {
        w.value = tr("%1 kg").arg(load, 0, 'f', 0);
        w.note = tr("no limit known");
    }
    mHeader->setContent(c, 2 * mElevW + kGap);
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
    if (uLow < 1 || top > mHeightU)
        return tr("A %1U device at U%2 would reach U%3, outside the %4U rack.").arg(heightU).arg(uLow).arg(top).arg(mHeightU);
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
    painter->fillRect(rect, QColor(236, 238, 241));
    if (!rack())
        return;  // the view paints the "no rack" hint in device pixels
    const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    drawElevation(painter, RackFace::Front, lod);
    drawElevation(painter, RackFace::Rear, lod);
}

void RackElevationScene::drawElevation(QPainter *painter, RackFace face, double lod) const
{
    const QRectF bay = bayRect(face);
    const QRectF frame = bay.adjusted(-mRailW - kFrame, -kFrame, mRailW + kFrame, kFrame);

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
    const QRectF leftZone(bay.left() - mRailW, bay.top(), mRailW, bay.height());
    const QRectF rightZone(bay.right(), bay.top(), mRailW, bay.height());
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
    for (int u = 1; u < mHeightU; ++u) {
        const double y = bay.bottom() - u * kUnit;
        painter->drawLine(QPointF(bay.left(), y), QPointF(bay.right(), y));
    }
    if (lod * kUnit >= 8) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(70, 74, 82));
        for (int u = 1; u <= mHeightU; ++u) {
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
    for (int u = 1; u <= mHeightU; ++u) {
        if (step > 1 && u != 1 && u % step)
            continue;
        const double top = bay.bottom() - u * kUnit;
        painter->setPen(u % 5 == 0 || u == 1 ? QColor(60, 66, 78) : QColor(130, 136, 148));
        painter->drawText(QRectF(frame.left() - kNumW, top, kNumW - 5, kUnit), Qt::AlignRight | Qt::AlignVCenter,
                          QString::number(u));
    }
}

} // namespace dcs
