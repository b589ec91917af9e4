#pragma once
#include <QColor>
#include <QRectF>
#include <QString>
#include <string>
#include <vector>

class QPainter;

namespace dcs {

struct RackThermal;
struct ThermalResult;

// The thermal map's section (issue 37, docs/thermal.md): the fronts of one row of racks side by
// side, each cut into the map's layers in height and coloured by the inlet air of each layer with
// the map's ASHRAE bins, its temperature written in where it fits; the top of a rack at an open
// aisle end outlined in dashed amber. The studio's section view (ThermalSectionView) and the
// report's thermal chapter draw the same picture with it.
class ThermalSectionPainter
{
public:
    // The solved racks on the face line of `rackId`, along the row; empty if it has none.
    static std::vector<const RackThermal *> row(const ThermalResult &result, const std::string &rackId);
    // "Row R-A01 – R-A08: inlet by height, floor to 2.4 m".
    static QString title(const std::vector<const RackThermal *> &racks, const ThermalResult &result);
    // Column `index` of `count` in `area` (the racks' labels go under it): as wide as the racks
    // would be side by side, at most kMaxColumn, centred.
    static QRectF columnRect(const QRectF &area, int index, int count);
    // The columns and their labels in `area`; `chosenId`'s column framed. Uses the painter's font.
    static void paint(QPainter &p, const QRectF &area, const ThermalResult &result,
                      const std::vector<const RackThermal *> &racks, const std::string &chosenId, const QColor &text);

    // The dashed outline on the top band of a rack at an open aisle end (RackThermal::openAisleEnd).
    static QColor openEndColour() { return {0xd0, 0x70, 0x00}; }
    static constexpr double kLabel = 18, kMaxColumn = 64;
};

} // namespace dcs
