#include "rackelevationview.h"
#include "rackdeviceitem.h"
#include "rackelevationscene.h"
#include "document/projectdocument.h"
#include <QApplication>
#include <QKeyEvent>
#include <QMimeData>
#include <QScrollBar>
#include <QStyle>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace dcs {

namespace {
constexpr double kMaxScale = 8.0;
constexpr double kZoomStep = 1.25;
// Opening scale: the whole rack when its device text (11-12 scene units) is then at least
// about 9.5 px (kReadableScale, 1U = 17 px); else the width of the front and rear elevations,
// scrolling vertically, but at least kReadableScale and at most kComfortScale (1U = 24 px: a
// wide, low window does not need a giant rack).
constexpr double kReadableScale = 0.86;
constexpr double kComfortScale = 1.2;

bool isZoomKey(const QKeyEvent *event, int *direction)
{
    const Qt::KeyboardModifiers mods = event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier);
    if (event->matches(QKeySequence::ZoomIn)
        || (mods == Qt::ControlModifier && (event->key() == Qt::Key_Equal || event->key() == Qt::Key_Plus)))
        *direction = 1;
    else if (event->matches(QKeySequence::ZoomOut) || (mods == Qt::ControlModifier && event->key() == Qt::Key_Minus))
        *direction = -1;
    else if (mods == Qt::ControlModifier && event->key() == Qt::Key_0)
        *direction = 0;
    else
        return false;
    return true;
}
} // namespace

RackElevationView::RackElevationView(ProjectDocument *document, QWidget *parent)
    : QGraphicsView(parent), mDocument(document), mScene(new RackElevationScene(document, this))
{
    setScene(mScene);
    setDragMode(NoDrag);
    setTransformationAnchor(NoAnchor);
    setResizeAnchor(AnchorViewCenter);
    setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setAcceptDrops(true);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    connect(mScene, &QGraphicsScene::selectionChanged, this, [this] { Q_EMIT selectionIdsChanged(selectedDeviceIds()); });
    connect(mScene, &QGraphicsScene::sceneRectChanged, this, [this] {
        if (mAutoFit)
            fitToView();
        viewport()->update();
    });
    connect(document, &ProjectDocument::changed, this, [this] {
        // A change may have removed the rack under a running drag.
        if (!mDragId.empty() && mScene->deviceItems(mDragId).empty())
            cancelDrag();
        viewport()->update();
    });
}

void RackElevationView::setRack(const std::string &rackId)
{
    cancelDrag();
    mScene->setRack(rackId);
    if (mAutoFit)
        fitToView();
    viewport()->update();
    Q_EMIT rackChanged(rackId);
}

std::string RackElevationView::rackId() const
{
    return mScene->rackId();
}

std::vector<std::string> RackElevationView::selectedDeviceIds() const
{
    return mScene->selectedDeviceIds();
}

void RackElevationView::selectDevices(const std::vector<std::string> &ids)
{
    mScene->selectDevices(ids);
}

// --- Editing verbs

bool RackElevationView::mountAt(const std::string &catalogId, RackFace face, int uLow)
{
    const Rack *rack = mScene->rack();
    const CatalogEntry *entry = mDocument->catalog().find(catalogId);
    if (!rack) {
        Q_EMIT statusMessage(tr("Open a rack first."));
        return false;
    }
    if (!entry || !entry->mountsInRack()) {
        Q_EMIT statusMessage(tr("%1 does not mount in a rack.").arg(QString::fromStdString(catalogId)));
        return false;
    }
    DevicePlacement device;
    // GPU nodes are named as the generator and the samples name them, "<rack name>-N<k>" with the
    // first free k (issue 30 item 8: a dropped DGX was "R-A01-dgx-h100" beside "A01-N5"); other
    // devices by rack and model.
    if (entry->gpu) {
        const std::string prefix = (rack->name.empty() ? rack->id : rack->name) + "-N";
        for (int k = 1; device.id.empty(); ++k)
            if (!mDocument->project().hasObject(prefix + std::to_string(k)))
                device.id = prefix + std::to_string(k);
    } else {
        device.id = mDocument->uniqueId(rack->id + "-" + catalogId);
    }
    device.catalogId = catalogId;
    device.uLow = uLow;
    device.face = face;
    device.fullDepth = entry->fullDepth;
    const std::string id = device.id;
    const std::string rackId = rack->id;
    QString why;
    if (!mDocument->mountDevice(rackId, std::move(device), &why)) {
        Q_EMIT statusMessage(tr("Cannot mount %1 at U%2: %3").arg(QString::fromStdString(entry->name)).arg(uLow).arg(why));
        return false;
    }
    mScene->selectDevices({id});
    Q_EMIT statusMessage(tr("Mounted %1 at U%2 of %3.")
                             .arg(QString::fromStdString(id))
                             .arg(uLow)
                             .arg(QString::fromStdString(rackId)));
    return true;
}

