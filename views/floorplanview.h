#pragma once
#include "floorplaneditor.h"
#include <QGraphicsView>
#include <QPointF>
#include <string>
#include <vector>

namespace dcs {

class FloorItem;
class FloorPlanScene;
class ProjectDocument;

// The floor-plan editor. Selection, zoom and pan are local to the view; every change to the
// design goes through ProjectDocument, whose change events then move the scene's items.
class FloorPlanView : public QGraphicsView
{
    Q_OBJECT
public:
    static constexpr const char *kCatalogMimeType = "application/x-dcstudio-catalog-id";

    explicit FloorPlanView(ProjectDocument *document, QWidget *parent = nullptr);
    ~FloorPlanView() override;

    FloorPlanScene *floorScene() const { return mScene; }
    ProjectDocument *document() const { return mDocument; }

    std::vector<std::string> selectedIds() const;
    void selectIds(const std::vector<std::string> &ids);
    using QGraphicsView::centerOn;
    void centerOn(const std::vector<std::string> &ids);

    // Adds a rack or floor unit of catalog entry `catalogId` with its footprint's minimum
    // corner on the tile line at or before (xM, yM); false (and statusMessage) when refused.
    bool placeAt(const std::string &catalogId, double xM, double yM);

    // A widget floating in the viewport's bottom-left corner (the colour legend) takes this
    // much room; fit-to-view places the hall beside or above it, whichever leaves it larger.
    void setCornerReserve(const QSize &size);
    QSize cornerReserve() const { return mCornerReserve; }

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void fitToView();
    void deleteSelection();
    void rotateSelection();
    void duplicateSelection();
    void copySelection();
    void cutSelection();
    void paste();
    void selectAll();
    // Places `count` racks of `catalogId` side by side at the first free tile position right
    // of the selection (or from the hall's top-left corner); one undo step.
    void placeRow(const std::string &catalogId, int count);

Q_SIGNALS:
    void cursorMoved(double xM, double yM);
    void selectionIdsChanged(std::vector<std::string> ids);
    void statusMessage(const QString &message);
    // "Properties" in the context menu: the main window raises the inspector.
    void propertiesRequested();
    // Double-click on a rack: the main window opens its elevation.
    void rackActivated(const std::string &rackId);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    FloorItem *floorItemAt(const QPoint &viewPos) const;
    void scaleBy(double factor);
    void moveSelection(double dxM, double dyM);
    void dragSelectionTo(const QPointF &scenePos);
    // Reports an editor verb's outcome and selects what it created.
    void finishEdit(const std::vector<std::string> &created, const QString &message);

    ProjectDocument *mDocument;
    FloorPlanScene *mScene;
    FloorPlanEditor mEditor;

    enum class Gesture { None, Pan, MoveItems };
    Gesture mGesture = Gesture::None;
    QPoint mLastPanPos;
    bool mSpaceHeld = false;
    // Drag of the selection: where it started and how far the model has moved already.
    QPointF mPressScenePos;
    std::vector<std::string> mDragIds;
    QPointF mAnchorM;    // pressed item's minimum corner at press time, metres
    QPointF mAppliedM;   // delta already applied to the model during this drag
    int mGestureId = 0;
    bool mDragRefused = false;
    std::string mPressedId;
    bool mPressWasSelected = false;
    bool mFitted = false;
    bool mAtFit = false;      // no zoom or pan since the last fit: a new reserve refits
    QSize mCornerReserve;
    QRectF mFitRegion;        // the scene region shown at the last fit (may reach past the scene)
};

} // namespace dcs
