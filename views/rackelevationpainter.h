#pragma once
#include "project/deviceplacement.h"
#include "project/rackpdu.h"
#include <QCoreApplication>
#include <QRectF>
#include <QString>
#include <array>
#include <optional>
#include <vector>

class QPainter;

namespace dcs {

class Catalog;
struct CatalogEntry;
struct Rack;

// Draws the elevation of one rack of a const Project: a header with three gauges, then the
// front and rear faces side by side, frame, rails and U numbers, every device block on the
// faces it occupies and the 0U PDUs on the rear rails. No document, no scene: the report
// paints with it directly, and the editor's RackElevationScene takes its layout and its
// pieces (paintBackground, paintHeader, RackDevicePainter) for its own drawing.
//
// Scene units: 1 U (44.45 mm) = 20 units; the 19-inch bay is drawn to the same scale
// (482.6 mm = 217 units). The rails are widened to at least 46 units so two PDU strips fit.
class RackElevationPainter
{
    Q_DECLARE_TR_FUNCTIONS(RackElevationPainter)
public:
    static constexpr double kUnit = 20.0;
    static constexpr double kHeaderHeight = 92.0;

    // Where things stand in the elevation of a rack of a given model.
    struct Layout {
        int heightU = 42;
        double railW = 46;
        double elevW = 0;   // one face with its U number column

        static Layout of(const Rack &rack, const Catalog &catalog);
        double faceLeft(RackFace face) const;
        QRectF bayRect(RackFace face) const;
        QRectF slotRect(RackFace face, int uLow, int heightU) const;
        // The U whose slot contains scene y (may be outside 1..heightU).
        int uAt(double sceneY) const;
        // The face whose elevation (rails and bay, widened by a little) contains `scenePos`.
        std::optional<RackFace> faceAt(const QPointF &scenePos) const;
        double width() const;        // both faces and the gap between them
        QRectF sceneRect() const;    // the whole drawing with a small margin
    };

    struct Gauge {
        QString label;      // "Rack units"
        QString value;      // "33 / 48 U"
        double ratio = -1;  // used / limit; negative when there is no limit to compare with
        QString note;       // shown instead of a bar when ratio < 0
    };
    struct Header {
        QString title;
        QString subtitle;
        std::array<Gauge, 3> gauges;
    };

    // A device block on one face. A rack-scale system is one block filling each face, named
    // after the rack (not selectable: it is the rack itself).
    struct PlacedDevice {
        DevicePlacement device;  // without its power cords
        const CatalogEntry *entry = nullptr;
        RackFace face = RackFace::Front;
        QRectF rect;
        bool selectable = true;
    };
    struct PlacedPdu {
        RackPdu pdu;
        const CatalogEntry *entry = nullptr;
        QRectF rect;
    };

    // Lays the rack out; the catalog must outlive the painter (blocks point at its entries).
    RackElevationPainter(const Rack &rack, const Catalog &catalog);

    const Layout &layout() const { return mLayout; }
    const Header &header() const { return mHeader; }
    const std::vector<PlacedDevice> &devices() const { return mDevices; }
    const std::vector<PlacedPdu> &pdus() const { return mPdus; }
    // The layout's scene rectangle united with every block's: all there is to draw.
    QRectF boundingRect() const;

    // Paints the scene rectangle `source` into `target` (painter coordinates) as
    // QGraphicsScene::render does with the same aspect mode (scaled from the top-left corner):
    // background and frame, PDUs, devices, header. Clipped to `target`; state restored.
    void paint(QPainter *painter, const QRectF &target, const QRectF &source,
               Qt::AspectRatioMode mode = Qt::KeepAspectRatio) const;

    // --- Pieces shared with the editor
    static Header headerOf(const Rack &rack, const Catalog &catalog);
    // The grey ground under `exposed`, then both faces' frames, rails and U numbers (none
    // without a layout: the editor's "no rack" state).
    static void paintBackground(QPainter *painter, const Layout *layout, const QRectF &exposed);
    static void paintHeader(QPainter *painter, const Header &header, double width);

private:
    static void paintFace(QPainter *painter, const Layout &layout, RackFace face, double lod);

    Layout mLayout;
    Header mHeader;
    std::vector<PlacedDevice> mDevices;
    std::vector<PlacedPdu> mPdus;
};

} // namespace dcs
