#pragma once
#include <QColor>
#include <QString>
#include <vector>

class QPainter;

namespace dcs {

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
// The rack-level air of every open cell, in scene units (unitsPerMetre), half transparent over
// the floor's grid; no-op when the result is not solved.
void paintCells(QPainter *painter, const ThermalResult &result, double unitsPerMetre, double opacity = 0.55);

} // namespace ThermalMap
} // namespace dcs
