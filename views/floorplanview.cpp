#include "floorplanview.h"
#include "equipmentitem.h"
#include "floorplanscene.h"
#include "rackitem.h"
#include "document/projectdocument.h"
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QScrollBar>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace dcs {

namespace {
constexpr double kMinScale = 0.01;  // 1 px = 1 m: a 2 km hall still fits a screen
constexpr double kMaxScale = 20.0;  // 1 cm = 20 px: enough to read a device label
constexpr double kZoomStep = 1.25;

double micro(double m)
{
    return std::round(m * 1e6) / 1e6;
}

double toM(double sceneUnits)
{
    return FloorPlanScene::toMetres(sceneUnits);
}
} // namespace

FloorPlanView::FloorPlanView(ProjectDocument *document, QWidget *parent)
    : QGraphicsView(parent), mDocument(document), mScene(new FloorPlanScene(document, this)), mEditor(document)
{
    setScene(mScene);
    setDragMode(RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    // Zoom keeps the point under the cursor fixed by adjusting the scroll bars itself.
    setTransformationAnchor(NoAnchor);
    setResizeAnchor(AnchorViewCenter);
    setViewportUpdateMode(SmartViewportUpdate);
    setCacheMode(CacheBackground);
    setMouseTracking(true);
    setAcceptDrops(true);
    setFocusPolicy(Qt::StrongFocus);
    setRenderHint(QPainter::TextAntialiasing);
    connect(mScene, &QGraphicsScene::selectionChanged, this, [this] { Q_EMIT selectionIdsChanged(selectedIds()); });
    // The view's scene rect is the scene's plus the room the last fit put beside the hall.
    connect(mScene, &QGraphicsScene::sceneRectChanged, this,
            [this](const QRectF &rect) { setSceneRect(mFitRegion.isEmpty() ? rect : rect.united(mFitRegion)); });
    connect(document, &ProjectDocument::changed, this, [this](const ChangeEvent &e) {
        if (e.kind == ChangeEvent::Kind::Reset && mFitted)
            fitToView();
        if (e.kind == ChangeEvent::Kind::Reset || e.isPart(DesignPart::Hall))
            resetCachedContent();
    });
}

std::vector<std::string> FloorPlanView::selectedIds() const { return mScene->selectedIds(); }

void FloorPlanView::selectIds(const std::vector<std::string> &ids) { mScene->selectIds(ids); }

void FloorPlanView::centerOn(const std::vector<std::string> &ids)
{
    QRectF box;
    for (const std::string &id : ids)
        if (FloorItem *item = mScene->itemFor(id))
            box = box.united(item->sceneBoundingRect());
    if (!box.isNull())
        QGraphicsView::centerOn(box.center());
}

void FloorPlanView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        if (FloorItem *item = floorItemAt(event->pos()); item && mScene->document()->project().findRack(item->id())) {
            Q_EMIT rackActivated(item->id());
            event->accept();
            return;
        }
    QGraphicsView::mouseDoubleClickEvent(event);
}

FloorItem *FloorPlanView::floorItemAt(const QPoint &viewPos) const
{
    for (QGraphicsItem *item : items(viewPos))
        if (item->type() == RackItem::Type || item->type() == EquipmentItem::Type)
            return static_cast<FloorItem *>(item);
    return nullptr;
}

// --- Zoom and pan

void FloorPlanView::scaleBy(double factor)
{
    const double current = transform().m11();
    factor = std::clamp(current * factor, kMinScale, kMaxScale) / current;
    if (std::abs(factor - 1.0) > 1e-9)
        scale(factor, factor);
    mAtFit = false;
}

void FloorPlanView::wheelEvent(QWheelEvent *event)
{
    const QPoint pos = event->position().toPoint();
    const QPointF before = mapToScene(pos);
    // 120 units per notch: one notch zooms by about 20%.
    scaleBy(std::pow(1.0015, event->angleDelta().y()));
    const QPoint moved = mapFromScene(before) - pos;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + moved.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() + moved.y());
    event->accept();
}

void FloorPlanView::zoomIn()
{
    const QPointF c = mapToScene(viewport()->rect().center());
    scaleBy(kZoomStep);
    QGraphicsView::centerOn(c);
}

