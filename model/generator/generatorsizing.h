#pragma once
#include "generatoroptions.h"
#include <string>
#include <vector>

namespace dcs {

struct CatalogEntry;
struct PowerSettings;
struct PduSpec;

// The sizing arithmetic of the cluster generator, apart from any layout so each rule can be
// tested on its own (docs/generator.md, "Sizing rules"). All loads are nameplate
// (max_power_w): the power engine's default design load and the cooling engine's capacity basis.
namespace GeneratorSizing {

// Heat of one IT item at nameplate in the cooling choice, as the cooling engine splits it
// (model/cooling/coolingengine.cpp): liquid architecture moves catalog liquid_heat_fraction to
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

// Continuous capacity of one outlet bank: its breaker x derating x PF at the voltage its outlets
// see (line to neutral on a wye PDU, line to line on a delta PDU), as the power engine limits it.
double bankCapacityW(const PduSpec &pdu, const PowerSettings &settings);

// Continuous three-phase capacity of a panel's main breaker, the same way.
double panelCapacityW(const CatalogEntry &panel, const PowerSettings &settings);

// The share of a rated capacity the generator loads a device to: below the power engine's
// warning threshold, with room for the phase imbalance of equal cords (assumption: 85 % of it).
double loadingTarget(const PowerSettings &settings);

// PDUs per feed so a node survives the loss of any one PDU: the smallest k with
// psu_count - ceil(psus_on_feed / k) >= psu_required (DGX H100: 6 PSUs, 4 needed, 3 per feed:
// k = 2; DGX B200 needs 5: k = 3). At most psus_on_feed; 1 when no k works.
int pdusPerFeedForPduLoss(const CatalogEntry &node, bool twoFeeds);

// PDUs of a feed still carrying the rack after the worst single failure the power engine checks
// (REFERENCE 1.5: the surviving PDUs must not be overloaded): with two feeds (2N) the loss of a
// feed leaves the other feed's `perFeed`; with one feed (N) the loss of a PDU leaves perFeed - 1.
int survivingPdus(int perFeed, bool twoFeeds);

// The fewest PDUs per feed whose survivors (above) carry the rack's whole load within the
// target: 2N ceil(rackW / (pduW x target)); N one more, the spare for a lost PDU.
int pdusPerFeedForLoad(double rackW, double pduCapacityW, double target, bool twoFeeds);

// Cords one outlet bank may hold when each carries `cordW` after a failure, within the target:
// at least 1, at most the bank's outlets.
int cordsPerBank(const PduSpec &pdu, const PowerSettings &settings, double cordW);

// A switch's draw for sizing: its nameplate plus a transceiver in every fabric port at the most
// any cable type of the catalog draws at a switch end; the power engine adds the optics of the
// cables actually chosen to the switch's load (docs/network.md), which is at most this.
double switchDrawW(const CatalogEntry &sw, const std::vector<const CatalogEntry *> &cableTypes);

} // namespace GeneratorSizing

} // namespace dcs
