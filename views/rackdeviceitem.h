#pragma once
#include "project/deviceplacement.h"
#include "rackdevicepainter.h"
#include <QColor>
#include <QCoreApplication>
#include <QGraphicsItem>
#include <string>

namespace dcs {

struct CatalogEntry;

// One device as seen on one face of the rack elevation: a box spanning its U range with its
// id and model. A full-depth device has an item on each face; on the face it is not mounted
// on it is drawn hatched and dimmed. Plain QGraphicsItem, no children: a rack holds at most a
// few dozen of these. Its look and painting are RackDevicePainter's, which the report draws
// its elevations with. The item never moves by itself: drags go through the document and the
// scene re-syncs.
class RackDeviceItem : public QGraphicsItem
{
    Q_DECLARE_TR_FUNCTIONS(RackDeviceItem)
public:
    enum { Type = UserType + 201 };

    RackDeviceItem(std::string id, RackFace shownFace);
    int type() const override { return Type; }

    const std::string &id() const { return mId; }
    RackFace shownFace() const { return mShownFace; }
    int uLow() const { return mLook.uLow; }
    int heightU() const { return mLook.heightU; }
    // True on the face the device does not mount on (hatched).
    bool isDimmed() const { return mLook.dimmed; }

    // Copies what the item shows from the model; `rect` is the U range on this face in scene units.
    void sync(const DevicePlacement &device, const CatalogEntry *entry, const QRectF &rect);

    static QColor colourFor(const CatalogEntry *entry);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::string mId;
    RackFace mShownFace;
    RackDevicePainter::Device mLook;
};

} // namespace dcs