void FloorPlanView::zoomOut()
{
    const QPointF c = mapToScene(viewport()->rect().center());
    scaleBy(1.0 / kZoomStep);
    QGraphicsView::centerOn(c);
}

void FloorPlanView::setCornerReserve(const QSize &size)
{
    if (size == mCornerReserve)
        return;
    mCornerReserve = size;
    if (mAtFit)
        fitToView();
}

void FloorPlanView::fitToView()
{
    const QRectF hall = mScene->hallRect();
    // Leave room for the metre labels along the walls.
    const QRectF want = hall.adjusted(-hall.width() * 0.04 - 60, -hall.height() * 0.04 - 60, hall.width() * 0.02 + 20,
                                      hall.height() * 0.02 + 20);
    const QRectF port = QRectF(viewport()->rect());
    if (want.isEmpty() || port.width() < 10 || port.height() < 10)
        return;
    auto scaleIn = [&want](const QRectF &area) {
        return std::min(area.width() / want.width(), area.height() / want.height());
    };
    QRectF area = port.adjusted(2, 2, -2, -2);
    if (!mCornerReserve.isEmpty()) {
        // The corner widget stands bottom-left: put the hall right of it or above it.
        const QRectF beside = area.adjusted(mCornerReserve.width(), 0, 0, 0);
        const QRectF above = area.adjusted(0, 0, 0, -mCornerReserve.height());
        area = scaleIn(beside) >= scaleIn(above) ? beside : above;
    }
    const double s = std::clamp(scaleIn(area), kMinScale, kMaxScale);
    // The scene region the viewport shows when `want` is centred in `area`; the view's scene
    // rect must hold it, or the scroll bars could not reach that position.
    mFitRegion = QRectF(want.center() - (area.center() - port.topLeft()) / s, port.size() / s);
    setSceneRect(mScene->sceneRect().united(mFitRegion));
    setTransform(QTransform::fromScale(s, s));
    QGraphicsView::centerOn(mFitRegion.center());
    mAtFit = true;
}

void FloorPlanView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    if (!mFitted) {
        mFitted = true;
        fitToView();
    }
}

// --- Mouse: selection, moving the selection, panning

void FloorPlanView::mousePressEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && mSpaceHeld)) {
        mGesture = Gesture::Pan;
        mAtFit = false;
        mLastPanPos = pos;
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    if (event->button() == Qt::RightButton) {
        event->accept();  // the context menu decides about the selection
        return;
    }
    if (event->button() == Qt::LeftButton) {
        if (FloorItem *item = floorItemAt(pos)) {
            if (event->modifiers() & Qt::ShiftModifier) {
                item->setSelected(!item->isSelected());
            } else {
                mPressWasSelected = item->isSelected();
                if (!mPressWasSelected)
                    mScene->selectIds({item->id()});
                static int lastGestureId = 0;
                mGesture = Gesture::MoveItems;
                mGestureId = ++lastGestureId;
                mPressScenePos = mapToScene(pos);
                mDragIds = selectedIds();
                mPressedId = item->id();
                mAnchorM = QPointF(toM(item->pos().x()), toM(item->pos().y()));
                mAppliedM = QPointF();
                mDragRefused = false;
            }
            event->accept();
            return;
        }
        if (event->modifiers() & Qt::ShiftModifier) {
            // Qt's rubber band adds to the selection with Ctrl; here Shift means "add" everywhere.
            QMouseEvent adding(event->type(), event->position(), event->scenePosition(), event->globalPosition(),
                               event->button(), event->buttons(), event->modifiers() | Qt::ControlModifier,
                               event->pointingDevice());
            QGraphicsView::mousePressEvent(&adding);
            return;
        }
    }
    QGraphicsView::mousePressEvent(event);
}

