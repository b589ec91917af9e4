#pragma once
#include "project/project.h"
#include <string>
#include <unordered_set>
#include <vector>

namespace dcs {

class Catalog;
struct CatalogEntry;

// Finds a rack position for each switch a fabric needs (issue 5, generator): first switches of
// the right model already mounted (and not claimed by another network), then free rack units in
// network racks (racks that hold such switches and no GPU node, within their power budget),
// then new racks at the ends of the rows. Each wanted switch takes the nearest candidate to its
// target point on the floor (Manhattan distance, as cables run), in the order asked.
class SwitchPlacer
{
public:
    SwitchPlacer(Project &project, const Catalog &catalog, const Network &network,
                 std::unordered_set<std::string> &usedIds);

    // Prepares `count` candidates; false (and error()) when the floor has no room for them.
    bool reserve(int count);
    // The device id of the switch placed nearest to (x, y); mounts it when it is new.
    std::string take(double xM, double yM);
    // The switches for all `targets` at once, in their order. Regenerating a fabric must give
    // the same file (issue 17): the second time every switch of the first is already mounted,
    // so which target gets which switch may not depend on whether a switch is new. The set of
    // switches is chosen as take() would, one target after the other; then the targets are
    // given the nearest of that set in the same order, ties going to the lowest (rack, U); new
    // switches are mounted last, in (rack, U) order, so their ids do not depend on it either.
    std::vector<std::string> takeAll(const std::vector<std::pair<double, double>> &targets);

    int newSwitches() const { return mNewSwitches; }
    int newRacks() const { return mNewRacks; }
    const std::string &error() const { return mError; }

private:
    struct Candidate {
        int rack = -1;
        std::string deviceId;  // empty: a free slot at `u` to mount a new switch in
        int u = 0;
        double xM = 0, yM = 0;
        bool taken = false;
    };
    int nearest(double xM, double yM, int pass) const;
    std::string mount(Candidate &c);
    void addExisting();
    void addSlots(int rackIndex, int maxSlots);
    bool addRacks(int count);
    std::string uniqueId(const std::string &prefix);

    Project &mProject;
    const Catalog &mCatalog;
    const Network &mNetwork;
    const CatalogEntry *mSwitch = nullptr;
    std::unordered_set<std::string> &mUsedIds;
    std::vector<Candidate> mCandidates;
    std::vector<int> mSwitchRacks;  // racks holding switches of the model and no GPU node
    int mNewSwitches = 0;
    int mNewRacks = 0;
    std::string mError;
};

} // namespace dcs
