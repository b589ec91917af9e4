#pragma once
#include <QColor>
#include <QString>
#include <vector>

class QPainter;

namespace dcs {

struct RackThermal;
struct ThermalResult;

// Colours and drawing of the thermal map (docs/thermal.md), shared by the floor plan overlay,
// the rack colouring and the report: five bins from the ASHRAE class of the result, so the
// legend names each colour and a printed page reads the same.
namespace ThermalMap {

struct Bin {
    QColor colour;
    QString label;
};
// Below recommended, recommended, allowable, above allowable, far above (exhaust air).
std::vector<Bin> bins(const ThermalResult &result);
QColor colourFor(double celsius, const ThermalResult &result);
// A rack's inlet for its tooltip and the inspector: "25.1 °C mean; 24.0 / 24.6 / 26.8 °C bottom
// to top" with layers in height, "25.1 °C mean, 26.0 °C top" with one layer; at an open aisle end
// it adds that the top may be warmer than the map shows.
QString inletLine(const RackThermal &rack);
// The rack-level air of every open cell, in scene units (unitsPerMetre), half transparent over
// the floor's grid; no-op when the result is not solved.
void paintCells(QPainter *painter, const ThermalResult &result, double unitsPerMetre, double opacity = 0.55);

} // namespace ThermalMap
} // namespace dcs