void FloorPlanView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    const QPointF sp = mapToScene(pos);
    Q_EMIT cursorMoved(toM(sp.x()), toM(sp.y()));
    if (mGesture == Gesture::Pan) {
        const QPoint d = pos - mLastPanPos;
        mLastPanPos = pos;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        event->accept();
        return;
    }
    if (mGesture == Gesture::MoveItems) {
        dragSelectionTo(sp);
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void FloorPlanView::dragSelectionTo(const QPointF &scenePos)
{
    // The pressed object's corner follows the cursor, snapped to the tile grid; the model
    // moves only when that snapped corner changes, each step merged into one undo command.
    const double targetX = mDocument->snapToTile(mAnchorM.x() + toM(scenePos.x() - mPressScenePos.x()));
    const double targetY = mDocument->snapToTile(mAnchorM.y() + toM(scenePos.y() - mPressScenePos.y()));
    const double dx = micro(targetX - mAnchorM.x() - mAppliedM.x());
    const double dy = micro(targetY - mAnchorM.y() - mAppliedM.y());
    if (dx == 0.0 && dy == 0.0)
        return;
    QString why;
    auto tryMove = [&](double x, double y) {
        if ((x == 0.0 && y == 0.0) || !mDocument->moveObjects(mDragIds, x, y, mGestureId, &why))
            return false;
        mAppliedM += QPointF(x, y);
        return true;
    };
    // When the diagonal step is blocked, slide along the obstacle on the free axis.
    if (tryMove(dx, dy) || tryMove(dx, 0) || tryMove(0, dy)) {
        mDragRefused = false;
    } else if (!mDragRefused) {
        mDragRefused = true;
        Q_EMIT statusMessage(why);
    }
}

void FloorPlanView::mouseReleaseEvent(QMouseEvent *event)
{
    if (mGesture == Gesture::Pan) {
        mGesture = Gesture::None;
        if (mSpaceHeld)
            viewport()->setCursor(Qt::OpenHandCursor);
        else
            viewport()->unsetCursor();
        event->accept();
        return;
    }
    if (mGesture == Gesture::MoveItems) {
        mGesture = Gesture::None;
        // A click (no move) on a member of a multiple selection narrows it to that object.
        if (mAppliedM.isNull() && mPressWasSelected && mDragIds.size() > 1)
            mScene->selectIds({mPressedId});
        mDragIds.clear();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

// --- Keyboard

void FloorPlanView::keyPressEvent(QKeyEvent *event)
{
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        mSpaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        event->accept();
        return;
    }
    if (event->matches(QKeySequence::Delete) || event->key() == Qt::Key_Backspace) {
        deleteSelection();
    } else if (event->key() == Qt::Key_R && mods == Qt::NoModifier) {
        rotateSelection();
    } else if (event->key() == Qt::Key_Escape) {
        mScene->selectIds({});
    } else if (event->matches(QKeySequence::SelectAll)) {
        selectAll();
    } else if (event->matches(QKeySequence::Copy)) {
        copySelection();
    } else if (event->matches(QKeySequence::Cut)) {
        cutSelection();
    } else if (event->matches(QKeySequence::Paste)) {
        paste();
    } else if (event->key() >= Qt::Key_Left && event->key() <= Qt::Key_Down) {
        // One tile per press; Alt gives 0.1 m for fine placement against a wall or column.
        const double step = (mods & Qt::AltModifier) ? 0.1 : mDocument->project().hall.tileM;
        const int k = event->key();
        moveSelection(k == Qt::Key_Left ? -step : k == Qt::Key_Right ? step : 0.0,
                      k == Qt::Key_Up ? -step : k == Qt::Key_Down ? step : 0.0);
    } else {
        QGraphicsView::keyPressEvent(event);
        return;
    }
    event->accept();
}

void FloorPlanView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        mSpaceHeld = false;
        if (mGesture != Gesture::Pan)
            viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void FloorPlanView::moveSelection(double dxM, double dyM)
{
    const std::vector<std::string> ids = selectedIds();
    if (ids.empty())
        return;
    QString why;
    if (!mDocument->moveObjects(ids, dxM, dyM, 0, &why))
        Q_EMIT statusMessage(why);
}

void FloorPlanView::contextMenuEvent(QContextMenuEvent *event)
{
    if (FloorItem *item = floorItemAt(event->pos()); item && !item->isSelected())
        mScene->selectIds({item->id()});
    QMenu menu(this);
    const bool any = !selectedIds().empty();
    menu.addAction(tr("&Rotate"), QKeySequence(Qt::Key_R), this, &FloorPlanView::rotateSelection)->setEnabled(any);
    menu.addAction(tr("D&uplicate"), this, &FloorPlanView::duplicateSelection)->setEnabled(any);
    menu.addAction(tr("&Delete"), QKeySequence::Delete, this, &FloorPlanView::deleteSelection)->setEnabled(any);
    menu.addSeparator();
    menu.addAction(tr("&Paste"), QKeySequence::Paste, this, &FloorPlanView::paste);
    menu.addAction(tr("&Properties"), this, &FloorPlanView::propertiesRequested)->setEnabled(any);
    menu.exec(event->globalPos());
}

// --- Drops from the catalog palette

void FloorPlanView::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasFormat(QString::fromLatin1(kCatalogMimeType)))
        event->acceptProposedAction();
    else
        event->ignore();
}

