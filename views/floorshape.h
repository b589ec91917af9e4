#pragma once
#include <QColor>
#include <QFont>
#include <QPointF>
#include <QSizeF>
#include <QStaticText>
#include <QString>

namespace dcs {

// What one object standing on the floor plan looks like: a footprint rectangle with a front
// edge, fill and edge colours, up to two labels laid out once (QStaticText, so painting a hall
// never re-shapes text) and, for racks, the power alarm. FloorPlanPainter builds it from the
// model and paints it; the editor's FloorItem keeps one and paints it with the same function,
// so the report and the editor cannot drift apart.
class FloorShape
{
public:
    FloorShape();

    // The footprint's minimum corner and its size, in floor-plan scene units (1 unit = 1 cm).
    QPointF pos;
    const QSizeF &size() const { return mSize; }
    void setSize(const QSizeF &size);  // lays the labels out again when the size changes

    int rotationDeg = 0;     // which edge is the front: 0 = +y, quarter turns clockwise
    QColor fill;
    QColor edge;
    bool showsFront = true;  // the thick bar on the cold-aisle face
    bool alarm = false;      // a power error: red outline and "!" badge over any fill

    // First line: the object's name; second line: a short type tag (may be empty).
    void setLabels(const QString &primary, const QString &secondary);
    const QString &primaryText() const { return mPrimaryText; }
    const QString &secondaryText() const { return mSecondaryText; }
    const QStaticText &primary() const { return mPrimary; }
    const QStaticText &secondary() const { return mSecondary; }
    const QFont &labelFont() const { return mLabelFont; }
    bool verticalLabel() const { return mVerticalLabel; }

private:
    void layoutLabels();

    QSizeF mSize;
    QString mPrimaryText;
    QString mSecondaryText;
    QStaticText mPrimary;
    QStaticText mSecondary;
    QFont mLabelFont;             // sized to the footprint (see layoutLabels)
    bool mVerticalLabel = false;  // narrow, deep footprints (racks in a row) read top to bottom
};

} // namespace dcs
