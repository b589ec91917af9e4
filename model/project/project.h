#pragma once
#include "containment.h"
#include "coolingsettings.h"
#include "floorequipment.h"
#include "hall.h"
#include "powersettings.h"
#include "network.h"
#include "rack.h"
#include "site.h"
#include "workload.h"
#include "json/sharedjson.h"
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

namespace dcs {

struct Project;

// One named variant of the design (issue 18; FORMAT.md "Variants", docs/sweep.md). The variant
// being edited is the Project itself (design null); every other variant is kept whole. Copies
// of a Project (the undo steps) share those designs rather than copy them.
struct ProjectVariant {
    std::string name;
    std::shared_ptr<const Project> design;  // null: the design being edited

    bool operator==(const ProjectVariant &other) const;
};

// The whole design, as plain values. Everything references other objects by stable string id.
struct Project {
    std::string name = "Untitled design";
    std::string description;
    Site site;
    Hall hall;
    std::vector<Rack> racks;
    std::vector<FloorEquipment> equipment;
    // Catalog entries that travel with the project (same schema as resources/catalog/*.json),
    // as written: a JSON array, shared by the copies of the project (SharedJson).
    SharedJson customCatalog;
    std::vector<Network> networks;  // compute fabric, storage, management (docs/network.md)
    CoolingSettings cooling;  // optional "cooling" section (docs/cooling.md)
    PowerSettings power;      // optional "power_settings" section (docs/power.md)
    Workload workload;        // optional "workload" section (docs/training.md)
    std::vector<Containment> containments;  // optional "containment" list (docs/thermal.md)
    // Optional "variants" list: every named variant in the user's order, exactly one of them
    // (design null) this design. Empty: the design has no variants (ProjectVariants).
    std::vector<ProjectVariant> variants;

    bool operator==(const Project &) const = default;

    Rack *findRack(const std::string &id);
    const Rack *findRack(const std::string &id) const;
    FloorEquipment *findEquipment(const std::string &id);
    const FloorEquipment *findEquipment(const std::string &id) const;
    bool hasObject(const std::string &id) const;
    // The rack that is `id` or holds the device or PDU `id`; null when none does.
    const Rack *rackHolding(const std::string &id) const;
    // The rack PDU with this id, and its rack; null when there is none.
    const RackPdu *findPdu(const std::string &id, const Rack **rack = nullptr) const;
    // Every id in use (racks, devices, PDUs, equipment, networks): for making fresh ones.
    std::unordered_set<std::string> allIds() const;
};

} // namespace dcs