void FloorPlanView::dragMoveEvent(QDragMoveEvent *event)
{
    if (event->mimeData()->hasFormat(QString::fromLatin1(kCatalogMimeType))) {
        const QPointF sp = mapToScene(event->position().toPoint());
        Q_EMIT cursorMoved(toM(sp.x()), toM(sp.y()));
        event->acceptProposedAction();
    } else {
        event->ignore();
    }
}

void FloorPlanView::dropEvent(QDropEvent *event)
{
    const QByteArray id = event->mimeData()->data(QString::fromLatin1(kCatalogMimeType)).trimmed();
    const QPointF sp = mapToScene(event->position().toPoint());
    if (!id.isEmpty() && placeAt(id.toStdString(), toM(sp.x()), toM(sp.y()))) {
        event->acceptProposedAction();
        setFocus();
    } else {
        event->ignore();
    }
}

bool FloorPlanView::placeAt(const std::string &catalogId, double xM, double yM)
{
    QString message;
    const auto created = mEditor.placeAt(catalogId, xM, yM, &message);
    finishEdit(created, message);
    return !created.empty();
}

// --- Editing verbs

void FloorPlanView::finishEdit(const std::vector<std::string> &created, const QString &message)
{
    if (!created.empty())
        mScene->selectIds(created);
    if (!message.isEmpty())
        Q_EMIT statusMessage(message);
}

void FloorPlanView::deleteSelection()
{
    const std::vector<std::string> ids = selectedIds();
    if (!ids.empty())
        mDocument->removeObjects(ids);
}

void FloorPlanView::rotateSelection()
{
    QString why;
    if (!mDocument->rotateObjects(selectedIds(), &why))
        Q_EMIT statusMessage(tr("Cannot rotate: %1").arg(why));
}

void FloorPlanView::duplicateSelection()
{
    QString message;
    const auto created = mEditor.duplicate(selectedIds(), &message);
    finishEdit(created, message);
}

void FloorPlanView::copySelection()
{
    if (QMimeData *mime = mEditor.copy(selectedIds())) {
        QApplication::clipboard()->setMimeData(mime);
        Q_EMIT statusMessage(tr("Copied %n object(s).", nullptr, int(selectedIds().size())));
    }
}

void FloorPlanView::cutSelection()
{
    const std::vector<std::string> ids = selectedIds();
    if (QMimeData *mime = mEditor.copy(ids)) {
        QApplication::clipboard()->setMimeData(mime);
        mDocument->removeObjects(ids);
    }
}

void FloorPlanView::paste()
{
    QString message;
    const auto created = mEditor.paste(QApplication::clipboard()->mimeData(), &message);
    finishEdit(created, message);
}

void FloorPlanView::selectAll()
{
    std::vector<std::string> ids;
    const Project &p = mDocument->project();
    for (const Rack &r : p.racks)
        ids.push_back(r.id);
    for (const FloorEquipment &e : p.equipment)
        ids.push_back(e.id);
    mScene->selectIds(ids);
}

void FloorPlanView::placeRow(const std::string &catalogId, int count)
{
    QString message;
    const auto created = mEditor.placeRow(catalogId, count, selectedIds(), &message);
    finishEdit(created, message);
}

FloorPlanView::~FloorPlanView()
{
    // QWidget's destructor deletes the scene (a child) before QObject drops this view's
    // connections; the scene's items then deselect themselves, and that must not reach
    // listeners (inspector, engine pages) that are being torn down with the window.
    mScene->blockSignals(true);
}

} // namespace dcs
