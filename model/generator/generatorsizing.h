#pragma once
#include "generatoroptions.h"
#include <string>

namespace dcs {

struct CatalogEntry;
struct PowerSettings;
struct PduSpec;

// The sizing arithmetic of the cluster generator, apart from any layout so each rule can be
// tested on its own (docs/generator.md, "Sizing rules"). All loads are nameplate
// (max_power_w): the power engine's default design load and the cooling engine's capacity basis.
namespace GeneratorSizing {

// Heat of one IT item at nameplate in the cooling choice, as the cooling engine splits it
// (model/engines/coolingengine.cpp): liquid architecture moves catalog liquid_heat_fraction to
// the loop, or for an air-native GPU server capture_fraction of its heat (less the fan power
// that cold plates remove, fan_power_fraction x capture_fraction). Air and hybrid: all to air.
struct Heat {
    double powerW = 0;   // electrical draw in this architecture
    double airW = 0;
    double liquidW = 0;
};
Heat heatOf(const CatalogEntry &e, GeneratorCooling cooling, const LiquidPlantSettings &liquid);

// Units of `unitW` capacity to carry `loadW` with redundancy r, as the cooling engine counts
// usable capacity: N all units, N+1 all but the largest, 2N half. 0 when there is no load.
int unitsFor(double loadW, double unitW, CoolingRedundancy r);

// Continuous three-phase capacity of a PDU input: sqrt(3) x V_LL x I x derating x PF
// (REFERENCE.md 1.5; 415 V / 60 A at 80 % = 34.5 kW).
double pduCapacityW(const PduSpec &pdu, const PowerSettings &settings);

// Continuous three-phase capacity of a panel's main breaker, the same way.
double panelCapacityW(const CatalogEntry &panel, const PowerSettings &settings);

// The share of a rated capacity the generator loads a device to: below the power engine's
// warning threshold, with room for the phase imbalance of equal cords (assumption: 85 % of it).
double loadingTarget(const PowerSettings &settings);

// PDUs per feed so a node survives the loss of any one PDU: the smallest k with
// psu_count - ceil(psus_on_feed / k) >= psu_required (DGX H100: 6 PSUs, 4 needed, 3 per feed:
// k = 2; DGX B200 needs 5: k = 3). At most psus_on_feed; 1 when no k works.
int pdusPerFeedForPduLoss(const CatalogEntry &node, bool twoFeeds);

} // namespace GeneratorSizing

} // namespace dcs
