#pragma once
#include "flooritem.h"
#include <QCoreApplication>

namespace dcs {

class Catalog;
struct Rack;

// A rack on the floor plan, coloured by what it holds so rows of GPU, network and empty racks
// can be told apart at a glance.
class RackItem : public FloorItem
{
    Q_DECLARE_TR_FUNCTIONS(RackItem)
public:
    enum { Type = UserType + 101 };
    enum class Role { Empty, Gpu, Network, RackSystem, Other };

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

private:
    void applyColours();

    Role mRole = Role::Empty;
    QColor mMetric;
};

} // namespace dcs
