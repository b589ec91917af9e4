#pragma once
#include "flooritem.h"
#include "floorplanpainter.h"
#include <QCoreApplication>
#include <QStringList>

namespace dcs {

class Catalog;
struct Rack;

// A rack on the floor plan, coloured by what it holds so rows of GPU, network and empty racks
// can be told apart at a glance. Its look comes from FloorPlanPainter::rackShape (the report
// draws racks with the same function); the item adds selection and the tooltip.
class RackItem : public FloorItem
{
    Q_DECLARE_TR_FUNCTIONS(RackItem)
public:
    enum { Type = UserType + 101 };
    using Role = FloorPlanPainter::RackRole;

    explicit RackItem(const std::string &id);
    int type() const override { return Type; }

    // Copies what the item shows from the model (geometry, colour, label, tooltip).
    void sync(const Rack &rack, const Catalog &catalog);
    Role role() const { return mRole; }

    static QColor colourFor(Role role);
    // A colour from the floor-plan colouring (rack kW, % of budget, ...) instead of the role's;
    // an invalid colour goes back to the role colour (FloorColouring).
    void setMetricColour(const QColor &fill);
    QColor fillColour() const;

    // Power errors of the rack (a PDU phase or breaker over its limit, the rack over its budget,
    // ...), one line each; empty = none. Drawn as a red outline with a "!" badge in every
    // colouring, so an overload never hides behind the chosen metric, and listed in the tooltip.
    void setPowerAlarm(const QStringList &lines);
    // A line of the thermal map for the tooltip (inlet temperatures); empty = none.
    void setThermalLine(const QString &line);
    // A line of the rack's CDU loop for the tooltip (its flow and pressure drop); empty = none.
    void setLoopLine(const QString &line);
    const QStringList &powerAlarm() const { return mAlarm; }
    static QColor alarmColour();

private:
    void applyColours();
    void applyToolTip();

    Role mRole = Role::Empty;
    QColor mMetric;
    QString mBaseTip;
    QStringList mAlarm;
    QString mThermalLine;
    QString mLoopLine;
};

} // namespace dcs
