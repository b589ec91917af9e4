#pragma once
#include "project/pdulayout.h"
#include "project/powersettings.h"
#include <array>
#include <string>
#include <vector>

namespace dcs {

class Catalog;
struct CatalogEntry;
struct DevicePlacement;
struct FloorEquipment;
struct DeviceOpticsPower;
struct Project;
struct Rack;
struct RackPdu;

// The project's power graph flattened into index-linked vectors, built once per evaluation so
// the scenario loops of PowerEngine touch no strings and no maps (DESIGN.md, performance).
// Cords point at PDU banks; PDUs point at their chain ancestors (panel, its UPS, ...).
struct PowerModel {
    struct Pdu {
        const RackPdu *src = nullptr;
        int rack = 0;
        PduLayout layout;
        bool delta = false;
        int feed = 0;              // 0 = A, 1 = B
        double vLl = 0, vLn = 0;   // line-to-line, line-to-neutral (wye) voltage
        double inputLimitA = 0;    // input rating x continuous fraction
        double bankLimitA = 0;     // bank breaker x continuous fraction (0 = no bank breakers)
        int bankOffset = 0;        // into the flat bank arrays
        int ancestorBegin = 0, ancestorEnd = 0;  // into `ancestors`
        int usedOutlets = 0;
    };
    // A device, or a rack-scale system (its power shelves are its PSUs, src null, id the rack's).
    struct Device {
        const DevicePlacement *src = nullptr;
        const std::string *id = nullptr;
        const CatalogEntry *entry = nullptr;
        int rack = 0;
        double designW = 0;
        int psuCount = 0, psuRequired = 0;
        int psuMinimum = 0;        // fewer fed than required but this many: runs throttled
        double throttledW = 0;     // its load while throttled (capped by what the fed PSUs deliver)
        double psuRatingW = 0;
        int cordBegin = 0, cordEnd = 0;
        int feedCords[2] = {0, 0};
    };
    struct Cord {
        int pdu = 0;
        int bank = 0;              // global bank index (the first of three for a three-phase outlet)
        bool threePhase = false;   // a power shelf's feed: its load splits equally over bank, bank+1, bank+2
    };
    struct Unit {                  // panel or UPS
        const FloorEquipment *src = nullptr;
        bool ups = false;
        double vLl = 0;            // panels
        double limitA = 0;         // panels: main breaker x continuous fraction
        int circuits = 0;          // panels: circuits (a busway: tap-off units); 0 = not given
        double circuitLimitA = 0;  // a circuit's (tap-off's) breaker x continuous fraction; 0 = not given
        bool busway = false;
        double ratingW = 0;        // UPS: min(rating_kw, rating_kva x PF)
        int parent = -1;
    };
    struct RackInfo {
        const Rack *src = nullptr;
        int pduBegin = 0, pduEnd = 0, devBegin = 0, devEnd = 0;
        double powerW = 0, budgetW = 0;
        int unconnectedPsus = 0;
    };
    // One PDU's electrical state from its bank loads.
    struct Lines {
        std::array<double, 3> branchW{}, branchA{}, lineA{}, lineW{};
    };

    PowerSettings settings;
    std::vector<Pdu> pdus;
    std::vector<Device> devices;
    std::vector<Cord> cords;
    std::vector<Unit> units;
    std::vector<int> ancestors;    // unit indices
    std::vector<RackInfo> racks;
    std::vector<int> bankPhase;    // per global bank
    int banks = 0;

    // `optics`: transceiver and active-cable power per device from the network engine (issue 5),
    // drawn through the device's own PSUs, so it is added to the device's design load.
    static PowerModel build(const Project &project, const Catalog &catalog,
                            const std::vector<DeviceOpticsPower> *optics = nullptr);
    // What a device draws at the design load basis of the settings (REFERENCE 1.1).
    static double designLoadW(const CatalogEntry &entry, const PowerSettings &settings);

    // Adds the loads of devices [begin, end) to bankW given which PDUs are alive. In a failure
    // scenario (failure = true) a device with fewer fed PSUs than it needs carries no load and,
    // if it ran before, is appended to `down`. In normal operation every fed PSU shares the load.
    // Spreads each device's load over its fed PSUs. In a failure, a device with fewer fed PSUs
    // than it needs stops (`down`), or, with at least its minimum, runs throttled (`throttled`)
    // and its throttled load goes to the survivors.
    void distribute(const std::vector<char> &alive, int begin, int end, bool failure, std::vector<double> &bankW,
                    std::vector<int> *down, std::vector<int> *throttled = nullptr) const;
    Lines lines(int pdu, const std::vector<double> &bankW) const;
    // Adds PDU line currents (scaled to each unit's voltage) and power to its chain ancestors.
    void addToChain(int pdu, const Lines &l, double sign, std::vector<std::array<double, 3>> &unitA,
                    std::vector<double> &unitW) const;
    double unitUtilisation(int unit, const std::array<double, 3> &a, double w) const;
};

} // namespace dcs
