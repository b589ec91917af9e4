#pragma once
#include "project/network.h"
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

namespace dcs {

struct Project;

// The links and switch entries of the project's networks that name devices about to leave the
// design (a rack deleted, a device unmounted). The removing command takes them out in the same
// undo step, so the design stays valid, and puts them back at their original indices on undo
// (issue 5: removing a rack must not leave links to nowhere).
class NetworkReferences
{
public:
    static NetworkReferences of(const Project &project, const std::unordered_set<std::string> &deviceIds);

    void erase(Project &project) const;
    void restore(Project &project) const;
    bool empty() const { return mNetworks.empty(); }
    int linkCount() const;
    // Ids of the networks touched, for change events.
    std::vector<std::string> networkIds() const;

private:
    struct Touched {
        size_t network = 0;
        std::string networkId;
        std::vector<std::pair<size_t, NetworkLink>> links;        // ascending original index
        std::vector<std::pair<size_t, NetworkSwitch>> switches;   // ascending original index
    };
    std::vector<Touched> mNetworks;
};

} // namespace dcs
