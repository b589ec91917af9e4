#pragma once
#include <QFont>
#include <QColor>
#include <QGraphicsItem>
#include <QStaticText>
#include <string>

namespace dcs {

struct RectM;

// Common base of everything standing on the floor plan: a footprint rectangle with a front
// edge, a fill colour and up to two cached label lines. It is a plain QGraphicsItem (no
// QObject, no child items) so that a hall of hundreds of racks builds and paints quickly.
// The item's position is the footprint's minimum corner in scene units; its geometry is
// always replaced from the model, never dragged by Qt itself (moves go through the document).
class FloorItem : public QGraphicsItem
{
public:
    explicit FloorItem(std::string id);

    const std::string &id() const { return mId; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    // Footprint in metres and the rotation that decides which edge is the front.
    void setGeometry(const RectM &rect, int rotationDeg);
    void setColours(const QColor &fill, const QColor &edge);
    // First line: the object's name; second line: a short type tag (may be empty).
    void setLabels(const QString &primary, const QString &secondary);
    // False for objects without a meaningful front (none today, kept for clarity in paint()).
    void setShowsFront(bool shows) { mShowsFront = shows; }

private:
    void elideLabels();

    std::string mId;
    QSizeF mSize;            // scene units
    int mRotationDeg = 0;
    QColor mFill;
    QColor mEdge;
    QString mPrimaryText;
    QString mSecondaryText;
    QStaticText mPrimary;    // cached layout: QStaticText avoids re-shaping text on every paint
    QStaticText mSecondary;
    QFont mLabelFont;        // sized to the footprint (see elideLabels)
    bool mVerticalLabel = false;  // narrow, deep footprints (racks in a row) read top to bottom
    bool mShowsFront = true;
};

} // namespace dcs
