#pragma once
#include "project/deviceplacement.h"
#include <QGraphicsView>
#include <QPointF>
#include <optional>
#include <string>
#include <vector>

class QMimeData;

namespace dcs {

struct CatalogEntry;
class ProjectDocument;
class RackDeviceItem;
class RackElevationScene;

// The rack elevation editor: one rack, front and rear side by side. Devices are mounted by
// dropping catalog entries (the palette's mime type) on a U slot, moved by dragging them to
// another slot (one undo step, committed on release), removed with Delete. Every change goes
// through ProjectDocument; the scene follows its change events.
class RackElevationView : public QGraphicsView
{
    Q_OBJECT
public:
    static constexpr const char *kCatalogMimeType = "application/x-dcstudio-catalog-id";

    explicit RackElevationView(ProjectDocument *document, QWidget *parent = nullptr);
    ~RackElevationView() override;

    void setRack(const std::string &rackId);
    std::string rackId() const;
    RackElevationScene *elevationScene() const { return mScene; }
    ProjectDocument *document() const { return mDocument; }

    std::vector<std::string> selectedDeviceIds() const;
    void selectDevices(const std::vector<std::string> &ids);

    // Mounts a new device of `catalogId` with its bottom at `uLow` on `face` of the open rack;
    // false (and statusMessage with the reason) when the document refuses it.
    bool mountAt(const std::string &catalogId, RackFace face, int uLow);
    // Moves a mounted device so its bottom is at `uLow`: one undo step.
    bool moveDevice(const std::string &deviceId, int uLow);

public Q_SLOTS:
    // The opening scale: readable device text, both faces across the width, scrolling down.
    void fitToView();
    void zoomIn();
    void zoomOut();
    void deleteSelection();

Q_SIGNALS:
    void statusMessage(const QString &message);
    void selectionIdsChanged(std::vector<std::string> ids);
    // Double-click on a device: the main window shows it in the inspector.
    void deviceActivated(const std::string &deviceId);
    // Another rack was opened (the power-connections table follows it).
    void rackChanged(const std::string &rackId);

protected:
    bool event(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    RackDeviceItem *deviceItemAt(const QPoint &viewPos) const;
    // The catalog entry a drag carries, when it is one that mounts in a rack.
    const CatalogEntry *draggedEntry(const QMimeData *mime) const;
    void scaleBy(double factor);
    // The scale at which the whole scene fits the viewport.
    double fitAllScale() const;
    void cancelDrag();

    ProjectDocument *mDocument;
    RackElevationScene *mScene;
    bool mAutoFit = true;  // refit on resize until the user zooms

    // Moving a mounted device with the mouse: nothing changes in the model until release.
    std::string mDragId;
    RackFace mDragFace = RackFace::Front;
    int mDragStartU = 0;
    int mDragHeightU = 1;
    int mDragTargetU = 0;
    QPointF mPressScenePos;
    QPoint mPressViewPos;
    bool mDragging = false;
};

} // namespace dcs
