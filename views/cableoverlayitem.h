#pragma once
#include <QGraphicsObject>
#include <QColor>
#include <QLineF>
#include <vector>

namespace dcs {

class Catalog;
struct NetworkResult;
struct Project;

// The cable routes of every network drawn over the floor plan (issue 5, section 4), coloured
// by cable medium. Routes follow the model of CableRouter: from rack centre along the row (x)
// to the far rack's x, then across (y). Identical tray stretches are aggregated: each stretch
// of tray is drawn once per medium with a width that grows with the number of cables in it,
// so a 16k-GPU fabric (49,152 links) is a few thousand line segments, not 49,152 polylines.
class CableOverlayItem : public QGraphicsObject
{
    Q_OBJECT
public:
    enum { Type = UserType + 40 };

    struct Segment {
        QLineF line;   // scene units (cm)
        int medium = 0;
        int cables = 0;
    };

    explicit CableOverlayItem(QGraphicsItem *parent = nullptr);

    // Recomputes the routes from the project and the network engine's measures.
    void setRoutes(const Project &project, const Catalog &catalog, const NetworkResult &network);
    const std::vector<Segment> &segments() const { return mSegments; }
    int cableCount() const { return mCables; }

    int type() const override { return Type; }
    QRectF boundingRect() const override { return mBounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // Medium names in the order of Segment::medium.
    static const char *mediumName(int medium);
    static constexpr int kMedia = 5;  // passive copper, active copper, multimode, single-mode, other

private:
    std::vector<Segment> mSegments;
    QRectF mBounds;
    int mCables = 0;
};

} // namespace dcs
