#pragma once
#include <string>

namespace dcs {

// The design's IT power, defined once (issue 30 item 3; docs/it-power.md). Every screen, report
// line and JSON key that shows IT power shows one of these and says which. Powers in W.
//
//   device nameplate  sum of the catalog maximum (max_power_w) of every IT device and
//                     rack-scale system placed: the inventory's figure;
//   optics            transceivers and active cable ends of the fabrics (network engine);
//   IT nameplate      device nameplate + optics: what the UPS, the cooling plant and the
//                     capacity checks are sized for;
//   IT design load    each device at the power settings' design load (nameplate, typical or a
//                     load factor) + optics: what the PDUs, breakers, feeds and panels carry;
//   IT typical        each device at its catalog typical draw (its maximum where it has none)
//                     + optics;
//   energy basis      typical or nameplate (cooling settings): the IT power of PUE, energy and
//                     cost;
//   server fans       what direct liquid cooling takes off a GPU server's draw (catalog fan
//                     share x captured share): the liquid architecture's IT is lower by it.
// Server fans are inside every figure above: they are the air architecture's, and the power
// chain is sized for them in a liquid design too (a conservative choice, docs/it-power.md).
struct ItPowerResult {
    double deviceNameplateW = 0;
    double deviceTypicalW = 0;
    double opticsW = 0;
    double nameplateW = 0;
    double typicalW = 0;
    double designW = 0;
    std::string designBasis;            // "nameplate", "typical" or "load factor 0.85"
    std::string energyBasis;            // "typical" or "nameplate"
    double energyW = 0;                 // air architecture's IT at the energy basis
    double serverFansNameplateW = 0;    // removed by liquid cooling, at nameplate
    double serverFansEnergyW = 0;       // removed by liquid cooling, at the energy basis
    double liquidNameplateW = 0;        // nameplateW - serverFansNameplateW
    double liquidEnergyW = 0;           // energyW - serverFansEnergyW
    // The design architecture's IT nameplate: air's, or liquid's without the server fans. The
    // training run's IT power is this times the workload's load factor.
    double designArchitectureNameplateW = 0;
};

} // namespace dcs
