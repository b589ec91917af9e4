#pragma once
#include "document/changeevent.h"
#include "project/deviceplacement.h"
#include "rackelevationpainter.h"
#include <QGraphicsScene>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

namespace dcs {

class ProjectDocument;
class RackDeviceItem;
class RackHeaderItem;
class RackPduItem;
struct Rack;

// The elevation of one rack: a header, then the front and rear faces side by side. The layout
// and the drawing are RackElevationPainter's (the report draws with it too): the rack frame,
// rails and U numbers are painted in drawBackground (no items); each device is one
// RackDeviceItem per face it occupies, each 0U PDU one RackPduItem on the rear rails, placed
// where the painter places them. It follows the document's change events and rebuilds only
// when they concern its rack.
//
// Scene units: 1 U (44.45 mm) = 20 units (RackElevationPainter).
class RackElevationScene : public QGraphicsScene
{
    Q_OBJECT
public:
    static constexpr double kUnit = RackElevationPainter::kUnit;

    explicit RackElevationScene(ProjectDocument *document, QObject *parent = nullptr);
    ~RackElevationScene() override;

    ProjectDocument *document() const { return mDocument; }
    void setRack(const std::string &rackId);
    const std::string &rackId() const { return mRackId; }
    // The rack shown, or nullptr when none is set or it no longer exists.
    const Rack *rack() const;
    int heightU() const { return mLayout.heightU; }

    // --- Geometry
    QRectF bayRect(RackFace face) const;
    // The face whose elevation (rails and bay, widened by a little) contains `scenePos`.
    std::optional<RackFace> faceAt(const QPointF &scenePos) const;
    // The U whose slot contains scene y (may be outside 1..heightU).
    int uAt(double sceneY) const;
    QRectF slotRect(RackFace face, int uLow, int heightU) const;

    // --- Items
    std::vector<RackDeviceItem *> deviceItems(const std::string &deviceId) const;
    std::vector<RackDeviceItem *> deviceItems() const { return mDeviceItems; }
    std::vector<RackPduItem *> pduItems() const { return mPduItems; }
    RackHeaderItem *header() const { return mHeader; }

    // Device ids in the rack's order; selecting one face's item selects its twin on the other.
    std::vector<std::string> selectedDeviceIds() const;
    void selectDevices(const std::vector<std::string> &ids);

    // --- Drop and drag feedback
    // Why a device of `heightU` at `uLow` on `face` would not fit (empty when it fits), by
    // the same rules as the document's validator; used for the preview only, the document
    // has the last word.
    QString fitProblem(int uLow, int heightU, RackFace face, bool fullDepth, const std::string &ignoreId = {}) const;
    void showPreview(RackFace face, int uLow, int heightU, bool fits);
    void hidePreview();
    bool isPreviewVisible() const;

    void rebuild();

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;

private:
    void onChanged(const dcs::ChangeEvent &event);
    bool concernsRack(const ChangeEvent &event) const;
    // Selected ids, sorted, including ids the model no longer holds.
    std::vector<std::string> selectedItemIds() const;
    void updateHeader(const Rack &rack, const RackElevationPainter &painter);

    ProjectDocument *mDocument;
    std::string mRackId;
    std::unordered_set<std::string> mShownIds;  // devices and PDUs as of the last rebuild
    std::vector<RackDeviceItem *> mDeviceItems;
    std::vector<RackPduItem *> mPduItems;
    RackHeaderItem *mHeader;
    QGraphicsRectItem *mPreview;
    QGraphicsSimpleTextItem *mPreviewText;

    RackElevationPainter::Layout mLayout;  // of the current rack
};

} // namespace dcs