bool RackElevationView::moveDevice(const std::string &deviceId, int uLow)
{
    QString why;
    if (!mDocument->setProperty(deviceId, "u", uLow, &why)) {
        Q_EMIT statusMessage(tr("Cannot move %1 to U%2: %3").arg(QString::fromStdString(deviceId)).arg(uLow).arg(why));
        return false;
    }
    return true;
}

void RackElevationView::deleteSelection()
{
    const std::vector<std::string> ids = selectedDeviceIds();
    const Rack *rack = mScene->rack();
    if (ids.empty() || !rack)
        return;
    // Several devices leave in one undo step.
    mDocument->unmountDevices(rack->id, ids);
}

// --- Zoom

double RackElevationView::fitAllScale() const
{
    const QRectF r = mScene->sceneRect();
    return std::min(viewport()->width() / r.width(), viewport()->height() / r.height());
}

void RackElevationView::fitToView()
{
    mAutoFit = true;
    const QRectF r = mScene->sceneRect();
    if (r.isEmpty() || viewport()->width() < 10 || viewport()->height() < 10)
        return;
    if (!mScene->rack()) {
        fitInView(r, Qt::KeepAspectRatio);
        return;
    }
    // The whole rack when it is readable so; else the width of both faces, scrolling down.
    // A vertical scroll bar will take some of the width: leave room for it.
    const double all = fitAllScale();
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    const double width = (viewport()->width() - (verticalScrollBar()->isVisible() ? 0 : bar) - 4) / r.width();
    const double s = all >= kReadableScale ? all : std::max(std::min(width, kComfortScale), kReadableScale);
    setTransform(QTransform::fromScale(s, s));
    verticalScrollBar()->setValue(verticalScrollBar()->minimum());  // the header and the top U first
}

void RackElevationView::scaleBy(double factor)
{
    const double current = transform().m11();
    factor = std::min(current * factor, kMaxScale) / current;
    // Never smaller than half the size that shows it all: the rack would only float in grey.
    const double fitScale = fitAllScale();
    if (current * factor < fitScale * 0.5)
        factor = fitScale * 0.5 / current;
    if (std::abs(factor - 1.0) > 1e-9)
        scale(factor, factor);
    mAutoFit = false;
}

void RackElevationView::zoomIn()
{
    const QPointF c = mapToScene(viewport()->rect().center());
    scaleBy(kZoomStep);
    centerOn(c);
}

void RackElevationView::zoomOut()
{
    const QPointF c = mapToScene(viewport()->rect().center());
    scaleBy(1.0 / kZoomStep);
    centerOn(c);
}

void RackElevationView::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);  // scroll a zoomed-in rack
        return;
    }
    const QPoint pos = event->position().toPoint();
    const QPointF before = mapToScene(pos);
    scaleBy(std::pow(1.0015, event->angleDelta().y()));
    const QPoint moved = mapFromScene(before) - pos;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + moved.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() + moved.y());
    event->accept();
}

void RackElevationView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (mAutoFit)
        fitToView();
}

void RackElevationView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    if (mAutoFit)
        fitToView();
}

// --- Mouse: select, drag to another slot, double-click to activate

RackDeviceItem *RackElevationView::deviceItemAt(const QPoint &viewPos) const
{
    for (QGraphicsItem *item : items(viewPos))
        if (item->type() == RackDeviceItem::Type && (item->flags() & QGraphicsItem::ItemIsSelectable))
            return static_cast<RackDeviceItem *>(item);
    return nullptr;
}

