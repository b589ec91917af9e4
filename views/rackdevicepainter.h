#pragma once
#include "project/deviceplacement.h"
#include "project/rackpdu.h"
#include <QColor>
#include <QCoreApplication>
#include <QSizeF>
#include <QStaticText>

class QPainter;

namespace dcs {

struct CatalogEntry;

// The blocks of a rack elevation: a device on one face (a box over its U range with its id and
// model; hatched and dimmed on the face a full-depth device is not mounted on) and a 0U PDU
// strip on a rear rail (coloured by feed, id along the strip). The texts are laid out once
// when the look is made (QStaticText). RackElevationPainter draws the report's elevations
// with these functions, and RackDeviceItem / RackPduItem paint the editor's with them.
// Coordinates: rack elevation scene units, 1 U = 20 units; a look is painted with its
// top-left corner at 0, 0.
class RackDevicePainter
{
    Q_DECLARE_TR_FUNCTIONS(RackDevicePainter)
public:
    struct Device {
        QSizeF size;
        QColor fill;
        int uLow = 1;
        int heightU = 1;
        bool dimmed = false;   // the face the device does not mount on
        bool oneLine = false;  // 1U: id and model side by side
        QStaticText title;     // device id, bold
        QStaticText model;     // model name
        QStaticText detail;    // U range, power, weight (tall devices only)
    };
    struct Pdu {
        QSizeF size;
        Feed feed = Feed::A;
        QStaticText label;     // laid out along the strip
    };

    static Device device(const DevicePlacement &device, const CatalogEntry *entry, RackFace shownFace,
                         const QSizeF &size);
    // `lod` = device pixels per scene unit; texts are skipped when too small to read.
    static void paintDevice(QPainter *painter, const Device &look, double lod, bool selected);
    static QColor deviceColour(const CatalogEntry *entry);

    static Pdu pdu(const RackPdu &pdu, const QSizeF &size);
    static void paintPdu(QPainter *painter, const Pdu &look, double lod);
    static QColor feedColour(Feed feed);
};

} // namespace dcs
