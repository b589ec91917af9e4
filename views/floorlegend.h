#pragma once
#include "floorcolouring.h"
#include <QRectF>
#include <QSizeF>

class QFont;
class QPainter;

namespace dcs {

// Draws the legend of a floor-plan colouring: a title and one swatch per colour. A free
// function so the floor plan overlay and the PDF report (which draws the floor plan scene
// with this legend beside it) share one drawing.
namespace FloorLegend {

// An empty title draws no title line (the floor plan's panel names the mode in its combo box).
// The size the legend needs with the painter's current font (logical units).
QSizeF sizeHint(const FloorColouring::Legend &legend, const QFont &font);
// framed = a white box with a grey border (the report); the floor plan panel has its own.
void paint(QPainter *painter, const QRectF &target, const FloorColouring::Legend &legend, bool framed = true);
// Convenience for the report: the legend of `mode` for this project.
void paint(QPainter *painter, const QRectF &target, FloorColouring::Mode mode, const Project &project);

} // namespace FloorLegend
} // namespace dcs