void RackElevationView::mousePressEvent(QMouseEvent *event)
{
    setFocus();
    if (event->button() != Qt::LeftButton) {
        QGraphicsView::mousePressEvent(event);
        return;
    }
    RackDeviceItem *item = deviceItemAt(event->position().toPoint());
    if (!item) {
        if (!(event->modifiers() & Qt::ShiftModifier))
            mScene->selectDevices({});
        event->accept();
        return;
    }
    std::vector<std::string> ids = selectedDeviceIds();
    const auto it = std::find(ids.begin(), ids.end(), item->id());
    if (event->modifiers() & Qt::ShiftModifier) {
        if (it == ids.end())
            ids.push_back(item->id());
        else
            ids.erase(it);
        mScene->selectDevices(ids);
        event->accept();
        return;
    }
    if (it == ids.end())
        mScene->selectDevices({item->id()});
    mDragId = item->id();
    mDragFace = item->shownFace();
    mDragStartU = item->uLow();
    mDragHeightU = item->heightU();
    mDragTargetU = mDragStartU;
    mPressScenePos = mapToScene(event->position().toPoint());
    mPressViewPos = event->position().toPoint();
    mDragging = false;
    event->accept();
}

void RackElevationView::mouseMoveEvent(QMouseEvent *event)
{
    if (mDragId.empty()) {
        QGraphicsView::mouseMoveEvent(event);
        return;
    }
    const QPoint pos = event->position().toPoint();
    if (!mDragging && (pos - mPressViewPos).manhattanLength() < QApplication::startDragDistance())
        return;
    mDragging = true;
    // The device keeps its grip point: it moves by whole U as the cursor travels.
    const double dy = mapToScene(pos).y() - mPressScenePos.y();
    const int target = mDragStartU - int(std::lround(dy / RackElevationScene::kUnit));
    if (target != mDragTargetU || !mScene->isPreviewVisible()) {
        mDragTargetU = target;
        const Rack *rack = mScene->rack();
        const DevicePlacement *d = nullptr;
        if (rack)
            for (const DevicePlacement &p : rack->devices)
                if (p.id == mDragId)
                    d = &p;
        const bool fits = d && mScene->fitProblem(target, mDragHeightU, d->face, d->fullDepth, mDragId).isEmpty();
        mScene->showPreview(mDragFace, target, mDragHeightU, fits);
    }
    event->accept();
}

void RackElevationView::mouseReleaseEvent(QMouseEvent *event)
{
    if (mDragId.empty() || event->button() != Qt::LeftButton) {
        QGraphicsView::mouseReleaseEvent(event);
        return;
    }
    const std::string id = mDragId;
    const bool moved = mDragging && mDragTargetU != mDragStartU;
    const int target = mDragTargetU;
    cancelDrag();
    if (moved)
        moveDevice(id, target);
    event->accept();
}

void RackElevationView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (RackDeviceItem *item = deviceItemAt(event->position().toPoint())) {
        const std::string id = item->id();
        cancelDrag();
        mScene->selectDevices({id});
        Q_EMIT deviceActivated(id);
        event->accept();
        return;
    }
    QGraphicsView::mouseDoubleClickEvent(event);
}

void RackElevationView::cancelDrag()
{
    mDragId.clear();
    mDragging = false;
    mScene->hidePreview();
}

// --- Keyboard

void RackElevationView::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Delete) || event->key() == Qt::Key_Backspace) {
        deleteSelection();
    } else if (event->key() == Qt::Key_Escape) {
        if (!mDragId.empty())
            cancelDrag();
        else
            mScene->selectDevices({});
    } else if ((event->key() == Qt::Key_Up || event->key() == Qt::Key_Down) && selectedDeviceIds().size() == 1) {
        // One U per press, each its own undo step.
        const std::string id = selectedDeviceIds().front();
        if (const auto items = mScene->deviceItems(id); !items.empty())
            moveDevice(id, items.front()->uLow() + (event->key() == Qt::Key_Up ? 1 : -1));
    } else if (int direction = 0; isZoomKey(event, &direction)) {
        if (direction > 0)
            zoomIn();
        else if (direction < 0)
            zoomOut();
        else
            fitToView();
    } else {
        QGraphicsView::keyPressEvent(event);
        return;
    }
    event->accept();
}

