#include "networkreferences.h"
#include "project/project.h"

namespace dcs {

NetworkReferences NetworkReferences::of(const Project &project, const std::unordered_set<std::string> &deviceIds)
{
    NetworkReferences out;
    if (deviceIds.empty())
        return out;
    for (size_t n = 0; n < project.networks.size(); ++n) {
        const Network &net = project.networks[n];
        Touched t;
        t.network = n;
        t.networkId = net.id;
        for (size_t i = 0; i < net.links.size(); ++i)
            if (deviceIds.count(net.links[i].aDevice) || deviceIds.count(net.links[i].bDevice))
                t.links.emplace_back(i, net.links[i]);
        for (size_t i = 0; i < net.switches.size(); ++i)
            if (deviceIds.count(net.switches[i].deviceId))
                t.switches.emplace_back(i, net.switches[i]);
        if (!t.links.empty() || !t.switches.empty())
            out.mNetworks.push_back(std::move(t));
    }
    return out;
}

template<typename T>
static void eraseAt(std::vector<T> &list, const std::vector<std::pair<size_t, T>> &removed)
{
    // Compacting in one pass keeps a 16k-GPU fabric's rack deletion O(links), not O(links^2).
    size_t next = 0, out = 0;
    for (size_t i = 0; i < list.size(); ++i) {
        if (next < removed.size() && removed[next].first == i) {
            ++next;
            continue;
        }
        if (out != i)
            list[out] = std::move(list[i]);
        ++out;
    }
    list.resize(out);
}

template<typename T>
static void insertAt(std::vector<T> &list, const std::vector<std::pair<size_t, T>> &removed)
{
    std::vector<T> merged;
    merged.reserve(list.size() + removed.size());
    size_t kept = 0;
    for (const auto &[index, value] : removed) {
        while (merged.size() < index && kept < list.size())
            merged.push_back(std::move(list[kept++]));
        merged.push_back(value);
    }
    while (kept < list.size())
        merged.push_back(std::move(list[kept++]));
    list = std::move(merged);
}

void NetworkReferences::erase(Project &project) const
{
    for (const Touched &t : mNetworks) {
        if (t.network >= project.networks.size())
            continue;
        Network &net = project.networks[t.network];
        eraseAt(net.links, t.links);
        eraseAt(net.switches, t.switches);
    }
}

void NetworkReferences::restore(Project &project) const
{
    for (const Touched &t : mNetworks) {
        if (t.network >= project.networks.size())
            continue;
        Network &net = project.networks[t.network];
        insertAt(net.links, t.links);
        insertAt(net.switches, t.switches);
    }
}

int NetworkReferences::linkCount() const
{
    int n = 0;
    for (const Touched &t : mNetworks)
        n += int(t.links.size());
    return n;
}

std::vector<std::string> NetworkReferences::networkIds() const
{
    std::vector<std::string> ids;
    for (const Touched &t : mNetworks)
        ids.push_back(t.networkId);
    return ids;
}

} // namespace dcs