bool RackElevationView::event(QEvent *event)
{
    // Ctrl+=, Ctrl+- and Ctrl+0 zoom this view while it has the focus; the window's View menu
    // binds the same keys to the floor plan.
    if (event->type() == QEvent::ShortcutOverride) {
        int direction = 0;
        if (isZoomKey(static_cast<QKeyEvent *>(event), &direction)) {
            event->accept();
            return true;
        }
    }
    return QGraphicsView::event(event);
}

// --- Drops from the catalog palette

const CatalogEntry *RackElevationView::draggedEntry(const QMimeData *mime) const
{
    if (!mime || !mime->hasFormat(QString::fromLatin1(kCatalogMimeType)) || !mScene->rack())
        return nullptr;
    const QByteArray id = mime->data(QString::fromLatin1(kCatalogMimeType)).trimmed();
    const CatalogEntry *e = mDocument->catalog().find(id.toStdString());
    return e && e->mountsInRack() ? e : nullptr;
}

void RackElevationView::dragEnterEvent(QDragEnterEvent *event)
{
    if (draggedEntry(event->mimeData())) {
        event->acceptProposedAction();
        return;
    }
    if (event->mimeData()->hasFormat(QString::fromLatin1(kCatalogMimeType)) && mScene->rack())
        Q_EMIT statusMessage(tr("Only servers and switches mount in a rack."));
    event->ignore();
}

void RackElevationView::dragMoveEvent(QDragMoveEvent *event)
{
    const CatalogEntry *e = draggedEntry(event->mimeData());
    if (!e) {
        event->ignore();
        return;
    }
    const QPointF sp = mapToScene(event->position().toPoint());
    if (const std::optional<RackFace> face = mScene->faceAt(sp)) {
        const int u = mScene->uAt(sp.y());
        mScene->showPreview(*face, u, std::max(1, e->heightU),
                            mScene->fitProblem(u, std::max(1, e->heightU), *face, e->fullDepth).isEmpty());
    } else {
        mScene->hidePreview();
    }
    // Accepted even where it will not fit, so the drop can say why.
    event->acceptProposedAction();
}

void RackElevationView::dragLeaveEvent(QDragLeaveEvent *event)
{
    mScene->hidePreview();
    event->accept();
}

void RackElevationView::dropEvent(QDropEvent *event)
{
    mScene->hidePreview();
    const CatalogEntry *e = draggedEntry(event->mimeData());
    if (!e) {
        event->ignore();
        return;
    }
    const QPointF sp = mapToScene(event->position().toPoint());
    const std::optional<RackFace> face = mScene->faceAt(sp);
    if (!face) {
        Q_EMIT statusMessage(tr("Drop %1 onto a U slot of the front or rear elevation.").arg(QString::fromStdString(e->name)));
        event->ignore();
        return;
    }
    // The device's bottom edge goes to the U under the cursor.
    if (mountAt(e->id, *face, mScene->uAt(sp.y()))) {
        event->acceptProposedAction();
        setFocus();
    } else {
        event->ignore();
    }
}

// --- "No rack" hint

void RackElevationView::drawForeground(QPainter *painter, const QRectF &)
{
    if (mScene->rack())
        return;
    painter->save();
    painter->resetTransform();
    QFont f = font();
    f.setPixelSize(15);
    painter->setFont(f);
    painter->setPen(QColor(110, 116, 128));
    const QString text = rackId().empty()
                             ? tr("No rack open.\nDouble-click a rack on the floor plan to see its elevation.")
                             : tr("Rack %1 is no longer in the design.").arg(QString::fromStdString(rackId()));
    painter->drawText(viewport()->rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, text);
    painter->restore();
}

RackElevationView::~RackElevationView()
{
    // QWidget's destructor deletes the scene (a child) before QObject drops this view's
    // connections; the scene's items then deselect themselves, and that must not reach
    // listeners (inspector, engine pages) that are being torn down with the window.
    mScene->blockSignals(true);
}

} // namespace dcs
